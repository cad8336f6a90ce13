import { describe, expect, it } from "vitest";
import { summarizeRatings } from "./rating-summary";

describe("summarizeRatings", () => {
  it("averages to one decimal and derives each bar from the data", () => {
    // 3×5, 1×4, 1×2 → 21 / 5 = 4.2
    const summary = summarizeRatings([
      { rating: 5, count: 3 },
      { rating: 4, count: 1 },
      { rating: 2, count: 1 },
    ]);
    expect(summary.count).toBe(5);
    expect(summary.average).toBe(4.2);
    expect(summary.distribution).toEqual([
      { stars: 5, count: 3, percent: 60 },
      { stars: 4, count: 1, percent: 20 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 1, percent: 20 },
      { stars: 1, count: 0, percent: 0 },
    ]);
  });

  it("rounds the average half up to one decimal", () => {
    // 5 + 4 + 4 + 4 = 17 / 4 = 4.25 → 4.3; 2 + 1 + 1 = 4 / 3 = 1.333… → 1.3
    expect(
      summarizeRatings([
        { rating: 5, count: 1 },
        { rating: 4, count: 3 },
      ]).average,
    ).toBe(4.3);
    expect(
      summarizeRatings([
        { rating: 2, count: 1 },
        { rating: 1, count: 2 },
      ]).average,
    ).toBe(1.3);
  });

  it("has no average and empty bars without reviews", () => {
    const summary = summarizeRatings([]);
    expect(summary).toEqual({
      count: 0,
      average: null,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0, percent: 0 })),
    });
  });

  it("ignores impossible ratings", () => {
    expect(
      summarizeRatings([
        { rating: 7, count: 2 },
        { rating: 3, count: 1 },
      ]),
    ).toMatchObject({
      count: 1,
      average: 3,
    });
  });
});
