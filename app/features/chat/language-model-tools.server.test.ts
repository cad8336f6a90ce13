// The language model gets the built-in assistant's knowledge (issue 23): a model stand-in on a local
// port asks for tools in scripted rounds on the demo catalogue, and the test reads what each tool
// sent back: the model-identity flag, specifications, reviews, a named store's offer, a comparison.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { expertReviews, productPrices, products } from "~/db/schema";
import { formatPrice } from "~/utils/format";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { seedStructuredDemoCatalog } from "../../../tests/setup/demo-catalog";
import {
  type FakeModelServer,
  startFakeModelServer,
  textReply,
  toolCallReply,
} from "../../../tests/setup/openai-compatible-server";
import { answerQuestion } from "./assistant/builtin-assistant.server";
import { type ChatEvent, readChatEvents } from "./chat-events";
import { streamChatReply } from "./chat-reply.server";
import { answerWithLanguageModel, MAX_TOOL_ROUNDS } from "./language-model.server";

let handle: DatabaseHandle;
let db: Database;
let model: FakeModelServer;
const NOW = new Date();
const noDelay = { sleep: async () => {} };

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedStructuredDemoCatalog(db, { now: NOW });
  model = await startFakeModelServer();
}, 120_000);

afterAll(async () => {
  await model?.close();
  await handle?.close();
});

async function idOf(nameEn: string): Promise<string> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.nameEn, nameEn));
  return row!.id;
}

/** The tool results the model was sent in request `index`, by call id. */
function toolResults(index: number): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    model.requests[index]!.body.messages.filter((message: { role: string }) => message.role === "tool").map(
      (message: { tool_call_id: string; content: string }) => [
        message.tool_call_id,
        JSON.parse(message.content),
      ],
    ),
  );
}

const ask = (locale: "en" | "ar", content: string) => ({
  config: { apiUrl: model.apiUrl, model: "gpt-test" },
  locale,
  messages: [{ role: "user" as const, content }],
  logger: createLogger("silent"),
  now: NOW,
});

describe("the language model's tools", () => {
  it("flags search results that are another model than the one named", async () => {
    model.requests.length = 0;
    model.script(
      toolCallReply([{ id: "seriesS", name: "search_products", arguments: { query: "Xbox Series S" } }]),
      toolCallReply([{ id: "iphone", name: "search_products", arguments: { query: "iPhone 15" } }]),
      textReply("Qaren doesn't list the Xbox Series S."),
    );
    const answer = await answerWithLanguageModel(db, ask("en", "How much is the Xbox Series S?"), noDelay);
    expect(answer).toBe("Qaren doesn't list the Xbox Series S.");
    expect(model.requests).toHaveLength(3);
    // Search finds the Series X; it is no Series S.
    const seriesS = toolResults(1).seriesS!.results as { name: string; is_model_named: boolean }[];
    expect(seriesS).toContainEqual(
      expect.objectContaining({ name: "Microsoft Xbox Series X 1TB Console", is_model_named: false }),
    );
    expect(seriesS.every((result) => result.is_model_named === false)).toBe(true);
    const iphone = toolResults(2).iphone!.results as { name: string; is_model_named: boolean }[];
    expect(iphone.find((result) => result.name === "Apple iPhone 15 128GB Black")?.is_model_named).toBe(true);
    // Every request offers the new tools.
    const tools = model.requests[0]!.body.tools.map(
      (tool: { function: { name: string } }) => tool.function.name,
    );
    expect(tools).toEqual(
      expect.arrayContaining(["get_specifications", "get_reviews", "get_store_offer", "compare_products"]),
    );
  });

  it("gives specifications, reviews, a named store's offer and a comparison, in Arabic", async () => {
    const [a55, airpods, iphone, s24] = await Promise.all([
      idOf("Samsung Galaxy A55 5G 256GB Awesome Navy"),
      idOf("Apple AirPods Pro (2nd generation) with MagSafe Case (USB-C)"),
      idOf("Apple iPhone 15 128GB Black"),
      idOf("Samsung Galaxy S24 Ultra 5G 256GB Titanium Black"),
    ]);
    model.requests.length = 0;
    model.script(
      toolCallReply([
        { id: "specs", name: "get_specifications", arguments: { id: a55 } },
        { id: "reviews", name: "get_reviews", arguments: { id: airpods } },
      ]),
      toolCallReply([
        { id: "jarir", name: "get_store_offer", arguments: { id: iphone, store: "جرير" } },
        { id: "compare", name: "compare_products", arguments: { a: iphone, b: s24 } },
      ]),
      textReply("تم."),
    );
    await answerWithLanguageModel(db, ask("ar", "قارن"), noDelay);
    const first = toolResults(1);
    expect(first.specs!.specifications).toContainEqual({ name: "البطارية", value: "5,000 مللي أمبير" });
    const [expert] = await db
      .select({ site: expertReviews.websiteName, title: expertReviews.title })
      .from(expertReviews)
      .where(eq(expertReviews.productId, airpods));
    expect(first.reviews!.expert_reviews).toContainEqual(
      expect.objectContaining({ site: expert!.site, verdict: expert!.title }),
    );
    expect(first.reviews!.shopper_review_count).toBeGreaterThan(0);
    // No reviewer's name or account reaches the model.
    expect(JSON.stringify(first.reviews)).not.toMatch(/user|author|email/i);

    const second = toolResults(2);
    const [jarir] = await db
      .select({ price: productPrices.price })
      .from(productPrices)
      .where(and(eq(productPrices.productId, iphone), eq(productPrices.storeName, "Jarir")));
    expect(second.jarir).toMatchObject({
      store: "جرير",
      sells_it: true,
      price: formatPrice(jarir!.price, "ar"),
    });
    expect(second.compare!.compare_link).toBe(`/compare?a=${iphone}&b=${s24}`);
    expect((second.compare!.specification_differences as unknown[]).length).toBeGreaterThan(0);
  });

  it("stops offering tools after the last round, so the model must answer", async () => {
    model.requests.length = 0;
    const search = (id: string) =>
      toolCallReply([{ id, name: "search_products", arguments: { query: "iPhone" } }]);
    model.script(
      ...Array.from({ length: MAX_TOOL_ROUNDS }, (_, round) => search(`r${round}`)),
      textReply("Done."),
    );
    expect(await answerWithLanguageModel(db, ask("en", "iPhones?"), noDelay)).toBe("Done.");
    expect(model.requests).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(model.requests.at(-1)!.body.tools).toBeUndefined();
  });
});

describe("when the model fails", () => {
  async function streamed(events: AsyncIterable<ChatEvent>) {
    const all: ChatEvent[] = [];
    for await (const event of events) all.push(event);
    return all;
  }
  const services = (timeLimit?: number) => ({
    db,
    env: { CHAT_PROVIDER: "openai" as const, CHAT_API_URL: model.apiUrl, CHAT_MODEL: "gpt-test" },
    logger: createLogger("silent"),
    languageModel: noDelay,
    timeBudget: { modelAnswerLimitMs: timeLimit },
    now: NOW,
  });

  it("answers a follow-up with the built-in assistant when a tool round times out", async () => {
    const request = {
      locale: "ar" as const,
      messages: [
        { role: "user" as const, content: "كم سعر بلايستيشن 5 سليم الرقمية" },
        {
          role: "assistant" as const,
          content: await answerQuestion(db, {
            locale: "ar",
            messages: [{ role: "user", content: "كم سعر بلايستيشن 5 سليم الرقمية" }],
            now: NOW,
          }),
        },
        { role: "user" as const, content: "وكم سعره في جرير؟" },
      ],
    };
    model.script(
      toolCallReply([{ id: "slow", name: "search_products", arguments: { query: "PlayStation 5" } }]),
      { ...textReply("late"), delayMs: 3000 },
    );
    const events = await streamed(readChatEvents(streamChatReply(services(400), request)));
    const text = events
      .filter((event) => event.type === "delta")
      .map((event) => event.text)
      .join("");
    expect(text).toBe(await answerQuestion(db, { ...request, now: NOW }));
    expect(text).toContain("جرير");
    expect(events.at(-1)).toEqual({ type: "done" });
  });
});
