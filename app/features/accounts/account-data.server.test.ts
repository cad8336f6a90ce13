import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications, priceAlerts, profiles, reviews, savedProducts, sessions, users } from "~/db/schema";
import { createMailer } from "~/features/email/mailer.server";
import { parseEnv } from "~/utils/env.server";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { createProduct } from "../../../tests/setup/factories";
import { deleteAccount, exportAccountData } from "./account-data.server";
import { register, signIn } from "./accounts.server";
import { type Auth, createAuth } from "./auth.server";

let handle: DatabaseHandle;
let auth: Auth;
let productId: string;
let clientCounter = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-account-data-"));
  const env = parseEnv({ DATA_DIR: dataDir, BASE_URL: "https://qaren.example" });
  const logger = createLogger("silent");
  auth = createAuth({
    db: handle.db,
    env,
    mailer: createMailer({ dataDir, logger }),
    secret: "y".repeat(32),
    logger,
  });
  productId = (await createProduct(handle.db, { nameEn: "Galaxy S24", nameAr: "جالكسي S24" })).id;
});
afterAll(() => handle.close());

function deps() {
  clientCounter += 1;
  return {
    auth,
    db: handle.db,
    mailer: { send: async () => {} },
    baseUrl: "https://qaren.example",
    clientIp: `10.9.0.${clientCounter}`,
    headers: new Headers(),
    sleep: async () => {},
  };
}

/** A registered, signed-in shopper with one of everything a shopper keeps. */
async function shopperWithData(email: string) {
  await register(deps(), { email, password: "secret-123", locale: "ar" });
  const signedIn = await signIn(deps(), { email, password: "secret-123" });
  if (!signedIn.ok) throw new Error("sign-in failed");
  const cookie = signedIn.setCookies.map((line) => line.split(";")[0]).join("; ");
  const [user] = await handle.db.select().from(users).where(eq(users.email, email));
  const userId = user!.id;
  await handle.db.update(profiles).set({ fullName: "ريم الحربي" }).where(eq(profiles.id, userId));
  await handle.db.insert(savedProducts).values({ userId, productId });
  const [alert] = await handle.db
    .insert(priceAlerts)
    .values({ userId, productId, targetPrice: "2999.00", locale: "ar" })
    .returning();
  await handle.db
    .insert(notifications)
    .values({ userId, productId, alertId: alert!.id, price: "2899.00", storeName: "Jarir" });
  await handle.db
    .insert(reviews)
    .values({ userId, productId, rating: 4, reviewText: "جوال ممتاز والبطارية تدوم" });
  return { userId, headers: new Headers({ cookie }) };
}

const rowsOf = async (userId: string) => ({
  users: await handle.db.$count(users, eq(users.id, userId)),
  sessions: await handle.db.$count(sessions, eq(sessions.userId, userId)),
  saved: await handle.db.$count(savedProducts, eq(savedProducts.userId, userId)),
  alerts: await handle.db.$count(priceAlerts, eq(priceAlerts.userId, userId)),
  notifications: await handle.db.$count(notifications, eq(notifications.userId, userId)),
  reviews: await handle.db.$count(reviews, eq(reviews.userId, userId)),
});

describe("a shopper's own data", () => {
  it("exports everything kept about the shopper", async () => {
    const { userId } = await shopperWithData("export@example.com");
    const exported = await exportAccountData(handle.db, userId);
    expect(exported.account).toMatchObject({
      email: "export@example.com",
      fullName: "ريم الحربي",
      emailVerified: false,
    });
    expect(exported.savedProducts).toEqual([
      expect.objectContaining({ productId, product: { en: "Galaxy S24", ar: "جالكسي S24" } }),
    ]);
    expect(exported.priceAlerts).toEqual([
      expect.objectContaining({ targetPrice: "2999.00", language: "ar" }),
    ]);
    expect(exported.notifications).toEqual([expect.objectContaining({ price: "2899.00", store: "Jarir" })]);
    expect(exported.reviews).toEqual([
      expect.objectContaining({ rating: 4, text: "جوال ممتاز والبطارية تدوم", status: "pending" }),
    ]);
  });

  it("deletes the account and all it held only with the right password", async () => {
    const { userId, headers } = await shopperWithData("leaving@example.com");
    expect(
      await deleteAccount({ auth, db: handle.db, headers }, { userId, password: "not-it" }),
    ).toMatchObject({
      ok: false,
      errorKey: "profile.delete.errors.wrongPassword",
    });
    expect((await rowsOf(userId)).users).toBe(1);

    const deleted = await deleteAccount({ auth, db: handle.db, headers }, { userId, password: "secret-123" });
    expect(deleted.ok).toBe(true);
    expect(await rowsOf(userId)).toEqual({
      users: 0,
      sessions: 0,
      saved: 0,
      alerts: 0,
      notifications: 0,
      reviews: 0,
    });
    expect((await signIn(deps(), { email: "leaving@example.com", password: "secret-123" })).ok).toBe(false);
  });

  it("keeps the last administrator", async () => {
    const { userId, headers } = await shopperWithData("only-admin@example.com");
    await handle.db.update(users).set({ role: "admin" }).where(eq(users.id, userId));
    expect(
      await deleteAccount({ auth, db: handle.db, headers }, { userId, password: "secret-123" }),
    ).toMatchObject({
      ok: false,
      errorKey: "profile.delete.errors.lastAdmin",
    });
    expect((await rowsOf(userId)).users).toBe(1);
  });

  it("keeps one of two administrators who delete their accounts at the same moment", async () => {
    await handle.db.update(users).set({ role: "user" }).where(eq(users.role, "admin"));
    const first = await shopperWithData("leaving-admin-1@example.com");
    const second = await shopperWithData("leaving-admin-2@example.com");
    await handle.db
      .update(users)
      .set({ role: "admin" })
      .where(inArray(users.id, [first.userId, second.userId]));
    const outcomes = await Promise.all(
      [first, second].map(({ userId, headers }) =>
        deleteAccount({ auth, db: handle.db, headers }, { userId, password: "secret-123" }),
      ),
    );
    expect(outcomes.map((outcome) => (outcome.ok ? "deleted" : outcome.errorKey)).sort()).toEqual([
      "deleted",
      "profile.delete.errors.lastAdmin",
    ]);
    expect(await handle.db.$count(users, eq(users.role, "admin"))).toBe(1);
  });
});
