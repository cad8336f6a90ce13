import { Package, Store, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/utils/i18n";
import type { SiteStats } from "../home.server";
import { formatStatCount } from "../site-stats";

const TILES = [
  { key: "products", Icon: Package },
  { key: "stores", Icon: Store },
  { key: "users", Icon: Users },
] as const;

/** Products, stores and shoppers, counted live and shown as they are (docs/decisions/0017). */
export function StatsTiles({ stats }: { stats: SiteStats }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (
    <section aria-labelledby="stats-title" className="mx-auto max-w-7xl px-4 pt-16">
      <h2 id="stats-title" className="sr-only">
        {t("home.stats.title")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {TILES.map(({ key, Icon }) => (
          <li
            key={key}
            className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            data-testid={`stat-${key}`}
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <p className="flex flex-col">
              <bdi dir="ltr" className="self-start text-3xl font-extrabold text-ink">
                {formatStatCount(stats[key], locale)}
              </bdi>{" "}
              <span className="text-sm text-slate-600">{t(`home.stats.${key}`, { count: stats[key] })}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
