// Alerts on the total delivered to the shopper's city (issue 32, ADR-0026): set with the price
// alert form, checked with the lowest-total rule, announced with the total and its store.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications, priceAlerts, productPrices } from "~/db/schema";
import { createMailer } from "~/features/email/mailer.server";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { createOffer, createProduct, createStore, createUser } from "../../../tests/setup/factories";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/setup/smtp";
import { evaluateAlerts, sendAlertEmails } from "./evaluate-alerts.server";
import { listNotifications } from "./notifications.server";
import { priceAlertSchemaFor } from "./price-alert-schema";
import { listAlertedProducts } from "./price-alerts.server";
import { findProductAlerts, savePriceAlert } from "./product-alerts.server";

let handle: DatabaseHandle;
let smtp: TestSmtpServer;
let productId: string;
let cheapOfferId: string;
let cheapStore: string;
let freeStore: string;
let totalWatcher: string;
let priceWatcher: string;
const TOTAL_EMAIL = "total-watcher@example.com";

beforeAll(async () => {
  handle = await createTestDatabase();
  smtp = await startSmtpServer();
  productId = (await createProduct(handle.db, { nameEn: "Galaxy Tab", nameAr: "جالاكسي تاب" })).id;
  // The cheapest item, with SAR 100 delivery to Jeddah; a dearer one delivered free over SAR 3,000.
  cheapStore = (
    await createStore(handle.db, { policy: { delivery: [{ region: "jeddah", feeHalalas: 10000 }] } })
  ).name;
  freeStore = (
    await createStore(handle.db, {
      policy: { delivery: [{ region: "all", feeHalalas: 3000, freeOverHalalas: 300000 }] },
    })
  ).name;
  cheapOfferId = (await createOffer(handle.db, { productId, storeName: cheapStore, price: "3000.00" })).id;
  await createOffer(handle.db, { productId, storeName: freeStore, price: "3050.00" });
  totalWatcher = (await createUser(handle.db, { email: TOTAL_EMAIL, emailVerified: true })).id;
  priceWatcher = (await createUser(handle.db)).id;
});
afterAll(async () => {
  await smtp.close();
  await handle.close();
});

const mailer = () =>
  createMailer({
    smtpUrl: smtp.url,
    dataDir: mkdtempSync(path.join(os.tmpdir(), "qaren-mail-")),
    logger: createLogger("silent"),
  });

async function runEvaluation() {
  const firings = await evaluateAlerts(handle.db, productId);
  await sendAlertEmails(mailer(), "https://qaren.example", firings);
  return firings;
}

describe("an alert on the total delivered to a city", () => {
  beforeEach(async () => {
    await handle.db.delete(priceAlerts);
    await handle.db.delete(notifications);
    smtp.messages.length = 0;
    await handle.db.update(productPrices).set({ price: "3000.00" }).where(eq(productPrices.id, cheapOfferId));
  });

  it("is saved with its city and read back with it; saving it on the price forgets the city", async () => {
    const alert = { productId, userId: totalWatcher, locale: "en" as const, minReduction: "1.00" };
    await savePriceAlert(handle.db, { ...alert, targetPrice: "3040.00", targetRegion: "jeddah" });
    expect((await findProductAlerts(handle.db, totalWatcher, productId)).alert).toEqual({
      targetPrice: "3040.00",
      minReduction: "1.00",
      isActive: true,
      targetRegion: "jeddah",
    });
    // The profile's list says what the alert watches.
    const [watched] = await listAlertedProducts(handle.db, totalWatcher);
    expect(watched?.alerts).toEqual([
      expect.objectContaining({ targetPrice: "3040.00", targetRegion: "jeddah" }),
    ]);
    await savePriceAlert(handle.db, { ...alert, targetPrice: "2900.00" });
    expect((await findProductAlerts(handle.db, totalWatcher, productId)).alert?.targetRegion).toBeNull();
  });

  it("fires on the lowest total, not on the lowest price, and announces that total and its store", async () => {
    await savePriceAlert(handle.db, {
      productId,
      userId: totalWatcher,
      locale: "en",
      minReduction: "10.00",
      targetPrice: "3040.00",
      targetRegion: "jeddah",
    });
    // On the price the same target would fire (SAR 3,000 ≤ 3,040), on the total it does not:
    // 3,000 + 100 = 3,100 and 3,050 delivered free; the lowest total is 3,050.
    await savePriceAlert(handle.db, {
      productId,
      userId: priceWatcher,
      locale: "en",
      minReduction: "10.00",
      targetPrice: "3040.00",
    });
    const first = await runEvaluation();
    expect(
      first.map((firing) => [firing.userId, firing.price, firing.storeName, firing.targetRegion]),
    ).toEqual([[priceWatcher, "3000.00", cheapStore, null]]);

    // The cheapest store drops to 2,900: 2,900 + 100 = 3,000 to Jeddah is now the lowest total.
    await handle.db.update(productPrices).set({ price: "2900.00" }).where(eq(productPrices.id, cheapOfferId));
    const second = (await runEvaluation()).filter((firing) => firing.userId === totalWatcher);
    expect(second.map((firing) => [firing.price, firing.storeName, firing.targetRegion])).toEqual([
      ["3000.00", cheapStore, "jeddah"],
    ]);
    const mail = await smtp.waitForMail(TOTAL_EMAIL);
    expect(mail.subject).toBe("Lower total: Galaxy Tab now SAR 3,000.00 delivered to Jeddah");
    expect(mail.text).toContain(cheapStore);

    // The bell says it is the total to Jeddah.
    const [notice] = await listNotifications(handle.db, totalWatcher);
    expect(notice).toMatchObject({ price: "3000.00", storeName: cheapStore, targetRegion: "jeddah" });

    // Evaluated again: nothing new; the total has not dropped by the minimum (10) since.
    expect((await runEvaluation()).filter((firing) => firing.userId === totalWatcher)).toEqual([]);
  });

  it("waits while no store states its delivery to the city", async () => {
    await savePriceAlert(handle.db, {
      productId,
      userId: totalWatcher,
      locale: "en",
      minReduction: "1.00",
      targetPrice: "9999.00",
      targetRegion: "other",
    });
    // "other": the cheap store delivers to Jeddah only; the free store's rule for "all" applies.
    const firings = await runEvaluation();
    expect(firings.map((firing) => [firing.price, firing.storeName])).toEqual([["3050.00", freeStore]]);
    await handle.db.delete(priceAlerts);
    const lonely = (await createProduct(handle.db)).id;
    const bare = (await createStore(handle.db)).name;
    await createOffer(handle.db, { productId: lonely, storeName: bare, price: "10.00" });
    await savePriceAlert(handle.db, {
      productId: lonely,
      userId: totalWatcher,
      locale: "en",
      minReduction: "1.00",
      targetPrice: "9999.00",
      targetRegion: "riyadh",
    });
    expect(await evaluateAlerts(handle.db, lonely)).toEqual([]);
  });
});

describe("the alert form's target on the total", () => {
  const parse = (lowestTotal: string | null, value: Record<string, unknown>) => {
    const result = priceAlertSchemaFor("3000.00", lowestTotal).safeParse({ intent: "set-alert", ...value });
    return result.success ? result.data : result.error.issues.map((issue) => issue.message);
  };

  it("must be below the lowest total to its city, and may be above the lowest price", () => {
    expect(parse("3050.00", { targetPrice: "3020.00", targetRegion: "jeddah" })).toMatchObject({
      targetPrice: "3020.00",
      targetRegion: "jeddah",
    });
    expect(parse("3050.00", { targetPrice: "3050.00", targetRegion: "jeddah" })).toEqual([
      "product.alert.errors.targetNotBelowLowestTotal",
    ]);
    // On the price, the same target is refused: it would fire at once.
    expect(parse("3050.00", { targetPrice: "3020.00" })).toEqual([
      "product.alert.errors.targetNotBelowLowest",
    ]);
    // No known total: any target waits for one.
    expect(parse(null, { targetPrice: "5000.00", targetRegion: "riyadh" })).toMatchObject({
      targetRegion: "riyadh",
    });
    expect(parse("3050.00", { targetPrice: "100.00", targetRegion: "mars" })).toEqual([
      "offerDetails.city.invalid",
    ]);
  });
});
