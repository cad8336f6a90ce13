// One reading of a store's feed (issue 24), in four steps that each hold little in memory:
//   1. stage: items are read from the stream and written in batches to feed_run_items;
//   2. match: set-based, in order — the admin's remembered decision, the GTIN, brand + model, and
//      among a family's variants sharing a model the one the title names (issue 31);
//      what is left goes to the unmatched-offers queue (nothing creates a product by itself);
//   3. guard: a run that would change a large share of the store's feed offers is held;
//   4. apply: in chunks of items, each chunk one transaction, through the recording path of page
//      readings (checked vs changed, history, alerts, insight).

import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import {
  feedItemLinks,
  feedRunItems,
  feedRuns,
  priceHistory,
  productPrices,
  products,
  type SkippedRow,
  stores,
  unmatchedFeedItems,
} from "~/db/schema";
import { findProductAttributes } from "~/features/attributes/attributes.server";
import type { OfferDetails } from "~/features/offer-details/offer-details";
import { recordFeedDetails } from "~/features/offer-details/offer-details.server";
import { PriceFetchError } from "~/features/page-fetching/price-errors";
import { recordPriceReading } from "~/features/prices/record-price-reading.server";
import type { OnLowestPriceChanged } from "~/features/prices/store-prices.server";
import { pickVariant } from "~/features/variants/match-variant";
import { toHalalas } from "~/utils/money";
import { brandKey } from "./brand-key";
import { type FeedOffer, readFeedOffer, type SkipReason } from "./feed-offer";
import { FeedFormatError, type RawFeedItem } from "./read-feed";

/** Items written per statement while staging, and applied per transaction. */
const BATCH = 500;
/** Skipped rows kept with a run for the admin to read. */
const SKIPPED_SAMPLE = 20;
/**
 * The broken-feed guard: a run is held when more than this share of the store's feed offers would
 * leave the feed, or move by more than half their price, once the store has enough feed offers for
 * a share to mean something. A run with no readable item is held whenever the store has any.
 */
export const HOLD_SHARE = 0.3;
export const HOLD_MIN_OFFERS = 5;

// Products' models and brands, reduced as brandKey/modelKey reduce the feed's (brand-key.ts).
const productModelKey = sql`upper(regexp_replace(${products.model}, '[^A-Za-z0-9]', '', 'g'))`;
const productBrandKey = sql`lower(regexp_replace(${products.brand}, '[^A-Za-z0-9]', '', 'g'))`;
/** A staged item's stock ("yes", "no", unknown) as an offer's in_stock. */
const stagedInStock = sql`case i.in_stock when 'yes' then true when 'no' then false end`;

export type FeedRunStatus = (typeof feedRuns.$inferSelect)["status"];

export type FeedRunSummary = {
  runId: string;
  status: FeedRunStatus;
  itemsRead: number;
  matched: number;
  /** Offers created, or whose price or stock changed. */
  updated: number;
  queued: number;
  skipped: number;
  gone: number;
  skippedRows: SkippedRow[];
  /** Why the run was held ("empty", "gone", "moved") or failed (a feedFailureCode). */
  reason: string | null;
};

export type RunFeedOptions = {
  storeId: string;
  feedId?: string | null;
  /** The feed's URL or file name, as the admin sees it in the runs list. */
  source: string;
  /** Read, match and count, but write no offer and queue nothing. */
  dryRun?: boolean;
  now?: Date;
  onLowestPriceChanged?: OnLowestPriceChanged;
};

type StagedCounts = { itemsRead: number; skipped: number; skippedRows: SkippedRow[] };

/** Reads a feed's items into a new run and applies it unless it is held (or a dry run). */
export async function runFeed(
  db: Database,
  items: AsyncIterable<RawFeedItem>,
  options: RunFeedOptions,
): Promise<FeedRunSummary> {
  const now = options.now ?? new Date();
  const [run] = await db
    .insert(feedRuns)
    .values({
      storeId: options.storeId,
      feedId: options.feedId ?? null,
      source: options.source,
      startedAt: now,
    })
    .returning({ id: feedRuns.id });
  const runId = run!.id;
  try {
    const staged = await stageItems(db, runId, items, now);
    // A run stages up to hundreds of thousands of rows at once: without fresh statistics the
    // planner takes the table for nearly empty and joins it row by row.
    await db.execute(sql`analyze ${feedRunItems}`);
    await matchItems(db, runId, options.storeId);
    await db.execute(sql`analyze ${feedRunItems}`);
    const counts = await countRun(db, runId, options.storeId, options.feedId ?? null);
    const hold = options.dryRun ? null : holdReason(counts);
    const base = { runId, ...staged, matched: counts.matched, queued: counts.unmatched, gone: counts.gone };

    if (options.dryRun) {
      const updated = counts.created + counts.changed;
      await finishRun(db, runId, { ...base, updated, status: "preview", reason: null });
      await db.delete(feedRunItems).where(eq(feedRunItems.runId, runId));
      return { ...base, updated, status: "preview", reason: null };
    }
    if (hold) {
      await finishRun(db, runId, { ...base, updated: 0, status: "held", reason: hold });
      return { ...base, updated: 0, status: "held", reason: hold };
    }
    await queueUnmatched(db, runId, options.storeId, now);
    const updated = await applyRun(db, runId, {
      now,
      onLowestPriceChanged: options.onLowestPriceChanged,
    });
    const status = updated === 0 && counts.gone === 0 ? "unchanged" : "applied";
    await finishRun(db, runId, { ...base, updated, status, reason: null });
    await db.delete(feedRunItems).where(eq(feedRunItems.runId, runId));
    return { ...base, updated, status, reason: null };
  } catch (error) {
    // A file that cannot be read, or a download that broke off: the run failed and says why. Any
    // other error (the database's) is the caller's to handle.
    const reason = feedFailureCode(error);
    await db
      .update(feedRuns)
      .set({ status: "failed", reason: reason ?? "failed", finishedAt: new Date() })
      .where(eq(feedRuns.id, runId));
    await db.delete(feedRunItems).where(eq(feedRunItems.runId, runId));
    if (!reason) throw error;
    const empty = { itemsRead: 0, matched: 0, updated: 0, queued: 0, skipped: 0, gone: 0, skippedRows: [] };
    return { runId, ...empty, status: "failed", reason };
  }
}

/** The code of a failure that is the feed's (named in `adminFeeds.errors`), or null. */
export function feedFailureCode(error: unknown): string | null {
  if (error instanceof FeedFormatError || error instanceof PriceFetchError) return error.code;
  return null;
}

async function finishRun(db: Database, runId: string, summary: Omit<FeedRunSummary, "runId">): Promise<void> {
  await db
    .update(feedRuns)
    .set({
      status: summary.status,
      itemsRead: summary.itemsRead,
      matched: summary.matched,
      updated: summary.updated,
      queued: summary.queued,
      skipped: summary.skipped,
      gone: summary.gone,
      skippedRows: summary.skippedRows,
      reason: summary.reason,
      finishedAt: new Date(),
    })
    .where(eq(feedRuns.id, runId));
}

// ——— 1. stage ———

/** An item as staged, named as feed_run_items' columns (see stageItems). */
function stagedRow(offer: FeedOffer) {
  return {
    item_id: offer.itemId,
    title: offer.title,
    link: offer.link,
    price: offer.price,
    was_price: offer.wasPrice,
    in_stock: offer.inStock === null ? null : offer.inStock ? "yes" : "no",
    gtin: offer.gtin,
    mpn: offer.mpn,
    brand: offer.brand,
    brand_key: brandKey(offer.brand),
    image_link: offer.imageLink,
    shipping: offer.shipping,
    variant_hint: offer.variantHint,
    details: offer.details ?? null,
  };
}

async function stageItems(
  db: Database,
  runId: string,
  items: AsyncIterable<RawFeedItem>,
  now: Date,
): Promise<StagedCounts> {
  const counts: StagedCounts = { itemsRead: 0, skipped: 0, skippedRows: [] };
  const skip = (position: number, itemId: string | null, reason: SkipReason) => {
    counts.skipped++;
    if (counts.skippedRows.length < SKIPPED_SAMPLE) counts.skippedRows.push({ position, itemId, reason });
  };
  let batch: { position: number; offer: FeedOffer }[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const pending = batch;
    batch = [];
    // The first item with an id wins; a later one with the same id is a duplicate.
    // One parameter for the batch: a statement of thousands of parameters costs more to build and
    // to parse than the rows cost to write.
    const { rows: inserted } = await db.execute<{ item_id: string }>(sql`
      insert into ${feedRunItems}
        (run_id, item_id, title, link, price, was_price, in_stock, gtin, mpn, brand, brand_key, image_link, shipping,
          variant_hint, details)
      select ${runId}, x.* from jsonb_to_recordset(${JSON.stringify(pending.map(({ offer }) => stagedRow(offer)))}::jsonb)
        as x(item_id text, title text, link text, price numeric, was_price numeric, in_stock text, gtin text,
          mpn text, brand text, brand_key text, image_link text, shipping text, variant_hint text, details jsonb)
      on conflict do nothing
      returning item_id`);
    const kept = new Set(inserted.map((row) => row.item_id));
    for (const { position, offer } of pending) {
      if (kept.has(offer.itemId)) kept.delete(offer.itemId);
      else skip(position, offer.itemId, "duplicateId");
    }
  };

  for await (const item of items) {
    counts.itemsRead++;
    const read = readFeedOffer(item, now);
    if (!read.ok) {
      skip(item.position, read.itemId, read.reason);
      continue;
    }
    batch.push({ position: item.position, offer: read.offer });
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  // Duplicates are found a batch late: the sample reads in file order.
  counts.skippedRows.sort((a, b) => a.position - b.position);
  return counts;
}

// ——— 2. match ———

async function matchItems(db: Database, runId: string, storeId: string): Promise<void> {
  const ofRun = and(eq(feedRunItems.runId, runId), isNull(feedRunItems.productId));
  // The admin's decisions first: the product they chose, or nothing for an ignored item.
  await db.execute(sql`
    delete from ${feedRunItems} i using ${feedItemLinks} l
    where i.run_id = ${runId} and l.store_id = ${storeId} and l.item_id = i.item_id and l.product_id is null`);
  await db.execute(sql`
    update ${feedRunItems} i set product_id = l.product_id from ${feedItemLinks} l
    where i.run_id = ${runId} and l.store_id = ${storeId} and l.item_id = i.item_id`);
  // Then the GTIN: one product at most has each.
  await db
    .update(feedRunItems)
    .set({
      productId: sql`(select ${products.id} from ${products} where ${products.gtin} = ${feedRunItems.gtin})`,
    })
    .where(and(ofRun, isNotNull(feedRunItems.gtin)));
  // Then brand and model, when exactly one product has both.
  await db.execute(sql`
    update ${feedRunItems} i set product_id = m.product_id
    from (
      select i2.item_id, min(${products.id}::text)::uuid as product_id
      from ${feedRunItems} i2
      join ${products}
        on ${productModelKey} = upper(regexp_replace(i2.mpn, '[^A-Za-z0-9]', '', 'g'))
       and ${productBrandKey} = i2.brand_key
      where i2.run_id = ${runId} and i2.product_id is null and i2.mpn is not null and i2.brand_key is not null
      group by i2.item_id
      having count(*) = 1
    ) m
    where i.run_id = ${runId} and i.item_id = m.item_id`);
  await matchVariants(db, runId);
}

/**
 * Then, where brand and model name several variants of one family (an iPhone's sizes share a
 * model number), the variant the item's title names (issue 31): only when the title tells it
 * without doubt (pickVariant); otherwise the item waits in the unmatched queue.
 */
async function matchVariants(db: Database, runId: string): Promise<void> {
  const { rows } = await db.execute<{ item_id: string; title: string; product_ids: string[] }>(sql`
    select i2.item_id, concat_ws(' ', i2.title, i2.variant_hint) as title,
      array_agg(${products.id}::text order by ${products.id}) as product_ids
    from ${feedRunItems} i2
    join ${products}
      on ${productModelKey} = upper(regexp_replace(i2.mpn, '[^A-Za-z0-9]', '', 'g'))
     and ${productBrandKey} = i2.brand_key
    where i2.run_id = ${runId} and i2.product_id is null and i2.mpn is not null and i2.brand_key is not null
    group by i2.item_id, i2.title, i2.variant_hint
    having count(*) > 1 and count(${products.familyId}) = count(*)
      and count(distinct ${products.familyId}) = 1`);
  if (rows.length === 0) return;
  const attributes = await findProductAttributes(db, [...new Set(rows.flatMap((row) => row.product_ids))]);
  const picked = rows.flatMap((row) => {
    const candidates = row.product_ids.map((id) => ({
      id,
      axes: (attributes.get(id) ?? []).filter((attribute) => attribute.isVariantAxis),
    }));
    const productId = pickVariant(row.title, candidates);
    return productId ? [{ itemId: row.item_id, productId }] : [];
  });
  if (picked.length === 0) return;
  await db.execute(sql`
    update ${feedRunItems} i set product_id = v."productId"::uuid
    from jsonb_to_recordset(${JSON.stringify(picked)}::jsonb) as v("itemId" text, "productId" text)
    where i.run_id = ${runId} and i.item_id = v."itemId" and i.product_id is null`);
}

// ——— 3. guard ———

type RunCounts = {
  matched: number;
  unmatched: number;
  /** Matched items without an offer at this store yet. */
  created: number;
  /** Matched items whose offer's price, stock or was price differs. */
  changed: number;
  /** Matched items whose price moves by more than half. */
  moved: number;
  /** The store's feed offers in stock whose item the run does not list (or lists unmatched). */
  gone: number;
  /** The store's offers in stock that came from its feed before this run. */
  feedOffers: number;
};

async function storeNameOf(db: Database | Transaction, storeId: string): Promise<string> {
  const [store] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw Object.assign(new Error("The store no longer exists"), { code: "storeGone" });
  return store.name;
}

async function countRun(
  db: Database,
  runId: string,
  storeId: string,
  feedId: string | null,
): Promise<RunCounts> {
  const storeName = await storeNameOf(db, storeId);
  const result = await db.execute<Record<keyof RunCounts, number | string>>(sql`
    with items as (
      select i.*, p.id as offer_id, p.price as offer_price, p.in_stock as offer_in_stock,
             p.was_price as offer_was_price
      from ${feedRunItems} i
      left join ${productPrices} p on p.product_id = i.product_id and p.store_name = ${storeName}
      where i.run_id = ${runId}
    )
    select
      count(*) filter (where product_id is not null) as matched,
      count(*) filter (where product_id is null) as unmatched,
      count(*) filter (where product_id is not null and offer_id is null) as created,
      count(*) filter (where offer_id is not null and (
        price <> offer_price
        or (in_stock is not null and (in_stock = 'yes') is distinct from offer_in_stock)
        or was_price is distinct from offer_was_price)) as changed,
      count(*) filter (where offer_id is not null and abs(price - offer_price) * 2 > offer_price) as moved,
      (select count(*) from ${productPrices} p
        where p.store_name = ${storeName} and p.feed_item_id is not null and p.in_stock is distinct from false
          and p.feed_id is not distinct from ${feedId}
          and not exists (select 1 from items where items.product_id = p.product_id)) as gone,
      (select count(*) from ${productPrices} p
        where p.store_name = ${storeName} and p.feed_item_id is not null
          and p.feed_id is not distinct from ${feedId}
          and p.in_stock is distinct from false) as "feedOffers"
    from items`);
  const row = result.rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as RunCounts;
}

/** Why a run must wait for an admin, or null when it may be applied. */
export function holdReason(
  counts: Pick<RunCounts, "matched" | "gone" | "moved" | "feedOffers">,
): string | null {
  if (counts.feedOffers === 0) return null;
  if (counts.matched === 0) return "empty";
  if (counts.feedOffers < HOLD_MIN_OFFERS) return null;
  if (counts.gone > HOLD_SHARE * counts.feedOffers) return "gone";
  if (counts.moved > HOLD_SHARE * counts.feedOffers) return "moved";
  return null;
}

/**
 * Unmatched items go to the queue (or refresh their entry); matched ones leave it. Part of applying
 * a run: a held run queues nothing until an admin applies it.
 */
async function queueUnmatched(db: Database, runId: string, storeId: string, now: Date): Promise<void> {
  await db.execute(sql`
    insert into ${unmatchedFeedItems}
      (store_id, item_id, title, link, price, gtin, mpn, brand, image_link, first_seen_at, last_seen_at)
    select ${storeId}, item_id, title, link, price, gtin, mpn, brand, image_link, ${now}, ${now}
    from ${feedRunItems} where run_id = ${runId} and product_id is null
    on conflict (store_id, item_id) do update set
      title = excluded.title, link = excluded.link, price = excluded.price, gtin = excluded.gtin,
      mpn = excluded.mpn, brand = excluded.brand, image_link = excluded.image_link,
      last_seen_at = excluded.last_seen_at`);
  await db.execute(sql`
    delete from ${unmatchedFeedItems} u using ${feedRunItems} i
    where u.store_id = ${storeId} and i.run_id = ${runId} and i.item_id = u.item_id and i.product_id is not null`);
}

// ——— 4. apply ———

type ApplyOptions = { now: Date; onLowestPriceChanged?: OnLowestPriceChanged };

/**
 * Writes a run's matched items as store prices and marks the store's feed offers it no longer lists
 * out of stock. Returns how many offers were created or changed.
 */
async function applyRun(db: Database, runId: string, options: ApplyOptions): Promise<number> {
  const [run] = await db
    .select({ storeId: feedRuns.storeId, feedId: feedRuns.feedId })
    .from(feedRuns)
    .where(eq(feedRuns.id, runId));
  if (!run) return 0;
  const scope: OfferScope = { storeName: await storeNameOf(db, run.storeId), feedId: run.feedId };
  let updated = 0;
  let after = "";
  for (;;) {
    const chunk = await db
      .select()
      .from(feedRunItems)
      .where(
        and(
          eq(feedRunItems.runId, runId),
          isNotNull(feedRunItems.productId),
          sql`${feedRunItems.itemId} > ${after}`,
        ),
      )
      .orderBy(feedRunItems.itemId)
      .limit(BATCH);
    if (!chunk.length) break;
    after = chunk.at(-1)!.itemId;
    updated += await db.transaction((tx) => applyChunk(tx, scope, chunk, options));
  }
  updated += await markGoneOffers(db, runId, scope, options);
  return updated;
}

type StagedItem = typeof feedRunItems.$inferSelect;

/** A staged item's details: what readFeedDetails read (each detail is checked again as recorded). */
const isOfferDetails = (value: unknown): value is OfferDetails =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The offers a run speaks for: its store's, from its feed (or, for a command-line run, from no
 * admin feed), so that a store with two feeds does not lose one feed's offers to the other.
 */
type OfferScope = { storeName: string; feedId: string | null };

async function applyChunk(
  tx: Transaction,
  { storeName, feedId }: OfferScope,
  chunk: StagedItem[],
  { now, onLowestPriceChanged }: ApplyOptions,
): Promise<number> {
  // Two items of one feed may name the same product: the first (by item id) speaks for it.
  const byProduct = new Map<string, StagedItem>();
  for (const item of chunk) if (!byProduct.has(item.productId!)) byProduct.set(item.productId!, item);
  const productIds = [...byProduct.keys()];
  const lowestBefore = await lowestPrices(tx, productIds);
  const offers = await tx
    .select()
    .from(productPrices)
    .where(and(eq(productPrices.storeName, storeName), inArray(productPrices.productId, productIds)));
  const offerOf = new Map(offers.map((offer) => [offer.productId, offer]));

  const runId = chunk[0]!.runId;
  // A chunk's commit does not wait for the disk: after a crash the last chunks may be missing, never
  // half written, and the next run of the feed writes them again.
  await tx.execute(sql`set local synchronous_commit = off`);
  const created: StagedItem[] = [];
  const confirmed: string[] = [];
  let updated = 0;
  for (const item of byProduct.values()) {
    const offer = offerOf.get(item.productId!);
    const inStock = item.inStock === null ? null : item.inStock === "yes";
    if (!offer) {
      created.push(item);
      continue;
    }
    const isSame =
      toHalalas(offer.price) === toHalalas(item.price) &&
      (inStock === null || inStock === offer.inStock) &&
      (offer.wasPrice ?? null) === (item.wasPrice ?? null) &&
      offer.pendingPrice === null;
    if (isSame) {
      confirmed.push(offer.id);
    } else {
      const recorded = await recordPriceReading(tx, {
        productPriceId: offer.id,
        price: item.price,
        inStock,
        wasPrice: item.wasPrice,
        now,
      });
      if (recorded && recorded.outcome !== "unchanged") updated++;
    }
    if (offer.source !== "feed" || offer.feedItemId !== item.itemId || offer.feedId !== feedId) {
      await tx
        .update(productPrices)
        .set({ source: "feed", feedId, feedItemId: item.itemId })
        .where(eq(productPrices.id, offer.id));
    }
  }
  // An unchanged reading is a check (PD-21), as recordPriceReading records it one at a time.
  if (confirmed.length) {
    await tx.update(productPrices).set({ checkedAt: now }).where(inArray(productPrices.id, confirmed));
  }
  if (created.length) {
    // Straight from the staged rows: one statement each, whatever the chunk's size.
    const createdItems = sql`${feedRunItems} i
      where i.run_id = ${runId} and i.item_id = any(${sql.param(created.map((item) => item.itemId))}::text[])`;
    await tx.execute(sql`
      insert into ${productPrices}
        (product_id, store_name, url, price, in_stock, was_price, source, feed_id, feed_item_id,
         created_at, updated_at, checked_at)
      select i.product_id, ${storeName}, i.link, i.price, ${stagedInStock}, i.was_price, 'feed', ${feedId},
        i.item_id, ${now}, ${now}, ${now}
      from ${createdItems}`);
    // A new store price starts its history, as an admin's first price for a store does.
    await tx.execute(sql`
      insert into ${priceHistory} (product_id, store_name, price, recorded_at)
      select i.product_id, ${storeName}, i.price, ${now} from ${createdItems}`);
    updated += created.length;
  }
  // What the items state beyond their prices (issue 32), on their offers, new ones included.
  await recordFeedDetails(
    tx,
    storeName,
    [...byProduct.values()].flatMap((item) =>
      isOfferDetails(item.details) ? [{ productId: item.productId!, details: item.details }] : [],
    ),
    now,
  );
  await announceLowestChanges(tx, lowestBefore, onLowestPriceChanged);
  return updated;
}

/** The store's feed offers whose item this run does not list: out of stock, never deleted. */
async function markGoneOffers(
  db: Database,
  runId: string,
  { storeName, feedId }: OfferScope,
  options: ApplyOptions,
): Promise<number> {
  const gone = await db
    .select({ id: productPrices.id, productId: productPrices.productId, inStock: productPrices.inStock })
    .from(productPrices)
    .where(
      and(
        eq(productPrices.storeName, storeName),
        isNotNull(productPrices.feedItemId),
        sql`${productPrices.feedId} is not distinct from ${feedId}`,
        sql`not exists (select 1 from ${feedRunItems} i where i.run_id = ${runId} and i.product_id = ${productPrices.productId})`,
      ),
    );
  let marked = 0;
  for (let start = 0; start < gone.length; start += BATCH) {
    const chunk = gone.slice(start, start + BATCH);
    marked += await db.transaction(async (tx) => {
      const before = await lowestPrices(
        tx,
        chunk.map((offer) => offer.productId),
      );
      let count = 0;
      for (const offer of chunk) {
        if (offer.inStock === false) continue;
        await recordPriceReading(tx, {
          productPriceId: offer.id,
          price: null,
          inStock: false,
          now: options.now,
        });
        count++;
      }
      await announceLowestChanges(tx, before, options.onLowestPriceChanged);
      return count;
    });
  }
  return marked;
}

/** Products' lowest current prices in halalas (kept by the product_prices triggers). */
async function lowestPrices(tx: Transaction, productIds: string[]): Promise<Map<string, number | null>> {
  if (!productIds.length) return new Map();
  const rows = await tx
    .select({ id: products.id, lowestPrice: products.lowestPrice })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((row) => [row.id, row.lowestPrice === null ? null : toHalalas(row.lowestPrice)]));
}

async function announceLowestChanges(
  tx: Transaction,
  before: Map<string, number | null>,
  onLowestPriceChanged: OnLowestPriceChanged | undefined,
): Promise<void> {
  if (!onLowestPriceChanged || !before.size) return;
  const after = await lowestPrices(tx, [...before.keys()]);
  for (const [productId, lowest] of after) {
    if (lowest !== before.get(productId)) await onLowestPriceChanged(tx, { productId, lowestPrice: lowest });
  }
}

// ——— held runs ———

export type HeldRunDecision = { runId: string; decision: "apply" | "discard"; userId: string | null };

/**
 * An admin's decision on a held run: apply writes it as if it had not been held; discard drops its
 * items. False when the run is not held (any more): a second click changes nothing.
 */
export async function decideHeldRun(
  db: Database,
  { runId, decision, userId }: HeldRunDecision,
  options: ApplyOptions,
): Promise<boolean> {
  const [run] = await db
    .update(feedRuns)
    .set({ status: decision === "apply" ? "running" : "discarded", decidedBy: userId })
    .where(and(eq(feedRuns.id, runId), eq(feedRuns.status, "held")))
    .returning({ storeId: feedRuns.storeId });
  if (!run) return false;
  if (decision === "apply") {
    await queueUnmatched(db, runId, run.storeId, options.now);
    const updated = await applyRun(db, runId, options);
    await db
      .update(feedRuns)
      .set({ status: "applied", updated, finishedAt: new Date() })
      .where(eq(feedRuns.id, runId));
  }
  await db.delete(feedRunItems).where(eq(feedRunItems.runId, runId));
  return true;
}
