import { comparableValue, type ProductAttribute } from "~/features/attributes/product-attributes";
import type { NamedRow } from "~/utils/i18n";
import { toHalalas } from "~/utils/money";

// The variant picker's choices (issue 31): for each axis on which a family's variants differ, each
// value with the variant it leads to and that variant's lowest current price.

export type VariantMember = {
  id: string;
  nameEn: string;
  nameAr: string;
  /** The lowest current price (decimal string), null when no store offers it now. */
  lowestPrice: string | null;
  storeCount: number;
  /** Its values of the category's variant axes, in the category's order. */
  axes: ProductAttribute[];
};

export type ProductVariants = {
  family: NamedRow;
  members: VariantMember[];
};

export type VariantChoice = {
  /** The axis value as the variant's attribute holds it (for its label in the page's language). */
  value: ProductAttribute;
  /** The variant this choice opens: same other axes as the current one where such a variant exists. */
  productId: string;
  lowestPrice: string | null;
  isSoldOut: boolean;
  isCurrent: boolean;
  /** False when no variant has this value with the current one's other values (another colour…). */
  keepsOtherChoices: boolean;
};

export type VariantAxis = { key: string; labelEn: string; labelAr: string; choices: VariantChoice[] };

const valueKey = (attribute: ProductAttribute | undefined) =>
  JSON.stringify(comparableValue(attribute?.value));

/**
 * The axes on which the variants differ, each with one choice per value (in the order the values
 * first appear, numbers ascending), pointing at the variant that keeps the current variant's other
 * values, or else the one that keeps most of them, cheapest first.
 */
export function variantAxes(variants: ProductVariants, currentId: string): VariantAxis[] {
  const current = variants.members.find((member) => member.id === currentId);
  if (!current) return [];
  const axisValueOf = (member: VariantMember, key: string) => member.axes.find((axis) => axis.key === key);
  const keys = [...new Set(variants.members.flatMap((member) => member.axes.map((axis) => axis.key)))];
  return keys.flatMap((key): VariantAxis[] => {
    const distinct = new Map<string, ProductAttribute>();
    for (const member of variants.members) {
      const value = axisValueOf(member, key);
      if (value && !distinct.has(valueKey(value))) distinct.set(valueKey(value), value);
    }
    if (distinct.size < 2) return [];
    const sample = [...distinct.values()][0]!;
    const others = keys.filter((other) => other !== key);
    const sameOthers = (member: VariantMember) =>
      others.filter((other) => valueKey(axisValueOf(member, other)) === valueKey(axisValueOf(current, other)))
        .length;
    const choices = [...distinct.entries()].map(([valueId, value]): VariantChoice => {
      const candidates = variants.members
        .filter((member) => valueKey(axisValueOf(member, key)) === valueId)
        .sort(
          (a, b) =>
            sameOthers(b) - sameOthers(a) ||
            (a.lowestPrice === null ? 1 : 0) - (b.lowestPrice === null ? 1 : 0) ||
            (a.lowestPrice && b.lowestPrice ? toHalalas(a.lowestPrice) - toHalalas(b.lowestPrice) : 0),
        );
      const target = candidates.find((member) => member.id === currentId) ?? candidates[0]!;
      return {
        value,
        productId: target.id,
        lowestPrice: target.lowestPrice,
        isSoldOut: target.lowestPrice === null,
        isCurrent: target.id === currentId,
        keepsOtherChoices: sameOthers(target) === others.length,
      };
    });
    if (sample.value.kind === "number")
      choices.sort((a, b) => Number(comparableValue(a.value.value)) - Number(comparableValue(b.value.value)));
    return [{ key, labelEn: sample.labelEn, labelAr: sample.labelAr, choices }];
  });
}
