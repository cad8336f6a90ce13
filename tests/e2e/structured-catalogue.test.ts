// Issue 31 in a real browser, in English and Arabic, on a phone (390 px) and a desktop (1280 px):
// an iPhone and a Galaxy compared row by row on the same attributes, and a family's variant picker
// switching the page to another variant with its own price, history and alert.
import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { seriousAxeViolations, setUpBrowser, waitForHydration } from "./support/browser";
import { type FoundProduct, findProduct } from "./support/catalog";

const baseUrl = inject("baseUrl");
const { withPage } = setUpBrowser();
const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? path.join(os.tmpdir(), "qaren-structured-catalogue-shots");

let iphone: FoundProduct;
let galaxy: FoundProduct;
let iphone15: FoundProduct;
let iphone15Large: FoundProduct;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [iphone, galaxy, iphone15, iphone15Large] = await Promise.all([
    findProduct(baseUrl, "iPhone 16 Pro Max"),
    findProduct(baseUrl, "Galaxy S25 Ultra 256GB"),
    findProduct(baseUrl, "iPhone 15 128GB Black"),
    findProduct(baseUrl, "iPhone 15 256GB Black"),
  ]);
});

const TEXTS = {
  en: {
    storage: "Storage",
    ram: "RAM",
    processor: "Processor",
    gigabytes: (n: number) => `${n} GB`,
    notListed: "—Not listed",
    best: "Best",
    colour: "Colour",
  },
  ar: {
    storage: "السعة التخزينية",
    ram: "الذاكرة العشوائية",
    processor: "المعالج",
    gigabytes: (n: number) => `${n} جيجابايت`,
    notListed: "—غير مذكور",
    best: "الأفضل",
    colour: "اللون",
  },
} as const;

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

/** A comparison row's cells as the reader sees them: its label, then each product's value. */
const rowCells = (page: Page, id: string) =>
  page
    .locator(`[data-testid=comparison-table] tr[data-row="${id}"]`)
    .evaluate((row) => [...row.children].map((cell) => cell.textContent?.trim()));

describe.each(["en", "ar"] as const)("the structured catalogue in %s", (lang) => {
  const text = TEXTS[lang];

  describe.each(VIEWPORTS)("on a $name ($width px)", (viewport) => {
    it("compares an iPhone and a Galaxy on the same rows, and crowns no value only one of them has", () =>
      withPage(
        async ({ page }) => {
          await page.goto(`${baseUrl}/compare?a=${iphone.id}&b=${galaxy.id}&lang=${lang}`);
          await page.getByTestId("comparison-table").waitFor();
          // "Storage" on the iPhone and "Memory: 12GB RAM / 256GB" on the Galaxy: one row, equal.
          expect(await rowCells(page, "attribute:storage")).toEqual([
            text.storage,
            text.gigabytes(256),
            text.gigabytes(256),
          ]);
          expect(
            await page
              .locator('[data-testid=comparison-table] tr[data-row="attribute:storage"]')
              .getAttribute("data-different"),
          ).toBe("false");
          // RAM only the Galaxy states: said so, and not "Best".
          expect(await rowCells(page, "attribute:ram")).toEqual([
            text.ram,
            text.notListed,
            text.gigabytes(12),
          ]);
          // "Chip" on one, "Processor" on the other: one row.
          const processor = await rowCells(page, "attribute:processor");
          expect(processor.slice(0, 2)).toEqual([text.processor, "A18 Pro"]);
          expect(processor[2]).toContain("Snapdragon 8 Elite");
          expect(await seriousAxeViolations(page)).toEqual([]);
          await page.screenshot({
            path: path.join(SHOTS, `compare-${lang}-${viewport.width}.png`),
            fullPage: true,
          });
        },
        { viewport },
      ));

    it("switches to another variant with the picker: its own price, history and alert", () =>
      withPage(
        async ({ page }) => {
          await page.goto(`${baseUrl}/products/${iphone15.id}?lang=${lang}`);
          await waitForHydration(page);
          const picker = page.getByTestId("variant-picker");
          const storage = picker.getByRole("group", { name: text.storage });
          const current = storage.locator('a[aria-current="true"]');
          expect(await current.locator("span").first().textContent()).toBe(text.gigabytes(128));
          expect(await storage.getByRole("link").count()).toBe(3);
          expect(await picker.getByRole("group", { name: text.colour }).getByRole("link").count()).toBe(2);

          const larger = storage.locator(`a[data-variant="${iphone15Large.id}"]`);
          const largerPrice = (await larger.locator("span").nth(1).textContent())?.trim();
          await page.screenshot({
            path: path.join(SHOTS, `variants-${lang}-${viewport.width}.png`),
            fullPage: viewport.width < 640,
          });
          await larger.click();
          await page.waitForURL(new RegExp(`/products/${iphone15Large.id}`));
          await page
            .getByRole("heading", {
              level: 1,
              name: lang === "ar" ? iphone15Large.name_ar : iphone15Large.name_en,
            })
            .waitFor();
          // The page is the 256 GB variant's: the price the picker showed is its lowest price.
          expect(await page.getByTestId("price-range").textContent()).toContain(largerPrice);
          await page.getByTestId("price-history").waitFor();
          // Its alert is its own: signing in to set one comes back to this variant.
          expect(
            await page.locator(`a[href*="${encodeURIComponent(`/products/${iphone15Large.id}`)}"]`).count(),
          ).toBeGreaterThan(0);
          expect(
            await page
              .getByTestId("variant-picker")
              .getByRole("group", { name: text.storage })
              .locator('a[aria-current="true"] span')
              .first()
              .textContent(),
          ).toBe(text.gigabytes(256));
          expect(await seriousAxeViolations(page)).toEqual([]);
        },
        { viewport },
      ));
  });
});
