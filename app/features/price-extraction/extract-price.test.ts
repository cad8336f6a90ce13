import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractPrice, type PriceExtraction } from "./extract-price";

// CI checks the repository out with `shared/` next to it, as on a developer machine.
const FIXTURE_DIR = path.resolve(process.cwd(), "../shared/fixtures/price-pages");
const REQUIRED_EXACT = 38;

interface ManifestEntry {
  file: string;
  url: string;
  technique: string;
  expected: Pick<PriceExtraction, "price" | "currency" | "in_stock">;
}

interface Outcome {
  entry: ManifestEntry;
  result: PriceExtraction | null;
  error: string | null;
  exact: boolean;
}

function samePrice(actual: number | null, expected: number | null): boolean {
  if (actual === null || expected === null) return actual === expected;
  return actual.toFixed(2) === expected.toFixed(2);
}

function evaluate(entry: ManifestEntry): Outcome {
  try {
    const html = readFileSync(path.join(FIXTURE_DIR, entry.file), "utf8");
    const result = extractPrice(html, entry.url);
    const exact =
      samePrice(result.price, entry.expected.price) &&
      result.currency === entry.expected.currency &&
      result.in_stock === entry.expected.in_stock;
    return { entry, result, error: null, exact };
  } catch (error) {
    return { entry, result: null, error: String(error), exact: false };
  }
}

function formatReport(outcomes: Outcome[]): string {
  const exact = outcomes.filter((outcome) => outcome.exact).length;
  const misses = outcomes
    .filter((outcome) => !outcome.exact)
    .map(
      ({ entry, result, error }) =>
        `  ✗ ${entry.file} [${entry.technique}] expected ${JSON.stringify(entry.expected)} got ${error ?? JSON.stringify(result)}`,
    );
  return [`price extractor: ${exact}/${outcomes.length} fixture pages exactly right`, ...misses].join("\n");
}

describe("extractPrice on the fixture pages (set A)", () => {
  const outcomes: Outcome[] = [];

  beforeAll(() => {
    const manifest = JSON.parse(
      readFileSync(path.join(FIXTURE_DIR, "manifest.json"), "utf8"),
    ) as ManifestEntry[];
    outcomes.push(...manifest.map(evaluate));
  });

  afterAll(() => {
    console.log(formatReport(outcomes));
  });

  it(`gets at least ${REQUIRED_EXACT} pages exactly right (price to 2 decimals, currency, in_stock)`, () => {
    expect(outcomes.length).toBeGreaterThan(0);
    const exact = outcomes.filter((outcome) => outcome.exact).length;
    expect(exact, formatReport(outcomes)).toBeGreaterThanOrEqual(REQUIRED_EXACT);
  });

  it("never throws, and names SAR exactly when it returns a price", () => {
    for (const { entry, result, error } of outcomes) {
      expect(error, entry.file).toBeNull();
      expect(result?.currency === "SAR", entry.file).toBe(result?.price !== null);
      if (result?.price != null) expect(Math.round(result.price * 100) / 100, entry.file).toBe(result.price);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Focused rules on small hand-written pages

const PAGE_URL = "https://shop.example.sa/en/product/widget-pro";

function page(body: string, head = ""): string {
  return `<!DOCTYPE html><html><head><title>Widget Pro | Shop</title>${head}</head><body>${body}</body></html>`;
}

function jsonLd(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
}

function product(offers: unknown, extra: Record<string, unknown> = {}) {
  return { "@context": "https://schema.org", "@type": "Product", name: "Widget Pro", ...extra, offers };
}

describe("extractPrice – JSON-LD rules", () => {
  it("prefers JSON-LD over a different visible price", () => {
    const html = page(
      '<h1>Widget Pro</h1><div class="price">SAR 1,199.00</div>',
      jsonLd(
        product({
          "@type": "Offer",
          price: "1249.00",
          priceCurrency: "SAR",
          availability: "https://schema.org/InStock",
        }),
      ),
    );
    expect(extractPrice(html, PAGE_URL)).toEqual({
      price: 1249,
      currency: "SAR",
      in_stock: true,
      source: "json-ld",
    });
  });

  it("uses lowPrice of an AggregateOffer", () => {
    const html = page(
      "<h1>Widget Pro</h1>",
      jsonLd(
        product({
          "@type": "AggregateOffer",
          lowPrice: "2199.00",
          highPrice: "2599.00",
          priceCurrency: "SAR",
        }),
      ),
    );
    expect(extractPrice(html, PAGE_URL).price).toBe(2199);
  });

  it("skips StrikethroughPrice entries of a priceSpecification", () => {
    const html = page(
      "<h1>Widget Pro</h1>",
      jsonLd(
        product({
          "@type": "Offer",
          priceSpecification: [
            {
              "@type": "UnitPriceSpecification",
              priceType: "https://schema.org/StrikethroughPrice",
              price: 4199,
            },
            { "@type": "UnitPriceSpecification", price: 3749, priceCurrency: "SAR" },
          ],
        }),
      ),
    );
    expect(extractPrice(html, PAGE_URL).price).toBe(3749);
  });

  it("picks the variant offer that the page URL selects", () => {
    const offers = ["128", "256", "512"].map((size, index) => ({
      "@type": "Offer",
      sku: `W-${size}`,
      url: `${PAGE_URL}?sku=W-${size}`,
      price: [3899, 4349, 5099][index],
      priceCurrency: "SAR",
      availability: "https://schema.org/InStock",
    }));
    const html = page("<h1>Widget Pro</h1>", jsonLd(product(offers)));
    expect(extractPrice(html, `${PAGE_URL}?sku=W-256`).price).toBe(4349);
    expect(extractPrice(html, `${PAGE_URL}?sku=W-512`).price).toBe(5099);
  });

  it("picks the variant offer of the checked option when the URL does not say", () => {
    const offers = [
      { "@type": "Offer", sku: "W-RED", price: 100, priceCurrency: "SAR" },
      { "@type": "Offer", sku: "W-BLUE", price: 120, priceCurrency: "SAR" },
    ];
    const html = page(
      '<h1>Widget Pro</h1><input type="radio" name="c" value="W-RED"><input type="radio" name="c" value="W-BLUE" checked>',
      jsonLd(product(offers)),
    );
    expect(extractPrice(html, PAGE_URL).price).toBe(120);
  });

  it("reports an unresolvable offer conflict as ambiguous instead of guessing", () => {
    const offers = [
      { "@type": "Offer", price: 100, priceCurrency: "SAR" },
      { "@type": "Offer", price: 120, priceCurrency: "SAR" },
    ];
    const result = extractPrice(page("<h1>Widget Pro</h1>", jsonLd(product(offers))), PAGE_URL);
    expect(result).toMatchObject({ price: null, currency: null, ambiguous: true });
  });

  it("ignores ItemList nodes and finds the Product inside an @graph", () => {
    const html = page(
      '<h1>Widget Pro</h1><p class="stock">In stock</p>',
      jsonLd({
        "@context": "https://schema.org",
        "@type": "ItemList",
        itemListElement: [
          { "@type": "ListItem", item: product({ "@type": "Offer", price: 99, priceCurrency: "SAR" }) },
        ],
      }) +
        jsonLd({
          "@context": "https://schema.org",
          "@graph": [
            { "@type": "WebPage", "@id": `${PAGE_URL}#page` },
            { "@type": "Store", name: "Shop", priceRange: "SAR 10 - SAR 5000" },
            product({ "@id": "#offer" }),
            { "@type": "Offer", "@id": "#offer", price: "229.00", priceCurrency: "SAR" },
          ],
        }),
    );
    expect(extractPrice(html, PAGE_URL)).toMatchObject({ price: 229, in_stock: true, source: "json-ld" });
  });

  it("keeps the price of an out-of-stock offer and reports it out of stock", () => {
    const html = page(
      "<h1>Widget Pro</h1>",
      jsonLd(
        product({
          "@type": "Offer",
          price: "2899.00",
          priceCurrency: "SAR",
          availability: "https://schema.org/OutOfStock",
        }),
      ),
    );
    expect(extractPrice(html, PAGE_URL)).toMatchObject({ price: 2899, in_stock: false });
  });

  it("falls back to the page text when the Product has no offers", () => {
    const html = page(
      '<h1>Widget Pro</h1><div class="product-price"><span class="price--now">SR 59.95</span> <span class="price--was">Was SR 79.95</span></div>',
      jsonLd({ "@context": "https://schema.org", "@type": "Product", name: "Widget Pro" }),
    );
    expect(extractPrice(html, PAGE_URL)).toMatchObject({ price: 59.95, source: "visible-text" });
  });

  it("still reads a JSON-LD Product that an unescaped quote made invalid", () => {
    const broken = `<script type="application/ld+json">{"@type":"Product","name":"Abaya "Crepe"",
      "offers":{"@type":"Offer","price":"185.00","priceCurrency":"SAR","availability":"https://schema.org/OutOfStock"}}</script>`;
    expect(extractPrice(page("<h1>Widget Pro</h1>", broken), PAGE_URL)).toMatchObject({
      price: 185,
      in_stock: false,
      source: "json-ld",
    });
  });

  it("ignores offers in another currency", () => {
    const html = page(
      "<h1>Widget Pro</h1>",
      jsonLd(product({ "@type": "Offer", price: 99, priceCurrency: "USD" })),
    );
    expect(extractPrice(html, PAGE_URL)).toMatchObject({ price: null, currency: null });
  });
});

describe("extractPrice – microdata, OpenGraph and embedded state", () => {
  it("reads microdata price content and availability, and the struck price beside it", () => {
    const html = page(`
      <div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Widget Pro</h1>
        <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
          <span itemprop="price" content="379.00">٣٧٩ ر.س</span><meta itemprop="priceCurrency" content="SAR">
          <del>٤٥٠ ر.س</del><link itemprop="availability" href="https://schema.org/OutOfStock">
        </div></div>`);
    expect(extractPrice(html, PAGE_URL)).toEqual({
      price: 379,
      currency: "SAR",
      in_stock: false,
      source: "microdata",
      wasPrice: 450,
    });
  });

  it("prefers product:sale_price over the regular OpenGraph price, which it keeps as the was price", () => {
    const html = page(
      "<h1>Widget Pro</h1>",
      `<meta property="product:price:amount" content="520"><meta property="product:price:currency" content="SAR">
       <meta property="product:sale_price:amount" content="415"><meta property="product:availability" content="in stock">`,
    );
    expect(extractPrice(html, PAGE_URL)).toEqual({
      price: 415,
      currency: "SAR",
      in_stock: true,
      source: "opengraph",
      wasPrice: 520,
    });
  });

  it("takes the VAT-inclusive field of embedded state, not the net `price`", () => {
    const state = {
      product: {
        current: {
          name: "Widget Pro",
          price: 999.13,
          final_price: 999.13,
          final_price_incl_tax: 1149,
          stock: { is_in_stock: true },
        },
        related: { upsell: [{ name: "Widget Case", final_price_incl_tax: 399 }] },
      },
    };
    const html = page(
      `<h1>Widget Pro</h1><script>window.__INITIAL_STATE__=${JSON.stringify(state)}</script>`,
    );
    expect(extractPrice(html, PAGE_URL)).toEqual({
      price: 1149,
      currency: "SAR",
      in_stock: true,
      source: "embedded-state",
    });
  });

  it("reads the page's product from __NEXT_DATA__ and skips recommendations", () => {
    const data = {
      props: {
        pageProps: {
          recommendations: [{ name: "Widget Lite", price: { current: 99 } }],
          product: {
            slug: "widget-pro",
            name: "Widget Pro",
            price: { current: 159, original: 199 },
            stock: { status: "IN_STOCK" },
          },
        },
      },
    };
    const html = page(
      `<h1>Widget Pro</h1><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`,
    );
    expect(extractPrice(html, PAGE_URL)).toMatchObject({
      price: 159,
      in_stock: true,
      source: "embedded-state",
    });
  });

  it("does not trust a state price that the page never shows next to a price it does show", () => {
    const state = { product: { name: "Widget Pro", price: 999.13 } };
    const html = page(
      `<h1>Widget Pro</h1><span class="price">SR 1,149</span><script>var state = ${JSON.stringify(state)}</script>`,
    );
    expect(extractPrice(html, PAGE_URL)).toMatchObject({ price: 1149, source: "visible-text" });
  });

  it("converts Shopify variant prices from halalas", () => {
    const variants = [
      { id: 111, title: "M", option1: "M", price: 118900, compare_at_price: null, available: true },
    ];
    const html = page(`<h1>Widget Pro</h1><img src="/cdn/shop/files/w.jpg">
      <script type="application/json" data-product-json>${JSON.stringify({ title: "Widget Pro", variants })}</script>`);
    expect(extractPrice(html, "https://shop.example.sa/products/widget-pro").price).toBe(1189);
  });
});

describe("extractPrice – visible text rules", () => {
  it("skips the struck-through old price even when it comes first", () => {
    const html = page(
      '<h1>Widget Pro</h1><div class="pdp-prices"><s>٤٢٩٫٩٩ ر.س</s><div class="pdp-price"><span>٣٤٩</span><span>٫٩٩</span> <span>ر.س</span></div></div>',
    );
    expect(extractPrice(html, PAGE_URL)).toMatchObject({ price: 349.99, source: "visible-text" });
  });

  it("ignores Tabby/Tamara instalments, fees and savings around the price", () => {
    const html = page(`<h1>Widget Pro</h1>
      <div class="product-price"><span class="price">SAR 3,999</span></div>
      <div class="bnpl">4 interest-free payments of <strong>SAR 999.75</strong> with tabby</div>
      <p>Split in 3 payments of SAR 1,333.00</p>
      <p class="you-save">You save SAR 400.00</p>
      <p>Optional assembly: + SAR 75.00</p>
      <p>Free delivery on orders over SAR 150</p>`);
    expect(extractPrice(html, PAGE_URL).price).toBe(3999);
  });

  it("ignores unit prices, multi-buy totals and the VAT-exclusive price", () => {
    const html = page(`<h1>Widget Pro</h1>
      <div class="product-price"><span class="price">SAR 12.95</span> <span class="unit-price">SAR 2.59 / 100 g</span></div>
      <div>Multi-buy: 2 for SAR 24.00</div>
      <small>SAR 11.26 excl. VAT (VAT 15%: SAR 1.69)</small>`);
    expect(extractPrice(html, PAGE_URL).price).toBe(12.95);
  });

  it("ignores the mini-cart and related products", () => {
    const html = page(`<header><a class="mini-cart">SAR 0.00</a></header>
      <h1>Widget Pro</h1><div class="buybox__price">SAR 1,999.00</div>
      <section class="related-products"><div class="card"><a href="/p/2"><img src="/2.jpg">Other</a><span class="price">SAR 99.00</span></div></section>`);
    expect(extractPrice(html, PAGE_URL).price).toBe(1999);
  });

  it("reads the riyal from an icon class or an inline SVG", () => {
    const salla = page('<h1>Widget Pro</h1><h2 class="total-price">415 <i class="sicon-sar"></i></h2>');
    expect(extractPrice(salla, PAGE_URL)).toMatchObject({ price: 415, currency: "SAR" });
    const svg = page(
      '<h1>Widget Pro</h1><span class="amount"><svg aria-label="SAR"><path d="M0"/></svg>2,150.00</span>',
    );
    expect(extractPrice(svg, PAGE_URL)).toMatchObject({ price: 2150, currency: "SAR" });
  });

  it("reports two equally plausible prices as ambiguous", () => {
    const html = page("<h1>Widget Pro</h1><p>SAR 100.00</p><p>SAR 120.00</p>");
    expect(extractPrice(html, PAGE_URL)).toMatchObject({ price: null, ambiguous: true });
  });
});

describe("extractPrice – pages without a price and stock flags", () => {
  it("returns no price for 'price on request' and no stock signal", () => {
    const html = page(`<h1>Widget Pro</h1><div class="product-price"><span>السعر عند الطلب</span></div>
      <button>اطلب عرض سعر</button>
      <section class="related"><span class="price">٣١٠ ر.س</span><button>أضف للسلة</button></section>`);
    expect(extractPrice(html, PAGE_URL)).toEqual({
      price: null,
      currency: null,
      in_stock: null,
      source: null,
    });
  });

  it("returns no price and out of stock for a coming-soon page", () => {
    const html = page(`<h1>Widget Pro</h1><p>Coming soon</p><button>Register your interest</button>
      <p class="announcement">Trade in and get up to SAR 1,500</p>`);
    expect(extractPrice(html, PAGE_URL)).toEqual({
      price: null,
      currency: null,
      in_stock: false,
      source: null,
    });
  });

  it("reads 'sold out' from the stock label and a disabled buy button", () => {
    const html = page(`<h1>Widget Pro</h1><span class="price">SAR 149.00</span>
      <p class="product-stock">Sold out – back in stock soon</p><button disabled>Add to cart</button>`);
    expect(extractPrice(html, PAGE_URL)).toMatchObject({ price: 149, in_stock: false });
    const buttonOnly = page(
      '<h1>Widget Pro</h1><span class="price">SAR 149.00</span><button disabled>Add to cart</button>',
    );
    expect(extractPrice(buttonOnly, PAGE_URL).in_stock).toBe(false);
  });

  it("reads 'in stock' from an enabled buy button when nothing else says", () => {
    const html = page(
      '<h1>Widget Pro</h1><span class="price">SAR 149.00</span><button>أضف إلى السلة</button>',
    );
    expect(extractPrice(html, PAGE_URL).in_stock).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Pages that once gave a silently wrong number (issue 19), in English and Arabic

const OWN_FIXTURES = path.resolve(import.meta.dirname, "fixtures");

function extractFixture(file: string, url = "https://store.example.sa/p/item-1") {
  return extractPrice(readFileSync(path.join(OWN_FIXTURES, file), "utf8"), url);
}

describe("extractPrice – never a silently wrong number", () => {
  it("reads digits grouped by a no-break or narrow no-break space whole, not their tail", () => {
    expect(extractFixture("space-grouped-ar.html")).toMatchObject({ price: 1299, source: "visible-text" });
    expect(extractFixture("space-grouped-en.html")).toMatchObject({ price: 1139, source: "visible-text" });
  });

  it("does not join two numbers from separate elements into one ('4' + '299.00 SAR')", () => {
    const html = page(
      '<h1>Widget Pro</h1><div class="product-price"><span class="rating">4</span> <span class="price">299.00 SAR</span></div>',
    );
    expect(extractPrice(html, PAGE_URL).price).not.toBe(4299);
  });

  it("reads a long decimal part with trailing zeros, and refuses one it would have to round", () => {
    expect(extractFixture("long-decimals-en.html")).toMatchObject({ price: 1299.5, source: "json-ld" });
    // "٢٩٫١٥٨٣ ر.س" was read as 29 SAR: the pattern cut the number at its third decimal.
    expect(extractFixture("long-decimals-ar.html")).toMatchObject({ price: null, currency: null });
  });

  it("takes a structured string only when the whole string is a price", () => {
    // "MzI5Ljk5" (an encoded token) and "عبوة 5 لتر" (a pack size) were both read as 5 SAR.
    expect(extractFixture("state-token-en.html")).toMatchObject({ price: null, currency: null });
    expect(extractFixture("state-token-ar.html")).toMatchObject({ price: null, currency: null });
  });

  it("does not read bare amounts as SAR on a page that declares another currency", () => {
    expect(extractFixture("foreign-page-en.html")).toMatchObject({ price: null, currency: null });
    expect(extractFixture("foreign-page-ar.html")).toMatchObject({ price: null, currency: null });
  });

  it("still reads a riyal-marked amount on a page whose structured data names another currency", () => {
    const html = page(
      '<h1>Widget Pro</h1><div class="price">SAR 1,149.00</div>',
      jsonLd(product({ "@type": "Offer", price: 299, priceCurrency: "USD" })),
    );
    expect(extractPrice(html, PAGE_URL)).toMatchObject({ price: 1149, currency: "SAR" });
  });

  it("charges the sale price when JSON-LD holds the regular one, and keeps that as the was price", () => {
    for (const file of ["sale-vs-regular-en.html", "sale-vs-regular-ar.html"]) {
      expect(extractFixture(file), file).toMatchObject({ price: 120, currency: "SAR", wasPrice: 150 });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Pages that gave a wrong number in the second outside test (issue 33), in English and Arabic

describe("extractPrice – never a wrong price, part two", () => {
  it.each(["vat-exclusive-woocommerce-en.html", "vat-exclusive-woocommerce-ar.html"])(
    "charges the VAT-inclusive price the page shows when JSON-LD's price excludes VAT: %s",
    (file) => {
      expect(extractFixture(file)).toEqual({
        price: 1150,
        currency: "SAR",
        in_stock: true,
        source: "visible-text",
      });
    },
  );

  it.each(["vat-exclusive-only-en.html", "vat-exclusive-only-ar.html"])(
    "refuses a page whose only price excludes VAT: %s",
    (file) => {
      expect(extractFixture(file)).toMatchObject({ price: null, currency: null });
    },
  );

  it.each(["sale-struck-opencart-en.html", "sale-struck-opencart-ar.html"])(
    "charges the sale price beside the struck OpenGraph price, which becomes the was price: %s",
    (file) => {
      expect(extractFixture(file)).toEqual({
        price: 699,
        currency: "SAR",
        in_stock: true,
        source: "visible-text",
        wasPrice: 899,
      });
    },
  );

  it.each(["currency-on-page-aed-en.html", "currency-on-page-aed-ar.html"])(
    "reads no riyals from a page that shows its prices only in dirhams: %s",
    (file) => {
      expect(extractFixture(file, "https://gulfmart.example.ae/p/kiwi-wipes-12")).toMatchObject({
        price: null,
        currency: null,
      });
      // The page's own words are enough, whatever its address.
      expect(extractFixture(file)).toMatchObject({ price: null, currency: null });
    },
  );

  it.each(["multi-buy-banner-en.html", "multi-buy-banner-ar.html"])(
    "reads the single price, not the multi-buy banner's total: %s",
    (file) => {
      expect(extractFixture(file)).toMatchObject({ price: 109, currency: "SAR", source: "visible-text" });
    },
  );

  it.each(["variable-product-range-en.html", "variable-product-range-ar.html"])(
    "refuses the low end of a variable product's price range: %s",
    (file) => {
      expect(extractFixture(file)).toMatchObject({ price: null, currency: null });
    },
  );

  it("reads a marketplace AggregateOffer's low price only where the page shows it", () => {
    const aggregate = jsonLd(
      product({ "@type": "AggregateOffer", lowPrice: "99.00", highPrice: "149.00", priceCurrency: "SAR" }),
    );
    const otherPrice = page('<h1>Widget Pro</h1><div class="price">SAR 129.00</div>', aggregate);
    expect(extractPrice(otherPrice, PAGE_URL)).toMatchObject({ price: null, currency: null });
    const featured = page('<h1>Widget Pro</h1><div class="price">SAR 99.00</div>', aggregate);
    expect(extractPrice(featured, PAGE_URL)).toMatchObject({ price: 99, source: "json-ld" });
  });

  it("reads a microdata AggregateOffer's low price only where the page shows that one price", () => {
    const scope = (shown: string) =>
      page(`<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Widget Pro</h1>
        <div itemprop="offers" itemscope itemtype="https://schema.org/AggregateOffer">
          <meta itemprop="lowPrice" content="99.00"><meta itemprop="highPrice" content="149.00">
          <meta itemprop="priceCurrency" content="SAR"></div>
        <div class="price">${shown}</div></div>`);
    // The range on the page, or another price: several prices and no single one to read.
    expect(extractPrice(scope("SAR 99.00 – SAR 149.00"), PAGE_URL)).toMatchObject({ price: null });
    expect(extractPrice(scope("SAR 129.00"), PAGE_URL)).toMatchObject({ price: null });
    // The page's own price is the low end: a marketplace's featured offer.
    expect(extractPrice(scope("SAR 99.00"), PAGE_URL)).toMatchObject({ price: 99 });
  });

  it("never charges a microdata price marked without VAT as it is", () => {
    const scope = (shown: string) =>
      page(`<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Widget Pro</h1>
        <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
          <meta itemprop="price" content="1000.00"><meta itemprop="priceCurrency" content="SAR">
          <meta itemprop="valueAddedTaxIncluded" content="false"></div>
        <div class="price">${shown}</div></div>`);
    // The page shows the VAT-inclusive price, net + 15 %: that is what the shopper pays.
    expect(extractPrice(scope("1,150.00 ر.س شامل ضريبة القيمة المضافة"), PAGE_URL)).toMatchObject({
      price: 1150,
    });
    // Only the net price anywhere: refused, never 1,000.
    expect(extractPrice(scope("SAR 1,000.00"), PAGE_URL)).toMatchObject({ price: null });
  });

  it("does not read a currency-less JSON-LD price as riyals on a UAE site", () => {
    const html = page(
      '<h1>Widget Pro</h1><div class="price">42.75</div>',
      jsonLd(product({ "@type": "Offer", price: "42.75" })),
    ).replace("<html>", '<html lang="en-AE">');
    expect(extractPrice(html, "https://shop.example.ae/p/widget-pro")).toMatchObject({ price: null });
  });
});

// ---------------------------------------------------------------------------------------------
// "Was" prices (PD-23): the store's list or strike-through price beside the price it charges.
// Expected values were read off each page by hand.

describe("extractPrice – the store's was price", () => {
  it.each([
    ["was-jsonld-strikethrough-en.html", { price: 2199, wasPrice: 2649, source: "json-ld" }],
    ["was-jsonld-list-price-ar.html", { price: 1249, wasPrice: 1499, source: "json-ld" }],
    ["was-microdata-en.html", { price: 379, wasPrice: 450, source: "microdata" }],
    ["was-del-en.html", { price: 599, wasPrice: 749, source: "json-ld" }],
    [
      "was-qabl-ar.html",
      {
        price: 949,
        wasPrice: 1149,
        source: "visible-text",
        // The Tabby line is an instalment plan (issue 32), never the price.
        details: { instalments: [{ provider: "tabby", payments: 4, paymentHalalas: 23725 }] },
      },
    ],
    ["was-strike-ar.html", { price: 1199, wasPrice: 1449, source: "opengraph" }],
  ])("reads %s", (file, expected) => {
    expect(extractFixture(file)).toEqual({ currency: "SAR", in_stock: true, ...expected });
  });

  it("ignores a struck price below the price and struck prices of other products", () => {
    expect(extractFixture("was-ignored-lower-en.html")).toEqual({
      price: 1599,
      currency: "SAR",
      in_stock: true,
      source: "json-ld",
    });
    expect(extractFixture("was-ignored-unrelated-ar.html")).toEqual({
      price: 99,
      currency: "SAR",
      in_stock: true,
      source: "json-ld",
      // "توصيل مجاني للطلبات فوق ٢٠٠ ر.س" (issue 32).
      details: { delivery: [{ region: "all", feeHalalas: null, freeOverHalalas: 20000 }] },
    });
  });

  it("reads a bare ListPrice type and prefers the strike-through entry to the list price", () => {
    const offer = (priceSpecification: unknown) =>
      page(
        "<h1>Widget Pro</h1>",
        jsonLd(product({ "@type": "Offer", price: 800, priceCurrency: "SAR", priceSpecification })),
      );
    expect(
      extractPrice(
        offer({ "@type": "UnitPriceSpecification", priceType: "ListPrice", price: 950 }),
        PAGE_URL,
      ),
    ).toMatchObject({ price: 800, wasPrice: 950 });
    const both = offer([
      { "@type": "UnitPriceSpecification", priceType: "https://schema.org/ListPrice", price: 990 },
      { "@type": "UnitPriceSpecification", priceType: "StrikethroughPrice", price: 900 },
    ]);
    expect(extractPrice(both, PAGE_URL)).toMatchObject({ price: 800, wasPrice: 900 });
  });

  it("takes no maker's MSRP and no was price in another currency", () => {
    const html = page(
      "<h1>Widget Pro</h1>",
      jsonLd(
        product({
          "@type": "Offer",
          price: 800,
          priceCurrency: "SAR",
          priceSpecification: [
            { "@type": "UnitPriceSpecification", priceType: "https://schema.org/MSRP", price: 999 },
            {
              "@type": "UnitPriceSpecification",
              priceType: "StrikethroughPrice",
              price: 260,
              priceCurrency: "USD",
            },
          ],
        }),
      ),
    );
    expect(extractPrice(html, PAGE_URL)).not.toHaveProperty("wasPrice");
  });

  it("reads 'Was' text and a struck price next to the visible price, but not two different ones", () => {
    const was = page('<h1>Widget Pro</h1><div class="price-box"><b>SAR 120.00</b> Was SAR 150.00</div>');
    expect(extractPrice(was, PAGE_URL)).toMatchObject({ price: 120, wasPrice: 150 });
    const two = page(
      '<h1>Widget Pro</h1><div class="price-box"><s>SAR 140.00</s> <b>SAR 120.00</b> Was SAR 150.00</div>',
    );
    expect(extractPrice(two, PAGE_URL)).not.toHaveProperty("wasPrice");
  });

  it("does not take a saving or an instalment for a was price", () => {
    const html = page(
      '<h1>Widget Pro</h1><div class="price-box"><b>SAR 1,200.00</b> <span class="save">You save SAR 300.00</span></div>',
    );
    expect(extractPrice(html, PAGE_URL)).not.toHaveProperty("wasPrice");
  });
});
