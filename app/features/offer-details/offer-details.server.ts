// Storing what readings say of an offer, and the query-side reader of "lowest total" (ADR-0026).
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { offerDetails, productPrices, stores, users } from "~/db/schema";
import { offerIsCurrent } from "~/features/prices/current-offers.server";
import { toHalalas } from "~/utils/money";
import { shopperRegion } from "./delivery-region";
import {
  type DetailKey,
  isRegion,
  type LowestTotals,
  type OfferDetails,
  type Region,
  type StorePolicy,
} from "./offer-details";
import { parseStorePolicy, validDetails } from "./offer-details-schema";
import { deliveryOf, lowestTotalOfferOf, type OfferForTotal } from "./offer-total";
import { shownOfferDetails } from "./shown-details";

export type RecordOfferDetailsInput = {
  productId: string;
  storeName: string;
  /** What the reading stated; a detail left out keeps what an earlier reading said. */
  details: OfferDetails;
  source: "page" | "feed";
  /** When the reading was made; now by default. */
  checkedAt?: Date;
};

export type RecordOfferDetailsResult =
  | { recorded: true; stated: DetailKey[]; rejected: DetailKey[] }
  | { recorded: false; reason: "no_offer" | "nothing_stated"; rejected: DetailKey[] };

/**
 * Stores what one reading of an offer's page or feed item stated, each detail with its source and
 * time, over what earlier readings said: only the details this reading states are replaced. A
 * detail that fails its check (a negative fee, 1 payment) is left out and named in `rejected`.
 */
export async function recordOfferDetails(
  db: Database | Transaction,
  input: RecordOfferDetailsInput,
): Promise<RecordOfferDetailsResult> {
  const { stated, readings, rejected } = readingsOf(
    input.details,
    input.source,
    input.checkedAt ?? new Date(),
  );
  if (stated.length === 0) return { recorded: false, reason: "nothing_stated", rejected };
  const [offer] = await db
    .select({ id: productPrices.id })
    .from(productPrices)
    .where(and(eq(productPrices.productId, input.productId), eq(productPrices.storeName, input.storeName)));
  if (!offer) return { recorded: false, reason: "no_offer", rejected };
  await db
    .insert(offerDetails)
    .values({ productPriceId: offer.id, details: readings })
    .onConflictDoUpdate({
      target: offerDetails.productPriceId,
      set: { details: sql`${offerDetails.details} || excluded.details`, updatedAt: sql`now()` },
    });
  return { recorded: true, stated, rejected };
}

/** The details that pass their checks, each as `{ value, source, checkedAt }` as offer_details keeps it. */
function readingsOf(details: OfferDetails, source: "page" | "feed", checkedAt: Date) {
  const { valid, rejected } = validDetails(details);
  const stated = (Object.keys(valid) as DetailKey[]).filter((key) => valid[key] !== undefined);
  const at = checkedAt.toISOString();
  const readings = Object.fromEntries(
    stated.map((key) => [key, { value: valid[key], source, checkedAt: at }]),
  );
  return { stated, readings, rejected };
}

/**
 * What a feed run's items state of their offers at one store (delivery, instalments, returns…),
 * recorded as recordOfferDetails records one reading, in one statement for the whole chunk: the
 * feed's chunks write thousands of offers. Items whose offer does not exist are left out.
 */
export async function recordFeedDetails(
  tx: Database | Transaction,
  storeName: string,
  items: readonly { productId: string; details: OfferDetails }[],
  checkedAt: Date,
): Promise<void> {
  const rows = items.flatMap(({ productId, details }) => {
    const { stated, readings } = readingsOf(details, "feed", checkedAt);
    return stated.length ? [{ product_id: productId, details: readings }] : [];
  });
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${offerDetails} (product_price_id, details)
    select pp.id, x.details
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(product_id uuid, details jsonb)
    join ${productPrices} pp on pp.product_id = x.product_id and pp.store_name = ${storeName}
    on conflict (product_price_id) do update
      set details = ${offerDetails}.details || excluded.details, updated_at = now()`);
}

/** Columns to select beside an offer (joined to its store) for `shownOfferDetails`. */
export const offerDetailsColumns = {
  storedDetails: sql<unknown>`(select ${offerDetails.details} from ${offerDetails} where ${offerDetails.productPriceId} = ${productPrices.id})`,
  storePolicy: stores.policy,
};

/** The offer with a product's lowest total to a region: that total and the store that makes it. */
export type LowestTotalOffer = { totalHalalas: number; storeName: string; storeNameAr: string | null };

/**
 * Each product's lowest total to a region among its current offers (price plus the delivery the
 * offer or its store states, ADR-0026), with the store that makes it, in one query for any number
 * of products. A product none of whose current offers has a known delivery to the region is left out.
 */
export async function findLowestTotalOffers(
  db: Database | Transaction,
  productIds: readonly string[],
  region: Region,
): Promise<Map<string, LowestTotalOffer>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: productPrices.productId,
      price: productPrices.price,
      storeName: productPrices.storeName,
      storeNameAr: stores.nameAr,
      ...offerDetailsColumns,
    })
    .from(productPrices)
    .innerJoin(stores, eq(stores.name, productPrices.storeName))
    .where(and(inArray(productPrices.productId, [...productIds]), offerIsCurrent))
    // Equal totals: the same store wins every time.
    .orderBy(productPrices.storeName);
  type Offer = OfferForTotal & { storeName: string; storeNameAr: string | null };
  const byProduct = new Map<string, Offer[]>();
  for (const row of rows) {
    const offers = byProduct.get(row.productId) ?? [];
    offers.push({
      priceHalalas: toHalalas(row.price),
      isCurrent: true,
      delivery: deliveryOf(shownOfferDetails(row.storedDetails, row.storePolicy)),
      storeName: row.storeName,
      storeNameAr: row.storeNameAr,
    });
    byProduct.set(row.productId, offers);
  }
  const totals = new Map<string, LowestTotalOffer>();
  for (const [productId, offers] of byProduct) {
    const lowest = lowestTotalOfferOf(offers, region);
    if (lowest)
      totals.set(productId, {
        totalHalalas: lowest.totalHalalas,
        storeName: lowest.offer.storeName,
        storeNameAr: lowest.offer.storeNameAr,
      });
  }
  return totals;
}

/** Each product's lowest total to a region in halalas (see findLowestTotalOffers), in one query. */
export async function findLowestTotals(
  db: Database | Transaction,
  productIds: readonly string[],
  region: Region,
): Promise<Map<string, number>> {
  const offers = await findLowestTotalOffers(db, productIds, region);
  return new Map([...offers].map(([productId, offer]) => [productId, offer.totalHalalas]));
}

/**
 * The lowest totals a page of products shows beside their lowest prices, for the shopper's city
 * (the profile's, else the cookie's); null without a city (nothing changes then). One query for
 * the whole page, and one more for a signed-in shopper's city.
 */
export async function lowestTotalsForPage(
  db: Database,
  request: Request,
  user: { id: string } | null,
  products: readonly { id: string }[],
): Promise<LowestTotals | null> {
  const region = await findShopperRegion(db, request, user);
  if (!region) return null;
  const ids = [...new Set(products.map((product) => product.id))];
  const totals = await findLowestTotals(db, ids, region);
  return { region, byProduct: Object.fromEntries(totals) };
}

/** The shopper's city: the signed-in shopper's profile's when set, else the request's cookie's. */
export async function findShopperRegion(
  db: Database,
  request: Request,
  user: { id: string } | null,
): Promise<Region | null> {
  return shopperRegion(request, user ? await findProfileRegion(db, user.id) : null);
}

/** The region a signed-in shopper picked, or null. */
export async function findProfileRegion(db: Database, userId: string): Promise<Region | null> {
  const [row] = await db.select({ region: users.deliveryRegion }).from(users).where(eq(users.id, userId));
  return isRegion(row?.region) ? row.region : null;
}

/** Remembers (or forgets, with null) the region in a signed-in shopper's profile. */
export async function saveProfileRegion(db: Database, userId: string, region: Region | null): Promise<void> {
  await db.update(users).set({ deliveryRegion: region }).where(eq(users.id, userId));
}

/** Every store with what it says of every order, by name; a store with no policy has null. */
export async function listStorePolicies(
  db: Database,
): Promise<Array<{ name: string; nameAr: string | null; policy: StorePolicy | null }>> {
  const rows = await db
    .select({ name: stores.name, nameAr: stores.nameAr, policy: stores.policy })
    .from(stores)
    .orderBy(stores.name);
  return rows.map((row) => ({ ...row, policy: parseStorePolicy(row.policy) }));
}

/** What a store says of every order (its policy, set by an admin); null when it has none. */
export async function findStorePolicy(db: Database, storeName: string): Promise<StorePolicy | null> {
  const [row] = await db.select({ policy: stores.policy }).from(stores).where(eq(stores.name, storeName));
  return parseStorePolicy(row?.policy);
}
