import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { seriousAxeViolations, setUpBrowser } from "./support/browser";
import { type FoundProduct, findProduct } from "./support/catalog";
import { DEMO_ADMIN, signInThroughForm } from "./support/session";

// Issue 18: an admin gives a specification an Arabic name and value; Arabic pages show them,
// English pages show the English, and a row without Arabic shows its English on both. Issue 31:
// rows that name one of the category's attributes become typed values, shown with the attribute's
// labels in the category's order; the others stay as typed.

const baseUrl = inject("baseUrl");
const { withPage } = setUpBrowser();
let iphone: FoundProduct;

beforeAll(async () => {
  iphone = await findProduct(baseUrl, "iPhone 16 Pro Max");
});

const FORM_TEXTS = {
  en: {
    dashboard: "Dashboard",
    nav: "Products",
    addTitle: "Add Product",
    editTitle: "Edit Product",
    nameEn: "English Name",
    nameAr: "Arabic Name",
    category: "Category",
    add: "Add Product",
    added: "Product added successfully!",
    addSpecification: "Add Specification",
    specification: (n: number) => `Specification ${n}`,
    specName: "English Name",
    specValue: "English Value",
    specNameAr: "Arabic Name",
    specValueAr: "Arabic Value",
    specIncomplete: "Please fill in both the English name and the English value of each specification",
    specNameTooLong: "A specification name can be at most 200 characters",
    search: "Search products",
    searchButton: "Search",
    edit: (name: string) => `Edit ${name}`,
    storageField: "Storage (GB)",
    processorField: "Processor (English)",
  },
  ar: {
    dashboard: "لوحة التحكم",
    nav: "المنتجات",
    addTitle: "إضافة منتج",
    editTitle: "تعديل المنتج",
    nameEn: "الاسم بالإنجليزية",
    nameAr: "الاسم بالعربية",
    category: "الفئة",
    add: "إضافة المنتج",
    added: "تمت إضافة المنتج بنجاح!",
    addSpecification: "إضافة مواصفة",
    specification: (n: number) => `المواصفة ${n}`,
    specName: "الاسم بالإنجليزية",
    specValue: "القيمة بالإنجليزية",
    specNameAr: "الاسم بالعربية",
    specValueAr: "القيمة بالعربية",
    specIncomplete: "يرجى تعبئة اسم كل مواصفة وقيمتها بالإنجليزية",
    specNameTooLong: "يجب ألا يتجاوز اسم المواصفة 200 حرف",
    search: "البحث في المنتجات",
    searchButton: "بحث",
    edit: (name: string) => `تعديل ${name}`,
    storageField: "السعة التخزينية (جيجابايت)",
    processorField: "المعالج (بالإنجليزية)",
  },
} as const;

/** What the admin types: one row in both languages, one in English only, one matching the iPhone's. */
const SATELLITE = {
  name: "Satellite messaging",
  value: "Emergency SOS via satellite",
  nameAr: "المراسلة عبر الأقمار الصناعية",
  valueAr: "طوارئ SOS عبر الأقمار الصناعية",
};
const CHIP = { name: "Chip", value: "E2E-X1 Neural" };
const STORAGE = { name: "Storage", value: "256GB", valueAr: "256 جيجابايت" };
/** An empty comparison cell: a dash, and its text for screen readers. */
const NOT_LISTED = { en: "—Not listed", ar: "—غير مذكور" };

/** The product page's specification table as [name, value, lang of the value] rows. */
function specificationRows(page: Page) {
  return page
    .locator("#specifications dl > div")
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector("dt")?.textContent?.trim(),
        row.querySelector("dd")?.textContent?.trim(),
        row.querySelector("dd [dir=auto]")?.getAttribute("lang") ?? null,
      ]),
    );
}

/** The comparison table's row for `label` as [label, first product's value, second's]. */
async function comparisonRow(page: Page, label: string) {
  const rows = page.locator("[data-testid=comparison-table] tbody tr[data-row]").filter({
    has: page.getByRole("rowheader", { name: label, exact: true }),
  });
  expect(await rows.count(), label).toBe(1);
  return rows.first().evaluate((row) => [...row.children].map((cell) => cell.textContent?.trim()));
}

async function jsonLdProperties(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return (JSON.parse(text ?? "{}").additionalProperty ?? []) as { name: string; value: string }[];
}

describe.each(["en", "ar"] as const)("bilingual specifications, entered by an admin in %s", (lang) => {
  const text = FORM_TEXTS[lang];

  it("are saved from the admin form and shown in each page's language on the product and compare pages", async () => {
    const name = `E2E Spec Phone ${lang} ${Date.now()}`;
    const nameAr = `جوال المواصفات ${lang}`;
    await withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/?lang=${lang}`);
      await signInThroughForm(page, baseUrl, DEMO_ADMIN);
      await page.getByTestId("site-header").getByRole("link", { name: text.dashboard }).first().click();
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByRole("link", { name: text.nav, exact: true }).click();
      const form = page.locator("section", { has: page.getByRole("heading", { name: text.addTitle }) });
      await form.getByLabel(text.nameEn, { exact: true }).first().fill(name);
      await form.getByLabel(text.nameAr, { exact: true }).first().fill(nameAr);
      await form.getByLabel(text.category).selectOption(iphone.category_id);

      // Arabic alone is refused (the English name is the row's key), and the Arabic has the English limits.
      await form.getByRole("button", { name: text.addSpecification }).click();
      const first = form.getByRole("group", { name: text.specification(1) });
      await first.getByLabel(text.specNameAr).fill("ن".repeat(201));
      await first.getByLabel(text.specValueAr).fill(SATELLITE.valueAr);
      await form.getByRole("button", { name: text.add, exact: true }).click();
      await first.getByText(text.specIncomplete).first().waitFor();
      await first.getByText(text.specNameTooLong).waitFor();

      await first.getByLabel(text.specName).fill(SATELLITE.name);
      await first.getByLabel(text.specValue).fill(SATELLITE.value);
      await first.getByLabel(text.specNameAr).fill(SATELLITE.nameAr);
      await form.getByRole("button", { name: text.addSpecification }).click();
      const second = form.getByRole("group", { name: text.specification(2) });
      await second.getByLabel(text.specName).fill(CHIP.name);
      await second.getByLabel(text.specValue).fill(CHIP.value);
      await form.getByRole("button", { name: text.addSpecification }).click();
      const third = form.getByRole("group", { name: text.specification(3) });
      await third.getByLabel(text.specName).fill(STORAGE.name);
      await third.getByLabel(text.specValue).fill(STORAGE.value);
      await third.getByLabel(text.specValueAr).fill(STORAGE.valueAr);
      await form.getByRole("button", { name: text.add, exact: true }).click();
      await page.getByText(text.added).waitFor();

      // Opened again for editing, the form gives back what was typed, in both languages.
      await page.getByLabel(text.search).fill(name);
      await page.getByRole("button", { name: text.searchButton, exact: true }).click();
      const rowName = lang === "ar" ? nameAr : name;
      await page
        .getByRole("row")
        .filter({ hasText: rowName })
        .getByRole("link", { name: text.edit(rowName) })
        .click();
      const editForm = page.locator("section", { has: page.getByRole("heading", { name: text.editTitle }) });
      // Rows naming the category's attributes became their typed values, shown in the attribute
      // fields; the rows left are the details that fit no attribute.
      expect(await editForm.getByLabel(text.storageField).inputValue()).toBe("256");
      expect(await editForm.getByLabel(text.processorField).inputValue()).toBe(CHIP.value);
      const edited = editForm.getByRole("group", { name: text.specification(1) });
      expect(await edited.getByLabel(text.specNameAr).inputValue()).toBe(SATELLITE.nameAr);
      expect(await edited.getByLabel(text.specValueAr).inputValue()).toBe(SATELLITE.valueAr);
      expect(await editForm.getByRole("group", { name: text.specification(2) }).count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    const product = await findProduct(baseUrl, name);
    expect(product.name_en).toBe(name);

    await withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/products/${product.id}?lang=ar`);
      expect(await specificationRows(page)).toEqual([
        // Attributes, with Arabic labels and units.
        ["السعة التخزينية", "256 جيجابايت", null],
        // No Arabic given: the English, marked as English for screen readers.
        ["المعالج", CHIP.value, "en"],
        // More details.
        [SATELLITE.nameAr, SATELLITE.valueAr, null],
      ]);
      expect(await jsonLdProperties(page)).toEqual([
        {
          "@type": "PropertyValue",
          propertyID: "storage",
          name: "السعة التخزينية",
          value: 256,
          unitText: "جيجابايت",
        },
        { "@type": "PropertyValue", propertyID: "processor", name: "المعالج", value: CHIP.value },
        { "@type": "PropertyValue", name: SATELLITE.nameAr, value: SATELLITE.valueAr },
      ]);

      await page.goto(`${baseUrl}/products/${product.id}?lang=en`);
      expect(await specificationRows(page)).toEqual([
        ["Storage", "256 GB", null],
        ["Processor", CHIP.value, null],
        [SATELLITE.name, SATELLITE.value, null],
      ]);
      expect((await jsonLdProperties(page)).map((property) => property.name)).toEqual([
        "Storage",
        "Processor",
        SATELLITE.name,
      ]);
    });

    await withPage(async ({ page }) => {
      // One row per attribute, whatever each product's row was called ("Chip" here, "Chip" or
      // "Processor" elsewhere); free-text rows are matched by their English name.
      await page.goto(`${baseUrl}/compare?a=${product.id}&b=${iphone.id}&lang=ar`);
      expect(await comparisonRow(page, SATELLITE.nameAr)).toEqual([
        SATELLITE.nameAr,
        SATELLITE.valueAr,
        NOT_LISTED.ar,
      ]);
      expect(await comparisonRow(page, "السعة التخزينية")).toEqual([
        "السعة التخزينية",
        STORAGE.valueAr,
        "256 جيجابايت",
      ]);
      expect(await comparisonRow(page, "المعالج")).toEqual(["المعالج", CHIP.value, "A18 Pro"]);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.goto(`${baseUrl}/compare?a=${product.id}&b=${iphone.id}&lang=en`);
      expect(await comparisonRow(page, SATELLITE.name)).toEqual([
        SATELLITE.name,
        SATELLITE.value,
        NOT_LISTED.en,
      ]);
      expect(await comparisonRow(page, "Storage")).toEqual(["Storage", "256 GB", "256 GB"]);
      expect(await comparisonRow(page, "Processor")).toEqual(["Processor", CHIP.value, "A18 Pro"]);
      expect(await page.getByText(SATELLITE.nameAr).count()).toBe(0);
    });
  });
});
