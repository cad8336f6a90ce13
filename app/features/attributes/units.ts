import { normalizeSearchText } from "~/utils/arabic-text";
import type { Locale } from "~/utils/i18n";
import { foldNumerals } from "~/utils/money";

// The units a numeric attribute is measured in, how shoppers and stores write them in English and
// Arabic, and how a written quantity ("6.1-inch", "٢٥٦ جيجا", "18,000 BTU") becomes a number in the
// attribute's own unit (docs/decisions/0025-structured-catalogue.md).

/** A unit's family: a quantity converts only within its family ("1 TB" to GB, never "139 cm" to inch). */
type Dimension =
  | "data"
  | "screen"
  | "length"
  | "charge"
  | "frequency"
  | "power"
  | "volume"
  | "mass"
  | "cooling"
  | "pixels"
  | "time"
  | "rotation"
  | "pressure"
  | "airflow";

type UnitDefinition = {
  dimension: Dimension;
  /** How many of the family's base unit one of this is. */
  factor: number;
  /** How the unit is written after a number on an English and on an Arabic page. */
  label: Record<Locale, string>;
  /** Every way it is written, in both languages; matched whole, case and Arabic spelling folded. */
  aliases: readonly string[];
};

/** A unit's row: its family, factor, labels (English, Arabic) and aliases, "|" between them. */
function unit(
  dimension: Dimension,
  factor: number,
  [en, ar]: [string, string],
  aliases: string,
): UnitDefinition {
  return { dimension, factor, label: { en, ar }, aliases: aliases.split("|") };
}

export const UNITS = {
  MB: unit("data", 1 / 1024, ["MB", "ميجابايت"], "mb|ميجابايت|ميغابايت|ميجا بايت"),
  GB: unit(
    "data",
    1,
    ["GB", "جيجابايت"],
    "gb|gigabytes|gigabyte|giga|gig|gigs|جيجابايت|جيجا بايت|غيغابايت|جيجا|غيغا|ج ب",
  ),
  TB: unit("data", 1024, ["TB", "تيرابايت"], "tb|terabyte|terabytes|tera|تيرابايت|تيرا بايت|تيرا"),
  inch: unit("screen", 1, ["in", "بوصة"], 'inch|inches|in|"|″|بوصة|بوصه|انش|إنش|انشات'),
  mm: unit("length", 1, ["mm", "مم"], "mm|مم|ملم|مليمتر"),
  cm: unit("length", 10, ["cm", "سم"], "cm|سم|سنتيمتر"),
  mAh: unit(
    "charge",
    1,
    ["mAh", "مللي أمبير"],
    "mah|مللي امبير|ملي امبير|ميلي امبير|مللي أمبير ساعة|ملي أمبير",
  ),
  Hz: unit("frequency", 1, ["Hz", "هرتز"], "hz|هرتز|هيرتز"),
  W: unit("power", 1, ["W", "واط"], "w|watt|watts|واط|وات"),
  kW: unit("power", 1000, ["kW", "كيلوواط"], "kw|كيلوواط|كيلو واط"),
  L: unit("volume", 1, ["L", "لتر"], "l|litre|litres|liter|liters|لتر|لترات"),
  ml: unit("volume", 0.001, ["ml", "مل"], "ml|millilitre|milliliter|مل|ملل|مليلتر|ملليلتر"),
  kg: unit("mass", 1, ["kg", "كجم"], "kg|kgs|kilogram|kilograms|كجم|كغ|كيلو|كيلوغرام|كيلوجرام|كيلو جرام"),
  g: unit("mass", 0.001, ["g", "جم"], "g|gram|grams|جم|جرام|غرام|غ"),
  BTU: unit(
    "cooling",
    1,
    ["BTU", "وحدة حرارية"],
    "btu|btu h|btu hr|وحدة حرارية|وحده حراريه|وحدة حرارية بريطانية|وحده حراريه بريطانيه",
  ),
  MP: unit("pixels", 1, ["MP", "ميجابكسل"], "mp|megapixel|megapixels|ميجابكسل|ميغابكسل|ميجا بكسل|ميجابيكسل"),
  h: unit("time", 1, ["h", "ساعة"], "h|hr|hrs|hour|hours|ساعة|ساعات|ساعه"),
  min: unit("time", 1 / 60, ["min", "دقيقة"], "min|mins|minute|minutes|دقيقة|دقائق|دقيقه"),
  day: unit("time", 24, ["days", "يوم"], "day|days|يوم|أيام|ايام"),
  week: unit("time", 168, ["weeks", "أسبوع"], "week|weeks|wk|أسبوع|أسابيع|اسبوع|اسابيع"),
  rpm: unit("rotation", 1, ["rpm", "دورة/دقيقة"], "rpm|دورة في الدقيقة|دوره في الدقيقه|دورة دقيقة"),
  bar: unit("pressure", 1, ["bar", "بار"], "bar|بار"),
  Pa: unit("airflow", 1, ["Pa", "باسكال"], "pa|باسكال"),
} as const satisfies Record<string, UnitDefinition>;

export type UnitKey = keyof typeof UNITS;

export function isUnitKey(value: unknown): value is UnitKey {
  return typeof value === "string" && Object.hasOwn(UNITS, value);
}

/** Every alias, normalised as search text is, longest first so "مللي أمبير" wins over "مل". */
const ALIASES: { alias: string; unit: UnitKey }[] = Object.entries(UNITS)
  .flatMap(([unit, definition]) =>
    (definition.aliases as readonly string[]).map((alias) => ({
      alias: alias === '"' || alias === "″" ? '"' : normalizeSearchText(alias),
      unit: unit as UnitKey,
    })),
  )
  .sort((a, b) => b.alias.length - a.alias.length);

/** A quantity written in a text: its number, unit and where it stands. */
export type Quantity = { value: number; unit: UnitKey; start: number; end: number };

// A number not glued to a word before it ("A18", "HDR10" and "i7-13620H" hold no quantity):
// thousands grouped by commas or not, "." as the decimal mark (after folding Arabic numerals).
const NUMBER = /(?<![\p{L}\p{N}.,-])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?/gu;

/**
 * Every quantity with a known unit in a text: "6.9-inch Super Retina XDR, 120Hz" → 6.9 inch and
 * 120 Hz; "٢٥٦ جيجا" → 256 GB. A number without a unit ("Snapdragon 8 Gen 3") is no quantity.
 */
export function findQuantities(text: string): Quantity[] {
  const folded = foldNumerals(text);
  const quantities: Quantity[] = [];
  for (const match of folded.matchAll(NUMBER)) {
    const numberEnd = match.index + match[0].length;
    const unit = unitAfter(folded.slice(numberEnd));
    if (!unit) continue;
    const value = Number(`${(match[1] as string).replaceAll(",", "")}.${match[2] ?? "0"}`);
    quantities.push({ value, unit: unit.unit, start: match.index, end: numberEnd + unit.length });
  }
  return quantities;
}

/** The unit that starts a text (after spaces or a hyphen), and how many characters it takes. */
function unitAfter(rest: string): { unit: UnitKey; length: number } | null {
  const gap = /^[\s\u00a0]*-?[\s\u00a0]*/.exec(rest)?.[0].length ?? 0;
  const tail = rest.slice(gap);
  if (tail.startsWith('"') || tail.startsWith("″")) return { unit: "inch", length: gap + 1 };
  // The unit word: letters (with the spaces and slashes of "BTU/h" or "مللي أمبير") up to a boundary.
  const words = /^[\p{L}][\p{L}\s/]{0,30}/u.exec(tail)?.[0] ?? "";
  const normalizedWords = normalizeSearchText(words);
  for (const { alias, unit } of ALIASES) {
    if (alias === '"') continue;
    if (normalizedWords !== alias && !normalizedWords.startsWith(`${alias} `)) continue;
    return { unit, length: gap + lengthOfWords(words, alias.split(" ").length) };
  }
  return null;
}

/** How many characters the first `count` words of a text take. */
function lengthOfWords(text: string, count: number): number {
  const words = /[\p{L}]+/gu;
  let end = 0;
  for (let index = 0; index < count; index++) {
    const match = words.exec(text);
    if (!match) break;
    end = match.index + match[0].length;
  }
  return end;
}

/** A quantity in another unit of the same family, or null when they do not convert ("cm" to "inch"). */
export function convertQuantity(value: number, from: UnitKey, to: UnitKey): number | null {
  const source: UnitDefinition = UNITS[from];
  const target: UnitDefinition = UNITS[to];
  if (source.dimension !== target.dimension) return null;
  // Rounded to what a label shows, so 1 TB is 1024 GB and not 1023.9999.
  return Math.round(((value * source.factor) / target.factor) * 1e6) / 1e6;
}

const NUMBER_FORMAT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/**
 * A value for a page: "6.9 in" and "6.9 بوصة", "256 GB"; a storage or memory size of whole
 * terabytes reads in TB ("1 TB"), as stores write it.
 */
export function formatQuantity(value: number, unit: UnitKey, locale: Locale): string {
  if (unit === "GB" && value >= 1024 && value % 1024 === 0) return formatQuantity(value / 1024, "TB", locale);
  return `${NUMBER_FORMAT.format(value)} ${UNITS[unit].label[locale]}`;
}
