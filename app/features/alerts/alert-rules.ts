import { toHalalas } from "~/utils/money";

export type AlertState = {
  isActive: boolean;
  targetPrice: string;
  minReduction: string;
  /** The lowest price this alert last announced, or null if it never fired. */
  lastNotifiedPrice: string | null;
};

/**
 * PD-13: an active alert fires when the lowest price is at or below its target, and fires
 * again only after a further drop of at least `minReduction` below the price it last announced.
 */
export function shouldAlertFire(alert: AlertState, lowestPrice: string): boolean {
  if (!alert.isActive) return false;
  const lowest = toHalalas(lowestPrice);
  if (lowest > toHalalas(alert.targetPrice)) return false;
  if (alert.lastNotifiedPrice === null) return true;
  return lowest <= toHalalas(alert.lastNotifiedPrice) - toHalalas(alert.minReduction);
}
