// Discovery as a pg-boss job: two job runners share the queue, and a store's run is never queued
// or worked twice at once.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { discoveryRuns, productPrices } from "~/db/schema";
import { createPriceEngine } from "~/features/page-fetching/fetch-store-price.server";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase } from "../../tests/setup/database";
import { createProduct, createStore } from "../../tests/setup/factories";
import { productPage, type StandInStore, startStandInStore, urlset } from "../../tests/setup/stand-in-store";
import { type JobRunner, startJobRunner } from "./registry.server";
import { runStoreDiscoveryJob } from "./store-discovery.server";

let handle: DatabaseHandle;
let site: StandInStore;
const runners: JobRunner[] = [];
const engine = createPriceEngine({ allowPrivateHosts: true });

async function startRunner(): Promise<JobRunner> {
  const runner = await startJobRunner({
    database: handle,
    logger: createLogger("silent"),
    engine,
    refreshIntervalHours: 6,
    mailer: { send: async () => {} },
    baseUrl: "http://localhost:3000",
    feeds: { dataDir: "/nonexistent", allowPrivateHosts: true },
    tuning: {
      boss: { superviseIntervalSeconds: 1, monitorIntervalSeconds: 1, schedule: false },
      workers: { [runStoreDiscoveryJob.name]: { pollingIntervalSeconds: 0.5 } },
    },
  });
  runners.push(runner);
  return runner;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await startStandInStore();
  site.pages.set("/robots.txt", { type: "text/plain", body: "User-agent: *\nAllow: /\n" });
  site.pages.set("/sitemap.xml", { type: "application/xml", body: urlset(site.origin, [["/p/phone"]]) });
  site.pages.set("/p/phone", {
    body: productPage({ name: "Job Phone X", price: "999.00", brand: "Jobco", gtin: "4006381333931" }),
  });
}, 60_000);

afterAll(async () => {
  for (const runner of runners) await runner.stop();
  await engine.close();
  await site.close();
  await handle.close();
});

describe("the discovery job", () => {
  it("runs a store's discovery once however often it is asked, on whichever worker takes it", async () => {
    const product = await createProduct(handle.db, {
      nameEn: "Job Phone X",
      brand: "Jobco",
      gtin: "04006381333931",
    });
    const store = await createStore(handle.db, { name: "Job Store", site: `${site.origin}/` });
    const [first, second] = [await startRunner(), await startRunner()];
    expect(await first.requestStoreDiscovery(store.id)).toBe(true);
    // Queued or running: a second request, from either process, is refused.
    expect(await second.requestStoreDiscovery(store.id)).toBe(false);

    const deadline = Date.now() + 30_000;
    let runs: (typeof discoveryRuns.$inferSelect)[] = [];
    while (Date.now() < deadline) {
      runs = await handle.db.select().from(discoveryRuns).where(eq(discoveryRuns.storeId, store.id));
      if (runs[0]?.status === "finished") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: "finished", pagesRead: 3, productPages: 1, matched: 1 });
    const [offer] = await handle.db
      .select()
      .from(productPrices)
      .where(eq(productPrices.productId, product.id));
    expect(offer).toMatchObject({ storeName: "Job Store", price: "999.00" });
  }, 60_000);

  it("marks a run whose worker died as lost, and a new run of the store starts", async () => {
    const store = await createStore(handle.db, { name: "Lost Run Store", site: `${site.origin}/` });
    // A run whose worker died mid-way: still "running", its job gone.
    const [dead] = await handle.db
      .insert(discoveryRuns)
      .values({ storeId: store.id, site: `${site.origin}/`, pagesRead: 7 })
      .returning();
    const runner = runners[0] ?? (await startRunner());
    expect(await runner.requestStoreDiscovery(store.id)).toBe(true);
    const deadline = Date.now() + 30_000;
    let runs: (typeof discoveryRuns.$inferSelect)[] = [];
    while (Date.now() < deadline) {
      runs = await handle.db.select().from(discoveryRuns).where(eq(discoveryRuns.storeId, store.id));
      if (runs.some((run) => run.id !== dead!.id && run.status === "finished")) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(runs.find((run) => run.id === dead!.id)).toMatchObject({
      status: "failed",
      reason: "lost",
      pagesRead: 7,
    });
    expect(runs.find((run) => run.id !== dead!.id)).toMatchObject({ status: "finished", pagesRead: 3 });
  }, 60_000);

  it("claims a store's discovery job by heartbeat, so a dead worker's job fails within a minute", async () => {
    const runner = runners[0] ?? (await startRunner());
    const queue = await runner.boss.getQueue(runStoreDiscoveryJob.name);
    expect(queue?.heartbeatSeconds).toBe(60);
  });
});
