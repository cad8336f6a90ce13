import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { attributes, categories, productAttributeValues, products, type Specification } from "~/db/schema";
import type { AttributeDefinition, AttributeValue, CategoryAttribute } from "./attribute-types";
import { type MappingProblem, mapSpecifications } from "./map-specifications";
import type { ProductAttribute } from "./product-attributes";
import { STANDARD_ATTRIBUTES } from "./standard-attributes";
import { isUnitKey } from "./units";

// Reading and writing a category's attributes and a product's typed values
// (docs/decisions/0025-structured-catalogue.md).

type Db = Database | Transaction;

export function toCategoryAttribute(row: typeof attributes.$inferSelect): CategoryAttribute {
  return {
    id: row.id,
    categoryId: row.categoryId,
    position: row.position,
    key: row.key,
    labelEn: row.labelEn,
    labelAr: row.labelAr,
    kind: row.kind,
    unit: isUnitKey(row.unit) ? row.unit : null,
    options: row.options,
    better: row.better,
    isFilter: row.isFilter,
    isVariantAxis: row.isVariantAxis,
    synonyms: row.synonyms,
    alsoIn: row.alsoIn,
    qualifiers: row.qualifiers,
  };
}

/**
 * The attributes of each category named, its department's first, then its own; a key the
 * category defines again replaces its department's.
 */
export async function findAttributesOfCategories(
  db: Db,
  categoryIds: readonly string[],
): Promise<Map<string, CategoryAttribute[]>> {
  const result = new Map<string, CategoryAttribute[]>();
  if (categoryIds.length === 0) return result;
  const chain = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(inArray(categories.id, [...categoryIds]));
  const ownerIds = [...new Set(chain.flatMap((row) => [row.id, ...(row.parentId ? [row.parentId] : [])]))];
  const rows = await db
    .select()
    .from(attributes)
    .where(inArray(attributes.categoryId, ownerIds))
    .orderBy(asc(attributes.position), asc(attributes.key));
  for (const { id, parentId } of chain) {
    const byKey = new Map<string, CategoryAttribute>();
    for (const owner of [parentId, id]) {
      for (const row of rows) if (row.categoryId === owner) byKey.set(row.key, toCategoryAttribute(row));
    }
    result.set(id, [...byKey.values()]);
  }
  return result;
}

export async function findCategoryAttributes(db: Db, categoryId: string): Promise<CategoryAttribute[]> {
  return (await findAttributesOfCategories(db, [categoryId])).get(categoryId) ?? [];
}

/** A product's values, by attribute key, as stored. */
export async function findProductAttributeValues(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, Map<string, AttributeValue>>> {
  const result = new Map<string, Map<string, AttributeValue>>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({
      productId: productAttributeValues.productId,
      key: attributes.key,
      ...storedValueColumns,
    })
    .from(productAttributeValues)
    .innerJoin(attributes, eq(attributes.id, productAttributeValues.attributeId))
    .where(inArray(productAttributeValues.productId, [...productIds]));
  for (const row of rows) {
    const values = result.get(row.productId) ?? new Map<string, AttributeValue>();
    result.set(row.productId, values);
    const value = storedValueOf(row);
    if (value) values.set(row.key, value);
  }
  return result;
}

/**
 * The typed values of each product named, with their attributes, in one query: the department's
 * attributes first, then the category's, each in its order.
 */
export async function findProductAttributes(
  db: Db,
  productIds: readonly string[],
  { axesOnly = false }: { axesOnly?: boolean } = {},
): Promise<Map<string, ProductAttribute[]>> {
  const result = new Map<string, ProductAttribute[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return result;
  const rows = await db
    .select({
      productId: productAttributeValues.productId,
      attribute: attributes,
      ...storedValueColumns,
    })
    .from(productAttributeValues)
    .innerJoin(attributes, eq(attributes.id, productAttributeValues.attributeId))
    .innerJoin(products, eq(products.id, productAttributeValues.productId))
    .where(
      and(
        inArray(productAttributeValues.productId, [...productIds]),
        axesOnly ? eq(attributes.isVariantAxis, true) : undefined,
      ),
    )
    .orderBy(
      sql`${attributes.categoryId} = ${products.categoryId}`,
      asc(attributes.position),
      asc(attributes.key),
    );
  for (const row of rows) result.get(row.productId)?.push(...toProductAttributes(row));
  return result;
}

/** A stored value with its attribute as pages read it (none when the row holds no value). */
export function toProductAttributes(
  row: { attribute: typeof attributes.$inferSelect } & StoredValue,
): ProductAttribute[] {
  const value = storedValueOf(row);
  if (!value) return [];
  const attribute = toCategoryAttribute(row.attribute);
  const option =
    value.kind === "option" ? attribute.options.find((entry) => entry.key === value.option) : null;
  return [
    {
      key: attribute.key,
      labelEn: attribute.labelEn,
      labelAr: attribute.labelAr,
      kind: attribute.kind,
      unit: attribute.unit,
      better: attribute.better,
      isVariantAxis: attribute.isVariantAxis,
      value,
      optionLabel: option ? { en: option.en, ar: option.ar } : null,
    },
  ];
}

/** The columns that hold a product's value of an attribute, whichever its kind: select them to read it. */
export const storedValueColumns = {
  numberValue: productAttributeValues.numberValue,
  booleanValue: productAttributeValues.booleanValue,
  optionKey: productAttributeValues.optionKey,
  textEn: productAttributeValues.textEn,
  textAr: productAttributeValues.textAr,
};

type StoredValue = Pick<
  typeof productAttributeValues.$inferSelect,
  "numberValue" | "booleanValue" | "optionKey" | "textEn" | "textAr"
>;

function storedValueOf(row: StoredValue): AttributeValue | null {
  if (row.numberValue !== null) return { kind: "number", number: Number(row.numberValue) };
  if (row.booleanValue !== null) return { kind: "boolean", boolean: row.booleanValue };
  if (row.optionKey !== null) return { kind: "option", option: row.optionKey };
  if (row.textEn !== null) return { kind: "text", textEn: row.textEn, textAr: row.textAr };
  return null;
}

/** Replaces a product's values with these (keys of attributes its category has; others ignored). */
export async function writeProductAttributeValues(
  db: Db,
  productId: string,
  values: ReadonlyMap<string, AttributeValue>,
  categoryAttributes: readonly CategoryAttribute[],
): Promise<void> {
  await db.delete(productAttributeValues).where(eq(productAttributeValues.productId, productId));
  const rows = categoryAttributes.flatMap((attribute) => {
    const value = values.get(attribute.key);
    if (!value || value.kind !== attribute.kind) return [];
    return [
      {
        productId,
        attributeId: attribute.id,
        numberValue: value.kind === "number" ? String(value.number) : null,
        booleanValue: value.kind === "boolean" ? value.boolean : null,
        optionKey: value.kind === "option" ? value.option : null,
        textEn: value.kind === "text" ? value.textEn : null,
        textAr: value.kind === "text" ? value.textAr : null,
      },
    ];
  });
  if (rows.length > 0) await db.insert(productAttributeValues).values(rows);
}

export type StructuredSpecifications = { details: Specification[]; problems: MappingProblem[] };

/**
 * Specification rows as they come in (an import, a feed, the seed) into the product's typed values,
 * and the rows kept as details, which the caller stores as the product's specifications.
 */
export async function structureProductSpecifications(
  db: Db,
  productId: string,
  rows: readonly Specification[],
  categoryAttributes: readonly CategoryAttribute[],
): Promise<StructuredSpecifications> {
  const mapped = mapSpecifications(rows, categoryAttributes);
  await writeProductAttributeValues(db, productId, mapped.values, categoryAttributes);
  return { details: mapped.details, problems: mapped.problems };
}

/** Adds attribute definitions to a category after the ones it has (skipping keys it already has). */
export async function addCategoryAttributes(
  db: Db,
  categoryId: string,
  definitions: readonly AttributeDefinition[],
): Promise<void> {
  if (definitions.length === 0) return;
  await db
    .insert(attributes)
    .values(
      definitions.map((definition, position) => ({
        ...definition,
        categoryId,
        position,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Gives every category whose slug Qaren knows (standard-attributes.ts) and which has no attribute
 * yet the standard ones. Returns how many categories got them.
 */
export async function addStandardAttributes(db: Db): Promise<number> {
  const bare = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .leftJoin(attributes, eq(attributes.categoryId, categories.id))
    .where(and(isNull(attributes.id), inArray(categories.slug, Object.keys(STANDARD_ATTRIBUTES))));
  for (const category of bare)
    await addCategoryAttributes(db, category.id, STANDARD_ATTRIBUTES[category.slug] ?? []);
  return bare.length;
}

const MIGRATION_BATCH = 500;

/**
 * The one-off migration of free-text specifications (docs/decisions/0025): the standard attributes
 * for known categories, then every product's rows mapped, the rows that became values taken out of
 * its specifications and the rest kept as details. Reports what it could not map.
 */
export async function structureAllSpecifications(
  db: Db,
): Promise<{ products: number; values: number; problems: number }> {
  await addStandardAttributes(db);
  let after = "00000000-0000-0000-0000-000000000000";
  const totals = { products: 0, values: 0, problems: 0 };
  for (;;) {
    const batch = await db
      .select({ id: products.id, categoryId: products.categoryId, specifications: products.specifications })
      .from(products)
      .where(
        sql`${products.id} > ${after} and jsonb_array_length(coalesce(${products.specifications}, '[]')) > 0`,
      )
      .orderBy(asc(products.id))
      .limit(MIGRATION_BATCH);
    if (batch.length === 0) return totals;
    after = batch.at(-1)!.id;
    const attributesByCategory = await findAttributesOfCategories(db, [
      ...new Set(batch.map((row) => row.categoryId)),
    ]);
    for (const product of batch) {
      const categoryAttributes = attributesByCategory.get(product.categoryId) ?? [];
      if (categoryAttributes.length === 0) continue;
      const mapped = mapSpecifications(product.specifications ?? [], categoryAttributes);
      if (mapped.values.size === 0) continue;
      await writeProductAttributeValues(db, product.id, mapped.values, categoryAttributes);
      if (mapped.details.length !== (product.specifications ?? []).length)
        await db.update(products).set({ specifications: mapped.details }).where(eq(products.id, product.id));
      totals.products += 1;
      totals.values += mapped.values.size;
      totals.problems += mapped.problems.length;
    }
  }
}
