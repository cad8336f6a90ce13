import { type FormEvent, type KeyboardEvent, type RefObject, useId } from "react";
import { useTranslation } from "react-i18next";
import { LoaderCircle, SendHorizontal } from "~/components/ui/icons";
import { MAX_QUESTION_LENGTH } from "../chat-schema";

const MAX_INPUT_ROWS = 4;

/** The question box and its send button (busy while an answer comes, with a badge while retrying). */
export function ChatQuestionForm({
  inputRef,
  draft,
  onDraftChange,
  onAsk,
  isPending,
  retryBadge,
}: {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  draft: string;
  onDraftChange: (draft: string) => void;
  onAsk: (question: string) => void;
  isPending: boolean;
  retryBadge: { attempt: number; text: string } | null;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const canSend = draft.trim().length > 0 && !isPending;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onAsk(draft);
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while an input method composes) adds a line.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onAsk(draft);
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-slate-200 p-3">
      <label className="flex-1">
        <span className="sr-only">{t("chat.inputLabel")}</span>
        <textarea
          ref={inputRef}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onInputKeyDown}
          disabled={isPending}
          maxLength={MAX_QUESTION_LENGTH}
          rows={Math.min(MAX_INPUT_ROWS, draft.split("\n").length)}
          placeholder={t("chat.placeholder")}
          aria-describedby={hintId}
          className="block max-h-32 w-full resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm text-ink placeholder:text-slate-500 disabled:bg-slate-100"
        />
        <span id={hintId} className="sr-only">
          {t("chat.inputHint")}
        </span>
      </label>
      <button
        type="submit"
        disabled={!canSend}
        aria-label={isPending ? t("chat.sending") : t("chat.send")}
        title={isPending ? t("chat.sending") : t("chat.send")}
        className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-600"
      >
        {isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <SendHorizontal aria-hidden="true" className="flip-rtl size-5" />
        )}
        {retryBadge ? (
          <span
            data-testid="chat-retry-badge"
            title={retryBadge.text}
            className="absolute -end-1.5 -top-1.5 min-w-5 rounded-full bg-accent-400 px-1 text-center text-xs font-bold text-ink"
          >
            {retryBadge.attempt - 1}
          </span>
        ) : null}
      </button>
    </form>
  );
}
