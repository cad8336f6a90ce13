// The conversation the widget holds (the server keeps none): sends a question with the latest
// messages to POST /api/chat and shows the answer as it streams in, piece by piece.
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/utils/i18n";
import { readChatEvents } from "../chat-events";
import { type ChatTurn, MAX_ANSWER_LENGTH, MAX_HISTORY_MESSAGES, MAX_QUESTION_LENGTH } from "../chat-schema";
import { parseMessageText } from "../message-text";
import { revealPieces } from "./piece-reveal";
import { nextWaiting, WAITING_START, type Waiting } from "./waiting-status";

export type ChatMessage = ChatTurn & { id: number; status: "streaming" | "done" | "error" };

export type ChatState = {
  messages: ChatMessage[];
  isPending: boolean;
  /** What the pending reply is doing before its first text: its status and the model's attempt. */
  waiting: Waiting;
  /** The last complete reply, for screen readers. */
  announcement: string;
  send: (question: string) => void;
};

function historyOf(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .filter((message) => message.status === "done")
    .map(({ role, content }) => ({
      role,
      content: role === "assistant" ? content.slice(0, MAX_ANSWER_LENGTH) : content,
    }));
}

/** What a screen reader announces: the reply without link markup. */
function toPlainText(content: string): string {
  return parseMessageText(content)
    .map((part) => part.text)
    .join("");
}

export function useChat(locale: Locale): ChatState {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [isPending, setIsPending] = useState(false);
  const [waiting, setWaiting] = useState(WAITING_START);
  const [announcement, setAnnouncement] = useState("");
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const isPendingRef = useRef(false);
  const nextId = useRef(0);
  const abortRef = useRef<AbortController | null>(null);

  // A conversation belongs to one language: leaving it (or the page) stops its reply.
  useEffect(() => () => abortRef.current?.abort(), []);

  const send = useCallback(
    async (input: string) => {
      const question = input.trim().slice(0, MAX_QUESTION_LENGTH);
      if (!question || isPendingRef.current) return;
      isPendingRef.current = true;
      const outgoing = [
        ...historyOf(messagesRef.current),
        { role: "user" as const, content: question },
      ].slice(-MAX_HISTORY_MESSAGES);
      const questionId = ++nextId.current;
      const replyId = ++nextId.current;
      const update = (content: string, status: ChatMessage["status"]) =>
        setMessages((current) =>
          current.map((message) => (message.id === replyId ? { ...message, content, status } : message)),
        );
      setMessages((current) => [
        ...current,
        { id: questionId, role: "user", content: question, status: "done" },
        { id: replyId, role: "assistant", content: "", status: "streaming" },
      ]);
      setIsPending(true);
      setWaiting(WAITING_START);
      setAnnouncement("");

      const controller = new AbortController();
      abortRef.current = controller;
      let reply = "";
      let failure: string | null = null;
      const reveal = revealPieces((shown) => update(shown, "streaming"), controller.signal);
      try {
        const response = await fetch("/api/chat", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
          body: JSON.stringify({ locale, messages: outgoing }),
          signal: controller.signal,
        });
        if (response.status === 429) failure = t("chat.errors.rateLimited");
        else if (!response.ok || !response.body) failure = t("chat.errors.generic");
        else {
          for await (const event of readChatEvents(response.body)) {
            if (event.type === "delta") {
              reply += event.text;
              reveal.push(event.text);
            } else if (event.type === "status" || event.type === "retry") {
              setWaiting((current) => nextWaiting(current, event));
            } else if (event.type === "error") {
              failure = event.message || t("chat.errors.generic");
            } else break;
          }
          if (!failure && !reply.trim()) failure = t("chat.errors.generic");
        }
      } catch {
        if (controller.signal.aborted) return;
        failure = t("chat.errors.generic");
      }
      // What arrived is shown to its end before the reply is marked done (or failed).
      await reveal.finished();
      if (controller.signal.aborted) return;
      update(failure ?? reply, failure ? "error" : "done");
      setAnnouncement(failure ?? toPlainText(reply));
      setIsPending(false);
      setWaiting(WAITING_START);
      isPendingRef.current = false;
    },
    [locale, t],
  );

  return {
    messages,
    isPending,
    waiting,
    announcement,
    send: (question) => void send(question),
  };
}
