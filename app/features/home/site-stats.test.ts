import { expect, it } from "vitest";
import { pickRandom } from "./pick-random";
import { formatStatCount, SHOPPERS_SHOWN_FROM, statTiles } from "./site-stats";

it("shows the real counts with thousands separators, Latin digits in both languages", () => {
  const shown = [0, 7, 57, 999, 1000, 12_345, 100_000].map((count) => formatStatCount(count, "ar"));
  expect(shown).toEqual(["0", "7", "57", "999", "1,000", "12,345", "100,000"]);
  expect(formatStatCount(1214, "en")).toBe("1,214");
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

it("shows shoppers only once they are many, and the prices checked today until then", () => {
  // The review saw "16 Shoppers" on the home page.
  expect(statTiles({ users: 16 })).toEqual(["products", "stores", "checkedLastDay"]);
  expect(statTiles({ users: SHOPPERS_SHOWN_FROM - 1 })[2]).toBe("checkedLastDay");
  expect(statTiles({ users: SHOPPERS_SHOWN_FROM })).toEqual(["products", "stores", "users"]);
});
