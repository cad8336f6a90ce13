// The admin's side of discovery (issue 36): a store's site, and its latest runs with their counts.

import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { discoveryRuns, stores } from "~/db/schema";
import { hostMatches } from "~/features/stores/stores.server";

export type DiscoveryStore = {
  id: string;
  name: string;
  nameAr: string | null;
  domain: string | null;
  site: string | null;
};
export type DiscoveryRun = typeof discoveryRuns.$inferSelect;

export async function findDiscoveryStore(db: Database, storeId: string): Promise<DiscoveryStore | null> {
  if (!z.uuid().safeParse(storeId).success) return null;
  const [store] = await db
    .select({
      id: stores.id,
      name: stores.name,
      nameAr: stores.nameAr,
      domain: stores.domain,
      site: stores.site,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  return store ?? null;
}

/** A store's latest discovery runs, newest first. */
export async function listDiscoveryRuns(db: Database, storeId: string, limit = 5): Promise<DiscoveryRun[]> {
  return db
    .select()
    .from(discoveryRuns)
    .where(eq(discoveryRuns.storeId, storeId))
    .orderBy(desc(discoveryRuns.startedAt))
    .limit(limit);
}

export type SiteResult = { ok: true } | { ok: false; errorKey: string };

/**
 * Sets or clears a store's site: an http(s) address on the store's own domain (or under it), so a
 * run never reads another site in the store's name.
 */
export async function saveStoreSite(
  db: Database,
  store: DiscoveryStore,
  site: string | null,
): Promise<SiteResult> {
  if (site !== null) {
    if (!store.domain) return { ok: false, errorKey: "adminDiscovery.errors.noDomain" };
    if (!hostMatches(new URL(site).hostname, store.domain))
      return { ok: false, errorKey: "adminDiscovery.errors.otherDomain" };
  }
  await db.update(stores).set({ site }).where(eq(stores.id, store.id));
  return { ok: true };
}

/**
 * Marks a store's runs still "running" as failed ("lost"): their worker died before finishing.
 * Called only where no run of the store can be alive: as its job starts, the queue being exclusive
 * per store (a dead worker's job fails when it misses its heartbeat, which lets the next one in).
 */
export async function markLostRuns(db: Database, storeId: string, now = new Date()): Promise<number> {
  const lost = await db
    .update(discoveryRuns)
    .set({ status: "failed", reason: "lost", finishedAt: now })
    .where(and(eq(discoveryRuns.storeId, storeId), eq(discoveryRuns.status, "running")))
    .returning({ id: discoveryRuns.id });
  return lost.length;
}
