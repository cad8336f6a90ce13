import { describe, expect, it } from "vitest";
import { latestOfferPerStore, priceRangeOf, type StoreOfferRow, savingOf } from "./offers";

const at = (iso: string) => new Date(iso);
const row = (storeName: string, price: string, createdAt: string): StoreOfferRow => ({
  storeName,
  url: `https://${storeName.toLowerCase()}.example/p`,
  price,
  inStock: true,
  createdAt: at(createdAt),
  updatedAt: at(createdAt),
});

describe("latestOfferPerStore", () => {
  it("keeps each store's most recently created price and sorts cheapest first", () => {
    const offers = latestOfferPerStore([
      row("Jarir", "1999.00", "2026-01-01T10:00:00Z"),
      row("Jarir", "1899.00", "2026-03-01T10:00:00Z"),
      row("Jarir", "2099.00", "2026-02-01T10:00:00Z"),
      row("noon", "1949.50", "2026-02-15T10:00:00Z"),
      row("eXtra", "999.99", "2026-01-05T10:00:00Z"),
    ]);
    expect(offers.map((o) => [o.storeName, o.price])).toEqual([
      ["eXtra", "999.99"],
      ["Jarir", "1899.00"],
      ["noon", "1949.50"],
    ]);
    expect(offers[0]).not.toHaveProperty("createdAt");
  });

  it("compares prices as amounts, not as text", () => {
    const offers = latestOfferPerStore([
      row("A", "10000.00", "2026-01-01T00:00:00Z"),
      row("B", "9999.99", "2026-01-01T00:00:00Z"),
      row("C", "950.00", "2026-01-01T00:00:00Z"),
    ]);
    expect(offers.map((o) => o.storeName)).toEqual(["C", "B", "A"]);
  });

  it("orders equal prices by store name so the list is stable", () => {
    const offers = latestOfferPerStore([
      row("noon", "500.00", "2026-01-01T00:00:00Z"),
      row("Amazon.sa", "500.00", "2026-01-01T00:00:00Z"),
    ]);
    expect(offers.map((o) => o.storeName)).toEqual(["Amazon.sa", "noon"]);
  });
});

describe("priceRangeOf", () => {
  it("finds the lowest and highest price and counts the stores", () => {
    expect(priceRangeOf([{ price: "4599.00" }, { price: "4399.95" }, { price: "4799.00" }])).toEqual({
      lowest: "4399.95",
      highest: "4799.00",
      storeCount: 3,
    });
  });

  it("is null without offers and equal bounds with one", () => {
    expect(priceRangeOf([])).toBeNull();
    expect(priceRangeOf([{ price: "89.95" }])).toEqual({ lowest: "89.95", highest: "89.95", storeCount: 1 });
  });

  it("computes the saving between the dearest and the cheapest store exactly", () => {
    expect(savingOf({ lowest: "4399.95", highest: "4799.00", storeCount: 3 })).toBe("399.05");
    expect(savingOf({ lowest: "0.10", highest: "0.30", storeCount: 2 })).toBe("0.20");
  });
});
