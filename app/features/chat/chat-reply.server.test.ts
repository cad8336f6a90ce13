// The streamed reply of POST /api/chat: pieces of the answer as server-sent events, the retry count
// for the widget's badge, and the apology the shopper sees when the model fails.
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

  it("streams the model's answer", async () => {
    model.script(textReply("The kettle costs SAR 99.50 at Panda."));
    const events = await collect(streamChatReply(openai(), question("en", "kettle price?")));
    expect(
      events
        .filter((event) => event.type === "delta")
        .map((event) => event.text)
        .join(""),
    ).toBe("The kettle costs SAR 99.50 at Panda.");
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
      expect(events.slice(0, 2)).toEqual([
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
    const events = await collect(streamChatReply({ ...openai(), languageModelTimeLimitMs: 300 }, request));
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
