// An admin gives a product and a hero slide an uploaded image instead of a URL (issue 38, item 9):
// a file that is not an image, or whose header claims too many pixels, is refused in the admin's
// language and changes nothing; a real one shows on the product page, on its card and in the hero.
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { FAKE_PNG, pngHeaderClaiming, realPng } from "../setup/images";
import { setUpBrowser, waitForHydration } from "./support/browser";
import { findProduct } from "./support/catalog";
import { DEMO_ADMIN, signInThroughForm } from "./support/session";

const baseUrl = inject("baseUrl");
const { withPage } = setUpBrowser();
// A refused upload is answered with 400, which the browser logs as a failed resource.
const REFUSED_WITH_400 = { allowedConsoleErrors: [/status of 400/] };

const PRODUCT_PNG = { width: 120, height: 90, bytes: realPng(120, 90, [230, 120, 20]) };
const SLIDE_PNG = { width: 320, height: 120, bytes: realPng(320, 120, [30, 90, 200]) };

const TEXTS = {
  en: {
    nameEn: "English Name",
    nameAr: "Arabic Name",
    category: "Category",
    smartphones: "Phones & Tablets › Smartphones",
    addStore: "Add Store",
    store: "Store 1",
    storeName: "Store name",
    jarir: "Jarir",
    storeUrl: "Product page URL",
    price: "Price (SAR)",
    addTitle: "Add Product",
    add: "Add Product",
    added: "Product added successfully!",
    file: "Or upload an image",
    current: "Current image",
    notImage: "This file is not a JPEG, PNG, GIF or WebP image.",
    tooManyPixels: "The image must be at most 8192 × 8192 pixels.",
    search: "Search products",
    searchButton: "Search",
    delete: (name: string) => `Delete ${name}`,
    deleted: "Product deleted successfully!",
    slideTitle: "Title (English)",
    saveSlide: "Save slide",
    slideSaved: "Slide saved.",
    slideDeleted: "Slide deleted.",
    slideAddTitle: "Add a slide",
    deleteSlide: "Delete",
  },
  ar: {
    nameEn: "الاسم بالإنجليزية",
    nameAr: "الاسم بالعربية",
    category: "الفئة",
    smartphones: "الجوالات والأجهزة اللوحية › الجوالات الذكية",
    addStore: "إضافة متجر",
    store: "المتجر 1",
    storeName: "اسم المتجر",
    jarir: "جرير",
    storeUrl: "رابط صفحة المنتج",
    price: "السعر (ر.س)",
    addTitle: "إضافة منتج",
    add: "إضافة المنتج",
    added: "تمت إضافة المنتج بنجاح!",
    file: "أو ارفع صورة",
    current: "الصورة الحالية",
    notImage: "هذا الملف ليس صورة بصيغة JPEG أو PNG أو GIF أو WebP.",
    tooManyPixels: "يجب ألا تتجاوز أبعاد الصورة 8192 × 8192 بكسل.",
    search: "البحث في المنتجات",
    searchButton: "بحث",
    delete: (name: string) => `حذف ${name}`,
    deleted: "تم حذف المنتج بنجاح!",
    slideTitle: "العنوان (بالعربية)",
    saveSlide: "حفظ الشريحة",
    slideSaved: "تم حفظ الشريحة.",
    slideDeleted: "تم حذف الشريحة.",
    slideAddTitle: "إضافة شريحة",
    deleteSlide: "حذف",
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/**
 * Screenshots to look at, when E2E_SCREENSHOTS_DIR names a folder: the screen around `shown` (the
 * image fields of a form several screens long) at 1280 and 390 px.
 */
async function saveScreenshots(page: Page, shown: Locator, name: string) {
  const folder = process.env.E2E_SCREENSHOTS_DIR;
  if (!folder) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shown.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    await page.screenshot({ path: `${folder}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const chooseImage = (form: Locator, text: Texts, bytes: Uint8Array) =>
  form
    .getByLabel(text.file)
    .setInputFiles({ name: "picture.png", mimeType: "image/png", buffer: Buffer.from(bytes) });

/** The image's size as decoded by the browser (0 × 0 when it did not load). */
const decodedSize = (image: Locator) =>
  image.evaluate(async (element: HTMLImageElement) => {
    await element.decode().catch(() => undefined);
    return { width: element.naturalWidth, height: element.naturalHeight };
  });

describe.each(["en", "ar"] as const)("uploaded images in %s", (lang) => {
  const text = TEXTS[lang];

  it("refuses a fake and an oversized product image, then shows an uploaded one on the product page and its card", () =>
    withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/?lang=${lang}`);
      await signInThroughForm(page, baseUrl, DEMO_ADMIN);
      await page.goto(`${baseUrl}/admin/products`);
      const form = page.locator("section", { has: page.getByRole("heading", { name: text.addTitle }) });
      const stamp = Date.now();
      const nameEn = `Upload Phone ${lang} ${stamp}`;
      const nameAr = `جوال الصورة ${lang} ${stamp}`;
      const shownName = lang === "ar" ? nameAr : nameEn;

      await form.getByLabel(text.nameEn).fill(nameEn);
      await form.getByLabel(text.nameAr).fill(nameAr);
      await form.getByLabel(text.category).selectOption({ label: text.smartphones });
      await form.getByRole("button", { name: text.addStore }).click();
      const store = form.getByRole("group", { name: text.store });
      await store.getByLabel(text.storeName).selectOption({ label: text.jarir });
      await store.getByLabel(text.storeUrl).fill(`https://www.jarir.com/upload-${stamp}`);
      await store.getByLabel(text.price).fill("999");
      await saveScreenshots(page, form.getByText(text.file, { exact: true }), `admin-product-image-${lang}`);

      // Text that says it is a PNG, then a PNG header claiming 60000 × 60000 pixels: refused by the
      // server under the field, and nothing is added.
      await chooseImage(form, text, FAKE_PNG);
      await form.getByRole("button", { name: text.add, exact: true }).click();
      await form.getByText(text.notImage).waitFor();
      await chooseImage(form, text, pngHeaderClaiming(60000, 60000));
      await form.getByRole("button", { name: text.add, exact: true }).click();
      await form.getByText(text.tooManyPixels).waitFor();
      await saveScreenshots(
        page,
        form.getByText(text.file, { exact: true }),
        `admin-product-image-refused-${lang}`,
      );
      expect(
        await findProduct(baseUrl, nameEn).then(
          (found) => found.name_en,
          () => null,
        ),
      ).not.toBe(nameEn);

      await chooseImage(form, text, PRODUCT_PNG.bytes);
      await form.getByRole("button", { name: text.add, exact: true }).click();
      await page.getByText(text.added).waitFor();
      const product = await findProduct(baseUrl, nameEn);
      expect(product.name_en).toBe(nameEn);

      // The product page and the product's card show the uploaded image, decoded at its own size.
      await page.goto(`${baseUrl}/products/${product.id}`);
      const shown = page.getByRole("img", { name: shownName, exact: true }).first();
      const uploadedSrc = await shown.getAttribute("src");
      expect(uploadedSrc).toMatch(/^\/uploads\/products\/.+\.png$/);
      expect(await decodedSize(shown)).toEqual({ width: PRODUCT_PNG.width, height: PRODUCT_PNG.height });
      await page.goto(`${baseUrl}/search?q=${encodeURIComponent(nameEn)}`);
      const card = page.getByTestId("product-card").filter({ hasText: shownName });
      const cardImage = card.locator('img[src^="/uploads/products/"]');
      expect(await decodedSize(cardImage)).toEqual({ width: PRODUCT_PNG.width, height: PRODUCT_PNG.height });

      // The edit form shows it as the current image; then the product goes.
      await page.goto(`${baseUrl}/admin/products?edit=${product.id}`);
      const current = page.getByTestId("current-image");
      expect(await current.getAttribute("src")).toBe(uploadedSrc);
      expect(await decodedSize(current)).toEqual({ width: PRODUCT_PNG.width, height: PRODUCT_PNG.height });
      await page.getByText(text.current).first().waitFor();
      await saveScreenshots(page, current, `admin-product-image-current-${lang}`);
      await page.goto(`${baseUrl}/admin/products?q=${encodeURIComponent(nameEn)}`);
      await waitForHydration(page);
      page.once("dialog", (dialog) => void dialog.accept());
      await page
        .getByRole("row")
        .filter({ hasText: shownName })
        .getByRole("button", { name: text.delete(shownName) })
        .click();
      await page.getByText(text.deleted).waitFor();
    }, REFUSED_WITH_400));

  it("refuses a fake slide image, then shows an uploaded one in the home page's hero", () =>
    withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/?lang=${lang}`);
      await signInThroughForm(page, baseUrl, DEMO_ADMIN);
      await page.goto(`${baseUrl}/admin/slides`);
      const form = page.locator("section", { has: page.getByRole("heading", { name: text.slideAddTitle }) });
      const title = `${lang === "ar" ? "شريحة مرفوعة" : "Uploaded slide"} ${Date.now()}`;
      await form.getByLabel(text.slideTitle).fill(title);
      await saveScreenshots(page, form.getByText(text.file, { exact: true }), `admin-slide-image-${lang}`);

      await chooseImage(form, text, FAKE_PNG);
      await form.getByRole("button", { name: text.saveSlide }).click();
      await form.getByText(text.notImage).waitFor();
      await saveScreenshots(
        page,
        form.getByText(text.file, { exact: true }),
        `admin-slide-image-refused-${lang}`,
      );
      const cards = page.getByTestId("slide-card");
      expect(await cards.filter({ hasText: title }).count()).toBe(0);

      // No URL at all: the uploaded file is the slide's image.
      await chooseImage(form, text, SLIDE_PNG.bytes);
      await form.getByRole("button", { name: text.saveSlide }).click();
      await page.getByText(text.slideSaved).waitFor();
      const card = cards.filter({ hasText: title });
      await card.waitFor();

      await page.goto(`${baseUrl}/`);
      await page.getByTestId("hero-slide").filter({ hasText: title }).waitFor({ state: "attached" });
      const heroImage = page.locator('img[src^="/uploads/slides/"]');
      expect(await heroImage.count()).toBe(1);
      expect(await decodedSize(heroImage)).toEqual({ width: SLIDE_PNG.width, height: SLIDE_PNG.height });

      await page.goto(`${baseUrl}/admin/slides`);
      await waitForHydration(page);
      page.once("dialog", (dialog) => void dialog.accept());
      await cards.filter({ hasText: title }).getByRole("button", { name: text.deleteSlide }).click();
      await page.getByText(text.slideDeleted).waitFor();
      expect(await cards.filter({ hasText: title }).count()).toBe(0);
    }, REFUSED_WITH_400));
});
