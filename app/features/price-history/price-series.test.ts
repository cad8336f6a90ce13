import { describe, expect, it } from "vitest";
import { buildPriceSeries, storeRanges } from "./price-series";

const reading = (storeName: string, price: string, iso: string) => ({
  storeName,
  price,
  recordedAt: new Date(iso),
});

describe("buildPriceSeries", () => {
  it("has one point per Riyadh calendar day up to today, holding each price until it changes", () => {
    const series = buildPriceSeries(
      [
        reading("noon", "100.00", "2026-03-01T08:00:00Z"),
        reading("Jarir", "120.00", "2026-03-02T08:00:00Z"),
        reading("noon", "90.00", "2026-03-03T08:00:00Z"),
      ],
      { now: new Date("2026-03-04T12:00:00Z") },
    );
    expect(series.stores).toEqual(["Jarir", "noon"]);
    expect(series.points).toEqual([
      { date: "2026-03-01", prices: [null, "100.00"] },
      { date: "2026-03-02", prices: ["120.00", "100.00"] },
      { date: "2026-03-03", prices: ["120.00", "90.00"] },
      { date: "2026-03-04", prices: ["120.00", "90.00"] },
    ]);
  });

  it("uses the Riyadh date (UTC+3) and the day's last reading", () => {
    const series = buildPriceSeries(
      [
        // 22:30 UTC on the 1st is already 01:30 on the 2nd in Riyadh.
        reading("noon", "100.00", "2026-03-01T22:30:00Z"),
        reading("noon", "95.00", "2026-03-02T10:00:00Z"),
      ],
      { now: new Date("2026-03-02T12:00:00Z") },
    );
    expect(series.points).toEqual([{ date: "2026-03-02", prices: ["95.00"] }]);
  });

  it("ends the line of a store that no longer sells the product at its last reading", () => {
    const series = buildPriceSeries(
      [reading("Lulu", "50.00", "2026-03-01T08:00:00Z"), reading("noon", "55.00", "2026-03-01T08:00:00Z")],
      { now: new Date("2026-03-03T08:00:00Z"), currentStores: ["noon"] },
    );
    expect(series.points.map((p) => p.prices)).toEqual([
      ["50.00", "55.00"],
      [null, "55.00"],
      [null, "55.00"],
    ]);
  });

  it("is empty without readings", () => {
    expect(buildPriceSeries([], { now: new Date() })).toEqual({ stores: [], points: [] });
  });

  it("summarises each store's lowest and highest price over the period", () => {
    const series = buildPriceSeries(
      [
        reading("noon", "1000.00", "2026-03-01T08:00:00Z"),
        reading("noon", "999.50", "2026-03-02T08:00:00Z"),
        reading("noon", "1100.00", "2026-03-03T08:00:00Z"),
      ],
      { now: new Date("2026-03-03T09:00:00Z") },
    );
    expect(storeRanges(series)).toEqual([{ store: "noon", low: "999.50", high: "1100.00" }]);
  });
});
