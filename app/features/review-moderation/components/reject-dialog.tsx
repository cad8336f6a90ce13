import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type FetcherWithComponents, useFetcher } from "react-router";
import { DialogActions } from "~/components/ui/dialog-actions";
import { LabelledControl } from "~/components/ui/labelled-control";
import { TranslatedOptions } from "~/components/ui/translated-options";
import { REJECTION_PRESETS } from "~/features/reviews/rejection-reasons";
import { moderationActionSchema, moderationFormInput } from "../moderation-schema";

export type ModerationActionData = { ok: boolean; messageKey: string; count: number };

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200";

/** A preset reason in the admin's language, or their own words (required when no preset is chosen). */
export function RejectionReasonFields({ error }: { error: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <LabelledControl htmlFor={`${id}-preset`} label={t("adminReviews.presetLabel")}>
        <select id={`${id}-preset`} name="preset" defaultValue="" className={fieldClass}>
          <option value="">{t("adminReviews.presetOther")}</option>
          <TranslatedOptions values={REJECTION_PRESETS} keyPrefix="reviewRejection.presets" />
        </select>
      </LabelledControl>
      <LabelledControl htmlFor={id} label={t("adminReviews.reasonLabel")}>
        <textarea
          id={id}
          name="reason"
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={fieldClass}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </LabelledControl>
    </>
  );
}

/** Checks a rejection form before it is sent; returns the first problem's translated key. */
export function rejectionFormProblem(form: HTMLFormElement, submitter: HTMLElement | null): string | null {
  const formData = new FormData(form, submitter);
  const parsed = moderationActionSchema.safeParse(moderationFormInput(formData));
  return parsed.success ? null : parsed.error.issues[0]!.message;
}

/**
 * The reject dialog's handle and its problem, for the rejection sent through `fetcher`: a refusal
 * shows its reason in the dialog, a success closes it and is handed to `onRejected`. `open` shows
 * the dialog without a problem left from before.
 */
export function useRejectDialog(
  fetcher: FetcherWithComponents<ModerationActionData>,
  onRejected?: (result: ModerationActionData) => void,
) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (!fetcher.data.ok) {
      setError(t(fetcher.data.messageKey));
      return;
    }
    dialogRef.current?.close();
    onRejected?.(fetcher.data);
  }, [fetcher.state, fetcher.data, onRejected, t]);
  const open = () => {
    setError(null);
    dialogRef.current?.showModal();
  };
  return { dialogRef, error, setError, open };
}

/**
 * The dialog asking why a review (or the selected reviews) is rejected: its title, the reason
 * fields and confirm/cancel; the form is checked before it is sent, its problem shown in `error`.
 */
export function RejectDialog({
  dialogRef,
  fetcher,
  titleId,
  title,
  error,
  onError,
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  fetcher: FetcherWithComponents<ModerationActionData>;
  titleId: string;
  title: string;
  error: string | null;
  onError: (error: string) => void;
  /** The hidden inputs that say what is rejected. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 backdrop:bg-black/40"
    >
      <fetcher.Form
        method="post"
        className="space-y-4 p-6"
        onSubmit={(event) => {
          const problem = rejectionFormProblem(event.currentTarget, null);
          if (problem) {
            event.preventDefault();
            onError(t(problem));
          }
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {children}
        <RejectionReasonFields error={error} />
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
  );
}

/** The reject button and its dialog asking for a reason (required, checked here and on the server). */
export function RejectReviewButton({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ModerationActionData>();
  const { dialogRef, error, setError, open } = useRejectDialog(fetcher);
  const reasonId = useId();

  return (
    <>
      <button
        type="button"
        className="rounded-md border border-red-200 px-2.5 py-1 text-sm text-red-700 hover:bg-red-50"
        onClick={open}
      >
        {t("adminReviews.reject")}
      </button>
      <RejectDialog
        dialogRef={dialogRef}
        fetcher={fetcher}
        titleId={`${reasonId}-title`}
        title={t("adminReviews.rejectTitle")}
        error={error}
        onError={setError}
      >
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="id" value={reviewId} />
      </RejectDialog>
    </>
  );
}
