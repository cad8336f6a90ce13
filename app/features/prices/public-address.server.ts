// Decision 8: the price fetcher reaches only public http(s) addresses. Host names are checked after
// DNS resolution, inside the connection itself (so a name cannot resolve to a public address for a
// check and to a private one for the request), and literal addresses before connecting.

import dns, { type LookupAddress, type LookupAllOptions } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { PriceFetchError } from "./price-errors";

// Loopback, private, shared (CGNAT), link-local (cloud metadata 169.254.169.254), documentation,
// benchmarking, multicast and reserved ranges.
const PRIVATE_IPV4: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];

const PRIVATE_IPV6: ReadonlyArray<readonly [string, number]> = [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["2001::", 32],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
];

function ipv4ToHexGroups(address: string): string {
  const [a = 0, b = 0, c = 0, d = 0] = address.split(".").map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

const blockList = new BlockList();
for (const [network, prefix] of PRIVATE_IPV4) {
  blockList.addSubnet(network, prefix, "ipv4");
  // The same ranges behind the NAT64 prefix (64:ff9b::a.b.c.d). IPv4-mapped addresses
  // (::ffff:a.b.c.d) are matched against the IPv4 rules by BlockList itself.
  blockList.addSubnet(`64:ff9b::${ipv4ToHexGroups(network)}`, 96 + prefix, "ipv6");
}
for (const [network, prefix] of PRIVATE_IPV6) blockList.addSubnet(network, prefix, "ipv6");

/** Whether an IP address (v4 or v6, without brackets) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !blockList.check(address, family === 4 ? "ipv4" : "ipv6");
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
