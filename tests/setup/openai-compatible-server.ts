// A local stand-in for an OpenAI-compatible chat-completions API: answers each request with the next
// scripted reply and records what it was sent, so tests can check the request and the retries.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: the request body is whatever the client sent
  body: any;
};

export type ScriptedReply = {
  status?: number;
  json?: unknown;
  text?: string;
  /** Wait this long before answering: a slow model. */
  delayMs?: number;
  /** Never answer: a model that hangs. */
  hang?: boolean;
  /** Drop the connection without a response, as a server going down does. */
  reset?: boolean;
};

/** A reply with the assistant's text, as the API sends it. */
export function textReply(content: string): ScriptedReply {
  return {
    json: {
      id: "chatcmpl-test",
      object: "chat.completion",
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    },
  };
}

/** A reply asking for tool calls. */
export function toolCallReply(calls: { id: string; name: string; arguments: unknown }[]): ScriptedReply {
  return {
    json: {
      choices: [
        {
          index: 0,
          message: {
            role: "assistant",
            content: null,
            tool_calls: calls.map((call) => ({
              id: call.id,
              type: "function",
              function: { name: call.name, arguments: JSON.stringify(call.arguments) },
            })),
          },
          finish_reason: "tool_calls",
        },
      ],
    },
  };
}

export type FakeModelServer = {
  /** Base address, e.g. `http://127.0.0.1:4123/v1`. */
  apiUrl: string;
  requests: RecordedRequest[];
  /** Replies for the next requests, in order; when they run out, `fallback` answers. */
  script(...replies: ScriptedReply[]): void;
  fallback: ScriptedReply;
  close(): Promise<void>;
};

export async function startFakeModelServer(): Promise<FakeModelServer> {
  const queue: ScriptedReply[] = [];
  const requests: RecordedRequest[] = [];
  const state = {
    fallback: { status: 500, json: { error: { message: "no scripted reply" } } } as ScriptedReply,
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // recorded as text
      }
      requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body,
      });
      const reply = queue.shift() ?? state.fallback;
      if (reply.hang) return;
      if (reply.reset) {
        request.socket.destroy();
        return;
      }
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(reply.status ?? 200, {
          "Content-Type": reply.text ? "text/plain" : "application/json",
        });
        response.end(reply.text ?? JSON.stringify(reply.json ?? {}));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => queue.push(...replies),
    get fallback() {
      return state.fallback;
    },
    set fallback(reply: ScriptedReply) {
      state.fallback = reply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
