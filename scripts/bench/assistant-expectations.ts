// What each labelled question expects, made concrete on the seeded demo catalogue at scoring time:
// slugs become product ids, and prices, totals, ratings, sellers, warranties and delivery days are
// read from the database now (the seed's prices move with the time of seeding), independently of
// the assistant's own queries.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, offerDetails, productPrices, products, reviews, stores } from "~/db/schema";
import { DEMO_PRODUCTS } from "~/db/seed/demo-catalog";
import { DEMO_FAMILIES } from "~/db/seed/demo-variants";
import type { DeliveryTerms, Region } from "~/features/offer-details/offer-details";
import { deliveryTermsFor, offerTotal } from "~/features/offer-details/offer-total";
import { offerIsCurrent } from "~/features/prices/current-offers.server";
import { toHalalas } from "~/utils/money";
import type { Fact, Question } from "./assistant-questions";
import {
  amountPattern,
  type Expectation,
  type ExpectedFact,
  linkPattern,
  SAYING_PATTERNS,
  textPatterns,
} from "./assistant-score";

type Offer = {
  store: string;
  halalas: number;
  isCurrent: boolean;
  seller: { kind: string; name?: string } | null;
  warranty: { months: number | null; kind: string | null } | null;
};

type StorePolicy = {
  delivery?: DeliveryTerms[];
  warranty?: { months: number | null; kind: string | null };
};

export type Catalogue = {
  idOf: Map<string, string>;
  slugOf: Map<string, string>;
  categoryOf: Map<string, string>;
  /** Category slug → the slugs of it and its subcategories. */
  categoryTree: Map<string, string[]>;
  offers: Map<string, Offer[]>;
  ratings: Map<string, { average: number; count: number }>;
  policies: Map<string, StorePolicy>;
  /** Store name → its Arabic name, as Arabic answers write it ("نون"). */
  storeNamesAr: Map<string, string>;
};

export async function readCatalogue(db: Database): Promise<Catalogue> {
  const [productRows, categoryRows, offerRows, reviewRows, storeRows] = await Promise.all([
    db.select({ id: products.id, nameEn: products.nameEn, categoryId: products.categoryId }).from(products),
    db.select({ id: categories.id, slug: categories.slug, parentId: categories.parentId }).from(categories),
    db
      .select({
        productId: productPrices.productId,
        store: productPrices.storeName,
        price: productPrices.price,
        isCurrent: offerIsCurrent,
        details: offerDetails.details,
      })
      .from(productPrices)
      .leftJoin(offerDetails, eq(offerDetails.productPriceId, productPrices.id)),
    db
      .select({ productId: reviews.productId, rating: reviews.rating })
      .from(reviews)
      .where(eq(reviews.status, "approved")),
    db.select({ name: stores.name, nameAr: stores.nameAr, policy: stores.policy }).from(stores),
  ]);
  const idByName = new Map(productRows.map((row) => [row.nameEn, row.id]));
  const idOf = new Map<string, string>();
  for (const product of DEMO_PRODUCTS) {
    const id = idByName.get(product.nameEn);
    if (id) idOf.set(product.slug, id);
  }
  const slugOf = new Map([...idOf].map(([slug, id]) => [id, slug]));
  const categorySlug = new Map(categoryRows.map((row) => [row.id, row.slug]));
  const categoryOf = new Map(
    productRows.flatMap((row) => {
      const slug = slugOf.get(row.id);
      return slug ? [[slug, categorySlug.get(row.categoryId)!] as const] : [];
    }),
  );
  const categoryTree = new Map(
    categoryRows.map((row) => [
      row.slug,
      [row.slug, ...categoryRows.filter((child) => child.parentId === row.id).map((child) => child.slug)],
    ]),
  );
  const offers = new Map<string, Offer[]>();
  for (const row of offerRows) {
    const slug = slugOf.get(row.productId);
    if (!slug) continue;
    const details = (row.details ?? {}) as Record<string, { value?: unknown } | undefined>;
    offers.set(slug, [
      ...(offers.get(slug) ?? []),
      {
        store: row.store,
        halalas: toHalalas(row.price),
        isCurrent: row.isCurrent,
        seller: (details.seller?.value as Offer["seller"]) ?? null,
        warranty: (details.warranty?.value as Offer["warranty"]) ?? null,
      },
    ]);
  }
  const sums = new Map<string, { total: number; count: number }>();
  for (const row of reviewRows) {
    const slug = slugOf.get(row.productId);
    if (!slug) continue;
    const sum = sums.get(slug) ?? { total: 0, count: 0 };
    sums.set(slug, { total: sum.total + row.rating, count: sum.count + 1 });
  }
  const ratings = new Map(
    [...sums].map(([slug, { total, count }]) => [slug, { average: total / count, count }]),
  );
  const policies = new Map(storeRows.map((row) => [row.name, (row.policy ?? {}) as StorePolicy]));
  const storeNamesAr = new Map(
    storeRows.flatMap((row) => (row.nameAr ? [[row.name, row.nameAr] as const] : [])),
  );
  return { idOf, slugOf, categoryOf, categoryTree, offers, ratings, policies, storeNamesAr };
}

/** The product's current lowest price in halalas (PD-21's current offers), null when it has none. */
export function lowestOf(catalogue: Catalogue, slug: string): number | null {
  const current = (catalogue.offers.get(slug) ?? []).filter((offer) => offer.isCurrent);
  return current.length ? Math.min(...current.map((offer) => offer.halalas)) : null;
}

function offerAt(catalogue: Catalogue, slug: string, store: string): Offer {
  const offer = catalogue.offers.get(slug)?.find((candidate) => candidate.store === store);
  if (!offer) throw new Error(`${store} does not sell ${slug}`);
  return offer;
}

function productsOfCategory(catalogue: Catalogue, category: string): string[] {
  const tree = catalogue.categoryTree.get(category);
  if (!tree) throw new Error(`no category ${category}`);
  return [...catalogue.categoryOf].filter(([, of]) => tree.includes(of)).map(([slug]) => slug);
}

function allowedBy(catalogue: Catalogue, entry: string): string[] {
  const [prefix, name] = entry.includes(":") ? entry.split(":") : ["", entry];
  if (prefix === "category") return productsOfCategory(catalogue, name!);
  if (prefix === "family") {
    const family = DEMO_FAMILIES.find((candidate) => candidate.key === name);
    if (!family) throw new Error(`no family ${name}`);
    return [...family.members, ...DEMO_PRODUCTS.filter((p) => p.family === name).map((p) => p.slug)];
  }
  return [name!];
}

/** What the store does not state, said as such (not "I don't know its price"). */
const UNSTATED = {
  en: [/(?:doesn't|does not|don't|do not) (?:say|state|mention|publish)|not stated|unknown|no warranty/i],
  ar: [/لا (?:يذكر|تذكر|ينشر)|لم (?:يذكر|تذكر)|غير (?:معروف|مذكور)|لا يوجد ضمان/],
};
const NO_DELIVERY = {
  en: [/(?:doesn't|does not|don't|do not) (?:deliver|say|state|mention)|no delivery|not deliver|unknown/i],
  ar: [/لا (?:يوصل|يوصّل|توصل|يذكر|تذكر)|ما (?:يوصل|يوصلون)|لا يقدم التوصيل|غير معروف/],
};

const ARABIC_YEARS: Record<number, string[]> = { 1: ["سنة", "عام"], 2: ["سنتين", "سنتان", "عامين"] };

function monthsPatterns(months: number, locale: "en" | "ar"): RegExp[] {
  const years = months % 12 === 0 ? months / 12 : null;
  const en = [`${months} month`, `${months}-month`, ...(years ? [`${years} year`, `${years}-year`] : [])];
  const ar = [`${months} شهر`, ...(years ? [`${years} سن`, ...(ARABIC_YEARS[years] ?? [])] : [])];
  return textPatterns(locale === "en" ? en : ar);
}

function resolveFact(catalogue: Catalogue, fact: Fact, locale: "en" | "ar"): ExpectedFact {
  if ("lowest" in fact) {
    const lowest = lowestOf(catalogue, fact.lowest);
    if (lowest === null) throw new Error(`${fact.lowest} has no current price`);
    return {
      label: `the lowest price of ${fact.lowest} (${lowest / 100})`,
      patterns: [amountPattern(lowest)],
    };
  }
  if ("storePrice" in fact) {
    const [slug, store] = fact.storePrice;
    const { halalas } = offerAt(catalogue, slug, store);
    return { label: `${store}'s price for ${slug} (${halalas / 100})`, patterns: [amountPattern(halalas)] };
  }
  if ("rating" in fact) {
    const rating = catalogue.ratings.get(fact.rating);
    if (!rating) throw new Error(`${fact.rating} has no approved review`);
    const average = (Math.round(rating.average * 10) / 10).toFixed(1);
    const whole = average.endsWith(".0") ? [`${average.slice(0, -2)}/5`, `${average.slice(0, -2)} من 5`] : [];
    return { label: `its rating ${average}/5`, patterns: textPatterns([average, ...whole]) };
  }
  if ("seller" in fact) {
    const [slug, store] = fact.seller;
    const { seller } = offerAt(catalogue, slug, store);
    if (seller?.kind === "marketplace" && seller.name)
      return { label: `the seller ${seller.name}`, patterns: textPatterns([seller.name]) };
    // The store itself, by either of its names ("noon", "نون").
    const names = [store, catalogue.storeNamesAr.get(store)].filter((name): name is string => Boolean(name));
    return { label: `the seller ${store}`, patterns: textPatterns(names) };
  }
  if ("warranty" in fact) {
    const [slug, store] = fact.warranty;
    const warranty = offerAt(catalogue, slug, store).warranty ?? catalogue.policies.get(store)?.warranty;
    if (!warranty?.months) return { label: "that the warranty is not stated", patterns: UNSTATED[locale] };
    return {
      label: `a ${warranty.months}-month warranty`,
      patterns: monthsPatterns(warranty.months, locale),
    };
  }
  if ("delivery" in fact) {
    const [store, region] = fact.delivery;
    const terms = deliveryTermsFor(catalogue.policies.get(store)?.delivery, region as Region);
    if (!terms?.minDays || !terms.maxDays) {
      return { label: `that ${store} does not say it delivers to ${region}`, patterns: NO_DELIVERY[locale] };
    }
    const { minDays, maxDays } = terms;
    const range =
      minDays === maxDays
        ? new RegExp(`(?<!\\d)${minDays}(?!\\d)`)
        : new RegExp(`(?<!\\d)${minDays}\\s*(?:[-–—]|to|and|إلى|الى|و|-)\\s*${maxDays}(?!\\d)`, "i");
    return { label: `delivery in ${minDays}–${maxDays} days`, patterns: [range] };
  }
  if ("total" in fact) {
    const [slug, store, region] = fact.total;
    const { halalas } = offerAt(catalogue, slug, store);
    const total = offerTotal(halalas, catalogue.policies.get(store)?.delivery, region as Region);
    if (total === null) throw new Error(`${store}'s total to ${region} is unknown`);
    return { label: `the total ${total / 100} to ${region}`, patterns: [amountPattern(total)] };
  }
  if ("text" in fact) return { label: `“${fact.text[0]}”`, patterns: textPatterns(fact.text) };
  if ("link" in fact) return { label: `a link to ${fact.link}`, patterns: [linkPattern(fact.link)] };
  return { label: fact.says, patterns: SAYING_PATTERNS[fact.says][locale] };
}

/** The question's label made concrete on this catalogue, now. Throws when the label does not fit it. */
export function resolveExpectation(catalogue: Catalogue, question: Question): Expectation {
  const allowed = new Set<string>([
    ...question.products,
    ...question.allow.flatMap((e) => allowedBy(catalogue, e)),
  ]);
  let first = question.first ?? null;
  if (question.cheapestOf) {
    const priced = question.cheapestOf.map((slug) => ({
      slug,
      lowest: lowestOf(catalogue, slug) ?? Infinity,
    }));
    first = priced.sort((a, b) => a.lowest - b.lowest)[0]!.slug;
    for (const slug of question.cheapestOf) allowed.add(slug);
  }
  if (first) allowed.add(first);
  if (question.within) {
    const { category, min = 0, max = Infinity } = question.within;
    for (const slug of productsOfCategory(catalogue, category)) {
      const lowest = lowestOf(catalogue, slug);
      if (lowest !== null && lowest >= min * 100 && lowest <= max * 100) allowed.add(slug);
    }
    for (const slug of question.products) {
      if (!allowed.has(slug)) throw new Error(`${question.id}: ${slug} is not within its budget now`);
    }
  }
  for (const slug of question.forbid) allowed.delete(slug);
  for (const slug of [...allowed]) {
    if (!catalogue.idOf.has(slug)) throw new Error(`${question.id}: no demo product ${slug}`);
  }
  const asksAboutListed = question.products.length > 0 || first !== null;
  const saysNotListed = question.facts.some((fact) => "says" in fact && fact.says === "notListed");
  const offeredInstead = saysNotListed
    ? { slugs: new Set(allowed), saying: SAYING_PATTERNS.notListed[question.locale] }
    : undefined;
  return {
    required: question.products,
    first,
    allowed,
    facts: question.facts.map((fact) => resolveFact(catalogue, fact, question.locale)),
    denials: asksAboutListed ? SAYING_PATTERNS.notListed[question.locale] : [],
    offeredInstead,
  };
}
