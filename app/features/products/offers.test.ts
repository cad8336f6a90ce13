import { describe, expect, it } from "vitest";
import {
  cheapestCurrentOffer,
  currentPriceRange,
  lastKnownPriceOf,
  type StoreOffer,
  savingOf,
  sortOffers,
} from "./offers";

const at = (iso: string) => new Date(iso);
const offer = (storeName: string, price: string, more: Partial<StoreOffer> = {}): StoreOffer => ({
  storeName,
  storeNameAr: null,
  storeLogoUrl: null,
  source: "page",
  url: `https://${storeName.toLowerCase()}.example/p`,
  price,
  inStock: true,
  updatedAt: at("2026-11-01T10:00:00Z"),
  checkedAt: at("2026-11-24T08:00:00Z"),
  isFresh: true,
  isCurrent: true,
  wasPrice: null,
  ...more,
});

describe("sortOffers", () => {
  it("lists current offers first, each group cheapest first and then by store name", () => {
    const sorted = sortOffers([
      offer("Noon", "4599.00"),
      offer("Jarir", "4399.95", { isCurrent: false, inStock: false }),
      offer("Extra", "4599.00"),
      offer("Amazon.sa", "4999.00"),
      offer("Virgin", "3999.00", { isCurrent: false, isFresh: false }),
    ]);
    expect(sorted.map((o) => o.storeName)).toEqual(["Extra", "Noon", "Amazon.sa", "Virgin", "Jarir"]);
  });
});

describe("currentPriceRange", () => {
  it("takes the stored lowest price and count and the dearest current offer, never a stale one", () => {
    const offers = [
      offer("A", "4399.95"),
      offer("B", "4799.00"),
      offer("C", "5999.00", { isCurrent: false }),
    ];
    expect(currentPriceRange({ lowestPrice: "4399.95", storeCount: 2 }, offers)).toEqual({
      lowest: "4399.95",
      highest: "4799.00",
      storeCount: 2,
    });
  });

  it("is null when no offer is current", () => {
    expect(
      currentPriceRange({ lowestPrice: null, storeCount: 0 }, [offer("A", "10.00", { isCurrent: false })]),
    ).toBeNull();
  });
});

describe("lastKnownPriceOf", () => {
  it("is the most recently checked offer, with when it was checked", () => {
    const offers = [
      offer("A", "99.00", { checkedAt: at("2026-09-24T10:00:00Z"), isCurrent: false }),
      offer("B", "120.00", { checkedAt: at("2026-11-02T10:00:00Z"), isCurrent: false }),
    ];
    expect(lastKnownPriceOf(offers)).toEqual({
      price: "120.00",
      storeName: "B",
      storeNameAr: null,
      checkedAt: at("2026-11-02T10:00:00Z"),
    });
    expect(lastKnownPriceOf([])).toBeNull();
  });
  it("skips a sold-out offer, whose price no shopper could pay, and is null when every offer is sold out", () => {
    const soldOut = offer("C", "80.00", {
      checkedAt: at("2026-11-20T10:00:00Z"),
      isCurrent: false,
      inStock: false,
    });
    const unknownStock = offer("B", "120.00", {
      checkedAt: at("2026-11-02T10:00:00Z"),
      isCurrent: false,
      inStock: null,
    });
    expect(lastKnownPriceOf([soldOut, unknownStock])?.storeName).toBe("B");
    expect(lastKnownPriceOf([soldOut])).toBeNull();
  });
});

describe("savingOf", () => {
  it("is the gap between the dearest and the cheapest store in exact halalas", () => {
    expect(savingOf({ lowest: "4399.95", highest: "4799.00", storeCount: 3 })).toBe("399.05");
    expect(savingOf({ lowest: "0.10", highest: "0.30", storeCount: 2 })).toBe("0.20");
  });
});

describe("cheapestCurrentOffer", () => {
  const range = { lowest: "899.00", highest: "999.00", storeCount: 2 };
  it("is the first offer of the sorted list when it is current", () => {
    const offers = sortOffers([offer("Jarir", "999.00"), offer("noon", "899.00")]);
    expect(cheapestCurrentOffer({ offers, priceRange: range })?.storeName).toBe("noon");
  });
  it("is null without a current offer or a current price", () => {
    const stale = [offer("Jarir", "899.00", { isCurrent: false })];
    expect(cheapestCurrentOffer({ offers: stale, priceRange: range })).toBeNull();
    expect(cheapestCurrentOffer({ offers: [offer("Jarir", "899.00")], priceRange: null })).toBeNull();
    expect(cheapestCurrentOffer({ offers: [], priceRange: null })).toBeNull();
  });
});
