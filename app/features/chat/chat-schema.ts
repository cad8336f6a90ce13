// What the widget sends to POST /api/chat: the conversation it holds (the server keeps none) and
// the language to answer in. Shared by the widget, which trims what it sends, and the endpoint.
import { z } from "zod";
import { LOCALES } from "~/utils/i18n";

/** The longest question a shopper can type. */
export const MAX_QUESTION_LENGTH = 500;
/** Earlier answers are sent back for context; longer ones are cut. */
export const MAX_ANSWER_LENGTH = 4000;
/** Messages of the conversation sent with each question (the latest ones). */
export const MAX_HISTORY_MESSAGES = 12;
/** The request body is refused above this size before it is parsed. */
export const MAX_REQUEST_BYTES = 64 * 1024;

// Text only: anything else in a turn (an "assistant" turn's tool_calls…) is dropped by the parse and
// never reaches the model. What the earlier turns may cost is capped in language-model.server.ts.
export const chatTurnSchema = z.discriminatedUnion("role", [
  z.object({ role: z.literal("user"), content: z.string().trim().min(1).max(MAX_QUESTION_LENGTH) }),
  z.object({ role: z.literal("assistant"), content: z.string().max(MAX_ANSWER_LENGTH) }),
]);

export type ChatTurn = { role: "user" | "assistant"; content: string };

export const chatRequestSchema = z.object({
  locale: z.enum(LOCALES),
  messages: z
    .array(chatTurnSchema)
    .min(1)
    .max(MAX_HISTORY_MESSAGES)
    .refine((messages) => messages.at(-1)?.role === "user", "the last message must be the question"),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;
