// Qaren's catalogue for AI shopping agents (issue 34, ADR-0027): an MCP server over Streamable HTTP
// at /mcp whose tools are the shopping tools, read-only and without sign-in. Stateless: each request
// gets its own server and transport, so any web process answers any request and nothing is kept.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { Database } from "~/db/client.server";
import { SHOPPING_TOOLS, TOOL_INPUTS, type ToolName } from "./shopping-tools.server";

export const MCP_PATH = "/mcp";
/** Raised when a tool's input or result changes shape. */
export const MCP_SERVER_VERSION = "1.0.0";
/** A JSON-RPC request to these tools is a few hundred bytes; nothing needs more than this. */
export const MCP_BODY_MAX_BYTES = 64 * 1024;

const INSTRUCTIONS = `Qaren compares prices of electronics and appliances across Saudi stores such as Jarir, noon and Amazon.sa, in English and Arabic. Prices are in Saudi riyals (SAR). Start with search_products to find a product's id, then read it with get_product, get_offers, get_price_history or get_reviews; compare_products takes two to four ids; list_deals gives today's deals. Pass locale "ar" for Arabic names and prices. Quote as a price to pay only offers marked current (fresh and in stock); links are paths on the site.`;

/** The server with every shopping tool, each read-only, its result as JSON text and structured content. */
export function createShoppingMcpServer(db: Database): McpServer {
  const server = new McpServer(
    { name: "qaren", title: "Qaren", version: MCP_SERVER_VERSION },
    { instructions: INSTRUCTIONS },
  );
  for (const name of Object.keys(SHOPPING_TOOLS) as ToolName[]) {
    const tool = SHOPPING_TOOLS[name] as (typeof SHOPPING_TOOLS)[ToolName] & {
      run(db: Database, input: unknown): Promise<Record<string, unknown>>;
    };
    server.registerTool(
      name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: TOOL_INPUTS[name],
        annotations: { title: tool.title, readOnlyHint: true, idempotentHint: true, openWorldHint: false },
      },
      async (input: unknown) => {
        const result = await tool.run(db, input);
        return {
          content: [{ type: "text" as const, text: JSON.stringify(result) }],
          structuredContent: result,
          isError: "error" in result,
        };
      },
    );
  }
  return server;
}

/** Answers one Streamable HTTP request (JSON responses, no session) and lets its server go. */
export async function handleMcpRequest(db: Database, request: Request): Promise<Response> {
  // No session means no stream to keep open for the server's own messages: only posts are answered.
  if (request.method !== "POST") {
    return Response.json(
      {
        jsonrpc: "2.0",
        error: { code: -32000, message: "Method not allowed: post JSON-RPC messages." },
        id: null,
      },
      { status: 405, headers: { Allow: "POST" } },
    );
  }
  const server = createShoppingMcpServer(db);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
}

/** The JSON-RPC error an MCP client reads when a client has asked too often. */
export function mcpTooManyRequests(retryAfterSeconds: number): Response {
  return Response.json(
    {
      jsonrpc: "2.0",
      error: { code: -32000, message: `Too many requests: try again in ${retryAfterSeconds} s.` },
      id: null,
    },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" } },
  );
}
