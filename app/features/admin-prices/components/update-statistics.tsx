import { useTranslation } from "react-i18next";
import { ArrowDownUp, Package, Percent, Store } from "~/components/ui/icons";
import { StatCard } from "~/components/ui/stat-card";
import type { PriceUpdateStatus } from "~/features/price-refresh/update-status.server";
import { formatPercentChange } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import { formatDateTime } from "./format-date-time";

/** The figures of the spec's status, and how the last finished run went. */
export function UpdateStatistics({ status, locale }: { status: PriceUpdateStatus; locale: Locale }) {
  const { t } = useTranslation();
  const averageChange =
    status.avg_price_change === null
      ? t("prices.admin.notAvailable")
      : formatPercentChange(status.avg_price_change, locale);
  const cards = [
    { key: "totalProducts", value: String(status.total_products), Icon: Package },
    { key: "totalPrices", value: String(status.total_prices), Icon: Store },
    { key: "last24h", value: String(status.last_24h_updates), Icon: ArrowDownUp },
    { key: "avgChange", value: averageChange, Icon: Percent },
  ] as const;
  const lastRun = status.last_run;

  return (
    <section aria-labelledby="price-stats-heading">
      <h2 id="price-stats-heading" className="text-lg font-semibold text-ink">
        {t("prices.admin.statsHeading")}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(({ key, value, Icon }) => (
          <StatCard
            key={key}
            Icon={Icon}
            label={t(`prices.admin.${key}`)}
            testId={`price-stat-${key}`}
            keepIconSize
          >
            <span dir="ltr">{value}</span>
          </StatCard>
        ))}
      </div>
      {lastRun?.finished_at ? (
        <p className="mt-4 text-sm text-slate-700" data-testid="price-last-run">
          <span className="font-medium text-ink">{t("prices.admin.lastRunHeading")}</span>
          {" · "}
          {t(lastRun.trigger === "manual" ? "prices.admin.triggerManual" : "prices.admin.triggerScheduled")}
          {" · "}
          {formatDateTime(lastRun.finished_at, locale)}
          {" · "}
          {lastRun.failed > 0
            ? t("prices.admin.lastRunFailed", { failed: lastRun.failed, count: lastRun.total })
            : t("prices.admin.lastRunOk", { count: lastRun.total })}
        </p>
      ) : null}
    </section>
  );
}
