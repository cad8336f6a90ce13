import { describe, expect, it } from "vitest";
import { extractPrice, inspectPage } from "./extract-price";
import { parseJsonPath } from "./store-rule-grammar";

const URL_ = "https://rules-store.sa/p/42";

// Two riyal amounts with the same weight: the automatic reader cannot tell which one is charged.
const TWO_PRICES = `<!doctype html><html><body>
  <h1>Air fryer XL</h1>
  <div class="box a"><span class="amt">SAR 349.00</span></div>
  <div class="box b"><span class="amt">SAR 399.00</span></div>
  <p class="avail">Only 2 left</p>
  <button class="buy" disabled>Add to cart</button>
</body></html>`;

const NEXT_PAGE = `<!doctype html><html><body><h1>Kettle</h1><div id="__next"></div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"item":{"pricing":[{"v":"129.50"}],"qty":0}}}}</script>
</body></html>`;

describe("store rules", () => {
  it("parse JSON paths with keys, indices and quoted keys, and refuse anything else", () => {
    expect(parseJsonPath("$.a.b[0]['c d']")).toEqual(["a", "b", 0, "c d"]);
    expect(parseJsonPath("$")).toBeNull();
    expect(parseJsonPath("$.a..b")).toBeNull();
    expect(parseJsonPath(".a")).toBeNull();
  });

  it("read the price a CSS rule points at where the automatic reader finds none", () => {
    expect(extractPrice(TWO_PRICES, URL_).price).toBeNull();
    const reading = extractPrice(TWO_PRICES, URL_, { priceRule: ".box.b .amt", stockRule: "button.buy" });
    expect(reading).toMatchObject({ price: 399, source: "store-rule", in_stock: false });
  });

  it("read the price and stock a JSON path points at in the page's embedded state", () => {
    const reading = extractPrice(NEXT_PAGE, URL_, {
      priceRule: "$.props.pageProps.item.pricing[0].v",
      stockRule: "$.props.pageProps.item.qty",
    });
    expect(reading).toMatchObject({ price: 129.5, source: "store-rule", in_stock: false });
  });

  it("leave the automatic reading when the rule finds nothing (the layout changed)", () => {
    const page = `<html><body><h1>Lamp</h1><script type="application/ld+json">{"@type":"Product","name":"Lamp","offers":{"@type":"Offer","price":"75.00","priceCurrency":"SAR"}}</script></body></html>`;
    expect(extractPrice(page, URL_, { priceRule: ".gone", stockRule: null })).toMatchObject({
      price: 75,
      source: "json-ld",
    });
  });

  it("are shown beside each automatic source when a page is tested", () => {
    const inspection = inspectPage(TWO_PRICES, URL_, { priceRule: ".box.a .amt", stockRule: null });
    expect(inspection.priceRule).toEqual({ found: "SAR 349.00", price: 349, inStock: null });
    expect(inspection.result).toMatchObject({ price: 349, source: "store-rule" });
    expect(inspection.steps.map((step) => step.source)).toEqual([
      "json-ld",
      "microdata",
      "opengraph",
      "embedded-state",
      "visible-text",
    ]);
    expect(inspection.visibleCandidates.map((candidate) => candidate.amount)).toEqual([349, 399]);
    expect(inspection.visibleCandidates[0]!.text).toContain("SAR 349.00");
  });
});
