// The kinds of alert a shopper can set on a product, the `kind` of price_alerts and of the
// notifications they fire: a target price (PD-13), and the two moments to buy of
// docs/decisions/0013, which have no target. Plain values without Drizzle, so the alert forms in
// the browser read the same list as the tables.

export const MOMENT_ALERT_KINDS = ["back_in_stock", "lowest_in_90_days"] as const;
export const ALERT_KINDS = ["target_price", ...MOMENT_ALERT_KINDS] as const;

export type MomentAlertKind = (typeof MOMENT_ALERT_KINDS)[number];
export type AlertKind = (typeof ALERT_KINDS)[number];
