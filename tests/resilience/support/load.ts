// autocannon's programmatic API, typed for what the resilience tests use (the package has no types).
import { createRequire } from "node:module";

export type LoadRequest = { method?: "GET" | "POST"; path: string; headers?: Record<string, string> };

export type LoadOptions = {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  /** Seconds before a request counts as timed out. */
  timeout?: number;
  /** Answers per second over all connections at most (unset: as fast as the server answers). */
  overallRate?: number;
  headers?: Record<string, string>;
  /** Each connection sends these in turn, over and over. */
  requests: LoadRequest[];
};

export type LoadResult = {
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
  latency: { p50: number; p99: number; max: number };
  /** Answers per second on average, and answers in all. */
  requests: { average: number; total: number };
};

const require = createRequire(import.meta.url);
const autocannon = require("autocannon") as (options: LoadOptions) => PromiseLike<LoadResult>;

/** Runs autocannon in this process and resolves with its summary. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  // autocannon answers with an event emitter that is only thenable.
  return Promise.resolve(autocannon(options));
}

/** How many answers had a 5xx status. */
export function countServerErrors(result: LoadResult): number {
  return Object.entries(result.statusCodeStats)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, { count }]) => sum + count, 0);
}

/** A one-line summary for the test's output. */
export function describeLoad(result: LoadResult): string {
  const statuses = Object.entries(result.statusCodeStats).map(([status, { count }]) => `${status}×${count}`);
  return (
    `${result.requests.total} answers (${Math.round(result.requests.average)}/s), latency p50 ` +
    `${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ${statuses.join(" ")}`
  );
}
