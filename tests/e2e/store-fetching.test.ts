// Store pages as they really are (issue 16), in English and Arabic: a store's fetch rules in the
// stores form (checked when saved), and "Test a page" on /admin/prices against a local stand-in
// for store websites — a page whose price its script adds (read in the browser, with a
// screenshot), a page whose price only the store's rule finds, and a bot wall. This file runs its
// own server with FETCH_ALLOW_PRIVATE_HOSTS on, and a store whose website is the stand-in's address.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JS_PAGES, type JsStoreServer, startJsStoreServer } from "../setup/js-store-server";
import { seriousAxeViolations, setUpBrowser } from "./support/browser";
import { type StartedServer, startServer, stopServer } from "./support/server";
import { DEMO_ADMIN, signInThroughForm } from "./support/session";

const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? path.join(os.tmpdir(), "qaren-store-fetching-shots");
let site: JsStoreServer;
let server: StartedServer;
let dataDir: string;
const { withPage } = setUpBrowser();

beforeAll(async () => {
  site = await startJsStoreServer();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-e2e-store-fetching-"));
  // The first start seeds the demo catalogue; the stand-in's store is added while it is down.
  await stopServer(await startServer({ dataDir }));
  const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite"), extensions: { pg_trgm } });
  try {
    await db.query(
      "insert into stores (name, name_ar, domain, price_rule) values ('Rule Fixture Store', 'متجر القواعد', '127.0.0.1', $1)",
      [JS_PAGES.ruleOnly.rule],
    );
    // The stand-in store's last readings hit a bot wall: its health is flagged.
    for (let index = 0; index < 3; index++) {
      await db.query(
        "insert into price_fetch_logs (url, success, error_code, error_message) values ($1, false, 'botCheck', 'bot check')",
        [`${site.origin()}/p/${index}`],
      );
    }
  } finally {
    await db.close();
  }
  server = await startServer({ dataDir, env: { FETCH_ALLOW_PRIVATE_HOSTS: "1" } });
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  if (server) await stopServer(server);
  await site?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const TEXTS = {
  en: {
    stores: "Stores",
    prices: "Price updates",
    addTitle: "Add a store",
    name: "Name in English",
    nameAr: "Name in Arabic",
    domain: "Website",
    mode: "Reading mode",
    browserMode: "Always in the browser",
    priceRule: "Price rule (optional)",
    waitFor: "Wait for (CSS selector, optional)",
    add: "Add store",
    added: "Store added.",
    ruleError: "This is not a CSS selector or a JSON path (like $.product.price) we can use.",
    waitError: "This is not a CSS selector we can use.",
    cardMode: "Always in the browser · own price rules",
    testTitle: "Test a page",
    url: "Address of the page to test",
    test: "Test",
    invalidUrl: "Invalid URL format",
    priceRead: (amount: string) => `Price read: SAR ${amount}`,
    byBrowser: "Browser (the page builds itself with JavaScript)",
    byRule: "the store's own price rule found it",
    storeName: "Rule Fixture Store",
    inStock: "In stock",
    screenshot: "Screenshot of the store page rendered by the browser",
    botCheck:
      "The store answered with a bot check (a captcha or “access denied” page) instead of the product",
    dashboardFlag: "1 store fails most of its price readings (possible layout change or bot check).",
    healthLink: "See store health",
    flagged: "Needs attention: most readings fail",
    healthError:
      "The store answered with a bot check (a captcha or “access denied” page) instead of the product (3 times)",
  },
  ar: {
    stores: "المتاجر",
    prices: "تحديث الأسعار",
    addTitle: "إضافة متجر",
    name: "الاسم بالإنجليزية",
    nameAr: "الاسم بالعربية",
    domain: "الموقع الإلكتروني",
    mode: "طريقة القراءة",
    browserMode: "دائمًا في المتصفح",
    priceRule: "قاعدة السعر (اختياري)",
    waitFor: "انتظر ظهور (محدد CSS، اختياري)",
    add: "إضافة المتجر",
    added: "أُضيف المتجر.",
    ruleError: "هذا ليس محدد CSS ولا مسار JSON (مثل \u2066$.product.price\u2069) نستطيع استخدامه.",
    waitError: "هذا ليس محدد CSS نستطيع استخدامه.",
    cardMode: "دائمًا في المتصفح · قواعد سعر خاصة",
    testTitle: "اختبار صفحة",
    url: "رابط الصفحة المراد اختبارها",
    test: "اختبر",
    invalidUrl: "صيغة الرابط غير صحيحة",
    priceRead: (amount: string) => `السعر المقروء: ${amount} ر.س`,
    byBrowser: "المتصفح (الصفحة تبني محتواها بجافاسكربت)",
    byRule: "وجدته قاعدة السعر الخاصة بالمتجر",
    storeName: "متجر القواعد",
    inStock: "متوفر",
    screenshot: "لقطة شاشة لصفحة المتجر كما عرضها المتصفح",
    botCheck: "ردّ المتجر بصفحة تحقق من الروبوتات (كابتشا أو «رفض الوصول») بدلًا من صفحة المنتج",
    dashboardFlag: "متجر واحد تفشل معظم قراءات أسعاره (ربما تغيّر تصميم صفحاته أو يعرض تحققًا من الروبوتات).",
    healthLink: "عرض حالة المتاجر",
    flagged: "يحتاج إلى متابعة: معظم القراءات تفشل",
    healthError: "ردّ المتجر بصفحة تحقق من الروبوتات (كابتشا أو «رفض الوصول») بدلًا من صفحة المنتج (3 مرات)",
  },
} as const;

async function openAdmin(page: Page, lang: "en" | "ar", screen: "stores" | "prices", title: string) {
  await page.goto(`${server.baseUrl}/?lang=${lang}`);
  await signInThroughForm(page, server.baseUrl, DEMO_ADMIN);
  await page.goto(`${server.baseUrl}/admin/${screen}`);
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
}

async function testPage(page: Page, text: (typeof TEXTS)["en" | "ar"], url: string) {
  const panel = page.getByTestId("test-page");
  await panel.getByLabel(text.url).fill(url);
  await panel.getByRole("button", { name: text.test, exact: true }).click();
  const result = panel.getByTestId("test-page-result");
  await result.waitFor({ timeout: 30_000 });
  return result;
}

describe("Test a page on the server", () => {
  it("is refused to a visitor who is not signed in, without reading the page", async () => {
    const before = site.hits(JS_PAGES.served.path);
    const response = await fetch(`${server.baseUrl}/api/admin/page-test`, {
      method: "POST",
      body: new URLSearchParams({ url: `${site.origin()}${JS_PAGES.served.path}` }),
      redirect: "manual",
      headers: { "x-forwarded-for": "198.51.100.77" },
    });
    expect([302, 303, 401, 403]).toContain(response.status);
    expect(await response.text()).not.toContain("99.00");
    expect(site.hits(JS_PAGES.served.path)).toBe(before);
  });
});

describe.each(["en", "ar"] as const)("store fetching in %s", (lang) => {
  const text = TEXTS[lang];

  it("saves a store's fetch rules, and refuses a rule it cannot use with a message", async () => {
    await withPage(async ({ page }) => {
      await openAdmin(page, lang, "stores", text.stores);
      const form = page.locator("section", { has: page.getByRole("heading", { name: text.addTitle }) });
      const stamp = Date.now();
      const name = `Rules ${lang} ${stamp}`;
      await form.getByLabel(text.name, { exact: true }).fill(name);
      await form.getByLabel(text.nameAr, { exact: true }).fill(`قواعد ${stamp}`);
      await form.getByLabel(text.domain, { exact: true }).fill(`rules-${lang}-${stamp}.example.com`);
      await form.getByLabel(text.mode).selectOption({ label: text.browserMode });
      await form.getByLabel(text.priceRule).fill("$.product..price");
      await form.getByLabel(text.waitFor).fill("$.ready");
      await form.getByRole("button", { name: text.add, exact: true }).click();
      await form.getByText(text.ruleError).waitFor();
      await form.getByText(text.waitError).waitFor();

      await form.getByLabel(text.priceRule).fill("#pdp .price-now");
      await form.getByLabel(text.waitFor).fill(".price-box");
      await form.getByRole("button", { name: text.add, exact: true }).click();
      await page.getByText(text.added).waitFor();
      await expect(
        page.getByTestId(`store-${name}`).getByTestId("store-fetch-mode").innerText(),
      ).resolves.toBe(text.cardMode);
      await page.getByRole("heading", { level: 1 }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `stores-${lang}-1280.png`), fullPage: true });
    });
  });

  it("flags a store whose readings mostly fail on the dashboard, and shows its health on the prices screen", async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${server.baseUrl}/?lang=${lang}`);
      await signInThroughForm(page, server.baseUrl, DEMO_ADMIN);
      await page.goto(`${server.baseUrl}/admin`);
      // The dashboard's figures stream in: while React moves them into place the same flag is
      // in the page twice, once hidden, so the visible one is the flag a reader sees.
      const flag = page.getByTestId("failing-stores").filter({ visible: true });
      await flag.getByText(text.dashboardFlag).waitFor();
      await flag.getByRole("link", { name: text.healthLink }).click();
      const card = page.getByTestId("health-Rule Fixture Store");
      await card.getByText(text.flagged).waitFor();
      await card.getByText(text.healthError).waitFor();
      await card.screenshot({ path: path.join(SHOTS, `health-${lang}.png`) });
    });
  });

  it("tests store pages: a price its script adds, a price only the store's rule finds, and a bot wall", async () => {
    for (const width of [1280, 390]) {
      await withPage(
        async ({ page }) => {
          await openAdmin(page, lang, "prices", text.prices);
          const panel = page.getByTestId("test-page");
          await panel.getByRole("heading", { name: text.testTitle }).waitFor();

          // Not an address: said in words, nothing sent.
          await panel.getByLabel(text.url).fill("not a page");
          await panel.getByRole("button", { name: text.test, exact: true }).click();
          await panel.getByText(text.invalidUrl).waitFor();

          const delayed = await testPage(page, text, `${site.origin()}${JS_PAGES.delayed.path}`);
          await delayed.getByText(text.priceRead("249.00")).waitFor();
          await delayed.getByText(text.byBrowser).waitFor();
          await delayed.getByText(text.inStock).first().waitFor();
          const image = delayed.getByRole("img", { name: text.screenshot });
          await image.waitFor();
          await expect
            .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
            .toBeGreaterThan(100);
          await panel.screenshot({ path: path.join(SHOTS, `test-page-browser-${lang}-${width}.png`) });

          const ruled = await testPage(page, text, `${site.origin()}${JS_PAGES.ruleOnly.path}`);
          await ruled.getByText(text.priceRead("4,299.00")).waitFor();
          await ruled.getByText(text.byRule).waitFor();
          await ruled.getByText(text.storeName).waitFor();
          await ruled.getByTestId("finding-store-rule").getByText(JS_PAGES.ruleOnly.rule).waitFor();
          await panel.screenshot({ path: path.join(SHOTS, `test-page-rule-${lang}-${width}.png`) });

          const wall = await testPage(page, text, `${site.origin()}${JS_PAGES.botCheck.path}`);
          await wall.getByText(text.botCheck).waitFor();
          await panel.screenshot({ path: path.join(SHOTS, `test-page-wall-${lang}-${width}.png`) });
          await expect(wall.getByText(/249|4,299/).count()).resolves.toBe(0);
          if (width === 1280) {
            expect(await seriousAxeViolations(page)).toEqual([]);
            // The product form has the same tool beside it.
            await page.goto(`${server.baseUrl}/admin/products`);
            const served = await testPage(page, text, `${site.origin()}${JS_PAGES.served.path}`);
            await served.getByText(text.priceRead("99.00")).waitFor();
          }
        },
        { viewport: { width, height: 900 } },
      );
    }
  });
});
