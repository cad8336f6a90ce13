import { expect, it } from "vitest";
import { pickRandom } from "./pick-random";
import { formatStatCount } from "./site-stats";

it("shows counts exact under 10, then rounded down with a plus (decision 10)", () => {
  const shown = [0, 7, 9, 10, 57, 99, 100, 345, 999, 1000, 12_345, 100_000].map(formatStatCount);
  expect(shown).toEqual([
    "0",
    "7",
    "9",
    "10+",
    "50+",
    "90+",
    "100+",
    "300+",
    "900+",
    "1,000+",
    "12,000+",
    "100,000+",
  ]);
});

it("picks distinct items at random without changing the list", () => {
  const items = [1, 2, 3, 4, 5, 6];
  const picked = pickRandom(items, 3);
  expect(picked).toHaveLength(3);
  expect(new Set(picked).size).toBe(3);
  expect(picked.every((item) => items.includes(item))).toBe(true);
  expect(items).toEqual([1, 2, 3, 4, 5, 6]);
  expect(pickRandom(items, 10)).toHaveLength(6);
  expect(pickRandom([], 3)).toEqual([]);
});
