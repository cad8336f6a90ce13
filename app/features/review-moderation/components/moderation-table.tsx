import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { ConfirmDeleteForm } from "~/components/ui/confirm-delete-form";
import { DateTime } from "~/components/ui/date-time";
import { EmptyState } from "~/components/ui/empty-state";
import { StarRating } from "~/components/ui/star-rating";
import { rejectionReasonText } from "~/features/reviews/rejection-reasons";
import { localized } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import type { ModerationRow } from "../moderation.server";
import {
  type ModerationActionData,
  RejectDialog,
  RejectReviewButton,
  useRejectDialog,
} from "./reject-dialog";

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

/**
 * Approve or reject the selected pending reviews at once (issue 38, item 9): the reject dialog
 * asks for one reason, a preset or the moderator's own words, for all of them.
 */
function BulkActions({ selected, onDone }: { selected: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const approve = useFetcher<ModerationActionData>();
  const reject = useFetcher<ModerationActionData>();
  const [result, setResult] = useState<ModerationActionData | null>(null);
  const showRejected = useCallback(
    (rejected: ModerationActionData) => {
      setResult(rejected);
      onDone();
    },
    [onDone],
  );
  const { dialogRef, error, setError, open } = useRejectDialog(reject, showRejected);

  useEffect(() => {
    if (approve.state !== "idle" || !approve.data) return;
    setResult(approve.data);
    if (approve.data.ok) onDone();
  }, [approve.state, approve.data, onDone]);

  const idInputs = selected.map((id) => <input key={id} type="hidden" name="ids" value={id} />);
  const none = selected.length === 0;
  return (
    <div
      className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-2xl border border-slate-200 bg-white/95 p-3 shadow-sm backdrop-blur"
      data-testid="bulk-moderation"
    >
      <p className="me-auto text-sm text-slate-700" aria-live="polite">
        {t("adminReviews.selected", { count: selected.length })}
      </p>
      <approve.Form method="post">
        <input type="hidden" name="intent" value="approveMany" />
        {idInputs}
        <button
          type="submit"
          disabled={none || approve.state !== "idle"}
          className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
        >
          {t("adminReviews.approveSelected")}
        </button>
      </approve.Form>
      <button
        type="button"
        disabled={none}
        className="rounded-md border border-red-200 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50 disabled:opacity-50"
        onClick={open}
      >
        {t("adminReviews.rejectSelected")}
      </button>
      {result ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={`w-full text-sm ${result.ok ? "text-brand-800" : "text-red-700"}`}
        >
          {t(result.messageKey, { count: result.count })}
        </p>
      ) : null}
      <RejectDialog
        dialogRef={dialogRef}
        fetcher={reject}
        titleId="bulk-reject-title"
        title={t("adminReviews.rejectSelectedTitle", { count: selected.length })}
        error={error}
        onError={setError}
      >
        <input type="hidden" name="intent" value="rejectMany" />
        {idInputs}
      </RejectDialog>
    </div>
  );
}

export function ModerationTable({ rows }: { rows: ModerationRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [selected, setSelected] = useState<string[]>([]);
  const pendingIds = rows.filter((review) => review.status === "pending").map((review) => review.id);
  // A review settled elsewhere (or on another page) leaves the selection.
  const chosen = selected.filter((id) => pendingIds.includes(id));
  const clear = useRef(() => setSelected([])).current;
  if (rows.length === 0) return <EmptyState>{t("adminReviews.empty")}</EmptyState>;
  const allChosen = pendingIds.length > 0 && chosen.length === pendingIds.length;
  return (
    <div className="space-y-3">
      {pendingIds.length > 0 ? (
        <>
          <BulkActions selected={chosen} onDone={clear} />
          <label className="flex items-center gap-2 px-1 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={allChosen}
              onChange={() => setSelected(allChosen ? [] : pendingIds)}
              className="size-4 rounded border-slate-300 text-brand-700"
            />
            {t("adminReviews.selectAll")}
          </label>
        </>
      ) : null}
      <ul className="space-y-3">
        {rows.map((review) => (
          <li
            key={review.id}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            data-testid="moderation-row"
          >
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              {review.status === "pending" ? (
                <input
                  type="checkbox"
                  aria-label={t("adminReviews.select")}
                  checked={chosen.includes(review.id)}
                  onChange={(event) => {
                    const { checked } = event.currentTarget;
                    setSelected((current) =>
                      checked ? [...current, review.id] : current.filter((id) => id !== review.id),
                    );
                  }}
                  className="size-4 rounded border-slate-300 text-brand-700"
                />
              ) : null}
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
                {t("adminReviews.reason", { reason: rejectionReasonText(review.rejectionReason, t) })}
              </p>
            ) : null}
            <div className="mt-3">
              <RowActions review={review} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
