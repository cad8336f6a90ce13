import { expect, it } from "vitest";
import { safeRedirectPath } from "./session.server";

const ORIGIN = "https://qaren.example";

it("follows only paths on this site after sign-in", () => {
  expect(safeRedirectPath("/profile?tab=alerts", ORIGIN)).toBe("/profile?tab=alerts");
  expect(safeRedirectPath("/products?category=x#top", ORIGIN)).toBe("/products?category=x#top");
  expect(safeRedirectPath("https://qaren.example/compare", ORIGIN)).toBe("/compare");
  expect(safeRedirectPath(null, ORIGIN)).toBe("/");
  expect(safeRedirectPath("", ORIGIN)).toBe("/");
});

it("falls back to the home page for anything a browser would take elsewhere", () => {
  for (const target of [
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example",
    "/\t/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    "/.//evil.example",
    "/..//evil.example",
    "javascript:alert(1)",
    "http://qaren.example/",
  ]) {
    expect(safeRedirectPath(target, ORIGIN), JSON.stringify(target)).toBe("/");
  }
});
