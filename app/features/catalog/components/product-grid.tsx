import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/empty-state";
import type { LowestTotals } from "~/features/offer-details/offer-details";
import type { ProductSummary } from "../product-listing.server";
import { ProductCard } from "./product-card";

/** Products two a row on phones, then 3 or 4 as the screen widens; a message when there are none. */
export function ProductGrid({
  products,
  emptyText,
  renderAction,
  lowestTotals,
}: {
  products: ProductSummary[];
  emptyText?: string;
  /** An action on each card, e.g. the save toggle. */
  renderAction?: (product: ProductSummary) => ReactNode;
  /** The lowest totals to the shopper's city (issue 32); none without a city. */
  lowestTotals?: LowestTotals | null;
}) {
  const { t } = useTranslation();
  if (products.length === 0) return <EmptyState>{emptyText ?? t("catalog.noProducts")}</EmptyState>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4" data-testid="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} action={renderAction?.(product)} lowestTotals={lowestTotals} />
        </li>
      ))}
    </ul>
  );
}
