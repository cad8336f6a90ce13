import { MessageSquareText, Package, Star, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Analytics } from "../analytics.server";

export function SummaryCards({ totals }: Pick<Analytics, "totals">) {
  const { t } = useTranslation();
  const cards = [
    { key: "totalProducts", value: String(totals.products), Icon: Package },
    { key: "totalReviews", value: String(totals.reviews), Icon: MessageSquareText },
    { key: "totalUsers", value: String(totals.users), Icon: Users },
    { key: "averageRating", value: totals.averageRating.toFixed(1), Icon: Star },
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map(({ key, value, Icon }) => (
        <div
          key={key}
          className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <dl>
            <dt className="text-sm text-slate-600">{t(`adminDashboard.cards.${key}`)}</dt>
            <dd className="text-2xl font-bold tabular-nums text-ink" data-testid={`card-${key}`}>
              {value}
            </dd>
          </dl>
        </div>
      ))}
    </div>
  );
}
