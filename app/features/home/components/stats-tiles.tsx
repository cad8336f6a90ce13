import { useTranslation } from "react-i18next";
import { Package, ScanSearch, Store, Users } from "~/components/ui/icons";
import { useLocale } from "~/utils/use-locale";
import type { SiteStats } from "../home.server";
import { formatStatCount, statTiles } from "../site-stats";

const ICONS = { products: Package, stores: Store, users: Users, checkedLastDay: ScanSearch } as const;

/**
 * Products, stores and shoppers (or, until shoppers are many, the prices checked today), counted
 * live and shown as they are (docs/decisions/0017, PD-28).
 */
export function StatsTiles({ stats }: { stats: SiteStats }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="stats-title" className="mx-auto max-w-7xl clear-of-chat-7xl pt-10 sm:pt-16">
      <h2 id="stats-title" className="sr-only">
        {t("home.stats.title")}
      </h2>
      {/* Three small tiles in a row on phones, not three screens' worth of full-width cards. */}
      <ul className="grid grid-cols-3 gap-2 sm:gap-4">
        {statTiles(stats).map((key) => {
          const Icon = ICONS[key];
          return (
            <li
              key={key}
              className="flex flex-col items-center gap-1 rounded-2xl border border-slate-200 bg-white p-3 text-center shadow-sm sm:flex-row sm:gap-4 sm:p-6 sm:text-start"
              data-testid={`stat-${key}`}
            >
              <span className="hidden size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:inline-flex">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <p className="flex flex-col items-center sm:items-start">
                <bdi dir="ltr" className="text-xl font-extrabold text-ink sm:text-3xl">
                  {formatStatCount(stats[key], locale)}
                </bdi>{" "}
                <span className="text-xs text-slate-600 sm:text-sm">
                  {t(`home.stats.${key}`, { count: stats[key] })}
                </span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
