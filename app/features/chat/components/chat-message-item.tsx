import { useTranslation } from "react-i18next";
import { LoaderCircle } from "~/components/ui/icons";
import { MessageText } from "./message-text";
import type { ChatMessage } from "./use-chat";

/** One message of the conversation: the shopper's question, or the assistant's answer as it streams in. */
export function ChatMessageItem({
  message,
  waitingText,
  onNavigate,
}: {
  message: ChatMessage;
  /** Said while the answer has no text yet (sending, or retrying). */
  waitingText: string;
  /** A link in the answer was followed. */
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li
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
          <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
          {waitingText}
        </span>
      ) : (
        <MessageText content={message.content} onNavigate={onNavigate} />
      )}
    </li>
  );
}
