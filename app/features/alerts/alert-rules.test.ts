import { describe, expect, it } from "vitest";
import { type AlertState, shouldAlertFire } from "./alert-rules";

const alert = (overrides: Partial<AlertState> = {}): AlertState => ({
  isActive: true,
  targetPrice: "1000.00",
  minReduction: "1.00",
  lastNotifiedPrice: null,
  ...overrides,
});

describe("shouldAlertFire", () => {
  it("fires at or below the target, not above", () => {
    expect(shouldAlertFire(alert(), "1000.00")).toBe(true);
    expect(shouldAlertFire(alert(), "999.99")).toBe(true);
    expect(shouldAlertFire(alert(), "1000.01")).toBe(false);
  });

  it("never fires when inactive", () => {
    expect(shouldAlertFire(alert({ isActive: false }), "10.00")).toBe(false);
  });

  it("fires again only after a further drop of at least the minimum reduction", () => {
    const fired = alert({ lastNotifiedPrice: "950.00", minReduction: "25.00" });
    expect(shouldAlertFire(fired, "950.00")).toBe(false);
    expect(shouldAlertFire(fired, "925.01")).toBe(false);
    expect(shouldAlertFire(fired, "925.00")).toBe(true);
    expect(shouldAlertFire(alert({ lastNotifiedPrice: "950.00", minReduction: "0.01" }), "949.99")).toBe(
      true,
    );
  });

  it("compares exact amounts, not binary floats", () => {
    // 0.1 + 0.2 style rounding would make 0.30 look above a 0.3 target.
    expect(shouldAlertFire(alert({ targetPrice: "0.30" }), "0.3")).toBe(true);
  });
});
