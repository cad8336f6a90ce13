// Back in stock and lowest in 90 days (docs/decisions/0013): when each fires, through real readings
// (recordPriceReading, as the price refresh records them) and the evaluate-alerts job's handler.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications, priceAlerts, productPriceDays, productPrices, products } from "~/db/schema";
import { createMailer } from "~/features/email/mailer.server";
import { recordPriceReading } from "~/features/prices/record-price-reading.server";
import { evaluateAlertsJob } from "~/jobs/evaluate-alerts.server";
import type { JobContext } from "~/jobs/job-definition.server";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { createCategory, createOffer, createProduct, createUser } from "../../../tests/setup/factories";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/setup/smtp";

let handle: DatabaseHandle;
let smtp: TestSmtpServer;
let categoryId: string;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const watchers = {
  noura: { id: "noura", email: "noura@example.com" },
  fahad: { id: "fahad", email: "fahad@example.com" },
};
type Watcher = (typeof watchers)[keyof typeof watchers];

beforeAll(async () => {
  handle = await createTestDatabase();
  smtp = await startSmtpServer();
  categoryId = (await createCategory(handle.db)).id;
  for (const watcher of Object.values(watchers))
    await createUser(handle.db, { ...watcher, emailVerified: true });
});
afterAll(async () => {
  await smtp.close();
  await handle.close();
});

beforeEach(async () => {
  await handle.db.delete(notifications);
  await handle.db.delete(priceAlerts);
  smtp.messages.length = 0;
});

/** A product with one store offer, checked `checkedHoursAgo` hours ago (12 hours is stale). */
async function createProductWithOffer(nameEn: string, { price = "1000.00", checkedHoursAgo = 1 } = {}) {
  const product = await createProduct(handle.db, { nameEn, nameAr: `ساعة ${nameEn}`, categoryId });
  const offer = await createOffer(handle.db, {
    productId: product.id,
    storeName: "Jarir",
    url: `https://www.jarir.com/${product.id}`,
    price,
    checkedAt: new Date(Date.now() - checkedHoursAgo * HOUR),
    updatedAt: new Date(Date.now() - 30 * DAY),
  });
  return { productId: product.id, offerId: offer.id };
}

type Product = Awaited<ReturnType<typeof createProductWithOffer>>;

/**
 * A store page read by the price refresh, recorded as the fetch job records it. PGlite's clock
 * counts milliseconds; waiting one keeps the reading after what the test did before, as in life.
 */
async function read(product: Product, price: string, inStock: boolean | null = true) {
  await new Promise((resolve) => setTimeout(resolve, 2));
  return handle.db.transaction((tx) =>
    recordPriceReading(tx, { productPriceId: product.offerId, price, inStock }),
  );
}

/** The alert set on the product page a little while ago. */
async function setAlert(
  watcher: Watcher,
  product: Product,
  kind: "back_in_stock" | "lowest_in_90_days",
  locale: "en" | "ar" = "en",
) {
  await handle.db
    .insert(priceAlerts)
    .values({ userId: watcher.id, productId: product.productId, kind, locale, lastEventAt: sql`now()` });
}

const jobContext = () =>
  ({
    db: handle.db,
    mailer: createMailer({
      smtpUrl: smtp.url,
      dataDir: mkdtempSync(path.join(os.tmpdir(), "qaren-moment-mail-")),
      logger: createLogger("silent"),
    }),
    baseUrl: "https://qaren.example",
    logger: createLogger("silent"),
  }) as unknown as JobContext;

/** Runs the evaluate-alerts job's handler (as pg-boss does, and again when a job is retried). */
async function runJob(product: Product) {
  await evaluateAlertsJob.worker!.handle(
    { productId: product.productId, lowestPrice: null },
    jobContext(),
    {} as Job<{ productId: string; lowestPrice: number | null }>,
  );
}

async function noticesOf(watcher: Watcher) {
  return handle.db
    .select({ kind: notifications.kind, price: notifications.price, storeName: notifications.storeName })
    .from(notifications)
    .where(eq(notifications.userId, watcher.id));
}

/** The mails that reached a watcher (sending is asynchronous, so give stragglers a moment). */
async function mailsTo(watcher: Watcher) {
  await new Promise((resolve) => setTimeout(resolve, 200));
  return smtp.messages.filter((mail) => mail.to.includes(watcher.email)).map((mail) => mail.subject);
}

describe("back in stock", () => {
  it("fires once when a confirmed reading gives a product with no current offer one again", async () => {
    const product = await createProductWithOffer("GT Stale", { checkedHoursAgo: 20 * 24 });
    await setAlert(watchers.noura, product, "back_in_stock");
    await runJob(product);
    expect(await noticesOf(watchers.noura)).toEqual([]);

    // A jump of more than half waits for a second reading (PD-14): nothing is current yet.
    const unconfirmed = await read(product, "2600.00");
    expect(unconfirmed?.outcome).toBe("unconfirmed");
    await runJob(product);
    expect(await noticesOf(watchers.noura)).toEqual([]);

    // The same price read again is confirmed; the fetch job queues the check on none → some.
    const confirmed = await read(product, "2600.00");
    expect(confirmed).toMatchObject({ outcome: "changed", lowestBefore: null, lowestAfter: 260_000 });
    await runJob(product);
    await runJob(product);
    expect(await noticesOf(watchers.noura)).toEqual([
      { kind: "back_in_stock", price: "2600.00", storeName: "Jarir" },
    ]);
    expect(await mailsTo(watchers.noura)).toEqual(["Back in stock: GT Stale at Jarir for SAR 2,600.00"]);

    // A later change while it stays available is no new event.
    await read(product, "2500.00");
    await runJob(product);
    expect(await noticesOf(watchers.noura)).toHaveLength(1);
  });

  it("fires again after the product had no current offer again: sold out, or not checked for too long", async () => {
    const product = await createProductWithOffer("GT Sold Out");
    await setAlert(watchers.noura, product, "back_in_stock", "ar");
    // Available when the alert was set: nothing to announce.
    await read(product, "990.00");
    await runJob(product);
    expect(await noticesOf(watchers.noura)).toEqual([]);

    const soldOut = await read(product, "990.00", false);
    expect(soldOut?.lowestAfter).toBeNull();
    await runJob(product);
    expect(await noticesOf(watchers.noura)).toEqual([]);
    await read(product, "990.00", true);
    await runJob(product);
    expect(await noticesOf(watchers.noura)).toHaveLength(1);
    const [mail] = await mailsTo(watchers.noura);
    expect(mail).toBe("عاد للتوفر: ساعة GT Sold Out لدى Jarir بسعر 990.00 ر.س");

    // The offer going stale with time takes the price away without any reading; a stale offer is
    // never "back" by itself (the job has nothing current to announce).
    await handle.db
      .update(productPrices)
      .set({ checkedAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(productPrices.id, product.offerId));
    await runJob(product);
    expect(await noticesOf(watchers.noura)).toHaveLength(1);
    // Checked again, it is a current offer once more: the shopper had been shown none.
    const fresh = await read(product, "990.00");
    expect(fresh).toMatchObject({ outcome: "unchanged", lowestBefore: null, lowestAfter: 99_000 });
    await runJob(product);
    await runJob(product);
    expect(await noticesOf(watchers.noura)).toHaveLength(2);
  });

  it("does not fire for a paused alert, nor later for what happened while it was paused", async () => {
    const product = await createProductWithOffer("GT Paused", { checkedHoursAgo: 48 });
    await setAlert(watchers.fahad, product, "back_in_stock");
    const mine = and(eq(priceAlerts.userId, watchers.fahad.id), eq(priceAlerts.productId, product.productId));
    await handle.db.update(priceAlerts).set({ isActive: false }).where(mine);
    await read(product, "1000.00");
    await runJob(product);
    // Resumed from the profile: it watches from now.
    await handle.db.update(priceAlerts).set({ isActive: true, lastEventAt: sql`now()` }).where(mine);
    await read(product, "980.00");
    await runJob(product);
    expect(await noticesOf(watchers.fahad)).toEqual([]);
  });
});

/** 20 earlier days of daily lowest prices (the lowest 950.00), then the day's figures worked out. */
async function giveHistory(product: Product) {
  const today = Date.now();
  await handle.db.insert(productPriceDays).values(
    Array.from({ length: 20 }, (_, index) => ({
      productId: product.productId,
      day: new Date(today - (index + 1) * DAY).toISOString().slice(0, 10),
      lowestPrice: index === 9 ? "950.00" : `${1000 + (index % 4) * 25}.00`,
    })),
  );
  await handle.db.execute(
    sql`select refresh_price_insight(array[${product.productId}]::uuid[], riyadh_today())`,
  );
  const [figures] = await handle.db
    .select({ low: products.low90Days, days: products.historyDays })
    .from(products)
    .where(eq(products.id, product.productId));
  expect(figures?.low).toBe("950.00");
  expect(figures?.days).toBeGreaterThanOrEqual(20);
}

describe("lowest price in 90 days", () => {
  it("fires once when a confirmed reading reaches the lowest of 90 days, and again only at a new low", async () => {
    const product = await createProductWithOffer("GT Low");
    await giveHistory(product);
    await setAlert(watchers.noura, product, "lowest_in_90_days");

    await read(product, "960.00");
    await runJob(product);
    expect(await noticesOf(watchers.noura)).toEqual([]);
    // Far below, but unconfirmed: nothing moves until a second reading agrees.
    expect((await read(product, "400.00"))?.outcome).toBe("unconfirmed");
    await runJob(product);
    expect(await noticesOf(watchers.noura)).toEqual([]);

    await read(product, "949.00");
    await runJob(product);
    await runJob(product);
    expect(await noticesOf(watchers.noura)).toEqual([
      { kind: "lowest_in_90_days", price: "949.00", storeName: "Jarir" },
    ]);
    expect(await mailsTo(watchers.noura)).toEqual(["Lowest price in 90 days: GT Low is now SAR 949.00"]);

    // Set now, while it is already at its lowest: that moment is not news for this watcher.
    await setAlert(watchers.fahad, product, "lowest_in_90_days", "ar");
    await runJob(product);
    expect(await noticesOf(watchers.fahad)).toEqual([]);

    // Lower still: a new lowest in 90 days, announced to both.
    await read(product, "940.00");
    await runJob(product);
    await runJob(product);
    expect((await noticesOf(watchers.noura)).map((notice) => notice.price)).toEqual(["949.00", "940.00"]);
    expect(await noticesOf(watchers.fahad)).toEqual([
      { kind: "lowest_in_90_days", price: "940.00", storeName: "Jarir" },
    ]);
    expect(await mailsTo(watchers.fahad)).toEqual(["أقل سعر خلال 90 يومًا: ساعة GT Low الآن بسعر 940.00 ر.س"]);

    // Dearer again: no longer the lowest, nothing to announce.
    await read(product, "1010.00");
    await runJob(product);
    expect(await noticesOf(watchers.noura)).toHaveLength(2);
  });

  it("never fires with fewer than 14 days of prices", async () => {
    const product = await createProductWithOffer("GT New");
    await setAlert(watchers.noura, product, "lowest_in_90_days");
    await read(product, "900.00");
    await runJob(product);
    expect(await noticesOf(watchers.noura)).toEqual([]);
  });

  it("a product back in stock at its lowest in 90 days fires each kind once", async () => {
    const product = await createProductWithOffer("GT Both", { checkedHoursAgo: 30 });
    await giveHistory(product);
    await setAlert(watchers.fahad, product, "back_in_stock");
    await setAlert(watchers.fahad, product, "lowest_in_90_days");
    await read(product, "945.00");
    await runJob(product);
    await runJob(product);
    expect(await noticesOf(watchers.fahad)).toEqual(
      expect.arrayContaining([
        { kind: "back_in_stock", price: "945.00", storeName: "Jarir" },
        { kind: "lowest_in_90_days", price: "945.00", storeName: "Jarir" },
      ]),
    );
    expect(await noticesOf(watchers.fahad)).toHaveLength(2);
  });
});
