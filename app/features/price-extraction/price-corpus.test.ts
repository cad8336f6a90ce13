// The price corpus: price lines in the forms Saudi and regional stores print them, each with the
// amount a shopper reads in it or "refuse" where no single SAR selling price is stated. Expected
// values were written by reading the strings, not by running the parser. Policy cases (instalments,
// ranges, "from", was/now, VAT notes, unit prices, foreign currencies) follow docs/decisions/0010.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readPriceText } from "./read-price-text";

interface CorpusEntry {
  text: string;
  expected: number | "refuse";
  /** "SAR" when the text names the riyal, null for a bare number. */
  currency: "SAR" | null;
  note: string;
}

const corpus = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "price-corpus.json"), "utf8"),
) as CorpusEntry[];

describe("price corpus", () => {
  it("holds at least 300 strings, both read and refused ones", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    expect(corpus.filter((entry) => entry.expected === "refuse").length).toBeGreaterThanOrEqual(100);
  });

  it.each(corpus.map((entry) => [entry.text, entry.note, entry] as const))(
    "%s (%s)",
    (_text, _note, entry) => {
      const reading = readPriceText(entry.text);
      if (entry.expected === "refuse") {
        expect(reading).toBeNull();
      } else {
        expect(reading).toEqual({ amount: entry.expected, currency: entry.currency });
      }
    },
  );
});
