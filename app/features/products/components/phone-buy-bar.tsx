import { useTranslation } from "react-i18next";
import { storeNameOf } from "~/features/stores/store-name";
import { formatPrice } from "~/utils/format";
import { useLocale } from "~/utils/use-locale";
import { cheapestCurrentOffer } from "../offers";
import type { ProductDetail } from "../product-detail.server";
import { OutboundLink } from "./outbound-link";

/**
 * On phones, the lowest current price and a link to that store's offer stay at the bottom of the
 * screen while the shopper reads the page (issue 38). Not shown without a current offer, nor from
 * 48rem up, where the price box sits beside the image. `data-bottom-bar` makes room for it (app.css).
 */
export function PhoneBuyBar({ product }: { product: Pick<ProductDetail, "offers" | "priceRange"> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cheapest = cheapestCurrentOffer(product);
  if (!product.priceRange || !cheapest) return null;
  const store = storeNameOf(cheapest, locale);

  return (
    <aside
      aria-label={t("product.buyBar.label")}
      data-bottom-bar
      data-testid="buy-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex h-18 items-center gap-3 border-t border-slate-200 bg-white px-4 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] md:hidden"
    >
      <div className="min-w-0 flex-1">
        <p className="whitespace-nowrap text-lg font-bold text-brand-800" data-testid="buy-bar-price">
          {formatPrice(product.priceRange.lowest, locale)}
        </p>
        <p className="truncate text-xs text-slate-600">{t("product.buyBar.lowestAt", { store })}</p>
      </div>
      <OutboundLink
        href={cheapest.url}
        site={store}
        className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-accent-400 px-4 py-2.5 text-sm font-semibold text-ink hover:bg-accent-500"
      >
        {t("product.buyBar.go")}
      </OutboundLink>
    </aside>
  );
}
