// Whole catalogue pages for visitors who are not signed in: the same address in the same language
// (and, for product pages, the same city) shows every such visitor the same page, so the rendered HTML is kept in the catalogue cache and
// forgotten when the catalogue changes (a product's page when that product does). Signed-in shoppers, whose pages show
// their own saved products and alerts, are always rendered afresh.
import { parseAccept } from "hono/utils/accept";
import { regionFromCookie } from "~/features/offer-details/delivery-region";
import { resolveLocale } from "~/utils/i18n";
import type { CatalogCache } from "./catalog-cache.server";
import {
  type DeflatedPieces,
  deflatePieces,
  gzipWithBetween,
  inflateWithBetween,
} from "./gzip-pieces.server";

/** The public pages whose content depends only on the address and the language. */
const CATALOGUE_PAGES = /^\/(?:products(?:\/[0-9a-f-]{36})?|search|categories|deals|reviews|compare)?$/i;

/** A product page's address, whose product id says which change notices concern it. */
const PRODUCT_PAGE = /^\/products\/([0-9a-f-]{36})$/i;

/** better-auth's session cookie (`qaren.session_token`, `__Secure-` prefixed over HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?qaren\.session_token=/;

/**
 * A rendered page as bytes, cut where its Content Security Policy nonce stood: an answer puts its
 * own nonce between the pieces, with no text to decode, search or encode again.
 */
type PageSnapshot = {
  status: number;
  headers: [string, string][];
  /** A page kept as it is (a small one), or compressed (gzip-pieces.server.ts). */
  body: { pieces: Buffer[] } | { deflated: DeflatedPieces };
  size: number;
};

/** Smaller answers are sent as they are (the compression middleware's own threshold). */
const COMPRESS_FROM_BYTES = 1024;

/** Whether the request carries a session (signed in, or a session that has yet to be checked). */
export function hasSessionCookie(request: Request): boolean {
  return SESSION_COOKIE.test(request.headers.get("cookie") ?? "");
}

export function isCacheablePageRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  if (hasSessionCookie(request)) return false;
  return CATALOGUE_PAGES.test(new URL(request.url).pathname);
}

/**
 * The page `render` produces for this request, from the cache when a visitor who is not signed
 * in asked for the same address in the same language since the catalogue last changed. Only
 * complete 200 pages are kept, without their cookies.
 *
 * `nonce` is this response's Content Security Policy nonce, which `render` puts on the page's
 * inline scripts. A kept page is served with the nonce of the request it was rendered for replaced
 * by this one's, so that no two answers share a nonce (a nonce seen once is no secret).
 */
export async function cachedPage(
  cache: CatalogCache,
  request: Request,
  nonce: string,
  render: () => Promise<Response>,
): Promise<Response> {
  if (!isCacheablePageRequest(request)) return render();
  const url = new URL(request.url);
  let wasRendered = false;
  const snapshot = await cache.read(
    // Product pages show delivery and totals for the visitor's city (issue 32).
    ["page", resolveLocale(request), regionFromCookie(request) ?? "", url.pathname, url.search],
    async () => {
      wasRendered = true;
      return snapshotOf(await render(), nonce);
    },
    {
      keepIf: (page) => page.status === 200,
      productId: PRODUCT_PAGE.exec(url.pathname)?.[1]?.toLowerCase(),
      sizeOf: (page) => page.size + 1_000,
    },
  );
  const headers = new Headers(snapshot.headers);
  const mark = Buffer.from(nonce);
  let body: Uint8Array<ArrayBuffer>;
  if ("pieces" in snapshot.body) {
    body = Buffer.concat(
      snapshot.body.pieces.flatMap((piece, index) => (index === 0 ? [piece] : [mark, piece])),
    );
  } else {
    // Kept compressed, and sent so: an answer only compresses its nonce and puts it in the gaps.
    headers.append("Vary", "Accept-Encoding");
    headers.delete("Content-Length");
    if (acceptsGzip(request)) {
      headers.set("Content-Encoding", "gzip");
      body = gzipWithBetween(snapshot.body.deflated, mark);
    } else {
      body = inflateWithBetween(snapshot.body.deflated, mark);
    }
  }
  // Whether this answer was rendered for it or came from memory (for operators and the tests).
  headers.set("Server-Timing", `page-cache;desc="${wasRendered ? "miss" : "hit"}"`);
  return new Response(body, { status: snapshot.status, headers });
}

async function snapshotOf(response: Response, nonce: string): Promise<PageSnapshot> {
  const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== "set-cookie");
  const body = Buffer.from(await response.arrayBuffer());
  const pieces: Buffer[] = [];
  const mark = Buffer.from(nonce);
  let start = 0;
  for (let at = body.indexOf(mark); at !== -1; at = body.indexOf(mark, start)) {
    pieces.push(body.subarray(start, at));
    start = at + mark.length;
  }
  pieces.push(body.subarray(start));
  const isPage = /^text\/html/i.test(response.headers.get("Content-Type") ?? "");
  if (!isPage || body.length < COMPRESS_FROM_BYTES)
    return { status: response.status, headers, body: { pieces }, size: body.length };
  const deflated = deflatePieces(pieces);
  return { status: response.status, headers, body: { deflated }, size: deflated.size };
}

/** Whether the request takes gzip: by name, else by `*`, with a weight above zero (as hono/compress reads it). */
function acceptsGzip(request: Request): boolean {
  const accepted = parseAccept(request.headers.get("Accept-Encoding") ?? "");
  const gzip =
    accepted.find((entry) => entry.type.toLowerCase() === "gzip") ??
    accepted.find((entry) => entry.type === "*");
  return (gzip?.q ?? 0) > 0;
}
