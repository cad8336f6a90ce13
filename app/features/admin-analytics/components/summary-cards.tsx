import { useTranslation } from "react-i18next";
import { MessageSquareText, Package, Star, Users } from "~/components/ui/icons";
import { StatCard } from "~/components/ui/stat-card";
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
        <StatCard key={key} Icon={Icon} label={t(`adminDashboard.cards.${key}`)} testId={`card-${key}`}>
          {value}
        </StatCard>
      ))}
    </div>
  );
}
