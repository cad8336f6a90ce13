// The HTTP request a database call is made for, so that the call can be cancelled when the request
// is aborted. The web server runs each request inside `runWithRequestSignal`; the pool reads the
// signal where a connection is asked for (app/db/client.server.ts).
import { AsyncLocalStorage } from "node:async_hooks";

const requestSignals = new AsyncLocalStorage<AbortSignal>();

export function runWithRequestSignal<T>(signal: AbortSignal, work: () => T): T {
  return requestSignals.run(signal, work);
}

/** The signal of the request the calling code is working for, if any. */
export function requestSignalOfCaller(): AbortSignal | undefined {
  return requestSignals.getStore();
}

/**
 * The signal a request's database calls are cancelled on: a reading request's own (nobody is left to
 * answer), none for a write, which goes on to its end so that what a shopper saved is kept even when
 * they close the tab or reload at once.
 */
export function cancellationSignalOf(request: Request): AbortSignal | undefined {
  return request.method === "GET" || request.method === "HEAD" ? request.signal : undefined;
}
