// The streamed reply of POST /api/chat: pieces of the answer as server-sent events, the "thinking"
// and "slow" statuses and the retry count for the widget, and the built-in answer when the model
// fails, cannot be reached or hangs.
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { buildProductSearchText } from "~/utils/arabic-text";
import { formatPrice } from "~/utils/format";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { createCategory, createOffer, createProduct } from "../../../tests/setup/factories";
import {
  type FakeModelServer,
  startFakeModelServer,
  textReply,
} from "../../../tests/setup/openai-compatible-server";
import { answerQuestion } from "./assistant/builtin-assistant.server";
import { type ChatEvent, readChatEvents } from "./chat-events";
import { type ChatReplyServices, splitIntoPieces, streamChatReply } from "./chat-reply.server";
import type { ChatRequest } from "./chat-schema";

let handle: DatabaseHandle;
let db: Database;
let model: FakeModelServer;
let kettleId: string;
const logger = createLogger("silent");

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  model = await startFakeModelServer();
  const category = await createCategory(db, { nameEn: "Kettles", nameAr: "غلايات", slug: "kettles" });
  const nameEn = "Tefal Express Kettle 1.7 L";
  const nameAr = "غلاية تيفال إكسبريس 1.7 لتر";
  const kettle = await createProduct(db, {
    nameEn,
    nameAr,
    brand: "Tefal",
    categoryId: category.id,
    searchText: buildProductSearchText({ nameEn, nameAr, brand: "Tefal" }),
  });
  kettleId = kettle.id;
  await createOffer(db, { productId: kettleId, storeName: "Lulu", price: "119.00" });
  await createOffer(db, { productId: kettleId, storeName: "Panda", price: "99.50" });
}, 60_000);

afterAll(async () => {
  await model?.close();
  await handle?.close();
});

async function collect(stream: ReadableStream<Uint8Array>): Promise<ChatEvent[]> {
  const events: ChatEvent[] = [];
  for await (const event of readChatEvents(stream)) events.push(event);
  return events;
}

const textOf = (events: ChatEvent[]) =>
  events
    .filter((event) => event.type === "delta")
    .map((event) => event.text)
    .join("");

/** A local address nothing listens on: connections to it are refused. */
async function refusedApiUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

function services(overrides: Partial<ChatReplyServices> = {}): ChatReplyServices {
  return {
    db,
    env: { CHAT_PROVIDER: "builtin", CHAT_MODEL: "gpt-test" },
    logger,
    languageModel: { sleep: async () => {} },
    ...overrides,
  };
}

const question = (locale: "en" | "ar", content: string): ChatRequest => ({
  locale,
  messages: [{ role: "user", content }],
});

describe("the built-in assistant's stream", () => {
  it("sends the answer in several pieces, then done", async () => {
    const request = question("en", "How much is the Tefal Express Kettle?");
    const events = await collect(streamChatReply(services(), request));
    expect(events[0]).toEqual({ type: "status", state: "thinking" });
    const deltas = events.filter((event) => event.type === "delta");
    expect(deltas.length).toBeGreaterThan(3);
    expect(events.at(-1)).toEqual({ type: "done" });
    const text = deltas.map((event) => event.text).join("");
    expect(text).toBe(await answerQuestion(db, request));
    expect(text).toContain(`[${"Tefal Express Kettle 1.7 L"}](/products/${kettleId})`);
    expect(text).toContain(`Panda: ${formatPrice("99.50", "en")}`);
  });

  it("stops when the shopper goes away", async () => {
    const gone = new AbortController();
    const stream = streamChatReply(services(), question("ar", "كم سعر غلاية تيفال"), gone.signal);
    const reader = stream.getReader();
    await reader.read();
    gone.abort();
    await reader.cancel();
    await expect(reader.closed).resolves.toBeUndefined();
  });
});

describe("the language model's stream", () => {
  const openai = () =>
    services({
      env: {
        CHAT_PROVIDER: "openai",
        CHAT_API_URL: model.apiUrl,
        CHAT_API_KEY: "secret",
        CHAT_MODEL: "gpt-test",
      },
    });

  it("says it is thinking, then streams the model's answer", async () => {
    model.script(textReply("The kettle costs SAR 99.50 at Panda."));
    const events = await collect(streamChatReply(openai(), question("en", "kettle price?")));
    expect(events[0]).toEqual({ type: "status", state: "thinking" });
    expect(textOf(events)).toBe("The kettle costs SAR 99.50 at Panda.");
    expect(events.some((event) => event.type === "status" && event.state === "slow")).toBe(false);
    expect(events.at(-1)).toEqual({ type: "done" });
  });

  it("answers with the built-in assistant within 5 s when the model's address refuses the connection", async () => {
    const refused = {
      ...openai(),
      env: { ...openai().env, CHAT_API_URL: await refusedApiUrl() },
      // The real retry waits: a refused connection must not go through them.
      languageModel: undefined,
    };
    for (const [locale, content] of [
      ["en", "How much is the Tefal Express Kettle?"],
      ["ar", "كم سعر غلاية تيفال"],
    ] as const) {
      const request = question(locale, content);
      const started = Date.now();
      const events = await collect(streamChatReply(refused, request));
      expect(Date.now() - started).toBeLessThan(5000);
      expect(events[0]).toEqual({ type: "status", state: "thinking" });
      expect(events.some((event) => event.type === "retry")).toBe(false);
      expect(textOf(events)).toBe(await answerQuestion(db, request));
      expect(events.at(-1)).toEqual({ type: "done" });
    }
  });

  it("tries a dropped connection once more at once, then answers with the built-in assistant", async () => {
    model.requests.length = 0;
    model.fallback = { reset: true };
    const request = question("en", "How much is the Tefal Express Kettle?");
    const events = await collect(streamChatReply({ ...openai(), languageModel: undefined }, request));
    expect(model.requests).toHaveLength(2);
    expect(events.some((event) => event.type === "retry")).toBe(false);
    expect(textOf(events)).toBe(await answerQuestion(db, request));
  });

  it("says it is still working when the model hangs, then answers with the built-in assistant", async () => {
    model.script({ hang: true });
    const request = question("ar", "كم سعر غلاية تيفال");
    const events = await collect(
      streamChatReply({ ...openai(), timeBudget: { slowNoticeMs: 200, modelAnswerLimitMs: 800 } }, request),
    );
    const firstDelta = events.findIndex((event) => event.type === "delta");
    expect(events.slice(0, firstDelta)).toEqual([
      { type: "status", state: "thinking" },
      { type: "status", state: "slow" },
    ]);
    expect(textOf(events)).toBe(await answerQuestion(db, request));
    expect(events.at(-1)).toEqual({ type: "done" });
  });

  it("counts the retries, then answers with the built-in assistant in the shopper's language", async () => {
    model.fallback = { status: 500, json: {} };
    for (const [locale, content] of [
      ["en", "How much is the Tefal Express Kettle?"],
      ["ar", "كم سعر غلاية تيفال"],
    ] as const) {
      const request = question(locale, content);
      const events = await collect(streamChatReply(openai(), request));
      expect(events.slice(0, 3)).toEqual([
        { type: "status", state: "thinking" },
        { type: "retry", attempt: 2, maxAttempts: 3 },
        { type: "retry", attempt: 3, maxAttempts: 3 },
      ]);
      const text = events
        .filter((event) => event.type === "delta")
        .map((event) => event.text)
        .join("");
      expect(text).toBe(await answerQuestion(db, request));
      expect(text).toContain(`](/products/${kettleId})`);
      expect(events.some((event) => event.type === "error")).toBe(false);
      expect(events.at(-1)).toEqual({ type: "done" });
    }
  });

  it("answers with the built-in assistant when the model takes too long", async () => {
    model.script({ ...textReply("Too late."), delayMs: 3000 });
    const request = question("en", "How much is the Tefal Express Kettle?");
    const started = Date.now();
    const events = await collect(
      streamChatReply({ ...openai(), timeBudget: { modelAnswerLimitMs: 300 } }, request),
    );
    expect(Date.now() - started).toBeLessThan(2500);
    const text = events
      .filter((event) => event.type === "delta")
      .map((event) => event.text)
      .join("");
    expect(text).toBe(await answerQuestion(db, request));
    expect(text).not.toContain("Too late.");
    expect(events.at(-1)).toEqual({ type: "done" });
  });
});

describe("splitIntoPieces", () => {
  it("never cuts a link in two", () => {
    const pieces = splitIntoPieces("See [Apple AirPods Pro (USB-C) case](/products/abc), now.", 1);
    expect(pieces).toContain("[Apple AirPods Pro (USB-C) case](/products/abc), ");
  });

  it("keeps every character, line breaks included", () => {
    const answer = "Line one has words.\n• Two: SAR 1.00\n\nEnd";
    const pieces = splitIntoPieces(answer, 2);
    expect(pieces.join("")).toBe(answer);
    expect(pieces.length).toBeGreaterThan(3);
  });
});
