import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import {
  seriousAxeViolations,
  setUpBrowser,
  uniqueClientAddress,
  type WatchedPage,
  waitForHydration,
} from "./support/browser";
import { type FoundProduct, findProduct } from "./support/catalog";
import { uniqueEmail } from "./support/session";

const baseUrl = inject("baseUrl");
const { withPage } = setUpBrowser();
let iphone: FoundProduct;
let airpods: FoundProduct;
let galaxy: FoundProduct;

beforeAll(async () => {
  [iphone, airpods, galaxy] = await Promise.all([
    findProduct(baseUrl, "iPhone 16 Pro Max"),
    findProduct(baseUrl, "AirPods Pro MagSafe"),
    findProduct(baseUrl, "Galaxy S25 Ultra"),
  ]);
});

const TEXTS = {
  en: {
    lowest: "Lowest price",
    highest: "Highest price",
    prices: /^Prices at \d+ stores$/,
    history: "Price history",
    description: "Description",
    specifications: "Specifications",
    experts: "Expert reviews",
    reviews: "Customer reviews",
    similar: "Similar products",
    recentlyViewed: "Recently viewed",
    ratings: /\(\d+ ratings?\)/,
    readFull: /^Read the full review/,
    visit: /^Visit store/,
    showAll: /^Show all \d+ reviews$/,
    allReviews: "All customer reviews",
    share: "Share",
    copyLink: "Copy link",
    copied: "Link copied!",
    save: "Save",
    saved: "Saved",
    signInToSave: "Sign in to save this product",
    alertSignIn: "Sign in to set an alert",
    reviewSignIn: "Please sign in to write a review",
    currency: /^SAR \d{1,3}(,\d{3})*\.\d{2}$/,
    invalidId: "Invalid product ID",
    notFound: "Product not found",
    browse: "Browse products",
  },
  ar: {
    lowest: "أقل سعر",
    highest: "أعلى سعر",
    prices: /^الأسعار في /,
    history: "سجل الأسعار",
    description: "الوصف",
    specifications: "المواصفات",
    experts: "مراجعات الخبراء",
    reviews: "مراجعات المتسوقين",
    similar: "منتجات مشابهة",
    recentlyViewed: "شاهدتها مؤخرًا",
    ratings: /\((تقييم واحد|تقييمان|\d+ تقييمات?|\d+ تقييمًا)\)/,
    readFull: /^اقرأ المراجعة كاملة/,
    visit: /^زيارة المتجر/,
    showAll: /^عرض جميع المراجعات \(\d+\)$/,
    allReviews: "جميع مراجعات المتسوقين",
    share: "مشاركة",
    copyLink: "نسخ الرابط",
    copied: "تم نسخ الرابط!",
    save: "حفظ",
    saved: "محفوظ",
    signInToSave: "سجّل الدخول لحفظ هذا المنتج",
    alertSignIn: "سجّل الدخول لتفعيل التنبيه",
    reviewSignIn: "يرجى تسجيل الدخول لكتابة مراجعة",
    currency: /^\d{1,3}(,\d{3})*\.\d{2} ر\.س$/,
    invalidId: "معرّف المنتج غير صالح",
    notFound: "المنتج غير موجود",
    browse: "تصفّح المنتجات",
  },
} as const;

// The amount of a displayed price ("SAR 1,299.00" or "1,299.00 ر.س").
const amountOf = (text: string) => Number(text.match(/[\d,]+\.\d{2}/)?.[0]?.replace(/,/g, ""));

async function openProduct(page: Page, product: FoundProduct, lang: "en" | "ar") {
  const response = await page.goto(`${baseUrl}/products/${product.id}?lang=${lang}`);
  expect(response?.status()).toBe(200);
  await page
    .getByRole("heading", { level: 1, name: lang === "ar" ? product.name_ar : product.name_en })
    .waitFor();
  // Once the page is interactive it records the visit on the device (recently viewed).
  await page.waitForFunction(
    (id) => localStorage.getItem("recentlyViewed")?.includes(`"id":"${id}"`) ?? false,
    product.id,
  );
  await waitForHydration(page);
}

describe.each(["en", "ar"] as const)("product page (%s)", (lang) => {
  const text = TEXTS[lang];

  it("shows every section with real data", () =>
    withPage(async ({ page }) => {
      await openProduct(page, iphone, lang);
      expect(await page.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");
      // The name in the other language keeps its own direction (an Arabic name read left to right
      // comes out in the wrong order).
      const otherName = page.getByTestId("other-name");
      expect(await otherName.textContent()).toBe(lang === "ar" ? iphone.name_en : iphone.name_ar);
      expect(await otherName.getAttribute("dir")).toBe(lang === "ar" ? "ltr" : "rtl");
      expect(await otherName.getAttribute("lang")).toBe(lang === "ar" ? "en" : "ar");

      // Lowest and highest price agree with the store list's current offers, listed first and
      // cheapest first (offers out of stock or not checked recently follow, apart: PD-21).
      const storePrices = await page.getByTestId("store-price").allTextContents();
      expect(storePrices.length).toBeGreaterThanOrEqual(3);
      for (const price of storePrices) expect(price.trim()).toMatch(text.currency);
      const currentPrices = await page
        .locator('[data-testid=store-offer][data-current="true"] [data-testid=store-price]')
        .allTextContents();
      expect(currentPrices.length).toBeGreaterThanOrEqual(2);
      expect(storePrices.slice(0, currentPrices.length)).toEqual(currentPrices);
      const amounts = currentPrices.map(amountOf);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
      const range = page.getByTestId("price-range");
      const rangeText = (await range.textContent()) ?? "";
      expect(rangeText).toContain(text.lowest);
      expect(rangeText).toContain(text.highest);
      expect(rangeText).toContain(currentPrices[0]!.trim());
      expect(rangeText).toContain(currentPrices.at(-1)!.trim());

      // Every store link opens the store in a new tab without passing on referrer or ranking.
      const storeLinks = page.getByTestId("store-prices").getByRole("link", { name: text.visit });
      expect(await storeLinks.count()).toBe(storePrices.length);
      for (const link of await storeLinks.all()) {
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
        expect(await link.getAttribute("href")).toMatch(/^https:\/\//);
      }

      for (const heading of [
        text.prices,
        text.history,
        text.description,
        text.specifications,
        text.experts,
        text.reviews,
        text.similar,
      ]) {
        await expect(page.getByRole("heading", { level: 2, name: heading }).count()).resolves.toBe(1);
      }

      // Rating summary: average to one decimal, the 'ratings' word, five bars from the data.
      const summary = page.getByTestId("rating-summary");
      expect(await summary.textContent()).toMatch(/\d\.\d/);
      expect(await page.locator("main").textContent()).toMatch(text.ratings);
      const bars = summary.getByTestId("rating-bar");
      expect(await bars.count()).toBe(5);
      const percents = await bars.evaluateAll((rows) =>
        rows.map((row) => Number(row.getAttribute("data-percent"))),
      );
      const total = percents.reduce((sum, p) => sum + p, 0);
      expect(total).toBeGreaterThanOrEqual(98);
      expect(total).toBeLessThanOrEqual(102);
      expect(percents).not.toEqual([60, 20, 10, 5, 5]);

      expect(await page.locator("#specifications dt").count()).toBeGreaterThan(2);
      expect(await page.locator("#expert-reviews article").count()).toBeGreaterThanOrEqual(1);
      const readFull = page.locator("#expert-reviews").getByRole("link", { name: text.readFull }).first();
      expect(await readFull.getAttribute("target")).toBe("_blank");
      const reviewCount = await page.getByTestId("reviews-inline").getByTestId("customer-review").count();
      expect(reviewCount).toBeGreaterThanOrEqual(1);
      expect(reviewCount).toBeLessThanOrEqual(4);

      const similar = page.locator("#similar-products li");
      expect(await similar.count()).toBe(4);
      expect(await similar.first().getByRole("link").getAttribute("href")).toMatch(
        /^\/products\/[0-9a-f-]{36}$/,
      );

      // The chart is drawn in the browser once it comes near the screen, one line per store.
      await page.getByTestId("price-history").scrollIntoViewIfNeeded();
      await page.locator(".price-line").first().waitFor();
      expect(await page.locator(".price-line").count()).toBe(storePrices.length);

      // Server-rendered structured data (PD-20).
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      );
      expect(jsonLd).toMatchObject({
        "@type": "Product",
        name: lang === "ar" ? iphone.name_ar : iphone.name_en,
        offers: { "@type": "AggregateOffer", priceCurrency: "SAR", offerCount: currentPrices.length },
        aggregateRating: { "@type": "AggregateRating" },
      });
      expect(Number(jsonLd.offers.lowPrice)).toBe(amounts[0]);
      expect(Number(jsonLd.offers.highPrice)).toBe(amounts.at(-1));

      expect(await seriousAxeViolations(page)).toEqual([]);

      // Opened in the browser from a similar product's card, the next page keeps no structured
      // data of the product before it.
      const next = similar.first().getByRole("link");
      const nextPath = (await next.getAttribute("href"))!;
      await next.click();
      await page.waitForURL((url) => url.pathname === nextPath);
      await page
        .getByRole("heading", { level: 1 })
        .filter({ hasNotText: lang === "ar" ? iphone.name_ar : iphone.name_en })
        .waitFor();
      const structuredData = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(structuredData.filter((text) => text.includes(iphone.id))).toEqual([]);
    }));

  it("toggles a store's line from the chart legend", () =>
    withPage(async ({ page }) => {
      await openProduct(page, iphone, lang);
      await page.getByTestId("price-history").scrollIntoViewIfNeeded();
      await page.locator(".price-line").first().waitFor();
      const lines = await page.locator(".price-line").count();
      const firstStore = page.getByTestId("price-history-legend").getByRole("button").first();
      expect(await firstStore.getAttribute("aria-pressed")).toBe("true");

      await firstStore.click();
      expect(await firstStore.getAttribute("aria-pressed")).toBe("false");
      await expect.poll(() => page.locator(".price-line").count()).toBe(lines - 1);
      expect(await page.locator(".price-line-0").count()).toBe(0);

      await firstStore.click();
      await expect.poll(() => page.locator(".price-line").count()).toBe(lines);
    }));

  it("opens all reviews in a dialog and closes it again", () =>
    withPage(async ({ page }) => {
      await openProduct(page, airpods, lang);
      expect(await page.getByTestId("reviews-inline").getByTestId("customer-review").count()).toBe(4);
      const showAll = page.getByRole("button", { name: text.showAll });
      await showAll.click();
      const dialog = page.getByRole("dialog", { name: text.allReviews });
      await dialog.waitFor();
      expect(await dialog.getByTestId("customer-review").count()).toBeGreaterThan(4);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      expect(await showAll.evaluate((button) => button === document.activeElement)).toBe(true);
    }));

  it("shares the product and confirms a copied link for two seconds", () =>
    withPage(async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      await context.route(/^https:\/\/(www\.facebook\.com|twitter\.com|wa\.me)\//, (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>share</title>" }),
      );
      await openProduct(page, iphone, lang);
      const shareButton = page.getByRole("button", { name: text.share, exact: true });
      await shareButton.click();
      expect(await shareButton.getAttribute("aria-expanded")).toBe("true");

      const facebook = page.locator('[data-share="facebook"]');
      // The shared address is the page in its language.
      const pageUrl = `${baseUrl}/products/${iphone.id}${lang === "ar" ? "?lang=ar" : ""}`;
      expect(await facebook.getAttribute("href")).toBe(
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
      );
      expect(await page.locator('[data-share="x"]').getAttribute("href")).toMatch(
        /^https:\/\/twitter\.com\/intent\/tweet\?url=/,
      );
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        page.locator('[data-share="whatsapp"]').click(),
      ]);
      expect(popup.url()).toMatch(/^https:\/\/wa\.me\/\?text=/);
      await popup.close();

      // The keyboard: Enter opens the menu on its first item, the arrows move (wrapping round), Escape
      // closes it and gives the focus back to the button. (The menu moves the focus a moment after a key.)
      await shareButton.focus();
      await page.keyboard.press("Enter");
      // A network's item by its data-share, the copy item by its text.
      const focusedItem = () =>
        page.evaluate(
          () => document.activeElement?.getAttribute("data-share") ?? document.activeElement?.textContent,
        );
      await expect.poll(focusedItem).toBe("facebook");
      await page.keyboard.press("ArrowDown");
      await expect.poll(focusedItem).toBe("x");
      await page.keyboard.press("ArrowUp");
      await expect.poll(focusedItem).toBe("facebook");
      await page.keyboard.press("ArrowUp");
      await expect.poll(focusedItem).toBe(text.copyLink);
      await page.keyboard.press("Escape");
      await page.getByRole("menu").waitFor({ state: "hidden" });
      await expect.poll(() => shareButton.evaluate((button) => button === document.activeElement)).toBe(true);

      await shareButton.click();
      await page.getByRole("menuitem", { name: text.copyLink }).click();
      const status = page.getByRole("status").filter({ hasText: text.copied });
      await status.waitFor();
      const copiedAt = Date.now();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
      await expect.poll(() => status.count(), { timeout: 4000, interval: 100 }).toBe(0);
      const shownFor = Date.now() - copiedAt;
      expect(shownFor).toBeGreaterThan(1500);
      expect(shownFor).toBeLessThan(3500);
    }));

  it("asks a visitor to sign in to save, set an alert or write a review", () =>
    withPage(async ({ page }) => {
      await openProduct(page, iphone, lang);
      await page.getByRole("button", { name: text.save, exact: true }).click();
      await page.getByText(text.signInToSave).waitFor();
      const signInPath = `/login?redirectTo=${encodeURIComponent(`/products/${iphone.id}`)}`;
      expect(await page.getByRole("link", { name: text.alertSignIn }).getAttribute("href")).toBe(signInPath);
      await page.getByText(text.reviewSignIn).waitFor();
    }));

  it("fills the recently viewed list while browsing products", () =>
    withPage(async ({ page }) => {
      await openProduct(page, iphone, lang);
      expect(await page.getByRole("heading", { name: text.recentlyViewed }).count()).toBe(0);
      await openProduct(page, galaxy, lang);
      await openProduct(page, airpods, lang);

      const section = page.getByTestId("recently-viewed");
      await section.waitFor();
      const names = await section.getByRole("heading", { level: 3 }).allTextContents();
      const nameOf = (p: FoundProduct) => (lang === "ar" ? p.name_ar : p.name_en);
      expect(names).toEqual([nameOf(galaxy), nameOf(iphone)]);

      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("recentlyViewed") ?? "[]"));
      expect(stored.map((item: { id: string }) => item.id)).toEqual([airpods.id, galaxy.id, iphone.id]);
      expect(stored[0]).toMatchObject({ nameEn: airpods.name_en, nameAr: airpods.name_ar });

      // A revisit moves the product to the front instead of adding it twice.
      await openProduct(page, iphone, lang);
      await section.waitFor();
      expect(await section.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
        nameOf(airpods),
        nameOf(galaxy),
      ]);
    }));

  it("answers a malformed id with 400 'Invalid product ID' and an unknown one with 404", () =>
    withPage(
      async ({ page }) => {
        const invalid = await page.goto(`${baseUrl}/products/not-a-uuid?lang=${lang}`);
        expect(invalid?.status()).toBe(400);
        await page.getByRole("heading", { level: 1, name: text.invalidId }).waitFor();
        expect(await page.getByRole("link", { name: text.browse }).getAttribute("href")).toBe("/products");

        const missing = await page.goto(
          `${baseUrl}/products/00000000-0000-4000-8000-000000000000?lang=${lang}`,
        );
        expect(missing?.status()).toBe(404);
        await page.getByRole("heading", { level: 1, name: text.notFound }).waitFor();
        expect(await page.getByRole("link", { name: text.browse }).getAttribute("href")).toBe("/products");
        expect(await seriousAxeViolations(page)).toEqual([]);
      },
      { allowedConsoleErrors: [/status of 40[04]/] },
    ));
});

describe("signed-in shopper on the product page", () => {
  /** A fresh account, so nothing here touches the demo shopper's saved products or alerts. */
  async function signInNewShopper(watched: WatchedPage) {
    const email = uniqueEmail("product-page");
    const password = "product-page-123";
    const headers = { origin: baseUrl, "X-Forwarded-For": uniqueClientAddress() };
    const register = await fetch(`${baseUrl}/register`, {
      method: "POST",
      body: new URLSearchParams({ email, password, confirmPassword: password }),
      headers,
      redirect: "manual",
    });
    expect(register.status).toBe(302);
    const login = await fetch(`${baseUrl}/login`, {
      method: "POST",
      body: new URLSearchParams({ email, password }),
      headers,
      redirect: "manual",
    });
    expect(login.status).toBe(302);
    const cookies = login.headers.getSetCookie().map((cookie) => {
      const [pair] = cookie.split(";");
      const [name, ...value] = pair!.split("=");
      return { name: name!, value: value.join("="), url: baseUrl };
    });
    await watched.context.addCookies(cookies);
  }

  it("saves the product, sets a price alert and checks the review form", () =>
    withPage(
      async (watched) => {
        const { page } = watched;
        await signInNewShopper(watched);
        await openProduct(page, galaxy, "en");

        const save = page.getByRole("button", { name: "Save", exact: true });
        expect(await save.getAttribute("aria-pressed")).toBe("false");
        await save.click();
        const saved = page.getByRole("button", { name: "Saved", exact: true });
        await saved.waitFor();
        await page.reload();
        await waitForHydration(page);
        expect(
          await page.getByRole("button", { name: "Saved", exact: true }).getAttribute("aria-pressed"),
        ).toBe("true");

        const alert = page.locator("section", { has: page.getByRole("heading", { name: "Price alert" }) });
        await alert.getByLabel("Tell me when the price falls to (SAR)").fill("12.345");
        await alert.getByRole("button", { name: "Set price alert" }).click();
        await alert.getByText("Enter a price in riyals, such as 1299 or 1299.50").waitFor();
        await alert.getByLabel("Tell me when the price falls to (SAR)").fill("3299.50");
        expect(
          await alert.getByLabel("After that, tell me again when it falls by at least (SAR)").inputValue(),
        ).toBe("1.00");
        await alert.getByRole("button", { name: "Set price alert" }).click();
        await alert.getByText("Price alert saved").waitFor();
        await page.reload();
        await page.getByText("Your alert is set at SAR 3,299.50.").waitFor();
        await waitForHydration(page);

        // The spec's messages, from the same schema the action uses; nothing is posted while invalid.
        const review = page.locator("section", {
          has: page.getByRole("heading", { name: "Write a review" }),
        });
        await review.getByRole("button", { name: "Submit review" }).click();
        await review.getByText("Please select a rating").waitFor();
        await review.getByText("Please write a review").waitFor();
        await review.locator("label", { hasText: "4 stars" }).click();
        expect(await review.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
        await review.getByRole("button", { name: "Submit review" }).click();
        await review.getByText("Please write a review").waitFor();
        expect(await review.getByText("Please select a rating").count()).toBe(0);
      },
      { allowedConsoleErrors: [/status of 400/] },
    ));
});
