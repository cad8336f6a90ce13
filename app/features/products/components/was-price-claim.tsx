import { Trans, useTranslation } from "react-i18next";
import { CircleAlert } from "~/components/ui/icons";
import { claimedDiscountPercent } from "~/features/prices/was-price";
import { formatPrice } from "~/utils/format";
import { useLocale } from "~/utils/use-locale";
import type { StoreOffer } from "../offers";

// On phones the claim takes its own line under the price and the store link; from `sm` it sits
// between them.
const PLACEMENT = "order-last basis-full text-sm sm:order-none sm:basis-auto sm:max-w-56";

/**
 * A current offer's "was" price (PD-23): struck through with the claimed discount when the
 * store really charged it in the last 90 days, otherwise a warning that it did not.
 */
export function WasPriceClaim({ offer }: { offer: Pick<StoreOffer, "price" | "wasPrice" | "isCurrent"> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { wasPrice } = offer;
  if (!wasPrice || !offer.isCurrent) return null;
  const claimed = formatPrice(wasPrice.price, locale);

  if (!wasPrice.isReal) {
    return (
      <p className={`${PLACEMENT} flex items-start gap-1.5 text-amber-800`} data-testid="was-price-warning">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <Trans
            i18nKey="wasPrice.notCharged"
            values={{ price: claimed }}
            components={{ price: <span className="whitespace-nowrap" /> }}
          />
        </span>
      </p>
    );
  }
  return (
    <p className={`${PLACEMENT} text-slate-600`} data-testid="was-price">
      <span className="sr-only">{t("wasPrice.was")} </span>
      <s className="whitespace-nowrap">{claimed}</s>
      {" · "}
      <span className="whitespace-nowrap font-semibold text-brand-800">
        {t("wasPrice.off", { percent: claimedDiscountPercent(offer.price, wasPrice.price) })}
      </span>
    </p>
  );
}
