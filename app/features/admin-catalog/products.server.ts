import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import {
  categories,
  expertReviews,
  priceAlerts,
  priceHistory,
  productFamilies,
  productPrices,
  products,
  reviews,
  savedProducts,
  stores,
} from "~/db/schema";
import {
  type AttributeField,
  type AttributeFieldProblem,
  attributeFieldText,
  readAttributeFields,
  toAttributeField,
} from "~/features/attributes/attribute-field";
import {
  findAttributesOfCategories,
  findCategoryAttributes,
  findProductAttributes,
  writeProductAttributeValues,
} from "~/features/attributes/attributes.server";
import { mapSpecifications } from "~/features/attributes/map-specifications";
import type { ProductSummary } from "~/features/catalog/product-listing.server";
import { offerIsCurrent } from "~/features/prices/current-offers.server";
import { type OnLowestPriceChanged, writeStorePrices } from "~/features/prices/store-prices.server";
import { findExpertReviews } from "~/features/products/product-detail.server";
import { IMAGE_UPLOAD_ERRORS } from "~/features/uploads/image-upload";
import {
  isUploadedImage,
  removeUploadedImage,
  saveUploadedImage,
} from "~/features/uploads/image-upload.server";
import { buildProductSearchText, normalizeSearchText } from "~/utils/arabic-text";
import type { Locale } from "~/utils/i18n";
import type { ProductFormDefaults, ProductFormValue } from "./product-form-schema";
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductSort,
  type ProductListParams,
} from "./product-list-params";

// ---------------------------------------------------------------------------------------------
// The table

/** A row of the table: what a shopper's product card shows, with its category's name and the highest price. */
export type AdminProductRow = Pick<
  ProductSummary,
  | "id"
  | "nameEn"
  | "nameAr"
  | "brand"
  | "model"
  | "imageUrl"
  | "lowestPrice"
  | "storeCount"
  | "averageRating"
  | "reviewCount"
> & {
  categoryNameEn: string;
  categoryNameAr: string;
  /** Decimal string, null when no store sells the product. */
  highestPrice: string | null;
};

export type AdminProductPage = {
  items: AdminProductRow[];
  total: number;
  page: number;
  pageCount: number;
};

/** Names sort in the language the admin reads them in; ties fall back to the name, then the id. */
function orderBy(sort: AdminProductSort, locale: Locale): SQL {
  const name = locale === "ar" ? sql`p.name_ar` : sql`lower(p.name_en)`;
  const orders: Record<AdminProductSort, SQL> = {
    name_asc: sql`${name} asc`,
    name_desc: sql`${name} desc`,
    price_asc: sql`p.lowest_price asc nulls last`,
    price_desc: sql`p.lowest_price desc nulls last`,
    rating_desc: sql`p.rating_average desc nulls last`,
    rating_asc: sql`p.rating_average asc nulls last`,
  };
  return sql`${orders[sort]}, ${name} asc, p.id asc`;
}

/** Every word of the query must appear in the product's normalised names, brand or model. */
function searchCondition(query: string): SQL {
  const words = normalizeSearchText(query).split(" ").filter(Boolean);
  if (!words.length) return sql`true`;
  const escaped = words.map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return sql.join(
    escaped.map((pattern) => sql`p.search_text like ${pattern}`),
    sql` and `,
  );
}

/** One page of the admin table, sorted, filtered and counted by the database in two queries. */
export async function listAdminProducts(
  db: Database,
  params: ProductListParams,
  locale: Locale = "en",
): Promise<AdminProductPage> {
  const where = searchCondition(params.q);
  const [totalRow] = (
    await db.execute<{ total: number }>(sql`select count(*)::int as total from ${products} p where ${where}`)
  ).rows;
  const total = Number(totalRow?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PRODUCTS_PAGE_SIZE));
  const page = Math.min(params.page, pageCount);

  // The page is chosen on the stored figures (kept by triggers, docs/decisions/0008), and only its
  // rows look up their highest price.
  const order = orderBy(params.sort, locale);
  const result = await db.execute<{
    id: string;
    name_en: string;
    name_ar: string;
    brand: string | null;
    model: string | null;
    image_url: string | null;
    category_name_en: string;
    category_name_ar: string;
    lowest: string | null;
    highest: string | null;
    store_count: number | null;
    average: number | null;
    review_count: number | null;
  }>(sql`
    select p.id, p.name_en, p.name_ar, p.brand, p.model, p.image_url,
      c.name_en as category_name_en, c.name_ar as category_name_ar,
      p.lowest_price as lowest,
      (select max(${productPrices.price}) from ${productPrices} where ${productPrices.productId} = p.id and ${offerIsCurrent}) as highest,
      p.store_count, p.rating_average as average, p.review_count
    from (
      select p.id, p.name_en, p.name_ar, p.brand, p.model, p.image_url, p.category_id,
        p.lowest_price, p.store_count, p.rating_average, p.review_count
      from ${products} p
      where ${where}
      order by ${order}
      limit ${ADMIN_PRODUCTS_PAGE_SIZE} offset ${(page - 1) * ADMIN_PRODUCTS_PAGE_SIZE}
    ) p
    join ${categories} c on c.id = p.category_id
    order by ${order}`);

  return {
    total,
    page,
    pageCount,
    items: result.rows.map((row) => ({
      id: row.id,
      nameEn: row.name_en,
      nameAr: row.name_ar,
      brand: row.brand,
      model: row.model,
      imageUrl: row.image_url,
      categoryNameEn: row.category_name_en,
      categoryNameAr: row.category_name_ar,
      lowestPrice: row.lowest === null ? null : String(row.lowest),
      highestPrice: row.highest === null ? null : String(row.highest),
      storeCount: Number(row.store_count ?? 0),
      averageRating: row.average === null ? null : Number(row.average),
      reviewCount: Number(row.review_count ?? 0),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// The form

export type CategoryOption = {
  id: string;
  nameEn: string;
  nameAr: string;
  parentNameEn: string | null;
  parentNameAr: string | null;
};

export async function listCategoryOptions(db: Database): Promise<CategoryOption[]> {
  const rows = await db.execute<{
    id: string;
    name_en: string;
    name_ar: string;
    parent_name_en: string | null;
    parent_name_ar: string | null;
  }>(sql`
    select c.id, c.name_en, c.name_ar, parent.name_en as parent_name_en, parent.name_ar as parent_name_ar
    from ${categories} c left join ${categories} parent on parent.id = c.parent_id
    order by coalesce(parent.name_en, c.name_en), parent.name_en is not null, c.name_en`);
  return rows.rows.map((row) => ({
    id: row.id,
    nameEn: row.name_en,
    nameAr: row.name_ar,
    parentNameEn: row.parent_name_en,
    parentNameAr: row.parent_name_ar,
  }));
}

/**
 * Each category's attribute fields, department's first (attributes.server.ts), by category id: the
 * form shows those of the category picked, and changes them when another is picked.
 */
export async function listCategoryAttributeFields(
  db: Database,
  categoryIds: readonly string[],
): Promise<Record<string, AttributeField[]>> {
  const byCategory = await findAttributesOfCategories(db, categoryIds);
  return Object.fromEntries(
    [...byCategory].map(([categoryId, attributes]) => [categoryId, attributes.map(toAttributeField)]),
  );
}

/** The form's values for an existing product, or null when there is no such product. */
export async function getProductForEdit(db: Database, id: string): Promise<ProductFormDefaults | null> {
  const product = await db.query.products.findFirst({ where: eq(products.id, id) });
  if (!product) return null;
  const [prices, experts, attributesByProduct, family] = await Promise.all([
    db
      .select({ storeName: productPrices.storeName, url: productPrices.url, price: productPrices.price })
      .from(productPrices)
      .where(eq(productPrices.productId, id))
      .orderBy(sql`lower(${productPrices.storeName})`, asc(productPrices.storeName)),
    findExpertReviews(db, id),
    findProductAttributes(db, [id]),
    product.familyId
      ? db.query.productFamilies.findFirst({ where: eq(productFamilies.id, product.familyId) })
      : undefined,
  ]);
  return {
    intent: "save",
    id: product.id,
    nameEn: product.nameEn,
    nameAr: product.nameAr,
    categoryId: product.categoryId,
    brand: product.brand ?? "",
    model: product.model ?? "",
    gtin: product.gtin ?? "",
    descriptionEn: product.descriptionEn ?? "",
    descriptionAr: product.descriptionAr ?? "",
    imageUrl: product.imageUrl ?? "",
    familyNameEn: family?.nameEn ?? "",
    familyNameAr: family?.nameAr ?? "",
    stores: prices,
    // The typed values in their attribute fields; the rows are the details that fit no attribute.
    attributes: Object.fromEntries(
      (attributesByProduct.get(id) ?? []).map((attribute) => [
        attribute.key,
        attributeFieldText(attribute.value),
      ]),
    ),
    specifications: product.specifications ?? [],
    expertReviews: experts.map(({ id: _id, ...review }) => ({
      ...review,
      websiteLogoUrl: review.websiteLogoUrl ?? "",
      reviewUrl: review.reviewUrl ?? "",
    })),
  };
}

export type SaveProductResult =
  | { ok: true; productId: string; isNew: boolean; hasLowestPriceChanged: boolean }
  | {
      ok: false;
      errorKey:
        | "adminProducts.errors.categoryMissing"
        | "adminProducts.errors.productMissing"
        | "adminProducts.errors.gtinTaken";
    }
  /** A store row names a store not on the stores list (the form picks from it; a stale form may not). */
  | { ok: false; errorKey: "adminProducts.errors.unknownStore"; storeIndex: number }
  /** An attribute field holds what the attribute cannot take ("large" for a size in inches). */
  | { ok: false; errorKey: (typeof ATTRIBUTE_FIELD_ERRORS)[AttributeFieldProblem]; attributeKey: string }
  /** The uploaded image is too large, not an image by its bytes, or claims too many pixels. */
  | { ok: false; errorKey: string; field: "image" };

export const ATTRIBUTE_FIELD_ERRORS = {
  unreadable: "adminProducts.errors.attributeUnreadable",
  notAnOption: "adminProducts.errors.attributeNotAnOption",
  englishMissing: "adminProducts.errors.attributeEnglishMissing",
} as const satisfies Record<AttributeFieldProblem, string>;

/** A failure that rolls the whole save back and is reported to the admin as a form error. */
class SaveRefused extends Error {
  constructor(readonly result: Extract<SaveProductResult, { ok: false }>) {
    super(result.errorKey);
  }
}

/**
 * Saves the product form in one transaction: the product (with its search text), each store's
 * current price (history appended only on a change), removed stores, and the expert reviews, which
 * are replaced. When the lowest price changed, `onLowestPriceChanged` runs in the same transaction.
 */
export async function saveProduct(
  db: Database,
  form: ProductFormValue,
  {
    now = new Date(),
    onLowestPriceChanged,
    dataDir,
  }: {
    now?: Date;
    onLowestPriceChanged?: OnLowestPriceChanged;
    /** Where uploads are kept: needed when the form brings an image file. */
    dataDir?: string;
  } = {},
): Promise<SaveProductResult> {
  // An uploaded image is used instead of the URL; it is written first and removed again if the
  // save fails, and the image it replaces is removed once the save has committed.
  let uploadedUrl: string | null = null;
  if (form.image) {
    if (!dataDir) throw new Error("saving an uploaded product image needs the data folder");
    const uploaded = await saveUploadedImage(dataDir, "products", form.image, IMAGE_UPLOAD_ERRORS);
    if (!uploaded.ok) return { ok: false, errorKey: uploaded.errorKey, field: "image" };
    uploadedUrl = uploaded.url;
  }
  let previousImageUrl: string | null = null;
  const outcome = await writeProduct(
    db,
    form,
    uploadedUrl ?? form.imageUrl,
    now,
    onLowestPriceChanged,
    (url) => {
      previousImageUrl = url;
    },
  ).catch(async (error: unknown) => {
    if (dataDir) await removeUploadedImage(dataDir, "products", uploadedUrl);
    throw error;
  });
  if (dataDir) {
    if (!outcome.ok) await removeUploadedImage(dataDir, "products", uploadedUrl);
    else if (previousImageUrl !== (uploadedUrl ?? form.imageUrl))
      await removeProductImageIfUnused(db, dataDir, previousImageUrl);
  }
  return outcome;
}

/** Removes an uploaded product image no product shows any more (a URL typed by an admin is kept). */
async function removeProductImageIfUnused(db: Database, dataDir: string, url: string | null) {
  if (!isUploadedImage("products", url)) return;
  if ((await db.$count(products, eq(products.imageUrl, url))) > 0) return;
  await removeUploadedImage(dataDir, "products", url);
}

async function writeProduct(
  db: Database,
  form: ProductFormValue,
  imageUrl: string | null,
  now: Date,
  onLowestPriceChanged: OnLowestPriceChanged | undefined,
  onPreviousImage: (url: string | null) => void,
): Promise<SaveProductResult> {
  const fields = {
    nameEn: form.nameEn,
    nameAr: form.nameAr,
    categoryId: form.categoryId,
    brand: form.brand,
    model: form.model,
    gtin: form.gtin,
    descriptionEn: form.descriptionEn,
    descriptionAr: form.descriptionAr,
    imageUrl,
    searchText: buildProductSearchText(form),
    updatedAt: now,
  };
  try {
    return await db.transaction(async (tx) => {
      const [category] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, form.categoryId));
      if (!category) throw new SaveRefused({ ok: false, errorKey: "adminProducts.errors.categoryMissing" });
      // The category's attribute fields give its typed values (issue 31); a row that names an
      // attribute whose field is empty gives it too, and the other rows are kept as they were typed.
      const categoryAttributes = await findCategoryAttributes(tx, form.categoryId);
      const typed = readAttributeFields(categoryAttributes.map(toAttributeField), form.attributes);
      const unreadable = typed.problems[0];
      if (unreadable)
        throw new SaveRefused({
          ok: false,
          errorKey: ATTRIBUTE_FIELD_ERRORS[unreadable.problem],
          attributeKey: unreadable.key,
        });
      const mapped = mapSpecifications(form.specifications, categoryAttributes);
      const values = new Map([...mapped.values, ...typed.values]);
      const specifications = mapped.details.length ? mapped.details : null;
      const storeIndex = await firstUnknownStore(
        tx,
        form.stores.map((row) => row.storeName),
      );
      if (storeIndex !== null)
        throw new SaveRefused({ ok: false, errorKey: "adminProducts.errors.unknownStore", storeIndex });
      if (form.gtin) {
        const [holder] = await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.gtin, form.gtin), form.id ? ne(products.id, form.id) : undefined));
        if (holder) throw new SaveRefused({ ok: false, errorKey: "adminProducts.errors.gtinTaken" });
      }

      const familyId = await familyIdFor(tx, form);
      let productId: string;
      if (form.id) {
        const [previous] = await tx
          .select({ imageUrl: products.imageUrl })
          .from(products)
          .where(eq(products.id, form.id))
          .for("update");
        onPreviousImage(previous?.imageUrl ?? null);
        const [updated] = await tx
          .update(products)
          .set({ ...fields, specifications, familyId })
          .where(eq(products.id, form.id))
          .returning({ id: products.id });
        if (!updated) throw new SaveRefused({ ok: false, errorKey: "adminProducts.errors.productMissing" });
        productId = updated.id;
      } else {
        const [inserted] = await tx
          .insert(products)
          .values({ ...fields, specifications, familyId, createdAt: now })
          .returning({ id: products.id });
        productId = inserted!.id;
      }

      await writeProductAttributeValues(tx, productId, values, categoryAttributes);
      const prices = await writeStorePrices(tx, productId, form.stores, { removeOtherStores: true, now });

      await tx.delete(expertReviews).where(eq(expertReviews.productId, productId));
      if (form.expertReviews.length) {
        await tx.insert(expertReviews).values(
          form.expertReviews.map((review, index) => ({
            ...review,
            productId,
            createdAt: new Date(now.getTime() + index),
          })),
        );
      }

      const hasLowestPriceChanged = prices.lowestBefore !== prices.lowestAfter;
      if (hasLowestPriceChanged)
        await onLowestPriceChanged?.(tx, { productId, lowestPrice: prices.lowestAfter });
      return { ok: true as const, productId, isNew: !form.id, hasLowestPriceChanged };
    });
  } catch (error) {
    if (error instanceof SaveRefused) return error.result;
    throw error;
  }
}

/**
 * The family the form names (issue 31), by its English name: found, its Arabic name brought up to
 * date, or made; null when the form names none.
 */
async function familyIdFor(tx: Transaction, form: ProductFormValue): Promise<string | null> {
  if (!form.familyNameEn || !form.familyNameAr) return null;
  const [found] = await tx
    .select({ id: productFamilies.id, nameAr: productFamilies.nameAr })
    .from(productFamilies)
    .where(sql`lower(trim(${productFamilies.nameEn})) = ${form.familyNameEn.trim().toLowerCase()}`)
    .orderBy(asc(productFamilies.createdAt))
    .limit(1);
  if (found) {
    if (found.nameAr !== form.familyNameAr)
      await tx
        .update(productFamilies)
        .set({ nameAr: form.familyNameAr })
        .where(eq(productFamilies.id, found.id));
    return found.id;
  }
  const [made] = await tx
    .insert(productFamilies)
    .values({ nameEn: form.familyNameEn, nameAr: form.familyNameAr })
    .returning({ id: productFamilies.id });
  return made!.id;
}

/** The index of the first name that is not a known store's, or null when every one is. */
async function firstUnknownStore(tx: Transaction, names: string[]): Promise<number | null> {
  if (names.length === 0) return null;
  const known = await tx.select({ name: stores.name }).from(stores).where(inArray(stores.name, names));
  const knownNames = new Set(known.map((store) => store.name));
  const index = names.findIndex((name) => !knownNames.has(name));
  return index === -1 ? null : index;
}

/**
 * Deletes a product and every row that refers to it, in one transaction, in the spec's order:
 * expert reviews, prices, price history, saved products, price alerts, (customer reviews), product.
 */
export async function deleteProduct(db: Database, id: string, dataDir?: string): Promise<boolean> {
  const deletedImage = await db.transaction(async (tx) => {
    await tx.delete(expertReviews).where(eq(expertReviews.productId, id));
    await tx.delete(productPrices).where(eq(productPrices.productId, id));
    await tx.delete(priceHistory).where(eq(priceHistory.productId, id));
    await tx.delete(savedProducts).where(eq(savedProducts.productId, id));
    await tx.delete(priceAlerts).where(eq(priceAlerts.productId, id));
    await tx.delete(reviews).where(eq(reviews.productId, id));
    const [deleted] = await tx
      .delete(products)
      .where(eq(products.id, id))
      .returning({ imageUrl: products.imageUrl });
    return deleted ? { url: deleted.imageUrl } : null;
  });
  if (deletedImage && dataDir) await removeProductImageIfUnused(db, dataDir, deletedImage.url);
  return deletedImage !== null;
}
