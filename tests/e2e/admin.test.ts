import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import ar from "../../app/locales/ar.json";
import en from "../../app/locales/en.json";
import { seriousAxeViolations, setUpBrowser, waitForHydration } from "./support/browser";
import { DEMO_ADMIN, signInThroughForm } from "./support/session";

const baseUrl = inject("baseUrl");
const { withPage } = setUpBrowser();

/** A page signed in as the demo admin; the forms' refusals (400, 409, 422) are expected errors. */
const asAdmin = (run: (page: Page) => Promise<void>, viewport?: { width: number; height: number }) =>
  withPage(
    async ({ page }) => {
      await signInThroughForm(page, baseUrl, DEMO_ADMIN);
      page.on("dialog", (dialog) => void dialog.accept());
      await run(page);
    },
    { viewport, allowedConsoleErrors: [/status of (400|409|422)/] },
  );

describe.each(["en", "ar"] as const)("admin dashboard (%s)", (lang) => {
  const texts = {
    en: {
      title: "Analytics Overview",
      cards: ["Total Products", "Total Reviews", "Total Users", "Average Rating"],
      priceMoves: "Lowest prices over the last 30 days",
      figures: ["Price drops", "Price rises", "Median change of those that moved"],
      // "85 products: each one's lowest price on 24 Nov 2026 against its lowest price on 25 Oct 2026"
      basis: /^(\d+) products?: .* on \d{1,2} [A-Z][a-z]{2} \d{4} against .* on \d{1,2} [A-Z][a-z]{2} \d{4}$/,
      unchanged: /^(\d+) unchanged$/,
    },
    ar: {
      title: "نظرة عامة على التحليلات",
      cards: ["إجمالي المنتجات", "إجمالي المراجعات", "إجمالي المستخدمين", "متوسط التقييم"],
      priceMoves: "أدنى الأسعار خلال آخر 30 يومًا",
      figures: ["انخفاضات الأسعار", "ارتفاعات الأسعار", "الوسيط لنسبة التغيّر فيما تغيّر سعره"],
      // "85 منتجًا: أدنى سعر لكل منها في 24 نوفمبر 2026 مقارنةً بأدنى سعر له في 25 أكتوبر 2026"
      basis:
        /^(\d+) منتج\S*: .* في \d{1,2} [\u0600-\u06FF]+ \d{4} مقارنةً .* في \d{1,2} [\u0600-\u06FF]+ \d{4}$/,
      unchanged: /^(\d+) منتج\S* بلا تغيير$/,
    },
  }[lang];

  it("shows the four cards, how lowest prices moved and the two charts with seeded data", () =>
    asAdmin(async (page) => {
      await page.goto(`${baseUrl}/admin?lang=${lang}`);
      await page.getByRole("heading", { name: texts.title, level: 1 }).waitFor();
      // The streamed figures arrive in a hidden copy first; the shopper sees the visible one.
      for (const card of texts.cards) {
        await page.getByText(card, { exact: true }).filter({ visible: true }).waitFor();
      }
      const visibleCard = (id: string) => page.getByTestId(id).filter({ visible: true });
      expect(Number(await visibleCard("card-totalProducts").textContent())).toBeGreaterThan(50);
      expect(await visibleCard("card-averageRating").textContent()).toMatch(/^[1-5]\.\d$/);
      for (const chart of ["sentiment-chart", "most-reviewed-chart"]) {
        await page.getByTestId(chart).locator(".recharts-surface").first().waitFor();
      }
      // Five bars for the five most reviewed products.
      await expect
        .poll(() => page.getByTestId("most-reviewed-chart").locator(".recharts-bar-rectangle").count())
        .toBe(5);

      // The seeded history moved prices both ways over the month; drops, rises and the unchanged
      // add up to the products compared, and the median is a signed percentage.
      const moves = page.getByTestId("price-moves").filter({ visible: true });
      await moves.getByRole("heading", { name: texts.priceMoves, level: 2 }).waitFor();
      for (const figure of texts.figures) await moves.getByText(figure, { exact: true }).first().waitFor();
      const count = async (testId: string) => Number(await moves.getByTestId(testId).textContent());
      const drops = await count("price-moves-drops");
      const rises = await count("price-moves-rises");
      expect(drops).toBeGreaterThan(0);
      expect(rises).toBeGreaterThan(0);
      const basis = texts.basis.exec((await moves.locator("p").first().textContent()) ?? "");
      const unchanged = texts.unchanged.exec(
        (await moves.getByText(texts.unchanged).textContent())?.trim() ?? "",
      );
      expect(Number(unchanged?.[1]) + drops + rises).toBe(Number(basis?.[1]));
      const median = (await moves.getByTestId("price-moves-median").textContent()) ?? "";
      expect(median.replace(/[\u200e\u200f\u061c]/g, "")).toMatch(/^[-+]\d+(\.\d)?[%٪]$/);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }));
});

// The journeys read their texts from the locale files, so each runs in both languages as a shopper sees it.
describe.each([
  ["en", en],
  ["ar", ar],
] as const)("admin screens (%s)", (lang, texts) => {
  const c = texts.adminCategories;
  const r = texts.adminReviews;
  const u = texts.adminUsers;

  it("adds, renames (slug follows) and deletes a category", () =>
    asAdmin(async (page) => {
      await page.goto(`${baseUrl}/admin/categories?lang=${lang}`);
      const form = page.locator("form#add-category");
      await form.getByLabel(c.nameEn).fill(`Garden Tools ${lang}`);
      await form.getByLabel(c.nameAr).fill("أدوات الحديقة");
      await form.getByRole("button", { name: c.add }).click();
      await page.getByText(c.added).waitFor();
      const row = page.getByTestId(`category-garden-tools-${lang}`);
      await row.waitFor();

      await row.getByRole("button", { name: c.edit }).click();
      const editor = page.locator("tr", { has: page.getByLabel(c.slug, { exact: true }) }).last();
      await editor.getByLabel(c.nameEn).fill(`Garden Power Tools ${lang}`);
      expect(await editor.getByLabel(c.slug, { exact: true }).inputValue()).toBe(
        `garden-power-tools-${lang}`,
      );
      await editor.getByLabel(c.slug, { exact: true }).fill("Garden Tools!");
      await editor.getByRole("button", { name: c.save }).click();
      await editor.getByText(c.errors.slugFormat).waitFor();
      await editor.getByLabel(c.slug, { exact: true }).fill("smartphones");
      await editor.getByRole("button", { name: c.save }).click();
      await editor.getByText(c.errors.slugTaken).waitFor();
      await editor.getByLabel(c.slug, { exact: true }).fill(`garden-power-tools-${lang}`);
      await editor.getByRole("button", { name: c.save }).click();
      const renamed = page.getByTestId(`category-garden-power-tools-${lang}`);
      await renamed.waitFor();

      await renamed.getByRole("button", { name: c.delete }).click();
      await expect.poll(() => renamed.count()).toBe(0);
    }));

  it("refuses to delete a category that still has products, saying why", () =>
    asAdmin(async (page) => {
      await page.goto(`${baseUrl}/admin/categories?lang=${lang}`);
      const row = page.getByTestId("category-smartphones");
      await row.getByRole("button", { name: c.delete }).click();
      const reason = await row.getByRole("alert").textContent();
      expect(reason).toMatch(
        lang === "ar"
          ? /ما زالت تضم منتجات أو فئات فرعية \(المنتجات: \d+، الفئات الفرعية: 0\)/
          : /This category still has products or subcategories \(products: \d+, subcategories: 0\)/,
      );
    }));

  it("approves a pending review and rejects another with a required reason", () =>
    asAdmin(async (page) => {
      await page.goto(`${baseUrl}/admin/reviews?status=pending&lang=${lang}`);
      const rows = page.getByTestId("moderation-row");
      await rows.first().waitFor();
      const before = await rows.count();

      await rows.first().getByRole("button", { name: r.approve }).click();
      await expect.poll(() => rows.count()).toBe(before - 1);

      await rows.first().getByRole("button", { name: r.reject, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: r.rejectTitle });
      await dialog.getByRole("button", { name: r.confirmReject }).click();
      await dialog.getByText(r.errors.reasonRequired).waitFor();
      const reason = `Mentions a competitor's coupon code (${lang})`;
      await dialog.getByLabel(r.reasonLabel).fill(reason);
      await dialog.getByRole("button", { name: r.confirmReject }).click();
      await expect.poll(() => rows.count()).toBe(before - 2);

      await page.goto(`${baseUrl}/admin/reviews?status=rejected&lang=${lang}`);
      await page.getByText(r.reason.replace("{{reason}}", reason)).waitFor();
    }));

  it("makes a shopper admin and back, and will not let the admin demote themself", () =>
    asAdmin(async (page) => {
      await page.goto(`${baseUrl}/admin/users?q=user%40example.com&lang=${lang}`);
      const row = page.getByTestId("user-user@example.com");
      await row.getByRole("button", { name: u.makeAdmin }).click();
      await row.getByText(u.admin, { exact: true }).waitFor();
      await row.getByRole("button", { name: u.removeAdmin }).click();
      await row.getByText(u.user, { exact: true }).waitFor();

      await page.goto(`${baseUrl}/admin/users?q=admin%40example.com&lang=${lang}`);
      const self = page.getByTestId("user-admin@example.com");
      expect(await self.getByRole("button", { name: u.removeAdmin }).isDisabled()).toBe(true);
      await self.getByRole("button", { name: u.edit }).click();
      const dialog = page.getByRole("dialog", { name: u.editTitle });
      await dialog.getByLabel(u.isAdmin).uncheck();
      await dialog.getByRole("button", { name: u.save }).click();
      await dialog.getByText(u.errors.ownRole).waitFor();
    }));
});

describe("admin screens", () => {
  it("adds, edits and deletes a hero slide (Arabic)", () =>
    asAdmin(async (page) => {
      await page.goto(`${baseUrl}/admin/slides?lang=ar`);
      const before = await page.getByTestId("slide-card").count();
      await page.getByLabel("رابط الصورة").fill("notaurl");
      await page.getByLabel("الترتيب").fill("-2");
      await page.getByRole("button", { name: "حفظ الشريحة" }).click();
      await page.getByText("يرجى إدخال رابط صالح (https://… أو مسار يبدأ بـ /)").waitFor();
      await page.getByText("يجب أن يكون الترتيب عددًا صحيحًا يساوي 0 أو أكثر").waitFor();

      await page.getByLabel("العنوان (بالعربية)").fill("عروض نهاية الأسبوع");
      await page.getByLabel("رابط الصورة").fill("/demo/slides/price-alerts.svg");
      await page.getByLabel("الترتيب").fill("7");
      await page.getByRole("button", { name: "حفظ الشريحة" }).click();
      await page.getByText("تم حفظ الشريحة.").waitFor();
      await expect.poll(() => page.getByTestId("slide-card").count()).toBe(before + 1);

      const card = page.getByTestId("slide-card").filter({ hasText: "عروض نهاية الأسبوع" });
      await card.getByRole("link", { name: "تعديل" }).click();
      await page.getByRole("heading", { name: "تعديل الشريحة" }).waitFor();
      await page.getByLabel("العنوان (بالعربية)").fill("عروض الجمعة");
      await page.getByRole("button", { name: "حفظ الشريحة" }).click();
      const edited = page.getByTestId("slide-card").filter({ hasText: "عروض الجمعة" });
      await edited.waitFor();
      await edited.getByRole("button", { name: "حذف" }).click();
      await expect.poll(() => page.getByTestId("slide-card").count()).toBe(before);
    }));

  it("fetches a store price from the product form, refusing a private address", () =>
    asAdmin(async (page) => {
      await page.goto(`${baseUrl}/admin/products`);
      await page.getByRole("button", { name: "Add Store" }).click();
      const store = page.getByRole("group", { name: "Store 1" });
      await store.getByLabel("Product page URL").fill("http://127.0.0.1:9/phone");
      await store.getByRole("button", { name: "Fetch price" }).click();
      await store
        .getByText("This address cannot be fetched: only public http(s) addresses are allowed")
        .waitFor();
      expect(await store.getByLabel("Price (SAR)").inputValue()).toBe("");
    }));

  it("opens the drawer on a phone", () =>
    asAdmin(
      async (page) => {
        await page.goto(`${baseUrl}/admin/users`);
        // The menu button opens the drawer once the page's script runs.
        await waitForHydration(page);
        const menuButton = page.getByRole("button", { name: "Open admin menu" });
        // Escape closes the drawer and gives the focus back to the menu button.
        await menuButton.click();
        await page.locator("#admin-drawer").waitFor();
        await page.keyboard.press("Escape");
        await expect.poll(() => page.locator("#admin-drawer").count()).toBe(0);
        await expect
          .poll(() => menuButton.evaluate((button) => button === document.activeElement))
          .toBe(true);
        await menuButton.click();
        await page.locator("#admin-drawer").getByRole("link", { name: "Hero Slides" }).click();
        await page.waitForURL(`${baseUrl}/admin/slides`);
        await expect.poll(() => page.locator("#admin-drawer").count()).toBe(0);
      },
      { width: 390, height: 844 },
    ));
});

/** Buttons and links of the page that lie outside the viewport or inside a box that scrolls sideways. */
function controlsOutOfView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>("main button, main a")) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(`cut off: ${control.textContent?.trim()}`);
    }
    for (const box of document.querySelectorAll<HTMLElement>("main *")) {
      if (!box.querySelector("button, a")) continue;
      if (box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== "visible")
        problems.push(`scrolls sideways: ${box.tagName.toLowerCase()}.${box.className}`);
    }
    if (document.documentElement.scrollWidth > width) problems.push("the page scrolls sideways");
    return problems;
  });
}

describe.each([
  ["en", en],
  ["ar", ar],
] as const)("admin tables and menu on phones and wide screens (%s)", (lang, texts) => {
  const phone = { width: 390, height: 844 };
  // Each page with the action a row offers, as the admin sees it.
  const pages = [
    ["/admin/products", texts.adminProducts.table.edit],
    ["/admin/categories", texts.adminCategories.edit],
    // Every review offers delete; approve only a pending one, and how many are pending depends on
    // the hour the demo was seeded and on the approve/reject test before this one.
    ["/admin/reviews", texts.adminReviews.delete],
    ["/admin/users", texts.adminUsers.edit],
    ["/admin/slides", texts.adminSlides.delete],
    ["/admin/prices", texts.adminStaleOffers.fetchAgain],
  ] as const;

  it("keeps every table's row actions on the screen", () =>
    asAdmin(async (page) => {
      for (const [path, action] of pages) {
        await page.goto(`${baseUrl}${path}?lang=${lang}`);
        const main = page.locator("main");
        const actions = main
          .getByRole("button", { name: action })
          .or(main.getByRole("link", { name: action }))
          .filter({ visible: true });
        await actions.first().waitFor();
        expect(await actions.count(), path).toBeGreaterThan(1);
        expect(await controlsOutOfView(page), path).toEqual([]);
      }
    }, phone));

  it("runs the menu the whole height of a long page, its links in view wherever the page is scrolled", () =>
    asAdmin(async (page) => {
      await page.goto(`${baseUrl}/admin/users?lang=${lang}`);
      // A press on the menu button before the page's script has taken it over opens nothing.
      await waitForHydration(page);
      await page.locator("[aria-controls=admin-drawer]").click();
      const drawer = page.locator("#admin-drawer");
      await drawer.waitFor();
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(pageHeight).toBeGreaterThan(phone.height * 2);
      expect((await drawer.boundingBox())?.height).toBeCloseTo(pageHeight, 0);
      await page.mouse.wheel(0, pageHeight);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(phone.height);
      const dashboard = drawer.getByRole("link", { name: texts.admin.nav.dashboard });
      const box = await dashboard.boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual(0);
      expect((box?.y ?? phone.height) + (box?.height ?? 0)).toBeLessThanOrEqual(phone.height);
    }, phone));

  it("runs the sidebar the whole height of a long page on a wide screen", () =>
    asAdmin(async (page) => {
      await page.goto(`${baseUrl}/admin/users?lang=${lang}`);
      const sidebar = page.getByTestId("admin-sidebar");
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(pageHeight).toBeGreaterThan(800);
      expect((await sidebar.boundingBox())?.height).toBeCloseTo(pageHeight, 0);
      // On the page's start side: left in English, right in Arabic.
      const box = await sidebar.boundingBox();
      expect(lang === "ar" ? (box?.x ?? 0) + (box?.width ?? 0) : box?.x).toBe(lang === "ar" ? 1280 : 0);
    }));
});
