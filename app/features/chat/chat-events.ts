// The reply of POST /api/chat is a stream of server-sent events, so text shows as it is produced:
//   status {state}                 "thinking" at once, "slow" when no answer has come for a while
//   retry  {attempt, maxAttempts}  the language model is being asked again (the widget's badge)
//   delta  {text}                  the next piece of the answer
//   error  {message, detail?}      the answer failed; `message` is for the shopper
//   done   {}                      the answer is complete
// Shared by the endpoint (encodeChatEvent) and the widget (readChatEvents); no dependencies, so the
// widget stays small.

/** What the widget says while the answer has no text yet. */
export type ChatStatus = "thinking" | "slow";

export type ChatEvent =
  | { type: "status"; state: ChatStatus }
  | { type: "retry"; attempt: number; maxAttempts: number }
  | { type: "delta"; text: string }
  | { type: "error"; message: string; detail?: string }
  | { type: "done" };

export function encodeChatEvent(event: ChatEvent): string {
  const { type, ...payload } = event;
  return `event: ${type}\ndata: ${JSON.stringify(payload)}\n\n`;
}

function decodeBlock(block: string): ChatEvent | null {
  let type = "message";
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line.startsWith("event:")) type = line.slice(6).trim();
    else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
  }
  if (!["status", "retry", "delta", "error", "done"].includes(type)) return null;
  try {
    const payload = data.length ? JSON.parse(data.join("\n")) : {};
    return typeof payload === "object" && payload ? ({ ...payload, type } as ChatEvent) : null;
  } catch {
    return null;
  }
}

/** The events of a streamed reply body, as they arrive. */
export async function* readChatEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, "\n");
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const event = decodeBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (event) yield event;
        end = buffer.indexOf("\n\n");
      }
    }
    const last = buffer.trim() ? decodeBlock(buffer) : null;
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}
