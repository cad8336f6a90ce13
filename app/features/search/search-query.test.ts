import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "./search-query";
import { closestWords, typoDistance } from "./typo-distance";

const texts = (query: string) =>
  parseSearchQuery(query).terms.map((term) => term.alternatives.map((alternative) => alternative.text));

describe("parseSearchQuery", () => {
  it("normalises the query and splits it into words", () => {
    expect(parseSearchQuery("  Galaxy S24 — ULTRA!! ").normalized).toBe("galaxy s24 ultra");
    expect(parseSearchQuery("؟!").terms).toEqual([]);
  });

  it("adds the other spellings of known words, both ways", () => {
    expect(texts("iphone")[0]).toEqual(expect.arrayContaining(["iphone", "ايفون"]));
    expect(texts("آيفون")[0]).toEqual(expect.arrayContaining(["ايفون", "iphone"]));
    expect(texts("جلاكسي")[0]).toEqual(expect.arrayContaining(["جلاكسي", "galaxy", "جالكسي"]));
  });

  it("reads the longest known phrase as one term", () => {
    expect(texts("شاشة ال جي")).toEqual([["شاشه"], expect.arrayContaining(["ال جي", "lg"])]);
    expect(texts("play station 5")).toEqual([expect.arrayContaining(["play station", "playstation"]), ["5"]]);
  });

  it("also tries an Arabic word without its article", () => {
    expect(texts("الايفون")[0]).toEqual(expect.arrayContaining(["الايفون", "ايفون", "iphone"]));
    expect(texts("الترا")[0]).toEqual(expect.arrayContaining(["الترا", "ultra"]));
  });

  it("allows one typo from four letters and two from six, never in numbers", () => {
    const typos = (query: string) => parseSearchQuery(query).terms.map((term) => term.maxTypos);
    expect(typos("tv dyson samsung 12345 s24")).toEqual([0, 1, 2, 0, 0]);
  });

  it("keeps the query to a sensible length", () => {
    expect(parseSearchQuery("word ".repeat(50)).terms).toHaveLength(8);
  });
});

describe("typo distance", () => {
  it("counts inserted, missing, replaced and swapped letters", () => {
    expect(typoDistance("samsung", "samsung")).toBe(0);
    expect(typoDistance("samsnug", "samsung")).toBe(1);
    expect(typoDistance("iphne", "iphone")).toBe(1);
    expect(typoDistance("playstaton", "playstation")).toBe(1);
    expect(typoDistance("سامسوج", "سامسونج")).toBe(1);
    expect(typoDistance("daysn", "dyson")).toBe(2);
  });

  it("picks the closest, most frequent catalogue words within the allowed typos", () => {
    const words = ["galaxy", "galaxy", "gallery", "galaxie", "s24", "samsung"];
    expect(closestWords("galaxi", words, 1)).toEqual(["galaxy", "galaxie"]);
    expect(closestWords("galaxi", words, 2)).toEqual(["galaxy", "galaxie"]);
    expect(closestWords("xqzvb", words, 1)).toEqual([]);
  });
});
