// A store's "was" price on the product page (PD-23), and the admin's stale store prices: the
// dashboard's count, the list on /admin/prices and "Fetch again", in English and Arabic. This file
// runs its own server: the demo catalogue with four stale store prices pointed at a local stand-in
// for their stores (two answer with the price, two fail), and FETCH_ALLOW_PRIVATE_HOSTS on.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeViolations, setUpBrowser, uniqueClientAddress } from "./support/browser";
import { type StartedServer, startServer, stopServer } from "./support/server";
import { DEMO_ADMIN, DEMO_USER, signInOverHttp, signInThroughForm } from "./support/session";

type Offer = {
  id: string;
  productId: string;
  nameEn: string;
  nameAr: string;
  storeName: string;
  storeNameAr: string | null;
  price: string;
  wasPrice: string | null;
  checkedAt: Date;
};

const DYSON = "Dyson V15 Detect Absolute Cordless Vacuum Cleaner";
const DIOR = "Dior Sauvage Eau de Parfum for Men 100 ml";
const HUAWEI = "HUAWEI WATCH GT 4 46mm Brown Leather Strap";
// The default refresh interval is 6 hours: a store price is stale 12 hours after its last check.
const STALE_AFTER_MS = 12 * 3_600_000;

let stores: { origin: string; close(): Promise<void> };
let server: StartedServer;
let dataDir: string;
const { withPage } = setUpBrowser();
let offers: Offer[];
/** The stale store prices of the demo catalogue, the longest unchecked first. */
let staleOffers: Offer[];
/** Per language: the stale store price its test fetches again with success, and one whose store fails. */
let targets: Record<"en" | "ar", { fresh: Offer; failing: Offer }>;
/** Store prices fetched again by an earlier test: made current, or failed once more. */
const fetchedAgain = new Set<string>();
const failedAgain = new Set<string>();

/** A store's product page at the given price, or a store that answers 503. */
async function startStores() {
  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stores.test");
    if (url.pathname === "/down") {
      response.statusCode = 503;
      response.end("<html><body>Service unavailable</body></html>");
      return;
    }
    const price = url.searchParams.get("price") ?? "";
    const product = {
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Store product",
      offers: { "@type": "Offer", price, priceCurrency: "SAR", availability: "https://schema.org/InStock" },
    };
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(
      `<!DOCTYPE html><html><head><title>Store product</title><script type="application/ld+json">${JSON.stringify(product)}</script></head><body><h1>Store product</h1><p class="price">SAR ${price}</p></body></html>`,
    );
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

async function readOffersAndPointStaleOnesAtLocalStores() {
  const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite"), extensions: { pg_trgm } });
  try {
    const { rows } = await db.query<{
      id: string;
      product_id: string;
      name_en: string;
      name_ar: string;
      store_name: string;
      price: string;
      was_price: string | null;
      checked_at: Date;
      store_name_ar: string | null;
    }>(`select pp.id, pp.product_id, p.name_en, p.name_ar, pp.store_name, s.name_ar as store_name_ar,
               pp.price::text, pp.was_price::text, pp.checked_at
        from product_prices pp join products p on p.id = pp.product_id join stores s on s.name = pp.store_name
        order by pp.checked_at, pp.id`);
    offers = rows.map((row) => ({
      id: row.id,
      productId: row.product_id,
      nameEn: row.name_en,
      nameAr: row.name_ar,
      storeName: row.store_name,
      storeNameAr: row.store_name_ar,
      price: row.price,
      wasPrice: row.was_price,
      checkedAt: new Date(row.checked_at),
    }));
    staleOffers = offers.filter((offer) => Date.now() - offer.checkedAt.getTime() > STALE_AFTER_MS);
    const staleOf = (name: string, store?: string) =>
      staleOffers.find((offer) => offer.nameEn === name && (!store || offer.storeName === store))!;
    targets = {
      en: {
        fresh: staleOf("Lattafa Khamrah Eau de Parfum Unisex 100 ml"),
        failing: staleOf(HUAWEI, "Jarir"),
      },
      ar: { fresh: staleOf("Samsung Galaxy A55 5G 256GB Awesome Navy"), failing: staleOf(HUAWEI, "Lulu") },
    };
    for (const { fresh, failing } of Object.values(targets)) {
      // The store still sells at the price Qaren last read: a reading that only confirms it.
      await db.query("update product_prices set url = $1 where id = $2", [
        `${stores.origin}/page?price=${fresh.price}`,
        fresh.id,
      ]);
      await db.query("update product_prices set url = $1 where id = $2", [
        `${stores.origin}/down`,
        failing.id,
      ]);
    }
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  stores = await startStores();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-e2e-was-prices-"));
  // The first start seeds the demo catalogue; store addresses are changed while it is down.
  await stopServer(await startServer({ dataDir }));
  await readOffersAndPointStaleOnesAtLocalStores();
  server = await startServer({ dataDir, env: { FETCH_ALLOW_PRIVATE_HOSTS: "1" } });
});

afterAll(async () => {
  if (server) await stopServer(server);
  await stores?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const amount = (value: string) =>
  Number(value).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** The claimed discount in whole percent of the was price. */
const percentOff = (price: string, wasPrice: string) =>
  Math.round(((Number(wasPrice) - Number(price)) / Number(wasPrice)) * 100);

const TEXTS = {
  en: {
    price: (value: string) => `SAR ${amount(value)}`,
    off: (percent: number) => `${percent}% off`,
    offPattern: /% off/,
    notCharged: (value: string) => `This store has not charged SAR ${amount(value)} in the last 90 days`,
    seeList: "See the list",
    heading: "Stale store prices",
    count: (count: number) => `${count} store price${count === 1 ? "" : "s"}`,
    // The demo's record of checks: each stale store price failed in the last run (PD-28).
    seededFailure: /The store did not answer in time|The store answered with a bot check/,
    fetchAgain: /^Fetch again/,
    queued: "Fetch queued. The row leaves this list once the price is read.",
    failed: "The store page did not open (code 503).",
  },
  ar: {
    price: (value: string) => `${amount(value)} ر.س`,
    off: (percent: number) => `خصم ${percent}٪`,
    offPattern: /خصم/,
    notCharged: (value: string) => `لم يبع هذا المتجر بسعر ${amount(value)} ر.س خلال آخر 90 يومًا`,
    seeList: "عرض القائمة",
    heading: "أسعار المتاجر القديمة",
    // 3 to 10 take the plural noun; the demo has eight stale store prices.
    count: (count: number) => `${count} أسعار متاجر`,
    seededFailure: /لم يستجب المتجر في الوقت المحدد|ردّ المتجر بصفحة تحقق من الروبوتات/,
    fetchAgain: /^اجلب السعر مجددًا/,
    queued: "أُضيف الجلب إلى قائمة الانتظار، ويختفي هذا السطر من القائمة بعد قراءة السعر.",
    failed: "لم تُفتح صفحة المتجر (الرمز 503).",
  },
} as const;

const storeRow = (page: Page, storeName: string): Locator =>
  page.getByTestId("store-prices").locator("li").filter({ hasText: storeName });

describe.each(["en", "ar"] as const)("was prices and stale store prices (%s)", (lang) => {
  const text = TEXTS[lang];
  const nameOf = (offer: Offer) => (lang === "ar" ? offer.nameAr : offer.nameEn);
  // Admin screens name stores in the admin's language, as public pages do.
  const storeNameOf = (offer: Offer) =>
    lang === "ar" ? (offer.storeNameAr ?? offer.storeName) : offer.storeName;
  // Product pages name a store in the page's language; the back office's lists by its English name.
  const storeOnPage = (offer: Offer) => (lang === "ar" && offer.storeNameAr) || offer.storeName;

  it("shows the discount a store really gave, and warns of a was price it never charged", async () => {
    await withPage(async ({ page }) => {
      const dyson = offers.filter((offer) => offer.nameEn === DYSON);
      expect(dyson.length).toBeGreaterThan(0);
      await page.goto(`${server.baseUrl}/products/${dyson[0]!.productId}?lang=${lang}`);
      for (const offer of dyson) {
        expect(offer.wasPrice, offer.storeName).not.toBeNull();
        const row = storeRow(page, storeOnPage(offer));
        await expect
          .poll(() => row.getByTestId("was-price").textContent(), { timeout: 10_000 })
          .toContain(text.price(offer.wasPrice!));
        expect(await row.getByTestId("was-price").textContent()).toContain(
          text.off(percentOff(offer.price, offer.wasPrice!)),
        );
        expect(await row.locator("s").textContent()).toBe(text.price(offer.wasPrice!));
      }
      expect(await seriousAxeViolations(page)).toEqual([]);

      const dior = offers.filter((offer) => offer.nameEn === DIOR);
      const invented = dior.find((offer) => offer.wasPrice !== null)!;
      await page.goto(`${server.baseUrl}/products/${invented.productId}?lang=${lang}`);
      const row = storeRow(page, storeOnPage(invented));
      expect(await row.getByTestId("was-price-warning").textContent()).toBe(
        text.notCharged(invented.wasPrice!),
      );
      expect(await row.textContent()).not.toMatch(text.offPattern);
      expect(await page.getByTestId("was-price").count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });

  it("counts stale store prices on the dashboard, lists them and fetches one again until it is current", async () => {
    await withPage(async ({ page }) => {
      const stillStale = staleOffers.filter((offer) => !fetchedAgain.has(offer.id));
      await signInThroughForm(page, server.baseUrl, DEMO_ADMIN);
      await page.goto(`${server.baseUrl}/admin?lang=${lang}`);
      // While the streamed figures are swapped in, React briefly holds a hidden second copy.
      const staleCard = page.getByTestId("card-staleOffers").filter({ visible: true });
      await staleCard.waitFor();
      expect(await staleCard.textContent()).toBe(String(stillStale.length));
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole("link", { name: text.seeList }).click();
      await page.waitForURL(/\/admin\/prices#stale-offers$/);
      await page.getByRole("heading", { name: text.heading, level: 2 }).waitFor();
      expect(await page.getByTestId("stale-offer-count").textContent()).toBe(text.count(stillStale.length));
      const rows = page.getByTestId("stale-offers").getByRole("row");
      // The longest unchecked first, each with its product, store and why it is stale.
      const listed = await rows.allTextContents();
      expect(listed).toHaveLength(stillStale.length);
      for (const [index, offer] of stillStale.entries()) {
        expect(listed[index]).toContain(nameOf(offer));
        expect(listed[index]).toContain(storeNameOf(offer));
        if (failedAgain.has(offer.id)) expect(listed[index]).toContain(text.failed);
        else expect(listed[index]).toMatch(text.seededFailure);
      }
      expect(await seriousAxeViolations(page)).toEqual([]);

      const rowOf = (offer: Offer) =>
        rows.filter({ hasText: nameOf(offer) }).filter({ hasText: storeNameOf(offer) });
      const { fresh, failing } = targets[lang];

      // A store that still fails: the row stays, with the reason in the admin's language.
      await rowOf(failing).getByRole("button", { name: text.fetchAgain }).click();
      await expect
        .poll(() => rowOf(failing).getByRole("status").textContent(), { timeout: 10_000 })
        .toBe(text.queued);
      await expect.poll(() => rowOf(failing).textContent(), { timeout: 30_000 }).toContain(text.failed);
      failedAgain.add(failing.id);

      // A store that answers: the reading makes the price current, and it leaves the list.
      await rowOf(fresh).getByRole("button", { name: text.fetchAgain }).click();
      await expect.poll(() => rowOf(fresh).count(), { timeout: 30_000 }).toBe(0);
      fetchedAgain.add(fresh.id);
      await expect.poll(() => rows.count()).toBe(stillStale.length - 1);
      expect(await page.getByTestId("stale-offer-count").textContent()).toBe(
        text.count(stillStale.length - 1),
      );
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.goto(`${server.baseUrl}/admin?lang=${lang}`);
      await staleCard.waitFor();
      expect(await staleCard.textContent()).toBe(String(stillStale.length - 1));
    });
  });
});

describe("'Fetch again'", () => {
  const post = (cookie: string, body: Record<string, string>) =>
    fetch(`${server.baseUrl}/admin/prices`, {
      method: "POST",
      body: new URLSearchParams(body),
      headers: { origin: server.baseUrl, "X-Forwarded-For": uniqueClientAddress(), cookie },
      redirect: "manual",
    });

  it("is for admins only, and refuses a store price that is not one", async () => {
    const target = { productPriceId: targets.en.failing.id };
    const anonymous = await post("", target);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    expect((await post(await signInOverHttp(server.baseUrl, DEMO_USER), target)).status).toBe(403);

    const admin = await signInOverHttp(server.baseUrl, DEMO_ADMIN);
    expect((await post(admin, { productPriceId: "not-an-id" })).status).toBe(400);
    expect((await post(admin, { productPriceId: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
  });
});
