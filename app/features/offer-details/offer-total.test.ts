import { describe, expect, it } from "vitest";
import type { DeliveryTerms } from "./offer-details";
import {
  deliveryFeeFor,
  instalmentPayment,
  lowestDeliveryFee,
  lowestTotalOf,
  offerTotal,
  sortByTotal,
} from "./offer-total";

const jeddah25: DeliveryTerms = { region: "jeddah", feeHalalas: 2500, minDays: 2, maxDays: 4 };
const riyadhFreeOver200: DeliveryTerms = { region: "riyadh", feeHalalas: 1500, freeOverHalalas: 20000 };

describe("an offer's total to a region", () => {
  it("is the price plus the region's delivery fee", () => {
    expect(offerTotal(429900, [jeddah25], "jeddah")).toBe(432400);
  });

  it("adds nothing once the price reaches the free-delivery threshold, and the fee below it", () => {
    expect(offerTotal(20000, [riyadhFreeOver200], "riyadh")).toBe(20000);
    expect(offerTotal(19999, [riyadhFreeOver200], "riyadh")).toBe(19999 + 1500);
  });

  it("uses the store's rule for every region when the region has none of its own", () => {
    const all: DeliveryTerms = { region: "all", feeHalalas: 3000 };
    expect(offerTotal(10000, [jeddah25, all], "madinah")).toBe(13000);
    expect(offerTotal(10000, [jeddah25, all], "jeddah")).toBe(12500);
  });

  it("stays unknown when nothing is said of the region or its fee", () => {
    expect(offerTotal(10000, [jeddah25], "riyadh")).toBeNull();
    expect(offerTotal(10000, undefined, "jeddah")).toBeNull();
    expect(offerTotal(10000, [{ region: "riyadh", feeHalalas: null }], "riyadh")).toBeNull();
    // Below a threshold whose fee is not stated, the fee is unknown; at or above it, delivery is free.
    const thresholdOnly: DeliveryTerms = { region: "riyadh", feeHalalas: null, freeOverHalalas: 20000 };
    expect(offerTotal(10000, [thresholdOnly], "riyadh")).toBeNull();
    expect(offerTotal(25000, [thresholdOnly], "riyadh")).toBe(25000);
  });

  it("is free when the fee is stated as zero", () => {
    expect(deliveryFeeFor({ region: "all", feeHalalas: 0 }, 100)).toBe(0);
  });
});

describe("the lowest total", () => {
  it("is taken among current offers with a known total only", () => {
    const offers = [
      { priceHalalas: 400000, isCurrent: true, delivery: [jeddah25] }, // 4,025
      {
        priceHalalas: 399000,
        isCurrent: true,
        delivery: [{ region: "jeddah", feeHalalas: 5000 } as DeliveryTerms],
      }, // 4,040
      { priceHalalas: 380000, isCurrent: true }, // cheapest price, delivery unknown
      { priceHalalas: 300000, isCurrent: false, delivery: [jeddah25] }, // stale
    ];
    expect(lowestTotalOf(offers, "jeddah")).toBe(402500);
    expect(lowestTotalOf(offers, "riyadh")).toBeNull();
  });
});

describe("delivery without a region", () => {
  it("is the lowest fee any region gets for the price", () => {
    expect(lowestDeliveryFee([jeddah25, riyadhFreeOver200], 10000)).toBe(1500);
    expect(lowestDeliveryFee([jeddah25, riyadhFreeOver200], 30000)).toBe(0);
    expect(lowestDeliveryFee([], 30000)).toBeNull();
  });
});

describe("an instalment payment", () => {
  it("is the stated payment, else the price split and rounded up, never the price", () => {
    expect(instalmentPayment({ provider: "tabby", payments: 4, paymentHalalas: 107500 }, 429900)).toBe(
      107500,
    );
    expect(instalmentPayment({ provider: "tamara", payments: 4, paymentHalalas: null }, 432300)).toBe(108075);
    expect(instalmentPayment({ provider: "tamara", payments: 4, paymentHalalas: null }, 432301)).toBe(108076);
  });
});

describe("sorting offers by total", () => {
  it("puts the lowest total first and offers whose total is unknown last, by price", () => {
    const offers = [
      {
        id: "cheap-price-dear-delivery",
        priceHalalas: 429900,
        delivery: [{ region: "all", feeHalalas: 5000 } as DeliveryTerms],
      },
      { id: "unknown", priceHalalas: 400000 },
      {
        id: "free",
        priceHalalas: 431000,
        delivery: [{ region: "jeddah", feeHalalas: 2500, freeOverHalalas: 20000 } as DeliveryTerms],
      },
      {
        id: "unknown-dear",
        priceHalalas: 500000,
        delivery: [{ region: "riyadh", feeHalalas: 0 } as DeliveryTerms],
      },
    ];
    expect(sortByTotal(offers, "jeddah").map((o) => o.id)).toEqual([
      "free",
      "cheap-price-dear-delivery",
      "unknown",
      "unknown-dear",
    ]);
  });
});
