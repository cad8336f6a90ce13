import { describe, expect, it } from "vitest";
import { type ChatEvent, encodeChatEvent, readChatEvents } from "./chat-events";

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function read(chunks: string[]): Promise<ChatEvent[]> {
  const events: ChatEvent[] = [];
  for await (const event of readChatEvents(streamOf(chunks))) events.push(event);
  return events;
}

describe("chat events", () => {
  const events: ChatEvent[] = [
    { type: "status", state: "thinking" },
    { type: "retry", attempt: 2, maxAttempts: 3 },
    { type: "delta", text: "أرخص سعر\n• Jarir: " },
    { type: "delta", text: "SAR 1,299.00\n\n" },
    { type: "error", message: "Sorry", detail: "API request failed with status 500" },
    { type: "done" },
  ];

  it("survive being cut anywhere on the way, even inside a multi-byte letter", async () => {
    const bytes = new TextEncoder().encode(events.map(encodeChatEvent).join(""));
    for (const size of [1, 3, 7, 64]) {
      const chunks: Uint8Array[] = [];
      for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.slice(start, start + size));
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      });
      const received: ChatEvent[] = [];
      for await (const event of readChatEvents(stream)) received.push(event);
      expect(received, `chunks of ${size}`).toEqual(events);
    }
  });

  it("skip unknown events and broken data", async () => {
    expect(
      await read([
        "event: ping\ndata: {}\n\n",
        "event: delta\ndata: {oops\n\n",
        encodeChatEvent({ type: "done" }),
      ]),
    ).toEqual([{ type: "done" }]);
  });
});
