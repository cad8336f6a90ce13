import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { DialogActions } from "~/components/ui/dialog-actions";
import { moderationActionSchema } from "../moderation-schema";

export type ModerationActionData = { ok: boolean; messageKey: string; id?: string };

/** The reject button and its dialog asking for a reason (required, checked here and on the server). */
export function RejectReviewButton({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ModerationActionData>();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) {
      if (fetcher.data.ok) dialogRef.current?.close();
      else setError(t(fetcher.data.messageKey));
    }
  }, [fetcher.state, fetcher.data, t]);

  return (
    <>
      <button
        type="button"
        className="rounded-md border border-red-200 px-2.5 py-1 text-sm text-red-700 hover:bg-red-50"
        onClick={() => {
          setError(null);
          dialogRef.current?.showModal();
        }}
      >
        {t("adminReviews.reject")}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={`${reasonId}-title`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 backdrop:bg-black/40"
      >
        <fetcher.Form
          method="post"
          className="space-y-4 p-6"
          onSubmit={(event) => {
            const parsed = moderationActionSchema.safeParse(
              Object.fromEntries(new FormData(event.currentTarget)),
            );
            if (!parsed.success) {
              event.preventDefault();
              setError(t(parsed.error.issues[0]!.message));
            }
          }}
        >
          <h2 id={`${reasonId}-title`} className="text-lg font-semibold text-ink">
            {t("adminReviews.rejectTitle")}
          </h2>
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="id" value={reviewId} />
          <div>
            <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
              {t("adminReviews.reasonLabel")}
            </label>
            <textarea
              id={reasonId}
              name="reason"
              rows={3}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${reasonId}-error` : undefined}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
            />
            {error ? (
              <p id={`${reasonId}-error`} role="alert" className="mt-1 text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <DialogActions
            cancelLabel={t("adminReviews.cancel")}
            onCancel={() => dialogRef.current?.close()}
            isBusy={fetcher.state !== "idle"}
            variant="danger"
          >
            {t("adminReviews.confirmReject")}
          </DialogActions>
        </fetcher.Form>
      </dialog>
    </>
  );
}
