// Why a store price could not be read. Each code names a translated text (`prices.errors.<code>`)
// that says what went wrong in plain words, without protocol jargon (issue 18).

export const PRICE_ERROR_CODES = [
  "urlRequired",
  "invalidUrl",
  "blockedAddress",
  "timeout",
  "network",
  "tooManyRedirects",
  "tooLarge",
  "http402",
  "http429",
  "http500",
  "httpStatus",
  "extractFailed",
  "noPrice",
  "couldNotParse",
  "ambiguousPrice",
  "botCheck",
  "fetchFailed",
  "stalled",
  "pageCrashed",
  "pageUnresponsive",
  "pageNavigated",
  "browserFailed",
  "service402",
  "service429",
  "service500",
  "serviceStatus",
  "serviceFailed",
  "serviceNoJson",
  "serviceNoPrice",
  "serviceInvalidPrice",
] as const;

export type PriceErrorCode = (typeof PRICE_ERROR_CODES)[number];

export type PriceErrorParams = { status?: number };

/** Retrying cannot change the answer for a malformed or forbidden address. */
const FINAL_CODES: ReadonlySet<PriceErrorCode> = new Set([
  "urlRequired",
  "invalidUrl",
  "blockedAddress",
  // Asking a bot wall again at once only hammers it; the store's next refresh tries later.
  "botCheck",
]);

export class PriceFetchError extends Error {
  constructor(
    readonly code: PriceErrorCode,
    readonly params: PriceErrorParams = {},
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.name = "PriceFetchError";
  }

  get isRetryable(): boolean {
    return !FINAL_CODES.has(this.code);
  }
}

export function isPriceErrorCode(value: unknown): value is PriceErrorCode {
  return typeof value === "string" && (PRICE_ERROR_CODES as readonly string[]).includes(value);
}

/** The translation key of an error code, e.g. `prices.errors.http429`. */
export function priceErrorKey(code: PriceErrorCode): `prices.errors.${PriceErrorCode}` {
  return `prices.errors.${code}`;
}

/** The error code for a store's HTTP status, following the spec's texts for 402, 429 and 500. */
export function codeForHttpStatus(status: number): PriceErrorCode {
  if (status === 402) return "http402";
  if (status === 429) return "http429";
  if (status === 500) return "http500";
  return "httpStatus";
}

/** The scraping service's own status texts (spec "Error catalogue": 402, 429, 500, other). */
export function codeForServiceStatus(status: number): PriceErrorCode {
  if (status === 402) return "service402";
  if (status === 429) return "service429";
  if (status === 500) return "service500";
  return "serviceStatus";
}
