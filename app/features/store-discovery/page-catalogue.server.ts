// The catalogue as the matcher (match-page.ts) reads it during one discovery run (issue 36): the
// products holding a page's GTIN, its brand's products (loaded once a run), and the few of them
// the name rule compares, found through products.search_text and its trigram index as the site's
// search finds them. A brand of 10,000 products is not compared page by page with each of them.

import { and, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products } from "~/db/schema";
import { findAttributesOfCategories, findProductAttributes } from "~/features/attributes/attributes.server";
import { brandKey } from "~/features/feeds/brand-key";
import type { PageIdentity } from "~/features/price-extraction/read-identity";
import { normalizeGtin } from "~/utils/gtin";
import {
  axisWordsOf,
  type CatalogueProduct,
  nameSearchWords,
  pageBrandKey,
  withoutMarkerWords,
} from "./match-page";

type Brand = { products: CatalogueProduct[]; byId: Map<string, CatalogueProduct>; axisWords: Set<string> };

/** Products whose brand reduces to the key, in SQL; Arabic-written brands are kept by `brandKey` after. */
function ofBrandKey(key: string): SQL {
  return and(
    sql`lower(regexp_replace(${products.brand}, '[^A-Za-z0-9]', '', 'g')) = ${key}`,
    ne(products.nameEn, ""),
  )!;
}

/**
 * A word in the search text: anywhere for three letters or more, else at a word's start, as the
 * search's lookups (both use the trigram index). The word is normalised: letters, digits only, so
 * nothing in it is a LIKE wildcard.
 */
function holdsWord(word: string): SQL {
  const text = sql`${products.searchText}`;
  return [...word].length >= 3
    ? sql`${text} like ${`%${word}%`}`
    : sql`(${text} like ${`${word}%`} or ${text} like ${`% ${word}%`})`;
}

/** Whether a product's search text holds one of a word's spellings. */
function holdsOneOf(spellings: readonly string[]): SQL {
  return spellings.length === 1 ? holdsWord(spellings[0]!) : sql`(${or(...spellings.map(holdsWord))})`;
}

/** What matching reads of a product (not its descriptions or specifications). */
const catalogueColumns = {
  id: products.id,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
  brand: products.brand,
  model: products.model,
  gtin: products.gtin,
  familyId: products.familyId,
  categoryId: products.categoryId,
};
type CatalogueRow = { [key in keyof typeof catalogueColumns]: (typeof products.$inferSelect)[key] };

export function createPageCatalogue(db: Database) {
  const brands = new Map<string, Promise<Brand>>();

  async function withAttributes(rows: readonly CatalogueRow[]): Promise<CatalogueProduct[]> {
    if (!rows.length) return [];
    // A run keeps every brand it met: only the variant axes, not every typed value (a phone has a dozen).
    const values = await findProductAttributes(
      db,
      rows.map((row) => row.id),
      { axesOnly: true },
    );
    const categoryIds = [
      ...new Set(rows.map((row) => row.categoryId).filter((id): id is string => id !== null)),
    ];
    const definitions = await findAttributesOfCategories(db, categoryIds);
    return rows.map((row) => ({
      id: row.id,
      nameEn: row.nameEn,
      nameAr: row.nameAr,
      brand: row.brand,
      model: row.model,
      gtin: row.gtin,
      familyId: row.familyId,
      attributes: values.get(row.id) ?? [],
      categoryAttributes: (row.categoryId ? definitions.get(row.categoryId) : undefined) ?? [],
    }));
  }

  async function loadBrand(key: string): Promise<Brand> {
    const rows = await db.select(catalogueColumns).from(products).where(ofBrandKey(key));
    // Brands written in Arabic on a product are reduced as a page's are.
    const loaded = await withAttributes(rows.filter((row) => brandKey(row.brand) === key));
    return {
      products: loaded,
      byId: new Map(loaded.map((product) => [product.id, product])),
      axisWords: axisWordsOf(loaded),
    };
  }

  function brand(key: string): Promise<Brand> {
    let loading = brands.get(key);
    if (!loading) {
      loading = loadBrand(key);
      brands.set(key, loading);
    }
    return loading;
  }

  return {
    async byGtin(written: readonly string[]): Promise<CatalogueProduct[]> {
      const gtins = [...new Set(written.map(normalizeGtin).filter((gtin): gtin is string => gtin !== null))];
      if (!gtins.length) return [];
      return withAttributes(
        await db.select(catalogueColumns).from(products).where(inArray(products.gtin, gtins)),
      );
    },

    async ofBrand(key: string | null): Promise<CatalogueProduct[]> {
      return key ? (await brand(key)).products : [];
    },

    /**
     * The products of the page's brand the name rule compares (MatchInput.byName): every one whose
     * search text holds each of the page's `nameSearchWords`. Undefined (all the brand) when the
     * name has no such word. An accessory's or a bundle's page gets the products it names; when
     * none is found the queue shows the search's suggestions.
     */
    async byName(identity: PageIdentity): Promise<CatalogueProduct[] | undefined> {
      const key = pageBrandKey(identity);
      if (!key) return [];
      const { byId, axisWords } = await brand(key);
      const words = nameSearchWords(identity, axisWords);
      if (!words.length) return undefined;
      const holdingAll = (some: string[][]) =>
        db
          .select({ id: products.id })
          .from(products)
          .where(and(ofBrandKey(key), ...some.map(holdsOneOf)));
      let rows = await holdingAll(words);
      // A case or a bundle names its phone: the phone is shown as refused for those words.
      const named = withoutMarkerWords(words);
      if (!rows.length && named.length && named.length < words.length) rows = await holdingAll(named);
      return rows.flatMap((row) => byId.get(row.id) ?? []);
    },
  };
}
