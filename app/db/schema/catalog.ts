import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, productIdColumn, updatedAtColumn } from "./columns";

/**
 * One row of a product's specification table. The English name and value are required and the
 * name is the row's stable key (the comparison matches rows by it); the Arabic ones are optional,
 * and an Arabic page shows the English text where one is missing (app/utils/specifications.ts).
 */
export type Specification = { name: string; value: string; nameAr?: string; valueAr?: string };

/** One value of a "one of a list" attribute, in both languages, with the other ways stores write it. */
export type AttributeOption = { key: string; en: string; ar: string; synonyms?: string[] };

export const categories = pgTable(
  "categories",
  {
    id: idColumn(),
    nameEn: text("name_en").notNull(),
    nameAr: text("name_ar").notNull(),
    slug: text("slug").notNull().unique(),
    // A category with a parent is a subcategory; deleting the parent keeps the child as top level.
    parentId: uuid("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
  },
  (t) => [index("categories_parent_id_idx").on(t.parentId), index("categories_name_en_idx").on(t.nameEn)],
);

/**
 * A product family (issue 31): the variants of one product, each a product of its own (its page,
 * offers, history and alerts), told apart by the values of the category's variant axes (storage,
 * colour, size). Listings show one card per family, its lead: see drizzle/functions/product-families.sql.
 */
export const productFamilies = pgTable(
  "product_families",
  {
    id: idColumn(),
    nameEn: text("name_en").notNull(),
    nameAr: text("name_ar").notNull(),
    // Kept by refresh_family_leads(), never written by the application.
    variantCount: integer("variant_count").notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [index("product_families_name_en_idx").on(t.nameEn)],
);

export const products = pgTable(
  "products",
  {
    id: idColumn(),
    nameEn: text("name_en").notNull(),
    nameAr: text("name_ar").notNull(),
    descriptionEn: text("description_en"),
    descriptionAr: text("description_ar"),
    imageUrl: text("image_url"),
    // A category that still has products cannot be deleted (the admin moves them first).
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    brand: text("brand"),
    model: text("model"),
    /** The product's GTIN (EAN/UPC) as 14 digits (app/features/feeds/gtin.ts); feeds match by it. */
    gtin: text("gtin"),
    specifications: jsonb("specifications").$type<Specification[] | null>(),
    /** The family this product is a variant of (issue 31); null for a product without variants. */
    familyId: uuid("family_id").references((): AnyPgColumn => productFamilies.id, { onDelete: "set null" }),
    // Whether listings show this product as a card: every product without a family, and in a
    // family its lead (the cheapest current variant), kept by drizzle/functions/product-families.sql.
    isListed: boolean("is_listed").notNull().default(true),
    // Normalised names, brand and model (app/utils/arabic-text.ts), indexed with pg_trgm.
    searchText: text("search_text").notNull().default(""),
    // Kept by triggers on product_prices and reviews (drizzle/0005, 0011), never written by the
    // application: the lowest current price and number of stores with a current offer (decision
    // 21: fresh and in stock), and the average and number of approved reviews. Grids sort and
    // filter on them through the indexes below.
    lowestPrice: numeric("lowest_price", { precision: 12, scale: 2 }),
    storeCount: integer("store_count").notNull().default(0),
    // When the first current offer counted above goes stale unless checked again: the minute job
    // (app/jobs/offer-figures.server.ts) recomputes the figures of products whose moment passed.
    currentUntil: timestamp("current_until", { withTimezone: true }),
    // Price insight (PD-22), from product_price_days once a day: the 25th, 50th and 75th
    // percentile and the minimum of the daily lowest prices of the last 90 days, and how many days
    // had a price. The verdict follows lowest_price and is kept with it.
    typicalLow: numeric("typical_low", { precision: 12, scale: 2 }),
    typicalPrice: numeric("typical_price", { precision: 12, scale: 2 }),
    typicalHigh: numeric("typical_high", { precision: 12, scale: 2 }),
    low90Days: numeric("low_90_days", { precision: 12, scale: 2 }),
    historyDays: integer("history_days").notNull().default(0),
    priceVerdict: text("price_verdict", { enum: ["low", "typical", "high"] }),
    // When the lowest price last reached the lowest of 90 days (a deal for 7 days, PD-24).
    lowest90DaysAt: timestamp("lowest_90_days_at", { withTimezone: true }),
    // When the product last went from no current offer to at least one (a trigger on lowest_price,
    // drizzle/0013): the moment "back in stock" alerts announce. Kept when it has none again.
    backInStockAt: timestamp("back_in_stock_at", { withTimezone: true }),
    ratingAverage: doublePrecision("rating_average"),
    reviewCount: integer("review_count").notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index("products_category_id_idx").on(t.categoryId),
    // One index per browse order, in the exact order of its sort keys, so a page of the whole
    // catalogue is read straight from the index instead of sorting every product.
    index("products_price_asc_idx").on(t.lowestPrice.asc().nullsLast(), t.nameEn, t.id),
    index("products_price_desc_idx").on(t.lowestPrice.desc().nullsLast(), t.nameEn, t.id),
    index("products_rating_asc_idx").on(
      t.ratingAverage.asc().nullsLast(),
      t.reviewCount.desc(),
      t.nameEn,
      t.id,
    ),
    index("products_rating_desc_idx").on(
      t.ratingAverage.desc().nullsLast(),
      t.reviewCount.desc(),
      t.nameEn,
      t.id,
    ),
    index("products_category_price_idx").on(t.categoryId, t.lowestPrice),
    // The newest products of a category (the product page's similar products).
    index("products_category_created_idx").on(t.categoryId, t.createdAt.desc(), t.id.desc()),
    // The same for the few products no store offers yet, which similar products fall back on. Said
    // by the lowest price, not the store count, so that a store count that moves touches no index
    // (a HOT update; the table keeps 15 % of each page free for them, drizzle/0023). Its columns
    // are nulls first, as drizzle/0023 built it.
    index("products_unoffered_category_created_idx")
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.lowestPrice} is null`),
    // The minute job's walk over products whose figures are due.
    index("products_current_until_idx").on(t.currentUntil),
    // Deals (PD-24): the few products whose price is low or recently the lowest of 90 days.
    index("products_deals_idx")
      .on(t.categoryId)
      .where(sql`${t.priceVerdict} = 'low' or ${t.lowest90DaysAt} is not null`),
    // The dashboard's most reviewed products.
    index("products_most_reviewed_idx").on(t.reviewCount.desc(), t.id).where(sql`${t.reviewCount} > 0`),
    index("products_created_at_idx").on(t.createdAt.desc()),
    index("products_brand_model_idx").on(t.brand, t.model),
    index("products_family_id_idx").on(t.familyId).where(sql`${t.familyId} is not null`),
    // Feed matching (issue 24): one product per GTIN, and models compared as letters and digits only.
    uniqueIndex("products_gtin_key").on(t.gtin).where(sql`${t.gtin} is not null`),
    index("products_model_key_idx").on(sql`upper(regexp_replace(${t.model}, '[^A-Za-z0-9]', '', 'g'))`),
    index("products_name_en_idx").on(t.nameEn),
    index("products_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * A category's attributes (docs/decisions/0025-structured-catalogue.md): what its products are
 * described by, typed. A subcategory has its department's attributes too.
 */
export const attributes = pgTable(
  "attributes",
  {
    id: idColumn(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    labelEn: text("label_en").notNull(),
    labelAr: text("label_ar").notNull(),
    kind: text("kind", { enum: ["number", "boolean", "option", "text"] }).notNull(),
    unit: text("unit"),
    options: jsonb("options").$type<AttributeOption[]>().notNull().default([]),
    better: text("better", { enum: ["higher", "lower"] }),
    isFilter: boolean("is_filter").notNull().default(false),
    isVariantAxis: boolean("is_variant_axis").notNull().default(false),
    synonyms: jsonb("synonyms").$type<string[]>().notNull().default([]),
    alsoIn: jsonb("also_in").$type<string[]>().notNull().default([]),
    qualifiers: jsonb("qualifiers").$type<string[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("attributes_category_key_key").on(t.categoryId, t.key),
    index("attributes_category_position_idx").on(t.categoryId, t.position),
  ],
);

/**
 * A product's value of one attribute: the column of the attribute's kind is set. Filters read
 * them by attribute and value through the indexes below.
 */
export const productAttributeValues = pgTable(
  "product_attribute_values",
  {
    productId: productIdColumn(),
    attributeId: uuid("attribute_id")
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    numberValue: numeric("number_value"),
    booleanValue: boolean("boolean_value"),
    optionKey: text("option_key"),
    textEn: text("text_en"),
    textAr: text("text_ar"),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId] }),
    index("product_attribute_values_number_idx").on(t.attributeId, t.numberValue, t.productId),
    index("product_attribute_values_option_idx").on(t.attributeId, t.optionKey, t.productId),
    index("product_attribute_values_boolean_idx").on(t.attributeId, t.booleanValue, t.productId),
    check(
      "product_attribute_values_one_value_check",
      sql`num_nonnulls(${t.numberValue}, ${t.booleanValue}, ${t.optionKey}, ${t.textEn}) = 1`,
    ),
  ],
);

/** One-off data migrations written in TypeScript (app/db/data-migrations.server.ts) that have run. */
export const dataMigrations = pgTable("data_migrations", {
  name: text("name").primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});

export const expertReviews = pgTable(
  "expert_reviews",
  {
    id: idColumn(),
    productId: productIdColumn(),
    websiteName: text("website_name").notNull(),
    websiteLogoUrl: text("website_logo_url"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    reviewUrl: text("review_url"),
    createdAt: createdAtColumn(),
  },
  (t) => [index("expert_reviews_product_id_idx").on(t.productId)],
);

export const heroSlides = pgTable(
  "hero_slides",
  {
    id: idColumn(),
    titleEn: text("title_en"),
    titleAr: text("title_ar"),
    descriptionEn: text("description_en"),
    descriptionAr: text("description_ar"),
    imageUrl: text("image_url").notNull(),
    linkUrl: text("link_url"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index("hero_slides_sort_order_idx").on(t.sortOrder),
    check("hero_slides_sort_order_check", sql`${t.sortOrder} >= 0`),
  ],
);
