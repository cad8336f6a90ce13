import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DateTime } from "~/components/ui/date-time";
import { EmptyState } from "~/components/ui/empty-state";
import { StarRating } from "~/components/ui/star-rating";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import { rejectionReasonText } from "../rejection-reasons";
import type { UserReviewRow } from "../reviews.server";

const STATUS_STYLES = {
  pending: "bg-amber-50 text-amber-800",
  approved: "bg-brand-50 text-brand-800",
  rejected: "bg-red-50 text-red-800",
} as const;

export function MyReviewsList({ items }: { items: UserReviewRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (items.length === 0) return <EmptyState>{t("profile.reviews.empty")}</EmptyState>;
  return (
    <ul className="space-y-4">
      {items.map((review) => (
        <li key={review.id} className="rounded-2xl border border-slate-200 bg-white p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link to={`/products/${review.productId}`} className="font-medium text-ink hover:text-brand-700">
              {nameIn(locale, review)}
            </Link>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[review.status]}`}
            >
              {t(`profile.reviews.status.${review.status}`)}
            </span>
          </div>
          <div className="mt-2 flex items-center gap-3 text-sm text-slate-500">
            <StarRating rating={review.rating} />
            <DateTime value={review.createdAt} />
          </div>
          <p className="mt-3 whitespace-pre-line text-slate-700" dir="auto">
            {review.reviewText}
          </p>
          {review.status === "rejected" && review.rejectionReason ? (
            <p className="mt-3 text-sm text-red-800">
              {t("profile.reviews.rejectionReason", {
                reason: rejectionReasonText(review.rejectionReason, t),
              })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
