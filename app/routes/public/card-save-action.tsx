import type { ReactNode } from "react";
import type { ProductSummary } from "~/features/catalog/product-listing.server";
import { CardSaveButton } from "~/features/shopping/components/card-save-button";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";

/**
 * The save toggle for the product cards of a grid: `savedIds` is null for a visitor (no toggle; the
 * product page asks them to sign in) and the saved products' ids for a signed-in shopper.
 */
export function useCardSaveAction(
  savedIds: string[] | null,
): ((product: ProductSummary) => ReactNode) | undefined {
  const locale = useLocale();
  if (!savedIds) return undefined;
  const saved = new Set(savedIds);
  return (product) => (
    <CardSaveButton
      productId={product.id}
      productName={nameIn(locale, product)}
      isSaved={saved.has(product.id)}
    />
  );
}
