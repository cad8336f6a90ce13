import { describeAttribute } from "~/features/attributes/product-attributes";
import { UNITS } from "~/features/attributes/units";
import { deliveryOf } from "~/features/offer-details/offer-total";
import { shippingDetailsJsonLd } from "~/features/offer-details/shipping-json-ld";
import type { Locale } from "~/utils/i18n";
import { toHalalas } from "~/utils/money";
import { specificationsIn } from "~/utils/specifications";
import type { ProductDetail } from "./product-detail.server";

type JsonLdInput = Pick<
  ProductDetail,
  | "id"
  | "nameEn"
  | "nameAr"
  | "descriptionEn"
  | "descriptionAr"
  | "imageUrl"
  | "brand"
  | "model"
  | "attributes"
  | "specifications"
> & {
  /** The product's family (issue 31): the Product is a variant of its ProductGroup. */
  variants?: ProductDetail["variants"];
  /** The stores' offers: the current ones whose delivery is known are listed with their shippingDetails. */
  offers?: readonly Pick<
    ProductDetail["offers"][number],
    "storeName" | "url" | "price" | "isCurrent" | "details"
  >[];
} & {
  category: Pick<ProductDetail["category"], "nameEn" | "nameAr">;
  priceRange: ProductDetail["priceRange"];
  ratings: Pick<ProductDetail["ratings"], "count" | "average">;
};

/** The schema.org property a variant axis is (others are named by their key). */
const SCHEMA_VARIES_BY: Record<string, string> = {
  colour: "https://schema.org/color",
  storage: "https://schema.org/size",
  screen_size: "https://schema.org/size",
  case_size: "https://schema.org/size",
  volume: "https://schema.org/size",
};

/**
 * schema.org Product with AggregateOffer (lowPrice, highPrice, offerCount in SAR) and
 * AggregateRating (PD-20), and the specifications as PropertyValues in the page's language.
 * Offers, rating and properties are left out when there are none, as search engines reject empty
 * ones. Current offers whose delivery is known are listed in the AggregateOffer, each with its
 * `shippingDetails` (issue 32).
 */
export function buildProductJsonLd(
  product: JsonLdInput,
  { url, origin, locale }: { url: string; origin: string; locale: Locale },
) {
  const isArabic = locale === "ar";
  const description = isArabic ? product.descriptionAr : product.descriptionEn;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": url,
    url,
    sku: product.id,
    name: isArabic ? product.nameAr : product.nameEn,
    ...(description ? { description } : {}),
    ...(product.imageUrl ? { image: new URL(product.imageUrl, `${origin}/`).toString() } : {}),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    ...(product.model ? { model: product.model, mpn: product.model } : {}),
    category: isArabic ? product.category.nameAr : product.category.nameEn,
    ...(product.variants
      ? {
          isVariantOf: {
            "@type": "ProductGroup",
            productGroupID: product.variants.family.id,
            name: isArabic ? product.variants.family.nameAr : product.variants.family.nameEn,
            variesBy: [
              ...new Set(
                product.variants.members.flatMap((member) =>
                  member.axes.map((axis) => SCHEMA_VARIES_BY[axis.key] ?? axis.key),
                ),
              ),
            ],
          },
        }
      : {}),
    ...(product.attributes.length + product.specifications.length > 0
      ? {
          additionalProperty: [
            // Typed values as values: a number with its unit, a yes/no as a boolean (issue 31).
            ...product.attributes.map((attribute) => {
              const { key, label, value } = describeAttribute(attribute, locale);
              const typed =
                attribute.value.kind === "number" && attribute.unit
                  ? { value: attribute.value.number, unitText: UNITS[attribute.unit].label[locale] }
                  : { value: "yes" in value ? value.yes : value.text };
              return { "@type": "PropertyValue", propertyID: key, name: label, ...typed };
            }),
            ...specificationsIn(product.specifications, locale).map(({ name, value }) => ({
              "@type": "PropertyValue",
              name,
              value,
            })),
          ],
        }
      : {}),
    ...(product.priceRange
      ? {
          offers: {
            "@type": "AggregateOffer",
            priceCurrency: "SAR",
            lowPrice: product.priceRange.lowest,
            highPrice: product.priceRange.highest,
            offerCount: product.priceRange.storeCount,
            ...withShipping(product.offers),
          },
        }
      : {}),
    ...(product.ratings.count > 0 && product.ratings.average !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.ratings.average.toFixed(1),
            reviewCount: product.ratings.count,
            bestRating: "5",
            worstRating: "1",
          },
        }
      : {}),
  };
}

/** JSON for a <script> element: `<`, U+2028 and U+2029 are escaped so the text cannot end the script. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The current offers whose delivery is known, as Offers with their shippingDetails; nothing without any. */
function withShipping(offers: JsonLdInput["offers"]) {
  const listed = (offers ?? []).flatMap((offer) => {
    if (!offer.isCurrent) return [];
    const shippingDetails = shippingDetailsJsonLd(toHalalas(offer.price), deliveryOf(offer.details));
    if (shippingDetails.length === 0) return [];
    return [
      {
        "@type": "Offer",
        price: offer.price,
        priceCurrency: "SAR",
        url: offer.url,
        seller: { "@type": "Organization", name: offer.storeName },
        shippingDetails,
      },
    ];
  });
  return listed.length > 0 ? { offers: listed } : {};
}
