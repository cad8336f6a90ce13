import { load } from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { translations } from "~/locales/index.server";
import type { Locale } from "~/utils/i18n";
import { createI18n } from "~/utils/i18n-instance";
import type { PriceRange, StoreOffer } from "../offers";
import { PhoneBuyBar } from "./phone-buy-bar";

const offer = (storeName: string, price: string, rest: Partial<StoreOffer> = {}): StoreOffer => ({
  storeName,
  storeNameAr: storeName === "Jarir" ? "جرير" : null,
  storeLogoUrl: null,
  source: "page",
  url: `https://${storeName.toLowerCase()}.example/p/42`,
  price,
  inStock: true,
  updatedAt: new Date("2026-11-12T09:00:00Z"),
  checkedAt: new Date("2026-11-20T09:00:00Z"),
  wasPrice: null,
  isFresh: true,
  isCurrent: true,
  ...rest,
});

function render(offers: StoreOffer[], priceRange: PriceRange | null, locale: Locale = "en") {
  const $ = load(
    renderToStaticMarkup(
      <I18nextProvider i18n={createI18n(locale, translations[locale])}>
        <PhoneBuyBar product={{ offers, priceRange }} />
      </I18nextProvider>,
    ),
  );
  const bar = $("[data-testid=buy-bar]");
  return {
    isShown: bar.length === 1,
    price: bar.find("[data-testid=buy-bar-price]").text(),
    text: bar.text().replace(/\s+/g, " ").trim(),
    link: bar.find("a"),
  };
}

describe("the phone price bar", () => {
  // As the product page receives them: current offers first, cheapest first.
  const offers = [offer("Jarir", "1899.00"), offer("eXtra", "2049.50")];
  const range = { lowest: "1899.00", highest: "2049.50", storeCount: 2 };

  it("shows the lowest price, its store and a link to that store's offer, in English", () => {
    const bar = render(offers, range);
    expect(bar.isShown).toBe(true);
    expect(bar.price).toBe("SAR 1,899.00");
    expect(bar.text).toContain("Lowest price, at Jarir");
    expect(bar.link.attr("href")).toBe("https://jarir.example/p/42");
    expect(bar.link.attr("target")).toBe("_blank");
    expect(bar.link.text()).toContain("Go to store");
  });

  it("speaks Arabic with the store's Arabic name", () => {
    const bar = render(offers, range, "ar");
    expect(bar.price).toBe("1,899.00 ر.س");
    expect(bar.text).toContain("لدى جرير");
    expect(bar.link.text()).toContain("اذهب للمتجر");
  });

  it("is not shown when no offer is current", () => {
    const stale = offers.map((each) => ({ ...each, isCurrent: false, isFresh: false }));
    expect(render(stale, null).isShown).toBe(false);
    expect(render([], null).isShown).toBe(false);
  });
});
