import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  priceFetchLogs,
  priceHistory,
  priceRefreshItems,
  priceRefreshRuns,
  priceUpdateStatus,
} from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { insertProductWithPrices } from "../../../tests/setup/price-fixtures";
import { getPriceUpdateStatus } from "./update-status.server";

let handle: DatabaseHandle;
const NOW = new Date();
const ago = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

it("reports an empty catalogue that was never updated", async () => {
  expect(await getPriceUpdateStatus(handle.db, NOW)).toEqual({
    last_update: null,
    next_update: null,
    is_running: false,
    progress_current: 0,
    progress_total: 0,
    error_message: null,
    total_products: 0,
    total_prices: 0,
    last_24h_updates: 0,
    avg_price_change: null,
    current_run: null,
    last_run: null,
    recent_failures: [],
  });
});

it("computes the spec's status fields from runs, history and logs", async () => {
  const phone = await insertProductWithPrices(
    handle.db,
    [
      { storeName: "Jarir", url: "https://jarir.example/phone", price: "900.00" },
      { storeName: "Noon", url: "https://noon.example/phone", price: "1100.00" },
    ],
    "Phone",
  );
  const kettle = await insertProductWithPrices(
    handle.db,
    [{ storeName: "Jarir", url: "https://jarir.example/kettle", price: "120.00" }],
    "Kettle",
  );
  const [jarirPhone, noonPhone] = phone.priceIds as [string, string];
  const [jarirKettle] = kettle.priceIds as [string];

  // Jarir phone 1000 → 900 (−10 %) and Noon phone 1000 → 1100 (+10 %) today, kettle 100 → 120
  // (+20 %) today; an older change two days ago does not count.
  await handle.db.insert(priceHistory).values([
    { productId: phone.productId, storeName: "Jarir", price: "1000.00", recordedAt: ago(72) },
    { productId: phone.productId, storeName: "Jarir", price: "900.00", recordedAt: ago(2) },
    { productId: phone.productId, storeName: "Noon", price: "1000.00", recordedAt: ago(48) },
    { productId: phone.productId, storeName: "Noon", price: "1100.00", recordedAt: ago(3) },
    { productId: kettle.productId, storeName: "Jarir", price: "100.00", recordedAt: ago(30) },
    { productId: kettle.productId, storeName: "Jarir", price: "120.00", recordedAt: ago(1) },
  ]);

  const [finished] = await handle.db
    .insert(priceRefreshRuns)
    .values({ trigger: "scheduled", total: 3, startedAt: ago(6), finishedAt: ago(5.9) })
    .returning();
  await handle.db.insert(priceRefreshItems).values([
    { runId: finished!.id, productPriceId: jarirPhone, state: "done" },
    { runId: finished!.id, productPriceId: noonPhone, state: "failed", errorCode: "http429" },
    { runId: finished!.id, productPriceId: jarirKettle, state: "done" },
  ]);
  const [running] = await handle.db
    .insert(priceRefreshRuns)
    .values({ trigger: "manual", total: 3, startedAt: ago(0.1) })
    .returning();
  await handle.db.insert(priceRefreshItems).values([
    { runId: running!.id, productPriceId: jarirPhone, state: "done" },
    { runId: running!.id, productPriceId: noonPhone, state: "pending" },
    { runId: running!.id, productPriceId: jarirKettle, state: "failed" },
  ]);
  await handle.db.insert(priceUpdateStatus).values({
    id: 1,
    lastUpdate: ago(5.9),
    nextUpdate: ago(-6),
    isRunning: true,
    progressCurrent: 0,
    progressTotal: 3,
    errorMessage: "1 of 3 store prices could not be updated",
  });

  // Noon failed three times; the kettle failed once, then succeeded (not a failure any more).
  const log = (productPriceId: string, url: string, attempt: number, success: boolean, createdAt: Date) => ({
    productPriceId,
    url,
    attempt,
    success,
    createdAt,
    ...(success
      ? { price: "120.00" }
      : { errorCode: "http429", errorMessage: "Rate limit exceeded. Please try again later." }),
  });
  await handle.db
    .insert(priceFetchLogs)
    .values([
      log(noonPhone, "https://noon.example/phone", 1, false, ago(5.97)),
      log(noonPhone, "https://noon.example/phone", 2, false, ago(5.96)),
      log(noonPhone, "https://noon.example/phone", 3, false, ago(5.95)),
      log(jarirKettle, "https://jarir.example/kettle", 1, false, ago(5.94)),
      log(jarirKettle, "https://jarir.example/kettle", 2, true, ago(5.93)),
    ]);

  const status = await getPriceUpdateStatus(handle.db, NOW);
  expect(status).toMatchObject({
    last_update: ago(5.9).toISOString(),
    next_update: ago(-6).toISOString(),
    is_running: true,
    progress_current: 2,
    progress_total: 3,
    error_message: null,
    total_products: 2,
    total_prices: 3,
    last_24h_updates: 3,
    avg_price_change: 6.67,
    current_run: { id: running!.id, trigger: "manual", finished_at: null, total: 3, failed: 1 },
    last_run: { id: finished!.id, trigger: "scheduled", total: 3, failed: 1 },
  });
  expect(status.recent_failures).toEqual([
    {
      id: expect.any(Number),
      product_id: phone.productId,
      product_name_en: "Phone",
      product_name_ar: expect.stringMatching(/^منتج/),
      store_name: "Noon",
      // No store row named Noon here, so no Arabic name to show.
      store_name_ar: null,
      url: "https://noon.example/phone",
      error_code: "http429",
      error_message: "Rate limit exceeded. Please try again later.",
      attempt: 3,
      created_at: ago(5.95).toISOString(),
    },
  ]);
});
