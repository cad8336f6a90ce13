import { type ReactNode, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { DateTime } from "~/components/ui/date-time";
import { EmptyState } from "~/components/ui/empty-state";
import { X } from "~/components/ui/icons";
import { StarRating } from "~/components/ui/star-rating";
import type { CustomerReview } from "../product-detail.server";

/** Reviews shown on the page before the 'show all' dialog (spec section 9). */
export const REVIEWS_SHOWN_INLINE = 4;

function ReviewCard({ review }: { review: CustomerReview }) {
  const { t } = useTranslation();
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5" data-testid="customer-review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink" dir="auto">
          {review.authorName ?? t("product.reviews.anonymous")}
        </p>
        <DateTime value={review.createdAt} className="text-sm text-slate-500" />
      </div>
      <StarRating rating={review.rating} className="mt-1" />
      <p className="mt-3 whitespace-pre-line text-slate-700" dir="auto">
        {review.reviewText}
      </p>
    </article>
  );
}

/**
 * The first four approved reviews and a 'show all' button opening a modal dialog with every review
 * (a native <dialog>: focus moves in, Escape closes it and focus returns to the button).
 */
export function CustomerReviews({
  reviews,
  totalCount,
  summary,
  form,
}: {
  reviews: CustomerReview[];
  totalCount: number;
  summary: ReactNode;
  form: ReactNode;
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
      <div className="space-y-6">
        {summary}
        {form}
      </div>
      <div>
        {reviews.length === 0 ? (
          <EmptyState>{t("product.reviews.empty")}</EmptyState>
        ) : (
          <ul className="space-y-4" data-testid="reviews-inline">
            {reviews.slice(0, REVIEWS_SHOWN_INLINE).map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
        {reviews.length > REVIEWS_SHOWN_INLINE ? (
          <button
            type="button"
            onClick={() => dialogRef.current?.showModal()}
            className="mt-4 rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-800"
          >
            {t("product.reviews.showAll", { count: totalCount })}
          </button>
        ) : null}
      </div>

      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively */}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="m-auto max-h-[85vh] w-[min(42rem,calc(100vw-2rem))] rounded-2xl bg-slate-50 p-0 shadow-xl backdrop:bg-ink/60"
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-5 py-4">
          <h2 id={titleId} className="text-lg font-bold text-ink">
            {t("product.reviews.allTitle")}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("product.reviews.close")}</span>
          </button>
        </div>
        <div className="space-y-4 p-5">
          {totalCount > reviews.length ? (
            <p className="text-sm text-slate-600">
              {t("product.reviews.showingNewest", { shown: reviews.length, count: totalCount })}
            </p>
          ) : null}
          <ul className="space-y-4">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        </div>
      </dialog>
    </div>
  );
}
