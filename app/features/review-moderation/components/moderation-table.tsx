import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { ConfirmDeleteForm } from "~/components/ui/confirm-delete-form";
import { DateTime } from "~/components/ui/date-time";
import { EmptyState } from "~/components/ui/empty-state";
import { StarRating } from "~/components/ui/star-rating";
import { localized } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import type { ModerationRow } from "../moderation.server";
import { type ModerationActionData, RejectReviewButton } from "./reject-dialog";

const STATUS_STYLES = {
  pending: "bg-amber-50 text-amber-800",
  approved: "bg-brand-50 text-brand-800",
  rejected: "bg-red-50 text-red-800",
} as const;

function RowActions({ review }: { review: ModerationRow }) {
  const { t } = useTranslation();
  const approve = useFetcher<ModerationActionData>();
  const remove = useFetcher<ModerationActionData>();
  const failure = [approve.data, remove.data].find((result) => result && !result.ok);
  return (
    <div className="flex flex-wrap gap-2">
      {review.status === "pending" ? (
        <>
          <approve.Form method="post">
            <input type="hidden" name="intent" value="approve" />
            <input type="hidden" name="id" value={review.id} />
            <button
              type="submit"
              disabled={approve.state !== "idle"}
              className="rounded-md bg-brand-700 px-2.5 py-1 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t("adminReviews.approve")}
            </button>
          </approve.Form>
          <RejectReviewButton reviewId={review.id} />
        </>
      ) : null}
      <ConfirmDeleteForm
        form={remove.Form}
        question={t("adminReviews.confirmDelete")}
        fields={{ id: review.id }}
        disabled={remove.state !== "idle"}
      >
        {t("adminReviews.delete")}
      </ConfirmDeleteForm>
      {failure ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {t(failure.messageKey)}
        </p>
      ) : null}
    </div>
  );
}

export function ModerationTable({ rows }: { rows: ModerationRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (rows.length === 0) return <EmptyState>{t("adminReviews.empty")}</EmptyState>;
  return (
    <ul className="space-y-3">
      {rows.map((review) => (
        <li
          key={review.id}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          data-testid="moderation-row"
        >
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <Link
              to={`/products/${review.productId}`}
              className="font-semibold text-ink hover:text-brand-700"
            >
              {localized(locale, { en: review.productNameEn, ar: review.productNameAr })}
            </Link>
            <span className="text-slate-500">{review.userEmail}</span>
            <StarRating rating={review.rating} />
            <DateTime value={review.createdAt} className="text-slate-500" />
            <span
              className={`ms-auto rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[review.status]}`}
            >
              {t(`adminReviews.tabs.${review.status}`)}
            </span>
          </div>
          <p className="mt-2 whitespace-pre-line text-slate-700" dir="auto">
            {review.reviewText}
          </p>
          {review.rejectionReason ? (
            <p className="mt-1 text-sm text-red-800">
              {t("adminReviews.reason", { reason: review.rejectionReason })}
            </p>
          ) : null}
          <div className="mt-3">
            <RowActions review={review} />
          </div>
        </li>
      ))}
    </ul>
  );
}
