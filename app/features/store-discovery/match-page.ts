// Which catalogue product a store's product page is (issue 36), strict first: its GTIN; its brand
// and model (MPN) reduced to letters and digits without a region suffix; its name, compared after
// Arabic normalisation, with every variant axis of the product stated by the page and agreeing.
// Only one product that passes a rule is an answer; anything else is no answer, with the closest
// products and why each was not taken, for an admin. A wrong match is as bad as a wrong price.

import type { CategoryAttribute } from "~/features/attributes/attribute-types";
import { mapSpecifications } from "~/features/attributes/map-specifications";
import { comparableValue, type ProductAttribute } from "~/features/attributes/product-attributes";
import { convertQuantity, findQuantities, formatQuantity, type UnitKey } from "~/features/attributes/units";
import { brandKey } from "~/features/feeds/brand-key";
import type { PageIdentity } from "~/features/price-extraction/read-identity";
import { LATIN_SPELLING, SPELLINGS_OF_LATIN } from "~/features/search/transliteration";
import { readPhrases } from "~/features/shopper-vocabulary/phrases";
import { normalizeSearchText } from "~/utils/arabic-text";
import { normalizeGtin } from "~/utils/gtin";

export type CatalogueProduct = {
  id: string;
  nameEn: string;
  nameAr: string;
  brand: string | null;
  model: string | null;
  gtin: string | null;
  familyId: string | null;
  /** Its typed values of variant axes (the only ones matching reads). */
  attributes: ProductAttribute[];
  /** Its category's attributes, with every option an axis may take. */
  categoryAttributes: CategoryAttribute[];
};

export type MatchRule = "decision" | "gtin" | "model" | "name";

/** A value as the admin reads it, in both languages ("256 GB" / "256 جيجابايت"). */
export type BilingualText = { en: string; ar: string };

/** The variant axis a candidate was refused on: its name, what the page says and the product's value. */
export type AxisDisagreement = { label: BilingualText; page: BilingualText[]; own: BilingualText };

export type Candidate = {
  product: CatalogueProduct;
  rule: MatchRule;
  reason: string;
  detail: string;
  axis?: AxisDisagreement;
};

export type PageMatch =
  | { kind: "matched"; productId: string; rule: MatchRule }
  | { kind: "queued"; candidates: Candidate[] }
  | { kind: "skipped"; reason: "refurbished" | "used" };

/** Words that make a page something other than the product its name contains. */
const ACCESSORY_WORDS = [
  "case",
  "cover",
  "protector",
  "screen guard",
  "tempered glass",
  "charger",
  "cable",
  "adapter",
  "strap",
  "holder",
  "mount",
  "skin",
  "sleeve",
  "pouch",
  "for",
  "compatible",
  "fits",
  "replacement",
  "جراب",
  "كفر",
  "غطاء",
  "حمايه",
  "واقي",
  "شاحن",
  "كابل",
  "سلك",
  "حامل",
  "متوافق",
  "لجهاز",
  "لهاتف",
  "لايفون",
  "لجوال",
];
const BUNDLE_WORDS = ["bundle", "with", "combo", "pack", "kit", "plus gift", "مع", "باقه", "بكج", "هديه"];
const REFURBISHED_WORDS = ["refurbished", "renewed", "open box", "مجدد", "مجدده"];
const USED_WORDS = ["used", "pre owned", "preowned", "مستعمل", "مستخدم"];
/** Words a store adds to a name that say nothing of which product it is. */
const GENERIC_WORDS = new Set(
  [
    "smartphone",
    "smart",
    "phone",
    "mobile",
    "unlocked",
    "new",
    "official",
    "ksa",
    "version",
    "جوال",
    "هاتف",
    "ذكي",
    "جديد",
    "نسخه",
    "السعوديه",
  ].map(normalizeSearchText),
);

const normalizedWords = (words: readonly string[]) => words.map(normalizeSearchText);
const ACCESSORY = normalizedWords(ACCESSORY_WORDS);
const BUNDLE = normalizedWords(BUNDLE_WORDS);

/**
 * Normalised words with each spelling the transliteration table knows read as its group's Latin
 * one ("جالاكسي" and "جالكسي" → "galaxy", "اي فون" → "iphone"): a page and a product's name written
 * in other scripts or spellings of the same words compare word for word.
 */
function latinWords(words: readonly string[]): string[] {
  return readPhrases(words, (phrase) => LATIN_SPELLING.get(phrase)).flatMap((reading) =>
    (reading.value ?? reading.phrase).split(" "),
  );
}

/** The normalised words of a text, and each one's Latin reading. */
function wordsAndLatin(text: string): string[] {
  const words = normalizeSearchText(text).split(" ").filter(Boolean);
  return [...words, ...latinWords(words)];
}

/** Each word of a Latin spelling of several words to all the spellings of that word's groups. */
const SPELLINGS_WITH_LATIN_WORD = new Map<string, string[]>();
for (const [latin, spellings] of SPELLINGS_OF_LATIN) {
  const words = latin.split(" ");
  if (words.length < 2) continue;
  for (const word of words)
    SPELLINGS_WITH_LATIN_WORD.set(word, [...(SPELLINGS_WITH_LATIN_WORD.get(word) ?? []), ...spellings]);
}

function containsPhrase(text: string, phrase: string): boolean {
  return ` ${text} `.includes(` ${phrase} `);
}

/** A model number as one key: letters and digits, without a region suffix ("SM-S928B/DS" → "SMS928B"). */
export function modelKey(model: string | null | undefined): string | null {
  if (!model?.trim()) return null;
  const trimmed = model
    .trim()
    .toUpperCase()
    .replace(/\s*\((?:[A-Z]{1,4}|DUAL SIM)\)$/, "")
    .replace(/\s*[/]\s*(?:DS|DSN|DUAL|[A-Z]{1,3})$/, "");
  return trimmed.replace(/[^A-Z0-9]/g, "") || null;
}

/** The page's stated values of an attribute, as comparable values: spec rows first, then the name. */
function statedValues(attribute: CategoryAttribute, identity: PageIdentity): Set<string> {
  const mapped = mapSpecifications(identity.specs, [attribute]).values.get(attribute.key);
  if (mapped) return new Set([String(comparableValue(mapped))]);
  if (attribute.kind === "number" && attribute.unit) {
    const unit = attribute.unit;
    return new Set(
      findQuantities(identity.name).flatMap((quantity) => {
        const value = convertQuantity(quantity.value, quantity.unit, unit);
        return value === null ? [] : [String(value)];
      }),
    );
  }
  if (attribute.kind === "option") {
    const words = normalizeSearchText(identity.name);
    return new Set(
      attribute.options
        .filter((option) =>
          [option.en, option.ar, ...(option.synonyms ?? [])].some(
            (name) => name.trim() && containsPhrase(words, normalizeSearchText(name)),
          ),
        )
        .map((option) => option.key),
    );
  }
  return new Set();
}

/** A text axis (a colour) is stated when the page's name or rows hold the product's own value. */
function statesOwnText(axis: ProductAttribute, identity: PageIdentity): boolean {
  if (axis.value.kind !== "text") return false;
  const words = normalizeSearchText([identity.name, ...identity.specs.map((row) => row.value)].join(" "));
  return [axis.value.textEn, axis.value.textAr ?? ""].some(
    (name) => name.trim() && containsPhrase(words, normalizeSearchText(name)),
  );
}

type Agreement =
  | { ok: true }
  | {
      ok: false;
      reason: "axisMissing" | "axisAmbiguous" | "axisDiffers";
      detail: string;
      axis?: AxisDisagreement;
    };

/** A comparable value of an attribute in both languages: a quantity in its unit, an option's label. */
function describeComparable(definition: CategoryAttribute, value: string): BilingualText {
  const number = Number(value);
  if (definition.kind === "number" && definition.unit && Number.isFinite(number))
    return {
      en: formatQuantity(number, definition.unit, "en"),
      ar: formatQuantity(number, definition.unit, "ar"),
    };
  const option = definition.options.find((entry) => entry.key === value);
  return option ? { en: option.en, ar: option.ar || option.en } : { en: value, ar: value };
}

/**
 * Whether the page states every variant axis of the product, each with the product's value. With
 * `missingIsDisagreement` false, an axis the page does not state is let pass (a model number
 * already named the product); a different or doubtful value never is.
 */
function axesAgree(
  product: CatalogueProduct,
  identity: PageIdentity,
  missingIsDisagreement: boolean,
): Agreement {
  for (const axis of product.attributes.filter((attribute) => attribute.isVariantAxis)) {
    const definition = product.categoryAttributes.find((attribute) => attribute.key === axis.key);
    if (!definition) return { ok: false, reason: "axisMissing", detail: axis.key };
    const own = String(comparableValue(axis.value));
    const stated = statesOwnText(axis, identity) ? new Set([own]) : statedValues(definition, identity);
    const disagreement = (): AxisDisagreement => {
      const { value } = axis;
      return {
        label: { en: axis.labelEn, ar: axis.labelAr },
        page: [...stated].map((entry) => describeComparable(definition, entry)),
        own:
          value.kind === "text"
            ? { en: value.textEn, ar: value.textAr?.trim() || value.textEn }
            : describeComparable(definition, own),
      };
    };
    if (stated.size === 0) {
      if (missingIsDisagreement)
        return { ok: false, reason: "axisMissing", detail: axis.labelEn, axis: disagreement() };
      continue;
    }
    if (stated.size > 1)
      return {
        ok: false,
        reason: "axisAmbiguous",
        detail: `${axis.labelEn}: ${[...stated].join(", ")}`,
        axis: disagreement(),
      };
    const [value] = stated;
    if (value !== own)
      return {
        ok: false,
        reason: "axisDiffers",
        detail: `${axis.labelEn}: ${value} ≠ ${own}`,
        axis: disagreement(),
      };
  }
  return { ok: true };
}

function withoutOk({ ok: _ok, ...refusal }: Exclude<Agreement, { ok: true }>) {
  return refusal;
}

/** A name's words without its quantities ("256GB", "6.1 inch") and the brand's own words. */
function nameWords(name: string, brandWords: ReadonlySet<string>, axisUnits: readonly UnitKey[]): string[] {
  // "Galaxy S24+" is the Plus, not the S24: the sign is a word of the name.
  let rest = name.replace(/([\p{L}\p{N}])\+(?=\s|$)/gu, "$1 plus");
  // Only quantities of a variant axis ("256GB"): "5G" is a network, not five grams.
  const quantities = findQuantities(rest).filter((quantity) =>
    axisUnits.some((unit) => convertQuantity(quantity.value, quantity.unit, unit) !== null),
  );
  for (const quantity of quantities.reverse()) {
    rest = `${rest.slice(0, quantity.start)} ${rest.slice(quantity.end)}`;
  }
  return latinWords(normalizeSearchText(rest).split(" ").filter(Boolean)).filter(
    (word) => !brandWords.has(word),
  );
}

/** Words of a text axis value of the product (its colour). */
function textAxisWords(product: CatalogueProduct, words: Set<string>): void {
  for (const axis of product.attributes.filter((attribute) => attribute.isVariantAxis)) {
    if (axis.value.kind !== "text") continue;
    for (const word of wordsAndLatin(`${axis.value.textEn} ${axis.value.textAr ?? ""}`)) words.add(word);
  }
}

/** Words of the options a variant axis of the category may take ("256GB" aside, "Black"). */
function optionAxisWords(categoryAttributes: readonly CategoryAttribute[], words: Set<string>): void {
  for (const attribute of categoryAttributes.filter((entry) => entry.isVariantAxis)) {
    for (const option of attribute.options) {
      for (const name of [option.en, option.ar, ...(option.synonyms ?? [])]) {
        for (const word of wordsAndLatin(name)) words.add(word);
      }
    }
  }
}

/** Words of the page that name an axis value of the product (its colour), which a name may add. */
function axisWords(product: CatalogueProduct): Set<string> {
  const words = new Set<string>();
  textAxisWords(product, words);
  optionAxisWords(product.categoryAttributes, words);
  return words;
}

/** Every word an axis value of one of the products may add to a page's name (their `axisWords`). */
export function axisWordsOf(products: readonly CatalogueProduct[]): Set<string> {
  const words = new Set<string>();
  const categories = new Set<readonly CategoryAttribute[]>();
  for (const product of products) {
    textAxisWords(product, words);
    // Products of one category share its definitions: their options are read once.
    if (categories.has(product.categoryAttributes)) continue;
    categories.add(product.categoryAttributes);
    optionAxisWords(product.categoryAttributes, words);
  }
  return words;
}

/**
 * What of a page's name every product passing the name rule holds in its search text, for
 * narrowing the name rule's candidates with the search index (issue 36): for each such word, its
 * spellings (a product holds one of them). Left out is every word the rule lets a page add: its
 * quantities, its brand's, the generic words, and `axisWords` (the axis values of the brand's
 * products, `axisWordsOf`). "plus" is left out too: the rule reads "S24+" as "S24 plus", the search
 * text as "s24". A word the transliteration table knows stands for all its group's spellings
 * ("جالاكسي" for "galaxy", "جالكسي"…), as the rule compares them. An empty list narrows nothing.
 */
export function nameSearchWords(identity: PageIdentity, axisWordsOfBrand: ReadonlySet<string>): string[][] {
  let rest = identity.name;
  for (const quantity of findQuantities(rest).reverse()) {
    rest = `${rest.slice(0, quantity.start)} ${rest.slice(quantity.end)}`;
  }
  // A word a quantity's removal made ("X256GB" → "x") is no word of the page as the rule reads it.
  const whole = new Set(normalizeSearchText(identity.name).split(" "));
  const brandWords = new Set(wordsAndLatin(identity.brand ?? ""));
  const leftOut = (word: string) =>
    word === "plus" || brandWords.has(word) || GENERIC_WORDS.has(word) || axisWordsOfBrand.has(word);
  const words = normalizeSearchText(rest)
    .split(" ")
    .filter((word) => word && whole.has(word));
  const found = new Map<string, string[]>();
  for (const { phrase, value } of readPhrases(words, (text) => LATIN_SPELLING.get(text))) {
    if (value === undefined) {
      // A word of a Latin spelling of several words ("saint" of "yves saint laurent") is one a
      // product may hold as that group's other spellings ("ysl").
      if (!leftOut(phrase)) found.set(phrase, [phrase, ...(SPELLINGS_WITH_LATIN_WORD.get(phrase) ?? [])]);
    } else if (!value.split(" ").some(leftOut) && !phrase.split(" ").some(leftOut)) {
      found.set(value, [...(SPELLINGS_OF_LATIN.get(value) ?? [value])]);
    }
  }
  return [...found.values()];
}

/**
 * The words left when those of an accessory or a bundle are taken out ("case", "with"): the
 * products such a page names, which the admin sees as candidates refused for those words.
 */
export function withoutMarkerWords(words: readonly string[][]): string[][] {
  const markers = new Set([...ACCESSORY, ...BUNDLE].flatMap((phrase) => phrase.split(" ")));
  return words.filter((spellings) => !spellings.some((word) => markers.has(word)));
}

/** Words in the page and not in the product that make it an accessory or a bundle of it. */
function markerOf(
  pageText: string,
  productText: string,
  rawName: string,
): { reason: string; detail: string } | null {
  for (const word of ACCESSORY) {
    if (containsPhrase(pageText, word) && !containsPhrase(productText, word))
      return { reason: "accessory", detail: word };
  }
  for (const word of BUNDLE) {
    if (containsPhrase(pageText, word) && !containsPhrase(productText, word))
      return { reason: "bundle", detail: word };
  }
  if (/\s[+&]\s|[\p{L}\p{N}]\+\p{L}/u.test(rawName)) return { reason: "bundle", detail: "+" };
  return null;
}

function nameAgreement(
  product: CatalogueProduct,
  identity: PageIdentity,
): { ok: true } | { ok: false; reason: string; detail: string } {
  const brandWords = new Set(wordsAndLatin(`${product.brand ?? ""} ${identity.brand ?? ""}`));
  const axisUnits = product.categoryAttributes.flatMap((attribute) =>
    attribute.isVariantAxis && attribute.unit ? [attribute.unit] : [],
  );
  const pageWords = new Set(nameWords(identity.name, brandWords, axisUnits));
  const allowed = axisWords(product);
  let closest: { reason: string; detail: string } | null = null;
  for (const name of [product.nameEn, product.nameAr]) {
    const own = nameWords(name, brandWords, axisUnits).filter((word) => !allowed.has(word));
    if (own.length === 0) continue;
    const missing = own.filter((word) => !pageWords.has(word));
    const extra = [...pageWords].filter(
      (word) => !own.includes(word) && !allowed.has(word) && !GENERIC_WORDS.has(word),
    );
    if (missing.length === 0 && extra.length === 0) return { ok: true };
    const reason = missing.length
      ? { reason: "missingWords", detail: missing.join(" ") }
      : { reason: "extraWords", detail: extra.join(" ") };
    if (!closest || (closest.reason === "missingWords" && reason.reason === "extraWords")) closest = reason;
  }
  return { ok: false, ...(closest ?? { reason: "missingWords", detail: "" }) };
}

/** Word overlap, for ordering the candidates an admin sees. */
function similarity(product: CatalogueProduct, identity: PageIdentity): number {
  const page = new Set(normalizeSearchText(identity.name).split(" "));
  let best = 0;
  for (const name of [product.nameEn, product.nameAr]) {
    const own = new Set(normalizeSearchText(name).split(" "));
    const shared = [...own].filter((word) => page.has(word)).length;
    best = Math.max(best, shared / new Set([...own, ...page]).size);
  }
  return best;
}

export type MatchInput = {
  identity: PageIdentity;
  /** Products having one of the page's GTINs. */
  byGtin: CatalogueProduct[];
  /** Products of the page's brand (by brandKey). */
  ofBrand: CatalogueProduct[];
  /**
   * The products of `ofBrand` the name rule compares: at least every one holding all of the
   * page's `nameSearchWords` (none passes the rule without), a few closest may be added for the
   * admin. All of `ofBrand` when not given.
   */
  byName?: CatalogueProduct[];
};

/** The brand a page names, or the first word of its name when that is a brand ("Samsung Galaxy…"). */
export function pageBrandKey(identity: PageIdentity): string | null {
  return brandKey(identity.brand) ?? brandKey(normalizeSearchText(identity.name).split(" ")[0]);
}

export function matchPage({ identity, byGtin, ofBrand, byName }: MatchInput): PageMatch {
  const words = normalizeSearchText(identity.name);
  if (
    identity.condition === "refurbished" ||
    REFURBISHED_WORDS.some((word) => containsPhrase(words, normalizeSearchText(word)))
  )
    return { kind: "skipped", reason: "refurbished" };
  if (
    identity.condition === "used" ||
    USED_WORDS.some((word) => containsPhrase(words, normalizeSearchText(word)))
  )
    return { kind: "skipped", reason: "used" };

  // 1. The GTIN: one product at most holds each.
  const gtins = new Set(identity.gtins.map(normalizeGtin).filter((gtin): gtin is string => gtin !== null));
  const gtinHolders = byGtin.filter((product) => product.gtin && gtins.has(product.gtin));
  if (gtinHolders.length === 1) return { kind: "matched", productId: gtinHolders[0]!.id, rule: "gtin" };

  const candidates: Candidate[] = [];
  const pageBrand = pageBrandKey(identity);
  const sameBrand = ofBrand.filter((product) => pageBrand !== null && brandKey(product.brand) === pageBrand);

  // 2. Brand and model.
  const models = [identity.mpn, identity.model].map(modelKey).filter((key): key is string => key !== null);
  if (models.length) {
    const byModel = sameBrand.filter((product) => {
      const key = modelKey(product.model);
      return key !== null && models.includes(key);
    });
    const passing = byModel.filter((product) => {
      const marker = markerOf(
        words,
        normalizeSearchText(`${product.nameEn} ${product.nameAr}`),
        identity.name,
      );
      if (marker) {
        candidates.push({ product, rule: "model", ...marker });
        return false;
      }
      // The only product of its model may leave its axes unsaid when the model names the variant:
      // it has no other variants, or each of them has a model number of its own.
      const siblings = sameBrand.filter(
        (other) => other.familyId === product.familyId && other.id !== product.id,
      );
      const modelNamesVariant =
        product.familyId === null ||
        (siblings.length > 0 &&
          siblings.every((other) => {
            const key = modelKey(other.model);
            return key !== null && key !== modelKey(product.model);
          }));
      const agreement = axesAgree(product, identity, byModel.length > 1 || !modelNamesVariant);
      if (!agreement.ok) {
        candidates.push({ product, rule: "model", ...withoutOk(agreement) });
        return false;
      }
      return true;
    });
    if (passing.length === 1) return { kind: "matched", productId: passing[0]!.id, rule: "model" };
    for (const product of passing)
      candidates.push({ product, rule: "model", reason: "notUnique", detail: "" });
    if (passing.length > 1) return { kind: "queued", candidates: rank(candidates, identity) };
  }

  // 3. The name, with every variant axis stated and agreeing.
  const passing: CatalogueProduct[] = [];
  const named = byName ? byName.filter((product) => brandKey(product.brand) === pageBrand) : sameBrand;
  for (const product of named) {
    if (candidates.some((candidate) => candidate.product.id === product.id)) continue;
    // A page naming one model number is no product of another.
    const ownModel = modelKey(product.model);
    if (models.length && ownModel !== null && !models.includes(ownModel)) {
      candidates.push({ product, rule: "name", reason: "otherModel", detail: product.model ?? "" });
      continue;
    }
    const names = nameAgreement(product, identity);
    if (!names.ok) {
      candidates.push({ product, rule: "name", reason: names.reason, detail: names.detail });
      continue;
    }
    const marker = markerOf(words, normalizeSearchText(`${product.nameEn} ${product.nameAr}`), identity.name);
    if (marker) {
      candidates.push({ product, rule: "name", ...marker });
      continue;
    }
    const agreement = axesAgree(product, identity, true);
    if (!agreement.ok) {
      candidates.push({ product, rule: "name", ...withoutOk(agreement) });
      continue;
    }
    passing.push(product);
  }
  if (passing.length === 1) return { kind: "matched", productId: passing[0]!.id, rule: "name" };
  for (const product of passing) candidates.push({ product, rule: "name", reason: "notUnique", detail: "" });
  if (pageBrand === null) candidates.length = 0;
  return { kind: "queued", candidates: rank(candidates, identity) };
}

const SHOWN_CANDIDATES = 3;

function rank(candidates: Candidate[], identity: PageIdentity): Candidate[] {
  return candidates
    .map((candidate) => ({ candidate, score: similarity(candidate.product, identity) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, SHOWN_CANDIDATES)
    .map(({ candidate }) => candidate);
}
