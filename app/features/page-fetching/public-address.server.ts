// PD-8: the price fetcher reaches only public http(s) addresses. Host names are checked after
// DNS resolution, inside the connection itself (so a name cannot resolve to a public address for a
// check and to a private one for the request), and literal addresses before connecting.

import dns, { type LookupAddress, type LookupAllOptions } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { PriceFetchError } from "./price-errors";

// The IPv6 space the registries hand out for the public internet; everything outside it (::/96
// IPv4-compatible, NAT64, unassigned space…) is refused even where ipaddr.js has no name for it.
const GLOBAL_UNICAST_IPV6 = ipaddr.parseCIDR("2000::/3");

/**
 * Whether an IP address (v4 or v6, without brackets) is on the public internet. ipaddr.js names
 * every special-purpose range (loopback, private, link-local such as cloud metadata, CGNAT,
 * documentation, multicast, reserved…) and only plain unicast passes. IPv6 forms that carry an IPv4
 * address (mapped, translated, compatible, NAT64, 6to4, Teredo) are refused rather than unwrapped:
 * a store has a plain address.
 */
export function isPublicAddress(address: string): boolean {
  // Node's check first: it accepts only the canonical forms a resolver returns, not "2130706433".
  if (isIP(address) === 0) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.range() !== "unicast") return false;
  return parsed.kind() === "ipv4" || parsed.match(GLOBAL_UNICAST_IPV6);
}

/** The host of a URL without IPv6 brackets: `[::1]` → `::1`. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

/** Refuses a URL whose host is a literal non-public address; names are checked at connection time. */
export function assertPublicLiteralHost(url: URL): void {
  const host = hostOf(url);
  if (isIP(host) !== 0 && !isPublicAddress(host)) {
    throw new PriceFetchError("blockedAddress");
  }
}

/**
 * A `lookup` for net/tls connections that resolves the name and refuses it when any of its
 * addresses is not public, so a name that mixes public and private answers is refused as a whole.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  const allOptions: LookupAllOptions = { ...options, all: true };
  dns.lookup(hostname, allOptions, (error, addresses: LookupAddress[]) => {
    if (error) {
      callback(error, "", 0);
      return;
    }
    const isRefused = addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address));
    if (isRefused) {
      callback(new PriceFetchError("blockedAddress") as NodeJS.ErrnoException, "", 0);
      return;
    }
    if (options.all) {
      (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      return;
    }
    const [first] = addresses as [LookupAddress];
    callback(null, first.address, first.family);
  });
};
