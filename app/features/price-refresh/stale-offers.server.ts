import { count, eq, not, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { priceFetchLogs, productPrices, products, stores } from "~/db/schema";
import { isPriceErrorCode, type PriceErrorCode } from "~/features/page-fetching/price-errors";
import { offerIsFresh } from "~/features/prices/current-offers.server";

// Store prices that have gone stale (PD-21: no successful check within twice the refresh
// interval), for the admin: how many there are, and which, oldest check first, with the latest
// fetch attempt so the admin sees why. Walks product_prices_checked_at_idx.

export const STALE_OFFERS_PAGE_SIZE = 20;

/** The latest fetch attempt of a store price, as price_fetch_logs recorded it. */
export type FetchAttempt =
  | { success: false; errorCode: PriceErrorCode; errorMessage: string | null; at: string }
  | { success: true; at: string };

export type StaleOffer = {
  id: string;
  productId: string;
  productNameEn: string;
  productNameAr: string;
  storeName: string;
  /** The store's Arabic name, for Arabic pages (null when the store has none). */
  storeNameAr: string | null;
  url: string;
  /** The last successful check (ISO). */
  checkedAt: string;
  /** A reading more than 50 % away, waiting for a second one to confirm it (PD-14). */
  pendingPrice: string | null;
  lastAttempt: FetchAttempt | null;
};

const isStale = not(offerIsFresh);

export async function countStaleOffers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(productPrices).where(isStale);
  return row?.n ?? 0;
}

/** One page of stale store prices, the longest unchecked first, and how many there are in all. */
export async function listStaleOffers(
  db: Database,
  { page }: { page: number },
): Promise<{ rows: StaleOffer[]; total: number }> {
  const [total, { rows }] = await Promise.all([
    countStaleOffers(db),
    db.execute<{
      id: string;
      product_id: string;
      name_en: string;
      name_ar: string;
      store_name: string;
      store_name_ar: string | null;
      url: string;
      checked_at: string | Date;
      pending_price: string | null;
      success: boolean | null;
      error_code: string | null;
      error_message: string | null;
      attempted_at: string | Date | null;
    }>(sql`
      select stale.id, stale.product_id, ${products.nameEn} as name_en, ${products.nameAr} as name_ar,
             stale.store_name, ${stores.nameAr} as store_name_ar, stale.url, stale.checked_at, stale.pending_price,
             attempt.success, attempt.error_code, attempt.error_message, attempt.created_at as attempted_at
      from (
        select * from ${productPrices} where ${isStale}
        order by ${productPrices.checkedAt}, ${productPrices.id}
        limit ${STALE_OFFERS_PAGE_SIZE} offset ${(page - 1) * STALE_OFFERS_PAGE_SIZE}
      ) as stale
      join ${products} on ${products.id} = stale.product_id
      left join ${stores} on ${stores.name} = stale.store_name
      left join lateral (
        select ${priceFetchLogs.success} as success, ${priceFetchLogs.errorCode} as error_code,
               ${priceFetchLogs.errorMessage} as error_message, ${priceFetchLogs.createdAt} as created_at
        from ${priceFetchLogs}
        where ${priceFetchLogs.productPriceId} = stale.id
        order by ${priceFetchLogs.createdAt} desc, ${priceFetchLogs.id} desc
        limit 1
      ) as attempt on true
      order by stale.checked_at, stale.id`),
  ]);
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      productId: row.product_id,
      productNameEn: row.name_en,
      productNameAr: row.name_ar,
      storeName: row.store_name,
      storeNameAr: row.store_name_ar,
      url: row.url,
      checkedAt: new Date(row.checked_at).toISOString(),
      pendingPrice: row.pending_price,
      lastAttempt: toFetchAttempt(row),
    })),
  };
}

function toFetchAttempt(row: {
  success: boolean | null;
  error_code: string | null;
  error_message: string | null;
  attempted_at: string | Date | null;
}): FetchAttempt | null {
  if (row.success === null || row.attempted_at === null) return null;
  const at = new Date(row.attempted_at).toISOString();
  if (row.success) return { success: true, at };
  return {
    success: false,
    errorCode: isPriceErrorCode(row.error_code) ? row.error_code : "fetchFailed",
    errorMessage: row.error_message,
    at,
  };
}

/** The store page of a store price, or null when it no longer exists. */
export async function findStorePriceUrl(db: Database, productPriceId: string): Promise<string | null> {
  const [row] = await db
    .select({ url: productPrices.url })
    .from(productPrices)
    .where(eq(productPrices.id, productPriceId));
  return row?.url ?? null;
}
