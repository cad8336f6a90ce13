/**
 * Who is asking, for rate limits. Without trusted proxies it is the connection's peer. Behind
 * `trustedProxies` proxies, each appends the address it received the request from to
 * X-Forwarded-For, so the client is the `trustedProxies`-th entry from the right; anything left of
 * it is whatever the client claimed. A header with fewer entries did not come through all our
 * proxies, and the peer is all we know.
 */
export function clientAddressOf(
  forwardedFor: string | undefined,
  peerAddress: string | undefined,
  trustedProxies: number,
): string {
  const peer = peerAddress || "unknown";
  if (trustedProxies === 0 || !forwardedFor) return peer;
  const entries = forwardedFor.split(",").map((entry) => entry.trim());
  return entries[entries.length - trustedProxies] || peer;
}
