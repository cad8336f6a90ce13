// The kinds of alert a shopper can set on a product (the `kind` of price_alerts): a target price
// (PD-13), and the two moments to buy of docs/decisions/0013, which have no target.

export const MOMENT_ALERT_KINDS = ["back_in_stock", "lowest_in_90_days"] as const;
export type MomentAlertKind = (typeof MOMENT_ALERT_KINDS)[number];
export type AlertKind = "target_price" | MomentAlertKind;

export function isMomentAlertKind(kind: AlertKind): kind is MomentAlertKind {
  return kind !== "target_price";
}
