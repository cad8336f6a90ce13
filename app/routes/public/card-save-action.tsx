import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ProductSummary } from "~/features/catalog/product-listing.server";
import { CardSaveButton } from "~/features/shopping/components/card-save-button";

/**
 * The save toggle for the product cards of a grid: `savedIds` is null for a visitor (no toggle; the
 * product page asks them to sign in) and the saved products' ids for a signed-in shopper.
 */
export function useCardSaveAction(
  savedIds: string[] | null,
): ((product: ProductSummary) => ReactNode) | undefined {
  const { i18n } = useTranslation();
  if (!savedIds) return undefined;
  const saved = new Set(savedIds);
  return (product) => (
    <CardSaveButton
      productId={product.id}
      productName={i18n.language === "ar" ? product.nameAr : product.nameEn}
      isSaved={saved.has(product.id)}
    />
  );
}
