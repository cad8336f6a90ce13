// Brands as feeds write them, in either script, reduced to one key: the Latin name's letters and
// digits in lower case ("Oral-B" → "oralb", "سامسونج" → "samsung"). Arabic spellings are read from
// search's transliteration groups (PD-18), the one list of how shoppers and stores spell
// brands. Products are compared by the same reduction of their brand, in SQL (productBrandKey in
// run-feed.server.ts).

import { LATIN_SPELLING } from "~/features/search/transliteration";
import { normalizeSearchText } from "~/utils/arabic-text";

/** The matching key of a brand, or null when it has none. */
export function brandKey(brand: string | null | undefined): string | null {
  if (!brand?.trim()) return null;
  const latin = LATIN_SPELLING.get(normalizeSearchText(brand)) ?? brand;
  return latin.toLowerCase().replace(/[^a-z0-9]/g, "") || null;
}
