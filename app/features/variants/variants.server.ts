import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { attributes, productAttributeValues, productFamilies, products } from "~/db/schema";
import { storedValueColumns, toProductAttributes } from "~/features/attributes/attributes.server";
import { productNameColumns } from "~/features/catalog/product-listing.server";
import type { ProductVariants, VariantMember } from "./variants";

// A product's family and its variants (issue 31, docs/decisions/0025-structured-catalogue.md), for
// the product page's variant picker.

const current = alias(products, "current_product");

/**
 * The family of a product with every variant, its lowest current price and store count, and its
 * values of the category's variant axes, in one query; null when the product has no family (or is
 * the only variant left in it).
 */
export async function findProductVariants(db: Database, productId: string): Promise<ProductVariants | null> {
  const rows = await db
    .select({
      family: { id: productFamilies.id, nameEn: productFamilies.nameEn, nameAr: productFamilies.nameAr },
      ...productNameColumns,
      lowestPrice: products.lowestPrice,
      storeCount: products.storeCount,
      attribute: attributes,
      ...storedValueColumns,
    })
    .from(products)
    .innerJoin(productFamilies, eq(productFamilies.id, products.familyId))
    .leftJoin(productAttributeValues, eq(productAttributeValues.productId, products.id))
    .leftJoin(
      attributes,
      and(eq(attributes.id, productAttributeValues.attributeId), eq(attributes.isVariantAxis, true)),
    )
    // The family as a value first: joined on the product instead, the planner may sort the whole
    // catalogue before finding that the product has no family (120 ms on 100,000 products).
    .where(
      eq(
        products.familyId,
        db.select({ familyId: current.familyId }).from(current).where(eq(current.id, productId)),
      ),
    )
    .orderBy(
      asc(products.createdAt),
      asc(products.id),
      sql`${attributes.categoryId} = ${products.categoryId}`,
      asc(attributes.position),
    );

  const members = new Map<string, VariantMember>();
  for (const row of rows) {
    const member = members.get(row.id) ?? {
      id: row.id,
      nameEn: row.nameEn,
      nameAr: row.nameAr,
      lowestPrice: row.lowestPrice,
      storeCount: row.storeCount,
      axes: [],
    };
    members.set(row.id, member);
    if (row.attribute) member.axes.push(...toProductAttributes({ ...row, attribute: row.attribute }));
  }
  const family = rows[0]?.family;
  if (!family || members.size < 2) return null;
  return { family, members: [...members.values()] };
}
