// The assistant's panel: header with minimise/maximise and close, the conversation, suggestion
// chips (again as follow-ups after each reply), and the question box. Loaded on first open.
import { Bot, LoaderCircle, Maximize2, Minimize2, SendHorizontal, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "~/utils/use-locale";
import { MAX_QUESTION_LENGTH } from "../chat-schema";
import { type FollowUpChip, followUpChips } from "../follow-up-chips";
import { MessageText } from "./message-text";
import { useChat } from "./use-chat";

export type PanelState = "open" | "minimized" | "closed";

const SUGGESTION_KEYS = [
  "chat.suggestion1",
  "chat.suggestion2",
  "chat.suggestion3",
  "chat.suggestion4",
] as const;
const MAX_INPUT_ROWS = 4;
const CHIP_CLASS =
  "rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-start text-xs font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-100";

function isPhoneWidth(): boolean {
  return window.matchMedia("(max-width: 639px)").matches;
}

export default function ChatPanel({
  state,
  onToggleMinimized,
  onClose,
}: {
  state: PanelState;
  onToggleMinimized: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const chat = useChat(locale);
  const [draft, setDraft] = useState("");
  const titleId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scrollRef = useRef<HTMLElement>(null);
  const isOpen = state === "open";

  // Focus moves into the panel when it opens, and back to the question box after each reply.
  useEffect(() => {
    if (isOpen && !chat.isPending) inputRef.current?.focus();
  }, [isOpen, chat.isPending]);

  const lastContent = chat.messages.at(-1)?.content;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever the newest text grows
  useEffect(() => {
    const list = scrollRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.messages.length, lastContent, isOpen, chat.isPending]);

  const ask = (question: string) => {
    if (!question.trim() || chat.isPending) return;
    chat.send(question);
    setDraft("");
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask(draft);
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while an input method composes) adds a line.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    ask(draft);
  };
  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  };

  const lastMessage = chat.messages.at(-1);
  const showChips = !chat.isPending && (!lastMessage || lastMessage.role === "assistant");
  // Chips that fit the latest answer, else the opening suggestions.
  const fitting =
    lastMessage?.role === "assistant" && lastMessage.status !== "error"
      ? followUpChips(lastMessage.content)
      : [];
  const chips: (FollowUpChip | { kind: "ask"; key: (typeof SUGGESTION_KEYS)[number] })[] = fitting.length
    ? fitting
    : SUGGESTION_KEYS.map((key) => ({ kind: "ask" as const, key }));
  const isRetrying = chat.isPending && chat.attempt > 1;
  const retryText = t("chat.retrying", { attempt: chat.attempt, max: chat.maxAttempts });
  const canSend = draft.trim().length > 0 && !chat.isPending;

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={state === "closed"}
      onKeyDown={onPanelKeyDown}
      data-testid="chat-panel"
      data-state={state}
      className={`fixed inset-x-0 bottom-0 z-50 flex w-full flex-col overflow-hidden rounded-t-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:end-4 sm:bottom-4 sm:w-96 sm:rounded-2xl ${
        isOpen ? "h-[min(600px,calc(100dvh-4rem))]" : ""
      }`}
    >
      <header className="flex items-center gap-2 bg-brand-700 px-4 py-3 text-white">
        <Bot aria-hidden="true" className="size-5 shrink-0" />
        <h2 id={titleId} className="flex-1 text-base font-semibold">
          {t("chat.title")}
        </h2>
        <button
          type="button"
          onClick={onToggleMinimized}
          aria-expanded={isOpen}
          aria-label={isOpen ? t("chat.minimize") : t("chat.maximize")}
          title={isOpen ? t("chat.minimize") : t("chat.maximize")}
          className="rounded-md p-1.5 hover:bg-brand-800 focus-visible:outline-white"
        >
          {isOpen ? (
            <Minimize2 aria-hidden="true" className="size-4" />
          ) : (
            <Maximize2 aria-hidden="true" className="size-4" />
          )}
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label={t("chat.close")}
          title={t("chat.close")}
          className="rounded-md p-1.5 hover:bg-brand-800 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </header>

      <div hidden={!isOpen} className="flex min-h-0 flex-1 flex-col">
        <section
          ref={scrollRef}
          aria-label={t("chat.conversation")}
          aria-busy={chat.isPending}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the conversation scrolls, so keyboards must reach it
          tabIndex={0}
          className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-4 py-4"
        >
          <p className="max-w-[85%] self-start rounded-2xl rounded-es-sm bg-slate-100 px-3 py-2 text-sm text-ink">
            {t("chat.welcome")}
          </p>
          <ol className="flex flex-col gap-3" data-testid="chat-messages">
            {chat.messages.map((message) => (
              <li
                key={message.id}
                data-role={message.role}
                data-status={message.status}
                className={`max-w-[85%] whitespace-pre-line break-words rounded-2xl px-3 py-2 text-sm ${
                  message.role === "user"
                    ? "self-end rounded-ee-sm bg-brand-700 text-white"
                    : message.status === "error"
                      ? "self-start rounded-es-sm border border-red-200 bg-red-50 text-red-800"
                      : "self-start rounded-es-sm bg-slate-100 text-ink"
                }`}
              >
                <span className="sr-only">{message.role === "user" ? t("chat.you") : t("chat.title")}: </span>
                {message.role === "user" ? (
                  // A shopper may write Arabic on an English page, or the reverse.
                  <span dir="auto">{message.content}</span>
                ) : message.status === "streaming" && !message.content ? (
                  <span className="inline-flex items-center gap-2 text-slate-600">
                    <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                    {isRetrying ? retryText : t("chat.sending")}
                  </span>
                ) : (
                  <MessageText
                    content={message.content}
                    onNavigate={() => isPhoneWidth() && onToggleMinimized()}
                  />
                )}
              </li>
            ))}
          </ol>
          {showChips ? (
            <ul
              aria-label={chat.messages.length ? t("chat.followUpsLabel") : t("chat.suggestionsLabel")}
              className="flex flex-wrap gap-2"
              data-testid="chat-suggestions"
            >
              {chips.map((chip) => (
                <li key={chip.key}>
                  {chip.kind === "link" ? (
                    <Link
                      to={chip.href}
                      onClick={() => isPhoneWidth() && onToggleMinimized()}
                      className={`inline-block ${CHIP_CLASS}`}
                    >
                      {t(chip.key)}
                    </Link>
                  ) : (
                    <button type="button" onClick={() => ask(t(chip.key))} className={CHIP_CLASS}>
                      {t(chip.key)}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <p aria-live="polite" className="sr-only">
          {isRetrying ? retryText : chat.announcement}
        </p>

        <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-slate-200 p-3">
          <label className="flex-1">
            <span className="sr-only">{t("chat.inputLabel")}</span>
            <textarea
              ref={inputRef}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onInputKeyDown}
              disabled={chat.isPending}
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
            aria-label={chat.isPending ? t("chat.sending") : t("chat.send")}
            title={chat.isPending ? t("chat.sending") : t("chat.send")}
            className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-600"
          >
            {chat.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <SendHorizontal aria-hidden="true" className="flip-rtl size-5" />
            )}
            {isRetrying ? (
              <span
                data-testid="chat-retry-badge"
                title={retryText}
                className="absolute -end-1.5 -top-1.5 min-w-5 rounded-full bg-accent-400 px-1 text-center text-xs font-bold text-ink"
              >
                {chat.attempt - 1}
              </span>
            ) : null}
          </button>
        </form>
      </div>
    </section>
  );
}
