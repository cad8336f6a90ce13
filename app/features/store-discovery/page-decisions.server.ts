// An admin's decisions on product pages discovery could not match (issue 36), on the unmatched
// queue shared with feeds: "this page is that product" records the page's price on it at once, as
// any reading, and is remembered for the address (the next run takes it without matching); "create
// a product from this page" drafts the product form from the page's identity, read again.

import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, products, stores, unmatchedFeedItems } from "~/db/schema";
import { type AttributeFieldText, attributeFieldText } from "~/features/attributes/attribute-field";
import { findCategoryAttributes } from "~/features/attributes/attributes.server";
import { mapSpecifications } from "~/features/attributes/map-specifications";
import { convertQuantity, findQuantities } from "~/features/attributes/units";
import { decideUnmatchedItem } from "~/features/feeds/unmatched-items.server";
import { PriceFetchError } from "~/features/page-fetching/price-errors";
import { readPageIdentity } from "~/features/price-extraction/read-identity";
import type { OnLowestPriceChanged } from "~/features/prices/store-prices.server";
import { normalizeSearchText } from "~/utils/arabic-text";
import { attachPageOffer, rememberPageProduct } from "./page-offers.server";
import type { SiteFetcher } from "./site-fetcher.server";

export type QueuedPage = typeof unmatchedFeedItems.$inferSelect & {
  storeName: string;
  storeNameAr: string | null;
};

/** A page waiting on the queue, with its store's name; null when it is gone or came from a feed. */
export async function findQueuedPage(
  db: Database,
  storeId: string,
  address: string,
): Promise<QueuedPage | null> {
  const [row] = await db
    .select({ item: unmatchedFeedItems, storeName: stores.name, storeNameAr: stores.nameAr })
    .from(unmatchedFeedItems)
    .innerJoin(stores, eq(stores.id, unmatchedFeedItems.storeId))
    .where(
      and(
        eq(unmatchedFeedItems.storeId, storeId),
        eq(unmatchedFeedItems.itemId, address),
        eq(unmatchedFeedItems.source, "page"),
      ),
    );
  return row ? { ...row.item, storeName: row.storeName, storeNameAr: row.storeNameAr } : null;
}

export type PageDecisionOutcome = "attached" | "itemGone" | "productGone";

/**
 * "This page is that product": the decision is remembered for the address, the item leaves the
 * queue, and the price it was queued with is recorded on the store's offer for the product.
 */
export async function attachQueuedPage(
  db: Database,
  {
    storeId,
    address,
    productId,
    userId,
    now = new Date(),
    onLowestPriceChanged,
  }: {
    storeId: string;
    address: string;
    productId: string;
    userId: string | null;
    now?: Date;
    onLowestPriceChanged?: OnLowestPriceChanged;
  },
): Promise<PageDecisionOutcome> {
  const page = await findQueuedPage(db, storeId, address);
  if (!page) return "itemGone";
  if (!(await decideUnmatchedItem(db, { storeId, itemId: address, productId, userId }))) return "productGone";
  await attachPageOffer(db, {
    storeName: page.storeName,
    productId,
    address,
    price: page.price,
    inStock: true,
    wasPrice: null,
    now,
    onLowestPriceChanged,
  });
  await rememberPageProduct(db, { storeId, address, productId });
  return "attached";
}

/** The product form's fields as the page gives them; nothing is created until the admin saves. */
export type PageProductDraft = {
  nameEn: string;
  nameAr: string;
  brand: string;
  model: string;
  gtin: string;
  imageUrl: string;
  categoryId: string | null;
  attributes: Record<string, AttributeFieldText>;
  specifications: { name: string; value: string }[];
  /** False when the page could not be read again: the draft holds what the queue kept. */
  isFromPage: boolean;
};

const ARABIC = /[\u0600-\u06FF]/;

/** The category the store's breadcrumb names (innermost first), else the one of the closest candidate. */
async function suggestCategory(db: Database, breadcrumb: readonly string[], page: QueuedPage) {
  const all = await db
    .select({ id: categories.id, nameEn: categories.nameEn, nameAr: categories.nameAr })
    .from(categories);
  for (const crumb of [...breadcrumb].reverse()) {
    const wanted = normalizeSearchText(crumb);
    const found = all.find((category) =>
      [category.nameEn, category.nameAr].some((name) => normalizeSearchText(name) === wanted),
    );
    if (found) return found.id;
  }
  const closest = page.candidates?.[0];
  if (!closest) return null;
  const [product] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(eq(products.id, closest.productId));
  return product?.categoryId ?? null;
}

/** Drafts a product from a queued page: its identity read again, or what the queue kept if it cannot be. */
export async function draftProductFromPage(
  db: Database,
  page: QueuedPage,
  fetcher: SiteFetcher,
): Promise<PageProductDraft> {
  let identity = null;
  try {
    const response = await fetcher.get(page.link);
    if (response.status === 200) identity = readPageIdentity(response.body, response.url);
  } catch (error) {
    if (!(error instanceof PriceFetchError)) throw error;
  }
  const name = identity?.name ?? page.title;
  // The name's own script says its language: a store's Arabic name may sit on a page marked "en".
  const isArabic = ARABIC.test(name);
  const categoryId = await suggestCategory(db, identity?.breadcrumb ?? [], page);
  const attributes: Record<string, AttributeFieldText> = {};
  let specifications = identity?.specs ?? [];
  if (categoryId) {
    const definitions = await findCategoryAttributes(db, categoryId);
    const mapped = mapSpecifications(specifications, definitions);
    for (const [key, value] of mapped.values) attributes[key] = attributeFieldText(value);
    specifications = mapped.details.map((row) => ({ name: row.name, value: row.value }));
    // A variant axis the page states only in its name ("… 256GB"), when it states one value.
    for (const definition of definitions) {
      if (attributes[definition.key] || definition.kind !== "number" || !definition.unit) continue;
      if (!definition.isVariantAxis) continue;
      const unit = definition.unit;
      const values = new Set(
        findQuantities(name).flatMap((quantity) => {
          const value = convertQuantity(quantity.value, quantity.unit, unit);
          return value === null ? [] : [value];
        }),
      );
      if (values.size === 1) attributes[definition.key] = { value: String([...values][0]) };
    }
  }
  return {
    nameEn: isArabic ? "" : name,
    nameAr: isArabic ? name : "",
    brand: identity?.brand ?? page.brand ?? "",
    model: identity?.mpn ?? identity?.model ?? page.mpn ?? "",
    gtin: page.gtin ?? "",
    imageUrl: identity?.image ?? page.imageLink ?? "",
    categoryId,
    attributes,
    specifications,
    isFromPage: identity !== null,
  };
}
