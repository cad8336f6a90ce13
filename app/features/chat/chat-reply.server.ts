// Turns a chat request into the streamed reply of POST /api/chat: the built-in assistant or the
// configured language model answers, and the answer is sent as server-sent events in small pieces,
// all at once: the widget shows them a pause apart (components/piece-reveal.ts), so no request is
// held open for the pause. Before the answer the shopper is told, at once, that it is being looked
// up, and again when it is slow; a model that fails, cannot be reached or takes too long is replaced
// by the built-in answer (the times are in reply-time-budget.server.ts).
import type { Database } from "~/db/client.server";
import type { Region } from "~/features/offer-details/offer-details";
import { serverT } from "~/locales/translate.server";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";
import { answerQuestion, type SharedRead } from "./assistant/builtin-assistant.server";
import { type ChatEvent, encodeChatEvent } from "./chat-events";
import type { ChatRequest } from "./chat-schema";

/** A chat request with what the server knows of the shopper: their chosen city (never sent by the widget). */
export type ChatReplyRequest = ChatRequest & { region?: Region | null };

import {
  answerWithLanguageModel,
  ChatProviderError,
  type LanguageModelDependencies,
  MAX_ATTEMPTS,
} from "./language-model.server";
import { REPLY_TIME_BUDGET, type ReplyTimeBudget } from "./reply-time-budget.server";

export type ChatReplyServices = {
  db: Database;
  env: Pick<Env, "CHAT_PROVIDER" | "CHAT_API_URL" | "CHAT_API_KEY" | "CHAT_MODEL">;
  logger: Logger;
  /** Injected by tests: no real delays, a stub fetch. */
  languageModel?: LanguageModelDependencies;
  /** Tests shorten the times. */
  timeBudget?: Partial<ReplyTimeBudget>;
  now?: Date;
  /** The catalogue cache's reads, for the built-in assistant's shared reads (AnswerOptions). */
  readShared?: SharedRead;
};

const WORDS_PER_PIECE = 3;

// A word, or a whole [label](/path) link, so that a link never shows half-written.
const WORD_OR_LINK = /\s*(?:\[[^\]\n]*\]\([^)\s]*\)\S*|\S+)\s*/g;

/** The answer in pieces of a few words, whitespace and line breaks kept. */
export function splitIntoPieces(answer: string, wordsPerPiece = WORDS_PER_PIECE): string[] {
  const words = answer.match(WORD_OR_LINK) ?? [];
  const pieces: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerPiece) {
    pieces.push(words.slice(index, index + wordsPerPiece).join(""));
  }
  return pieces;
}

/** `work`, or its signal's reason as soon as `signal` aborts, whatever `work` is waiting for. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

async function produceAnswer(
  services: ChatReplyServices,
  request: ChatReplyRequest,
  emit: (event: ChatEvent) => void,
  signal: AbortSignal,
  budget: ReplyTimeBudget,
): Promise<string> {
  const { db, env, logger, now } = services;
  const builtIn = () =>
    answerQuestion(db, {
      locale: request.locale,
      messages: request.messages,
      now,
      region: request.region,
      readShared: services.readShared,
    });
  if (env.CHAT_PROVIDER !== "openai" || !env.CHAT_API_URL) return builtIn();
  const timeLimit = AbortSignal.timeout(budget.modelAnswerLimitMs);
  const stop = AbortSignal.any([signal, timeLimit]);
  try {
    // Cut off at the limit even in a retry's wait or a tool's query.
    const answer = answerWithLanguageModel(
      db,
      {
        config: { apiUrl: env.CHAT_API_URL, apiKey: env.CHAT_API_KEY, model: env.CHAT_MODEL },
        locale: request.locale,
        messages: request.messages,
        onRetry: (attempt) => emit({ type: "retry", attempt, maxAttempts: MAX_ATTEMPTS }),
        signal: stop,
        logger,
        now,
      },
      { retryDelaysMs: budget.retryDelaysMs, ...services.languageModel },
    );
    return await untilAborted(answer, stop);
  } catch (error) {
    // The shopper went away: nothing to answer.
    if (signal.aborted) throw error;
    // The model failed or took too long: the built-in assistant answers from the same catalogue.
    logger.warn("chat model failed, the built-in assistant answers", {
      error: error instanceof Error ? error.message : String(error),
      timedOut: timeLimit.aborted,
    });
    return builtIn();
  }
}

/** The reply as an event stream; it stops working when the shopper goes away (`signal`). */
export function streamChatReply(
  services: ChatReplyServices,
  request: ChatReplyRequest,
  signal?: AbortSignal,
): ReadableStream<Uint8Array> {
  const stopped = new AbortController();
  const onAbort = () => stopped.abort();
  signal?.addEventListener("abort", onAbort, { once: true });
  const encoder = new TextEncoder();

  return new ReadableStream<Uint8Array>({
    start(controller) {
      const emit = (event: ChatEvent) => {
        if (!stopped.signal.aborted) controller.enqueue(encoder.encode(encodeChatEvent(event)));
      };
      const budget = { ...REPLY_TIME_BUDGET, ...services.timeBudget };
      const run = async () => {
        // Feedback at once, and again when the answer is slow: the shopper never waits on nothing.
        emit({ type: "status", state: "thinking" });
        const slowNotice = setTimeout(() => emit({ type: "status", state: "slow" }), budget.slowNoticeMs);
        try {
          const answer = await produceAnswer(services, request, emit, stopped.signal, budget).finally(() =>
            clearTimeout(slowNotice),
          );
          for (const piece of splitIntoPieces(answer)) {
            if (stopped.signal.aborted) return;
            emit({ type: "delta", text: piece });
          }
          emit({ type: "done" });
        } catch (error) {
          if (stopped.signal.aborted) return;
          services.logger.error("chat reply failed", { error, provider: services.env.CHAT_PROVIDER });
          emit({
            type: "error",
            message: serverT(request.locale)("chat.errors.generic"),
            detail: error instanceof ChatProviderError ? error.message : undefined,
          });
        } finally {
          signal?.removeEventListener("abort", onAbort);
          // A stream the shopper cancelled is closed already.
          if (!stopped.signal.aborted) controller.close();
        }
      };
      void run();
    },
    cancel() {
      stopped.abort();
    },
  });
}
