// Offer details read from store pages (issue 32): from JSON-LD, from what the page shows in English
// and in Arabic (Latin and Arabic-Indic digits), and nothing where the page says nothing. Expected
// values were read off each page by hand. The page goes through extractPrice, as a reading does.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractPrice } from "./extract-price";

const PAGE_URL = "https://hatifmall.sa/p/vireo-phone-15-pro";

function page(body: string, { lang = "en", head = "" } = {}): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Vireo Phone 15 Pro</title>${head}</head><body><main>${body}</main></body></html>`;
}

function jsonLd(value: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
}

function product(offer: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: "Vireo Phone 15 Pro",
    url: PAGE_URL,
    offers: { "@type": "Offer", price: "4299.00", priceCurrency: "SAR", availability: "InStock", ...offer },
    ...extra,
  };
}

const PRICED = '<h1>Vireo Phone 15 Pro</h1><span class="price">SAR 4,299.00</span>';

function details(html: string, url = PAGE_URL) {
  const reading = extractPrice(html, url);
  expect(reading.price).toBe(4299);
  return reading.details;
}

function shippingDetails(destination: unknown, rate: unknown, time?: unknown, threshold?: unknown) {
  return {
    "@type": "OfferShippingDetails",
    shippingDestination: destination,
    shippingRate: rate,
    ...(time ? { deliveryTime: time } : {}),
    ...(threshold ? { freeShippingThreshold: threshold } : {}),
  };
}

const days = (min: number, max: number) => ({
  "@type": "QuantitativeValue",
  minValue: min,
  maxValue: max,
  unitCode: "DAY",
});

describe("offer details from JSON-LD", () => {
  it("reads delivery per region: rate, days (handling + transit) and a free-delivery threshold", () => {
    const html = page(
      PRICED +
        jsonLd(
          product({
            shippingDetails: [
              shippingDetails(
                { "@type": "DefinedRegion", addressCountry: "SA", addressRegion: "SA-01" },
                { "@type": "MonetaryAmount", value: 0, currency: "SAR" },
                { "@type": "ShippingDeliveryTime", handlingTime: days(0, 1), transitTime: days(1, 1) },
              ),
              shippingDetails(
                { "@type": "DefinedRegion", addressCountry: "SA", addressRegion: ["Jeddah"] },
                { "@type": "MonetaryAmount", value: "25.00", currency: "SAR" },
                { "@type": "ShippingDeliveryTime", transitTime: days(2, 4) },
                { "@type": "MonetaryAmount", value: 200, currency: "SAR" },
              ),
              // Makkah Province: Jeddah and Makkah; the Jeddah rule above is more precise and wins.
              shippingDetails(
                { "@type": "DefinedRegion", addressCountry: "SA", addressRegion: "SA-02" },
                { "@type": "MonetaryAmount", value: 30, currency: "SAR" },
              ),
              shippingDetails(
                { "@type": "DefinedRegion", addressCountry: "SA", addressRegion: "Eastern Province" },
                { "@type": "MonetaryAmount", value: 35, currency: "SAR" },
                {
                  "@type": "ShippingDeliveryTime",
                  transitTime: { minValue: 1, maxValue: 1, unitCode: "WEE" },
                },
              ),
              // Another country's rate is not a Saudi delivery.
              shippingDetails(
                { "@type": "DefinedRegion", addressCountry: "AE" },
                { "@type": "MonetaryAmount", value: 60, currency: "SAR" },
              ),
            ],
          }),
        ),
    );
    expect(details(html)?.delivery).toEqual([
      { region: "riyadh", feeHalalas: 0, minDays: 1, maxDays: 2 },
      { region: "jeddah", feeHalalas: 2500, freeOverHalalas: 20000, minDays: 2, maxDays: 4 },
      { region: "makkah", feeHalalas: 3000 },
      { region: "eastern", feeHalalas: 3500, minDays: 7, maxDays: 7 },
    ]);
  });

  it("reads one rule for all of Saudi Arabia, and a rate in another currency as no fee", () => {
    const everywhere = page(
      PRICED +
        jsonLd(
          product({
            shippingDetails: shippingDetails(
              { "@type": "DefinedRegion", addressCountry: "SA" },
              { "@type": "MonetaryAmount", value: 19, currency: "SAR" },
            ),
          }),
        ),
    );
    expect(details(everywhere)?.delivery).toEqual([{ region: "all", feeHalalas: 1900 }]);

    const dollars = page(
      PRICED +
        jsonLd(
          product({
            shippingDetails: shippingDetails(
              { "@type": "DefinedRegion", addressCountry: "SA" },
              { "@type": "MonetaryAmount", value: 5, currency: "USD" },
            ),
          }),
        ),
    );
    expect(details(dollars)?.delivery).toBeUndefined();
  });

  it("reads the seller: the store itself, or a marketplace seller by name", () => {
    const own = page(PRICED + jsonLd(product({ seller: { "@type": "Organization", name: "Hatif Mall" } })));
    expect(details(own)?.seller).toEqual({ kind: "store" });

    const marketplace = page(
      PRICED + jsonLd(product({ seller: { "@type": "Organization", name: "Al-Waha Electronics" } })),
    );
    expect(details(marketplace)?.seller).toEqual({ kind: "marketplace", name: "Al-Waha Electronics" });
  });

  it("reads the warranty length (WarrantyPromise) and the returns window (MerchantReturnPolicy)", () => {
    const html = page(
      PRICED +
        jsonLd(
          product(
            {
              warranty: {
                "@type": "WarrantyPromise",
                durationOfWarranty: { "@type": "QuantitativeValue", value: 2, unitCode: "ANN" },
              },
            },
            {
              hasMerchantReturnPolicy: {
                "@type": "MerchantReturnPolicy",
                applicableCountry: "SA",
                returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
                merchantReturnDays: 15,
              },
            },
          ),
        ),
    );
    expect(details(html)).toMatchObject({ warranty: { months: 24, kind: null }, returnsDays: 15 });

    const noReturns = page(
      PRICED +
        jsonLd(
          product({
            hasMerchantReturnPolicy: {
              "@type": "MerchantReturnPolicy",
              returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted",
            },
          }),
        ),
    );
    expect(details(noReturns)?.returnsDays).toBe(0);
  });

  it("reads pickup in store from the offer's delivery methods", () => {
    const html = page(
      PRICED +
        jsonLd(product({ availableDeliveryMethod: "http://purl.org/goodrelations/v1#DeliveryModePickUp" })),
    );
    expect(details(html)?.pickup).toBe(true);
  });

  it("reads nothing that variant offers state differently", () => {
    const variant = (sku: string, seller: string, fee: number) => ({
      "@type": "Product",
      sku,
      offers: {
        "@type": "Offer",
        price: "4299.00",
        priceCurrency: "SAR",
        seller: { "@type": "Organization", name: seller },
        shippingDetails: shippingDetails(
          { "@type": "DefinedRegion", addressCountry: "SA" },
          { "@type": "MonetaryAmount", value: fee, currency: "SAR" },
        ),
      },
    });
    const html = page(
      PRICED +
        jsonLd({
          "@context": "https://schema.org",
          "@type": "ProductGroup",
          name: "Vireo Phone 15 Pro",
          url: PAGE_URL,
          hasVariant: [
            variant("VP15-256", "Al-Waha Electronics", 25),
            variant("VP15-512", "Smart Deals", 30),
          ],
        }),
    );
    const reading = extractPrice(html, PAGE_URL);
    expect(reading.details?.seller).toBeUndefined();
    expect(reading.details?.delivery).toBeUndefined();
  });
});

describe("offer details from the page's text, in English and Arabic", () => {
  const read = (text: string, lang = "en") =>
    details(page(`${PRICED}<div class="product-facts">${text}</div>`, { lang }));

  it.each([
    ["<p>Free delivery on orders over SAR 200</p>", "en"],
    ["<p>توصيل مجاني للطلبات فوق 200 ر.س</p>", "ar"],
    ["<p>شحن مجاني للطلبات أكثر من ٢٠٠ ر.س</p>", "ar"],
  ])("reads a free-delivery threshold: %s", (text, lang) => {
    expect(read(text, lang)?.delivery).toEqual([{ region: "all", feeHalalas: null, freeOverHalalas: 20000 }]);
  });

  it.each([
    ["<p>Delivery in 2-4 days</p>", "en"],
    ["<p>Delivered within 2 to 4 business days</p>", "en"],
    ["<p>التوصيل خلال 2-4 أيام</p>", "ar"],
    ["<p>التوصيل خلال ٢-٤ أيام عمل</p>", "ar"],
  ])("reads delivery days: %s", (text, lang) => {
    expect(read(text, lang)?.delivery).toEqual([{ region: "all", feeHalalas: null, minDays: 2, maxDays: 4 }]);
  });

  it("reads a delivery fee and days per city, and 'other cities'", () => {
    expect(
      read(
        "<p>Delivery to Jeddah: SAR 25 · Riyadh: next-day delivery</p><p>Delivery: Other cities 3-5 days</p>",
      )?.delivery,
    ).toEqual([
      { region: "jeddah", feeHalalas: 2500 },
      { region: "riyadh", feeHalalas: null, minDays: 1, maxDays: 1 },
      { region: "other", feeHalalas: null, minDays: 3, maxDays: 5 },
    ]);
    // Riyadh said two ways (next day, and 1-2 days): its days are not read.
    expect(
      read("<p>Riyadh: next-day delivery</p><p>Delivery: Riyadh 1-2 days · Other cities 3-5 days</p>")
        ?.delivery,
    ).toEqual([{ region: "other", feeHalalas: null, minDays: 3, maxDays: 5 }]);
    // Arabic, Arabic-Indic digits:
    expect(
      read("<p>رسوم التوصيل إلى جدة: ٢٥ ر.س</p><p>التوصيل داخل الرياض خلال يومين</p>", "ar")?.delivery,
    ).toEqual([
      { region: "jeddah", feeHalalas: 2500 },
      { region: "riyadh", feeHalalas: null, minDays: 2, maxDays: 2 },
    ]);
  });

  it("reads a fee and the threshold above which delivery is free, in one sentence or two", () => {
    const terms = [{ region: "all", feeHalalas: 2500, freeOverHalalas: 15000 }];
    expect(read("<p>Standard delivery SR 25, free over SR 150</p>")?.delivery).toEqual(terms);
    expect(read("<p>Delivery SR 25 · FREE on orders over SR 150</p>")?.delivery).toEqual(terms);
    expect(read("<p>رسوم الشحن: ٢٥٫٠٠ ر.س (مجاناً للطلبات فوق ١٥٠ ر.س)</p>", "ar")?.delivery).toEqual(terms);
    // A nudge about the shopper's cart is not the store's rule.
    expect(read("<p>Add SAR 50 more for free delivery</p>")?.delivery).toBeUndefined();
  });

  it("reads free delivery without a threshold as a fee of zero", () => {
    expect(read("<p>Free delivery</p>")?.delivery).toEqual([{ region: "all", feeHalalas: 0 }]);
    expect(read("<p>توصيل مجاني</p>", "ar")?.delivery).toEqual([{ region: "all", feeHalalas: 0 }]);
  });

  it("reads the seller in both languages, and the store itself as the store", () => {
    expect(read("<p>Sold by Al-Waha Electronics</p>")?.seller).toEqual({
      kind: "marketplace",
      name: "Al-Waha Electronics",
    });
    expect(read("<p>Ships from and sold by Hatif Mall</p>")?.seller).toEqual({ kind: "store" });
    const arabic = details(
      page(`${PRICED}<p>يباع بواسطة متجر الواحة</p>`, {
        lang: "ar",
        head: '<meta property="og:site_name" content="هاتف مول">',
      }),
    );
    expect(arabic?.seller).toEqual({ kind: "marketplace", name: "متجر الواحة" });
    // An Arabic seller name on a store known only by a Latin host cannot be compared: unknown.
    expect(read("<p>يباع بواسطة متجر الواحة</p>", "ar")?.seller).toBeUndefined();
  });

  it.each([
    ["<p>2 years warranty</p>", { months: 24, kind: null }],
    ["<p>24-month manufacturer warranty · KSA version</p>", { months: 24, kind: "official" }],
    ["<p>ضمان سنتين</p>", { months: 24, kind: null }],
    ["<p>ضمان ١٢ شهر · نسخة سعودية</p>", { months: 12, kind: "official" }],
    ["<p>International version · 1 year warranty</p>", { months: 12, kind: "international" }],
    ["<p>النسخة الدولية</p>", { months: null, kind: "international" }],
  ])("reads the warranty: %s", (text, warranty) => {
    expect(read(text)?.warranty).toEqual(warranty);
  });

  it("does not read an extended-warranty offer or one part's warranty as the product's", () => {
    expect(read("<p>Add 2 years extended warranty for SAR 199</p>")?.warranty).toBeUndefined();
    expect(read("<p>الضمان: ١٠ سنوات على الضاغط</p>", "ar")?.warranty).toBeUndefined();
  });

  it.each([
    ['<div class="tabby-promo">Split in 4 payments of SAR 1,081 with tabby</div>', "tabby", 4, 108100],
    ['<div class="bnpl">4 دفعات بقيمة 1,081 ر.س مع تابي</div>', "tabby", 4, 108100],
    ['<div class="tamara-widget">أو قسّمها على ٤ دفعات بقيمة ١٬٠٨١ ر.س</div>', "tamara", 4, 108100],
    ['<div><img alt="Tamara" src="/t.svg"> 3 x SAR 1,433.00</div>', "tamara", 3, 143300],
    ['<div class="tabby-snippet">Pay in 4 interest-free payments with tabby</div>', "tabby", 4, null],
  ])("reads an instalment plan, never as the price: %s", (text, provider, payments, paymentHalalas) => {
    expect(read(text)?.instalments).toEqual([{ provider, payments, paymentHalalas }]);
  });

  it("reads no plan where no provider is named (a bank's monthly figure)", () => {
    expect(read("<p>Or SAR 360/month for 12 months</p>")?.instalments).toBeUndefined();
  });

  it.each([
    ["<p>14-day returns</p>", 14],
    ["<p>Free returns within 7 days</p>", 7],
    ["<p>إرجاع خلال ١٤ يوم</p>", 14],
    ["<p>الاسترجاع مجاني خلال 30 يوماً</p>", 30],
    ["<p>This item is non-returnable</p>", 0],
    ["<p>المنتج غير قابل للإرجاع</p>", 0],
  ])("reads the returns window: %s", (text, days) => {
    expect(read(text)?.returnsDays).toBe(days);
  });

  it("reads pickup in store, and a coupon the store states", () => {
    expect(read("<p>Pick up in store available</p>")?.pickup).toBe(true);
    expect(read("<p>الاستلام من الفرع</p>", "ar")?.pickup).toBe(true);
    expect(read("<p>Store pickup not available</p>")?.pickup).toBeUndefined();
    expect(read("<p>Extra 10% off with code PHONE10</p>")?.coupon).toBe("Extra 10% off with code PHONE10");
    expect(read("<p>خصم ١٠٪ بكود HATIF10</p>", "ar")?.coupon).toBe("خصم 10٪ بكود HATIF10");
    // A product code or an empty coupon box is no coupon.
    expect(read("<p>Product code: VP15-256</p><p>Have a coupon? Apply code</p>")?.coupon).toBeUndefined();
  });
});

describe("unknown stays unknown", () => {
  it("carries no details when the page states none", () => {
    expect(extractPrice(page(PRICED), PAGE_URL)).toEqual({
      price: 4299,
      currency: "SAR",
      in_stock: null,
      source: "visible-text",
    });
  });

  it("reads nothing from numbers without the words that say what they are", () => {
    const html = page(
      `${PRICED}<p>Order within 3 hrs 12 mins</p><p>Rated 4.5 by 120 shoppers</p><p>Battery: 2 days</p><p>Model 2024, 4 cameras</p>`,
    );
    expect(extractPrice(html, PAGE_URL).details).toBeUndefined();
  });

  it("does not read details of other products (related items, other sellers, reviews)", () => {
    const html = page(
      `${PRICED}<section class="related-products"><div class="product-card">Free delivery · 2 years warranty · Sold by Smart Deals</div></section>` +
        '<div class="reviews"><p>Delivered in 3 days, 14-day returns were easy</p></div>',
    );
    expect(extractPrice(html, PAGE_URL).details).toBeUndefined();
  });

  it("drops a fact the page states two different ways", () => {
    const html = page(
      `${PRICED}<p>Delivery fee SAR 25</p><p>Shipping: SAR 35</p><p>Sold by A Traders</p><p>Sold by B Traders</p>`,
    );
    expect(extractPrice(html, PAGE_URL).details).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------
// Pages with Tabby/Tamara widgets and fees around the price (issue 32): the price is still the price.

const OWN_FIXTURES = path.resolve(import.meta.dirname, "fixtures");
const fixture = (file: string) => readFileSync(path.join(OWN_FIXTURES, file), "utf8");

describe("instalment widgets and shipping fees next to the price", () => {
  it.each(["instalment-widgets-en.html", "instalment-widgets-ar.html"])(
    "reads SAR 4,324 and not the SAR 1,081 instalment, and the offer's details: %s",
    (file) => {
      const reading = extractPrice(fixture(file), "https://hatifmall.sa/p/vireo-phone-15-pro-256");
      expect(reading).toMatchObject({ price: 4324, currency: "SAR", source: "visible-text" });
      expect(reading.wasPrice).toBeUndefined();
      expect(reading.details).toMatchObject({
        delivery: [
          { region: "all", feeHalalas: null, freeOverHalalas: 20000, minDays: 2, maxDays: 4 },
          { region: "jeddah", feeHalalas: 2500 },
        ],
        seller: { kind: "marketplace" },
        warranty: { months: 24, kind: "official" },
        instalments: [
          { provider: "tabby", payments: 4, paymentHalalas: 108100 },
          { provider: "tamara", payments: 4, paymentHalalas: 108100 },
        ],
        returnsDays: 14,
      });
    },
  );

  it.each(["shipping-fee-beside-price-en.html", "shipping-fee-beside-price-ar.html"])(
    "reads SAR 549 and not the shipping fee or the monthly amount: %s",
    (file) => {
      const reading = extractPrice(fixture(file), "https://matbakh.sa/p/nuvia-air-fryer-xl");
      expect(reading).toMatchObject({ price: 549, currency: "SAR" });
      expect(reading.details).toEqual({
        delivery: [
          { region: "all", feeHalalas: 3500 },
          { region: "riyadh", feeHalalas: null, minDays: 1, maxDays: 2 },
          { region: "other", feeHalalas: null, minDays: 3, maxDays: 5 },
        ],
        pickup: true,
        warranty: { months: 12, kind: "international" },
        instalments: [{ provider: "tabby", payments: 4, paymentHalalas: 13725 }],
      });
    },
  );

  it("keeps the price when a store rule points at it and the page is full of instalments", () => {
    const reading = extractPrice(fixture("instalment-widgets-en.html"), "https://hatifmall.sa/p/x", {
      priceRule: ".product-price .price",
      stockRule: null,
    });
    expect(reading).toMatchObject({ price: 4324, source: "store-rule" });
    expect(reading.details?.instalments).toHaveLength(2);
  });
});
