// PD-3 and issue 6: every action and endpoint a shopper uses for saved products, alerts,
// reviews and notifications works on the signed-in user's own rows only. Two real accounts sign in
// through better-auth; each request passes the real session middleware and the real route module.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AppServices, appServicesContext, requestInfoContext } from "~/app-context.server";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications, priceAlerts, reviews, savedProducts, stores } from "~/db/schema";
import { register, signIn } from "~/features/accounts/accounts.server";
import { createAuth } from "~/features/accounts/auth.server";
import { sessionMiddleware } from "~/features/accounts/session.server";
import { createCatalogCache } from "~/features/catalog/catalog-cache.server";
import { createMailer } from "~/features/email/mailer.server";
import { loader as rootLoader } from "~/root";
import { action as profileAction, loader as profileLoader } from "~/routes/account/profile";
import { action as notificationsAction, loader as notificationsLoader } from "~/routes/api/notifications";
import { action as productAction, loader as productLoader } from "~/routes/public/product-detail";
import { parseEnv } from "~/utils/env.server";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase } from "../../tests/setup/database";
import { createOffer, createProduct } from "../../tests/setup/factories";

const ORIGIN = "https://qaren.example";
const SPEAKER = "50000000-0000-4000-8000-000000000010";
const MISSING_ID = "50000000-0000-4000-8000-0000000000ff";

let handle: DatabaseHandle;
let services: AppServices;
let clientCounter = 0;
const accounts = {
  amal: { email: "amal@example.com", password: "amal-secret-1", id: "", cookie: "" },
  badr: { email: "badr@example.com", password: "badr-secret-1", id: "", cookie: "" },
};
type Account = (typeof accounts)[keyof typeof accounts];

type RouteFunction = (args: never) => unknown;
type Outcome = { status: number; body: unknown; location: string | null };

/** Runs a loader or action the way the server does: session middleware first, then the route. */
async function call(
  route: RouteFunction,
  {
    as,
    url,
    form,
    method = form ? "POST" : "GET",
    params = {},
  }: {
    as: Account | null;
    url: string;
    form?: Record<string, string>;
    method?: string;
    params?: Record<string, string>;
  },
): Promise<Outcome> {
  const context = new RouterContextProvider();
  context.set(appServicesContext, services);
  clientCounter += 1;
  context.set(requestInfoContext, { clientIp: `10.6.0.${clientCounter}` });
  const request = new Request(`${ORIGIN}${url}`, {
    method,
    headers: as ? { cookie: as.cookie } : {},
    body: form ? new URLSearchParams(form) : undefined,
  });
  let outcome: unknown;
  await sessionMiddleware({ request, context, params } as never, async () => {
    try {
      outcome = await route({ request, context, params } as never);
    } catch (thrown) {
      outcome = thrown;
    }
    return new Response(null);
  });
  return settle(outcome);
}

/** A Response, a `data()` result or a plain object, as status, body and redirect target. */
async function settle(outcome: unknown): Promise<Outcome> {
  if (outcome instanceof Response) {
    const text = await outcome.text();
    const isJson = outcome.headers.get("content-type")?.includes("json");
    return {
      status: outcome.status,
      body: isJson ? JSON.parse(text) : text,
      location: outcome.headers.get("location"),
    };
  }
  const wrapped = outcome as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (wrapped?.type === "DataWithResponseInit") {
    return { status: wrapped.init?.status ?? 200, body: wrapped.data, location: null };
  }
  return { status: 200, body: outcome, location: null };
}

async function signUp(account: Account) {
  const deps = () => {
    clientCounter += 1;
    return {
      auth: services.auth,
      db: handle.db,
      mailer: services.mailer,
      baseUrl: ORIGIN,
      clientIp: `10.7.0.${clientCounter}`,
      headers: new Headers(),
      sleep: async () => {},
    };
  };
  expect((await register(deps(), { ...account, locale: "en" })).ok).toBe(true);
  const signedIn = await signIn(deps(), account);
  if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.errorKey}`);
  account.cookie = signedIn.setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
  const session = await services.auth.api.getSession({ headers: new Headers({ cookie: account.cookie }) });
  account.id = session!.user.id;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-ownership-"));
  const env = parseEnv({ DATA_DIR: dataDir, BASE_URL: ORIGIN });
  const logger = createLogger("silent");
  const mailer = createMailer({ dataDir, logger });
  const auth = createAuth({ db: handle.db, env, mailer, secret: "s".repeat(32), logger });
  // The price engine and job queue are not used by these routes.
  services = {
    env,
    database: handle,
    logger,
    auth,
    mailer,
    catalogCache: createCatalogCache(),
  } as AppServices;

  await createProduct(handle.db, { id: SPEAKER, nameEn: "SoundLink Max", nameAr: "ساوند لينك ماكس" });
  await createOffer(handle.db, { productId: SPEAKER, storeName: "Jarir", price: "1499.00" });
  await signUp(accounts.amal);
  await signUp(accounts.badr);
});
afterAll(() => handle?.close());

const productUrl = `/products/${SPEAKER}`;
const productParams = { id: SPEAKER };
let amalAlertId: string;
let amalReviewId: string;

/** Amal's rows, restored before each test: a saved product, an alert, a review, two notifications. */
beforeEach(async () => {
  const { db } = handle;
  const amal = accounts.amal.id;
  await db.delete(savedProducts);
  await db.delete(priceAlerts);
  await db.delete(reviews);
  await db.delete(notifications);
  await db.insert(savedProducts).values({ userId: amal, productId: SPEAKER });
  const [alert] = await db
    .insert(priceAlerts)
    .values({ userId: amal, productId: SPEAKER, targetPrice: "1400.00", minReduction: "5.00" })
    .returning();
  amalAlertId = alert!.id;
  const [review] = await db
    .insert(reviews)
    .values({
      userId: amal,
      productId: SPEAKER,
      rating: 5,
      reviewText: "Amal's own words",
      status: "pending",
    })
    .returning();
  amalReviewId = review!.id;
  await db.insert(notifications).values([
    { userId: amal, productId: SPEAKER, alertId: amalAlertId, price: "1390.00", storeName: "Jarir" },
    { userId: amal, productId: SPEAKER, alertId: amalAlertId, price: "1380.00", storeName: "Noon" },
  ]);
});

/** Amal's back-in-stock alert on the speaker, beside her target-price one. */
const addAmalsBackInStockAlert = () =>
  handle.db
    .insert(priceAlerts)
    .values({ userId: accounts.amal.id, productId: SPEAKER, kind: "back_in_stock", lastEventAt: new Date() });

/** Everything of Amal's, to compare before and after Badr's attempts. */
async function amalsRows() {
  const { db } = handle;
  const amal = accounts.amal.id;
  const [saved, alerts, written, notices] = await Promise.all([
    db.select().from(savedProducts).where(eq(savedProducts.userId, amal)),
    db.select().from(priceAlerts).where(eq(priceAlerts.userId, amal)),
    db.select().from(reviews).where(eq(reviews.userId, amal)),
    db.select().from(notifications).where(eq(notifications.userId, amal)),
  ]);
  return { saved, alerts, written, notices };
}

describe("user B cannot read, change or delete user A's rows", () => {
  it("save and unsave on the product page touch only the signed-in user's list", async () => {
    const before = await amalsRows();
    const { badr } = accounts;
    // Another user's id in the form is ignored: the session decides whose list it is.
    const form = { intent: "unsave", userId: accounts.amal.id };
    expect(
      (await call(productAction, { as: badr, url: productUrl, params: productParams, form })).status,
    ).toBe(200);
    expect(await amalsRows()).toEqual(before);

    await call(productAction, {
      as: badr,
      url: productUrl,
      params: productParams,
      form: { intent: "save", userId: accounts.amal.id },
    });
    const savers = await handle.db.select({ userId: savedProducts.userId }).from(savedProducts);
    expect(savers.map((row) => row.userId).sort()).toEqual([accounts.amal.id, badr.id].sort());
    expect(await amalsRows()).toEqual(before);

    // Positive control: the same request from Amal does remove hers.
    await call(productAction, { as: accounts.amal, url: productUrl, params: productParams, form });
    expect((await amalsRows()).saved).toEqual([]);
  });

  it("setting an alert creates the signed-in user's own alert and leaves the other's as it was", async () => {
    const before = await amalsRows();
    const result = await call(productAction, {
      as: accounts.badr,
      url: `${productUrl}?lang=ar`,
      params: productParams,
      form: { intent: "set-alert", targetPrice: "1.00", minReduction: "1.00", userId: accounts.amal.id },
    });
    expect(result.status).toBe(200);
    expect(await amalsRows()).toEqual(before);
    const badrs = await handle.db.select().from(priceAlerts).where(eq(priceAlerts.userId, accounts.badr.id));
    expect(badrs).toEqual([
      expect.objectContaining({ productId: SPEAKER, targetPrice: "1.00", isActive: true, locale: "ar" }),
    ]);
  });

  it("setting and removing a back-in-stock alert act on the signed-in user's own alerts only", async () => {
    await addAmalsBackInStockAlert();
    const before = await amalsRows();
    const badrsAlert = (intent: string) =>
      call(productAction, {
        as: accounts.badr,
        url: `${productUrl}?lang=ar`,
        params: productParams,
        form: { intent, kind: "back_in_stock", userId: accounts.amal.id },
      });
    expect((await badrsAlert("set-moment-alert")).status).toBe(200);
    expect(await amalsRows()).toEqual(before);
    const badrs = () => handle.db.select().from(priceAlerts).where(eq(priceAlerts.userId, accounts.badr.id));
    expect(await badrs()).toEqual([
      expect.objectContaining({ kind: "back_in_stock", targetPrice: null, isActive: true, locale: "ar" }),
    ]);
    expect((await badrsAlert("remove-moment-alert")).status).toBe(200);
    expect(await badrs()).toEqual([]);
    expect(await amalsRows()).toEqual(before);

    // Positive control: Amal removing hers leaves her target-price alert as it was.
    await call(productAction, {
      as: accounts.amal,
      url: productUrl,
      params: productParams,
      form: { intent: "remove-moment-alert", kind: "back_in_stock" },
    });
    expect((await amalsRows()).alerts).toEqual(
      before.alerts.filter((alert) => alert.kind === "target_price"),
    );
  });

  it("refuses a moment alert of an unknown kind, with a translated message", async () => {
    const result = await call(productAction, {
      as: accounts.badr,
      url: productUrl,
      params: productParams,
      form: { intent: "set-moment-alert", kind: "target_price" },
    });
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain("momentAlerts.errors.kindInvalid");
    expect(await handle.db.$count(priceAlerts, eq(priceAlerts.userId, accounts.badr.id))).toBe(0);
  });

  it("the product page shows B nothing of A's saved state or alerts", async () => {
    await addAmalsBackInStockAlert();
    const page = (await call(productLoader, { as: accounts.badr, url: productUrl, params: productParams }))
      .body as { viewer: unknown };
    expect(page.viewer).toEqual({
      isSignedIn: true,
      isSaved: false,
      alert: null,
      momentAlerts: { back_in_stock: null, lowest_in_90_days: null },
      onTotal: null,
      suggestedTarget: null,
    });
    const own = (await call(productLoader, { as: accounts.amal, url: productUrl, params: productParams }))
      .body as { viewer: unknown };
    expect(own.viewer).toEqual({
      isSignedIn: true,
      isSaved: true,
      alert: { targetPrice: "1400.00", minReduction: "5.00", isActive: true, targetRegion: null },
      momentAlerts: { back_in_stock: { isActive: true }, lowest_in_90_days: null },
      onTotal: null,
      suggestedTarget: null,
    });
  });

  it("a review is always the signed-in user's, whatever user id the form carries", async () => {
    const before = await amalsRows();
    const result = await call(productAction, {
      as: accounts.badr,
      url: productUrl,
      params: productParams,
      form: { intent: "write-review", rating: "2", reviewText: "Badr's view", userId: accounts.amal.id },
    });
    expect(result.status).toBe(200);
    expect(await amalsRows()).toEqual(before);
    const badrs = await handle.db.select().from(reviews).where(eq(reviews.userId, accounts.badr.id));
    expect(badrs).toEqual([expect.objectContaining({ reviewText: "Badr's view", status: "pending" })]);
  });

  it("the profile lists only the signed-in user's saved products, alerts and reviews", async () => {
    const tabs = async (as: Account) => {
      const load = async (tab: string) =>
        (await call(profileLoader, { as, url: `/profile?tab=${tab}` })).body as Record<string, unknown[]>;
      return {
        saved: (await load("favorites")).saved,
        alerts: (await load("alerts")).alerts,
        reviews: (await load("reviews")).reviews,
      };
    };
    expect(await tabs(accounts.badr)).toEqual({ saved: [], alerts: [], reviews: [] });
    const own = await tabs(accounts.amal);
    expect(own.saved).toEqual([expect.objectContaining({ productId: SPEAKER })]);
    expect(own.alerts).toEqual([
      expect.objectContaining({ productId: SPEAKER, alerts: [expect.objectContaining({ id: amalAlertId })] }),
    ]);
    expect(own.reviews).toEqual([expect.objectContaining({ id: amalReviewId, status: "pending" })]);
  });

  it("removing a saved product from the profile cannot remove another user's", async () => {
    const before = await amalsRows();
    const result = await call(profileAction, {
      as: accounts.badr,
      url: "/profile?tab=favorites",
      form: { intent: "remove-saved", productId: SPEAKER, userId: accounts.amal.id },
    });
    // The same answer as removing anything not saved: nothing is revealed.
    expect(result).toEqual({ status: 200, body: { intent: "remove-saved", ok: true }, location: null });
    expect(await amalsRows()).toEqual(before);

    await call(profileAction, {
      as: accounts.amal,
      url: "/profile?tab=favorites",
      form: { intent: "remove-saved", productId: SPEAKER },
    });
    expect((await amalsRows()).saved).toEqual([]);
  });

  it("toggling or deleting another user's alert changes nothing and answers as for a missing one", async () => {
    const before = await amalsRows();
    const attempts: Record<string, string>[] = [
      { intent: "toggle-alert", alertId: amalAlertId, isActive: "false" },
      { intent: "delete-alert", alertId: amalAlertId },
    ];
    for (const form of attempts) {
      const theirs = await call(profileAction, { as: accounts.badr, url: "/profile?tab=alerts", form });
      const missing = await call(profileAction, {
        as: accounts.badr,
        url: "/profile?tab=alerts",
        form: { ...form, alertId: MISSING_ID },
      });
      expect(theirs).toEqual({
        status: 404,
        body: { intent: form.intent, ok: false, error: "profile.alerts.errors.notFound" },
        location: null,
      });
      expect(missing).toEqual(theirs);
    }
    expect(await amalsRows()).toEqual(before);

    // Positive control: Amal can pause and delete her own alert.
    const paused = await call(profileAction, {
      as: accounts.amal,
      url: "/profile?tab=alerts",
      form: attempts[0],
    });
    expect(paused.body).toEqual({ intent: "toggle-alert", ok: true });
    expect((await amalsRows()).alerts[0]?.isActive).toBe(false);
    await call(profileAction, { as: accounts.amal, url: "/profile?tab=alerts", form: attempts[1] });
    expect((await amalsRows()).alerts).toEqual([]);
  });

  it("notifications: B sees none of A's, cannot mark them read, and A's count is A's alone", async () => {
    const before = await amalsRows();
    const listed = await call(notificationsLoader, { as: accounts.badr, url: "/api/notifications" });
    expect(listed).toEqual({ status: 200, body: { unreadCount: 0, notifications: [] }, location: null });
    const marked = await call(notificationsAction, {
      as: accounts.badr,
      url: "/api/notifications",
      method: "POST",
    });
    expect(marked.body).toEqual({ unreadCount: 0, marked: 0 });
    expect(await amalsRows()).toEqual(before);
    const badrsRoot = (await call(rootLoader, { as: accounts.badr, url: "/" })).body;
    expect(badrsRoot).toMatchObject({ unreadNotifications: 0 });

    const amalsRoot = (await call(rootLoader, { as: accounts.amal, url: "/" })).body;
    expect(amalsRoot).toMatchObject({ unreadNotifications: 2 });
    const own = (await call(notificationsLoader, { as: accounts.amal, url: "/api/notifications" })).body as {
      unreadCount: number;
      notifications: { price: string; storeName: string; nameEn: string; isRead: boolean }[];
    };
    expect(own.unreadCount).toBe(2);
    expect(
      own.notifications.map(({ price, storeName, nameEn, isRead }) => ({ price, storeName, nameEn, isRead })),
    ).toEqual(
      expect.arrayContaining([
        { price: "1390.00", storeName: "Jarir", nameEn: "SoundLink Max", isRead: false },
        { price: "1380.00", storeName: "Noon", nameEn: "SoundLink Max", isRead: false },
      ]),
    );
    const ownMarked = await call(notificationsAction, {
      as: accounts.amal,
      url: "/api/notifications",
      method: "POST",
    });
    expect(ownMarked.body).toEqual({ unreadCount: 0, marked: 2 });
    expect(
      await handle.db.select().from(notifications).where(eq(notifications.userId, accounts.amal.id)),
    ).toEqual([
      expect.objectContaining({ readAt: expect.any(Date) }),
      expect.objectContaining({ readAt: expect.any(Date) }),
    ]);
  });
});

describe("visitors", () => {
  it("are sent to sign in by the page actions and get 401 from the notifications API", async () => {
    const before = await amalsRows();
    const save = await call(productAction, {
      as: null,
      url: productUrl,
      params: productParams,
      form: { intent: "unsave" },
    });
    expect(save.status).toBe(302);
    expect(save.location).toBe(`/login?redirectTo=${encodeURIComponent(productUrl)}`);
    const toggle = await call(profileAction, {
      as: null,
      url: "/profile?tab=alerts",
      form: { intent: "delete-alert", alertId: amalAlertId },
    });
    expect(toggle.status).toBe(302);
    for (const method of ["GET", "POST"]) {
      const route = method === "GET" ? notificationsLoader : notificationsAction;
      const answer = await call(route, { as: null, url: "/api/notifications", method });
      expect(answer).toEqual({ status: 401, body: { error: "unauthorized" }, location: null });
    }
    expect(await amalsRows()).toEqual(before);
    expect((await call(rootLoader, { as: null, url: "/" })).body).toMatchObject({ unreadNotifications: 0 });
  });
});

describe("an alert on the total through the product page's action (issue 32)", () => {
  const badrsAlert = async () =>
    (
      await handle.db
        .select({ targetPrice: priceAlerts.targetPrice, targetRegion: priceAlerts.targetRegion })
        .from(priceAlerts)
        .where(eq(priceAlerts.userId, accounts.badr.id))
    )[0] ?? null;
  const setAlert = (form: Record<string, string>) =>
    call(productAction, {
      as: accounts.badr,
      url: productUrl,
      params: productParams,
      form: { intent: "set-alert", minReduction: "1", ...form },
    });

  beforeAll(async () => {
    // SAR 1,499 + SAR 30 to Jeddah: the lowest total there is SAR 1,529.
    await handle.db
      .update(stores)
      .set({ policy: { delivery: [{ region: "jeddah", feeHalalas: 3000 }] } })
      .where(eq(stores.name, "Jarir"));
  });
  afterAll(async () => {
    await handle.db.update(stores).set({ policy: null }).where(eq(stores.name, "Jarir"));
  });

  it("accepts a target below the lowest total though above the lowest price, and refuses one at the total", async () => {
    expect(await setAlert({ targetPrice: "1529.00", targetRegion: "jeddah" })).toMatchObject({ status: 400 });
    // On the price, a target above the lowest price would go off at once.
    expect(await setAlert({ targetPrice: "1510.00" })).toMatchObject({ status: 400 });
    expect(await setAlert({ targetPrice: "1510.00", targetRegion: "mars" })).toMatchObject({ status: 400 });
    expect(await badrsAlert()).toBeNull();

    expect(await setAlert({ targetPrice: "1510.00", targetRegion: "jeddah" })).toMatchObject({ status: 200 });
    expect(await badrsAlert()).toEqual({ targetPrice: "1510.00", targetRegion: "jeddah" });
    // Saved again on the price, it forgets the city.
    expect(await setAlert({ targetPrice: "1450.00" })).toMatchObject({ status: 200 });
    expect(await badrsAlert()).toEqual({ targetPrice: "1450.00", targetRegion: null });
  });
});
