import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousAxeViolations, setUpBrowser } from "./support/browser";
import { DEMO_ADMIN, signInThroughForm } from "./support/session";

const baseUrl = inject("baseUrl");
const { withPage } = setUpBrowser();
// A refused file or form is answered with 400, which the browser logs as a failed resource.
const REFUSED_WITH_400 = { allowedConsoleErrors: [/status of 400/] };
let fileDir: string;

beforeAll(async () => {
  fileDir = mkdtempSync(path.join(os.tmpdir(), "qaren-import-"));
});
afterAll(async () => {
  rmSync(fileDir, { recursive: true, force: true });
});

const TEXTS = {
  en: {
    dashboard: "Dashboard",
    nav: "Products",
    title: "Products",
    addTitle: "Add Product",
    editTitle: "Edit Product",
    nameEn: "English Name",
    nameAr: "Arabic Name",
    category: "Category",
    brand: "Brand",
    addStore: "Add Store",
    store: (n: number) => `Store ${n}`,
    storeName: "Store name",
    jarir: "Jarir",
    extra: "eXtra",
    storeUrl: "Product page URL",
    price: "Price (SAR)",
    add: "Add Product",
    smartphones: "Phones & Tablets › Smartphones",
    chooseCategory: "Choose a category to fill in its attributes.",
    storage: "Storage (GB)",
    screenSize: "Screen size (in)",
    fiveG: "5G",
    yes: "Yes",
    unreadable: "Type one number, e.g. 256, or a number with its unit, e.g. 1 TB.",
    storageShown: "256 GB",
    update: "Update Product",
    required: "Please fill in all required fields",
    storeIncomplete: "Please fill in all website information (name, URL, and price)",
    invalidPrice: "Please enter valid prices for all websites",
    invalidUrl: "Please enter a valid URL starting with http:// or https://",
    added: "Product added successfully!",
    updated: "Product updated successfully!",
    deleted: "Product deleted successfully!",
    confirm: "Are you sure you want to delete this product?",
    search: "Search products",
    searchButton: "Search",
    edit: (name: string) => `Edit ${name}`,
    delete: (name: string) => `Delete ${name}`,
    empty: "No products found.",
    lowest: "SAR 1,249.50",
    lowestAfterEdit: "SAR 1,199.00",
    stores: "2 stores",
    file: "Catalogue file (JSON)",
    import: "Import",
    imported: "Catalogue imported.",
    createdOnce: "Products: 1 created, 0 updated, 0 unchanged",
    unchanged: "Products: 0 created, 0 updated, 1 unchanged",
    pricesOnce: "Prices: 2 recorded, 2 changed",
    pricesAgain: "Prices: 2 recorded, 0 changed",
    failed: "The file was not imported and nothing was changed. 2 problems found:",
    priceError: "must be a price in SAR above 0 with at most two decimals",
    categoryError: "names a category that is neither in the file nor in the catalogue",
  },
  ar: {
    dashboard: "لوحة التحكم",
    nav: "المنتجات",
    title: "المنتجات",
    addTitle: "إضافة منتج",
    editTitle: "تعديل المنتج",
    nameEn: "الاسم بالإنجليزية",
    nameAr: "الاسم بالعربية",
    category: "الفئة",
    brand: "العلامة التجارية",
    addStore: "إضافة متجر",
    store: (n: number) => `المتجر ${n}`,
    storeName: "اسم المتجر",
    jarir: "جرير",
    extra: "إكسترا",
    storeUrl: "رابط صفحة المنتج",
    price: "السعر (ر.س)",
    add: "إضافة المنتج",
    smartphones: "الجوالات والأجهزة اللوحية › الجوالات الذكية",
    chooseCategory: "اختر فئة لتعبئة خصائصها.",
    storage: "السعة التخزينية (جيجابايت)",
    screenSize: "حجم الشاشة (بوصة)",
    fiveG: "5G",
    yes: "نعم",
    unreadable: "اكتب رقمًا واحدًا، مثل 256، أو رقمًا مع وحدته، مثل 1 تيرابايت.",
    storageShown: "256 جيجابايت",
    update: "تحديث المنتج",
    required: "يرجى تعبئة جميع الحقول المطلوبة",
    storeIncomplete: "يرجى تعبئة جميع بيانات المتجر (الاسم والرابط والسعر)",
    invalidPrice: "يرجى إدخال أسعار صحيحة لجميع المتاجر",
    invalidUrl: "يرجى إدخال رابط صحيح يبدأ بـ https أو http",
    added: "تمت إضافة المنتج بنجاح!",
    updated: "تم تحديث المنتج بنجاح!",
    deleted: "تم حذف المنتج بنجاح!",
    confirm: "هل أنت متأكد من حذف هذا المنتج؟",
    search: "البحث في المنتجات",
    searchButton: "بحث",
    edit: (name: string) => `تعديل ${name}`,
    delete: (name: string) => `حذف ${name}`,
    empty: "لا توجد منتجات مطابقة.",
    lowest: "1,249.50 ر.س",
    lowestAfterEdit: "1,199.00 ر.س",
    stores: "متجران",
    file: "ملف الكتالوج (JSON)",
    import: "استيراد",
    imported: "تم استيراد الكتالوج.",
    createdOnce: "المنتجات: 1 جديدة، 0 محدّثة، 0 دون تغيير",
    unchanged: "المنتجات: 0 جديدة، 0 محدّثة، 1 دون تغيير",
    pricesOnce: "الأسعار: 2 مسجّلة، 2 تغيّرت",
    pricesAgain: "الأسعار: 2 مسجّلة، 0 تغيّرت",
    failed: "لم يُستورد الملف ولم يتغير شيء. وُجدت مشكلتان:",
    priceError: "يجب أن يكون سعرًا بالريال أكبر من 0 وبمنزلتين عشريتين على الأكثر",
    categoryError: "الفئة المذكورة غير موجودة في الملف ولا في الكتالوج",
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Signs in as the demo admin in `lang` and opens the products screen through the admin menu. */
async function openProductsScreen(page: Page, lang: "en" | "ar", text: Texts) {
  await page.goto(`${baseUrl}/?lang=${lang}`);
  await signInThroughForm(page, baseUrl, DEMO_ADMIN);
  await page.getByTestId("site-header").getByRole("link", { name: text.dashboard }).first().click();
  await page.waitForURL(`${baseUrl}/admin`);
  await page.getByRole("link", { name: text.nav, exact: true }).click();
  await page.getByRole("heading", { level: 1, name: text.title }).waitFor();
  expect(await page.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");
}

async function searchTable(page: Page, text: Texts, query: string) {
  await page.getByLabel(text.search).fill(query);
  await page.getByRole("button", { name: text.searchButton, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === query);
}

describe.each(["en", "ar"] as const)("admin products in %s", (lang) => {
  const text = TEXTS[lang];

  it("adds a product with two stores, finds it, edits a price and deletes it", () =>
    withPage(async ({ page }) => {
      await openProductsScreen(page, lang, text);
      const form = page.locator("section", { has: page.getByRole("heading", { name: text.addTitle }) });
      const name = `E2E Phone ${lang} ${Date.now()}`;

      // The spec's messages, shown before anything is sent.
      await form.getByRole("button", { name: text.add, exact: true }).click();
      await form.getByText(text.required).first().waitFor();
      await form.getByRole("button", { name: text.addStore }).click();
      const firstStore = form.getByRole("group", { name: text.store(1) });
      // Stores are picked from the list, by their names in the page's language.
      await firstStore.getByLabel(text.storeName).selectOption({ label: text.jarir });
      await firstStore.getByLabel(text.price).fill("0");
      await form.getByRole("button", { name: text.add, exact: true }).click();
      await firstStore.getByText(text.storeIncomplete).waitFor();
      await firstStore.getByText(text.invalidPrice).waitFor();
      await firstStore.getByLabel(text.storeUrl).fill("jarir.com");
      await firstStore.getByText(text.invalidUrl).waitFor();

      await form.getByLabel(text.nameEn).fill(name);
      await form.getByLabel(text.nameAr).fill(`هاتف تجريبي ${lang}`);
      // The category's attributes appear once it is picked, each typed in its unit.
      await form.getByText(text.chooseCategory).waitFor();
      await form.getByLabel(text.category).selectOption({ label: text.smartphones });
      await form.getByLabel(text.storage).fill("٢٥٦");
      await form.getByLabel(text.screenSize).fill("large");
      await form.getByLabel(text.fiveG, { exact: true }).selectOption({ label: text.yes });
      await form.getByLabel(text.brand).fill("E2E Brand");
      await firstStore.getByLabel(text.storeUrl).fill("https://www.jarir.com/e2e-phone");
      await firstStore.getByLabel(text.price).fill("1299");
      await form.getByRole("button", { name: text.addStore }).click();
      const secondStore = form.getByRole("group", { name: text.store(2) });
      await secondStore.getByLabel(text.storeName).selectOption({ label: text.extra });
      await secondStore.getByLabel(text.storeUrl).fill("https://www.extra.com/e2e-phone");
      await secondStore.getByLabel(text.price).fill("1249.50");
      await form.getByRole("button", { name: text.add, exact: true }).click();
      // A size the attribute cannot read is refused on its field, and nothing is saved.
      await form.getByText(text.unreadable).waitFor();
      expect(await form.getByLabel(text.nameEn).inputValue()).toBe(name);
      await form.getByLabel(text.screenSize).fill("6.1-inch");
      await form.getByRole("button", { name: text.add, exact: true }).click();
      await page.getByText(text.added).waitFor();
      expect(await form.getByLabel(text.nameEn).inputValue()).toBe("");

      await searchTable(page, text, name);
      const rowName = lang === "ar" ? `هاتف تجريبي ${lang}` : name;
      const row = page.getByRole("row").filter({ hasText: rowName });
      await row.getByText(text.lowest).waitFor();
      await row.getByText(text.stores).waitFor();

      await row.getByRole("link", { name: text.edit(rowName) }).click();
      await page.getByRole("heading", { name: text.editTitle }).waitFor();
      const editForm = page.locator("section", { has: page.getByRole("heading", { name: text.editTitle }) });
      // Stores are listed by name: Extra, then Jarir.
      const editedStore = editForm.getByRole("group", { name: text.store(1) });
      expect(await editedStore.getByLabel(text.storeName).inputValue()).toBe("eXtra");
      expect(await editedStore.getByLabel(text.price).inputValue()).toBe("1249.50");
      // The typed values come back in their fields, and the product page shows them in its language.
      expect(await editForm.getByLabel(text.storage).inputValue()).toBe("256");
      expect(await editForm.getByLabel(text.screenSize).inputValue()).toBe("6.1");
      const productId = new URL(page.url()).searchParams.get("edit");
      const productPage = await page.context().newPage();
      await productPage.goto(`${baseUrl}/products/${productId}?lang=${lang}`);
      await productPage.getByText(text.storageShown, { exact: true }).first().waitFor();
      await productPage.close();
      await editedStore.getByLabel(text.price).fill("1199");
      await editForm.getByRole("button", { name: text.update }).click();
      await page.getByText(text.updated).waitFor();
      await row.getByText(text.lowestAfterEdit).waitFor();

      page.once("dialog", (dialog) => {
        expect(dialog.message()).toBe(text.confirm);
        void dialog.accept();
      });
      await row.getByRole("button", { name: text.delete(rowName) }).click();
      await page.getByText(text.deleted).waitFor();
      await page.getByText(text.empty).waitFor();
      await page.getByRole("heading", { name: text.addTitle }).waitFor();
    }, REFUSED_WITH_400));

  it("imports a catalogue file, reports a bad one, and is axe clean", () =>
    withPage(async ({ page }) => {
      await openProductsScreen(page, lang, text);
      expect(await seriousAxeViolations(page)).toEqual([]);

      const model = `IMP-${lang}-${Date.now()}`;
      const good = path.join(fileDir, `good-${lang}.json`);
      writeFileSync(
        good,
        JSON.stringify({
          categories: [
            { slug: "e2e-imports", name_en: "E2E Imports", name_ar: "واردات الاختبار", parent: null },
          ],
          products: [
            {
              name_en: `Imported Speaker ${model}`,
              name_ar: "سماعة مستوردة",
              brand: "Qaren Test",
              model,
              category: "e2e-imports",
              prices: [
                { store_name: "Jarir", url: "https://www.jarir.com/speaker", price: 199 },
                { store_name: "Noon", url: "https://www.noon.com/speaker", price: 189.5 },
              ],
            },
          ],
        }),
      );
      const bad = path.join(fileDir, `bad-${lang}.json`);
      writeFileSync(
        bad,
        JSON.stringify({
          products: [
            {
              name_en: "Broken",
              name_ar: "معطوب",
              category: "no-such-category",
              prices: [{ store_name: "Jarir", url: "jarir.com/x", price: -1 }],
            },
          ],
        }),
      );
      const importForm = page.locator("form#catalog-import");

      await importForm.getByLabel(text.file).setInputFiles(bad);
      await importForm.getByRole("button", { name: text.import, exact: true }).click();
      await page.getByText(text.failed).waitFor();
      const problems = page.getByRole("list").filter({ hasText: "products[0]" });
      await problems.getByText("products[0].prices[0].price").waitFor();
      await problems.getByText(text.priceError).waitFor();
      await problems.getByText("products[0].prices[0].url").waitFor();
      // the category is checked against the database only once the file itself is well-formed
      expect(await problems.getByText(text.categoryError).count()).toBe(0);

      await importForm.getByLabel(text.file).setInputFiles(good);
      await importForm.getByRole("button", { name: text.import, exact: true }).click();
      await page.getByText(text.imported).waitFor();
      await page.getByText(text.createdOnce).waitFor();
      await page.getByText(text.pricesOnce).waitFor();

      await importForm.getByLabel(text.file).setInputFiles(good);
      await importForm.getByRole("button", { name: text.import, exact: true }).click();
      await page.getByText(text.unchanged).waitFor();
      await page.getByText(text.pricesAgain).waitFor();

      await searchTable(page, text, model);
      const row = page
        .getByRole("row")
        .filter({ hasText: lang === "ar" ? "سماعة مستوردة" : `Imported Speaker ${model}` });
      await row.getByText(lang === "ar" ? "189.50 ر.س" : "SAR 189.50").waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    }, REFUSED_WITH_400));
});
