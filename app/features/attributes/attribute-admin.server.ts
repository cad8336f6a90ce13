import { and, asc, count, eq, inArray, max } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors.server";
import { attributes, categories, productAttributeValues } from "~/db/schema";
import type { AttributeInput } from "./attribute-form-schema";
import type { CategoryAttribute } from "./attribute-types";
import { toCategoryAttribute } from "./attributes.server";

// The admin's attributes screen (docs/decisions/0025-structured-catalogue.md): a category's own
// attributes, added, edited, ordered and deleted, and its department's, which it inherits. A change
// that would reinterpret stored values (a key, kind or unit, an option in use) is refused while
// products have values; deleting says how many values go with it.

type Db = Database | Transaction;

/** One of the category's own attributes: how many products have a value, and whether it replaces the department's. */
export type AdminAttribute = CategoryAttribute & { valueCount: number; replacesInherited: boolean };

type CategoryNames = { id: string; nameEn: string; nameAr: string };

export type CategoryAttributesForAdmin = {
  category: CategoryNames;
  department: CategoryNames | null;
  own: AdminAttribute[];
  /** The department's attributes; `isReplaced` when the category has its own of the same key. */
  inherited: (CategoryAttribute & { isReplaced: boolean })[];
};

export type AttributeResult =
  | { ok: true }
  | {
      ok: false;
      errorKey: string;
      field?: "key" | "kind" | "unit" | "options";
      values?: Record<string, string | number>;
    };

const fail = (
  errorKey: string,
  extra: Omit<Extract<AttributeResult, { ok: false }>, "ok" | "errorKey"> = {},
) => ({ ok: false, errorKey, ...extra }) as const;

async function findCategory(db: Db, id: string) {
  const [category] = await db
    .select({
      id: categories.id,
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
      parentId: categories.parentId,
    })
    .from(categories)
    .where(eq(categories.id, id));
  return category ?? null;
}

async function ownAttributes(
  db: Db,
  categoryId: string,
  inheritedKeys: Set<string>,
): Promise<AdminAttribute[]> {
  const rows = await db
    .select()
    .from(attributes)
    .where(eq(attributes.categoryId, categoryId))
    .orderBy(asc(attributes.position), asc(attributes.key));
  const counts = await countValues(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toCategoryAttribute(row),
    valueCount: counts.get(row.id) ?? 0,
    replacesInherited: inheritedKeys.has(row.key),
  }));
}

async function countValues(db: Db, attributeIds: string[]): Promise<Map<string, number>> {
  if (attributeIds.length === 0) return new Map();
  const rows = await db
    .select({ id: productAttributeValues.attributeId, count: count() })
    .from(productAttributeValues)
    .where(inArray(productAttributeValues.attributeId, attributeIds))
    .groupBy(productAttributeValues.attributeId);
  return new Map(rows.map((row) => [row.id, row.count]));
}

/** The screen's data, or null when the category does not exist. */
export async function findCategoryAttributesForAdmin(
  db: Db,
  categoryId: string,
): Promise<CategoryAttributesForAdmin | null> {
  const category = await findCategory(db, categoryId);
  if (!category) return null;
  const department = category.parentId ? await findCategory(db, category.parentId) : null;
  const departmentRows = department
    ? await db
        .select()
        .from(attributes)
        .where(eq(attributes.categoryId, department.id))
        .orderBy(asc(attributes.position), asc(attributes.key))
    : [];
  const own = await ownAttributes(db, category.id, new Set(departmentRows.map((row) => row.key)));
  const ownKeys = new Set(own.map((attribute) => attribute.key));
  const inherited = departmentRows.map((row) => ({
    ...toCategoryAttribute(row),
    isReplaced: ownKeys.has(row.key),
  }));
  const names = (row: CategoryNames) => ({ id: row.id, nameEn: row.nameEn, nameAr: row.nameAr });
  return { category: names(category), department: department ? names(department) : null, own, inherited };
}

/**
 * A key the department already has is refused unless the admin chose to replace the department's
 * attribute with the category's own (the model lets a subcategory's key replace its department's).
 */
async function checkKey(
  db: Db,
  categoryId: string,
  input: AttributeInput,
  exceptId: string | null,
): Promise<AttributeResult> {
  const category = await findCategory(db, categoryId);
  if (!category) return fail("adminAttributes.errors.categoryGone");
  const [taken] = await db
    .select({ id: attributes.id })
    .from(attributes)
    .where(and(eq(attributes.categoryId, categoryId), eq(attributes.key, input.key)));
  if (taken && taken.id !== exceptId) return fail("adminAttributes.errors.keyTaken", { field: "key" });
  if (!category.parentId || input.replacesInherited) return { ok: true };
  const [inherited] = await db
    .select({ labelEn: attributes.labelEn, labelAr: attributes.labelAr })
    .from(attributes)
    .where(and(eq(attributes.categoryId, category.parentId), eq(attributes.key, input.key)));
  return inherited
    ? fail("adminAttributes.errors.keyInherited", { field: "key", values: { ...inherited } })
    : { ok: true };
}

function columnsOf({ replacesInherited: _, ...input }: AttributeInput) {
  return input;
}

export async function createAttribute(
  db: Database,
  categoryId: string,
  input: AttributeInput,
): Promise<AttributeResult> {
  const key = await checkKey(db, categoryId, input, null);
  if (!key.ok) return key;
  return saveAttribute(async () => {
    const [last] = await db
      .select({ position: max(attributes.position) })
      .from(attributes)
      .where(eq(attributes.categoryId, categoryId));
    await db
      .insert(attributes)
      .values({ ...columnsOf(input), categoryId, position: (last?.position ?? -1) + 1 });
  });
}

/**
 * Saves an attribute's new definition. While products have values, its key, kind and unit stay
 * as they are and no option a value names may go: the values would otherwise mean something else.
 * A yes/no attribute keeps its "yes" words, which the form does not show.
 */
export async function updateAttribute(
  db: Database,
  categoryId: string,
  id: string,
  input: AttributeInput,
): Promise<AttributeResult> {
  const [existing] = await db
    .select()
    .from(attributes)
    .where(and(eq(attributes.id, id), eq(attributes.categoryId, categoryId)));
  if (!existing) return fail("adminAttributes.errors.gone");
  const key = await checkKey(db, categoryId, input, id);
  if (!key.ok) return key;
  const valueCount = (await countValues(db, [id])).get(id) ?? 0;
  if (valueCount > 0) {
    const values = { products: valueCount };
    if (input.key !== existing.key) return fail("adminAttributes.errors.keyLocked", { field: "key", values });
    if (input.kind !== existing.kind)
      return fail("adminAttributes.errors.kindLocked", { field: "kind", values });
    if ((input.unit ?? null) !== (existing.unit ?? null))
      return fail("adminAttributes.errors.unitLocked", { field: "unit", values });
    if (input.kind === "option") {
      const kept = new Set(input.options.map((option) => option.key));
      const used = await db
        .selectDistinct({ optionKey: productAttributeValues.optionKey })
        .from(productAttributeValues)
        .where(eq(productAttributeValues.attributeId, id));
      const dropped = used.find((row) => row.optionKey !== null && !kept.has(row.optionKey));
      if (dropped?.optionKey)
        return fail("adminAttributes.errors.optionInUse", {
          field: "options",
          values: { option: dropped.optionKey },
        });
    }
  }
  const options = input.kind === "boolean" && existing.kind === "boolean" ? existing.options : input.options;
  return saveAttribute(() =>
    db
      .update(attributes)
      .set({ ...columnsOf(input), options })
      .where(eq(attributes.id, id)),
  );
}

/** Runs an attribute's insert or update; a key the category already has is the form's error (the check raced). */
async function saveAttribute(write: () => Promise<unknown>): Promise<AttributeResult> {
  try {
    await write();
    return { ok: true };
  } catch (error) {
    if (isUniqueViolation(error)) return fail("adminAttributes.errors.keyTaken", { field: "key" });
    throw error;
  }
}

/** Swaps an attribute with its neighbour in the category's order (numbering them 0, 1, 2…). */
export async function moveAttribute(
  db: Database,
  categoryId: string,
  id: string,
  direction: "up" | "down",
): Promise<AttributeResult> {
  return db.transaction(async (tx) => {
    const ordered = await tx
      .select({ id: attributes.id })
      .from(attributes)
      .where(eq(attributes.categoryId, categoryId))
      .orderBy(asc(attributes.position), asc(attributes.key));
    const index = ordered.findIndex((row) => row.id === id);
    if (index < 0) return fail("adminAttributes.errors.gone");
    const other = direction === "up" ? index - 1 : index + 1;
    if (other < 0 || other >= ordered.length) return { ok: true };
    [ordered[index], ordered[other]] = [ordered[other]!, ordered[index]!];
    for (const [position, row] of ordered.entries())
      await tx.update(attributes).set({ position }).where(eq(attributes.id, row.id));
    return { ok: true };
  });
}

/**
 * Deletes an attribute and, by cascade, its products' values. The admin confirmed losing
 * `confirmedValueCount` values; if more products have one by now, nothing is deleted and the new
 * number is reported, to be confirmed again.
 */
export async function deleteAttribute(
  db: Database,
  categoryId: string,
  id: string,
  confirmedValueCount: number,
): Promise<AttributeResult> {
  return db.transaction(async (tx) => {
    const valueCount = (await countValues(tx, [id])).get(id) ?? 0;
    if (valueCount > confirmedValueCount)
      return fail("adminAttributes.errors.valuesAdded", { values: { products: valueCount } });
    const deleted = await tx
      .delete(attributes)
      .where(and(eq(attributes.id, id), eq(attributes.categoryId, categoryId)))
      .returning({ id: attributes.id });
    return deleted.length > 0 ? { ok: true } : fail("adminAttributes.errors.gone");
  });
}
