import { describe, expect, it } from "vitest";
import { localeCookieFor, localized, nameIn, otherLanguageAttributes, resolveLocale } from "./i18n";

const request = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

it("defaults to English", () => {
  expect(resolveLocale(request("/"))).toBe("en");
});

it("uses the lang cookie, and ?lang= over the cookie", () => {
  expect(resolveLocale(request("/", "a=1; lang=ar"))).toBe("ar");
  expect(resolveLocale(request("/?lang=en", "lang=ar"))).toBe("en");
  expect(resolveLocale(request("/?lang=fr", "lang=xx"))).toBe("en");
});

it("ignores a lang cookie whose encoding is broken", () => {
  expect(resolveLocale(request("/", "lang=%E0%A4%A"))).toBe("en");
  expect(localeCookieFor(request("/?lang=ar", "lang=%"))).toMatch(/^lang=ar;/);
});

it("remembers ?lang= in a cookie only when it changes the choice", () => {
  expect(localeCookieFor(request("/?lang=ar"))).toMatch(/^lang=ar; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  expect(localeCookieFor(request("/?lang=ar", "lang=ar"))).toBeNull();
  expect(localeCookieFor(request("/?lang=de"))).toBeNull();
});

describe("a text in the page's other language", () => {
  it("carries that language and its direction", () => {
    expect(otherLanguageAttributes("en")).toEqual({ lang: "ar", dir: "rtl" });
    expect(otherLanguageAttributes("ar")).toEqual({ lang: "en", dir: "ltr" });
  });
});

describe("a name or text in the page's language", () => {
  const phone = { nameEn: "Galaxy S25", nameAr: "جالكسي S25" };

  it("gives the Arabic on an Arabic page and the English otherwise", () => {
    expect(nameIn("ar", phone)).toBe("جالكسي S25");
    expect(nameIn("en", phone)).toBe("Galaxy S25");
    expect(localized("ar", { en: "Phones", ar: "جوالات" })).toBe("جوالات");
    expect(localized("en", { en: "Phones", ar: "جوالات" })).toBe("Phones");
  });
});
