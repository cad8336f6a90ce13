import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "~/utils/use-locale";
import { followUpChips } from "../follow-up-chips";
import { ChatChips, type Chip, SUGGESTION_KEYS } from "./chat-chips";
import { ChatMessageItem } from "./chat-message-item";
import { ChatPanelHeader } from "./chat-panel-header";
import { ChatQuestionForm } from "./chat-question-form";
import { useChat } from "./use-chat";
import { waitingText } from "./waiting-status";

export type PanelState = "open" | "minimized" | "closed";

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
  const chips: Chip[] = fitting.length
    ? fitting
    : SUGGESTION_KEYS.map((key) => ({ kind: "ask" as const, key }));
  const { attempt, maxAttempts } = chat.waiting;
  const isRetrying = chat.isPending && attempt > 1;
  const retryText = t("chat.retrying", { attempt, max: maxAttempts });
  // Until the answer's first text: what the server says it is doing, shown and announced.
  const isWaiting =
    chat.isPending &&
    lastMessage?.role === "assistant" &&
    lastMessage.status === "streaming" &&
    !lastMessage.content;
  const statusText = waitingText(t, chat.waiting);

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={state === "closed"}
      onKeyDown={onPanelKeyDown}
      data-testid="chat-panel"
      data-state={state}
      className={`fixed inset-x-0 bottom-0 z-50 flex w-full flex-col overflow-hidden rounded-t-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:end-4 sm:bottom-[calc(1rem+var(--bottom-bar-space))] sm:w-96 sm:rounded-2xl ${
        isOpen ? "h-[min(600px,calc(100dvh-4rem))]" : ""
      }`}
    >
      <ChatPanelHeader
        titleId={titleId}
        isOpen={isOpen}
        onToggleMinimized={onToggleMinimized}
        onClose={onClose}
      />

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
              <ChatMessageItem
                key={message.id}
                message={message}
                waitingText={statusText}
                onNavigate={() => isPhoneWidth() && onToggleMinimized()}
              />
            ))}
          </ol>
          {showChips ? (
            <ChatChips
              chips={chips}
              isFollowUp={chat.messages.length > 0}
              onAsk={ask}
              onNavigate={() => isPhoneWidth() && onToggleMinimized()}
            />
          ) : null}
        </section>

        <p role="status" aria-live="polite" className="sr-only" data-testid="chat-status">
          {isWaiting ? statusText : chat.announcement}
        </p>

        <ChatQuestionForm
          inputRef={inputRef}
          draft={draft}
          onDraftChange={setDraft}
          onAsk={ask}
          isPending={chat.isPending}
          retryBadge={isRetrying ? { attempt, text: retryText } : null}
        />
      </div>
    </section>
  );
}
