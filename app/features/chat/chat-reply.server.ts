// Turns a chat request into the streamed reply of POST /api/chat: the built-in assistant or the
// configured language model answers, and the answer is sent as server-sent events in small pieces,
// all at once: the widget shows them a pause apart (components/piece-reveal.ts), so no request is
// held open for the pause.
import type { Database } from "~/db/client.server";
import type { Region } from "~/features/offer-details/offer-details";
import { serverT } from "~/locales/translate.server";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";
import { answerQuestion } from "./assistant/builtin-assistant.server";
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

export type ChatReplyServices = {
  db: Database;
  env: Pick<Env, "CHAT_PROVIDER" | "CHAT_API_URL" | "CHAT_API_KEY" | "CHAT_MODEL">;
  logger: Logger;
  /** Injected by tests: no real delays, a stub fetch. */
  languageModel?: LanguageModelDependencies;
  /** Tests shorten the language model's time limit. */
  languageModelTimeLimitMs?: number;
  now?: Date;
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

/**
 * How long the language model may take over a question, retries and tool rounds included, before
 * the shopper gets the built-in assistant's answer instead.
 */
export const LANGUAGE_MODEL_TIME_LIMIT_MS = 20_000;

async function produceAnswer(
  services: ChatReplyServices,
  request: ChatReplyRequest,
  emit: (event: ChatEvent) => void,
  signal: AbortSignal,
): Promise<string> {
  const { db, env, logger, now } = services;
  const builtIn = () =>
    answerQuestion(db, { locale: request.locale, messages: request.messages, now, region: request.region });
  if (env.CHAT_PROVIDER !== "openai" || !env.CHAT_API_URL) return builtIn();
  const timeLimit = AbortSignal.timeout(services.languageModelTimeLimitMs ?? LANGUAGE_MODEL_TIME_LIMIT_MS);
  try {
    return await answerWithLanguageModel(
      db,
      {
        config: { apiUrl: env.CHAT_API_URL, apiKey: env.CHAT_API_KEY, model: env.CHAT_MODEL },
        locale: request.locale,
        messages: request.messages,
        onRetry: (attempt) => emit({ type: "retry", attempt, maxAttempts: MAX_ATTEMPTS }),
        signal: AbortSignal.any([signal, timeLimit]),
        logger,
        now,
      },
      services.languageModel,
    );
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
      const run = async () => {
        try {
          const answer = await produceAnswer(services, request, emit, stopped.signal);
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
