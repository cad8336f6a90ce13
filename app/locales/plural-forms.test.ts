import { describe, expect, it } from "vitest";
import { translations } from "./index.server";
import { serverT } from "./translate.server";

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const ARABIC_FORMS = ["zero", "one", "two", "few", "many", "other"];
const ENGLISH_FORMS = ["one", "other"];

/** Every text of a language by its dotted key. */
function flatten(texts: Record<string, unknown>, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat.set(path, value);
    else for (const entry of flatten(value as Record<string, unknown>, path)) flat.set(...entry);
  }
  return flat;
}

/** Plural keys by their base name, with the forms each language gives them. */
function pluralForms(texts: Map<string, string>): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of texts.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    forms.set(base, [...(forms.get(base) ?? []), match[1] as string]);
  }
  return forms;
}

const ar = flatten(translations.ar);
const en = flatten(translations.en);

describe("Arabic plural forms, through the app's translate function", () => {
  const t = serverT("ar");
  const forms = (key: string, options: Record<string, unknown> = {}) =>
    [0, 1, 2, 3, 11, 100].map((count) => t(key, { ...options, count }));

  it("counts admins and users (0, 1, 2, 3, 11, 100)", () => {
    expect(forms("adminUsers.adminCount")).toEqual([
      "لا مشرفين",
      "مشرف واحد",
      "مشرفان",
      "3 مشرفين",
      "11 مشرفًا",
      "100 مشرف",
    ]);
  });

  it("counts reviews on a product card", () => {
    expect(forms("catalog.reviewCount")).toEqual([
      "(لا مراجعات)",
      "(مراجعة واحدة)",
      "(مراجعتان)",
      "(3 مراجعات)",
      "(11 مراجعة)",
      "(100 مراجعة)",
    ]);
  });

  it("counts products in a category, with numbers from 3 to 10 taking the plural noun", () => {
    expect(forms("categories.productCount")).toEqual([
      "لا منتجات",
      "منتج واحد",
      "منتجان",
      "3 منتجات",
      "11 منتجًا",
      "100 منتج",
    ]);
    expect(t("categories.productCount", { count: 10 })).toBe("10 منتجات");
    expect(t("categories.productCount", { count: 99 })).toBe("99 منتجًا");
    expect(t("categories.productCount", { count: 102 })).toBe("102 منتج");
  });

  it("counts hours in the e-mail links and store prices in an update, beside other values", () => {
    expect(forms("email.expiresIn").slice(1)).toEqual([
      "ساعة واحدة",
      "ساعتين",
      "3 ساعات",
      "11 ساعة",
      "100 ساعة",
    ]);
    expect(t("prices.admin.progress", { current: 7, count: 12 })).toBe("تم فحص 7 من أصل 12 سعر متجر");
    expect(t("prices.admin.progress", { current: 2, count: 5 })).toBe("تم فحص 2 من أصل 5 أسعار متاجر");
  });

  it("counts stale store prices and the hours since their last successful reading", () => {
    expect(forms("adminStaleOffers.count")).toEqual([
      "لا أسعار",
      "سعر متجر واحد",
      "سعرا متجرين",
      "3 أسعار متاجر",
      "11 سعر متجر",
      "100 سعر متجر",
    ]);
    expect(forms("adminDashboard.staleOffers.description").slice(1)).toEqual([
      "لم تُقرأ بنجاح منذ أكثر من ساعة",
      "لم تُقرأ بنجاح منذ أكثر من ساعتين",
      "لم تُقرأ بنجاح منذ أكثر من 3 ساعات",
      "لم تُقرأ بنجاح منذ أكثر من 11 ساعة",
      "لم تُقرأ بنجاح منذ أكثر من 100 ساعة",
    ]);
  });
});

describe("English plural forms", () => {
  const t = serverT("en");

  it("say 1 admin, 2 admins", () => {
    expect(t("adminUsers.adminCount", { count: 1 })).toBe("1 admin");
    expect(t("adminUsers.adminCount", { count: 2 })).toBe("2 admins");
    expect(t("adminUsers.userCount", { count: 0 })).toBe("0 users");
  });
});

describe("the texts", () => {
  it("give every Arabic plural all six forms and every English one `one` and `other`", () => {
    const arabic = pluralForms(ar);
    const english = pluralForms(en);
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [base, suffixes] of arabic)
      expect([base, suffixes.sort()]).toEqual([base, [...ARABIC_FORMS].sort()]);
    for (const [base, suffixes] of english) {
      expect([base, suffixes.filter((suffix) => suffix !== "zero").sort()]).toEqual([base, ENGLISH_FORMS]);
    }
  });

  it("interpolate {{count}} only in plural keys", () => {
    const counted = (texts: Map<string, string>) =>
      [...texts]
        .filter(([key, text]) => text.includes("{{count}}") && !PLURAL_SUFFIX.test(key))
        .map(([key]) => key);
    expect(counted(ar)).toEqual([]);
    expect(counted(en)).toEqual([]);
  });

  it("use one percent sign in Arabic", () => {
    expect([...ar].filter(([, text]) => text.includes("%")).map(([key]) => key)).toEqual([]);
  });
});
