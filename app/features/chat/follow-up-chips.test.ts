import { describe, expect, it } from "vitest";
import { followUpChips } from "./follow-up-chips";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";

describe("follow-up chips", () => {
  it("after one product: its trend, specifications, reviews and an alert on its page", () => {
    expect(followUpChips(`[iPhone 15](/products/${A}) is cheapest at noon: SAR 2,219.00.`)).toEqual([
      { kind: "ask", key: "chat.chips.trend" },
      { kind: "ask", key: "chat.chips.specs" },
      { kind: "ask", key: "chat.chips.reviews" },
      { kind: "link", key: "chat.chips.alert", href: `/products/${A}` },
    ]);
  });

  it("after one product with other matches named after it: still about that product", () => {
    const answer = `[iPhone 15](/products/${A}) is cheapest at noon: SAR 2,219.00.\n• noon: SAR 2,219.00\nOther matches: [iPhone 15 Pro Max](/products/${B})`;
    expect(followUpChips(answer).map((chip) => chip.key)).toEqual([
      "chat.chips.trend",
      "chat.chips.specs",
      "chat.chips.reviews",
      "chat.chips.alert",
    ]);
  });

  it("after a list: which to buy, the cheaper one, the first one", () => {
    expect(followUpChips(`1. [A](/products/${A})\n2. [B](/products/${B})`).map((chip) => chip.key)).toEqual([
      "chat.chips.compare",
      "chat.chips.cheaper",
      "chat.chips.first",
    ]);
  });

  it("after a comparison: the cheaper one, the first one and an alert", () => {
    const answer = `[A](/products/${A}) [B](/products/${B}) [compare](/compare?a=${A}&b=${B})`;
    expect(followUpChips(answer).map((chip) => chip.key)).toEqual([
      "chat.chips.cheaper",
      "chat.chips.first",
      "chat.chips.alert",
    ]);
  });

  it("none after an answer without products (the opening suggestions show)", () => {
    expect(followUpChips("Sorry, I can't help with that.")).toEqual([]);
  });
});
