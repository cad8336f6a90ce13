// POST /api/chat: the assistant's reply to the conversation the widget holds, streamed as
// server-sent events (app/features/chat/chat-events.ts). Open to visitors, rate-limited per client
// (PD-6), the body size and question length capped.
import { getServices, requestInfoContext } from "~/app-context.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { streamChatReply } from "~/features/chat/chat-reply.server";
import { chatRequestSchema, MAX_REQUEST_BYTES } from "~/features/chat/chat-schema";
import { findShopperRegion } from "~/features/offer-details/offer-details.server";
import { consumeRateLimit, RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import type { Route } from "./+types/chat";

function refuse(status: number, error: string, headers?: HeadersInit): Response {
  return Response.json({ error }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** The parsed JSON body (undefined when it is not JSON), or "too_large". */
async function readJsonBody(request: Request): Promise<{ body: unknown } | "too_large"> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_REQUEST_BYTES) return "too_large";
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_REQUEST_BYTES) return "too_large";
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { body: undefined };
  }
}

export function loader() {
  return refuse(405, "method_not_allowed", { Allow: "POST" });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return refuse(405, "method_not_allowed", { Allow: "POST" });
  // JSON only: a cross-site form cannot send it without the browser asking first.
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    return refuse(415, "unsupported_media_type");
  }
  const { database, env, logger, catalogCache } = getServices(context);
  const { clientIp } = context.get(requestInfoContext);
  const limit = await consumeRateLimit(database.db, `chat:${clientIp}`, RATE_LIMITS.chatPerClient);
  if (!limit.isAllowed) {
    return refuse(429, "too_many_requests", { "Retry-After": String(limit.retryAfterSeconds) });
  }

  const read = await readJsonBody(request);
  if (read === "too_large") return refuse(413, "payload_too_large");
  const parsed = chatRequestSchema.safeParse(read.body);
  if (!parsed.success) return refuse(400, "invalid_request");

  // The shopper's city (profile, else cookie) is the server's to read, never the request body's.
  const region = await findShopperRegion(database.db, request, getCurrentUser(context));
  const stream = streamChatReply(
    { db: database.db, env, logger, readShared: (key, load) => catalogCache.read(key, load) },
    { ...parsed.data, region },
    request.signal,
  );
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
