import { asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { categories, productFamilies, products, type Specification } from "~/db/schema";
import type { AttributeValue } from "~/features/attributes/attribute-types";
import {
  addCategoryAttributes,
  findAttributesOfCategories,
  findProductAttributeValues,
  writeProductAttributeValues,
} from "~/features/attributes/attributes.server";
import { type MappingProblemReason, mapSpecifications } from "~/features/attributes/map-specifications";
import { STANDARD_ATTRIBUTES } from "~/features/attributes/standard-attributes";
import { listCategories } from "~/features/catalog/categories.server";
import { type OnLowestPriceChanged, writeStorePrices } from "~/features/prices/store-prices.server";
import { buildProductSearchText } from "~/utils/arabic-text";
import { toSpecification } from "~/utils/specifications";
import {
  CATALOG_ERRORS,
  type CatalogCategory,
  type CatalogDocument,
  type CatalogError,
  type CatalogProduct,
  type CatalogSpecification,
  catalogDocumentSchema,
  toCatalogErrors,
} from "./catalog-schema";

export type ImportSummary = {
  categoriesCreated: number;
  categoriesUpdated: number;
  categoriesUnchanged: number;
  productsCreated: number;
  productsUpdated: number;
  productsUnchanged: number;
  /** Price readings in the file. */
  pricesRecorded: number;
  /** Readings that changed a store's price (each appended a price_history row). */
  pricesChanged: number;
  /**
   * Specification rows that named an attribute but gave it no value (issue 31): kept as written,
   * reported so the file can be fixed. At most UNMAPPED_REPORT_LIMIT are listed.
   */
  unmapped: UnmappedSpecification[];
  unmappedCount: number;
};

export type UnmappedSpecification = {
  /** Where in the file: "products[3].specifications[1]". */
  path: string;
  attribute: string;
  reason: MappingProblemReason;
};

const UNMAPPED_REPORT_LIMIT = 50;

type ImportOptions = { now?: Date; onLowestPriceChanged?: OnLowestPriceChanged };

export type ImportResult = { ok: true; summary: ImportSummary } | { ok: false; errors: CatalogError[] };

/** Thrown inside the transaction to roll it back with the errors found against the database. */
class ImportRefused extends Error {
  constructor(readonly errors: CatalogError[]) {
    super("catalogue import refused");
  }
}

type DbCategory = { id: string; slug: string; nameEn: string; nameAr: string; parentId: string | null };

/**
 * Imports a catalogue document (spec/catalog-import.md). The whole document is validated first; any
 * error rejects it and nothing is written. A valid document is written in one transaction: categories
 * by slug, products matched by brand + model (both given) or else by English name, and each price as
 * a reading that appends history only when the store's price changed. Importing the same document
 * twice changes nothing the second time. `onLowestPriceChanged` runs inside the transaction for each
 * product whose lowest price moved.
 */
export async function importCatalog(
  db: Database,
  document: unknown,
  { now = new Date(), onLowestPriceChanged }: ImportOptions = {},
): Promise<ImportResult> {
  const parsed = catalogDocumentSchema.safeParse(document);
  if (!parsed.success) return { ok: false, errors: toCatalogErrors(parsed.error) };
  const duplicates = findDuplicates(parsed.data);
  if (duplicates.length) return { ok: false, errors: duplicates };

  try {
    return await db.transaction(async (tx) => {
      // One importer at a time: two concurrent imports of the same file must not both create.
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
      const summary = emptySummary();
      const categoryIds = await importCategories(tx, parsed.data, summary);
      await importProducts(tx, parsed.data.products, categoryIds, summary, { now, onLowestPriceChanged });
      return { ok: true as const, summary };
    });
  } catch (error) {
    if (error instanceof ImportRefused) return { ok: false, errors: error.errors };
    throw error;
  }
}

const IMPORT_LOCK_KEY = 7_346_221_906;

function emptySummary(): ImportSummary {
  return {
    categoriesCreated: 0,
    categoriesUpdated: 0,
    categoriesUnchanged: 0,
    productsCreated: 0,
    productsUpdated: 0,
    productsUnchanged: 0,
    pricesRecorded: 0,
    pricesChanged: 0,
    unmapped: [],
    unmappedCount: 0,
  };
}

const fold = (text: string) => text.trim().toLocaleLowerCase("en");

/**
 * Brand + model when both are given, otherwise the English name; a family's variants share a
 * model number (an iPhone's sizes), so a variant is known by its English name.
 */
function matchKeyOf(product: Pick<CatalogProduct, "brand" | "model" | "name_en" | "family">): string {
  return product.brand && product.model && !product.family
    ? `bm:${fold(product.brand)}\u0000${fold(product.model)}`
    : `name:${fold(product.name_en)}`;
}

function findDuplicates(document: CatalogDocument): CatalogError[] {
  const errors: CatalogError[] = [];
  const slugs = new Set<string>();
  document.categories.forEach((category, index) => {
    if (slugs.has(category.slug))
      errors.push({ path: `categories[${index}].slug`, message: CATALOG_ERRORS.duplicateSlug });
    slugs.add(category.slug);
  });
  const keys = new Set<string>();
  document.products.forEach((product, index) => {
    const key = matchKeyOf(product);
    if (keys.has(key)) {
      const field = key.startsWith("bm:") ? "model" : "name_en";
      errors.push({ path: `products[${index}].${field}`, message: CATALOG_ERRORS.duplicateProduct });
    }
    keys.add(key);
  });
  const gtins = new Set<string>();
  document.products.forEach((product, index) => {
    if (!product.gtin) return;
    if (gtins.has(product.gtin))
      errors.push({ path: `products[${index}].gtin`, message: CATALOG_ERRORS.duplicateGtin });
    gtins.add(product.gtin);
  });
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Categories

/** Checks the file's categories and product category slugs against the database, then writes them. */
async function importCategories(
  tx: Transaction,
  document: CatalogDocument,
  summary: ImportSummary,
): Promise<Map<string, string>> {
  const existing: DbCategory[] = await listCategories(tx);
  const bySlug = new Map(existing.map((category) => [category.slug, category]));
  const slugById = new Map(existing.map((category) => [category.id, category.slug]));
  const inFile = new Map(document.categories.map((category) => [category.slug, category]));

  // The parent each category will have once the file is written (two levels at most).
  const finalParent = new Map<string, string | null>();
  for (const category of existing)
    finalParent.set(category.slug, category.parentId ? (slugById.get(category.parentId) ?? null) : null);
  for (const category of document.categories) {
    if (category.parent !== undefined) finalParent.set(category.slug, category.parent);
    else if (!finalParent.has(category.slug)) finalParent.set(category.slug, null);
  }

  const parentsInUse = new Set(finalParent.values());
  const errors: CatalogError[] = [];
  document.categories.forEach((category, index) => {
    const parent = finalParent.get(category.slug);
    if (!parent) return;
    const path = `categories[${index}].parent`;
    if (!finalParent.has(parent) || parent === category.slug)
      errors.push({ path, message: CATALOG_ERRORS.unknownParent });
    else if (finalParent.get(parent)) errors.push({ path, message: CATALOG_ERRORS.parentNotTopLevel });
    else if (parentsInUse.has(category.slug))
      errors.push({ path, message: CATALOG_ERRORS.parentHasChildren });
  });
  document.products.forEach((product, index) => {
    if (!finalParent.has(product.category))
      errors.push({ path: `products[${index}].category`, message: CATALOG_ERRORS.unknownCategory });
  });
  if (errors.length) throw new ImportRefused(errors);

  const ids = new Map(existing.map((category) => [category.slug, category.id]));
  // Top-level categories first, so that every parent has an id when its children are written.
  const ordered = [...inFile.values()].sort(
    (a, b) => Number(Boolean(finalParent.get(a.slug))) - Number(Boolean(finalParent.get(b.slug))),
  );
  for (const category of ordered) {
    const parentSlug = finalParent.get(category.slug);
    const parentId = parentSlug ? ids.get(parentSlug)! : null;
    const current = bySlug.get(category.slug);
    if (!current) {
      const [inserted] = await tx
        .insert(categories)
        .values({ slug: category.slug, nameEn: category.name_en, nameAr: category.name_ar, parentId })
        .returning({ id: categories.id });
      ids.set(category.slug, inserted!.id);
      summary.categoriesCreated += 1;
      // A new category of a kind Qaren knows starts with that kind's attributes (issue 31).
      await addCategoryAttributes(tx, inserted!.id, STANDARD_ATTRIBUTES[category.slug] ?? []);
    } else if (hasCategoryChanged(current, category, parentId)) {
      await tx
        .update(categories)
        .set({ nameEn: category.name_en, nameAr: category.name_ar, parentId })
        .where(eq(categories.id, current.id));
      summary.categoriesUpdated += 1;
    } else {
      summary.categoriesUnchanged += 1;
    }
  }
  return ids;
}

function hasCategoryChanged(current: DbCategory, entry: CatalogCategory, parentId: string | null): boolean {
  return (
    current.nameEn !== entry.name_en || current.nameAr !== entry.name_ar || current.parentId !== parentId
  );
}

// ---------------------------------------------------------------------------------------------
// Products

type DbProduct = typeof products.$inferSelect;

const LOOKUP_CHUNK = 500;

/** A GTIN names one product: an entry may not give one that another product of the catalogue has. */
async function refuseTakenGtins(
  tx: Transaction,
  entries: readonly CatalogProduct[],
  matches: ReadonlyMap<string, DbProduct>,
): Promise<void> {
  const gtins = entries.flatMap((entry) => (entry.gtin ? [entry.gtin] : []));
  if (!gtins.length) return;
  const holders = new Map<string, string>();
  for (let start = 0; start < gtins.length; start += LOOKUP_CHUNK) {
    const rows = await tx
      .select({ id: products.id, gtin: products.gtin })
      .from(products)
      .where(inArray(products.gtin, gtins.slice(start, start + LOOKUP_CHUNK)));
    for (const row of rows) holders.set(row.gtin!, row.id);
  }
  const errors: CatalogError[] = [];
  entries.forEach((entry, index) => {
    const holder = entry.gtin ? holders.get(entry.gtin) : undefined;
    if (holder && holder !== matches.get(matchKeyOf(entry))?.id)
      errors.push({ path: `products[${index}].gtin`, message: CATALOG_ERRORS.gtinTaken });
  });
  if (errors.length) throw new ImportRefused(errors);
}

/** The existing product each file entry matches (the oldest, should the database hold duplicates). */
async function findMatches(
  tx: Transaction,
  entries: readonly CatalogProduct[],
): Promise<Map<string, DbProduct>> {
  const matches = new Map<string, DbProduct>();
  for (let start = 0; start < entries.length; start += LOOKUP_CHUNK) {
    const chunk = entries.slice(start, start + LOOKUP_CHUNK);
    const byModel = (entry: CatalogProduct) => Boolean(entry.brand && entry.model && !entry.family);
    const names = chunk.filter((entry) => !byModel(entry)).map((entry) => fold(entry.name_en));
    const models = chunk.filter(byModel).map((entry) => fold(entry.model!));
    const conditions = [
      names.length ? inArray(sql`lower(trim(${products.nameEn}))`, names) : undefined,
      models.length ? inArray(sql`lower(trim(${products.model}))`, models) : undefined,
    ].filter(Boolean);
    const rows = await tx
      .select()
      .from(products)
      .where(or(...conditions))
      .orderBy(asc(products.createdAt), asc(products.id));
    for (const row of rows) {
      const keys = [`name:${fold(row.nameEn)}`];
      if (row.brand && row.model) keys.push(`bm:${fold(row.brand)}\u0000${fold(row.model)}`);
      for (const key of keys) if (!matches.has(key)) matches.set(key, row);
    }
  }
  return matches;
}

/**
 * A file's specification as stored. A file that says nothing of Arabic (as files written before
 * Arabic specifications do) keeps the Arabic the database has for the same English name, and the
 * Arabic value only while the English value is the same.
 */
function specificationFrom(entry: CatalogSpecification, current: readonly Specification[]): Specification {
  const known = current.find((spec) => spec.name === entry.name);
  const keptValueAr = known?.value === entry.value ? known.valueAr : undefined;
  return toSpecification({
    name: entry.name,
    value: entry.value,
    nameAr: entry.name_ar === undefined ? known?.nameAr : entry.name_ar,
    valueAr: entry.value_ar === undefined ? keptValueAr : entry.value_ar,
  });
}

/** The product columns the file sets: absent fields keep the database's value. */
function productFields(entry: CatalogProduct, categoryId: string, current?: DbProduct) {
  const keep = <T>(value: T | undefined, fallback: T) => (value === undefined ? fallback : value);
  const fields = {
    nameEn: entry.name_en,
    nameAr: entry.name_ar,
    categoryId,
    descriptionEn: keep(entry.description_en, current?.descriptionEn ?? null),
    descriptionAr: keep(entry.description_ar, current?.descriptionAr ?? null),
    brand: keep(entry.brand, current?.brand ?? null),
    model: keep(entry.model, current?.model ?? null),
    gtin: keep(entry.gtin, current?.gtin ?? null),
    imageUrl: keep(entry.image_url, current?.imageUrl ?? null),
  };
  return { ...fields, searchText: buildProductSearchText(fields) };
}

/** A file's specification rows as stored, before they are mapped onto attributes. */
function specificationsFrom(entry: CatalogProduct, current?: DbProduct): Specification[] | undefined {
  if (entry.specifications === undefined) return undefined;
  return (entry.specifications ?? []).map((spec) => specificationFrom(spec, current?.specifications ?? []));
}

const sameValues = (
  a: ReadonlyMap<string, AttributeValue> | undefined,
  b: ReadonlyMap<string, AttributeValue>,
) => JSON.stringify([...(a ?? new Map())].sort()) === JSON.stringify([...b].sort());

type ProductColumns = ReturnType<typeof productFields> & {
  specifications: Specification[] | null;
  familyId: string | null;
};

/**
 * The families the file names, by English name: found, or created with the file's names (a
 * family's Arabic name follows the file's last word on it). Returns the ids by folded name.
 */
async function importFamilies(
  tx: Transaction,
  entries: readonly CatalogProduct[],
): Promise<Map<string, string>> {
  const named = new Map<string, { name_en: string; name_ar: string }>();
  for (const entry of entries) if (entry.family) named.set(fold(entry.family.name_en), entry.family);
  const ids = new Map<string, string>();
  if (named.size === 0) return ids;
  const existing = await tx
    .select({ id: productFamilies.id, nameEn: productFamilies.nameEn, nameAr: productFamilies.nameAr })
    .from(productFamilies)
    .where(inArray(sql`lower(trim(${productFamilies.nameEn}))`, [...named.keys()]))
    .orderBy(asc(productFamilies.createdAt));
  for (const row of existing) {
    const key = fold(row.nameEn);
    if (ids.has(key)) continue;
    ids.set(key, row.id);
    const wanted = named.get(key)!;
    if (row.nameAr !== wanted.name_ar)
      await tx.update(productFamilies).set({ nameAr: wanted.name_ar }).where(eq(productFamilies.id, row.id));
  }
  for (const [key, family] of named) {
    if (ids.has(key)) continue;
    const [created] = await tx
      .insert(productFamilies)
      .values({ nameEn: family.name_en, nameAr: family.name_ar })
      .returning({ id: productFamilies.id });
    ids.set(key, created!.id);
  }
  return ids;
}

function hasProductChanged(current: DbProduct, next: ProductColumns): boolean {
  return (Object.keys(next) as (keyof typeof next)[]).some((key) =>
    key === "specifications"
      ? JSON.stringify(current.specifications ?? null) !== JSON.stringify(next.specifications)
      : current[key] !== next[key],
  );
}

async function importProducts(
  tx: Transaction,
  entries: readonly CatalogProduct[],
  categoryIds: ReadonlyMap<string, string>,
  summary: ImportSummary,
  { now, onLowestPriceChanged }: Required<Pick<ImportOptions, "now">> & ImportOptions,
): Promise<void> {
  const matches = await findMatches(tx, entries);
  await refuseTakenGtins(tx, entries, matches);
  const attributesByCategory = await findAttributesOfCategories(tx, [...new Set(categoryIds.values())]);
  const familyIds = await importFamilies(tx, entries);
  const currentValues = await findProductAttributeValues(
    tx,
    [...matches.values()].map((product) => product.id),
  );
  for (const [index, entry] of entries.entries()) {
    const current = matches.get(matchKeyOf(entry));
    const categoryId = categoryIds.get(entry.category)!;
    const categoryAttributes = attributesByCategory.get(categoryId) ?? [];
    // Rows given: mapped onto the category's attributes, the rest kept as details. Rows not given:
    // the product keeps its values and details, unless its category changed under them.
    const rows = specificationsFrom(entry, current);
    const isRecategorised = current !== undefined && current.categoryId !== categoryId;
    const mapped =
      rows !== undefined
        ? mapSpecifications(rows, categoryAttributes)
        : isRecategorised
          ? null
          : {
              values: currentValues.get(current?.id ?? "") ?? new Map(),
              details: current?.specifications ?? [],
              problems: [],
            };
    for (const problem of mapped?.problems ?? []) {
      summary.unmappedCount += 1;
      if (summary.unmapped.length >= UNMAPPED_REPORT_LIMIT) continue;
      const row = rows?.indexOf(problem.row) ?? -1;
      summary.unmapped.push({
        path: `products[${index}].specifications[${row}]`,
        attribute: problem.attributeKey,
        reason: problem.reason,
      });
    }
    const fields: ProductColumns = {
      ...productFields(entry, categoryId, current),
      familyId:
        entry.family === undefined
          ? (current?.familyId ?? null)
          : entry.family
            ? familyIds.get(fold(entry.family.name_en))!
            : null,
      specifications: mapped
        ? mapped.details.length
          ? mapped.details
          : null
        : (current?.specifications ?? null),
    };
    const hasValuesChanged =
      mapped !== null && !sameValues(current ? currentValues.get(current.id) : undefined, mapped.values);
    let productId: string;
    if (!current) {
      const [inserted] = await tx
        .insert(products)
        .values({ ...fields, createdAt: now, updatedAt: now })
        .returning({ id: products.id });
      productId = inserted!.id;
      summary.productsCreated += 1;
    } else {
      productId = current.id;
      if (hasProductChanged(current, fields) || hasValuesChanged) {
        await tx
          .update(products)
          .set({ ...fields, updatedAt: now })
          .where(eq(products.id, productId));
        summary.productsUpdated += 1;
      } else {
        summary.productsUnchanged += 1;
      }
    }

    if (mapped && hasValuesChanged)
      await writeProductAttributeValues(tx, productId, mapped.values, categoryAttributes);

    const readings = entry.prices.map((reading) => ({
      storeName: reading.store_name,
      url: reading.url,
      price: reading.price,
    }));
    if (!readings.length) continue;
    const outcome = await writeStorePrices(tx, productId, readings, { removeOtherStores: false, now });
    summary.pricesRecorded += readings.length;
    summary.pricesChanged += outcome.changedStores;
    if (outcome.lowestBefore !== outcome.lowestAfter)
      await onLowestPriceChanged?.(tx, { productId, lowestPrice: outcome.lowestAfter });
  }
}
