import { describe, expect, it } from "vitest";
import type { ProductAttribute } from "~/features/attributes/product-attributes";
import { buildProductJsonLd, serializeJsonLd } from "./product-json-ld";

const product = {
  id: "7b0c7a7e-8f7f-4c53-9d1c-4b0b1b0b1b0b",
  nameEn: "Apple iPhone 16 Pro Max 256GB",
  nameAr: "آيفون 16 برو ماكس 256 جيجابايت",
  descriptionEn: "The largest iPhone.",
  descriptionAr: "أكبر آيفون.",
  imageUrl: "/demo/products/phone-desert.svg",
  brand: "Apple",
  model: "A3296",
  attributes: [] as ProductAttribute[],
  specifications: [],
  category: { nameEn: "Smartphones", nameAr: "الجوالات الذكية" },
  priceRange: { lowest: "4599.00", highest: "4899.00", storeCount: 6 },
  ratings: { count: 12, average: 4.5 },
};

describe("buildProductJsonLd", () => {
  it("describes the product with an AggregateOffer in SAR and an AggregateRating", () => {
    expect(
      buildProductJsonLd(product, {
        url: `https://qaren.example/products/${product.id}`,
        origin: "https://qaren.example",
        locale: "en",
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": `https://qaren.example/products/${product.id}`,
      url: `https://qaren.example/products/${product.id}`,
      sku: product.id,
      name: "Apple iPhone 16 Pro Max 256GB",
      description: "The largest iPhone.",
      image: "https://qaren.example/demo/products/phone-desert.svg",
      brand: { "@type": "Brand", name: "Apple" },
      model: "A3296",
      mpn: "A3296",
      category: "Smartphones",
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: "SAR",
        lowPrice: "4599.00",
        highPrice: "4899.00",
        offerCount: 6,
      },
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: "4.5",
        reviewCount: 12,
        bestRating: "5",
        worstRating: "1",
      },
    });
  });

  it("uses the page's language and leaves out offers and rating when there are none", () => {
    const jsonLd = buildProductJsonLd(
      { ...product, priceRange: null, ratings: { count: 0, average: null } },
      {
        url: `https://qaren.example/products/${product.id}?lang=ar`,
        origin: "https://qaren.example",
        locale: "ar",
      },
    );
    expect(jsonLd).toMatchObject({
      url: `https://qaren.example/products/${product.id}?lang=ar`,
      name: product.nameAr,
      description: "أكبر آيفون.",
      category: "الجوالات الذكية",
    });
    expect(jsonLd).not.toHaveProperty("offers");
    expect(jsonLd).not.toHaveProperty("aggregateRating");
  });

  it("lists the specifications as PropertyValues in the page's language, English where Arabic is missing", () => {
    const specifications = [
      { name: "Storage", value: "256 GB", nameAr: "السعة التخزينية", valueAr: "256 جيجابايت" },
      { name: "Chip", value: "A18 Pro", nameAr: "المعالج" },
      { name: "SIM", value: "Nano-SIM + eSIM" },
    ];
    const options = { url: "https://qaren.example/p", origin: "https://qaren.example" };
    expect(buildProductJsonLd({ ...product, specifications }, { ...options, locale: "en" })).toMatchObject({
      additionalProperty: [
        { "@type": "PropertyValue", name: "Storage", value: "256 GB" },
        { "@type": "PropertyValue", name: "Chip", value: "A18 Pro" },
        { "@type": "PropertyValue", name: "SIM", value: "Nano-SIM + eSIM" },
      ],
    });
    expect(buildProductJsonLd({ ...product, specifications }, { ...options, locale: "ar" })).toMatchObject({
      additionalProperty: [
        { "@type": "PropertyValue", name: "السعة التخزينية", value: "256 جيجابايت" },
        { "@type": "PropertyValue", name: "المعالج", value: "A18 Pro" },
        { "@type": "PropertyValue", name: "SIM", value: "Nano-SIM + eSIM" },
      ],
    });
  });

  it("lists typed values first: numbers with their unit, yes/no as a boolean, options by their label", () => {
    const attributes: ProductAttribute[] = [
      {
        key: "screen_size",
        labelEn: "Screen size",
        labelAr: "حجم الشاشة",
        kind: "number",
        unit: "inch",
        better: null,
        isVariantAxis: false,
        value: { kind: "number", number: 6.9 },
        optionLabel: null,
      },
      {
        key: "five_g",
        labelEn: "5G",
        labelAr: "5G",
        kind: "boolean",
        unit: null,
        better: null,
        isVariantAxis: false,
        value: { kind: "boolean", boolean: true },
        optionLabel: null,
      },
    ];
    const specifications = [{ name: "SIM", value: "Nano-SIM + eSIM" }];
    const options = {
      url: "https://qaren.example/p",
      origin: "https://qaren.example",
      locale: "ar" as const,
    };
    expect(
      buildProductJsonLd({ ...product, attributes, specifications }, options).additionalProperty,
    ).toEqual([
      {
        "@type": "PropertyValue",
        propertyID: "screen_size",
        name: "حجم الشاشة",
        value: 6.9,
        unitText: "بوصة",
      },
      { "@type": "PropertyValue", propertyID: "five_g", name: "5G", value: true },
      { "@type": "PropertyValue", name: "SIM", value: "Nano-SIM + eSIM" },
    ]);
  });

  it("names a variant's ProductGroup and what its variants vary by", () => {
    const axis = (key: string, value: number): ProductAttribute => ({
      key,
      labelEn: key,
      labelAr: key,
      kind: "number",
      unit: "GB",
      better: "higher",
      isVariantAxis: true,
      value: { kind: "number", number: value },
      optionLabel: null,
    });
    const member = (id: string, gb: number) => ({
      id,
      nameEn: id,
      nameAr: id,
      lowestPrice: null,
      storeCount: 0,
      axes: [axis("storage", gb)],
    });
    const variants = {
      family: { id: "family-1", nameEn: "Apple iPhone 15", nameAr: "آيفون 15" },
      members: [member("a", 128), member("b", 256)],
    };
    const options = {
      url: "https://qaren.example/p",
      origin: "https://qaren.example",
      locale: "ar" as const,
    };
    expect(buildProductJsonLd({ ...product, variants }, options).isVariantOf).toEqual({
      "@type": "ProductGroup",
      productGroupID: "family-1",
      name: "آيفون 15",
      variesBy: ["https://schema.org/size"],
    });
    expect(buildProductJsonLd({ ...product, variants: null }, options)).not.toHaveProperty("isVariantOf");
  });

  it("lists current offers whose delivery is known with their shippingDetails, by the total's rule", () => {
    const policy = (value: unknown) => ({ value, source: "storePolicy" as const, checkedAt: null });
    const offers = [
      {
        storeName: "Jarir",
        url: "https://jarir.example/p",
        price: "4599.00",
        isCurrent: true,
        details: {
          delivery: policy([
            // Free over SAR 200: this price ships free to Riyadh.
            { region: "riyadh", feeHalalas: 2500, freeOverHalalas: 20000, minDays: 1, maxDays: 2 },
            { region: "jeddah", feeHalalas: 3500, minDays: 2, maxDays: 4 },
            // A threshold alone says nothing of the fee below it: left out.
            { region: "other", feeHalalas: null, freeOverHalalas: 999999 },
          ]),
        },
      },
      // Delivery unknown: not listed.
      { storeName: "Extra", url: "https://extra.example/p", price: "4620.00", isCurrent: true, details: {} },
      // Not current (stale): not listed, though its delivery is known.
      {
        storeName: "noon",
        url: "https://noon.example/p",
        price: "4500.00",
        isCurrent: false,
        details: { delivery: policy([{ region: "all", feeHalalas: 0 }]) },
      },
    ] as const;
    const jsonLd = buildProductJsonLd(
      { ...product, offers: offers as never },
      { url: "https://qaren.example/p", origin: "https://qaren.example", locale: "en" },
    );
    expect(jsonLd.offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: "4599.00" });
    expect((jsonLd.offers as { offers: unknown }).offers).toEqual([
      {
        "@type": "Offer",
        price: "4599.00",
        priceCurrency: "SAR",
        url: "https://jarir.example/p",
        seller: { "@type": "Organization", name: "Jarir" },
        shippingDetails: [
          {
            "@type": "OfferShippingDetails",
            shippingRate: { "@type": "MonetaryAmount", value: "0.00", currency: "SAR" },
            shippingDestination: {
              "@type": "DefinedRegion",
              addressCountry: "SA",
              addressRegion: "01",
              name: "Riyadh",
            },
            deliveryTime: {
              "@type": "ShippingDeliveryTime",
              transitTime: { "@type": "QuantitativeValue", minValue: 1, maxValue: 2, unitCode: "DAY" },
            },
          },
          {
            "@type": "OfferShippingDetails",
            shippingRate: { "@type": "MonetaryAmount", value: "35.00", currency: "SAR" },
            shippingDestination: {
              "@type": "DefinedRegion",
              addressCountry: "SA",
              addressRegion: "02",
              name: "Jeddah",
            },
            deliveryTime: {
              "@type": "ShippingDeliveryTime",
              transitTime: { "@type": "QuantitativeValue", minValue: 2, maxValue: 4, unitCode: "DAY" },
            },
          },
        ],
      },
    ]);
    // No offer with known delivery: the AggregateOffer lists none.
    const without = buildProductJsonLd(
      { ...product, offers: [offers[1]] as never },
      { url: "https://qaren.example/p", origin: "https://qaren.example", locale: "en" },
    );
    expect(without.offers).not.toHaveProperty("offers");
  });

  it("serialises so that no text can close the script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>\u2028" });
    expect(text).not.toContain("</script>");
    expect(text).not.toContain("\u2028");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>\u2028" });
  });
});
