import { isRouteErrorResponse } from "react-router";
import { isLocale, type Locale } from "~/utils/i18n";

/** The body of a 503 answer: API callers read it as JSON, the error page takes its language. */
export type OutageErrorData = { error: "service_unavailable"; locale: Locale; message: string };

/**
 * The language of the page an error is shown on when the root loader could not run (its data, and
 * with it the request's language, is then missing): the one a 503 answer carries, if any.
 */
export function localeOfError(error: unknown): Locale | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const locale = (error.data as Partial<OutageErrorData> | null)?.locale;
  return isLocale(locale) ? locale : undefined;
}
