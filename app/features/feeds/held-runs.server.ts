// What an admin reads before applying or discarding a held run (issue 24): the prices it would
// change and the offers it would take out of stock, largest changes first.

import { count, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { feedRunItems, feedRuns, productPrices, products, stores } from "~/db/schema";

/** Rows of each list shown; the totals say how many more there are. */
const PREVIEW_ROWS = 50;

export type HeldRunPreview = {
  run: typeof feedRuns.$inferSelect;
  store: { id: string; name: string; nameAr: string | null };
  changes: { productId: string; product: string; productAr: string; current: string; next: string }[];
  changesTotal: number;
  gone: { productId: string; product: string; productAr: string; current: string }[];
  goneTotal: number;
};

export async function countHeldRuns(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(feedRuns).where(eq(feedRuns.status, "held"));
  return row?.total ?? 0;
}

/** The newest held run, for the dashboard's link. */
export async function firstHeldRunId(db: Database): Promise<string | null> {
  const [run] = await db
    .select({ id: feedRuns.id })
    .from(feedRuns)
    .where(eq(feedRuns.status, "held"))
    .orderBy(sql`${feedRuns.startedAt} desc`)
    .limit(1);
  return run?.id ?? null;
}

/** A run with its differences while it is held; only the run and its store once decided. */
export async function getFeedRunPreview(db: Database, runId: string): Promise<HeldRunPreview | null> {
  const [row] = await db
    .select({ run: feedRuns, store: { id: stores.id, name: stores.name, nameAr: stores.nameAr } })
    .from(feedRuns)
    .innerJoin(stores, eq(stores.id, feedRuns.storeId))
    .where(eq(feedRuns.id, runId));
  if (!row) return null;
  const empty = { changes: [], changesTotal: 0, gone: [], goneTotal: 0 };
  if (row.run.status !== "held") return { ...row, ...empty };

  const changed = sql`
    from ${feedRunItems} i
    join ${productPrices} p on p.product_id = i.product_id and p.store_name = ${row.store.name}
    join ${products} pr on pr.id = i.product_id
    where i.run_id = ${runId} and i.price <> p.price`;
  const gone = sql`
    from ${productPrices} p
    join ${products} pr on pr.id = p.product_id
    where p.store_name = ${row.store.name} and p.feed_item_id is not null
      and p.feed_id is not distinct from ${row.run.feedId} and p.in_stock is distinct from false
      and not exists (select 1 from ${feedRunItems} i where i.run_id = ${runId} and i.product_id = p.product_id)`;
  const [changes, changesTotal, goneRows, goneTotal] = await Promise.all([
    db.execute<HeldRunPreview["changes"][number]>(sql`
      select pr.id as "productId", pr.name_en as product, pr.name_ar as "productAr",
             p.price::text as current, i.price::text as next
      ${changed}
      order by abs(i.price - p.price) / p.price desc, pr.name_en
      limit ${PREVIEW_ROWS}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total ${changed}`),
    db.execute<HeldRunPreview["gone"][number]>(sql`
      select pr.id as "productId", pr.name_en as product, pr.name_ar as "productAr", p.price::text as current
      ${gone}
      order by pr.name_en
      limit ${PREVIEW_ROWS}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total ${gone}`),
  ]);
  return {
    ...row,
    changes: changes.rows,
    changesTotal: Number(changesTotal.rows[0]?.total ?? 0),
    gone: goneRows.rows,
    goneTotal: Number(goneTotal.rows[0]?.total ?? 0),
  };
}
