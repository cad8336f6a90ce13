import { describe, expect, it } from "vitest";
import {
  amountFromMinorUnits,
  findBareNumbers,
  findMoneyMentions,
  hasSarMarker,
  isSarCurrencyCode,
  looksLikeSarSymbol,
  normalizePriceText,
  parseHalalas,
  parsePrice,
  parsePriceNumber,
  parseStructuredPrice,
} from "./parse-price";

const RLM = "\u200F";
const LRM = "\u200E";
const NBSP = "\u00A0";
const NARROW_NBSP = "\u202F";
const THIN_SPACE = "\u2009";

describe("parsePrice – formats listed in the fixture README", () => {
  it.each([
    ["SAR 4,299.00", 4299],
    ["4,299 ر.س", 4299],
    ["SAR649.00", 649],
    ["SR 59.95", 59.95],
    ["Was SR 79.95", 79.95],
    ["1.299,00 SAR", 1299],
    ["79,00 SAR", 79],
    ["٤٬٢٩٩٫٠٠ ر.س", 4299],
    ["٣٤٩٫٩٩ ر.س", 349.99],
    ["﷼ 1,099", 1099],
    ["\u20C1 2,150.00", 2150],
    ["ريال119.00", 119],
    ["89.50 ريال", 89.5],
    ["2,349 ر.س.", 2349],
    ["185 ريالاً", 185],
    ["59 riyals", 59],
  ])("reads %s as %d SAR", (text, amount) => {
    expect(parsePrice(text)).toEqual({ amount, currency: "SAR" });
  });

  it("reads Intl ar-SA currency output with RLM marks and a no-break space", () => {
    expect(parsePrice(`${RLM}١٬٠٦٩٫٠٠${NBSP}ر.س.${RLM}`)).toEqual({ amount: 1069, currency: "SAR" });
    const formatted = new Intl.NumberFormat("ar-SA", { style: "currency", currency: "SAR" }).format(1069);
    expect(parsePrice(formatted)?.amount).toBe(1069);
  });

  it("ignores LRM/RLM, NBSP and thin spaces around and inside numbers", () => {
    expect(parsePrice(`SAR${NBSP}${LRM}1,079.00${LRM}`)?.amount).toBe(1079);
    expect(parsePrice(`1${NARROW_NBSP}299,00${NBSP}SAR`)?.amount).toBe(1299);
    expect(parsePrice(`SAR${THIN_SPACE}12.95`)?.amount).toBe(12.95);
  });

  it("reads extended Arabic-Indic digits (U+06F0–U+06F9)", () => {
    expect(parsePrice("۱۲۹ ر.س")?.amount).toBe(129);
  });

  it("reads split price parts once joined: '1,079' + '.' + '00' and '٣٤٩' + '٫٩٩'", () => {
    expect(parsePrice(["SAR", "1,079", ".", "00"].join(""))?.amount).toBe(1079);
    expect(parsePrice(["٣٤٩", "٫٩٩", " ", "ر.س"].join(""))?.amount).toBe(349.99);
    // A whole part that keeps its trailing decimal point ("1,079.") is still an integer.
    expect(parsePriceNumber("1,079.")).toBe(1079);
  });

  it("returns bare numbers without a currency and rejects other currencies", () => {
    expect(parsePrice("1,899.00")).toEqual({ amount: 1899, currency: null });
    expect(parsePrice("$ 99.00")).toBeNull();
    expect(parsePrice("AED 1,099")).toBeNull();
    expect(parsePrice("no digits here")).toBeNull();
  });
});

describe("parsePriceNumber / parseHalalas", () => {
  it.each([
    ["4,299.00", 4299],
    ["4299.00", 4299],
    ["1.299,00", 1299],
    ["1,079", 1079],
    ["1.299", 1299],
    ["1,234,567.50", 1234567.5],
    ["119.5", 119.5],
    ["89,95", 89.95],
    ["2070", 2070],
    ["0.99", 0.99],
  ])("parses %s as %d", (text, amount) => {
    expect(parsePriceNumber(text)).toBe(amount);
  });

  it("works in integer halalas and refuses a third decimal rather than rounding it away", () => {
    expect(parseHalalas("4,299.00")).toBe(429900);
    expect(parseHalalas("0.1")).toBe(10);
    // A riyal has 100 halalas: trailing zeros are harmless, other digits mean this is not a shelf price.
    expect(parseHalalas("1,299.5000")).toBe(129950);
    expect(parseHalalas("1,299.995")).toBeNull();
    expect(parseHalalas("29.1583")).toBeNull();
  });

  it("rejects malformed groupings", () => {
    expect(parsePriceNumber("1,2,3")).toBeNull();
    expect(parsePriceNumber("12,34.00")).toBeNull();
    expect(parsePriceNumber("0.125")).toBeNull();
    expect(parsePriceNumber("")).toBeNull();
  });
});

describe("parseStructuredPrice – JSON values", () => {
  it("reads JSON numbers exactly, through halalas", () => {
    expect(parseStructuredPrice(1099)).toBe(1099);
    expect(parseStructuredPrice(89.95)).toBe(89.95);
    expect(parseStructuredPrice(999.13)).toBe(999.13);
    expect(parseStructuredPrice(0.1 + 0.2)).toBe(0.3);
  });

  it("reads JSON strings, formatted or not", () => {
    expect(parseStructuredPrice("4299.00")).toBe(4299);
    expect(parseStructuredPrice("2,499.00")).toBe(2499);
    expect(parseStructuredPrice("119.5")).toBe(119.5);
    expect(parseStructuredPrice("SAR 1,099")).toBe(1099);
    expect(parseStructuredPrice("٦٤٫٥٠ ر.س")).toBe(64.5);
  });

  it("treats zero, negative, empty and non-price values as no price", () => {
    expect(parseStructuredPrice(0)).toBeNull();
    expect(parseStructuredPrice(-5)).toBeNull();
    expect(parseStructuredPrice("0.00")).toBeNull();
    expect(parseStructuredPrice("")).toBeNull();
    expect(parseStructuredPrice("-")).toBeNull();
    expect(parseStructuredPrice(null)).toBeNull();
    expect(parseStructuredPrice({ price: 1 })).toBeNull();
  });

  it("converts Shopify-style minor units (halalas)", () => {
    expect(amountFromMinorUnits(118900)).toBe(1189);
    expect(amountFromMinorUnits(8995)).toBe(89.95);
    expect(amountFromMinorUnits(1189000, 3)).toBe(1189);
    expect(amountFromMinorUnits(1.5)).toBeNull();
  });
});

describe("SAR markers", () => {
  it("recognises every written form of the riyal", () => {
    for (const text of ["SAR 1", "SR 1", "1 ر.س", "1 ر. س", "1 ريال", "﷼ 1", "\u20C1 1", "1 riyal"]) {
      expect(hasSarMarker(text), text).toBe(true);
    }
    expect(hasSarMarker("SRP 99")).toBe(false);
    expect(hasSarMarker("USD 99")).toBe(false);
  });

  it("recognises SAR currency codes", () => {
    expect(isSarCurrencyCode("SAR")).toBe(true);
    expect(isSarCurrencyCode("sar")).toBe(true);
    expect(isSarCurrencyCode("ر.س")).toBe(true);
    expect(isSarCurrencyCode("USD")).toBe(false);
    expect(isSarCurrencyCode(undefined)).toBe(false);
  });

  it("recognises riyal icons by class, label or image name", () => {
    expect(looksLikeSarSymbol("sicon-sar")).toBe(true);
    expect(looksLikeSarSymbol("icon-riyal SAR")).toBe(true);
    expect(looksLikeSarSymbol("currency ريال")).toBe(true);
    expect(looksLikeSarSymbol("saudi_riyal.svg")).toBe(true);
    expect(looksLikeSarSymbol("icon-cart")).toBe(false);
    expect(looksLikeSarSymbol("sarah")).toBe(false);
  });
});

describe("findMoneyMentions", () => {
  it("finds each amount with its currency and offsets", () => {
    const text = normalizePriceText("Was SR 79.95 · Now SR 59.95 · US$ 16");
    const mentions = findMoneyMentions(text);
    expect(mentions.map((mention) => [mention.amount, mention.currency])).toEqual([
      [79.95, "SAR"],
      [59.95, "SAR"],
      [16, "other"],
    ]);
    const [first] = mentions;
    expect(text.slice(first?.numberStart, first?.numberEnd)).toBe("79.95");
  });

  it("does not join a number to a currency across a line break", () => {
    const mentions = findMoneyMentions("Monitor HDMI 2.1\nSAR 2,899.00");
    expect(mentions.map((mention) => mention.amount)).toEqual([2899]);
  });

  it("attaches each number to its own marker whichever side it is on", () => {
    expect(findMoneyMentions("415 SAR 520 SAR").map((mention) => mention.amount)).toEqual([415, 520]);
    expect(findMoneyMentions("SAR 12.95 SAR 2.59 / 100 g").map((mention) => mention.amount)).toEqual([
      12.95, 2.59,
    ]);
  });
});

describe("numbers are read whole or refused, never cut (issue 19)", () => {
  it.each([
    [`1${NBSP}298,00`, 1298],
    [`1${NARROW_NBSP}139,00 ر.س`, 1139],
    [`1${NBSP}299 ر.س`, 1299],
    ["1 299,00 ر.س", 1299],
    ["SAR 1 299.00", 1299],
    [`١${NBSP}٢٩٩٫٠٠ ر.س`, 1299],
    [`12${THIN_SPACE}345${THIN_SPACE}678,50 SAR`, 12345678.5],
    ["1,299.5000 ر.س", 1299.5],
    ["SAR 3.3900", 3.39],
    ["١٬٢٩٩٫٥٠٠ ر.س", 1299.5],
  ])("reads %s as %d", (text, amount) => {
    expect(parsePrice(text)?.amount).toBe(amount);
  });

  it.each([
    // An ordinary space with no decimals may part two numbers ("3 100" for 3 at 100): refuse, not 100.
    "1 299 ر.س",
    "SAR 1 299",
    // Decimals a riyal cannot hold are refused rather than cut to the whole part or rounded.
    "29.1583 SAR",
    "٢٩٫١٥٨٣ ر.س",
    "SR 1.11000000000000009770",
    // Dates and versions are not prices.
    "15.08.2017",
  ])("refuses %s", (text) => {
    expect(parsePrice(text)).toBeNull();
  });

  it("reads a leading decimal point as a fraction, not as a whole number", () => {
    expect(parsePrice("SAR .75")?.amount).toBe(0.75);
    expect(parsePrice("$.75")).toBeNull();
    expect(parsePrice("$..75")).toBeNull();
  });

  it.each(["40% OFF", "خصم 40٪", "36. 24", "559. 99 …", "SAR 559. 99", "392. 00 ر.س"])(
    "gives no amount for a percentage or a decimal point split by a space: %s (issue 33)",
    (text) => {
      expect(parsePrice(text)).toBeNull();
      expect(findBareNumbers(normalizePriceText(text))).toEqual([]);
    },
  );

  it("finds no bare number inside a word or a code", () => {
    expect(parsePrice("MzI5Ljk5")).toBeNull();
    expect(parsePrice("128GB")).toBeNull();
  });
});

describe("currencies of the region are not riyals (issue 19)", () => {
  it.each([
    "KD 12.500",
    "BD 4.200",
    "QR 99",
    "RO 12",
    "AED 1,099",
    "Dhs 50",
    "Dh 50",
    "LE 200",
    "45 E£",
    "KWD 10",
    "EGP 1,250",
    "JOD 35",
    "99 Qatari riyals",
    "100 درهم",
    "1,250 جنيه",
    "12 دينار",
    "12 دينار كويتي",
    "99 ريال قطري",
    "15 ريال عماني",
    "3,000 ريال يمني",
    "99 ر.ق",
    "12 ر.ع",
    "45 ج.م",
    "99 د.إ",
    "12 د.ك",
    "1 .د.ب",
    "150 р.",
  ])("refuses %s", (text) => {
    expect(parsePrice(text)).toBeNull();
    expect(parseStructuredPrice(text)).toBeNull();
  });

  it.each([
    ["99 ريال سعودي", 99],
    ["99 ريالاً سعودياً", 99],
    ["99 Saudi riyals", 99],
    ["SAR 99", 99],
    ["SR 99", 99],
    ["99 ر.س", 99],
    ["﷼ 99", 99],
    ["\u20C1 99", 99],
  ])("still reads %s as SAR", (text, amount) => {
    expect(parsePrice(text)).toEqual({ amount, currency: "SAR" });
    expect(parseStructuredPrice(text)).toBe(amount);
  });

  it("keeps lower-case words that look like codes apart from currencies", () => {
    expect(findMoneyMentions("le prix 99 SAR").map((mention) => mention.currency)).toEqual(["SAR"]);
  });
});

describe("parseStructuredPrice – the whole string must be the price (issue 19)", () => {
  it.each([
    "MzI5Ljk5",
    "abc5",
    "عبوة 5 لتر",
    "From SAR 99",
    "يبدأ من 99 ر.س",
    "99 - 149",
    "SAR 99 SAR 120",
    "5 items",
  ])("refuses %s", (text) => {
    expect(parseStructuredPrice(text)).toBeNull();
  });

  it.each([
    ["  1,299.00 ", 1299],
    ["SAR: 1,299", 1299],
    ["٣٢٩٫٩٩ ر.س", 329.99],
    ["1.299,00", 1299],
  ])("reads %s", (text, amount) => {
    expect(parseStructuredPrice(text)).toBe(amount);
  });
});
