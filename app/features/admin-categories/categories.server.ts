import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors.server";
import { categories, products } from "~/db/schema";
import { categoryNodeColumns } from "~/features/catalog/categories.server";

export type AdminCategoryRow = {
  id: string;
  nameEn: string;
  nameAr: string;
  slug: string;
  parentId: string | null;
  productCount: number;
  childCount: number;
};

export type CategoryInput = { nameEn: string; nameAr: string; slug: string; parentId?: string };
export type CategoryResult = { ok: true } | { ok: false; errorKey: string; field?: "slug" | "parentId" };

const child = sql`(select count(*) from ${categories} c2 where c2.parent_id = ${categories.id})`;

export async function listCategoriesForAdmin(db: Database): Promise<AdminCategoryRow[]> {
  const rows = await db
    .select({
      ...categoryNodeColumns,
      productCount: count(products.id),
      childCount: sql<number>`${child}`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.nameEn));
  return rows;
}

/** Categories are two levels deep: a parent must itself be top level, and a parent cannot become a child. */
async function checkParent(db: Database, id: string | null, parentId?: string): Promise<CategoryResult> {
  if (!parentId) return { ok: true };
  if (parentId === id)
    return { ok: false, errorKey: "adminCategories.errors.parentInvalid", field: "parentId" };
  const [parent] = await db
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, parentId));
  if (!parent || parent.parentId)
    return { ok: false, errorKey: "adminCategories.errors.parentInvalid", field: "parentId" };
  if (id && (await db.$count(categories, eq(categories.parentId, id))) > 0) {
    return { ok: false, errorKey: "adminCategories.errors.hasChildrenCannotNest", field: "parentId" };
  }
  return { ok: true };
}

export async function createCategory(db: Database, input: CategoryInput): Promise<CategoryResult> {
  const parent = await checkParent(db, null, input.parentId);
  if (!parent.ok) return parent;
  try {
    await db.insert(categories).values({ ...input, parentId: input.parentId ?? null });
    return { ok: true };
  } catch (error) {
    if (isUniqueViolation(error))
      return { ok: false, errorKey: "adminCategories.errors.slugTaken", field: "slug" };
    throw error;
  }
}

export async function updateCategory(
  db: Database,
  id: string,
  input: CategoryInput,
): Promise<CategoryResult> {
  const parent = await checkParent(db, id, input.parentId);
  if (!parent.ok) return parent;
  try {
    const updated = await db
      .update(categories)
      .set({ ...input, parentId: input.parentId ?? null })
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    return updated.length ? { ok: true } : { ok: false, errorKey: "adminCategories.errors.updateFailed" };
  } catch (error) {
    if (isUniqueViolation(error))
      return { ok: false, errorKey: "adminCategories.errors.slugTaken", field: "slug" };
    throw error;
  }
}

export type DeleteCategoryResult =
  | { ok: true }
  | { ok: false; errorKey: string; productCount?: number; childCount?: number };

/** Deletes an empty category; one that still has products or subcategories is kept, saying why. */
export async function deleteCategory(db: Database, id: string): Promise<DeleteCategoryResult> {
  return db.transaction(async (tx) => {
    const productCount = await tx.$count(products, eq(products.categoryId, id));
    const childCount = await tx.$count(categories, and(eq(categories.parentId, id), ne(categories.id, id)));
    if (productCount || childCount) {
      return { ok: false, errorKey: "adminCategories.errors.notEmpty", productCount, childCount };
    }
    const deleted = await tx.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
    return deleted.length ? { ok: true } : { ok: false, errorKey: "adminCategories.errors.deleteFailed" };
  });
}
