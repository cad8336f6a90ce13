// What the chat panel shows while an answer has no text yet, event by event, in English and Arabic:
// the "thinking" status at once, "still working" when the server says the answer is slow, the retry
// count, and the answer itself once its first text arrives.
import { load } from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { translations } from "~/locales/index.server";
import type { Locale } from "~/utils/i18n";
import { createI18n } from "~/utils/i18n-instance";
import type { ChatEvent } from "../chat-events";
import { ChatMessageItem } from "./chat-message-item";
import type { ChatMessage } from "./use-chat";
import { nextWaiting, WAITING_START, waitingText } from "./waiting-status";

/** The waiting text after each of `events`, as the panel computes it. */
function textsAfter(locale: Locale, events: ChatEvent[]): string[] {
  const { t } = createI18n(locale, translations[locale]);
  let waiting = WAITING_START;
  return events.map((event) => {
    waiting = nextWaiting(waiting, event);
    return waitingText(t, waiting);
  });
}

function renderAnswer(locale: Locale, message: ChatMessage, waitingText: string) {
  return load(
    renderToStaticMarkup(
      <I18nextProvider i18n={createI18n(locale, translations[locale])}>
        <MemoryRouter>
          <ol>
            <ChatMessageItem message={message} waitingText={waitingText} onNavigate={() => {}} />
          </ol>
        </MemoryRouter>
      </I18nextProvider>,
    ),
  )("li");
}

const thinking: ChatEvent = { type: "status", state: "thinking" };
const slow: ChatEvent = { type: "status", state: "slow" };

describe("the waiting status", () => {
  it("says it is looking the answer up, then that it is still working on it, in English", () => {
    expect(textsAfter("en", [thinking, slow])).toEqual([
      "Looking it up…",
      "Still working on it — you'll get an answer in a moment",
    ]);
  });

  it("says the same in Arabic", () => {
    expect(textsAfter("ar", [thinking, slow])).toEqual([
      "أبحث لك عن الإجابة…",
      "ما زلت أبحث لك، ستصلك الإجابة بعد لحظات",
    ]);
  });

  it("counts the model's retries, and says it is still working once the answer is slow", () => {
    const retry: ChatEvent = { type: "retry", attempt: 2, maxAttempts: 3 };
    expect(textsAfter("en", [thinking, retry, slow, { type: "retry", attempt: 3, maxAttempts: 3 }])).toEqual([
      "Looking it up…",
      "Retrying: attempt 2 of 3",
      "Still working on it — you'll get an answer in a moment",
      "Still working on it — you'll get an answer in a moment",
    ]);
  });

  it("is waiting for the reply before the server's first event, and ignores an unknown status", () => {
    const { t } = createI18n("en", translations.en);
    expect(waitingText(t, WAITING_START)).toBe("Waiting for the reply…");
    const unknown = { type: "status", state: "dreaming" } as unknown as ChatEvent;
    expect(waitingText(t, nextWaiting(nextWaiting(WAITING_START, thinking), unknown))).toBe("Looking it up…");
  });
});

describe("the answer while it waits", () => {
  it("shows the status with a spinner until the first text, then the text alone", () => {
    const waiting = renderAnswer(
      "ar",
      { id: 2, role: "assistant", content: "", status: "streaming" },
      "أبحث لك عن الإجابة…",
    );
    expect(waiting.text()).toContain("أبحث لك عن الإجابة…");
    expect(waiting.find("svg.animate-spin")).toHaveLength(1);

    const answering = renderAnswer(
      "ar",
      { id: 2, role: "assistant", content: "سعر الغلاية ", status: "streaming" },
      "أبحث لك عن الإجابة…",
    );
    expect(answering.text()).toContain("سعر الغلاية");
    expect(answering.text()).not.toContain("أبحث لك");
    expect(answering.find("svg.animate-spin")).toHaveLength(0);
  });
});
