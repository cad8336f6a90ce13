import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { ErrorText } from "~/components/ui/error-text";
import { BellOff, BellRing, PackageCheck, Target, Trash2, TrendingDown } from "~/components/ui/icons";
import { Thumbnail } from "~/components/ui/thumbnail";
import type { ProfileShoppingActionData } from "~/features/shopping/profile-shopping-schema";
import { formatPrice } from "~/utils/format";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import { type AlertKind, isMomentAlertKind } from "../alert-kinds";
import type { AlertedProduct, ProfileAlert } from "../price-alerts.server";

const KIND_ICONS: Record<AlertKind, typeof Target> = {
  target_price: Target,
  back_in_stock: PackageCheck,
  lowest_in_90_days: TrendingDown,
};

const actionButtonClass =
  "inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700";

/** One alert on the product's card: what it waits for, its state, and pausing or deleting it. */
function PriceAlertItem({ alert, name }: { alert: ProfileAlert; name: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toggle = useFetcher<ProfileShoppingActionData>();
  const remover = useFetcher<ProfileShoppingActionData>();

  if (remover.state !== "idle" || remover.data?.ok === true) return null;
  // While the toggle is on its way, show the state asked for.
  const pending = toggle.formData?.get("isActive");
  const isActive = pending ? pending === "true" : alert.isActive;
  const error = remover.data?.error ?? toggle.data?.error;
  const KindIcon = KIND_ICONS[alert.kind];
  // The buttons say which alert they act on: one product can have one of each kind.
  const actionTarget = isMomentAlertKind(alert.kind)
    ? t(`momentAlerts.profile.actionTarget.${alert.kind}`, { name })
    : t("profile.alerts.actionTarget", { name });
  const confirmDelete = isMomentAlertKind(alert.kind)
    ? t(`momentAlerts.profile.confirmDelete.${alert.kind}`, { name })
    : t("profile.alerts.confirmDelete", { name });

  return (
    <li data-testid="product-alert" className="grid gap-3 py-3 md:grid-cols-[1fr_auto] md:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          <span
            data-testid="alert-kind"
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800"
          >
            <KindIcon
              aria-hidden="true"
              className={`size-3.5 ${alert.kind === "lowest_in_90_days" ? "flip-rtl" : ""}`}
            />
            {t(`momentAlerts.kinds.${alert.kind}`)}
          </span>
          {isMomentAlertKind(alert.kind) ? (
            <span>{t(`momentAlerts.profile.descriptions.${alert.kind}`)}</span>
          ) : null}
        </p>
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {alert.targetPrice !== null ? (
            <>
              <div>
                <dt className="text-slate-500">{t("profile.alerts.target")}</dt>
                <dd className="font-semibold">{formatPrice(alert.targetPrice, locale)}</dd>
              </div>
              {alert.targetRegion ? (
                <div data-testid="alert-on-total-of">
                  <dt className="text-slate-500">{t("profile.alerts.watches")}</dt>
                  <dd className="font-semibold">
                    {t("profile.alerts.onTotal", { city: t(`offerDetails.regionsTo.${alert.targetRegion}`) })}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className="text-slate-500">{t("profile.alerts.minReduction")}</dt>
                <dd className="font-semibold">{formatPrice(alert.minReduction, locale)}</dd>
              </div>
            </>
          ) : null}
          <div>
            <dt className="text-slate-500">{t("profile.alerts.status")}</dt>
            <dd>
              <span
                data-testid="alert-status"
                className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                  isActive ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-slate-700"
                }`}
              >
                {t(isActive ? "profile.alerts.active" : "profile.alerts.inactive")}
              </span>
            </dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <toggle.Form method="post">
          <input type="hidden" name="intent" value="toggle-alert" />
          <input type="hidden" name="alertId" value={alert.id} />
          <input type="hidden" name="isActive" value={isActive ? "false" : "true"} />
          <button type="submit" className={`${actionButtonClass} hover:bg-slate-50`}>
            {isActive ? (
              <BellOff aria-hidden="true" className="size-4" />
            ) : (
              <BellRing aria-hidden="true" className="size-4" />
            )}
            {t(isActive ? "profile.alerts.deactivate" : "profile.alerts.activate")}{" "}
            <span className="sr-only">{actionTarget}</span>
          </button>
        </toggle.Form>
        <remover.Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(confirmDelete)) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="delete-alert" />
          <input type="hidden" name="alertId" value={alert.id} />
          <button
            type="submit"
            className={`${actionButtonClass} hover:border-red-300 hover:bg-red-50 hover:text-red-800`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("profile.alerts.delete")} <span className="sr-only">{actionTarget}</span>
          </button>
        </remover.Form>
      </div>
      <ErrorText className="md:col-span-2">{error ? t(error) : null}</ErrorText>
    </li>
  );
}

/** A product the shopper watches: its picture, name and current lowest price, then each alert. */
function AlertedProductCard({ product }: { product: AlertedProduct }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = nameIn(locale, product);
  return (
    <li data-testid="alerted-product" className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex items-start gap-4 sm:items-center">
        <Thumbnail
          src={product.imageUrl}
          className="size-14 shrink-0 rounded-lg bg-slate-50 object-contain"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
          <Link
            to={`/products/${product.productId}`}
            className="min-w-0 font-semibold text-ink hover:text-brand-700 sm:flex-1"
          >
            {name}
          </Link>
          <span className="text-sm sm:text-end">
            <span className="block text-slate-500">{t("profile.alerts.current")}</span>
            <span data-testid="alerted-product-price" className="font-semibold whitespace-nowrap text-ink">
              {product.lowestPrice
                ? formatPrice(product.lowestPrice, locale)
                : t("momentAlerts.profile.noCurrentOffer")}
            </span>
          </span>
        </div>
      </div>
      <ul
        aria-label={t("profile.alerts.alertsOn", { name })}
        className="mt-3 divide-y divide-slate-200 border-t border-slate-200"
      >
        {product.alerts.map((alert) => (
          <PriceAlertItem key={alert.id} alert={alert} name={name} />
        ))}
      </ul>
    </li>
  );
}

export function PriceAlertsList({ items }: { items: AlertedProduct[] }) {
  const { t } = useTranslation();
  if (items.length === 0)
    return (
      <EmptyState action={{ to: "/products", label: t("profile.favorites.browse") }}>
        <p>{t("profile.alerts.empty")}</p>
      </EmptyState>
    );
  return (
    <ul className="space-y-4">
      {items.map((product) => (
        <AlertedProductCard key={product.productId} product={product} />
      ))}
    </ul>
  );
}
