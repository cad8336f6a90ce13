import { describe, expect, it } from "vitest";
import { readPageIdentity } from "./read-identity";

const page = (head: string, body = "") =>
  `<!doctype html><html lang="ar"><head>${head}</head><body>${body}</body></html>`;
const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

describe("reading what a product page says the product is", () => {
  it("reads GTIN, brand, MPN, model, image, condition and properties from JSON-LD", () => {
    const identity = readPageIdentity(
      page(
        ld({
          "@context": "https://schema.org",
          "@graph": [
            {
              "@type": "BreadcrumbList",
              itemListElement: [
                { "@type": "ListItem", position: 2, name: "جوالات" },
                { "@type": "ListItem", position: 1, name: "الرئيسية" },
                { "@type": "ListItem", position: 3, name: "ابل" },
              ],
            },
            {
              "@type": "Product",
              name: "ابل ايفون 15 برو 256 جيجا تيتانيوم طبيعي",
              brand: { "@type": "Brand", name: "ابل" },
              gtin13: "0194253401230",
              mpn: "MTV53AH/A",
              model: "A3102",
              image: ["/img/iphone.jpg"],
              color: "تيتانيوم طبيعي",
              additionalProperty: [
                { "@type": "PropertyValue", name: "السعة التخزينية", value: "256 جيجابايت" },
              ],
              offers: {
                "@type": "Offer",
                price: "4999",
                priceCurrency: "SAR",
                itemCondition: "https://schema.org/NewCondition",
              },
            },
          ],
        }),
      ),
      "https://store.example/ar/p/iphone-15-pro",
    );
    expect(identity).toEqual({
      name: "ابل ايفون 15 برو 256 جيجا تيتانيوم طبيعي",
      gtins: ["0194253401230"],
      brand: "ابل",
      mpn: "MTV53AH/A",
      model: "A3102",
      image: "https://store.example/img/iphone.jpg",
      breadcrumb: ["الرئيسية", "جوالات", "ابل"],
      condition: "new",
      specs: [
        { name: "السعة التخزينية", value: "256 جيجابايت" },
        { name: "color", value: "تيتانيوم طبيعي" },
      ],
      lang: "ar",
    });
  });

  it("reads ean and isbn, a refurbished condition, and the page's spec table", () => {
    const identity = readPageIdentity(
      `<html lang="en"><head>${ld({
        "@type": "Product",
        name: "Galaxy S23 (Renewed)",
        ean: "8806094725543",
        isbn: "9780306406157",
        offers: { "@type": "Offer", price: 1999, itemCondition: "RefurbishedCondition" },
      })}</head><body><table><tr><th>Storage</th><td>256 GB</td></tr><tr><td>RAM</td><td>8 GB</td></tr>
      <tr><td colspan="2">Note</td></tr></table><dl><dt>Colour</dt><dd>Phantom Black</dd></dl></body></html>`,
      "https://store.example/p/s23",
    );
    expect(identity?.gtins).toEqual(["8806094725543", "9780306406157"]);
    expect(identity?.condition).toBe("refurbished");
    expect(identity?.specs).toEqual([
      { name: "Storage", value: "256 GB" },
      { name: "RAM", value: "8 GB" },
      { name: "Colour", value: "Phantom Black" },
    ]);
    expect(identity?.lang).toBe("en");
  });

  it("reads a microdata page and its breadcrumb trail", () => {
    const identity = readPageIdentity(
      `<html><body><nav aria-label="Breadcrumb"><a href="/">Home</a><a href="/tv">TVs</a></nav>
      <div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Sony Bravia 65" X90L</h1>
      <meta itemprop="brand" content="Sony"><meta itemprop="mpn" content="XR-65X90L"><meta itemprop="gtin13" content="4548736154506">
      <img itemprop="image" src="/tv.jpg"></div></body></html>`,
      "https://store.example/p/bravia",
    );
    expect(identity).toMatchObject({
      name: 'Sony Bravia 65" X90L',
      brand: "Sony",
      mpn: "XR-65X90L",
      gtins: ["4548736154506"],
      breadcrumb: ["Home", "TVs"],
    });
  });

  it("finds no product on a listing, a home page or a page of several products", () => {
    expect(
      readPageIdentity(page("", "<h1>Phones</h1><a href='/p/1'>One</a>"), "https://store.example/phones"),
    ).toBeNull();
    const list = ld({
      "@graph": [
        { "@type": "Product", name: "One", offers: { price: 1 } },
        { "@type": "Product", name: "Two", offers: { price: 2 } },
      ],
    });
    expect(readPageIdentity(page(list), "https://store.example/phones")).toBeNull();
  });
});
