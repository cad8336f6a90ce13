// Whether a state-changing request comes from one of Qaren's own pages. Every POST, PUT, PATCH and
// DELETE is held to it, page or resource route alike: cookies are SameSite=Lax, but Lax still lets
// some cross-site requests through, and a foreign page must never act with a shopper's session.

/**
 * Same origin when the browser's `Origin` is the public origin (BASE_URL) or the address the request
 * was made to. Without a usable `Origin` (missing, or `null` under a strict referrer policy), the
 * browser's own `Sec-Fetch-Site: same-origin` is accepted; a client that sends neither is refused.
 */
export function isSameOriginRequest(request: Request, baseUrl: string): boolean {
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") {
    return origin === new URL(baseUrl).origin || origin === new URL(request.url).origin;
  }
  return request.headers.get("sec-fetch-site") === "same-origin";
}
