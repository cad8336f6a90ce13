import { load } from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { translations } from "~/locales/index.server";
import type { Locale } from "~/utils/i18n";
import { createI18n } from "~/utils/i18n-instance";
import type { StoreOffer } from "../offers";
import { StorePriceList } from "./store-price-list";

const HOUR = 3_600_000;
const now = new Date("2026-11-20T12:00:00Z");

const offer = (storeName: string, price: string, rest: Partial<StoreOffer> = {}): StoreOffer => ({
  storeName,
  storeNameAr: null,
  storeLogoUrl: null,
  source: "page",
  url: `https://${storeName.toLowerCase()}.example/p`,
  price,
  inStock: true,
  updatedAt: new Date("2026-11-12T09:00:00Z"),
  checkedAt: new Date(now.getTime() - 3 * HOUR),
  wasPrice: null,
  isFresh: true,
  isCurrent: true,
  ...rest,
});

// As the product page receives them: current offers first, cheapest first.
const offers = [
  offer("Jarir", "2099.00"),
  offer("eXtra", "2149.00", { inStock: null, checkedAt: new Date(now.getTime() - 20_000) }),
  offer("Amazon.sa", "1899.00", {
    checkedAt: new Date("2026-09-24T10:00:00Z"),
    isFresh: false,
    isCurrent: false,
  }),
  offer("noon", "1999.50", { inStock: false, isCurrent: false, source: "feed" }),
];

/** Each row's text, with the group it is listed in. */
function render(list: StoreOffer[], locale: Locale = "en") {
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(locale, translations[locale])}>
      <StorePriceList offers={list} now={now} />
    </I18nextProvider>,
  );
  const $ = load(markup);
  return {
    text: $.root().text(),
    rows: $("[data-testid=store-offer]")
      .toArray()
      .map((row) => ({
        current: $(row).attr("data-current"),
        text: $(row).text().replace(/\s+/g, " ").trim(),
      })),
  };
}

describe("StorePriceList", () => {
  it("marks only the cheapest current offer as the lowest and lists the others apart, marked", () => {
    const { rows, text } = render(offers);
    expect(rows).toEqual([
      {
        current: "true",
        text: "JarirLowest priceIn stock · Checked 3 hours ago · Source: store page · Price since 12 Nov 2026Delivery unknownSAR 2,099.00Visit store Jarir (opens in a new tab)",
      },
      {
        current: "true",
        text: "eXtraChecked just now · Source: store page · Price since 12 Nov 2026Delivery unknownSAR 2,149.00Visit store eXtra (opens in a new tab)",
      },
      {
        current: "false",
        text: "Amazon.saNot checked recentlyLast checked 24 Sept 2026 · Source: store page · Price since 12 Nov 2026Delivery unknownSAR 1,899.00Visit store Amazon.sa (opens in a new tab)",
      },
      {
        current: "false",
        text: "noonOut of stockChecked 3 hours ago · Source: store's feed · Price since 12 Nov 2026Delivery unknownSAR 1,999.50Visit store noon (opens in a new tab)",
      },
    ]);
    expect(text).toContain("Not counted in the lowest price");
  });

  it("says when each price was checked in Arabic too", () => {
    const { rows } = render(offers, "ar");
    expect(rows[0]?.text).toContain("تم التحقق قبل 3 ساعات");
    expect(rows[0]?.text).toContain("بهذا السعر منذ 12 نوفمبر 2026");
    expect(rows[2]?.text).toContain("لم نتحقق منه مؤخرًا");
    expect(rows[2]?.text).toContain("آخر تحقق في 24 سبتمبر 2026");
  });

  it("names each store in the page's language, in English where it has no Arabic name yet", () => {
    const named = [offer("Jarir", "2099.00", { storeNameAr: "جرير" }), offer("Brand New", "2199.00")];
    const arabic = render(named, "ar").rows.map((row) => row.text);
    expect(arabic[0]).toMatch(/^جرير/);
    expect(arabic[0]).toContain("جرير (يفتح في علامة تبويب جديدة)");
    expect(arabic[1]).toMatch(/^Brand New/);
    expect(render(named, "en").rows[0]?.text).toMatch(/^Jarir/);
  });

  it("gives no offer the lowest mark when none is current", () => {
    const { rows, text } = render(offers.slice(2));
    expect(rows.map((row) => row.current)).toEqual(["false", "false"]);
    expect(text).not.toContain("Lowest price");
  });
});

describe("StorePriceList with the shopper's city (issue 32)", () => {
  const withDetails = [
    offer("Jarir", "4250.00"),
    offer("eXtra", "4299.00", {
      details: {
        delivery: {
          value: [{ region: "jeddah", feeHalalas: 2500, minDays: 2, maxDays: 4 }],
          source: "storePolicy",
          checkedAt: null,
        },
        seller: { value: { kind: "store" }, source: "page", checkedAt: now.toISOString() },
        warranty: { value: { months: 24, kind: "official" }, source: "page", checkedAt: now.toISOString() },
      },
    }),
    offer("noon", "4310.00", {
      details: {
        delivery: {
          value: [{ region: "all", feeHalalas: 1000, freeOverHalalas: 10000, minDays: 1, maxDays: 3 }],
          source: "page",
          checkedAt: now.toISOString(),
        },
        seller: {
          value: { kind: "marketplace", name: "Gulf Gadgets" },
          source: "page",
          checkedAt: now.toISOString(),
        },
        instalments: {
          value: [{ provider: "tabby", payments: 4, paymentHalalas: null }],
          source: "page",
          checkedAt: now.toISOString(),
        },
      },
    }),
  ];

  function renderIn(region: "jeddah" | null, locale: Locale = "en") {
    const $ = load(
      renderToStaticMarkup(
        <I18nextProvider i18n={createI18n(locale, translations[locale])}>
          <StorePriceList offers={withDetails} now={now} region={region} />
        </I18nextProvider>,
      ),
    );
    return $("[data-testid=store-offer]")
      .toArray()
      .map((row) => ({
        delivery: $(row).find("[data-testid=delivery]").text().replace(/\s+/g, " ").trim(),
        badges: $(row)
          .find("[data-testid=offer-badges] button")
          .toArray()
          .map((b) => $(b).text().trim()),
      }));
  }

  it("shows each store's total to the city, sorted by total, unknown delivery last", () => {
    expect(renderIn("jeddah")).toEqual([
      {
        delivery: "SAR 4,310.00 + free delivery to Jeddah · 1–3 days",
        badges: ["Seller: Gulf Gadgets: What this means", "4 payments of SAR 1,077.50: What this means"],
      },
      {
        delivery: "SAR 4,299.00 + SAR 25.00 delivery to Jeddah = SAR 4,324.00 · 2–4 days · store policy",
        badges: ["Sold by eXtra: What this means", "KSA version · 24-month warranty: What this means"],
      },
      { delivery: "Delivery to Jeddah unknown", badges: [] },
    ]);
  });

  it("shows delivery 'from' without a city, keeping the price order", () => {
    expect(renderIn(null).map((row) => row.delivery)).toEqual([
      "Delivery unknown",
      "Delivery from SAR 25.00 · store policy",
      "Free delivery available",
    ]);
  });

  it("says it in Arabic", () => {
    const rows = renderIn("jeddah", "ar");
    expect(rows[0]!.delivery).toBe("4,310.00 ر.س + توصيل مجاني إلى جدة · 1–3 أيام");
    expect(rows[1]!.delivery).toBe(
      "4,299.00 ر.س + 25.00 ر.س توصيل إلى جدة = 4,324.00 ر.س · 2–4 أيام · سياسة المتجر",
    );
    expect(rows[0]!.badges).toContain("4 دفعات، كل دفعة 1,077.50 ر.س: ماذا يعني هذا");
    expect(rows[2]!.delivery).toBe("التوصيل إلى جدة غير معروف");
  });
});
