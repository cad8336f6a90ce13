import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { RefreshCw } from "~/components/ui/icons";
import { Pager } from "~/components/ui/pager";
import { priceErrorKey } from "~/features/page-fetching/price-errors";
import type { StaleOffer } from "~/features/price-refresh/stale-offers.server";
import { storeNameOf } from "~/features/stores/store-name";
import { formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import type { FetchAgainResult } from "../fetch-again-schema";
import { formatDateTime } from "./format-date-time";
import { ColumnHeadings, DateTimeCell, EmptyTableNote, StorePageCell } from "./offer-table-cells";
import { httpStatusOf } from "./recent-failures";

/** The id the admin dashboard links to. */
export const STALE_OFFERS_ANCHOR = "stale-offers";
// After 'Fetch again' the list is reloaded this often, this many times, until the row has left it.
const RELOAD_EVERY_MS = 3000;
const RELOADS = 20;

type StaleOffersListProps = {
  rows: StaleOffer[];
  total: number;
  page: number;
  pages: number;
  /** Hours after which an offer is stale. */
  freshHours: number;
};

/** /admin/prices: store prices not read successfully for a while, oldest first, each to fetch again. */
export function StaleOffersList({ rows, total, page, pages, freshHours }: StaleOffersListProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby={`${STALE_OFFERS_ANCHOR}-heading`}
      id={STALE_OFFERS_ANCHOR}
      className="scroll-mt-6"
    >
      <h2
        id={`${STALE_OFFERS_ANCHOR}-heading`}
        className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink"
      >
        {t("adminStaleOffers.heading")}
        <span
          className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900"
          data-testid="stale-offer-count"
        >
          {t("adminStaleOffers.count", { count: total })}
        </span>
      </h2>
      {rows.length === 0 ? (
        <EmptyTableNote>{t("adminStaleOffers.empty", { count: freshHours })}</EmptyTableNote>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t("adminStaleOffers.intro", { count: freshHours })}</p>
          <div className="relative mt-3 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
            <table className="stacked-table w-full min-w-[48rem] text-start text-sm">
              <ColumnHeadings
                labels={(["product", "store", "lastChecked", "lastError"] as const).map((column) =>
                  t(`adminStaleOffers.${column}`),
                )}
              >
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  <span className="sr-only">{t("adminStaleOffers.action")}</span>
                </th>
              </ColumnHeadings>
              <tbody className="divide-y divide-slate-100" data-testid="stale-offers">
                {rows.map((offer) => (
                  <StaleOfferRow key={offer.id} offer={offer} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Pager page={page} pages={pages} hrefFor={(target) => `?stalePage=${target}#${STALE_OFFERS_ANCHOR}`} />
    </section>
  );
}

function StaleOfferRow({ offer }: { offer: StaleOffer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<FetchAgainResult>();
  const isQueued = fetcher.data?.ok === true;
  useReloadWhileQueued(isQueued);
  const name = locale === "ar" ? offer.productNameAr : offer.productNameEn;
  const store = storeNameOf(offer, locale);

  return (
    <tr>
      <td className="min-w-52 px-4 py-3 font-medium text-ink" data-label={t("adminStaleOffers.product")}>
        <Link to={`/products/${offer.productId}`} className="hover:underline">
          {name}
        </Link>
      </td>
      <StorePageCell href={offer.url} label={t("adminStaleOffers.store")}>
        {store}
      </StorePageCell>
      <DateTimeCell
        at={offer.checkedAt}
        locale={locale}
        label={t("adminStaleOffers.lastChecked")}
        className="text-slate-700"
      />
      <td className="min-w-44 px-4 py-3" data-label={t("adminStaleOffers.lastError")}>
        <LastAttempt offer={offer} locale={locale} />
      </td>
      <td className="px-4 py-3">
        <fetcher.Form method="post" className="flex flex-col items-start gap-1">
          <input type="hidden" name="productPriceId" value={offer.id} />
          <Button
            type="submit"
            variant="secondary"
            className="whitespace-nowrap px-3 py-1.5"
            disabled={fetcher.state !== "idle" || isQueued}
            isBusy={fetcher.state !== "idle"}
          >
            {fetcher.state === "idle" ? <RefreshCw aria-hidden="true" className="size-4" /> : null}
            {t("adminStaleOffers.fetchAgain")}
            <span className="sr-only"> {t("adminStaleOffers.fetchAgainFor", { product: name, store })}</span>
          </Button>
          {fetcher.data ? (
            <p
              role={fetcher.data.ok ? "status" : "alert"}
              className={`max-w-56 text-xs ${fetcher.data.ok ? "text-brand-800" : "text-red-700"}`}
            >
              {t(fetcher.data.messageKey)}
            </p>
          ) : null}
        </fetcher.Form>
      </td>
    </tr>
  );
}

/** Why the store price is stale, as the latest fetch attempt says. */
function LastAttempt({ offer, locale }: { offer: StaleOffer; locale: Locale }) {
  const { t } = useTranslation();
  const attempt = offer.lastAttempt;
  if (!attempt) return <span className="text-slate-500">{t("adminStaleOffers.noAttempt")}</span>;
  const text = attempt.success
    ? offer.pendingPrice
      ? t("adminStaleOffers.awaitingConfirmation", { price: formatPrice(offer.pendingPrice, locale) })
      : t("adminStaleOffers.lastSucceeded")
    : t(priceErrorKey(attempt.errorCode), { status: httpStatusOf(attempt.errorMessage) });
  return (
    <>
      <span className={attempt.success ? "text-slate-700" : "text-red-800"}>{text}</span>
      <span className="block text-xs whitespace-nowrap text-slate-500">
        {formatDateTime(attempt.at, locale)}
      </span>
    </>
  );
}

/** Reloads the page's data every few seconds while a queued fetch has not yet taken the row away. */
function useReloadWhileQueued(isQueued: boolean) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  useEffect(() => {
    if (!isQueued) return;
    let reloads = 0;
    const timer = setInterval(() => {
      reloads += 1;
      if (reloads > RELOADS) clearInterval(timer);
      else if (latest.current.state === "idle") void latest.current.revalidate();
    }, RELOAD_EVERY_MS);
    return () => clearInterval(timer);
  }, [isQueued]);
}
