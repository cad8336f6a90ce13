// Issue 17 in a real browser, in English and Arabic, on a phone (390 px) and a desktop (1280 px):
// searching with everyday words, /search filters and sort with their counts, removable filter
// chips, two cards a row on phones, help for a search that finds nothing, and comparing four
// products with each row's best value marked.
import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousAxeViolations, setUpBrowser } from "./support/browser";
import type { FoundProduct } from "./support/catalog";

const baseUrl = inject("baseUrl");
const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? path.join(os.tmpdir(), "qaren-search-shots");
mkdirSync(SHOTS, { recursive: true });
const { withPage } = setUpBrowser();

const TEXTS = {
  en: {
    showFilters: "Show filters",
    sortBy: "Sort by",
    priceAscending: "Price: low to high",
    removeFilter: (name: string) => `Remove filter: ${name}`,
    inStock: "In stock",
    didYouMean: "Did you mean",
    laptops: "Laptops",
    popular: "Popular in Laptops",
    best: "Best",
    feature: "Feature",
    scrollCue: "Swipe sideways to see all 4 products",
    closest: "No product matches every word",
    noneAlso: "None of them also matches “نوكيا”",
    largestFirst: "the largest first",
  },
  ar: {
    showFilters: "عرض خيارات التصفية",
    sortBy: "الترتيب حسب",
    priceAscending: "السعر: من الأقل إلى الأعلى",
    removeFilter: (name: string) => `إزالة الفلتر: ${name}`,
    inStock: "متوفر",
    didYouMean: "هل تقصد",
    laptops: "أجهزة اللابتوب",
    popular: "الأكثر تقييمًا في أجهزة اللابتوب",
    best: "الأفضل",
    feature: "المواصفة",
    scrollCue: "اسحب جانبيًا لعرض المنتجات الـ4 كلها",
    closest: "لا يوجد منتج يطابق كل كلمات",
    noneAlso: "ولا يطابق أيٌّ منها «نوكيا»",
    largestFirst: "الأكبر أولًا",
  },
} as const;

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

async function open(page: Page, path: string) {
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  expect(response?.status()).toBe(200);
}

/** The amounts of the cards' lowest prices, in halalas. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("card-price").allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "").replace(".", "")));
}

const cardNames = (page: Page) => page.getByTestId("product-card").locator("h3").allTextContents();

/** Products of the shared catalogue from the search API, best match first. */
async function searchApi(query: string, limit: number): Promise<FoundProduct[]> {
  const response = await fetch(
    `${baseUrl}/api/products/search?${new URLSearchParams({ q: query, limit: String(limit) })}`,
  );
  expect(response.ok).toBe(true);
  return (await response.json()) as FoundProduct[];
}

/** Whether the page scrolls sideways (it must not, on any width). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

describe.each(["en", "ar"] as const)("search and browse in %s", (lang) => {
  const text = TEXTS[lang];
  const withLang = (path: string) => `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;

  describe.each(VIEWPORTS)("on a $name ($width px)", (viewport) => {
    const onViewport = { viewport: { width: viewport.width, height: viewport.height } };
    const isPhone = viewport.width < 640;

    /** Opens the filter panel where phones fold it away (it stays open while the shopper filters). */
    async function showFilters(page: Page) {
      if (!isPhone) return;
      const toggle = page.getByRole("button", { name: text.showFilters });
      if ((await toggle.count()) > 0 && (await toggle.getAttribute("aria-expanded")) === "false")
        await toggle.click();
    }

    it("finds phones by an everyday word, filters them by brand and sorts them, with chips to undo", () =>
      withPage(async ({ page }) => {
        await open(page, withLang(`/search?q=${encodeURIComponent("جوالات")}`));
        const names = await cardNames(page);
        expect(names.length).toBeGreaterThanOrEqual(8);

        // Two cards a row on a phone, more on a desktop.
        const boxes = await page
          .getByTestId("product-card")
          .evaluateAll((cards) => cards.slice(0, 3).map((card) => card.getBoundingClientRect().top));
        if (isPhone) expect([boxes[0] === boxes[1], boxes[1] === boxes[2]]).toEqual([true, false]);
        else expect(boxes[0]).toBe(boxes[2]);
        expect(await overflowsSideways(page)).toBe(false);

        await showFilters(page);
        const samsung = page.getByTestId("filter-brand").getByRole("checkbox", { name: /Samsung/ });
        // The option says how many products it leaves.
        expect(
          await page
            .getByTestId("filter-brand")
            .locator("label")
            .filter({ hasText: "Samsung" })
            .textContent(),
        ).toMatch(/Samsung\s*\d+/);
        await samsung.check();
        await page.waitForURL(/brand=Samsung/);
        await expect
          .poll(async () => (await cardNames(page)).every((name) => /Samsung|سامسونج/.test(name)))
          .toBe(true);
        const samsungCount = (await cardNames(page)).length;
        expect(samsungCount).toBeGreaterThanOrEqual(3);
        expect(samsungCount).toBeLessThan(names.length);

        await showFilters(page);
        await page.getByLabel(text.sortBy, { exact: true }).selectOption("price_asc");
        await page.waitForURL(/sortBy=price_asc/);
        expect(page.url()).toContain("brand=Samsung");
        await expect
          .poll(async () => {
            const prices = await cardPrices(page);
            return (
              prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price)
            );
          })
          .toBe(true);

        // The active filter and sort show as chips above the grid, on every width.
        const chips = page.getByTestId("filter-chip");
        expect(await chips.count()).toBe(2);
        await expect(chips.nth(1).textContent()).resolves.toContain(text.priceAscending);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.getByRole("link", { name: text.removeFilter("Samsung") }).click();
        await page.waitForURL((url) => !url.search.includes("brand="));
        expect(page.url()).toContain("sortBy=price_asc");
        await expect.poll(async () => (await cardNames(page)).length).toBe(names.length);
        expect(await page.getByTestId("filter-chip").count()).toBe(1);
      }, onViewport));

    it("filters /products by stock and rating through the URL, shown as chips", () =>
      withPage(async ({ page }) => {
        await open(page, withLang("/products?minRating=4&inStock=1"));
        const chips = await page.getByTestId("filter-chip").allTextContents();
        expect(chips.some((chip) => chip.includes(text.inStock))).toBe(true);
        expect(chips).toHaveLength(2);
        const ratings = await page
          .getByTestId("product-card")
          .locator("p:has(svg) > span[aria-hidden=true]")
          .allTextContents();
        expect(ratings.length).toBeGreaterThan(0);
        for (const rating of ratings) expect(Number(rating)).toBeGreaterThanOrEqual(4);
        expect(await page.getByTestId("card-price").count()).toBe(
          await page.getByTestId("product-card").count(),
        );
        expect(await overflowsSideways(page)).toBe(false);
      }, onViewport));

    it("lists the closest products when not every word matches, and reads a size word as an order", () =>
      withPage(async ({ page }) => {
        // There is no Nokia laptop: the laptops, with a note saying which word matched nothing.
        await open(page, withLang(`/search?q=${encodeURIComponent("لابتوب نوكيا")}`));
        const note = page.getByTestId("search-reading");
        await expect(note.textContent()).resolves.toContain(text.closest);
        await expect(note.textContent()).resolves.toContain(text.noneAlso);
        expect(await page.getByTestId("empty-search-help").count()).toBe(0);
        expect((await cardNames(page)).length).toBeGreaterThanOrEqual(5);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(await overflowsSideways(page)).toBe(false);
        await page.screenshot({
          path: path.join(SHOTS, `partial-${lang}-${viewport.width}.png`),
          fullPage: false,
        });
        // /products?q= reads the words the same way, and says so.
        await open(page, withLang(`/products?q=${encodeURIComponent("لابتوب نوكيا")}`));
        await expect(page.getByTestId("search-reading").textContent()).resolves.toContain(text.noneAlso);

        // "a big Samsung fridge": the Samsung fridges, biggest first (647 L).
        await open(page, withLang(`/search?q=${encodeURIComponent("ثلاجة سامسونج كبيرة")}`));
        await expect(page.getByTestId("search-reading").textContent()).resolves.toContain(text.largestFirst);
        expect((await cardNames(page))[0]).toMatch(/647|سامسونج|Samsung/);
        await page.screenshot({
          path: path.join(SHOTS, `size-${lang}-${viewport.width}.png`),
          fullPage: false,
        });
      }, onViewport));

    it("offers a closer spelling, categories and popular products when a search finds nothing", () =>
      withPage(async ({ page }) => {
        // No word finds anything, even corrected: help instead of an empty page.
        await open(page, withLang(`/search?q=${encodeURIComponent("laptopxyz")}`));
        const help = page.getByTestId("empty-search-help");
        await help.waitFor();
        await expect(help.getByTestId("did-you-mean").textContent()).resolves.toContain(text.didYouMean);
        await help.getByTestId("suggested-categories").getByRole("link", { name: text.laptops }).waitFor();
        await page.getByRole("heading", { name: text.popular }).waitFor();
        expect(await help.getByTestId("product-card").count()).toBeGreaterThan(0);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(await overflowsSideways(page)).toBe(false);

        await help.getByTestId("did-you-mean").getByRole("link").click();
        await page.waitForURL(
          (url) => url.pathname === "/search" && url.searchParams.get("q") !== "laptopxyz",
        );
        await expect.poll(() => page.getByTestId("empty-search-help").count()).toBe(0);
        expect((await cardNames(page)).length).toBeGreaterThanOrEqual(5);
      }, onViewport));

    it("compares four phones and marks the best value of each row", () =>
      withPage(async ({ page }) => {
        const phones = (await searchApi("جوال", 10)).filter(
          (product, _, all) => product.category_id === all[0]!.category_id,
        );
        expect(phones.length).toBeGreaterThanOrEqual(4);
        const [a, b, c, d] = phones;
        await open(page, withLang(`/compare?a=${a!.id}&b=${b!.id}&c=${c!.id}&d=${d!.id}`));
        const table = page.getByTestId("comparison-table");
        for (const phone of [a, b, c, d]) {
          await table
            .getByRole("columnheader", { name: lang === "ar" ? phone!.name_ar : phone!.name_en })
            .waitFor();
        }
        // No fifth slot to fill: four is the most.
        expect(await page.getByTestId("compare-slot-5").count()).toBe(0);

        const lowest = table.locator("tr[data-row=lowestPrice] td");
        const best = table.locator("tr[data-row=lowestPrice] td[data-best=true]");
        expect(await best.count()).toBeGreaterThanOrEqual(1);
        await expect(best.first().textContent()).resolves.toContain(text.best);
        const amounts = (await lowest.allTextContents()).map((value) =>
          Number(value.replace(/[^\d.]/g, "").replace(/\.$/, "")),
        );
        const bestAmount = Number(
          ((await best.first().textContent()) ?? "").replace(/[^\d.]/g, "").replace(/\.$/, ""),
        );
        expect(bestAmount).toBe(Math.min(...amounts.filter((amount) => amount > 0)));
        expect(await table.locator("td[data-best=true]").count()).toBeGreaterThanOrEqual(3);

        // On a phone the page itself never scrolls sideways: the table does, its feature column stays
        // in view, and a line says there is more to see.
        expect(await overflowsSideways(page)).toBe(false);
        const cue = page.getByTestId("compare-scroll-cue");
        if (isPhone) {
          await expect(cue.textContent()).resolves.toContain(text.scrollCue);
          const scroller = table.locator("xpath=..");
          await scroller.evaluate((element) => {
            element.scrollLeft = document.documentElement.dir === "rtl" ? -400 : 400;
          });
          const feature = table.getByRole("columnheader", { name: text.feature });
          const box = await feature.boundingBox();
          expect(box).not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        } else {
          expect(await cue.isVisible()).toBe(false);
        }
        expect(await seriousAxeViolations(page)).toEqual([]);
      }, onViewport));
  });
});
