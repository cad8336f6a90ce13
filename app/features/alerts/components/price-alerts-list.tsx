import { BellOff, BellRing, PackageCheck, Target, Trash2, TrendingDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { ErrorText } from "~/components/ui/error-text";
import type { ProfileShoppingActionData } from "~/features/shopping/profile-shopping-schema";
import { formatPrice } from "~/utils/format";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import { type AlertKind, isMomentAlertKind } from "../alert-kinds";
import type { PriceAlertRow } from "../price-alerts.server";

const KIND_ICONS: Record<AlertKind, typeof Target> = {
  target_price: Target,
  back_in_stock: PackageCheck,
  lowest_in_90_days: TrendingDown,
};

const actionButtonClass =
  "inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700";

function PriceAlertItem({ alert }: { alert: PriceAlertRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toggle = useFetcher<ProfileShoppingActionData>();
  const remover = useFetcher<ProfileShoppingActionData>();
  const name = nameIn(locale, alert);

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
    <li className="grid gap-3 p-4 md:grid-cols-[1fr_auto] md:items-center">
      <div className="min-w-0">
        <Link to={`/products/${alert.productId}`} className="font-medium text-ink hover:text-brand-700">
          {name}
        </Link>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
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
            <dt className="text-slate-500">{t("profile.alerts.current")}</dt>
            <dd className="font-semibold">
              {alert.lowestPrice
                ? formatPrice(alert.lowestPrice, locale)
                : t("momentAlerts.profile.noCurrentOffer")}
            </dd>
          </div>
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

export function PriceAlertsList({ items }: { items: PriceAlertRow[] }) {
  const { t } = useTranslation();
  if (items.length === 0)
    return (
      <EmptyState action={{ to: "/products", label: t("profile.favorites.browse") }}>
        <p>{t("profile.alerts.empty")}</p>
      </EmptyState>
    );
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((alert) => (
        <PriceAlertItem key={alert.id} alert={alert} />
      ))}
    </ul>
  );
}
