import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export type FeedAttentionCounts = { unmatched: number; held: number; heldRunId: string | null };

/** The dashboard's flags for feeds: runs held as broken, and items waiting for a product. */
export function FeedAttention({ unmatched, held, heldRunId }: FeedAttentionCounts) {
  const { t } = useTranslation();
  if (!unmatched && !held) return null;
  return (
    <section className="space-y-2" data-testid="feed-attention">
      {held && heldRunId ? (
        <p className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
          {t("adminFeeds.dashboard.held", { count: held })}
          <Link to={`/admin/feeds/runs/${heldRunId}`} className="underline">
            {t("adminFeeds.dashboard.review")}
          </Link>
        </p>
      ) : null}
      {unmatched ? (
        <p className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800">
          {t("adminFeeds.dashboard.unmatched", { count: unmatched })}
          <Link to="/admin/feeds/unmatched" className="font-semibold text-brand-700 underline">
            {t("adminFeeds.dashboard.review")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
