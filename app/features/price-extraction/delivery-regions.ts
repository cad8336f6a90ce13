// Which of Qaren's delivery regions (offer-details REGIONS) a place named by a store means: an ISO
// 3166-2 code ("SA-01", or "01" as Merchant feeds write it), a province ("Makkah Region") or a city
// ("Jeddah", "جدة"), in English or Arabic (issue 32).
//
// Riyadh Province (SA-01) is read as Riyadh, the Eastern Province (SA-04) as Dammam/Khobar
// ("eastern"), Madinah Province (SA-03) as Madinah. Makkah Province (SA-02) holds both Jeddah and
// Makkah, so a rule for the province is a rule for both; a rule that names the city itself is more
// precise and wins over the province's (see `precision`). The other provinces and their cities are
// "other". A place that is none of these (a postal code, a district) is not read.

import type { DeliveryTerms, Region } from "~/features/offer-details/offer-details";

export type PlacePrecision = "city" | "province";
export type Place = { regions: Region[]; precision: PlacePrecision };

const ISO_PROVINCES: Record<string, Region[]> = {
  "01": ["riyadh"],
  "02": ["jeddah", "makkah"],
  "03": ["madinah"],
  "04": ["eastern"],
  "05": ["other"],
  "06": ["other"],
  "07": ["other"],
  "08": ["other"],
  "09": ["other"],
  "10": ["other"],
  "11": ["other"],
  "12": ["other"],
  "14": ["other"],
};

/** Arabic spelling variants folded (أ إ آ → ا, ة → ه, ى → ي), diacritics and tatweel dropped, lower case. */
export function foldPlaceText(text: string): string {
  return text
    .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .toLowerCase();
}

type PlaceWords = { region: Region; city: string[]; province?: string[] };

// Names as they are written after foldPlaceText. Province names are only provinces where the city
// name alone would mean the city ("Makkah" the city, "Makkah Region" the province). A bare "المدينة"
// is "the city" in Arabic, so only "المدينة المنورة" names Madinah.
const PLACES: PlaceWords[] = [
  {
    region: "riyadh",
    city: ["riyadh", "riyad", "ar riyadh", "al riyadh", "الرياض", "رياض"],
    province: ["riyadh region", "riyadh province", "منطقه الرياض"],
  },
  { region: "jeddah", city: ["jeddah", "jedda", "jiddah", "jidda", "جده", "جدة"] },
  {
    region: "makkah",
    city: ["makkah", "mecca", "makkah al mukarramah", "مكه", "مكه المكرمه"],
    province: [
      "makkah region",
      "makkah province",
      "mecca region",
      "mecca province",
      "منطقه مكه المكرمه",
      "منطقه مكه",
    ],
  },
  {
    region: "madinah",
    city: ["madinah", "medina", "al madinah", "madina", "المدينه المنوره"],
    province: ["madinah region", "madinah province", "medina province", "منطقه المدينه المنوره"],
  },
  {
    region: "eastern",
    city: ["dammam", "khobar", "al khobar", "alkhobar", "dhahran", "الدمام", "الخبر", "الظهران"],
    province: [
      "eastern province",
      "eastern region",
      "ash sharqiyah",
      "sharqiyah",
      "المنطقه الشرقيه",
      "الشرقيه",
    ],
  },
  {
    region: "other",
    city: [
      "other cities",
      "other regions",
      "other areas",
      "all other cities",
      "rest of the kingdom",
      "rest of saudi arabia",
      "باقي المدن",
      "بقيه المدن",
      "المدن الاخري",
      "المدن الاخرى",
      "باقي المناطق",
      "بقيه المناطق",
      "المناطق الاخري",
      "المناطق الاخرى",
      "taif",
      "tabuk",
      "abha",
      "khamis mushait",
      "buraidah",
      "buraydah",
      "qassim",
      "jazan",
      "jizan",
      "najran",
      "al bahah",
      "jouf",
      "arar",
      "yanbu",
      "الطائف",
      "الطايف",
      "تبوك",
      "ابها",
      "خميس مشيط",
      "بريده",
      "القصيم",
      "حائل",
      "جازان",
      "جيزان",
      "نجران",
      "الباحه",
      "الجوف",
      "عرعر",
      "ينبع",
    ],
  },
];

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const LETTER_OR_DIGIT = "\\p{L}\\p{N}";
function wholeWords(words: string[]): RegExp {
  const sorted = [...words].sort((first, second) => second.length - first.length);
  return new RegExp(
    `(?<![${LETTER_OR_DIGIT}])(?:(?:ال)?(?:${sorted.map(escapeRegex).join("|")}))(?![${LETTER_OR_DIGIT}])`,
    "giu",
  );
}

const CITY_PATTERNS = PLACES.map((place) => ({ region: place.region, pattern: wholeWords(place.city) }));
const PROVINCE_PATTERNS = PLACES.flatMap((place) =>
  place.province ? [{ region: place.region, pattern: wholeWords(place.province) }] : [],
);
const ISO_CODE = /^(?:sa[-_ ])?(\d{2})$/i;

/**
 * The regions an ISO code or a structured region field names. In structured data a region field is a
 * province: "Makkah" there is Makkah Province (Jeddah and Makkah), unlike in running text.
 */
export function readRegionField(value: string): Place | null {
  const text = foldPlaceText(value.trim());
  const code = ISO_CODE.exec(text)?.[1];
  if (code) {
    const regions = ISO_PROVINCES[code];
    return regions ? { regions, precision: regions.length > 1 ? "province" : "city" } : null;
  }
  if (/^(?:makkah|mecca|مكه)(?: المكرمه| al mukarramah)?$/.test(text)) {
    return { regions: ["jeddah", "makkah"], precision: "province" };
  }
  return findPlaces(text);
}

/**
 * Every region a piece of running text names ("Delivery to Jeddah and Makkah: 2-3 days"), with the
 * least precise naming among them; null when it names none.
 */
export function findPlaces(text: string): Place | null {
  const folded = foldPlaceText(text);
  const regions = new Set<Region>();
  let precision: PlacePrecision = "city";
  let rest = folded;
  for (const { region, pattern } of PROVINCE_PATTERNS) {
    if (!pattern.test(rest)) continue;
    pattern.lastIndex = 0;
    rest = rest.replace(pattern, " ");
    precision = "province";
    for (const each of region === "makkah" ? (["jeddah", "makkah"] as const) : [region]) regions.add(each);
  }
  for (const { region, pattern } of CITY_PATTERNS) {
    pattern.lastIndex = 0;
    if (pattern.test(rest)) regions.add(region);
    pattern.lastIndex = 0;
  }
  return regions.size > 0 ? { regions: [...regions], precision } : null;
}

/** One delivery rule as a store states it: where, and on what terms. */
export type ShippingRule = { place: Place | "all"; terms: Omit<DeliveryTerms, "region"> };

/**
 * Shipping rules as DeliveryTerms per region: a rule for "all" of Saudi Arabia, and a rule per named
 * region where a city-precise rule wins over a province's (Makkah Province covers Jeddah and Makkah).
 * Two different rules for one region at the same precision: that region is not read.
 */
export function shippingRulesToTerms(rules: ShippingRule[]): DeliveryTerms[] {
  const byKey = new Map<
    Region | "all",
    { terms: Omit<DeliveryTerms, "region">; precise: boolean; conflict: boolean }
  >();
  for (const { place, terms } of rules) {
    const keys: Array<Region | "all"> = place === "all" ? ["all"] : place.regions;
    const precise = place === "all" || place.precision === "city";
    for (const key of keys) {
      const existing = byKey.get(key);
      if (!existing || (precise && !existing.precise)) {
        byKey.set(key, { terms, precise, conflict: false });
      } else if (precise === existing.precise && JSON.stringify(existing.terms) !== JSON.stringify(terms)) {
        existing.conflict = true;
      }
    }
  }
  return [...byKey.entries()]
    .filter(([, entry]) => !entry.conflict)
    .map(([region, entry]) => ({ region, ...entry.terms }));
}
