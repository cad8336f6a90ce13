import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { seriousAxeViolations, setUpBrowser, waitForHydration } from "./support/browser";
import { DEMO_ADMIN, signInThroughForm } from "./support/session";

const baseUrl = inject("baseUrl");
const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? path.join(os.tmpdir(), "qaren-admin-attributes-shots");
const { withPage } = setUpBrowser();

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const TEXTS = {
  en: {
    attributesLink: "Attributes",
    title: "Attributes of Coffee Machines",
    inherited: "From the department Kitchen Appliances",
    addTitle: "Add an attribute",
    labelEn: "English label",
    labelAr: "Arabic label",
    key: "Key",
    kind: "Type",
    unit: "Unit",
    unitLabel: "L",
    better: "Which is better",
    higher: "Higher is better",
    filter: "Filter",
    add: "Add attribute",
    labelsRequired: "Enter the label in English and in Arabic.",
    added: "Attribute added.",
    summary: "Number · L · higher is better · Filter",
    noValues: "No product has a value yet",
    save: "Save",
    edit: (name: string) => `Edit ${name}`,
    delete: (name: string) => `Delete ${name}`,
    confirm: "No product has a value for it.",
  },
  ar: {
    attributesLink: "الخصائص",
    title: "خصائص ماكينات القهوة",
    inherited: "من القسم الرئيسي أجهزة المطبخ",
    addTitle: "إضافة خاصية",
    labelEn: "الاسم بالإنجليزية",
    labelAr: "الاسم بالعربية",
    key: "المفتاح",
    kind: "النوع",
    unit: "الوحدة",
    unitLabel: "لتر",
    better: "أيهما أفضل",
    higher: "الأعلى أفضل",
    filter: "فلتر",
    add: "إضافة الخاصية",
    labelsRequired: "أدخل الاسم بالإنجليزية وبالعربية.",
    added: "أُضيفت الخاصية.",
    summary: "رقم · لتر · الأعلى أفضل · فلتر",
    noValues: "لا يوجد منتج له قيمة بعد",
    save: "حفظ",
    edit: (name: string) => `تعديل ${name}`,
    delete: (name: string) => `حذف ${name}`,
    confirm: "لا يوجد منتج له قيمة لها.",
  },
} as const;

describe.each(["en", "ar"] as const)("the attributes admin in %s", (lang) => {
  const text = TEXTS[lang];

  it.each([1280, 390])(
    "adds a number attribute with a unit to a category at %ipx, lists it, edits its Arabic label and deletes it",
    (width) =>
      withPage(
        async ({ page }) => {
          const key = `water_tank_${lang}_${width}`;
          const nameOf = (labelAr: string) => (lang === "ar" ? labelAr : "Water tank");
          await page.goto(`${baseUrl}/?lang=${lang}`);
          await signInThroughForm(page, baseUrl, DEMO_ADMIN);
          await page.goto(`${baseUrl}/admin/categories`);
          await page
            .getByTestId("category-coffee-machines")
            .getByRole("link", { name: text.attributesLink, exact: true })
            .click();
          await page.getByRole("heading", { level: 1, name: text.title }).waitFor();
          await page.getByRole("heading", { name: text.inherited }).waitFor();
          await waitForHydration(page);

          // Nothing typed: the shared schema answers in the page's language, and nothing is sent.
          const form = page.getByRole("region", { name: text.addTitle });
          await form.getByRole("button", { name: text.add, exact: true }).click();
          await form.getByText(text.labelsRequired).first().waitFor();

          await form.getByLabel(text.labelEn).fill("Water tank");
          await form.getByLabel(text.labelAr).fill("خزان الماء");
          await form.getByLabel(text.key, { exact: true }).fill(key);
          await form.getByLabel(text.kind).selectOption("number");
          await form.getByLabel(text.unit).selectOption({ label: text.unitLabel });
          await form.getByLabel(text.better).selectOption({ label: text.higher });
          await form.getByRole("checkbox", { name: text.filter, exact: true }).check();
          await form.getByRole("button", { name: text.add, exact: true }).click();
          await form.getByText(text.added).waitFor();

          const row = page.getByTestId(`attribute-${key}`);
          await row.getByText(nameOf("خزان الماء"), { exact: true }).waitFor();
          await expect(row.textContent()).resolves.toContain(text.summary);
          await expect(row.textContent()).resolves.toContain(text.noValues);
          expect(await seriousAxeViolations(page)).toEqual([]);
          if ((lang === "ar" && width === 390) || (lang === "en" && width === 1280)) {
            await row.scrollIntoViewIfNeeded();
            await page.screenshot({
              path: path.join(SHOTS, `attributes-${lang}-${width}.png`),
              fullPage: true,
            });
          }

          await row.getByRole("button", { name: text.edit(nameOf("خزان الماء")) }).click();
          const editForm = page.getByRole("region", { name: text.edit(nameOf("خزان الماء")) });
          await editForm.getByLabel(text.labelAr).fill("سعة خزان الماء");
          if (lang === "ar" && width === 390)
            await editForm.screenshot({ path: path.join(SHOTS, `attributes-${lang}-${width}-editing.png`) });
          await editForm.getByRole("button", { name: text.save, exact: true }).click();
          await editForm.waitFor({ state: "detached" });
          await row.getByText(nameOf("سعة خزان الماء"), { exact: true }).waitFor();
          if (lang === "ar" && width === 390)
            await page.screenshot({
              path: path.join(SHOTS, `attributes-${lang}-${width}-edited.png`),
              fullPage: true,
            });

          let confirmation = "";
          page.once("dialog", (dialog) => {
            confirmation = dialog.message();
            void dialog.accept();
          });
          await row.getByRole("button", { name: text.delete(nameOf("سعة خزان الماء")) }).click();
          await row.waitFor({ state: "detached" });
          expect(confirmation).toContain(text.confirm);
        },
        { viewport: { width, height: 900 } },
      ),
  );
});
