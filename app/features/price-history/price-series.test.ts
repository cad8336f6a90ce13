import { describe, expect, it } from "vitest";
import {
  buildPriceSeries,
  limitSeriesTo,
  type PriceSeries,
  parseChartRange,
  storeRanges,
  summarisePriceSeries,
  viewPriceHistory,
} from "./price-series";

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

  it("counts days across a month's and a year's end, a leap day included", () => {
    const series = buildPriceSeries(
      [reading("noon", "100.00", "2027-12-30T08:00:00Z"), reading("noon", "90.00", "2028-02-28T08:00:00Z")],
      { now: new Date("2028-03-01T12:00:00Z") },
    );
    const dates = series.points.map((point) => point.date);
    expect(dates.slice(0, 4)).toEqual(["2027-12-30", "2027-12-31", "2028-01-01", "2028-01-02"]);
    expect(dates.slice(-3)).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
    // 2 days of December, 31 of January, 29 of February and the 1st of March.
    expect(dates).toHaveLength(63);
    expect(new Set(dates).size).toBe(63);
    expect(series.points.at(-1)!.prices).toEqual(["90.00"]);
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

/** A series of consecutive days from 2026-01-01, one column of prices per store. */
function seriesOf(stores: string[], days: (string | null)[][]): PriceSeries {
  return {
    stores,
    points: days.map((prices, index) => ({
      date: new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
      prices,
    })),
  };
}

describe("parseChartRange", () => {
  it("reads the offered periods and falls back to 90 days", () => {
    expect(["30", "90", "365", "all"].map(parseChartRange)).toEqual(["30", "90", "365", "all"]);
    expect(parseChartRange(null)).toBe("90");
    expect(parseChartRange("7")).toBe("90");
    expect(parseChartRange("ALL")).toBe("90");
  });
});

describe("limitSeriesTo", () => {
  // 400 days: store A throughout, store B only on the first 100.
  const long = seriesOf(
    ["A", "B"],
    Array.from({ length: 400 }, (_, day) => [String(100 + (day % 7)), day < 100 ? "90.00" : null]),
  );

  it("keeps the last 30, 90 or 365 days, ending today, or everything", () => {
    for (const [range, days] of [
      ["30", 30],
      ["90", 90],
      ["365", 365],
      ["all", 400],
    ] as const) {
      const limited = limitSeriesTo(long, range);
      expect(limited.points).toHaveLength(days);
      expect(limited.points.at(-1)!.date).toBe("2027-02-04");
      expect(limited.points[0]!.date).toBe(long.points[400 - days]!.date);
    }
  });

  it("drops a store without a price in the period, with its column", () => {
    const limited = limitSeriesTo(long, "90");
    expect(limited.stores).toEqual(["A"]);
    expect(limited.points[0]!.prices).toEqual(["102"]); // day 310 of 400
    expect(limitSeriesTo(long, "365").stores).toEqual(["A", "B"]);
  });

  it("is the whole series when it is shorter than the period", () => {
    const short = seriesOf(["A"], [["10.00"], ["11.00"]]);
    expect(limitSeriesTo(short, "30")).toEqual(short);
  });
});

describe("summarisePriceSeries", () => {
  it("gives the lowest and the average of each day's lowest store price", () => {
    const series = seriesOf(
      ["A", "B"],
      [
        ["100.00", "120.00"], // 100
        ["100.00", "80.50"], // 80.50
        [null, "90.00"], // 90
        [null, null], // no price that day: not counted
        ["99.99", null], // 99.99
      ],
    );
    // (100 + 80.50 + 90 + 99.99) / 4 = 92.6225
    expect(summarisePriceSeries(series)).toEqual({ lowest: "80.50", average: "92.62" });
  });

  it("rounds the average to the nearest halala", () => {
    const series = seriesOf(["A"], [["0.01"], ["0.02"]]);
    expect(summarisePriceSeries(series)).toEqual({ lowest: "0.01", average: "0.02" });
  });

  it("is null without any price", () => {
    expect(summarisePriceSeries(seriesOf(["A"], [[null]]))).toBeNull();
    expect(summarisePriceSeries({ stores: [], points: [] })).toBeNull();
  });
});

describe("viewPriceHistory", () => {
  it("carries the Arabic names of the stores it charts, and only of those", () => {
    const now = new Date("2026-11-20T12:00:00Z");
    const view = viewPriceHistory(
      [
        { ...reading("Jarir", "1000.00", "2026-11-10T09:00:00Z"), storeNameAr: "جرير" },
        { ...reading("noon", "990.00", "2026-11-11T09:00:00Z"), storeNameAr: null },
        // Only in a period before the one charted.
        { ...reading("Lulu", "950.00", "2025-01-11T09:00:00Z"), storeNameAr: "لولو" },
      ],
      { now, currentStores: ["Jarir", "noon"], range: "30" },
    );
    expect(view.series.stores).toEqual(["Jarir", "noon"]);
    expect(view.storeNamesAr).toEqual({ Jarir: "جرير" });
  });
});
