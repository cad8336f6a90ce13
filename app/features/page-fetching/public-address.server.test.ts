import { describe, expect, it } from "vitest";
import { PriceFetchError } from "./price-errors";
import { assertPublicLiteralHost, isPublicAddress, publicOnlyLookup } from "./public-address.server";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::a00:1",
    // Public IPv4 addresses wrapped in IPv6: mapped, compatible, translated, NAT64, 6to4, Teredo.
    "::ffff:8.8.4.4",
    "::8.8.8.8",
    "::2",
    "::ffff:0:808:808",
    "64:ff9b::808:808",
    "64:ff9b:1::808:808",
    "2002:808:808::1",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "198.18.0.1",
    "203.0.113.9",
    "4000::1",
    "fc00::1",
    "fd00:ec2::254",
    "fe80::1",
    "ff02::1",
    "2001:db8::1",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "172.32.0.1", "185.60.216.35", "2a00:1450:4001:80b::200e", "2606:4700:4700::1111"])(
    "accepts %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it("refuses what is not an address", () => {
    expect(isPublicAddress("example.com")).toBe(false);
  });
});

describe("assertPublicLiteralHost", () => {
  it.each([
    "http://127.0.0.1/",
    "http://[::1]:8080/",
    "http://2130706433/",
    "http://0x7f.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::ffff:0:a9fe:a9fe]/latest/meta-data/",
    "http://[64:ff9b:1::a9fe:a9fe]/latest/meta-data/",
    "http://[::7f00:1]/",
  ])("refuses %s", (url) => {
    expect(() => assertPublicLiteralHost(new URL(url))).toThrow(PriceFetchError);
  });

  it("leaves host names to the resolver and accepts public literals", () => {
    expect(() => assertPublicLiteralHost(new URL("https://store.example/p/1"))).not.toThrow();
    expect(() => assertPublicLiteralHost(new URL("http://8.8.8.8/"))).not.toThrow();
  });
});

describe("publicOnlyLookup", () => {
  it("refuses a name that resolves to loopback", async () => {
    const error = await new Promise<unknown>((resolve) =>
      publicOnlyLookup("localhost", {}, (e) => resolve(e)),
    );
    expect(error).toBeInstanceOf(PriceFetchError);
    expect((error as PriceFetchError).code).toBe("blockedAddress");
  });
});
