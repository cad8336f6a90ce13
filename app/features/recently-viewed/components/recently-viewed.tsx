import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  productsToShow,
  RECENTLY_VIEWED_KEY,
  type RecentlyViewedProduct,
  recordRecentlyViewed,
} from "../recently-viewed";

function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

/**
 * Records the product being viewed on this device and shows the ones viewed before it. Rendered
 * only in the browser (the server cannot know the list), so it appears after hydration.
 */
export function RecentlyViewed({
  current,
  renderProduct,
}: {
  current: RecentlyViewedProduct;
  renderProduct: (product: RecentlyViewedProduct) => ReactNode;
}) {
  const { t } = useTranslation();
  const [items, setItems] = useState<RecentlyViewedProduct[]>([]);
  const visitKey = JSON.stringify(current);

  useEffect(() => {
    const storage = deviceStorage();
    const product = JSON.parse(visitKey) as RecentlyViewedProduct;
    setItems(storage ? productsToShow(recordRecentlyViewed(storage, product), product.id) : []);
  }, [visitKey]);

  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-title" data-testid="recently-viewed">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recently-viewed-title" className="text-xl font-bold text-ink">
          {t("recentlyViewed.title")}
        </h2>
        <button
          type="button"
          className="text-sm font-medium text-brand-700 hover:underline"
          onClick={() => {
            deviceStorage()?.removeItem(RECENTLY_VIEWED_KEY);
            setItems([]);
          }}
        >
          {t("recentlyViewed.clear")}
        </button>
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.id}>{renderProduct(item)}</li>
        ))}
      </ul>
    </section>
  );
}
