import { asc, count } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import type { SitemapPage } from "./sitemap-xml";

/** A sitemap file holds at most 50,000 addresses; each page is listed in two languages. */
export const PAGES_PER_SITEMAP = 20_000;

const STATIC_PATHS = [
  "/",
  "/products",
  "/deals",
  "/categories",
  "/reviews",
  "/compare",
  "/about",
  "/careers",
  "/press",
  "/help",
  "/contact",
  "/privacy",
  "/terms",
  "/cookies",
];

export type SitemapPlan = { parts: number; leadingPages: SitemapPage[] };

/**
 * The pages before the products (fixed pages and one per category) and how many sitemap files
 * the whole list needs.
 */
export async function planSitemap(db: Database): Promise<SitemapPlan> {
  const [categoryRows, [productRow]] = await Promise.all([
    db.select({ id: categories.id }).from(categories).orderBy(asc(categories.nameEn)),
    db.select({ total: count() }).from(products),
  ]);
  const leadingPages: SitemapPage[] = [
    ...STATIC_PATHS.map((pathname) => ({ pathname })),
    ...categoryRows.map((category) => ({ pathname: "/products", params: { category: category.id } })),
  ];
  const total = leadingPages.length + Number(productRow?.total ?? 0);
  return { parts: Math.max(1, Math.ceil(total / PAGES_PER_SITEMAP)), leadingPages };
}

/** The pages of sitemap file `part` (1-based): the leading pages first, then products by id. */
export async function listSitemapPart(db: Database, plan: SitemapPlan, part: number): Promise<SitemapPage[]> {
  const start = (part - 1) * PAGES_PER_SITEMAP;
  const leading = plan.leadingPages.slice(start, start + PAGES_PER_SITEMAP);
  const productOffset = Math.max(0, start - plan.leadingPages.length);
  const productLimit = PAGES_PER_SITEMAP - leading.length;
  const productRows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(asc(products.id))
    .limit(productLimit)
    .offset(productOffset);
  return [
    ...leading,
    ...productRows.map((product) => ({
      pathname: `/products/${product.id}`,
      lastModified: product.updatedAt,
    })),
  ];
}
