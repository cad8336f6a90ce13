// The live JavaScript heap of a server process, read through the inspector (Chrome DevTools
// Protocol) after a full garbage collection: a leak shows there as growth, free of the noise that
// garbage and V8's heap sizing put into resident memory.

/** The inspector's WebSocket address that Node printed at start-up (`--inspect=127.0.0.1:0`). */
export function inspectorUrlIn(output: string): string {
  const url = /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1];
  if (!url) throw new Error(`no inspector address in the process output:\n${output}`);
  return url;
}

type InspectorCall = (method: string, params?: Record<string, unknown>) => Promise<Record<string, unknown>>;

/** Runs `work` on a fresh inspector session of the process, closed afterwards. */
async function withInspector<T>(inspectorUrl: string, work: (call: InspectorCall) => Promise<T>): Promise<T> {
  const socket = new WebSocket(inspectorUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let nextId = 0;
  const call: InspectorCall = (method, params) =>
    new Promise((resolve, reject) => {
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
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    return await work(call);
  } finally {
    socket.close();
  }
}

/** Collects garbage in the process and returns the heap still in use, in MB. */
export function liveHeapMegabytes(inspectorUrl: string): Promise<number> {
  return withInspector(inspectorUrl, async (call) => {
    await call("HeapProfiler.collectGarbage");
    const { usedSize } = (await call("Runtime.getHeapUsage")) as { usedSize: number };
    return usedSize / 1024 / 1024;
  });
}

export type ProcessMetrics = {
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  loopDelayP50Ms: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
};

/**
 * The heap as the process sees it (no collection forced) and its event-loop delay since the last
 * call, from a histogram this installs in the process on first use. Read through the inspector, so
 * the product needs no metrics endpoint of its own that would have to be kept from the public.
 */
const METRICS_EXPRESSION = `(() => {
  const histogram = (globalThis.__soakLoopDelay ??= (() => {
    const created = process.getBuiltinModule("node:perf_hooks").monitorEventLoopDelay({ resolution: 10 });
    created.enable();
    return created;
  })());
  const memory = process.memoryUsage();
  const mb = (bytes) => bytes / 1024 / 1024;
  const ms = (ns) => (Number.isFinite(ns) ? ns / 1e6 : 0);
  const metrics = {
    heapUsedMb: mb(memory.heapUsed),
    heapTotalMb: mb(memory.heapTotal),
    externalMb: mb(memory.external),
    loopDelayP50Ms: ms(histogram.percentile(50)),
    loopDelayP99Ms: ms(histogram.percentile(99)),
    loopDelayMaxMs: ms(histogram.max),
  };
  histogram.reset();
  return JSON.stringify(metrics);
})()`;

export function processMetrics(inspectorUrl: string): Promise<ProcessMetrics> {
  return withInspector(inspectorUrl, async (call) => {
    const { result } = (await call("Runtime.evaluate", { expression: METRICS_EXPRESSION })) as {
      result: { value?: string; description?: string };
    };
    if (typeof result.value !== "string") throw new Error(`metrics not read: ${result.description}`);
    return JSON.parse(result.value) as ProcessMetrics;
  });
}
