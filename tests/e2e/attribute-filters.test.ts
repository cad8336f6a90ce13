// Issue 31, item 4 in a real browser, in English and Arabic, on a phone (390 px) and a desktop
// (1280 px): the smartphones listing offers storage sizes with counts, choosing one lists only
// those phones, the URL carries the filter and a reload keeps it.
import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { seriousAxeViolations, setUpBrowser, waitForHydration } from "./support/browser";

const baseUrl = inject("baseUrl");
const { withPage } = setUpBrowser();
const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? path.join(os.tmpdir(), "qaren-attribute-filters-shots");

const TEXTS = {
  en: { showFilters: "Show filters", storage: "Storage", gigabytes: "512 GB" },
  ar: { showFilters: "عرض خيارات التصفية", storage: "السعة التخزينية", gigabytes: "512 جيجابايت" },
} as const;

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const cardNames = (page: Page) => page.getByTestId("product-card").locator("h3").allTextContents();

/** Whether the page scrolls sideways (it must not, on any width). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

describe.each(["en", "ar"] as const)("filters by attribute in %s", (lang) => {
  const text = TEXTS[lang];

  describe.each(VIEWPORTS)("on a $name ($width px)", (viewport) => {
    const isPhone = viewport.width < 640;

    async function showFilters(page: Page) {
      if (!isPhone) return;
      const toggle = page.getByRole("button", { name: text.showFilters });
      if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
    }

    it("lists only the phones of a storage size chosen in the panel, and keeps it in the URL", () =>
      withPage(
        async ({ page }) => {
          const response = await page.goto(`${baseUrl}/products?category=smartphones&lang=${lang}`, {
            waitUntil: "networkidle",
          });
          expect(response?.status()).toBe(200);
          await waitForHydration(page);
          const all = (await cardNames(page)).length;
          await showFilters(page);

          const storage = page.getByTestId("filter-attribute-storage");
          await expect(storage.locator("legend").textContent()).resolves.toBe(text.storage);
          const option = storage.locator("label").filter({ hasText: text.gigabytes });
          // The option says, in the page's language, how many phones it leaves.
          const label = (await option.textContent()) ?? "";
          expect(label).toMatch(new RegExp(`^${text.gigabytes}\\s*\\d+$`));
          const count = Number(/(\d+)$/.exec(label)?.[1]);
          expect(count).toBeGreaterThan(0);
          expect(count).toBeLessThan(all);

          await option.getByRole("checkbox").check();
          await page.waitForURL(/f\.storage=512(?:&|$)/);
          await expect.poll(async () => (await cardNames(page)).length).toBe(count);
          for (const name of await cardNames(page)) expect(name).toContain("512");
          const chips = await page.getByTestId("filter-chip").allTextContents();
          expect(chips.some((chip) => chip.includes(text.gigabytes))).toBe(true);
          expect(await overflowsSideways(page)).toBe(false);
          expect(await seriousAxeViolations(page)).toEqual([]);

          // A reload (or a shared link) shows the same filtered list, the box still ticked.
          await page.reload({ waitUntil: "networkidle" });
          expect(page.url()).toMatch(/f\.storage=512/);
          expect((await cardNames(page)).length).toBe(count);
          await showFilters(page);
          await expect(
            page
              .getByTestId("filter-attribute-storage")
              .locator("label")
              .filter({ hasText: text.gigabytes })
              .getByRole("checkbox")
              .isChecked(),
          ).resolves.toBe(true);

          if ((lang === "ar" && isPhone) || (lang === "en" && !isPhone)) {
            await page.screenshot({
              path: path.join(SHOTS, `attribute-filters-${lang}-${viewport.width}.png`),
              fullPage: true,
            });
          }
        },
        { viewport: { width: viewport.width, height: viewport.height } },
      ));
  });
});
