// GET /llms.txt: Qaren, its main pages and its MCP tools, for language models (llmstxt.org).
import { getServices } from "~/app-context.server";
import { buildLlmsTxt } from "~/features/chat/tools/llms-txt.server";
import type { Route } from "./+types/llms-txt";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  return new Response(buildLlmsTxt(env.BASE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
