/**
 * Runs `task`, retrying after each failure with the given delays (the spec's review list: 1 s, 2 s,
 * 4 s), and rethrows the last error when every attempt has failed.
 */
export async function withRetries<T>(
  task: () => Promise<T>,
  delaysMs: readonly number[] = [1000, 2000, 4000],
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined) throw error;
      await sleep(delay);
    }
  }
}
