// What the widget says while an answer has no text yet: "waiting" until the server's first event,
// then the server's status ("thinking" at once, "slow" when the answer takes a while), with the
// retry count of the language model when it is asked again.
import type { TFunction } from "i18next";
import type { ChatEvent } from "../chat-events";

export type Waiting = {
  phase: "sending" | "thinking" | "slow";
  /** The language model's current attempt (1 until it is retried). */
  attempt: number;
  maxAttempts: number;
};

export const WAITING_START: Waiting = { phase: "sending", attempt: 1, maxAttempts: 1 };

/** The wait after `event`. */
export function nextWaiting(waiting: Waiting, event: ChatEvent): Waiting {
  if (event.type === "status" && (event.state === "thinking" || event.state === "slow")) {
    return { ...waiting, phase: event.state };
  }
  if (event.type === "retry") return { ...waiting, attempt: event.attempt, maxAttempts: event.maxAttempts };
  return waiting;
}

/** The text shown, and announced, for the wait: "still working" outranks a retry's count. */
export function waitingText(t: TFunction, waiting: Waiting): string {
  if (waiting.phase === "slow") return t("chat.status.slow");
  if (waiting.attempt > 1) return t("chat.retrying", { attempt: waiting.attempt, max: waiting.maxAttempts });
  return waiting.phase === "thinking" ? t("chat.status.thinking") : t("chat.sending");
}
