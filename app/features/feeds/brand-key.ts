// Brands as feeds write them, in either script, reduced to one key: the Latin name's letters and
// digits in lower case ("Oral-B" → "oralb", "سامسونج" → "samsung"). Products are compared by the
// same reduction of their brand, in SQL (productBrandKey in run-feed.server.ts).

import { normalizeSearchText } from "~/utils/arabic-text";

// Arabic spellings Saudi stores use for the brands of the catalogue, after search normalisation
// (alef, ya and ta marbuta forms unified).
const ARABIC_BRANDS: Record<string, string> = {
  سامسونج: "samsung",
  سامسونغ: "samsung",
  ابل: "apple",
  سوني: "sony",
  "ال جي": "lg",
  "إل جي": "lg",
  فيليبس: "philips",
  "جي بي ال": "jbl",
  شاومي: "xiaomi",
  هايسنس: "hisense",
  هواوي: "huawei",
  دايسون: "dyson",
  ديل: "dell",
  لينوفو: "lenovo",
  "اتش بي": "hp",
  هونر: "honor",
  هونور: "honor",
  نينتندو: "nintendo",
  كانون: "canon",
  بوز: "bose",
  براون: "braun",
  "تي سي ال": "tcl",
  ميديا: "midea",
  هاير: "haier",
  كينوود: "kenwood",
  جارمن: "garmin",
  جوبرو: "gopro",
  مايكروسوفت: "microsoft",
  لوجيتك: "logitech",
  نسبريسو: "nespresso",
};
const ARABIC_KEYS = new Map(
  Object.entries(ARABIC_BRANDS).map(([name, key]) => [normalizeSearchText(name), key]),
);

/** The matching key of a brand, or null when it has none. */
export function brandKey(brand: string | null | undefined): string | null {
  if (!brand?.trim()) return null;
  const arabic = ARABIC_KEYS.get(normalizeSearchText(brand));
  if (arabic) return arabic;
  const key = brand.toLowerCase().replace(/[^a-z0-9]/g, "");
  return key || null;
}
