import { expect, it } from "vitest";
import { parseApiSearchParams } from "./api-search-params.server";
import { parseSearchPageParams, searchHref } from "./search-params";

const api = (search: string) => parseApiSearchParams(new URLSearchParams(search));

it("reads the search API's parameters, falling back to defaults for senseless values", () => {
  expect(api("q= iphone &limit=5")).toEqual({ q: "iphone", limit: 5, categoryId: undefined });
  expect(api("")).toEqual({ q: "", limit: 10, categoryId: undefined });
  expect(api("q=x&limit=500")).toMatchObject({ limit: 10 });
  expect(api("q=x&limit=abc&categoryId=not-a-uuid")).toEqual({ q: "x", limit: 10, categoryId: undefined });
  expect(api("categoryId=3f1c2a5e-8b7d-4c6e-9a0b-1d2e3f4a5b6c").categoryId).toBe(
    "3f1c2a5e-8b7d-4c6e-9a0b-1d2e3f4a5b6c",
  );
  expect(api(`q=${"a".repeat(300)}`).q).toHaveLength(100);
});

it("reads and builds /search addresses", () => {
  expect(parseSearchPageParams(new URLSearchParams("q=%D8%A2%D9%8A%D9%81%D9%88%D9%86&page=2"))).toEqual({
    q: "آيفون",
    page: 2,
  });
  expect(parseSearchPageParams(new URLSearchParams("page=-1"))).toEqual({ q: "", page: 1 });
  expect(searchHref("galaxy s24", 3)).toBe("/search?q=galaxy+s24&page=3");
  expect(searchHref("galaxy")).toBe("/search?q=galaxy");
});
