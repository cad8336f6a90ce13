import { describe, expect, it } from "vitest";
import { z } from "zod";
import { eachStoreOnce } from "./store-name";

const rows = z
  .array(z.object({ store: z.string(), price: z.string() }))
  .superRefine(eachStoreOnce("store", "twice"));

describe("eachStoreOnce", () => {
  it("accepts a list naming each store once", () => {
    expect(
      rows.safeParse([
        { store: "Jarir", price: "1" },
        { store: "eXtra", price: "2" },
      ]).success,
    ).toBe(true);
  });

  it("reports a store named again, in any letter case, at the later row's field", () => {
    const result = rows.safeParse([
      { store: "Jarir", price: "1" },
      { store: "eXtra", price: "2" },
      { store: "JARIR", price: "3" },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: [2, "store"], message: "twice" },
    ]);
  });
});
