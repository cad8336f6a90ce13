import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { seriousAxeViolations, setUpBrowser } from "./support/browser";
import { type FoundProduct, findProduct } from "./support/catalog";

const baseUrl = inject("baseUrl");
const { withPage } = setUpBrowser();
let iphone16: FoundProduct;
let iphone15: FoundProduct;
let macbook: FoundProduct;

beforeAll(async () => {
  [iphone16, iphone15, macbook] = await Promise.all([
    findProduct(baseUrl, "iPhone 16 Pro Max"),
    findProduct(baseUrl, "iPhone 15 Pro Max"),
    findProduct(baseUrl, "MacBook Air 13 M3"),
  ]);
});

const TEXTS = {
  en: {
    title: "Compare products",
    search: (n: number) => `Search for product ${n}`,
    onlyDifferences: "Show only differences",
    brand: "Brand",
    model: "Model",
    rating: "Average rating",
    // The better rating is marked "Best" (issue 17).
    ratingValue: /^\d\.\d \/ 5(Best)?$|^No ratings yet$/,
    mismatch: "The second product must be from Smartphones.",
    remove: "Remove",
    compareWith: "Compare with another product",
  },
  ar: {
    title: "مقارنة المنتجات",
    search: (n: number) => `ابحث عن المنتج ${n}`,
    onlyDifferences: "إظهار الاختلافات فقط",
    brand: "العلامة التجارية",
    model: "الموديل",
    rating: "متوسط التقييم",
    ratingValue: /^\d\.\d من 5(الأفضل)?$|^لا توجد تقييمات بعد$/,
    mismatch: "يجب أن يكون المنتج الثاني من فئة الجوالات الذكية.",
    remove: "إزالة",
    compareWith: "قارن مع منتج آخر",
  },
} as const;

const rowIds = (page: Page) =>
  page
    .locator("[data-testid=comparison-table] tbody tr[data-row]")
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-row")));

/** Types into a slot's search and picks the option with this name (by click or with the keyboard). */
async function pickInSlot(
  page: Page,
  search: string,
  query: string,
  name: string,
  how: "click" | "keyboard",
) {
  const input = page.getByRole("combobox", { name: search });
  await input.fill(query);
  const option = page
    .getByRole("option", { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
    .first();
  await option.waitFor();
  expect(await page.getByRole("option").count()).toBeLessThanOrEqual(10);
  if (how === "click") {
    await option.click();
    return;
  }
  const options = await page.getByRole("option").allTextContents();
  const index = options.findIndex((text) => text.includes(name));
  for (let i = 0; i <= index; i++) await input.press("ArrowDown");
  await input.press("Enter");
}

describe.each(["en", "ar"] as const)("compare (%s)", (lang) => {
  const text = TEXTS[lang];
  const nameOf = (product: FoundProduct) => (lang === "ar" ? product.name_ar : product.name_en);

  it("compares two products from the URL and filters to the differences", () =>
    withPage(async ({ page }) => {
      const response = await page.goto(`${baseUrl}/compare?a=${iphone16.id}&b=${iphone15.id}&lang=${lang}`);
      expect(response?.status()).toBe(200);
      await page.getByRole("heading", { level: 1, name: text.title }).waitFor();
      const table = page.getByTestId("comparison-table");
      await expect(table.getByRole("columnheader", { name: nameOf(iphone16) }).count()).resolves.toBe(1);
      await expect(table.getByRole("columnheader", { name: nameOf(iphone15) }).count()).resolves.toBe(1);

      const all = await rowIds(page);
      expect(all.slice(0, 7)).toEqual([
        "brand",
        "model",
        "category",
        "lowestPrice",
        "highestPrice",
        "storeCount",
        "rating",
      ]);
      expect(all).toEqual(
        expect.arrayContaining(["attribute:storage", "attribute:processor", "spec:display", "spec:port"]),
      );
      const ratingCells = await table.locator("tr[data-row=rating] td").allTextContents();
      for (const cell of ratingCells) expect(cell).toMatch(text.ratingValue);
      expect(await table.locator("tr[data-row=brand] td").allTextContents()).toEqual(["Apple", "Apple"]);

      await page.getByLabel(text.onlyDifferences).check();
      const different = await rowIds(page);
      expect(different.length).toBeLessThan(all.length);
      expect(different).not.toContain("brand");
      expect(different).not.toContain("category");
      expect(different).toContain("model");
      expect(different).toContain("attribute:processor");
      expect(different).not.toContain("attribute:storage");
      await page.getByLabel(text.onlyDifferences).uncheck();
      expect(await rowIds(page)).toEqual(all);

      expect(await seriousAxeViolations(page)).toEqual([]);
    }));

  it("builds a comparison from the slot searches and refuses another category", () =>
    withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/compare?lang=${lang}`);
      await page.getByRole("heading", { level: 1, name: text.title }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await pickInSlot(page, text.search(1), "iPhone 16 Pro Max", nameOf(iphone16), "click");
      await page.waitForURL(`${baseUrl}/compare?a=${iphone16.id}`);
      await page
        .getByTestId("compare-slot-1")
        .getByRole("link", { name: nameOf(iphone16), exact: true })
        .waitFor();

      // A laptop cannot join a comparison of smartphones.
      await pickInSlot(page, text.search(2), "MacBook Air", nameOf(macbook), "click");
      await page.waitForURL(`${baseUrl}/compare?a=${iphone16.id}&b=${macbook.id}`);
      await page.getByRole("alert").filter({ hasText: text.mismatch }).waitFor();
      const columns = page.getByTestId("comparison-table").locator("thead th");
      expect(await columns.allTextContents()).toHaveLength(2);
      expect(await columns.nth(1).textContent()).toContain(nameOf(iphone16));

      await pickInSlot(page, text.search(2), "iPhone 15 Pro Max", nameOf(iphone15), "keyboard");
      await page.waitForURL(`${baseUrl}/compare?a=${iphone16.id}&b=${iphone15.id}`);
      const table = page.getByTestId("comparison-table");
      await table.getByRole("columnheader", { name: nameOf(iphone15) }).waitFor();
      expect(await page.getByRole("alert").filter({ hasText: text.mismatch }).count()).toBe(0);

      // Removing the first product moves the second into its place.
      await page
        .getByTestId("compare-slot-1")
        .getByRole("link", { name: new RegExp(`^${text.remove}`) })
        .click();
      await page.waitForURL(`${baseUrl}/compare?a=${iphone15.id}`);
      await page
        .getByTestId("compare-slot-1")
        .getByRole("link", { name: nameOf(iphone15), exact: true })
        .waitFor();
    }));

  it("starts a comparison from the product page with the product in the first slot", () =>
    withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/products/${iphone16.id}?lang=${lang}`);
      await page.getByRole("heading", { level: 1, name: nameOf(iphone16) }).waitFor();
      await page.getByRole("link", { name: text.compareWith }).click();
      await page.waitForURL(`${baseUrl}/compare?a=${iphone16.id}`);
      await page.getByRole("heading", { level: 1, name: text.title }).waitFor();
      await page
        .getByTestId("compare-slot-1")
        .getByRole("link", { name: nameOf(iphone16), exact: true })
        .waitFor();
      await page.getByRole("combobox", { name: text.search(2) }).waitFor();
    }));
});
