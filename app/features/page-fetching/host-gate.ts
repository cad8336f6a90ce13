// Politeness towards stores: one request at a time per host, with a pause after each one before the
// next request to the same host starts. Requests to different hosts do not wait for each other.

export type HostGate = <T>(host: string, task: () => Promise<T>) => Promise<T>;

export function createHostGate(
  delayMs: number,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): HostGate {
  const queues = new Map<string, Promise<void>>();

  return async (host, task) => {
    const previous = queues.get(host) ?? Promise.resolve();
    let release = () => {};
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => turn);
    queues.set(host, tail);
    await previous;
    try {
      return await task();
    } finally {
      void sleep(delayMs).then(() => {
        release();
        if (queues.get(host) === tail) queues.delete(host);
      });
    }
  };
}
