import { count, desc, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { productPrices, products, users } from "~/db/schema";
import { productNameColumns } from "~/features/catalog/product-listing.server";
import { findCheapestOffers } from "~/features/prices/current-offers.server";
import type { PriceInsight } from "~/features/prices/price-insight";
import { priceInsightColumns, toPriceInsight } from "~/features/prices/price-insight.server";
import type { NamedRow } from "~/utils/i18n";
import { pickRandom } from "./pick-random";

/** The featured product is drawn from this many of the newest products with a picture. */
export const FEATURED_POOL_SIZE = 8;

export type FeaturedProduct = NamedRow & {
  brand: string | null;
  descriptionEn: string | null;
  descriptionAr: string | null;
  imageUrl: string;
  /** Decimal string, null without offers. */
  lowestPrice: string | null;
  /** The cheapest store's page ("Buy Now"), null without offers. */
  buyUrl: string | null;
  insight: PriceInsight;
};

/** A random pick among the newest products that have a picture, with its cheapest offer. */
export async function findFeaturedProduct(
  db: Database,
  random: () => number = Math.random,
): Promise<FeaturedProduct | null> {
  const newest = await db
    .select({
      ...productNameColumns,
      brand: products.brand,
      descriptionEn: products.descriptionEn,
      descriptionAr: products.descriptionAr,
      imageUrl: products.imageUrl,
      insight: priceInsightColumns,
    })
    .from(products)
    .where(isNotNull(products.imageUrl))
    .orderBy(sql`${products.createdAt} desc nulls last`, desc(products.id))
    .limit(FEATURED_POOL_SIZE);
  const [chosen] = pickRandom(newest, 1, random);
  if (!chosen?.imageUrl) return null;

  const cheapest = (await findCheapestOffers(db, [chosen.id])).get(chosen.id);
  return {
    ...chosen,
    imageUrl: chosen.imageUrl,
    insight: toPriceInsight(chosen.insight),
    lowestPrice: cheapest?.price ?? null,
    buyUrl: cheapest?.url ?? null,
  };
}

export type SiteStats = {
  products: number;
  stores: number;
  users: number;
  /**
   * Store prices checked in the last 24 hours, from the same checks as "checked … ago". (Not "today":
   * just after midnight that would read 0 on a site that checked thousands an hour ago.)
   */
  checkedLastDay: number;
};

/** Live counts for the home page's tiles (PD-10, PD-28). */
export async function countSiteStats(db: Database): Promise<SiteStats> {
  const [[productRow], storeResult, [userRow], [checkedRow]] = await Promise.all([
    db.select({ total: count() }).from(products),
    // Distinct stores by hopping through the store-name index, one step per store, instead of
    // reading every price row.
    db.execute<{ total: number }>(sql`
      with recursive store as (
        (select ${productPrices.storeName} as name from ${productPrices} order by 1 limit 1)
        union all
        select (select ${productPrices.storeName} from ${productPrices}
                where ${productPrices.storeName} > store.name order by 1 limit 1)
        from store where store.name is not null
      )
      select count(name)::int as total from store`),
    db.select({ total: count() }).from(users),
    db
      .select({ total: count() })
      .from(productPrices)
      .where(sql`${productPrices.checkedAt} > now() - interval '24 hours'`),
  ]);
  return {
    products: Number(productRow?.total ?? 0),
    stores: Number(storeResult.rows[0]?.total ?? 0),
    users: Number(userRow?.total ?? 0),
    checkedLastDay: Number(checkedRow?.total ?? 0),
  };
}
