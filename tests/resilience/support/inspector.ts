// The live JavaScript heap of a server process, read through the inspector (Chrome DevTools
// Protocol) after a full garbage collection: a leak shows there as growth, free of the noise that
// garbage and V8's heap sizing put into resident memory.

/** The inspector's WebSocket address that Node printed at start-up (`--inspect=127.0.0.1:0`). */
export function inspectorUrlIn(output: string): string {
  const url = /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1];
  if (!url) throw new Error(`no inspector address in the process output:\n${output}`);
  return url;
}

/** Collects garbage in the process and returns the heap still in use, in MB. */
export async function liveHeapMegabytes(inspectorUrl: string): Promise<number> {
  const socket = new WebSocket(inspectorUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let nextId = 0;
  const call = (method: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++nextId;
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as {
          id?: number;
          result?: Record<string, unknown>;
          error?: unknown;
        };
        if (message.id !== id) return;
        socket.removeEventListener("message", onMessage);
        if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else resolve(message.result ?? {});
      };
      socket.addEventListener("message", onMessage);
      socket.send(JSON.stringify({ id, method }));
    });
  try {
    await call("HeapProfiler.collectGarbage");
    const { usedSize } = (await call("Runtime.getHeapUsage")) as { usedSize: number };
    return usedSize / 1024 / 1024;
  } finally {
    socket.close();
  }
}
