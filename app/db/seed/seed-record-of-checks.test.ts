// Issue 38, item 7: the demo's freshness figures must agree. Store rows said "checked 2–4 hours
// ago" and the update status "last update 17:10, no failures in 7 days" while store health said no
// store page was read in 24 hours: the seed invented check times without the record of checks.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { priceFetchLogs, productPrices } from "~/db/schema";
import { listStaleOffers } from "~/features/price-refresh/stale-offers.server";
import { getStoreHealth } from "~/features/price-refresh/store-health.server";
import { getPriceUpdateStatus } from "~/features/price-refresh/update-status.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { seedDemoCatalog } from "./seed-demo.server";

const NOW = new Date();
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoCatalog(handle.db, { now: NOW });
});
afterAll(() => handle?.close());

describe("the demo's record of checks", () => {
  it("backs every offer's 'checked' time with a successful reading of its page", async () => {
    const offers = await handle.db
      .select({ id: productPrices.id, checkedAt: productPrices.checkedAt })
      .from(productPrices);
    for (const offer of offers) {
      const [reading] = await handle.db
        .select({ at: priceFetchLogs.createdAt })
        .from(priceFetchLogs)
        .where(and(eq(priceFetchLogs.productPriceId, offer.id), eq(priceFetchLogs.success, true)))
        .orderBy(desc(priceFetchLogs.createdAt))
        .limit(1);
      expect(reading?.at.toISOString(), offer.id).toBe(offer.checkedAt.toISOString());
    }
  });

  it("shows store health for the stores whose pages the last update read", async () => {
    const health = await getStoreHealth(handle.db, NOW);
    expect(health.length).toBeGreaterThan(5);
    expect(health.every((store) => store.readings > 0 && store.lastSuccessAt !== null)).toBe(true);
    expect(health.map((store) => store.storeNameAr)).toContain("جرير");
  });

  it("dates the last update to the run that read the fresh offers, and lists its failures", async () => {
    const status = await getPriceUpdateStatus(handle.db, NOW);
    const lastRun = status.last_run!;
    expect(lastRun).not.toBeNull();
    expect(status.last_update).toBe(lastRun.finished_at);
    expect(new Date(status.last_update!).getTime()).toBeLessThanOrEqual(NOW.getTime());
    // The offers left stale failed in that run: the failures, the run and the stale list agree.
    const { rows: stale, total } = await listStaleOffers(handle.db, { page: 1 });
    expect(total).toBeGreaterThan(0);
    expect(lastRun.failed).toBe(total);
    expect(stale.every((offer) => offer.lastAttempt?.success === false)).toBe(true);
    expect(status.recent_failures.length).toBe(Math.min(10, total));
    expect(status.error_message).toMatch(/could not be updated/);
  });
});
