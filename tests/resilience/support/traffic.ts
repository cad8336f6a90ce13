// Steady background traffic from a few simulated shoppers, recording every answer and how long it
// took, for tests that break something underneath the server while it is being used.

export type TrafficRequest = { path: string; headers?: Record<string, string> };

export type TrafficSample = {
  path: string;
  startedAt: number;
  finishedAt: number;
  /** The HTTP status, or what went wrong on the way. */
  status: number | "timeout" | "error";
};

export type Traffic = { stop(): Promise<TrafficSample[]> };

/** Longer than any answer the tests accept, so a hang is recorded as one. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * `clients` loops, each sending the requests in turn (with `pauseMs` between them) until stopped.
 * Bodies are read to the end, so a sample's time covers the whole answer.
 */
export function startTraffic(
  baseUrl: string,
  requests: TrafficRequest[],
  { clients = 4, pauseMs = 50 }: { clients?: number; pauseMs?: number } = {},
): Traffic {
  const samples: TrafficSample[] = [];
  let isStopping = false;

  const sendOne = async (request: TrafficRequest) => {
    const startedAt = Date.now();
    let status: TrafficSample["status"];
    try {
      const response = await fetch(`${baseUrl}${request.path}`, {
        headers: request.headers,
        redirect: "manual",
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch (error) {
      status = (error as Error).name === "TimeoutError" ? "timeout" : "error";
    }
    samples.push({ path: request.path, startedAt, finishedAt: Date.now(), status });
  };

  const loop = async (offset: number) => {
    for (let index = offset; !isStopping; index++) {
      await sendOne(requests[index % requests.length]!);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const loops = Array.from({ length: clients }, (_, client) => loop(client));

  return {
    stop: async () => {
      isStopping = true;
      await Promise.all(loops);
      return samples;
    },
  };
}

/** Milliseconds from `since` until `probe` first answers true, polling every `everyMs`. */
export async function waitUntil(
  probe: () => Promise<boolean>,
  { since = Date.now(), timeoutMs = 30_000, everyMs = 100 } = {},
): Promise<number> {
  while (Date.now() - since < timeoutMs) {
    if (await probe().catch(() => false)) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`still not true after ${timeoutMs} ms`);
}
