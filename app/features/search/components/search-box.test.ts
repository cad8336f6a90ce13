import { expect, it } from "vitest";
import { searchPathFor } from "./search-box";

it("goes to /search with the trimmed, encoded text", () => {
  expect(searchPathFor("  iPhone 15 ")).toBe("/search?q=iPhone%2015");
  expect(searchPathFor("آيفون")).toBe(`/search?q=${encodeURIComponent("آيفون")}`);
});

it("ignores blank input", () => {
  expect(searchPathFor("")).toBeNull();
  expect(searchPathFor("   \t")).toBeNull();
});
