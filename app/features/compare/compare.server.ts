import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, productPrices, products, reviews } from "~/db/schema";
import { findProductAttributes } from "~/features/attributes/attributes.server";
import { offerIsCurrent } from "~/features/prices/current-offers.server";
import { productFactColumns } from "~/features/products/product-detail.server";
import type { ComparedProduct } from "./comparison";

// Correlated subqueries name the outer row explicitly: Drizzle leaves columns unqualified in
// single-table queries, where a bare "id" would mean the subquery's own table.
const outerProductId = sql`${products}.${sql.identifier("id")}`;

/** The products to compare (at most four ids), with their price range, rating and attributes, in two queries. */
export async function findComparedProducts(db: Database, ids: readonly string[]): Promise<ComparedProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...productFactColumns,
      // Current offers only (PD-21): the lowest and the count as the product keeps them.
      lowestPrice: products.lowestPrice,
      highestPrice: sql<
        string | null
      >`(select max(${productPrices.price})::text from ${productPrices} where ${productPrices.productId} = ${outerProductId} and ${offerIsCurrent})`,
      storeCount: products.storeCount,
      averageRating: sql<
        number | null
      >`(select round(avg(r.rating), 1)::float8 from ${reviews} r where r.product_id = ${outerProductId} and r.status = 'approved')`,
      reviewCount: sql<number>`(select count(*)::int from ${reviews} r where r.product_id = ${outerProductId} and r.status = 'approved')`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, [...ids]));
  const attributes = await findProductAttributes(db, ids);
  return rows.map((row) => ({
    ...row,
    attributes: attributes.get(row.id) ?? [],
    specifications: row.specifications ?? [],
  }));
}
