import { describe, expect, it } from "vitest";
import {
  addRecentlyViewed,
  parseRecentlyViewed,
  productsToShow,
  RECENTLY_VIEWED_KEY,
  type RecentlyViewedProduct,
  recordRecentlyViewed,
} from "./recently-viewed";

const product = (id: string): RecentlyViewedProduct => ({
  id,
  nameEn: `Product ${id}`,
  nameAr: `منتج ${id}`,
  imageUrl: null,
  lowestPrice: "10.00",
  highestPrice: "12.00",
  storeCount: 2,
});

function memoryStorage(initial?: string) {
  const values = new Map<string, string>(initial ? [[RECENTLY_VIEWED_KEY, initial]] : []);
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("recently viewed", () => {
  it("puts the newest visit first without duplicates", () => {
    const list = addRecentlyViewed([product("a"), product("b"), product("c")], product("b"));
    expect(list.map((p) => p.id)).toEqual(["b", "a", "c"]);
  });

  it("keeps at most 8 products, dropping the oldest", () => {
    let list: RecentlyViewedProduct[] = [];
    for (const id of "abcdefghij") list = addRecentlyViewed(list, product(id));
    expect(list.map((p) => p.id)).toEqual(["j", "i", "h", "g", "f", "e", "d", "c"]);
  });

  it("shows the 4 newest products other than the one on screen", () => {
    const list = ["e", "d", "c", "b", "a"].map(product);
    expect(productsToShow(list, "d").map((p) => p.id)).toEqual(["e", "c", "b", "a"]);
    expect(productsToShow(list, "z").map((p) => p.id)).toEqual(["e", "d", "c", "b"]);
  });

  it("reads only well-formed, unique entries from storage", () => {
    const raw = JSON.stringify([product("a"), { id: "broken" }, product("a"), product("b"), 42]);
    expect(parseRecentlyViewed(raw).map((p) => p.id)).toEqual(["a", "b"]);
    expect(parseRecentlyViewed("not json")).toEqual([]);
    expect(parseRecentlyViewed('{"id":"a"}')).toEqual([]);
    expect(parseRecentlyViewed(null)).toEqual([]);
  });

  it("skips entries with a field of the wrong type and drops fields it does not know", () => {
    const raw = JSON.stringify([
      { ...product("a"), storeCount: -1 },
      { ...product("b"), storeCount: 1.5 },
      { ...product("c"), imageUrl: 7 },
      { ...product("d"), lowestPrice: undefined },
      { ...product("e"), id: "" },
      null,
      { ...product("f"), injected: "<script>" },
    ]);
    expect(parseRecentlyViewed(raw)).toEqual([product("f")]);
  });

  it("records a visit under the recentlyViewed key and returns the earlier list", () => {
    const storage = memoryStorage(JSON.stringify([product("a")]));
    expect(recordRecentlyViewed(storage, product("b")).map((p) => p.id)).toEqual(["a"]);
    expect(JSON.parse(storage.values.get("recentlyViewed")!).map((p: { id: string }) => p.id)).toEqual([
      "b",
      "a",
    ]);
  });

  it("shows nothing when storage refuses to work", () => {
    const storage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {},
    };
    expect(recordRecentlyViewed(storage, product("a"))).toEqual([]);
  });
});
