// Qaren's MCP server (ADR-0027) as an AI shopping agent meets it: the SDK's own client over Streamable
// HTTP against the production server, listing the tools, searching in both languages, comparing,
// reading a price history, and the limits (bad input, per-client rate limit, no sign-in, any origin).
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterEach, describe, expect, inject, it } from "vitest";
import { uniqueClientAddress } from "./support/browser";

const baseUrl = inject("baseUrl");
const clients: Client[] = [];

async function connect(headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: "qaren-e2e-agent", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
    requestInit: { headers: { "X-Forwarded-For": uniqueClientAddress(), ...headers } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

// biome-ignore lint/suspicious/noExplicitAny: tool results are JSON read as the agent reads them
type Json = Record<string, any>;

async function callTool(client: Client, name: string, args: Json): Promise<Json> {
  const result = await client.callTool({ name, arguments: args });
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return result.structuredContent as Json;
}

/** What a shopper's own search gives first (the header search's endpoint). */
async function shopperSearch(query: string): Promise<{ id: string; name_en: string; name_ar: string }> {
  const response = await fetch(`${baseUrl}/api/products/search?q=${encodeURIComponent(query)}&limit=1`, {
    headers: { "X-Forwarded-For": uniqueClientAddress() },
  });
  const [first] = (await response.json()) as { id: string; name_en: string; name_ar: string }[];
  if (!first) throw new Error(`no search result for ${query}`);
  return first;
}

describe("the MCP server at /mcp", () => {
  it("lists Qaren's read-only shopping tools to a client without sign-in", async () => {
    const client = await connect();
    expect(client.getServerVersion()?.name).toBe("qaren");
    expect(client.getInstructions()).toMatch(/Saudi/);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        "compare_products",
        "get_offers",
        "get_price_history",
        "get_product",
        "get_reviews",
        "get_specifications",
        "get_store_offer",
        "list_deals",
        "search_products",
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
      expect(tool.description?.length, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema.properties, tool.name).toHaveProperty("locale");
    }
    const search = tools.find((tool) => tool.name === "search_products")!;
    expect(search.inputSchema.required).toEqual(["query"]);
  });

  it("searches in English and Arabic, with the shopper's first result and prices in SAR", async () => {
    const client = await connect();
    const expected = await shopperSearch("iPhone 15");
    const english = await callTool(client, "search_products", { query: "iPhone 15" });
    expect(english.results[0]).toMatchObject({
      id: expected.id,
      name: expected.name_en,
      is_model_named: true,
    });
    expect(english.results[0].lowest_price).toMatch(/^SAR [\d,]+\.\d{2}$/);
    expect(english.results[0].link).toBe(`/products/${expected.id}`);

    const arabic = await callTool(client, "search_products", { query: "ايفون 15", locale: "ar" });
    expect(arabic.results[0]).toMatchObject({ id: expected.id, name: expected.name_ar });
    expect(arabic.results[0].lowest_price).toMatch(/ر\.س$/);

    const cheap = await callTool(client, "search_products", {
      query: "headphones",
      max_price: 500,
      limit: 3,
    });
    expect(cheap.results.length).toBeGreaterThan(0);
    expect(cheap.results.length).toBeLessThanOrEqual(3);
    for (const result of cheap.results)
      expect(Number(result.lowest_price.replace(/[^\d.]/g, ""))).toBeLessThanOrEqual(500);
  });

  it("compares two phones by attribute, with the compare page's link", async () => {
    const client = await connect();
    const iphone = await shopperSearch("iPhone 15 Pro Max");
    const galaxy = await shopperSearch("Galaxy S24 Ultra");
    const comparison = await callTool(client, "compare_products", { ids: [iphone.id, galaxy.id] });
    expect(comparison.products.map((product: Json) => product.name)).toEqual([
      iphone.name_en,
      galaxy.name_en,
    ]);
    expect(comparison.same_category).toBe(true);
    const storage = comparison.attributes.find((row: Json) => row.name === "Storage");
    expect(storage?.values).toHaveLength(2);
    expect(comparison.attributes.some((row: Json) => row.different)).toBe(true);
    expect(comparison.compare_link).toBe(`/compare?a=${iphone.id}&b=${galaxy.id}`);
    const page = await fetch(`${baseUrl}${comparison.compare_link}`, {
      headers: { "X-Forwarded-For": uniqueClientAddress() },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(iphone.name_en);

    const arabic = await callTool(client, "compare_products", { ids: [iphone.id, galaxy.id], locale: "ar" });
    expect(arabic.products[0].name).toBe(iphone.name_ar);
  });

  it("reads a price history with its verdict, ending at today's lowest price", async () => {
    const client = await connect();
    const dyson = await shopperSearch("Dyson V15");
    const history = await callTool(client, "get_price_history", { id: dyson.id, days: 60 });
    expect(history.name).toBe(dyson.name_en);
    expect(history.verdict.verdict).toBe("low");
    expect(history.verdict.typical_price).toMatch(/^SAR /);
    expect(history.daily_lowest.length).toBeGreaterThan(20);
    expect(history.daily_lowest.length).toBeLessThanOrEqual(61);
    expect(history.daily_lowest.at(-1).lowest_price).toBe(history.lowest_price_now);
    const product = await callTool(client, "get_product", { id: dyson.id });
    expect(product.lowest_price).toBe(history.lowest_price_now);
  });

  it("refuses out-of-bounds input with an error the agent can read, and changes nothing", async () => {
    const client = await connect();
    const tooMany = await client.callTool({ name: "compare_products", arguments: { ids: ["not-an-id"] } });
    expect(tooMany.isError).toBe(true);
    const longQuery = await client.callTool({
      name: "search_products",
      arguments: { query: "x".repeat(101) },
    });
    expect(longQuery.isError).toBe(true);
    const unknown = await client.callTool({
      name: "get_product",
      arguments: { id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(unknown.isError).toBe(true);
    expect(unknown.structuredContent).toEqual({ error: "No product has this id." });

    const tooLarge = await fetch(`${baseUrl}/mcp`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
        "X-Forwarded-For": uniqueClientAddress(),
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "search_products", arguments: { query: "x".repeat(70 * 1024) } },
      }),
    });
    expect(tooLarge.status).toBe(413);
  });

  it("takes requests from any origin, and slows a client down after 60 requests a minute", async () => {
    const client = await connect({ Origin: "https://agent.example" });
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    // Stateless: no stream to open.
    const stream = await fetch(`${baseUrl}/mcp`, {
      headers: { Accept: "text/event-stream", "X-Forwarded-For": uniqueClientAddress() },
    });
    expect(stream.status).toBe(405);
    expect(stream.headers.get("Allow")).toBe("POST");

    const address = uniqueClientAddress();
    const list = () =>
      fetch(`${baseUrl}/mcp`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json, text/event-stream",
          "X-Forwarded-For": address,
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await list()).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await list();
    // The 61st request is refused before anything is read.
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await refused.json()).error.message).toMatch(/Too many requests/);
  });

  it("is described with every tool in /llms.txt", async () => {
    const response = await fetch(`${baseUrl}/llms.txt`, {
      headers: { "X-Forwarded-For": uniqueClientAddress() },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text.startsWith("# Qaren")).toBe(true);
    expect(text).toContain("Saudi");
    expect(text).toContain("قارن يقارن أسعار");
    expect(text).toContain(`${baseUrl}/mcp`);
    expect(text).toContain(`[Deals](${baseUrl}/deals)`);
    const { tools } = await (await connect()).listTools();
    for (const tool of tools) expect(text).toContain(`- ${tool.name}: `);
  });
});
