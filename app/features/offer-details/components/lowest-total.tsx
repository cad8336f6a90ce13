import { useTranslation } from "react-i18next";
import { Truck } from "~/components/ui/icons";
import { formatPrice } from "~/utils/format";
import { fromHalalas } from "~/utils/money";
import { useLocale } from "~/utils/use-locale";
import type { LowestTotals } from "../offer-details";

/**
 * A product's lowest total to the shopper's city beside its lowest price (issue 32, ADR-0026):
 * "SAR 4,324.00 delivered to Jeddah", or "Delivery to Jeddah unknown" when no current offer states
 * its delivery there. Nothing without a city.
 */
export function LowestTotalNote({
  productId,
  totals,
  className = "",
}: {
  productId: string;
  totals: LowestTotals | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!totals) return null;
  const city = t(`offerDetails.regionsTo.${totals.region}`);
  const total = totals.byProduct[productId];
  return total === undefined ? (
    <span
      className={`block text-xs text-slate-600 ${className}`}
      data-testid="lowest-total-note"
      data-total=""
    >
      {t("offerDetails.row.unknownTo", { city })}
    </span>
  ) : (
    <span
      className={`flex items-start gap-1 text-xs font-medium text-emerald-800 sm:text-sm ${className}`}
      data-testid="lowest-total-note"
      data-total={total}
    >
      <Truck aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>
        {t("offerDetails.card.delivered", { total: formatPrice(fromHalalas(total), locale), city })}
      </span>
    </span>
  );
}
