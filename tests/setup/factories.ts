import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { categories, productFamilies, productPrices, products, stores, users } from "~/db/schema";
import {
  addCategoryAttributes,
  findCategoryAttributes,
  writeProductAttributeValues,
} from "~/features/attributes/attributes.server";
import { STANDARD_ATTRIBUTES } from "~/features/attributes/standard-attributes";
import { buildProductSearchText } from "~/utils/arabic-text";

// Rows for tests. Each factory fills every required column with a unique default and returns the
// inserted row, so a test passes only the values it relies on and those stay visible in the test.

type CategoryFields = Partial<typeof categories.$inferInsert>;
type ProductFields = Partial<typeof products.$inferInsert>;
type UserFields = Partial<typeof users.$inferInsert>;
type StoreFields = Partial<typeof stores.$inferInsert>;
type FamilyFields = Partial<typeof productFamilies.$inferInsert>;
type OfferFields = Partial<typeof productPrices.$inferInsert> &
  Pick<typeof productPrices.$inferInsert, "productId" | "storeName" | "price">;

const uniqueSuffix = () => randomUUID().slice(0, 8);

/** A top-level category unless `parentId` is given. */
export async function createCategory(db: Database, fields: CategoryFields = {}) {
  const suffix = uniqueSuffix();
  const [row] = await db
    .insert(categories)
    .values({ nameEn: `Category ${suffix}`, nameAr: `فئة ${suffix}`, slug: `category-${suffix}`, ...fields })
    .returning();
  return row!;
}

/** A product in `categoryId`, or in a category of its own when none is given. */
export async function createProduct(db: Database, fields: ProductFields = {}) {
  const suffix = uniqueSuffix();
  const categoryId = fields.categoryId ?? (await createCategory(db)).id;
  const [row] = await db
    .insert(products)
    .values({ nameEn: `Product ${suffix}`, nameAr: `منتج ${suffix}`, ...fields, categoryId })
    .returning();
  return row!;
}

/** An account (a shopper unless `role` says otherwise); its address follows its id by default. */
export async function createUser(db: Database, fields: UserFields = {}) {
  const id = fields.id ?? `user-${uniqueSuffix()}`;
  const [row] = await db
    .insert(users)
    .values({ email: `${id}@example.com`, ...fields, id })
    .returning();
  return row!;
}

/** A store that store prices can name. */
export async function createStore(db: Database, fields: StoreFields = {}) {
  const [row] = await db
    .insert(stores)
    .values({ name: `Store ${uniqueSuffix()}`, ...fields })
    .returning();
  return row!;
}

/** A store's price for a product; the store must exist. Checked now unless `checkedAt` says otherwise. */
export async function createOffer(db: Database, fields: OfferFields) {
  const [row] = await db
    .insert(productPrices)
    .values({ url: `https://store.example/products/${uniqueSuffix()}`, ...fields })
    .returning();
  return row!;
}

/** A product family (the variants of one model); products join it through `familyId`. */
export async function createProductFamily(db: Database, fields: FamilyFields = {}) {
  const suffix = uniqueSuffix();
  const [row] = await db
    .insert(productFamilies)
    .values({ nameEn: `Family ${suffix}`, nameAr: `عائلة ${suffix}`, ...fields })
    .returning();
  return row!;
}

/**
 * A category with the standard phone attributes (issue 31), and a factory for its phones: with
 * `storage`, the phone's storage attribute is that many GB (what tells iPhone variants apart).
 */
export async function createPhoneCategory(db: Database, fields: CategoryFields = {}) {
  const category = await createCategory(db, fields);
  await addCategoryAttributes(db, category.id, STANDARD_ATTRIBUTES["phones-tablets"]!);
  const definitions = await findCategoryAttributes(db, category.id);
  const createPhone = async (phone: ProductFields, storage?: number) => {
    // Searchable as the app writes phones (store discovery narrows its candidates by this text).
    const searchText =
      phone.searchText ??
      (phone.nameEn && phone.nameAr
        ? buildProductSearchText({ ...phone, nameEn: phone.nameEn, nameAr: phone.nameAr })
        : undefined);
    const product = await createProduct(db, { ...phone, searchText, categoryId: category.id });
    if (storage !== undefined) {
      const values = new Map([["storage", { kind: "number" as const, number: storage }]]);
      await writeProductAttributeValues(db, product.id, values, definitions);
    }
    return product;
  };
  return { category, createPhone };
}
