import { expect, it } from "vitest";
import { MAX_PAGE, parsePageNumber } from "./page-number";

it("reads whole page numbers from 1 to MAX_PAGE", () => {
  expect(parsePageNumber("1")).toBe(1);
  expect(parsePageNumber("37")).toBe(37);
  expect(parsePageNumber(String(MAX_PAGE))).toBe(MAX_PAGE);
});

it("reads anything else as the first page", () => {
  for (const value of [
    null,
    undefined,
    "",
    "0",
    "-3",
    "2.5",
    "abc",
    "12abc",
    "Infinity",
    String(MAX_PAGE + 1),
  ]) {
    expect(parsePageNumber(value), String(value)).toBe(1);
  }
  expect(parsePageNumber("99999999999999999999")).toBe(1);
});
