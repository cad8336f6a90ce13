// A listing keeps its shape while a shopper scrolls it: product pictures load lazily below the first
// screen, and a card must not grow when its picture arrives (it did: /products grew by about 100 px
// at 1280 px as the pictures came in, moving the cards under the shopper's thumb). English and
// Arabic, phone and desktop.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { setUpBrowser } from "./support/browser";

const baseUrl = inject("baseUrl");
const { withPage } = setUpBrowser();

/** Watches layout shifts from the page's first paint, and the elements each one moved. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources?: { node?: Node | null }[];
      }[]) {
        const moved = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node),
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Scrolls to the end a screen at a time, until every picture shown on the page has loaded. */
async function scrollThroughAndLoadPictures(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = page.viewportSize()!.height;
  for (let y = 0; y <= height; y += screen) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => image.getClientRects().length > 0)
      .every((image) => image.complete && image.naturalWidth > 0),
  );
}

describe("a listing keeps its shape as its pictures load", () => {
  for (const lang of ["en", "ar"] as const) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      it(`/products in ${lang} at ${viewport.width} px neither grows nor shifts while scrolled`, async () => {
        await withPage(
          async ({ page }) => {
            await recordLayoutShifts(page);
            await page.goto(`${baseUrl}/products?lang=${lang}`);
            await page.waitForLoadState("networkidle");
            const before = await page.evaluate(() => document.documentElement.scrollHeight);
            await scrollThroughAndLoadPictures(page);
            const after = await page.evaluate(() => document.documentElement.scrollHeight);
            expect(after).toBe(before);
            const shifts = await page.evaluate(
              () => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts,
            );
            expect(shifts.filter((shift) => shift.value > 0.001)).toEqual([]);
          },
          { viewport },
        );
      });
    }
  }
});
