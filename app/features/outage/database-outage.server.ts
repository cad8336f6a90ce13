// A request that fails because the database cannot be reached is answered with 503 and a
// translated "try again in a moment" page (or JSON for the API), never with a 500 or a hang.
// docs/decisions/0007-failing-fast-when-the-database-is-away.md tells the whole story.
import {
  createContext,
  data,
  isRouteErrorResponse,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { getServices } from "~/app-context.server";
import { isDatabaseUnavailableError } from "~/db/unavailable.server";
import { serverT } from "~/locales/translate.server";
import { resolveLocale } from "~/utils/i18n";
import type { OutageErrorData } from "./outage-data";

/** How long clients are asked to wait (Retry-After) before they try again. */
export const RETRY_AFTER_SECONDS = 5;

/** Set during a request when one of its loaders, actions or middleware lost the database. */
const databaseLostContext = createContext<boolean>(false);

/** What a 503 answer says, in the request's language. */
export function outageBody(request: Request): OutageErrorData {
  const locale = resolveLocale(request);
  return { error: "service_unavailable", locale, message: serverT(locale)("outage.body") };
}

/** The 503 answer: the page's error boundary and API callers read the same translated body. */
export function databaseUnavailable(request: Request) {
  return data(outageBody(request), {
    status: 503,
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
  });
}

/**
 * React Router's `handleError`, called with every error a loader, action, middleware or render
 * throws: logs it as a JSON line, and notes a lost database for `databaseOutageMiddleware`. An outage
 * is one short warning per request rather than a stack trace each time.
 */
export function handleRouteError(
  error: unknown,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
): void {
  if (request.signal.aborted) return;
  const { logger } = getServices(context);
  const path = new URL(request.url).pathname;
  if (isDatabaseUnavailableError(error)) {
    context.set(databaseLostContext, true);
    logger.warn("database unavailable", { path, error: error instanceof Error ? error.message : error });
    return;
  }
  // The router's own refusals (an unknown route, a method without an action) are not our failures.
  if (isRouteErrorResponse(error)) logger.warn("request refused", { path, status: error.status });
  else logger.error("request failed", { path, error });
}

/**
 * Turns a response that failed for want of the database into the 503 answer. React Router renders
 * a loader's error into the page before middleware sees it, so the error is recognised in
 * `handleRouteError`; an error thrown by middleware of a resource route (the API) arrives here.
 */
export const databaseOutageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    if (isDatabaseUnavailableError(error)) throw databaseUnavailable(request);
    throw error;
  }
  if (response.status >= 500 && context.get(databaseLostContext)) throw databaseUnavailable(request);
  return response;
};
