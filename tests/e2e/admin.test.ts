import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openWatchedPage, type WatchedPage } from "./support/browser";
import { DEMO_ADMIN, signInThroughForm } from "./support/session";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function asAdmin(run: (page: Page) => Promise<void>, viewport?: { width: number; height: number }) {
  const watched: WatchedPage = await openWatchedPage(browser, { viewport });
  try {
    await signInThroughForm(watched.page, baseUrl, DEMO_ADMIN);
    watched.page.on("dialog", (dialog) => void dialog.accept());
    await run(watched.page);
    expect(watched.consoleErrors.filter((text) => !/status of (400|409)/.test(text))).toEqual([]);
  } finally {
    await watched.context.close();
  }
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe.each(["en", "ar"] as const)("admin dashboard (%s)", (lang) => {
  const texts = {
    en: {
      title: "Analytics Overview",
      cards: ["Total Products", "Total Reviews", "Total Users", "Average Rating"],
    },
    ar: {
      title: "نظرة عامة على التحليلات",
      cards: ["إجمالي المنتجات", "إجمالي المراجعات", "إجمالي المستخدمين", "متوسط التقييم"],
    },
  }[lang];

  it("shows the four cards and the three charts with seeded data", () =>
    asAdmin(async (page) => {
      await page.goto(`${baseUrl}/admin?lang=${lang}`);
      await page.getByRole("heading", { name: texts.title, level: 1 }).waitFor();
      for (const card of texts.cards) await page.getByText(card, { exact: true }).waitFor();
      expect(Number(await page.getByTestId("card-totalProducts").textContent())).toBeGreaterThan(50);
      expect(await page.getByTestId("card-averageRating").textContent()).toMatch(/^[1-5]\.\d$/);
      for (const chart of ["sentiment-chart", "price-trend-chart", "most-reviewed-chart"]) {
        await page.getByTestId(chart).locator(".recharts-surface").first().waitFor();
      }
      // Five bars for the five most reviewed products, and one line point per day.
      await expect
        .poll(() => page.getByTestId("most-reviewed-chart").locator(".recharts-bar-rectangle").count())
        .toBe(5);
      await expect
        .poll(() => page.getByTestId("price-trend-chart").locator(".recharts-line-curve").count())
        .toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
    }));
});

describe("admin screens", () => {
  it("adds, renames (slug follows) and deletes a category", () =>
    asAdmin(async (page) => {
      await page.goto(`${baseUrl}/admin/categories`);
      const form = page.locator("form#add-category");
      await form.getByLabel("English name").fill("Garden Tools");
      await form.getByLabel("Arabic name").fill("أدوات الحديقة");
      await form.getByRole("button", { name: "Add category" }).click();
      await page.getByText("Category added successfully!").waitFor();
      const row = page.getByTestId("category-garden-tools");
      await row.waitFor();

      await row.getByRole("button", { name: "Edit" }).click();
      const editor = page.locator("tr", { has: page.getByLabel("Slug", { exact: true }) }).last();
      await editor.getByLabel("English name").fill("Garden Power Tools");
      expect(await editor.getByLabel("Slug", { exact: true }).inputValue()).toBe("garden-power-tools");
      await editor.getByLabel("Slug", { exact: true }).fill("Garden Tools!");
      await editor.getByRole("button", { name: "Save" }).click();
      await editor.getByText("Slug must contain only lowercase letters, numbers, and hyphens").waitFor();
      await editor.getByLabel("Slug", { exact: true }).fill("smartphones");
      await editor.getByRole("button", { name: "Save" }).click();
      await editor.getByText("This slug is already in use. Please choose a different one.").waitFor();
      await editor.getByLabel("Slug", { exact: true }).fill("garden-power-tools");
      await editor.getByRole("button", { name: "Save" }).click();
      const renamed = page.getByTestId("category-garden-power-tools");
      await renamed.waitFor();

      await renamed.getByRole("button", { name: "Delete" }).click();
      await expect.poll(() => renamed.count()).toBe(0);
    }));

  it("refuses to delete a category that still has products, saying why", () =>
    asAdmin(async (page) => {
      await page.goto(`${baseUrl}/admin/categories`);
      const row = page.getByTestId("category-smartphones");
      await row.getByRole("button", { name: "Delete" }).click();
      await row.getByText(/This category still has \d+ product\(s\)/).waitFor();
    }));

  it("approves a pending review and rejects another with a required reason", () =>
    asAdmin(async (page) => {
      await page.goto(`${baseUrl}/admin/reviews?status=pending`);
      const rows = page.getByTestId("moderation-row");
      await rows.first().waitFor();
      const before = await rows.count();

      await rows.first().getByRole("button", { name: "Approve" }).click();
      await expect.poll(() => rows.count()).toBe(before - 1);

      await rows.first().getByRole("button", { name: "Reject" }).click();
      const dialog = page.getByRole("dialog", { name: "Reject this review" });
      await dialog.getByRole("button", { name: "Reject review" }).click();
      await dialog.getByText("Please provide a reason for rejection").waitFor();
      await dialog.getByLabel("Reason for rejection").fill("Mentions a competitor's coupon code");
      await dialog.getByRole("button", { name: "Reject review" }).click();
      await expect.poll(() => rows.count()).toBe(before - 2);

      await page.goto(`${baseUrl}/admin/reviews?status=rejected`);
      await page.getByText("Reason: Mentions a competitor's coupon code").waitFor();
    }));

  it("makes a shopper admin and back, and will not let the admin demote themself", () =>
    asAdmin(async (page) => {
      await page.goto(`${baseUrl}/admin/users?q=user%40example.com`);
      const row = page.getByTestId("user-user@example.com");
      await row.getByRole("button", { name: "Make admin" }).click();
      await row.getByText("Admin", { exact: true }).waitFor();
      await row.getByRole("button", { name: "Remove admin" }).click();
      await row.getByText("User", { exact: true }).waitFor();

      await page.goto(`${baseUrl}/admin/users?q=admin%40example.com`);
      const self = page.getByTestId("user-admin@example.com");
      expect(await self.getByRole("button", { name: "Remove admin" }).isDisabled()).toBe(true);
      await self.getByRole("button", { name: "Edit" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit user" });
      await dialog.getByLabel("Administrator").uncheck();
      await dialog.getByRole("button", { name: "Save" }).click();
      await dialog.getByText("You cannot change your own admin status.").waitFor();
    }));

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

  it("opens the drawer on a phone", () =>
    asAdmin(
      async (page) => {
        await page.goto(`${baseUrl}/admin/users`);
        await page.getByRole("button", { name: "Open admin menu" }).click();
        await page.locator("#admin-drawer").getByRole("link", { name: "Hero Slides" }).click();
        await page.waitForURL(`${baseUrl}/admin/slides`);
        await expect.poll(() => page.locator("#admin-drawer").count()).toBe(0);
      },
      { width: 390, height: 844 },
    ));
});
