import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/empty-state";
import type { ProductTileData } from "../product-detail.server";
import { ProductTile } from "./product-tile";

/** Up to four other products of the same category. */
export function SimilarProducts({ products }: { products: ProductTileData[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return <EmptyState>{t("product.similar.empty")}</EmptyState>;
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductTile product={product} />
        </li>
      ))}
    </ul>
  );
}
