// A listing keeps its shape while a shopper scrolls it: product pictures load lazily below the first
// screen, and a card must not grow when its picture arrives (it did: /products grew by about 100 px
// at 1280 px as the pictures came in, moving the cards under the shopper's thumb). English and
// Arabic, phone and desktop.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { setUpBrowser } from "./support/browser";

const baseUrl = inject("baseUrl");
const { withPage } = setUpBrowser();

type LayoutShift = { value: number; moved: string[]; movedInHeader: boolean };

/** Watches layout shifts from the page's first paint, and the elements each one moved. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources?: { node?: Node | null }[];
      }[]) {
        const nodes = (entry.sources ?? []).map((source) => source.node ?? null);
        const moved = nodes.map((node) =>
          node instanceof Element ? node.outerHTML.slice(0, 120) : String(node),
        );
        const movedInHeader = nodes.some(
          (node) => (node instanceof Element ? node : node?.parentElement)?.closest("header") != null,
        );
        shifts.push({ value: entry.value, moved, movedInHeader });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

function recordedShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: LayoutShift[] }).__shifts);
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
            const shifts = await recordedShifts(page);
            expect(shifts.filter((shift) => shift.value > 0.001)).toEqual([]);
          },
          { viewport },
        );
      });
    }
  }
});

// A phone that reads the page slowly paints what it has parsed so far: the bar was painted with its
// first buttons only, and the later ones then pushed them aside (a shift CI caught at 390 px). The
// bar is now painted whole or not at all. The browser here is slowed twentyfold to parse like one.
describe("the header bar on a slow phone", () => {
  for (const lang of ["en", "ar"] as const) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      it(`is painted whole in ${lang} at ${viewport.width} px: nothing in it moves as the page arrives`, async () => {
        await withPage(
          async ({ page, context }) => {
            await recordLayoutShifts(page);
            const devtools = await context.newCDPSession(page);
            await devtools.send("Emulation.setCPUThrottlingRate", { rate: 20 });
            await page.goto(`${baseUrl}/products?lang=${lang}`, { waitUntil: "load" });
            expect((await recordedShifts(page)).filter((shift) => shift.movedInHeader)).toEqual([]);
          },
          { viewport },
        );
      });
    }
  }
});
