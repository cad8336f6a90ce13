import { expect, it } from "vitest";
import { clientAddressOf } from "./client-address";

it("takes the connection's peer when no proxy is trusted", () => {
  expect(clientAddressOf("203.0.113.7", "10.0.0.2", 0)).toBe("10.0.0.2");
  expect(clientAddressOf(undefined, undefined, 0)).toBe("unknown");
});

it("takes the address the one trusted proxy saw", () => {
  expect(clientAddressOf("198.51.100.9", "10.0.0.2", 1)).toBe("198.51.100.9");
  // Whatever the client wrote itself stays on the left.
  expect(clientAddressOf("1.1.1.1, 198.51.100.9", "10.0.0.2", 1)).toBe("198.51.100.9");
});

it("behind two proxies, takes the second address from the right, not the first proxy's", () => {
  // client → CDN (appends the client) → load balancer (appends the CDN) → Qaren
  const header = "6.6.6.6, 198.51.100.9, 192.0.2.44";
  expect(clientAddressOf(header, "10.0.0.2", 2)).toBe("198.51.100.9");
  expect(clientAddressOf("203.0.113.1, 192.0.2.44", "10.0.0.2", 2)).toBe("203.0.113.1");
  expect(clientAddressOf("203.0.113.2, 192.0.2.44", "10.0.0.2", 2)).not.toBe(
    clientAddressOf("203.0.113.1, 192.0.2.44", "10.0.0.2", 2),
  );
});

it("falls back to the peer when the header has fewer entries than there are proxies", () => {
  expect(clientAddressOf("198.51.100.9", "10.0.0.2", 2)).toBe("10.0.0.2");
  expect(clientAddressOf("", "10.0.0.2", 1)).toBe("10.0.0.2");
  expect(clientAddressOf(" , ", "10.0.0.2", 1)).toBe("10.0.0.2");
});
