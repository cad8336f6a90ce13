import { load } from "cheerio";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { translations } from "~/locales/index.server";
import type { Locale } from "~/utils/i18n";
import { createI18n } from "~/utils/i18n-instance";
import type { PriceInsight } from "../price-insight";
import { PriceInsightPanel } from "./price-insight-panel";
import { PriceVerdictBadge } from "./price-verdict-badge";

function textOf(node: ReactNode, locale: Locale = "en"): string {
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(locale, translations[locale])}>{node}</I18nextProvider>,
  );
  const $ = load(markup);
  // The disclosure's paragraphs, apart from the visible part of the panel.
  $("details > div").remove();
  return $.root().text().replace(/\s+/g, " ").trim();
}

// 90 days of history with a typical range of SAR 1,049–1,099 around SAR 1,079.
const typicalRange = {
  typicalLow: "1049.00",
  typicalPrice: "1079.00",
  typicalHigh: "1099.00",
  historyDays: 90,
  hasEnoughHistory: true,
  low90Days: "949.00",
};
const insight = (rest: Partial<PriceInsight>): PriceInsight => ({
  verdict: null,
  isLowestIn90Days: false,
  vsTypical: null,
  ...typicalRange,
  ...rest,
});
// SAR 949 against 1,079: 12.05 % below.
const low = insight({ verdict: "low", vsTypical: (949 - 1079) / 1079, isLowestIn90Days: true });
const high = insight({ verdict: "high", vsTypical: (1199 - 1079) / 1079 });
const typical = insight({ verdict: "typical", vsTypical: (1069 - 1079) / 1079 });

describe("PriceVerdictBadge", () => {
  it("calls out a low or high price and the lowest in 90 days, and says nothing of a typical one", () => {
    expect(textOf(<PriceVerdictBadge insight={low} />)).toBe(
      "Low price · 12% below typicalLowest in 90 days",
    );
    expect(textOf(<PriceVerdictBadge insight={high} />)).toBe("High price · 11% above typical");
    expect(textOf(<PriceVerdictBadge insight={typical} />)).toBe("");
    expect(textOf(<PriceVerdictBadge insight={insight({ historyDays: 5, hasEnoughHistory: false })} />)).toBe(
      "",
    );
  });

  it("speaks Arabic with the Arabic percent sign", () => {
    expect(textOf(<PriceVerdictBadge insight={high} />, "ar")).toBe("سعر مرتفع · أعلى بنسبة 11٪ من المعتاد");
  });
});

describe("PriceInsightPanel", () => {
  it("gives the verdict, how far from typical, the lowest in 90 days and the typical range", () => {
    expect(textOf(<PriceInsightPanel insight={low} lowestPrice="949.00" />)).toBe(
      "Low price" +
        "SAR 949.00 is 12% below the typical price of SAR 1,079.00." +
        "Lowest price in 90 days" +
        "Typically SAR 1,049.00 to SAR 1,099.00" +
        "Typical rangeToday's lowest price" +
        "How we work this out",
    );
    expect(textOf(<PriceInsightPanel insight={typical} lowestPrice="1069.00" />, "ar")).toContain(
      "سعر معتاد1,069.00 ر.س أقل بنسبة 1٪ من السعر المعتاد البالغ 1,079.00 ر.س.",
    );
  });

  it("gives one typical price when every day had the same price", () => {
    const steady = insight({
      verdict: "high",
      typicalLow: "99.00",
      typicalPrice: "99.00",
      typicalHigh: "99.00",
      vsTypical: (107.4 - 99) / 99,
    });
    const text = textOf(<PriceInsightPanel insight={steady} lowestPrice="107.40" />);
    expect(text).toContain("SAR 107.40 is 8% above the typical price of SAR 99.00.");
    expect(text).toContain("Typically SAR 99.00Typical range");
  });

  it("says when there is not enough history yet, with the days there are", () => {
    const young = insight({
      typicalLow: "999.00",
      typicalHigh: "999.00",
      typicalPrice: "999.00",
      historyDays: 10,
      hasEnoughHistory: false,
    });
    const text = textOf(<PriceInsightPanel insight={young} lowestPrice="999.00" />);
    expect(text).toContain("Not enough price history yet");
    expect(text).toContain("We have prices for 10 days so far; a verdict needs at least 14.");
    // Ten days are no typical range either.
    expect(text).not.toContain("Typically");
    expect(textOf(<PriceInsightPanel insight={young} lowestPrice="999.00" />, "ar")).toContain(
      "سجّلنا أسعار 10 أيام حتى الآن",
    );
  });

  it("says there is no verdict without a current price, keeping the typical range", () => {
    const text = textOf(<PriceInsightPanel insight={insight({})} lowestPrice={null} />);
    expect(text).toContain("No store has a current price for this product, so there is no verdict today.");
    expect(text).toContain("Typically SAR 1,049.00 to SAR 1,099.00");
    expect(text).not.toContain("Today's lowest price");
  });

  it("explains how it is worked out", () => {
    const markup = renderToStaticMarkup(
      <I18nextProvider i18n={createI18n("en", translations.en)}>
        <PriceInsightPanel insight={low} lowestPrice="949.00" />
      </I18nextProvider>,
    );
    const how = load(markup)("details").text();
    expect(how).toContain("last 90 days");
    expect(how).toContain("middle half");
    expect(how).toContain("at least 14 days");
    expect(how).toContain("in stock and checked by us recently");
  });
});
