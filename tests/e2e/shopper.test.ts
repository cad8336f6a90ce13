// Issue 6, signed-in shoppers: save and unsave, price alerts (create, toggle, delete), reviews held
// for moderation, and the header bell after an admin lowers a price below a shopper's target.
import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import {
  openWatchedPage,
  seriousAxeViolations,
  setUpBrowser,
  uniqueClientAddress,
  type WatchedPage,
  waitForHydration,
} from "./support/browser";
import { type FoundProduct, findProduct } from "./support/catalog";
import { DEMO_ADMIN, outboxMails, signInOverHttp, signInThroughForm, uniqueEmail } from "./support/session";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const { browser, withPage } = setUpBrowser();
const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? path.join(os.tmpdir(), "qaren-shopper-shots");
mkdirSync(SHOTS, { recursive: true });
let galaxy: FoundProduct;
let airpods: FoundProduct;
let nintendo: FoundProduct;
let portal: FoundProduct;

beforeAll(async () => {
  [galaxy, airpods, nintendo, portal] = await Promise.all([
    findProduct(baseUrl, "Galaxy S25 Ultra"),
    findProduct(baseUrl, "AirPods Pro MagSafe"),
    findProduct(baseUrl, "Nintendo Switch OLED"),
    // The demo's product first offered 10 days ago: too little history for a 90-day low.
    findProduct(baseUrl, "PlayStation Portal Remote Player"),
  ]);
});

const TEXTS = {
  en: {
    save: "Save",
    saved: "Saved",
    profile: "My profile",
    favoritesEmpty: "You have not saved any products yet.",
    remove: (name: string) => `Remove ${name} from saved products`,
    alertTitle: "Price alert",
    suggestion: "Suggested: its lowest price in the last 90 days",
    kinds: ["Target price", "Back in stock", "Lowest price in 90 days"],
    targetPrice: "Tell me when the price falls to (SAR)",
    setAlert: "Set price alert",
    alertSaved: "Price alert saved",
    targetNotBelowLowest:
      "Choose a target below the current lowest price: at or above it, the alert would go off at once.",
    alertPaused: (price: string) => `Your alert at ${price} is paused. Saving it turns it on again.`,
    price: (amount: string) => `SAR ${amount}`,
    active: "Active",
    inactive: "Inactive",
    activate: (name: string) => `Activate the price alert for ${name}`,
    deactivate: (name: string) => `Deactivate the price alert for ${name}`,
    delete: (name: string) => `Delete the price alert for ${name}`,
    confirmDelete: (name: string) => `Are you sure you want to delete the price alert for ${name}?`,
    alertsEmpty: "You have no price alerts yet. Open a product to set one.",
    browse: "Browse products",
    writeReview: "Write a review",
    stars: "4 stars",
    reviewText: "Your review",
    submitReview: "Submit review",
    reviewSubmitted: "Thank you! Your review will appear once it has been approved.",
    pending: "Awaiting moderation",
    bell: "Notifications",
    bellUnread: "Notifications: 1 unread",
    priceDrop: (price: string, store: string) => `Lowest price now ${price} at ${store}`,
    noon: "noon",
    editTitle: "Edit Product",
    storeName: "Store name",
    storePrice: "Price (SAR)",
    update: "Update Product",
    updated: "Product updated successfully!",
    edit: (name: string) => `Edit ${name}`,
    store: (n: number) => `Store ${n}`,
  },
  ar: {
    save: "حفظ",
    saved: "محفوظ",
    profile: "ملفي الشخصي",
    favoritesEmpty: "لم تحفظ أي منتجات بعد.",
    remove: (name: string) => `إزالة ${name} من المنتجات المحفوظة`,
    alertTitle: "تنبيه السعر",
    suggestion: "مقترح: أقل سعر له خلال آخر 90 يومًا",
    kinds: ["سعر مستهدف", "عودة التوفر", "أقل سعر خلال 90 يومًا"],
    targetPrice: "نبّهني عندما ينخفض السعر إلى (ر.س)",
    setAlert: "فعّل تنبيه السعر",
    alertSaved: "تم حفظ تنبيه السعر",
    targetNotBelowLowest:
      "اختر سعرًا مستهدفًا أقل من أدنى سعر حالي، فالتنبيه عند هذا السعر أو أعلى منه سيُطلق فورًا.",
    alertPaused: (price: string) => `تنبيهك عند ${price} متوقف مؤقتًا. احفظه لإعادة تفعيله.`,
    price: (amount: string) => `${amount} ر.س`,
    active: "مفعّل",
    inactive: "متوقف",
    activate: (name: string) => `تفعيل تنبيه سعر ${name}`,
    deactivate: (name: string) => `إيقاف تنبيه سعر ${name}`,
    delete: (name: string) => `حذف تنبيه سعر ${name}`,
    confirmDelete: (name: string) => `هل أنت متأكد من حذف تنبيه سعر ${name}؟`,
    alertsEmpty: "ليست لديك تنبيهات أسعار بعد. افتح أي منتج لإضافة تنبيه.",
    browse: "تصفّح المنتجات",
    writeReview: "اكتب مراجعة",
    stars: "4 نجوم",
    reviewText: "مراجعتك",
    submitReview: "إرسال المراجعة",
    reviewSubmitted: "شكرًا لك! ستظهر مراجعتك بعد اعتمادها.",
    pending: "بانتظار الاعتماد",
    bell: "الإشعارات",
    bellUnread: "الإشعارات: إشعار واحد غير مقروء",
    priceDrop: (price: string, store: string) => `أقل سعر الآن ${price} لدى ${store}`,
    noon: "نون",
    editTitle: "تعديل المنتج",
    storeName: "اسم المتجر",
    storePrice: "السعر (ر.س)",
    update: "تحديث المنتج",
    updated: "تم تحديث المنتج بنجاح!",
    edit: (name: string) => `تعديل ${name}`,
    store: (n: number) => `المتجر ${n}`,
  },
} as const;

type Lang = keyof typeof TEXTS;
const nameIn = (product: { name_en: string; name_ar: string }, lang: Lang) =>
  lang === "ar" ? product.name_ar : product.name_en;

/**
 * A fresh account signed in in this browser context, so nothing touches the demo shopper. Its
 * address is not verified (nobody follows the link in the verification mail).
 */
async function signInNewShopper({ context }: WatchedPage): Promise<string> {
  const account = { email: uniqueEmail("shopper"), password: "shopper-e2e-123" };
  const register = await fetch(`${baseUrl}/register`, {
    method: "POST",
    body: new URLSearchParams({ ...account, confirmPassword: account.password }),
    headers: { origin: baseUrl, "X-Forwarded-For": uniqueClientAddress() },
    redirect: "manual",
  });
  expect(register.status).toBe(302);
  const cookie = await signInOverHttp(baseUrl, account);
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: baseUrl };
    }),
  );
  return account.email;
}

async function openProduct(page: Page, product: FoundProduct, lang: Lang) {
  await page.goto(`${baseUrl}/products/${product.id}?lang=${lang}`);
  await page.getByRole("heading", { level: 1, name: nameIn(product, lang) }).waitFor();
  await waitForHydration(page);
}

async function openProfile(page: Page, tab: string, lang: Lang) {
  await page.goto(`${baseUrl}/profile?tab=${tab}&lang=${lang}`);
  await page.getByRole("heading", { level: 1, name: TEXTS[lang].profile }).waitFor();
  await waitForHydration(page);
}

const listItem = (page: Page, name: string): Locator =>
  page
    .locator("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });

describe.each(["en", "ar"] as const)("signed-in shopper (%s)", (lang) => {
  const text = TEXTS[lang];

  it("saves and unsaves on the product page, and removes a saved product in the profile", () =>
    withPage(async (watched) => {
      const { page } = watched;
      await signInNewShopper(watched);
      const name = nameIn(galaxy, lang);
      await openProduct(page, galaxy, lang);

      const save = page.getByRole("button", { name: text.save, exact: true });
      expect(await save.getAttribute("aria-pressed")).toBe("false");
      await save.click();
      const saved = page.getByRole("button", { name: text.saved, exact: true });
      await saved.waitFor();
      await saved.click();
      await save.waitFor();
      await page.reload();
      expect(await save.getAttribute("aria-pressed")).toBe("false");
      await waitForHydration(page);
      await save.click();
      await saved.waitFor();

      await openProfile(page, "favorites", lang);
      const row = listItem(page, name);
      await row.waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await row.getByRole("button", { name: text.remove(name), exact: true }).click();
      await page.getByText(text.favoritesEmpty).waitFor();
      await page.reload();
      await page.getByText(text.favoritesEmpty).waitFor();

      await openProduct(page, galaxy, lang);
      expect(await save.getAttribute("aria-pressed")).toBe("false");
    }));

  it("saves a product from its card in search results and finds it in Saved Products", () =>
    withPage(async (watched) => {
      const { page } = watched;
      await signInNewShopper(watched);
      const name = nameIn(galaxy, lang);
      await page.goto(`${baseUrl}/search?q=${encodeURIComponent(galaxy.name_en)}&lang=${lang}`);
      await waitForHydration(page);
      const heart = page.getByRole("button", {
        name: lang === "ar" ? `حفظ ${name}` : `Save ${name}`,
        exact: true,
      });
      expect(await heart.getAttribute("aria-pressed")).toBe("false");
      // The heart turns at once; the save is kept once the server has answered.
      const saved = page.waitForResponse((response) => response.request().method() === "POST");
      await heart.click();
      await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
      expect((await saved).ok()).toBe(true);
      await page.reload();
      await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");

      await openProfile(page, "favorites", lang);
      await listItem(page, name).waitFor();
    }));

  it("creates a price alert, pauses and resumes it in the profile, and deletes it after confirming", () =>
    withPage(async (watched) => {
      const { page } = watched;
      await signInNewShopper(watched);
      const name = nameIn(airpods, lang);
      await openProduct(page, airpods, lang);
      const card = page.locator("section", { has: page.getByRole("heading", { name: text.alertTitle }) });
      await card.getByLabel(text.targetPrice).fill("555.55");
      await card.getByRole("button", { name: text.setAlert }).click();
      await card.getByText(text.alertSaved).waitFor();

      await openProfile(page, "alerts", lang);
      const row = listItem(page, name);
      await row.getByText(text.price("555.55"), { exact: true }).waitFor();
      const status = row.getByTestId("alert-status");
      expect(await status.textContent()).toBe(text.active);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await row.getByRole("button", { name: text.deactivate(name), exact: true }).click();
      await row.getByRole("button", { name: text.activate(name), exact: true }).waitFor();
      expect(await status.textContent()).toBe(text.inactive);
      await page.reload();
      expect(await status.textContent()).toBe(text.inactive);

      // The product page knows the alert is paused.
      await openProduct(page, airpods, lang);
      await page.getByText(text.alertPaused(text.price("555.55"))).waitFor();

      await openProfile(page, "alerts", lang);
      await row.getByRole("button", { name: text.activate(name), exact: true }).click();
      await row.getByRole("button", { name: text.deactivate(name), exact: true }).waitFor();
      expect(await status.textContent()).toBe(text.active);

      // Cancelling the confirmation keeps the alert; accepting it deletes the alert.
      const messages: string[] = [];
      page.once("dialog", (dialog) => {
        messages.push(dialog.message());
        void dialog.dismiss();
      });
      await row.getByRole("button", { name: text.delete(name), exact: true }).click();
      await expect.poll(() => messages).toEqual([text.confirmDelete(name)]);
      expect(await row.count()).toBe(1);
      page.once("dialog", (dialog) => void dialog.accept());
      await row.getByRole("button", { name: text.delete(name), exact: true }).click();
      await page.getByText(text.alertsEmpty).waitFor();
      await page.reload();
      await page.getByText(text.alertsEmpty).waitFor();
      // The empty list shows the way on, as Saved Products does.
      await page.locator("main").getByRole("link", { name: text.browse }).click();
      await page.waitForURL(`${baseUrl}/products`);
    }));

  it("offers the 90-day low as a target in one click, and shows a product's alerts on one card", () =>
    withPage(async (watched) => {
      const { page } = watched;
      await signInNewShopper(watched);
      const name = nameIn(galaxy, lang);
      await openProduct(page, galaxy, lang);
      const card = page.locator("section", { has: page.getByRole("heading", { name: text.alertTitle }) });
      const suggestion = card.getByTestId("target-suggestion");
      await suggestion.getByText(text.suggestion, { exact: true }).waitFor();
      const use = suggestion.getByRole("button");
      // "Use SAR 4,299.00" / "استخدم 4,299.00 ر.س": the price the button names fills the field.
      const named = ((await use.textContent()) ?? "").match(/\d[\d,]*\.\d{2}/)?.[0]?.replace(/,/g, "");
      expect(named).toMatch(/^\d+\.\d{2}$/);
      const target = card.getByLabel(text.targetPrice);
      expect(await target.inputValue()).toBe("");
      await use.click();
      await expect.poll(() => target.inputValue()).toBe(named);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await card.screenshot({ path: path.join(SHOTS, `alert-form-${lang}-${width}.png`) });
      }
      await card.getByRole("button", { name: text.setAlert }).click();
      await card.getByText(text.alertSaved).waitFor();
      // The two moments to buy, on the same product.
      for (const kind of text.kinds.slice(1)) {
        const toggle = page.getByRole("switch", { name: kind });
        await toggle.click();
        await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
      }
      await page.waitForLoadState("networkidle");

      await openProfile(page, "alerts", lang);
      const cards = page
        .locator("main")
        .getByTestId("alerted-product")
        .filter({ has: page.getByRole("link", { name, exact: true }) });
      expect(await cards.count()).toBe(1);
      const alerts = cards.getByTestId("product-alert");
      expect(await alerts.getByTestId("alert-kind").allTextContents()).toEqual(text.kinds);
      expect(await alerts.getByTestId("alert-status").allTextContents()).toEqual([
        text.active,
        text.active,
        text.active,
      ]);
      await alerts
        .first()
        .getByText(text.price(Number(named).toLocaleString("en-US", { minimumFractionDigits: 2 })))
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: path.join(SHOTS, `profile-alerts-${lang}-${width}.png`),
          fullPage: true,
        });
      }

      // Without 90 days of history there is no low to suggest.
      await openProduct(page, portal, lang);
      await card.getByLabel(text.targetPrice).waitFor();
      expect(await card.getByTestId("target-suggestion").count()).toBe(0);
    }));

  it("writes a review that waits for moderation: pending in My Reviews, absent for visitors", async () => {
    // Written in the other language than the page's, so its direction is its own (dir="auto").
    const words =
      lang === "en"
        ? `مراجعة متسوق ${Date.now()}: بطارية ممتازة وشاشة ساطعة.`
        : `Shopper e2e ${Date.now()}: solid battery, bright screen.`;
    await withPage(async (watched) => {
      const { page } = watched;
      await signInNewShopper(watched);
      await openProduct(page, nintendo, lang);
      const form = page.locator("section", { has: page.getByRole("heading", { name: text.writeReview }) });
      await form.locator("label", { hasText: text.stars }).click();
      await form.getByLabel(text.reviewText).fill(words);
      await form.getByRole("button", { name: text.submitReview }).click();
      await form.getByText(text.reviewSubmitted).waitFor();

      await openProfile(page, "reviews", lang);
      const review = page.locator("main li", { hasText: words });
      await review.getByText(text.pending).waitFor();
      await review.getByRole("link", { name: nameIn(nintendo, lang) }).waitFor();
      const direction = await review
        .getByText(words)
        .evaluate((element) => getComputedStyle(element).direction);
      expect(direction).toBe(lang === "en" ? "rtl" : "ltr");
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    await withPage(async ({ page }) => {
      await openProduct(page, nintendo, lang);
      expect(await page.content()).not.toContain(words);
      await page.goto(`${baseUrl}/reviews?lang=${lang}`);
      expect(await page.content()).not.toContain(words);
    });
  });
});

/** An imported product of its own with two stores (Jarir 199.00, Noon 189.50), found by its model. */
async function importProduct(adminCookie: string, lang: Lang): Promise<FoundProduct & { model: string }> {
  const model = `BELL-${lang}-${Date.now()}`;
  const catalogue = {
    categories: [{ slug: "e2e-shopper", name_en: "E2E Shopper", name_ar: "اختبار المتسوق", parent: null }],
    products: [
      {
        name_en: `Bell Speaker ${model}`,
        name_ar: `سماعة الجرس ${model}`,
        brand: "Qaren Test",
        model,
        category: "e2e-shopper",
        prices: [
          { store_name: "Jarir", url: "https://www.jarir.com/bell-speaker", price: 199 },
          { store_name: "Noon", url: "https://www.noon.com/bell-speaker", price: 189.5 },
        ],
      },
    ],
  };
  const form = new FormData();
  form.set("intent", "import");
  form.set("file", new File([JSON.stringify(catalogue)], "catalogue.json", { type: "application/json" }));
  const response = await fetch(`${baseUrl}/admin/products`, {
    method: "POST",
    body: form,
    headers: { cookie: adminCookie, origin: baseUrl, "X-Forwarded-For": uniqueClientAddress() },
  });
  expect(response.status).toBe(200);
  return { ...(await findProduct(baseUrl, model)), model };
}

/** The bell on screen (the header renders the account links twice: bar and phone menu). */
const bellButton = (page: Page) =>
  page
    .getByTestId("site-header")
    .locator("button[aria-controls]:visible")
    .filter({
      has: page.locator("svg.lucide-bell"),
    });
const unreadBadge = (page: Page) => page.locator('[data-testid="notification-count"]:visible');

describe.each(["en", "ar"] as const)("notification bell (%s)", (lang) => {
  const text = TEXTS[lang];

  it("shows the alert after an admin lowers the price below the target, and marks it read when opened", async () => {
    const product = await importProduct(await signInOverHttp(baseUrl, DEMO_ADMIN), lang);
    const name = nameIn(product, lang);
    const shopper = await openWatchedPage(browser());
    const admin = await openWatchedPage(browser());
    try {
      const email = await signInNewShopper(shopper);
      const { page } = shopper;
      await openProduct(page, product, lang);
      await page.getByRole("button", { name: text.bell, exact: true }).waitFor();
      expect(await unreadBadge(page).count()).toBe(0);
      // A target at or above today's lowest price (189.50) would go off at once: refused.
      const card = page.locator("section", { has: page.getByRole("heading", { name: text.alertTitle }) });
      await card.getByLabel(text.targetPrice).fill("195");
      await card.getByRole("button", { name: text.setAlert }).click();
      await card.getByText(text.targetNotBelowLowest).waitFor();
      // Just below it: it fires on the next real drop.
      await card.getByLabel(text.targetPrice).fill("185");
      await card.getByRole("button", { name: text.setAlert }).click();
      await card.getByText(text.alertSaved).waitFor();

      // The admin lowers Noon's price on the product's edit form.
      const adminPage = admin.page;
      await adminPage.goto(`${baseUrl}/?lang=${lang}`);
      await signInThroughForm(adminPage, baseUrl, DEMO_ADMIN);
      await adminPage.goto(`${baseUrl}/admin/products?q=${encodeURIComponent(product.model)}`);
      await adminPage.getByRole("link", { name: text.edit(name) }).click();
      await adminPage.getByRole("heading", { name: text.editTitle }).waitFor();
      const editForm = adminPage.locator("section", {
        has: adminPage.getByRole("heading", { name: text.editTitle }),
      });
      // Stores are listed by name: Jarir, then noon (the file's "Noon" is the store Qaren knows as "noon").
      const noon = editForm.getByRole("group", { name: text.store(2) });
      expect(await noon.getByLabel(text.storeName).inputValue()).toBe("noon");
      await noon.getByLabel(text.storePrice).fill("150");
      await editForm.getByRole("button", { name: text.update }).click();
      await adminPage.getByText(text.updated).waitFor();

      // Within a few seconds the shopper's bell counts one unread notification.
      await expect
        .poll(
          async () => {
            await page.reload();
            return (await unreadBadge(page).count()) ? unreadBadge(page).textContent() : null;
          },
          { timeout: 20_000, interval: 1000 },
        )
        .toBe("1");
      // The address was never confirmed: the bell rang, but no price-drop mail went to it.
      expect((await outboxMails(dataDir, email)).map((mail) => mail.subject)).toEqual([
        "Confirm your e-mail address for Qaren",
      ]);
      await waitForHydration(page);
      const bell = page.getByRole("button", { name: text.bellUnread });
      await bell.click();
      const panel = page.getByRole("region", { name: text.bell });
      const entry = panel.getByRole("link", { name });
      await entry.waitFor();
      expect(await entry.textContent()).toContain(text.priceDrop(text.price("150.00"), text.noon));
      expect(await entry.getAttribute("href")).toBe(`/products/${product.id}`);
      // Opening the list marked it read.
      await expect.poll(() => unreadBadge(page).count()).toBe(0);
      await page.getByRole("button", { name: text.bell, exact: true }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "hidden" });
      await expect
        .poll(() => bellButton(page).evaluate((button) => button === document.activeElement))
        .toBe(true);
      await page.reload();
      expect(await unreadBadge(page).count()).toBe(0);

      await waitForHydration(page);
      await bellButton(page).click();
      await entry.click();
      await page.waitForURL(`${baseUrl}/products/${product.id}`);
      await page.getByRole("heading", { level: 1, name }).waitFor();
      expect(shopper.consoleErrors).toEqual([]);
      expect(admin.consoleErrors).toEqual([]);
    } finally {
      await shopper.context.close();
      await admin.context.close();
    }
  });
});
