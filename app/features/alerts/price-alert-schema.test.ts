import { describe, expect, it } from "vitest";
import { priceAlertSchema, priceAlertSchemaFor, suggestTargetPrice } from "./price-alert-schema";

const parse = (value: Record<string, unknown>) =>
  priceAlertSchema.safeParse({ intent: "set-alert", ...value });
const messages = (value: Record<string, unknown>) => {
  const result = parse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("priceAlertSchema", () => {
  it("accepts a target of 0 or more in steps of 0.01, with a default minimum drop of 1", () => {
    expect(parse({ targetPrice: "0" })).toMatchObject({
      success: true,
      data: { targetPrice: "0", minReduction: "1.00" },
    });
    expect(parse({ targetPrice: " 1999.95 ", minReduction: "0.01" })).toMatchObject({
      success: true,
      data: { targetPrice: "1999.95", minReduction: "0.01" },
    });
  });

  it("refuses a missing, negative or over-precise target", () => {
    expect(messages({})).toEqual(["product.alert.errors.targetRequired"]);
    expect(messages({ targetPrice: "" })).toEqual(["product.alert.errors.targetRequired"]);
    expect(messages({ targetPrice: "-5" })).toEqual(["product.alert.errors.targetInvalid"]);
    expect(messages({ targetPrice: "10.005" })).toEqual(["product.alert.errors.targetInvalid"]);
    expect(messages({ targetPrice: "ten" })).toEqual(["product.alert.errors.targetInvalid"]);
  });

  it("needs a minimum drop of at least 0.01", () => {
    expect(messages({ targetPrice: "100", minReduction: "0" })).toEqual([
      "product.alert.errors.minReductionInvalid",
    ]);
    expect(messages({ targetPrice: "100", minReduction: "0.00" })).toEqual([
      "product.alert.errors.minReductionInvalid",
    ]);
    expect(messages({ targetPrice: "100", minReduction: "0.001" })).toEqual([
      "product.alert.errors.minReductionInvalid",
    ]);
  });

  it("refuses a target at or above the current lowest price, which would go off at once", () => {
    const beside = (targetPrice: string, lowest: string | null) =>
      priceAlertSchemaFor(lowest).safeParse({ intent: "set-alert", targetPrice });
    const refusal = {
      success: false,
      error: expect.objectContaining({
        issues: [
          expect.objectContaining({
            message: "product.alert.errors.targetNotBelowLowest",
            path: ["targetPrice"],
          }),
        ],
      }),
    };
    expect(beside("189.50", "189.50")).toMatchObject(refusal);
    expect(beside("200", "189.50")).toMatchObject(refusal);
    expect(beside("189.49", "189.50")).toMatchObject({ success: true });
    // A target that is not a price gets that message alone.
    expect(
      priceAlertSchemaFor("189.50")
        .safeParse({ intent: "set-alert", targetPrice: "12.345" })
        .error?.issues.map((issue) => issue.message),
    ).toEqual(["product.alert.errors.targetInvalid"]);
    // A product without a price yet takes any target.
    expect(beside("5000", null)).toMatchObject({ success: true });
  });
});

describe("suggestTargetPrice", () => {
  it("suggests the 90-day low when it is below today's lowest price", () => {
    expect(suggestTargetPrice("3899.00", "4150.50")).toBe("3899.00");
    expect(suggestTargetPrice("12.00", null)).toBe("12.00");
  });

  it("suggests nothing without a 90-day low, or when the form would refuse it", () => {
    expect(suggestTargetPrice(null, "4150.50")).toBeNull();
    // At its low today, a target at that price would fire at once (priceAlertSchemaFor refuses it).
    expect(suggestTargetPrice("4150.50", "4150.50")).toBeNull();
    expect(suggestTargetPrice("4200.00", "4150.50")).toBeNull();
  });

  it("suggests only targets the form's own schema accepts", () => {
    const suggested = suggestTargetPrice("3899.00", "4150.50");
    expect(
      priceAlertSchemaFor("4150.50").safeParse({ intent: "set-alert", targetPrice: suggested }).success,
    ).toBe(true);
  });
});
