// The product page's price history over a chosen period, in English and Arabic: the period links,
// the chart's dates and the period's lowest and average figures. This file runs its own server:
// the first start seeds the demo catalogue, one product's history is then replaced while the
// server is down by a known one (two stores, readings up to 200 days back), and the second start
// serves the pages checked against it.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpBrowser, waitForHydration } from "./support/browser";
import { type StartedServer, startServer, stopServer } from "./support/server";

/**
 * The history written below, as days before today (Riyadh) and the price from that day on:
 * store A 500 from day 200, 380 from day 60, 450 from day 40; store B 520 from day 200, 430 from
 * day 10. The daily lowest is therefore 500 (days 200–61), 380 (60–41), 450 (40–11), 430 (10–0).
 */
const HISTORY = [
  { store: 0, daysAgo: 200, price: "500.00" },
  { store: 0, daysAgo: 60, price: "380.00" },
  { store: 0, daysAgo: 40, price: "450.00" },
  { store: 1, daysAgo: 200, price: "520.00" },
  { store: 1, daysAgo: 10, price: "430.00" },
];

/** Lowest and average of the daily lowest, worked out by hand from the table above. */
const FIGURES = {
  // Days 29–11: 450 (19 days), 10–0: 430 (11 days): 13,280 / 30 = 442.666…
  "30": { days: 30, lowest: "430.00", average: "442.67" },
  // 89–61: 500 (29), 60–41: 380 (20), 40–11: 450 (30), 10–0: 430 (11): 40,330 / 90 = 448.111…
  "90": { days: 90, lowest: "380.00", average: "448.11" },
  // The history is shorter than a year: both show all of its 201 days, 95,830 / 201 = 476.766…
  "365": { days: 201, lowest: "380.00", average: "476.77" },
  all: { days: 201, lowest: "380.00", average: "476.77" },
} as const;

type Lang = "en" | "ar";
const TEXTS = {
  en: {
    ranges: { "30": "30 days", "90": "90 days", "365": "365 days", all: "All" },
    lowest: (period: string) => `Lowest ${period}`,
    average: (period: string) => `Average ${period}`,
    period: { "30": "over 30 days", "90": "over 90 days", "365": "over 365 days", all: "overall" },
    price: (amount: string) => `SAR ${amount}`,
    date: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "Asia/Riyadh" }),
    month: new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "Asia/Riyadh" }),
  },
  ar: {
    ranges: { "30": "30 يومًا", "90": "90 يومًا", "365": "365 يومًا", all: "الكل" },
    lowest: (period: string) => `أقل سعر ${period}`,
    average: (period: string) => `متوسط السعر ${period}`,
    period: { "30": "خلال 30 يومًا", "90": "خلال 90 يومًا", "365": "خلال 365 يومًا", all: "طوال السجل" },
    price: (amount: string) => `${amount} ر.س`,
    date: new Intl.DateTimeFormat("ar-SA-u-ca-gregory-nu-latn", {
      day: "numeric",
      month: "short",
      timeZone: "Asia/Riyadh",
    }),
    month: new Intl.DateTimeFormat("ar-SA-u-ca-gregory-nu-latn", {
      month: "short",
      year: "numeric",
      timeZone: "Asia/Riyadh",
    }),
  },
} as const;

let dataDir: string;
let server: StartedServer;
const { withPage } = setUpBrowser();
let productId: string;

/** Noon in Riyadh, `daysAgo` days before today there. */
const riyadhDay = (daysAgo: number) => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Riyadh" }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00+03:00`) - daysAgo * 86_400_000);
};

async function writeHistory() {
  const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite"), extensions: { pg_trgm } });
  try {
    const { rows } = await db.query<{ productId: string; stores: string[] }>(`
      select product_id as "productId", array_agg(store_name order by store_name) as stores
      from product_prices group by product_id having count(*) >= 2 order by product_id limit 1`);
    const { productId: id, stores } = rows[0]!;
    productId = id;
    await db.query("delete from price_history where product_id = $1", [id]);
    for (const row of HISTORY) {
      await db.query(
        "insert into price_history (product_id, store_name, price, recorded_at) values ($1, $2, $3, $4)",
        [id, stores[row.store], row.price, riyadhDay(row.daysAgo).toISOString()],
      );
    }
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-e2e-history-"));
  await stopServer(await startServer({ dataDir }));
  await writeHistory();
  server = await startServer({ dataDir });
});

afterAll(async () => {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/** What the figures say, and the chart's date labels once it is drawn. */
async function readChart(page: Page) {
  const chart = page.getByTestId("price-history");
  await chart.scrollIntoViewIfNeeded();
  // Attached, not visible: a store's flat line has no height, which Playwright calls hidden.
  await page.locator(".price-line").first().waitFor({ state: "attached" });
  const figures = (await page.getByTestId("price-history-figures").locator("dt, dd").allTextContents()).map(
    squash,
  );
  const dates = (await page.locator(".date-tick").allTextContents()).map(squash);
  return { figures, dates };
}

/** Every date label lies inside the chart and no two touch (none clipped, none overlapping). */
async function expectDateLabelsToFit(page: Page) {
  // The plot is drawn at its box's width once measured; an earlier frame may hold a narrower one.
  const box = page.getByTestId("price-history-plot");
  const surface = box.locator("svg.recharts-surface").first();
  await expect
    .poll(async () => {
      const [outer, inner] = await Promise.all([box.boundingBox(), surface.boundingBox()]);
      return outer && inner ? inner.width / outer.width : 0;
    })
    .toBeGreaterThan(0.95);
  const plot = await surface.boundingBox();
  const boxes = await page
    .locator(".date-tick")
    .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().toJSON()));
  expect(boxes.length).toBeGreaterThanOrEqual(2);
  const sorted = boxes.sort((a, b) => a.left - b.left);
  for (const [index, box] of sorted.entries()) {
    expect(box.left).toBeGreaterThanOrEqual(plot!.x);
    expect(box.right).toBeLessThanOrEqual(plot!.x + plot!.width);
    if (index > 0) expect(box.left).toBeGreaterThan(sorted[index - 1]!.right);
  }
}

describe.each(["en", "ar"] as const)("price history periods (%s)", (lang: Lang) => {
  const text = TEXTS[lang];
  const expectedFigures = (range: keyof typeof FIGURES) => [
    text.lowest(text.period[range]),
    text.price(FIGURES[range].lowest),
    text.average(text.period[range]),
    text.price(FIGURES[range].average),
  ];

  for (const width of [390, 1280]) {
    it(`shows 90 days first and changes the chart and figures with the period chosen (${width} px)`, () =>
      withPage(
        async ({ page }) => {
          const response = await page.goto(`${server.baseUrl}/products/${productId}?lang=${lang}`);
          expect(response?.status()).toBe(200);
          await waitForHydration(page);
          const ranges = page.getByTestId("price-history-ranges");
          expect((await ranges.getByRole("link").allTextContents()).map(squash)).toEqual(
            Object.values(text.ranges),
          );
          expect(await ranges.locator('[aria-current="true"]').textContent()).toBe(text.ranges["90"]);

          const ninety = await readChart(page);
          expect(ninety.figures).toEqual(expectedFigures("90"));
          expect(ninety.dates[0]).toBe(text.date.format(riyadhDay(89)));
          expect(ninety.dates.at(-1)).toBe(text.date.format(riyadhDay(0)));
          await expectDateLabelsToFit(page);

          await ranges.getByRole("link", { name: text.ranges["30"] }).click();
          await page.waitForURL(/[?&]range=30\b/);
          await expect
            .poll(async () => (await readChart(page)).figures, { timeout: 15_000 })
            .toEqual(expectedFigures("30"));
          const thirty = await readChart(page);
          expect(thirty.dates[0]).toBe(text.date.format(riyadhDay(29)));
          expect(thirty.dates.at(-1)).toBe(text.date.format(riyadhDay(0)));
          expect(await ranges.locator('[aria-current="true"]').textContent()).toBe(text.ranges["30"]);
          await expectDateLabelsToFit(page);

          await ranges.getByRole("link", { name: text.ranges.all }).click();
          await expect
            .poll(async () => (await readChart(page)).figures, { timeout: 15_000 })
            .toEqual(expectedFigures("all"));
          // 201 days are labelled by month, from the first reading's month to this one.
          const all = await readChart(page);
          expect(all.dates[0]).toBe(text.month.format(riyadhDay(200)));
          expect(all.dates.at(-1)).toBe(text.month.format(riyadhDay(0)));
          await expectDateLabelsToFit(page);
        },
        { viewport: { width, height: width === 390 ? 844 : 800 } },
      ));
  }

  it("serves each period's figures in the page itself, without JavaScript", async () => {
    for (const range of ["30", "365"] as const) {
      const html = await fetch(`${server.baseUrl}/products/${productId}?lang=${lang}&range=${range}`).then(
        (response) => response.text(),
      );
      for (const figure of expectedFigures(range)) expect(html).toContain(figure);
    }
  });
});
