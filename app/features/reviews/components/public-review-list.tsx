import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DateTime } from "~/components/ui/date-time";
import { EmptyState } from "~/components/ui/empty-state";
import { StarRating } from "~/components/ui/star-rating";
import { Thumbnail } from "~/components/ui/thumbnail";
import { localized } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import type { PublicReview } from "../reviews.server";

/** Approved reviews, each with its product (linked), stars, author and date. Texts stay plain text. */
export function PublicReviewList({ reviews }: { reviews: PublicReview[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (reviews.length === 0) return <EmptyState>{t("publicReviews.empty")}</EmptyState>;
  return (
    <ul className="space-y-4" data-testid="review-list">
      {reviews.map((review) => (
        <li key={review.id}>
          <article className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
            <div className="hidden size-16 shrink-0 items-center justify-center rounded-xl bg-slate-50 sm:flex">
              <Thumbnail src={review.productImageUrl} className="size-14 object-contain" />
            </div>
            <div className="min-w-0 flex-1">
              <h2 className="font-semibold text-ink">
                <Link to={`/products/${review.productId}`} className="hover:text-brand-700 hover:underline">
                  {localized(locale, { en: review.productNameEn, ar: review.productNameAr })}
                </Link>
              </h2>
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                <StarRating rating={review.rating} />
                <bdi>{review.authorName ?? t("publicReviews.anonymous")}</bdi>
                <DateTime value={review.createdAt} />
              </div>
              <p className="mt-3 whitespace-pre-line text-slate-700" dir="auto">
                {review.reviewText}
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
