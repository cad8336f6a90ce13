import { describe, expect, it } from "vitest";
import { browseHref, parseBrowseParams } from "./browse-params";

const parse = (search: string) => parseBrowseParams(new URLSearchParams(search));

describe("parseBrowseParams", () => {
  it("reads every parameter of the browse page", () => {
    expect(
      parse("category=phones&minPrice=100&maxPrice=2,500.5&sortBy=rating_desc&q= iphone &page=3"),
    ).toEqual({
      category: "phones",
      minPrice: "100",
      maxPrice: "2500.5",
      sortBy: "rating_desc",
      q: "iphone",
      page: 3,
    });
  });

  it("falls back to the defaults for missing or senseless values", () => {
    const defaults = { category: null, minPrice: null, maxPrice: null, sortBy: "price_asc", q: "", page: 1 };
    expect(parse("")).toEqual(defaults);
    expect(parse("minPrice=abc&maxPrice=-5&sortBy=cheapest&page=0&category=")).toEqual(defaults);
    expect(parse("minPrice=1.234&maxPrice=1e5&page=2.5")).toEqual(defaults);
    expect(parse("page=99999999").page).toBe(1);
  });

  it("reads a price range given the wrong way round the right way round", () => {
    expect(parse("minPrice=900&maxPrice=100.50")).toMatchObject({ minPrice: "100.50", maxPrice: "900" });
    expect(parse("minPrice=10.5&maxPrice=10.05")).toMatchObject({ minPrice: "10.05", maxPrice: "10.5" });
  });
});

describe("browseHref", () => {
  const current = parse("category=c1&sortBy=price_desc&page=4");

  it("leaves defaults out and goes back to the first page on any change", () => {
    expect(browseHref(parse(""))).toBe("/products");
    expect(browseHref(current, { sortBy: "price_asc" })).toBe("/products?category=c1");
    expect(browseHref(current, { minPrice: "50" })).toBe(
      "/products?category=c1&minPrice=50&sortBy=price_desc",
    );
  });

  it("keeps the filters when changing page", () => {
    expect(browseHref(current, { page: 5 })).toBe("/products?category=c1&sortBy=price_desc&page=5");
    expect(browseHref(parse("q=سامسونج"), { page: 2 })).toBe(
      `/products?q=${encodeURIComponent("سامسونج")}&page=2`,
    );
  });
});
