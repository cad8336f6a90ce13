// Issue 38, items 7–9: what an operator notices. The dashboard's average price line with its
// category picker, freshness figures on Admin → Prices that agree with each other, the review
// queue first with bulk actions and preset reasons, and stores named in Arabic on Arabic pages.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import ar from "../../app/locales/ar.json";
import en from "../../app/locales/en.json";
import { seriousAxeViolations, setUpBrowser, uniqueClientAddress, waitForHydration } from "./support/browser";
import { findProduct } from "./support/catalog";
import { DEMO_ADMIN, DEMO_USER, signInOverHttp, signInThroughForm, uniqueEmail } from "./support/session";

const baseUrl = inject("baseUrl");
const { withPage } = setUpBrowser();

const asAdmin = (run: (page: Page) => Promise<void>) =>
  withPage(
    async ({ page }) => {
      await signInThroughForm(page, baseUrl, DEMO_ADMIN);
      await run(page);
    },
    { allowedConsoleErrors: [/status of (400|409)/] },
  );

/** A new shopper posts a review of each product (held for moderation) and gets its words back. */
async function postPendingReviews(queries: string[], lang: "en" | "ar"): Promise<string[]> {
  const account = { email: uniqueEmail("moderated"), password: "moderated-e2e-123" };
  const register = await fetch(`${baseUrl}/register`, {
    method: "POST",
    body: new URLSearchParams({ ...account, confirmPassword: account.password }),
    headers: { origin: baseUrl, "X-Forwarded-For": uniqueClientAddress() },
    redirect: "manual",
  });
  expect(register.status).toBe(302);
  const cookie = await signInOverHttp(baseUrl, account);
  const words: string[] = [];
  for (const [index, query] of queries.entries()) {
    const product = await findProduct(baseUrl, query);
    const text = `${lang} bulk moderation ${Date.now()} #${index}: works as described.`;
    const response = await fetch(`${baseUrl}/products/${product.id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "write-review", rating: "4", reviewText: text }),
      headers: { origin: baseUrl, cookie, "X-Forwarded-For": uniqueClientAddress() },
      redirect: "manual",
    });
    expect(response.status).toBeLessThan(400);
    words.push(text);
  }
  return words;
}

describe.each([
  ["en", en],
  ["ar", ar],
] as const)("operator screens (%s)", (lang, texts) => {
  const d = texts.adminDashboard.priceTrend;
  const r = texts.adminReviews;

  it("draws the average price line from zero beside the price moves, and redraws it for a category", () =>
    asAdmin(async (page) => {
      await page.goto(`${baseUrl}/admin?lang=${lang}`);
      const chart = page.getByTestId("price-trend-chart").filter({ visible: true });
      await chart.getByRole("heading", { name: d.title, level: 2 }).waitFor();
      await chart.locator(".recharts-line-curve").waitFor();
      await chart.getByText(d.series).first().waitFor();
      // The y axis starts at zero, on the reading start side (ADR-0002).
      const ticks = chart.locator(".recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value");
      expect((await ticks.first().textContent())?.trim()).toBe("0");
      const axisX = await chart.locator(".recharts-yAxis-tick-labels").boundingBox();
      const plotX = await chart.locator(".recharts-line-curve").boundingBox();
      if (lang === "en") expect(axisX!.x).toBeLessThan(plotX!.x);
      else expect(axisX!.x).toBeGreaterThan(plotX!.x);
      // Beside the price moves on a wide screen.
      const moves = await page.getByTestId("price-moves").filter({ visible: true }).boundingBox();
      const line = await chart.boundingBox();
      expect(Math.abs(moves!.y - line!.y)).toBeLessThan(4);

      await waitForHydration(page);
      const summary = chart.getByTestId("price-trend-summary");
      const everything = await summary.textContent();
      await chart
        .getByLabel(d.category)
        .selectOption({ label: lang === "en" ? "Smartphones" : "الجوالات الذكية" });
      await page.waitForURL(/trendCategory=/);
      await expect.poll(() => summary.textContent()).not.toBe(everything);
      expect(await chart.getByLabel(d.category).inputValue()).not.toBe("");
      expect(await seriousAxeViolations(page)).toEqual([]);
    }));

  it("tells one story about freshness on Admin → Prices, naming stores in the page's language", () =>
    asAdmin(async (page) => {
      await page.goto(`${baseUrl}/admin/prices?lang=${lang}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      // Store health reads the same record of checks as "checked … ago": the seeded readings are there.
      expect(await page.getByText(texts.adminPrices.health.empty).count()).toBe(0);
      await page.locator('[data-testid^="health-"]').first().waitFor();
      // The stale offers were tried in the last run and failed: the failures list shows them.
      await page.getByTestId("price-failures").locator("tr").first().waitFor();
      const stores = await page.getByTestId("price-failures").locator("td:nth-child(2)").allTextContents();
      // The demo's stores by their names in the page's language, never in the other one (stores that
      // other test files add may have an English name only, so they are not checked).
      const demoNames = { en: /Amazon\.sa|Jarir|noon|Lulu|eXtra/, ar: /أمازون|جرير|نون|لولو|إكسترا/ };
      expect(stores.some((name) => demoNames[lang].test(name))).toBe(true);
      expect(stores.some((name) => demoNames[lang === "ar" ? "en" : "ar"].test(name))).toBe(false);
    }));

  it("shows only the refusal when Test a page refuses an address", () =>
    asAdmin(async (page) => {
      await page.goto(`${baseUrl}/admin/prices?lang=${lang}`);
      await waitForHydration(page);
      const panel = page.getByTestId("test-page");
      await panel.getByLabel(texts.adminPrices.testPage.url).fill("http://192.168.1.10/product/kettle");
      await panel.getByRole("button", { name: texts.adminPrices.testPage.test, exact: true }).click();
      const result = panel.getByTestId("test-page-result");
      await result.getByText(texts.prices.errors.blockedAddress).waitFor();
      // No store, stock, "was" price or timings that would read as findings of a page never read.
      expect(await result.locator("dl, table").count()).toBe(0);
      expect((await result.textContent())?.trim()).toBe(texts.prices.errors.blockedAddress);
    }));

  it("opens on the pending reviews and approves or rejects several at once, with a preset reason", async () => {
    const words = await postPendingReviews(["AirPods Pro", "Galaxy S25 Ultra", "PlayStation 5"], lang);
    await asAdmin(async (page) => {
      await page.goto(`${baseUrl}/admin/reviews?lang=${lang}`);
      await page
        .getByRole("link", { name: r.tabs.pending })
        .and(page.locator('[aria-current="page"]'))
        .waitFor();
      await waitForHydration(page);
      const rowOf = (text: string) => page.getByTestId("moderation-row").filter({ hasText: text });
      for (const text of words) await rowOf(text).waitFor();

      // Approve two at once.
      for (const text of words.slice(0, 2))
        await rowOf(text).getByRole("checkbox", { name: r.select }).check();
      const bulk = page.getByTestId("bulk-moderation");
      await bulk.getByText(lang === "en" ? "2 reviews selected" : "مراجعتان محدَّدتان").waitFor();
      await bulk.getByRole("button", { name: r.approveSelected }).click();
      await bulk.getByText(lang === "en" ? "2 reviews approved." : "اعتُمدت مراجعتان.").waitFor();
      await expect.poll(() => rowOf(words[0]!).count()).toBe(0);
      expect(await rowOf(words[1]!).count()).toBe(0);

      // Reject the third for a preset reason.
      await rowOf(words[2]!).getByRole("checkbox", { name: r.select }).check();
      await bulk.getByRole("button", { name: r.rejectSelected }).click();
      const dialog = page.getByRole("dialog", {
        name: lang === "en" ? "Reject 1 review" : "رفض مراجعة واحدة",
      });
      await dialog.getByLabel(r.presetLabel, { exact: true }).selectOption("advertising");
      await dialog.getByRole("button", { name: r.confirmReject }).click();
      await expect.poll(() => rowOf(words[2]!).count()).toBe(0);

      await page.goto(`${baseUrl}/admin/reviews?status=rejected&lang=${lang}`);
      await rowOf(words[2]!)
        .getByText(r.reason.replace("{{reason}}", texts.reviewRejection.presets.advertising))
        .waitFor();
    });
  });
});

describe.each([
  ["en", en],
  ["ar", ar],
] as const)("profile tabs on a phone (%s)", (lang, texts) => {
  it("keeps the four tabs on one row inside the screen", () =>
    withPage(
      async ({ page }) => {
        await signInThroughForm(page, baseUrl, DEMO_USER);
        await page.goto(`${baseUrl}/profile?lang=${lang}`);
        const tabs = page.getByRole("navigation", { name: texts.profile.tabs.label }).getByRole("link");
        await tabs.first().waitFor();
        expect(await tabs.count()).toBe(4);
        const boxes = await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()));
        // One row: every tab starts at the same height, and none runs past the screen's edges.
        expect(new Set(boxes.map((box) => Math.round(box!.y))).size).toBe(1);
        for (const box of boxes) {
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(390);
        }
        await page.screenshot({ path: `test-results/profile-tabs-phone-${lang}.png` });
      },
      { viewport: { width: 390, height: 844 } },
    ));
});
