import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ComparePricesLink } from "~/features/catalog/components/compare-prices-link";
import { ProductCardImage } from "~/features/catalog/components/product-card-image";
import { PriceVerdictBadge } from "~/features/prices/components/price-verdict-badge";
import { storeDisplayName } from "~/features/stores/store-name";
import { formatPrice } from "~/utils/format";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import type { Deal } from "../deals.server";

/**
 * A deal in the grid: picture, verdict, name, today's lowest price and its store, the typical price
 * it is measured against and what the shopper saves.
 */
export function DealCard({ deal }: { deal: Deal }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = nameIn(locale, deal);
  const href = `/products/${deal.id}`;
  const { insight } = deal;
  const hasSaving = Number(deal.saved) > 0;

  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
      data-testid="deal-card"
    >
      <ProductCardImage imageUrl={deal.imageUrl} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <PriceVerdictBadge insight={insight} />
        {deal.brand ? (
          <p className="truncate text-xs font-medium uppercase tracking-wide text-slate-500">
            <bdi>{deal.brand}</bdi>
          </p>
        ) : null}
        <h3 className="line-clamp-2 font-semibold leading-snug text-ink">
          <Link to={href} className="hover:text-brand-700">
            {name}
          </Link>
        </h3>
        <div className="mt-auto space-y-1 pt-2">
          <p className="flex flex-wrap items-baseline gap-x-1.5">
            <span className="text-lg font-bold text-ink" data-testid="deal-price">
              {formatPrice(deal.lowestPrice, locale)}
            </span>
            {deal.store ? (
              <span className="text-sm text-slate-600" data-testid="deal-store">
                {t("deals.card.atStore", { store: storeDisplayName(deal.store, locale) })}
              </span>
            ) : null}
          </p>
          {insight.typicalPrice ? (
            <p className="text-sm text-slate-600" data-testid="deal-typical">
              {t("deals.card.typically", { price: formatPrice(insight.typicalPrice, locale) })}
            </p>
          ) : null}
          {hasSaving ? (
            <p className="text-sm font-semibold text-brand-800" data-testid="deal-saved">
              {t("deals.card.save", { amount: formatPrice(deal.saved, locale) })}
            </p>
          ) : null}
        </div>
        <ComparePricesLink href={href} name={name} />
      </div>
    </article>
  );
}
