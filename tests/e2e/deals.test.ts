import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousAxeViolations, setUpBrowser, waitForHydration } from "./support/browser";

const baseUrl = inject("baseUrl");
const { withPage } = setUpBrowser();

const ON_PHONE = { viewport: { width: 390, height: 844 } };

const TEXTS = {
  en: {
    nav: "Main navigation",
    openMenu: "Open menu",
    deals: "Deals",
    heading: "Today's deals",
    title: "Deals | Qaren",
    description:
      "Today's best price drops across Saudi stores: products below their typical price or at their lowest in 90 days, ranked by how much you save.",
    badge: /^Low price · \d+% below typical$/,
    typical: /^Typically SAR [\d,]+\.\d{2}$/,
    store: /^at \S/,
    saved: /^You save SAR [\d,]+\.\d{2}$/,
    category: "Category",
    sort: "Sort by",
    saveSort: "Biggest saving in SAR",
    phones: "Phones & Tablets",
    allPhones: "All Phones & Tablets",
    perfumes: "Perfumes & Beauty",
    allPerfumes: "All Perfumes & Beauty",
    empty: "No deals in Perfumes & Beauty right now.",
    browse: "Browse Perfumes & Beauty",
    breadcrumbs: "Breadcrumb",
    next: "Next",
  },
  ar: {
    nav: "التنقل الرئيسي",
    openMenu: "فتح القائمة",
    deals: "العروض",
    heading: "عروض اليوم",
    title: "العروض | قارن",
    description:
      "أفضل تخفيضات اليوم في المتاجر السعودية: منتجات بسعر أقل من سعرها المعتاد أو بأقل سعر لها خلال 90 يومًا، مرتبة حسب ما توفّره.",
    badge: /^سعر منخفض · أقل بنسبة \d+٪ من المعتاد$/,
    typical: /^السعر المعتاد [\d,]+\.\d{2} ر\.س$/,
    store: /^لدى \S/,
    saved: /^توفّر [\d,]+\.\d{2} ر\.س$/,
    category: "الفئة",
    sort: "الترتيب حسب",
    saveSort: "أكبر توفير بالريال",
    phones: "الجوالات والأجهزة اللوحية",
    allPhones: "كل الجوالات والأجهزة اللوحية",
    perfumes: "العطور والتجميل",
    allPerfumes: "كل العطور والتجميل",
    empty: "لا توجد عروض في العطور والتجميل حاليًا.",
    browse: "تصفّح العطور والتجميل",
    breadcrumbs: "مسار التنقل",
    next: "التالي",
  },
} as const;

// The amount of a displayed price ("SAR 1,299.00" or "1,299.00 ر.س") in halalas.
const halalasOf = (text: string) =>
  Math.round(Number(text.match(/[\d,]+\.\d{2}/)![0].replace(/,/g, "")) * 100);

type ShownDeal = { name: string; price: number; typical: number; saved: number };

/** What each deal card on the page says: name, price, typical price and saving. */
async function shownDeals(page: Page): Promise<ShownDeal[]> {
  const cards = page.getByTestId("deal-card");
  const deals: ShownDeal[] = [];
  for (const card of await cards.all()) {
    deals.push({
      name: (await card.locator("h3").textContent()) ?? "",
      price: halalasOf((await card.getByTestId("deal-price").textContent()) ?? ""),
      typical: halalasOf((await card.getByTestId("deal-typical").textContent()) ?? ""),
      saved: halalasOf((await card.getByTestId("deal-saved").textContent()) ?? ""),
    });
  }
  return deals;
}

const isNonIncreasing = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! >= value);

/** The numbers of "Showing 1–12 of 17 deals" / "1–12 من 17 عرضًا": the last is the total. */
async function totalShown(page: Page): Promise<number> {
  const text = (await page.getByTestId("results-count").textContent()) ?? "";
  return Number(text.match(/\d+/g)!.at(-1));
}

async function textsOf(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.trim());
}

describe.each(["en", "ar"] as const)("deals in %s", (lang) => {
  const text = TEXTS[lang];
  const withLang = (path: string) => `${baseUrl}${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;

  async function openDeals(page: Page) {
    const response = await page.goto(withLang("/deals"));
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: text.heading }).waitFor();
    await waitForHydration(page);
  }

  it("is reached from the header and shows each deal's verdict, price, store, typical price and saving", () =>
    withPage(async ({ page }) => {
      await page.goto(withLang("/"));
      await waitForHydration(page);
      await page.getByRole("navigation", { name: text.nav }).getByRole("link", { name: text.deals }).click();
      await page.waitForURL(/\/deals/);
      await page.getByRole("heading", { level: 1, name: text.heading }).waitFor();
      expect(await page.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");
      expect(await page.title()).toBe(text.title);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(text.description);
      expect(await page.locator('link[rel="alternate"][hreflang="ar"]').getAttribute("href")).toBe(
        `${baseUrl}/deals?lang=ar`,
      );

      const cards = page.getByTestId("deal-card");
      expect(await cards.count()).toBe(12);
      for (const badge of await textsOf(cards.getByTestId("price-verdict")))
        expect(badge).toMatch(text.badge);
      for (const store of await textsOf(cards.getByTestId("deal-store"))) expect(store).toMatch(text.store);
      for (const typical of await textsOf(cards.getByTestId("deal-typical")))
        expect(typical).toMatch(text.typical);
      for (const saved of await textsOf(cards.getByTestId("deal-saved"))) expect(saved).toMatch(text.saved);

      // Each saving is the typical price less today's, and the biggest share below typical comes first.
      const deals = await shownDeals(page);
      for (const deal of deals) {
        expect(deal.saved).toBe(deal.typical - deal.price);
        expect(deal.price).toBeLessThan(deal.typical);
      }
      expect(isNonIncreasing(deals.map((deal) => deal.saved / deal.typical))).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }));

  it("is in the phone menu", () =>
    withPage(async ({ page }) => {
      await page.goto(withLang("/"));
      await waitForHydration(page);
      await page.getByRole("button", { name: text.openMenu }).click();
      await page.locator("#mobile-menu").getByRole("link", { name: text.deals }).click();
      await page.waitForURL(/\/deals/);
      await page.getByRole("heading", { level: 1, name: text.heading }).waitFor();
      expect(await page.getByTestId("deal-card").count()).toBeGreaterThan(0);
    }, ON_PHONE));

  it("sorts by SAR saved, the biggest saving first", () =>
    withPage(async ({ page }) => {
      await openDeals(page);
      const byShare = await shownDeals(page);
      await page.getByLabel(text.sort, { exact: true }).selectOption({ label: text.saveSort });
      await page.waitForURL(/sortBy=saved/);
      await expect
        .poll(async () => (await shownDeals(page)).map((deal) => deal.name))
        .not.toEqual(byShare.map((deal) => deal.name));
      const bySaving = await shownDeals(page);
      expect(isNonIncreasing(bySaving.map((deal) => deal.saved))).toBe(true);
      // The order is in the address: a reload keeps it.
      await page.reload();
      expect((await shownDeals(page)).map((deal) => deal.name)).toEqual(bySaving.map((deal) => deal.name));
    }));

  it("narrows to a category, and says so when a category has no deals", () =>
    withPage(async ({ page }) => {
      await openDeals(page);
      const total = await totalShown(page);
      await page.getByLabel(text.category, { exact: true }).selectOption({ label: text.allPhones });
      await page.waitForURL(/category=[0-9a-f-]{36}/);
      await page.getByRole("navigation", { name: text.breadcrumbs }).getByText(text.phones).waitFor();
      // Fewer than a page (the count reads "two deals" in Arabic, without a number): count the cards.
      const inPhones = await page.getByTestId("deal-card").count();
      expect(inPhones).toBeGreaterThan(0);
      expect(inPhones).toBeLessThan(total);

      await page.getByLabel(text.category, { exact: true }).selectOption({ label: text.allPerfumes });
      await page.getByText(text.empty).waitFor();
      expect(await page.getByTestId("deal-card").count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole("link", { name: text.browse }).click();
      await page.waitForURL(/\/products\?category=[0-9a-f-]{36}/);
      await page.getByRole("heading", { level: 1, name: text.perfumes }).waitFor();
      expect(await page.getByTestId("product-card").count()).toBeGreaterThan(0);
    }));

  it("shows the rest on page 2", () =>
    withPage(async ({ page }) => {
      await openDeals(page);
      const total = await totalShown(page);
      expect(total).toBeGreaterThan(12);
      const first = (await shownDeals(page)).map((deal) => deal.name);
      await page.getByRole("link", { name: text.next, exact: true }).click();
      await page.waitForURL(/page=2/);
      await expect.poll(() => page.getByTestId("deal-card").count()).toBe(Math.min(12, total - 12));
      const second = (await shownDeals(page)).map((deal) => deal.name);
      expect(second.filter((name) => first.includes(name))).toEqual([]);
    }));
});

describe("deals for search engines", () => {
  it("lists /deals in sitemap.xml in both languages with hreflang alternates", async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${baseUrl}/deals"/>` +
      `<xhtml:link rel="alternate" hreflang="ar" href="${baseUrl}/deals?lang=ar"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${baseUrl}/deals"/>`;
    expect(xml).toContain(`<url><loc>${baseUrl}/deals</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>${baseUrl}/deals?lang=ar</loc>${alternates}</url>`);
  });
});
