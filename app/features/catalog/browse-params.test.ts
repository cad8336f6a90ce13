import { describe, expect, it } from "vitest";
import { browseHref, countFilters, parseBrowseParams } from "./browse-params";

const parse = (search: string) => parseBrowseParams(new URLSearchParams(search));

describe("parseBrowseParams", () => {
  it("reads every parameter of the browse page", () => {
    expect(
      parse("category=phones&minPrice=100&maxPrice=2,500.5&sortBy=rating_desc&q= iphone &page=3"),
    ).toEqual({
      path: "/products",
      category: "phones",
      minPrice: "100",
      maxPrice: "2500.5",
      brands: [],
      stores: [],
      inStock: false,
      minRating: null,
      attributes: [],
      sortBy: "rating_desc",
      q: "iphone",
      page: 3,
    });
  });

  it("falls back to the defaults for missing or senseless values", () => {
    const defaults = {
      path: "/products",
      category: null,
      minPrice: null,
      maxPrice: null,
      brands: [],
      stores: [],
      inStock: false,
      minRating: null,
      attributes: [],
      sortBy: "price_asc",
      q: "",
      page: 1,
    };
    expect(parse("")).toEqual(defaults);
    expect(parse("minPrice=abc&maxPrice=-5&sortBy=cheapest&page=0&category=")).toEqual(defaults);
    expect(parse("minPrice=1.234&maxPrice=1e5&page=2.5")).toEqual(defaults);
    expect(parse("page=99999999").page).toBe(1);
    expect(parse("minRating=5&inStock=yes&brand=&sortBy=relevance")).toEqual(defaults);
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

describe("brand, store, stock and rating filters (issue 17)", () => {
  it("reads repeated brands and stores, in stock and a minimum rating, and writes them back", () => {
    const params = parse("brand=Samsung&brand=Apple&brand=Samsung&store=jarir&inStock=1&minRating=4");
    expect(params).toMatchObject({
      brands: ["Samsung", "Apple"],
      stores: ["jarir"],
      inStock: true,
      minRating: 4,
    });
    expect(browseHref(params)).toBe("/products?brand=Samsung&brand=Apple&store=jarir&inStock=1&minRating=4");
    expect(browseHref(params, { brands: ["Apple"], inStock: false })).toBe(
      "/products?brand=Apple&store=jarir&minRating=4",
    );
  });

  it("sorts /search by best match unless asked otherwise, with the same filters", () => {
    const search = parseBrowseParams(new URLSearchParams("q=جوال&brand=Apple&sortBy=price_asc"), "/search");
    expect(search).toMatchObject({ path: "/search", sortBy: "price_asc", brands: ["Apple"] });
    expect(browseHref(search, { sortBy: "relevance" })).toBe(
      `/search?q=${encodeURIComponent("جوال")}&brand=Apple`,
    );
    expect(parseBrowseParams(new URLSearchParams("q=x"), "/search").sortBy).toBe("relevance");
  });
});

describe("filters by attribute in the URL", () => {
  it("reads lists, ranges and yes/no, sorted by key", () => {
    expect(parse("f.storage=256,512&f.screen_size=6.1-6.9&f.five_g=yes").attributes).toEqual([
      { key: "five_g", values: ["yes"] },
      { key: "screen_size", min: 6.1, max: 6.9 },
      { key: "storage", values: ["256", "512"] },
    ]);
  });

  it("reads open and reversed ranges, repeated parameters and a form's range fields", () => {
    expect(parse("f.screen_size=6.5-").attributes).toEqual([{ key: "screen_size", min: 6.5, max: null }]);
    expect(parse("f.screen_size=6.9-6.1").attributes).toEqual([{ key: "screen_size", min: 6.1, max: 6.9 }]);
    expect(parse("f.storage=256&f.storage=512,256").attributes).toEqual([
      { key: "storage", values: ["256", "512"] },
    ]);
    expect(parse("f.screen_size.min=6.1&f.screen_size.max=").attributes).toEqual([
      { key: "screen_size", min: 6.1, max: null },
    ]);
  });

  it("drops what makes no sense instead of failing", () => {
    expect(parse("f.=1&f.Bad-Key=1&f.storage=&f.ram=-&f.x=,,").attributes).toEqual([]);
    expect(parse(`f.made_in=${"x".repeat(101)}`).attributes).toEqual([]);
  });

  it("writes them back in one canonical order, and another category starts without them", () => {
    const params = parse("category=phones&f.storage=512,1024&f.screen_size=6.1-&page=2");
    expect(browseHref(params, { page: 2 })).toBe(
      "/products?category=phones&f.screen_size=6.1-&f.storage=512%2C1024&page=2",
    );
    expect(browseHref(params, { category: "laptops" })).toBe("/products?category=laptops");
    expect(parseBrowseParams(new URL(`http://x${browseHref(params)}`).searchParams).attributes).toEqual(
      params.attributes,
    );
  });
});

describe("countFilters", () => {
  it("counts a price range once and each brand, store, stock, rating and attribute choice once", () => {
    expect(countFilters(parse("q=tv&category=tvs&sortBy=price_asc&page=2"))).toBe(0);
    expect(countFilters(parse("minPrice=100&maxPrice=900"))).toBe(1);
    expect(countFilters(parse("maxPrice=900&brand=Samsung&brand=LG&store=jarir"))).toBe(4);
    expect(countFilters(parse("inStock=1&minRating=4&f.storage=256,512&f.screen_size=6-7"))).toBe(4);
  });
});
