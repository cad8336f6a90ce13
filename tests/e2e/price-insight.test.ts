// What a shopper sees of a price's freshness and worth (PD-21 and PD-22), in English and
// Arabic: the product page's price insight, the store list's "checked … ago" and its marked stale
// offers, a product without a current price, the verdict badge on cards, and JSON-LD that agrees
// with the headline price. This file runs its own server: the first start seeds the demo
// catalogue, the expected figures are read from its database while it is down, and the second start
// serves the pages compared with them.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDate, formatPrice } from "../../app/utils/format";
import { seriousAxeViolations, setUpBrowser, waitForHydration } from "./support/browser";
import { type StartedServer, startServer, stopServer } from "./support/server";

/** PD-21: an offer is fresh for twice PRICE_REFRESH_INTERVAL_HOURS (6 by default). */
const FRESH_MS = 2 * 6 * 3_600_000;
/** PD-22: days with a price needed for a verdict. */
const MIN_HISTORY_DAYS = 14;
/** A low or high verdict also needs the price this share from the typical price (ADR-0014). */
const VERDICT_MARGIN = 0.05;

type Offer = {
  store: string;
  storeAr: string | null;
  price: number;
  inStock: boolean | null;
  checkedAt: Date;
};

/** A store as the page names it: its Arabic name on Arabic pages when it has one. */
const storeIn = (offer: Offer, lang: "en" | "ar") => (lang === "ar" && offer.storeAr) || offer.store;
type Product = {
  id: string;
  nameEn: string;
  nameAr: string;
  categoryId: string;
  typicalLow: number | null;
  typicalPrice: number | null;
  typicalHigh: number | null;
  /** Days of the last 90 with a daily lowest price, counted from the daily figures. */
  days: number;
  /** The lowest of those days. */
  low90: number | null;
  offers: Offer[];
};

let dataDir: string;
let server: StartedServer;
const { withPage } = setUpBrowser();
const catalog = new Map<string, Product>();
const named: Record<"dyson" | "typical" | "portal" | "lattafa" | "huawei", Product> = {} as never;

async function readCatalog() {
  const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite"), extensions: { pg_trgm } });
  try {
    const { rows } = await db.query<Omit<Product, "offers"> & { typicalLow: string | null }>(`
      select p.id, p.name_en as "nameEn", p.name_ar as "nameAr", p.category_id as "categoryId",
        p.typical_low::text as "typicalLow", p.typical_price::text as "typicalPrice",
        p.typical_high::text as "typicalHigh",
        (select count(*)::int from product_price_days d where d.product_id = p.id and d.day > riyadh_today() - 90) as days,
        (select min(d.lowest_price)::text from product_price_days d where d.product_id = p.id and d.day > riyadh_today() - 90) as "low90"
      from products p`);
    const offers = await db.query<{
      productId: string;
      store: string;
      storeAr: string | null;
      price: string;
      inStock: boolean | null;
      checkedAt: Date;
    }>(`
      select product_id as "productId", store_name as store, s.name_ar as "storeAr", price::text as price,
        in_stock as "inStock", checked_at as "checkedAt"
      from product_prices join stores s on s.name = product_prices.store_name`);
    const number = (value: unknown) => (value === null ? null : Number(value));
    for (const row of rows) {
      catalog.set(row.id, {
        ...row,
        typicalLow: number(row.typicalLow),
        typicalPrice: number(row.typicalPrice),
        typicalHigh: number(row.typicalHigh),
        low90: number(row.low90),
        days: Number(row.days),
        offers: [],
      });
    }
    for (const offer of offers.rows) {
      catalog.get(offer.productId)?.offers.push({
        store: offer.store,
        storeAr: offer.storeAr,
        price: Number(offer.price),
        inStock: offer.inStock,
        checkedAt: new Date(offer.checkedAt),
      });
    }
  } finally {
    await db.close();
  }
  const find = (name: string) => [...catalog.values()].find((product) => product.nameEn.startsWith(name))!;
  named.dyson = find("Dyson V15 Detect Absolute");
  named.portal = find("Sony PlayStation Portal");
  named.lattafa = find("Lattafa Khamrah");
  named.huawei = find("HUAWEI WATCH GT 4 46mm");
  named.typical = [...catalog.values()]
    .sort((a, b) => a.nameEn.localeCompare(b.nameEn))
    .find((product) => verdictOf(product) === "typical" && !isLowestIn90Days(product))!;
}

// --- The rules of PD-21 and PD-22, applied to the figures read from the database -----------

const isCurrent = (offer: Offer) =>
  offer.inStock !== false && Date.now() - offer.checkedAt.getTime() < FRESH_MS;
const currentOffers = (product: Product) => product.offers.filter(isCurrent);
const lowestOf = (product: Product) => {
  const prices = currentOffers(product).map((offer) => offer.price);
  return prices.length ? Math.min(...prices) : null;
};
function verdictOf(product: Product): "low" | "typical" | "high" | null {
  const lowest = lowestOf(product);
  if (lowest === null || product.days < MIN_HISTORY_DAYS) return null;
  const { typicalLow, typicalPrice, typicalHigh } = product;
  if (typicalLow === null || typicalPrice === null || typicalHigh === null) return null;
  if (lowest < typicalLow && lowest <= typicalPrice * (1 - VERDICT_MARGIN)) return "low";
  if (lowest > typicalHigh && lowest >= typicalPrice * (1 + VERDICT_MARGIN)) return "high";
  return "typical";
}
const isLowestIn90Days = (product: Product) =>
  verdictOf(product) !== null && lowestOf(product)! <= product.low90!;
/** Whole percent from the typical price, and whether below it. */
function fromTypical(product: Product) {
  const share = (lowestOf(product)! - product.typicalPrice!) / product.typicalPrice!;
  const percent = Math.abs(share) * 100;
  return { percent: percent > 0 && percent < 1 ? 1 : Math.round(percent), isBelow: share < 0 };
}
const price = (amount: number, lang: Lang) => formatPrice(amount.toFixed(2), lang);

// --- Texts -----------------------------------------------------------------------------------

type Lang = "en" | "ar";
const arabicDays = (count: number) =>
  ({ few: `${count} أيام`, many: `${count} يومًا` })[new Intl.PluralRules("ar").select(count) as string] ??
  `${count} يوم`;

const TEXTS = {
  en: {
    insight: "Price insight",
    verdict: { low: "Low price", typical: "Typical price", high: "High price" },
    vsTypical: (amount: string, percent: number, isBelow: boolean, typical: string) =>
      `${amount} is ${percent}% ${isBelow ? "below" : "above"} the typical price of ${typical}.`,
    same: (amount: string) => `${amount} is the typical price of this product.`,
    lowestIn90Days: "Lowest price in 90 days",
    typicalRange: (low: string, high: string) => `Typically ${low} to ${high}`,
    notEnoughHistory: "Not enough price history yet",
    historyDays: (count: number) => `We have prices for ${count} days so far; a verdict needs at least 14.`,
    how: "How we work this out",
    howText: ["last 90 days", "middle half", "at least 14 days", "in stock and checked by us recently"],
    noCurrentPrice: "No current price",
    lastKnownAt: (store: string, date: string) => `at ${store}, checked ${date}`,
    lowestMark: "Lowest price",
    atStore: (store: string) => `at ${store}`,
    notChecked: "Not checked recently",
    lastChecked: (date: string) => `Last checked ${date}`,
    checked: (when: string) => `Checked ${when}`,
    others: "Not counted in the lowest price",
    badge: {
      low: (percent: number) => `Low price · ${percent}% below typical`,
      high: (percent: number) => `High price · ${percent}% above typical`,
      lowest: "Lowest in 90 days",
    },
  },
  ar: {
    insight: "تحليل السعر",
    verdict: { low: "سعر منخفض", typical: "سعر معتاد", high: "سعر مرتفع" },
    vsTypical: (amount: string, percent: number, isBelow: boolean, typical: string) =>
      `${amount} ${isBelow ? "أقل" : "أعلى"} بنسبة ${percent}٪ من السعر المعتاد البالغ ${typical}.`,
    same: (amount: string) => `${amount} هو السعر المعتاد لهذا المنتج.`,
    lowestIn90Days: "أقل سعر خلال 90 يومًا",
    typicalRange: (low: string, high: string) => `يتراوح عادةً بين ${low} و ${high}`,
    notEnoughHistory: "لا يوجد سجل أسعار كافٍ بعد",
    historyDays: (count: number) =>
      `سجّلنا أسعار ${arabicDays(count)} حتى الآن، ونحتاج إلى 14 يومًا على الأقل لنحكم على السعر.`,
    how: "كيف نحسب ذلك",
    howText: ["آخر 90 يومًا", "النصف الأوسط", "14 يومًا على الأقل", "المتوفرة والتي تحققنا من سعرها مؤخرًا"],
    noCurrentPrice: "لا يوجد سعر حالي",
    lastKnownAt: (store: string, date: string) => `لدى ${store}، تحققنا منه في ${date}`,
    lowestMark: "أقل سعر",
    atStore: (store: string) => `لدى ${store}`,
    notChecked: "لم نتحقق منه مؤخرًا",
    lastChecked: (date: string) => `آخر تحقق في ${date}`,
    checked: (when: string) => `تم التحقق ${when}`,
    others: "لا تدخل في حساب أقل سعر",
    badge: {
      low: (percent: number) => `سعر منخفض · أقل بنسبة ${percent}٪ من المعتاد`,
      high: (percent: number) => `سعر مرتفع · أعلى بنسبة ${percent}٪ من المعتاد`,
      lowest: "الأقل خلال 90 يومًا",
    },
  },
} as const;

/** "3 hours ago" / "قبل 3 ساعات" for the time between `from` and any moment of [start, end]. */
function agoTexts(from: Date, start: number, end: number, lang: Lang): string[] {
  const format = new Intl.RelativeTimeFormat(lang === "ar" ? "ar-u-nu-latn" : "en", { numeric: "auto" });
  return [start, end].map((moment) => {
    const minutes = Math.floor((moment - from.getTime()) / 60_000);
    return minutes >= 60
      ? format.format(-Math.floor(minutes / 60), "hour")
      : format.format(-minutes, "minute");
  });
}

const squash = async (locator: Locator) => ((await locator.textContent()) ?? "").replace(/\s+/g, " ").trim();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-e2e-insight-"));
  await stopServer(await startServer({ dataDir }));
  await readCatalog();
  server = await startServer({ dataDir });
});

afterAll(async () => {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

async function openProduct(page: Page, product: Product, lang: Lang) {
  const response = await page.goto(`${server.baseUrl}/products/${product.id}?lang=${lang}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

describe("the demo catalogue", () => {
  it("has the products this file looks at, in the states it expects", () => {
    expect(verdictOf(named.dyson)).toBe("low");
    expect(isLowestIn90Days(named.dyson)).toBe(true);
    expect(verdictOf(named.typical)).toBe("typical");
    expect(named.portal.days).toBeLessThan(MIN_HISTORY_DAYS);
    expect(lowestOf(named.portal)).not.toBeNull();
    expect(
      named.lattafa.offers.some((offer) => !isCurrent(offer) && offer.price < lowestOf(named.lattafa)!),
    ).toBe(true);
    expect(named.huawei.offers.length).toBeGreaterThan(0);
    expect(lowestOf(named.huawei)).toBeNull();
  });
});

describe.each(["en", "ar"] as const)("price insight (%s)", (lang) => {
  const text = TEXTS[lang];

  it("says a sale price is low, how far below typical, and the lowest in 90 days", () =>
    withPage(async ({ page }) => {
      const dyson = named.dyson;
      await openProduct(page, dyson, lang);
      const panel = page.getByTestId("price-insight");
      const { percent, isBelow } = fromTypical(dyson);
      expect(await squash(panel)).toContain(
        [
          text.verdict.low,
          text.vsTypical(price(lowestOf(dyson)!, lang), percent, isBelow, price(dyson.typicalPrice!, lang)),
          text.lowestIn90Days,
          text.typicalRange(price(dyson.typicalLow!, lang), price(dyson.typicalHigh!, lang)),
        ].join(""),
      );
      expect(isBelow).toBe(true);

      // The summary at the top says the same in a line.
      const badge = page.getByTestId("price-range").getByTestId("price-verdict-badge");
      expect(await badge.locator("> span").allTextContents()).toEqual([
        text.badge.low(percent),
        text.badge.lowest,
      ]);

      // How it is worked out, behind a disclosure.
      const how = panel.getByText(text.how);
      const details = panel.locator("details");
      expect(await details.getAttribute("open")).toBeNull();
      await how.click();
      await expect.poll(() => details.getAttribute("open")).toBe("");
      const explanation = await squash(details);
      for (const part of text.howText) expect(explanation).toContain(part);

      expect(await seriousAxeViolations(page)).toEqual([]);
    }));

  it("calls a price inside the typical range typical, with no badge", () =>
    withPage(async ({ page }) => {
      const product = named.typical;
      await openProduct(page, product, lang);
      const panel = await squash(page.getByTestId("price-insight"));
      const { percent, isBelow } = fromTypical(product);
      const typical = price(product.typicalPrice!, lang);
      expect(panel).toContain(
        text.verdict.typical +
          (lowestOf(product) === product.typicalPrice
            ? text.same(price(lowestOf(product)!, lang))
            : text.vsTypical(price(lowestOf(product)!, lang), percent, isBelow, typical)),
      );
      expect(panel).toContain(
        text.typicalRange(price(product.typicalLow!, lang), price(product.typicalHigh!, lang)),
      );
      const lowestMark = page.getByTestId("price-insight").getByText(text.lowestIn90Days, { exact: true });
      expect(await lowestMark.count()).toBe(0);
      expect(await page.getByTestId("price-range").getByTestId("price-verdict-badge").count()).toBe(0);
    }));

  it("says a product with ten days of prices has not enough history yet", () =>
    withPage(async ({ page }) => {
      const portal = named.portal;
      await openProduct(page, portal, lang);
      const panel = await squash(page.getByTestId("price-insight"));
      expect(panel).toContain(`${text.notEnoughHistory}${text.historyDays(portal.days)}`);
      for (const verdict of Object.values(text.verdict)) expect(panel).not.toContain(verdict);
      expect(await page.getByTestId("price-verdict-badge").count()).toBe(0);
    }));

  it("says when each store's price was checked, and keeps a stale cheaper offer apart and marked", () =>
    withPage(async ({ page }) => {
      const lattafa = named.lattafa;
      const start = Date.now();
      await openProduct(page, lattafa, lang);
      const end = Date.now();
      const lowest = lowestOf(lattafa)!;
      const current = currentOffers(lattafa);
      const stale = lattafa.offers.filter((offer) => !isCurrent(offer));

      // The headline is the cheapest current offer, not the cheaper stale one.
      const summary = await squash(page.getByTestId("price-range"));
      expect(summary).toContain(price(lowest, lang));
      const cheapestStores = current
        .filter((offer) => offer.price === lowest)
        .map((offer) => storeIn(offer, lang));
      expect(cheapestStores.some((store) => summary.includes(text.atStore(store)))).toBe(true);
      for (const offer of stale) expect(summary).not.toContain(price(offer.price, lang));

      const rows = page.getByTestId("store-offer");
      expect(await rows.count()).toBe(lattafa.offers.length);
      for (const row of await rows.all()) {
        const rowText = await squash(row);
        const offer = lattafa.offers.find((candidate) => rowText.startsWith(storeIn(candidate, lang)))!;
        expect(rowText).toContain(price(offer.price, lang));
        if (isCurrent(offer)) {
          const when = agoTexts(offer.checkedAt, start, end, lang).map(text.checked);
          expect(
            when.some((checked) => rowText.includes(checked)),
            `${rowText} has one of ${when}`,
          ).toBe(true);
          expect(rowText.includes(text.lowestMark)).toBe(offer.price === lowest);
        } else {
          expect(rowText).toContain(text.notChecked);
          expect(rowText).toContain(text.lastChecked(formatDate(offer.checkedAt, lang)));
          expect(rowText).not.toContain(text.lowestMark);
        }
      }
      // Stale offers come after the current ones, under their own heading.
      const marks = await rows.evaluateAll((items) => items.map((item) => item.getAttribute("data-current")));
      expect(marks).toEqual([...current.map(() => "true"), ...stale.map(() => "false")]);
      await page.getByRole("heading", { level: 3, name: text.others }).waitFor();

      // Structured data carries the headline price and counts current offers only.
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      );
      expect(jsonLd.offers).toMatchObject({
        lowPrice: lowest.toFixed(2),
        highPrice: Math.max(...current.map((offer) => offer.price)).toFixed(2),
        offerCount: current.length,
      });
      expect(await seriousAxeViolations(page)).toEqual([]);
    }));

  it("says a product with no current offer has no current price and shows the last known one", () =>
    withPage(async ({ page }) => {
      const huawei = named.huawei;
      await openProduct(page, huawei, lang);
      const last = [...huawei.offers].sort((a, b) => b.checkedAt.getTime() - a.checkedAt.getTime())[0]!;
      const summary = await squash(page.getByTestId("price-range"));
      expect(summary).toContain(text.noCurrentPrice);
      expect(summary).toContain(price(last.price, lang));
      expect(summary).toContain(text.lastKnownAt(storeIn(last, lang), formatDate(last.checkedAt, lang)));
      expect(await page.getByTestId("store-offer").count()).toBe(huawei.offers.length);
      expect(await page.locator('[data-testid=store-offer][data-current="true"]').count()).toBe(0);
      expect(await page.getByTestId("store-prices").getByText(text.lowestMark, { exact: true }).count()).toBe(
        0,
      );
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      );
      expect(jsonLd.offers).toBeUndefined();
    }));

  it("puts the verdict badge on the cards of a listing", () =>
    withPage(async ({ page }) => {
      const response = await page.goto(
        `${server.baseUrl}/products?category=${named.dyson.categoryId}&lang=${lang}`,
      );
      expect(response?.status()).toBe(200);
      const cards = page.getByTestId("product-card");
      expect(await cards.count()).toBeGreaterThan(1);
      let badges = 0;
      for (const card of await cards.all()) {
        const name = await squash(card.getByRole("heading", { level: 3 }));
        const product = [...catalog.values()].find(
          (item) => (lang === "ar" ? item.nameAr : item.nameEn) === name,
        )!;
        const verdict = verdictOf(product);
        const expected = [
          verdict === "low" ? text.badge.low(fromTypical(product).percent) : null,
          verdict === "high" ? text.badge.high(fromTypical(product).percent) : null,
          isLowestIn90Days(product) ? text.badge.lowest : null,
        ].filter((part) => part !== null);
        const badge = card.getByTestId("price-verdict-badge");
        if (expected.length === 0) {
          expect(await badge.count(), name).toBe(0);
        } else {
          expect(await badge.locator("> span").allTextContents(), name).toEqual(expected);
          badges += 1;
        }
      }
      // The Dyson V15 is on sale, so at least its card has a badge.
      expect(badges).toBeGreaterThan(0);
    }));
});
