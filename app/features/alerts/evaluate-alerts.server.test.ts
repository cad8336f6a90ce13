import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications, priceAlerts, productPrices, users } from "~/db/schema";
import { createMailer } from "~/features/email/mailer.server";
import { recordPriceReading } from "~/features/prices/record-price-reading.server";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { createOffer, createProduct, createUser } from "../../../tests/setup/factories";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/setup/smtp";
import { evaluateAlerts, sendAlertEmails } from "./evaluate-alerts.server";

let handle: DatabaseHandle;
let smtp: TestSmtpServer;
let productId: string;
let offerId: string;
let userId: string;
const EMAIL = "watcher@example.com";

beforeAll(async () => {
  handle = await createTestDatabase();
  smtp = await startSmtpServer();
  productId = (await createProduct(handle.db, { nameEn: "Bravia 55", nameAr: "برافيا 55" })).id;
  offerId = (await createOffer(handle.db, { productId, storeName: "eXtra", price: "3000.00" })).id;
  userId = (await createUser(handle.db, { id: crypto.randomUUID(), email: EMAIL, emailVerified: true })).id;
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

async function setPrice(price: string) {
  await handle.db.update(productPrices).set({ price }).where(eq(productPrices.id, offerId));
}

/** What the evaluate-alerts job does: record the firings, then send their e-mails. */
async function runEvaluation() {
  const firings = await evaluateAlerts(handle.db, productId);
  await sendAlertEmails(mailer(), "https://qaren.example", firings);
  return firings;
}

const mailsTo = () => smtp.messages.filter((message) => message.to.includes(EMAIL));
const notificationCount = () => handle.db.$count(notifications, eq(notifications.userId, userId));

describe("price alerts", () => {
  beforeEach(async () => {
    await handle.db.delete(priceAlerts);
    await handle.db.delete(notifications);
    smtp.messages.length = 0;
    await setPrice("3000.00");
    await handle.db
      .insert(priceAlerts)
      .values({ userId, productId, targetPrice: "2800.00", minReduction: "50.00", locale: "en" });
  });

  it("sends one e-mail and one notification when the price drops to the target, then waits for a real further drop", async () => {
    expect(await runEvaluation()).toHaveLength(0);

    await setPrice("2799.00");
    expect(await runEvaluation()).toHaveLength(1);
    const mail = await smtp.waitForMail(EMAIL);
    expect(mail.subject).toBe("Price drop: Bravia 55 is now SAR 2,799.00");
    expect(mail.text).toContain("eXtra");
    expect(mail.text).toContain(`https://qaren.example/products/${productId}?lang=en`);
    expect(await notificationCount()).toBe(1);

    // The same reading evaluated again (a retried job) fires nothing.
    expect(await runEvaluation()).toHaveLength(0);
    // A drop smaller than the minimum reduction (50) fires nothing.
    await setPrice("2750.00");
    expect(await runEvaluation()).toHaveLength(0);
    // A drop of at least 50 below the announced 2799 fires again.
    await setPrice("2749.00");
    expect(await runEvaluation()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo()).toHaveLength(2);
    expect(await notificationCount()).toBe(2);
  });

  it("rings the bell but sends no e-mail to an address its owner has not confirmed", async () => {
    await handle.db.update(users).set({ emailVerified: false }).where(eq(users.id, userId));
    try {
      await setPrice("2500.00");
      expect(await runEvaluation()).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mailsTo()).toHaveLength(0);
      expect(await notificationCount()).toBe(1);
    } finally {
      await handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    }
  });

  it("writes the e-mail in the alert's language", async () => {
    await handle.db.update(priceAlerts).set({ locale: "ar" });
    await setPrice("2500.00");
    await runEvaluation();
    const mail = await smtp.waitForMail(EMAIL);
    expect(mail.subject).toBe("انخفض السعر: برافيا 55 الآن بسعر 2,500.00 ر.س");
  });

  it("sends nothing for an inactive alert", async () => {
    await handle.db.update(priceAlerts).set({ isActive: false });
    await setPrice("2000.00");
    expect(await runEvaluation()).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo()).toHaveLength(0);
    expect(await notificationCount()).toBe(0);
  });

  it("sends nothing for an unconfirmed reading", async () => {
    // A 60 % drop is held back until a second reading agrees (PD-14).
    const reading = await handle.db.transaction((tx) =>
      recordPriceReading(tx, { productPriceId: offerId, price: "1200.00", inStock: true }),
    );
    expect(reading?.outcome).toBe("unconfirmed");
    expect(await runEvaluation()).toHaveLength(0);
    expect(await notificationCount()).toBe(0);

    const confirmed = await handle.db.transaction((tx) =>
      recordPriceReading(tx, { productPriceId: offerId, price: "1200.00", inStock: true }),
    );
    expect(confirmed?.outcome).toBe("changed");
    expect(await runEvaluation()).toHaveLength(1);
  });
});
