import { asc, count, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { type CategoryNode, withDescendants } from "./category-tree";

export const CATEGORY_THUMBNAILS = 4;

/** A category's id and names (a NamedRow), to select. */
export const categoryNameColumns = {
  id: categories.id,
  nameEn: categories.nameEn,
  nameAr: categories.nameAr,
};

/** The columns of a category as the category tree reads it. */
export const categoryNodeColumns = {
  ...categoryNameColumns,
  slug: categories.slug,
  parentId: categories.parentId,
};

/**
 * Every category, by English name: the filter panel, the category browser, search's type words,
 * the assistant and the catalogue import read them all from here.
 */
export function listCategories(db: Database | Transaction): Promise<CategoryNode[]> {
  return db.select(categoryNodeColumns).from(categories).orderBy(asc(categories.nameEn));
}

export type CategoryThumbnail = { id: string; nameEn: string; nameAr: string; imageUrl: string };

export type CategoryCard = CategoryNode & {
  /** Products in the category and its subcategories. */
  productCount: number;
  /** The newest products with an image, from the category and its subcategories. */
  thumbnails: CategoryThumbnail[];
};

type ThumbnailRow = CategoryThumbnail & { categoryId: string; createdAt: number };

/**
 * The /categories cards in three queries whatever the number of categories: the categories, the
 * product count per category, and the newest few products with an image per category. Parents add
 * up their subcategories' counts and pick the newest of their thumbnails.
 */
export async function listCategoryCards(db: Database): Promise<CategoryCard[]> {
  const [nodes, counts, thumbnailResult] = await Promise.all([
    listCategories(db),
    db
      .select({ categoryId: products.categoryId, total: count() })
      .from(products)
      .groupBy(products.categoryId),
    db.execute<{
      category_id: string;
      id: string;
      name_en: string;
      name_ar: string;
      image_url: string;
      created_at: number;
    }>(sql`
      select ${categories.id} as category_id, newest.*
      from ${categories}
      cross join lateral (
        select ${products.id} as id, ${products.nameEn} as name_en, ${products.nameAr} as name_ar,
          ${products.imageUrl} as image_url, extract(epoch from ${products.createdAt})::float8 as created_at
        from ${products}
        where ${products.categoryId} = ${categories.id} and ${products.imageUrl} is not null
        order by ${products.createdAt} desc nulls last, ${products.id}
        limit ${CATEGORY_THUMBNAILS}
      ) as newest`),
  ]);

  const countOf = new Map(counts.map((row) => [row.categoryId, Number(row.total)]));
  const thumbnailsOf = new Map<string, ThumbnailRow[]>();
  for (const row of thumbnailResult.rows) {
    const list = thumbnailsOf.get(row.category_id) ?? [];
    list.push({
      categoryId: row.category_id,
      id: row.id,
      nameEn: row.name_en,
      nameAr: row.name_ar,
      imageUrl: row.image_url,
      createdAt: Number(row.created_at),
    });
    thumbnailsOf.set(row.category_id, list);
  }

  return nodes.map((node) => {
    const branch = withDescendants(nodes, node.id);
    const thumbnails = branch
      .flatMap((id) => thumbnailsOf.get(id) ?? [])
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, CATEGORY_THUMBNAILS)
      .map(({ id, nameEn, nameAr, imageUrl }) => ({ id, nameEn, nameAr, imageUrl }));
    return {
      ...node,
      productCount: branch.reduce((sum, id) => sum + (countOf.get(id) ?? 0), 0),
      thumbnails,
    };
  });
}
