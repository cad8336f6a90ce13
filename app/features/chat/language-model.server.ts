// The assistant through an OpenAI-compatible chat-completions API (CHAT_PROVIDER=openai), called by
// the server only, so the key never reaches the browser (PD-2). The spec's parameters, its
// catalogue context and error texts; tool calls keep answers grounded in the live catalogue.
import { z } from "zod";
import type { Database } from "~/db/client.server";
import type { Locale } from "~/utils/i18n";
import type { Logger } from "~/utils/logger.server";
import { buildCatalogContext } from "./catalog-context.server";
import { CATALOG_TOOLS, runCatalogTool } from "./catalog-tools.server";
import type { ChatTurn } from "./chat-schema";
import { REPLY_TIME_BUDGET } from "./reply-time-budget.server";
import { buildSystemPrompt } from "./system-prompt.server";

/** Spec §9: temperature 0.7, max 1000 tokens, presence penalty 0.6, frequency penalty 0.3. */
export const MODEL_PARAMETERS = {
  temperature: 0.7,
  max_tokens: 1000,
  presence_penalty: 0.6,
  frequency_penalty: 0.3,
} as const;

/** Spec §7: 3 attempts in all, the delays between them in REPLY_TIME_BUDGET. */
export const MAX_ATTEMPTS = 3;
/** Rounds of tool calls before the model must answer. */
export const MAX_TOOL_ROUNDS = 4;
/** Tool calls run for one question over all rounds (the model may ask for several at once). */
export const MAX_TOOL_CALLS = 8;
/**
 * Characters of the earlier conversation sent with a question, newest turns first. The widget sends
 * back the conversation it holds and nothing proves an "assistant" turn is ours, so a forged history
 * may cost no more than a real one.
 */
export const MAX_HISTORY_CHARACTERS = 6000;
const TOOL_LIMIT_RESULT = { error: "No more tool calls for this question: answer with what you have." };

/** The spec's error texts (§8), kept in English for the logs; the shopper sees a translated apology. */
export const PROVIDER_ERRORS = {
  status: (status: number) => `API request failed with status ${status}`,
  structure: "Unexpected API response structure",
  empty: "No response from assistant",
  unreachable: (reason: string) => `API request failed: ${reason}`,
} as const;

export class ChatProviderError extends Error {
  constructor(
    message: string,
    readonly isRetryable = false,
  ) {
    super(message);
    this.name = "ChatProviderError";
  }
}

export type LanguageModelConfig = { apiUrl: string; apiKey?: string; model: string };

export type LanguageModelDependencies = {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  retryDelaysMs?: readonly number[];
};

export type LanguageModelRequest = {
  config: LanguageModelConfig;
  locale: Locale;
  messages: readonly ChatTurn[];
  /** Called before each new attempt (2, 3) so the widget's badge can count them. */
  onRetry?: (attempt: number) => void;
  signal?: AbortSignal;
  logger?: Logger;
  now?: Date;
};

const toolCallSchema = z.object({
  id: z.string(),
  type: z.string().optional(),
  function: z.object({ name: z.string(), arguments: z.string().default("{}") }),
});

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z.array(toolCallSchema).nullish(),
        }),
      }),
    )
    .min(1),
});

type CompletionMessage = z.infer<typeof completionSchema>["choices"][number]["message"];

type OutgoingMessage =
  | { role: "system" | "user" | "assistant"; content: string }
  | { role: "assistant"; content: string | null; tool_calls: z.infer<typeof toolCallSchema>[] }
  | { role: "tool"; tool_call_id: string; content: string };

/** `https://host/v1` or the full `…/chat/completions` address both work. */
export function completionsUrl(apiUrl: string): string {
  const trimmed = apiUrl.replace(/\/+$/, "");
  return trimmed.endsWith("/chat/completions") ? trimmed : `${trimmed}/chat/completions`;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** The model's answer to the conversation, after any tool calls it makes. */
export async function answerWithLanguageModel(
  db: Database,
  request: LanguageModelRequest,
  dependencies: LanguageModelDependencies = {},
): Promise<string> {
  const { locale, logger } = request;
  const context = await buildCatalogContext(db, locale, logger);
  const conversation: OutgoingMessage[] = [
    { role: "system", content: buildSystemPrompt(locale, context) },
    ...recentTurns(request.messages).map((message) => ({ role: message.role, content: message.content })),
  ];

  let toolCallsLeft = MAX_TOOL_CALLS;
  for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
    const mayUseTools = round < MAX_TOOL_ROUNDS && toolCallsLeft > 0;
    const message = await requestCompletion(conversation, mayUseTools, request, dependencies);
    const toolCalls = message.tool_calls ?? [];
    if (toolCalls.length > 0 && mayUseTools) {
      conversation.push({ role: "assistant", content: message.content ?? null, tool_calls: toolCalls });
      for (const call of toolCalls) {
        // Every call gets an answer (the API requires one per id); those past the limit are not run.
        const result =
          toolCallsLeft > 0
            ? await runCatalogTool(db, locale, call.function, request.now)
            : TOOL_LIMIT_RESULT;
        toolCallsLeft -= 1;
        conversation.push({ role: "tool", tool_call_id: call.id, content: JSON.stringify(result) });
      }
      continue;
    }
    const content = message.content?.trim();
    if (!content) throw new ChatProviderError(PROVIDER_ERRORS.empty);
    return content;
  }
  throw new ChatProviderError(PROVIDER_ERRORS.empty);
}

/** The question and as many of the turns before it as fit in MAX_HISTORY_CHARACTERS. */
export function recentTurns(messages: readonly ChatTurn[]): ChatTurn[] {
  const kept = messages.slice(-1);
  let budget = MAX_HISTORY_CHARACTERS;
  for (const turn of messages.slice(0, -1).reverse()) {
    budget -= turn.content.length;
    if (budget < 0) break;
    kept.unshift(turn);
  }
  return kept;
}

async function requestCompletion(
  messages: readonly OutgoingMessage[],
  mayUseTools: boolean,
  request: LanguageModelRequest,
  dependencies: LanguageModelDependencies,
): Promise<CompletionMessage> {
  const { config, signal, onRetry, logger } = request;
  const send = dependencies.fetch ?? fetch;
  const sleep = dependencies.sleep ?? defaultSleep;
  const delays = dependencies.retryDelaysMs ?? REPLY_TIME_BUDGET.retryDelaysMs;
  const body = JSON.stringify({
    model: config.model,
    messages,
    ...MODEL_PARAMETERS,
    ...(mayUseTools ? { tools: CATALOG_TOOLS, tool_choice: "auto" } : {}),
  });

  let unreachableRetried = false;
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptCompletion(send, config, body, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      if (error instanceof UnreachableError) {
        // No response at all (refused, reset, no such host): once more at once, on a new
        // connection, then the built-in assistant answers; the retry ladder would only make the
        // shopper wait for a server that is not there.
        if (unreachableRetried) throw new ChatProviderError(PROVIDER_ERRORS.unreachable(error.message));
        unreachableRetried = true;
        logger?.warn("chat model unreachable, trying once more", { error: error.message });
        attempt -= 1;
        continue;
      }
      const failure =
        error instanceof ChatProviderError
          ? error
          : new ChatProviderError(
              PROVIDER_ERRORS.unreachable(error instanceof Error ? error.message : String(error)),
              true,
            );
      if (!failure.isRetryable || attempt >= MAX_ATTEMPTS) throw failure;
      logger?.warn("chat completion failed, retrying", { attempt, error: failure.message });
      onRetry?.(attempt + 1);
      await sleep(delays[attempt - 1] ?? delays.at(-1) ?? 0);
    }
  }
}

/** The request got no response: the model's address refused or dropped the connection. */
class UnreachableError extends Error {}

/** What went wrong under fetch's "fetch failed": ECONNREFUSED, ENOTFOUND, ECONNRESET… */
function networkReason(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === "string") return cause.code;
  if (typeof cause?.message === "string") return cause.message;
  return error instanceof Error ? error.message : String(error);
}

async function attemptCompletion(
  send: typeof fetch,
  config: LanguageModelConfig,
  body: string,
  signal: AbortSignal | undefined,
): Promise<CompletionMessage> {
  // Without the caller's limit, the whole answer's.
  const limit = signal ?? AbortSignal.timeout(REPLY_TIME_BUDGET.modelAnswerLimitMs);
  let response: Response;
  try {
    response = await send(completionsUrl(config.apiUrl), {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body,
      signal: limit,
    });
  } catch (error) {
    if (limit.aborted) throw error;
    throw new UnreachableError(networkReason(error));
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ChatProviderError(PROVIDER_ERRORS.status(response.status), isRetryableStatus(response.status));
  }
  const parsed = completionSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ChatProviderError(PROVIDER_ERRORS.structure);
  return parsed.data.choices[0]!.message;
}
