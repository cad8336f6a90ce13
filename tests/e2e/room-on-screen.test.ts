// Issue 38, item 6: what floats over the page never hides what a shopper can click. The
// assistant's button (from 640 px up) keeps clear of the page's controls, in English and Arabic;
// the phone filter panel folds away on Apply and shows the results; a phone product page keeps its
// lowest price and a link to that store at the bottom of the screen, clear of the page's end.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { setUpBrowser, waitForHydration } from "./support/browser";
import { type FoundProduct, findProduct } from "./support/catalog";
import { DEMO_USER, signInThroughForm } from "./support/session";

const baseUrl = inject("baseUrl");
const { withPage } = setUpBrowser();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const viewportOf = (width: number) => (width === PHONE.width ? PHONE : DESKTOP);

/** Screenshots to look at, when ROOM_SCREENSHOTS_DIR names a folder. */
async function saveScreenshot(page: Page, name: string) {
  const folder = process.env.ROOM_SCREENSHOTS_DIR;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

const TEXT = {
  en: {
    lowestSwitch: "Lowest price in 90 days",
    howWeWork: "How we work this out",
    showFilters: "Show filters",
    applied: "(1 applied)",
    apply: "Apply filters",
    goToStore: "Go to store",
  },
  ar: {
    lowestSwitch: "أقل سعر خلال 90 يومًا",
    howWeWork: "كيف نحسب ذلك",
    showFilters: "عرض خيارات التصفية",
    applied: "(المطبّقة: 1)",
    apply: "تطبيق",
    goToStore: "اذهب للمتجر",
  },
} as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A click `fromTop` px below the top of `target` (its centre when null) reaches it, not something over it. */
function isClickableAt(target: Locator, fromTop: number | null = null) {
  return target.evaluate((element, fromTop) => {
    const rect = element.getBoundingClientRect();
    const y = rect.y + (fromTop ?? rect.height / 2);
    const hit = document.elementFromPoint(rect.x + rect.width / 2, y);
    return hit !== null && (hit === element || element.contains(hit));
  }, fromTop);
}

/**
 * Scrolls `target` to the bottom of the screen, as a shopper scrolling down meets it, and checks
 * that a click at its centre reaches it and that nothing floating (the assistant's button, the
 * phone price bar) lies over any part of it.
 */
async function expectReachableAtBottom(page: Page, target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: "end", behavior: "instant" }));
  // Scrolling loads the lazy pictures it reaches: measure once the page has settled, as a shopper
  // who stops scrolling sees it (the page grew by about 100 px under a measurement taken at once).
  await page.waitForLoadState("networkidle");
  await target.evaluate((element) => element.scrollIntoView({ block: "end", behavior: "instant" }));
  const box = (await target.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThan(viewportOf(page.viewportSize()!.width).height - 200);
  expect(await isClickableAt(target)).toBe(true);
  for (const floating of [page.getByTestId("chat-launcher"), page.getByTestId("buy-bar")]) {
    if (!(await floating.isVisible())) continue;
    expect(overlaps(box, (await floating.boundingBox())!)).toBe(false);
  }
}

let product: FoundProduct;
beforeAll(async () => {
  product = await findProduct(baseUrl, "iPhone 16 Pro Max");
});

describe("the assistant's button keeps clear of the page", () => {
  it.each([
    { lang: "en", width: 1280 },
    { lang: "ar", width: 1280 },
    { lang: "en", width: 390 },
    { lang: "ar", width: 390 },
  ] as const)("on the product page ($lang, $width px)", ({ lang, width }) =>
    withPage(
      async ({ page }) => {
        const text = TEXT[lang];
        await signInThroughForm(page, baseUrl, DEMO_USER);
        await page.goto(`${baseUrl}/products/${product.id}?lang=${lang}`);
        await waitForHydration(page);
        // On a phone nothing floats in the corner: the header opens the assistant.
        expect(await page.getByTestId("chat-launcher").isVisible()).toBe(width === DESKTOP.width);

        const lowestSwitch = page.getByRole("switch", { name: text.lowestSwitch });
        await expectReachableAtBottom(page, lowestSwitch);
        await saveScreenshot(page, `room-switch-${lang}-${width}`);
        await expectReachableAtBottom(page, page.locator("summary", { hasText: text.howWeWork }));
        await saveScreenshot(page, `room-how-${lang}-${width}`);
      },
      { viewport: viewportOf(width) },
    ),
  );

  it.each(["en", "ar"] as const)("over the product cards of a listing (%s, 1280 px)", (lang) =>
    withPage(
      async ({ page }) => {
        await page.goto(`${baseUrl}/products?lang=${lang}`);
        const cards = page.getByTestId("product-card");
        await cards.first().waitFor();
        // The card nearest the assistant's corner: the last of the first row.
        const tops = await cards.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().y));
        const perRow = tops.filter((top) => top === tops[0]).length;
        expect(perRow).toBeGreaterThan(1);
        const cornerCard = cards.nth(perRow - 1);
        await expectReachableAtBottom(page, cornerCard);
        await saveScreenshot(page, `room-cards-${lang}-1280`);
        // The end of the page too: the footer's last line sits above the button.
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
        await expectReachableAtBottom(page, page.locator("footer").getByRole("link").last());

        // The home page's latest products, too.
        await page.goto(`${baseUrl}/?lang=${lang}`);
        const latest = page
          .locator("section", { has: page.locator("#latest-title") })
          .getByTestId("product-card");
        await latest.first().waitFor();
        await expectReachableAtBottom(page, latest.nth(perRow - 1));
        await saveScreenshot(page, `room-home-${lang}-1280`);
      },
      { viewport: DESKTOP },
    ),
  );
});

describe("the phone filter panel", () => {
  it.each([
    { lang: "en", width: 390 },
    { lang: "ar", width: 390 },
    { lang: "en", width: 1280 },
    { lang: "ar", width: 1280 },
  ] as const)("shows the results after Apply ($lang, $width px)", ({ lang, width }) =>
    withPage(
      async ({ page }) => {
        const text = TEXT[lang];
        await page.goto(`${baseUrl}/products?lang=${lang}`);
        await waitForHydration(page);
        const toggle = page.getByRole("button", { name: text.showFilters });
        const applyButton = page.getByRole("button", { name: text.apply, exact: true });
        if (width === PHONE.width) {
          expect(await applyButton.isVisible()).toBe(false);
          await toggle.click();
        } else {
          expect(await toggle.isVisible()).toBe(false);
        }
        await page.locator('input[name="minPrice"]').fill("100");
        await applyButton.click();
        await page.waitForURL((url) => url.searchParams.get("minPrice") === "100");

        // The first card's top is on screen, under no header, once the page has scrolled to it;
        // on a phone the folded panel's button, counting the filters in force, is in view above.
        const firstCard = page.getByTestId("product-card").first();
        const isPhone = width === PHONE.width;
        await expect
          .poll(async () => {
            const box = await firstCard.boundingBox();
            return (
              box !== null &&
              box.y + 100 <= viewportOf(width).height &&
              (await isClickableAt(firstCard, 20)) &&
              (!isPhone || (await isClickableAt(toggle)))
            );
          })
          .toBe(true);
        if (isPhone) {
          expect(await applyButton.isVisible()).toBe(false);
          expect(await toggle.getAttribute("aria-expanded")).toBe("false");
          expect(await toggle.textContent()).toContain(text.applied);
        } else {
          expect(await applyButton.isVisible()).toBe(true);
        }
        await saveScreenshot(page, `room-filters-${lang}-${width}`);
      },
      { viewport: viewportOf(width) },
    ),
  );
});

describe("the phone price bar on the product page", () => {
  const halalasOf = (price: string) => Number(price.replace(/[^\d.]/g, "")) * 100;

  it.each(["en", "ar"] as const)("shows the lowest price and its store's link (%s, 390 px)", (lang) =>
    withPage(
      async ({ page }) => {
        const text = TEXT[lang];
        await page.goto(`${baseUrl}/products/${product.id}?lang=${lang}`);
        await waitForHydration(page);
        const bar = page.getByTestId("buy-bar");
        expect(await bar.isVisible()).toBe(true);
        await saveScreenshot(page, `room-bar-top-${lang}-390`);

        // The store list's cheapest current offer: its price and its "visit" link.
        const rows = page.locator('[data-testid="store-offer"][data-current="true"]');
        const offers = await rows.evaluateAll((elements) =>
          elements.map((row) => ({
            price: row.querySelector('[data-testid="store-price"]')?.textContent ?? "",
            href: row.querySelector("a[target=_blank]")?.getAttribute("href") ?? "",
          })),
        );
        expect(offers.length).toBeGreaterThan(0);
        const cheapest = offers.reduce((best, offer) =>
          halalasOf(offer.price) < halalasOf(best.price) ? offer : best,
        );
        const barPrice = (await bar.getByTestId("buy-bar-price").textContent()) ?? "";
        expect(halalasOf(barPrice)).toBe(halalasOf(cheapest.price));
        expect(barPrice).toMatch(lang === "en" ? /^SAR [\d,]+\.\d\d$/ : /^[\d,]+\.\d\d ر\.س$/);
        const link = bar.getByRole("link", { name: new RegExp(text.goToStore) });
        expect(await link.getAttribute("href")).toBe(cheapest.href);
        expect(await link.getAttribute("target")).toBe("_blank");

        // The bar stays on screen while scrolling, and the page's last line ends above it.
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
        const barBox = (await bar.boundingBox())!;
        expect(barBox.y + barBox.height).toBe(PHONE.height);
        const lastLine = (await page.locator("footer p").last().boundingBox())!;
        expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(barBox.y);
        await saveScreenshot(page, `room-bar-${lang}-390`);
      },
      { viewport: PHONE },
    ),
  );

  it.each(["en", "ar"] as const)(
    "lifts the assistant's button above it on a small tablet (%s, 700 px)",
    (lang) =>
      withPage(
        async ({ page }) => {
          await page.goto(`${baseUrl}/products/${product.id}?lang=${lang}`);
          await waitForHydration(page);
          const barBox = (await page.getByTestId("buy-bar").boundingBox())!;
          const launcher = page.getByTestId("chat-launcher");
          const launcherBox = (await launcher.boundingBox())!;
          expect(launcherBox.y + launcherBox.height).toBeLessThanOrEqual(barBox.y);
          // The page gives up only the button's column: the price box runs up to it, not beyond.
          const priceBox = (await page.getByTestId("price-range").boundingBox())!;
          const roomAtEnd = lang === "en" ? 700 - (priceBox.x + priceBox.width) : priceBox.x;
          expect(roomAtEnd).toBeGreaterThanOrEqual(72);
          expect(roomAtEnd).toBeLessThanOrEqual(100);
          const storeLink = page.getByTestId("buy-bar").getByRole("link");
          expect(await isClickableAt(storeLink)).toBe(true);
          expect(overlaps((await storeLink.boundingBox())!, launcherBox)).toBe(false);
          await saveScreenshot(page, `room-bar-${lang}-700`);
        },
        { viewport: { width: 700, height: 900 } },
      ),
  );

  it.each(["en", "ar"] as const)("is not on the desktop page (%s, 1280 px)", (lang) =>
    withPage(
      async ({ page }) => {
        await page.goto(`${baseUrl}/products/${product.id}?lang=${lang}`);
        await page.getByTestId("price-range").waitFor();
        expect(await page.getByTestId("buy-bar").isVisible()).toBe(false);
        await saveScreenshot(page, `room-product-${lang}-1280`);
      },
      { viewport: DESKTOP },
    ),
  );
});
