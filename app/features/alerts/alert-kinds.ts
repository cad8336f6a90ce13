// The kinds of alert a shopper can set on a product: a target price (PD-13), and the two
// moments to buy of docs/decisions/0013, which have no target. The list itself is defined once,
// beside the tables that store it (db/schema/alert-kinds.ts).
import type { AlertKind, MomentAlertKind } from "~/db/schema/alert-kinds";

export {
  ALERT_KINDS,
  type AlertKind,
  MOMENT_ALERT_KINDS,
  type MomentAlertKind,
} from "~/db/schema/alert-kinds";

export function isMomentAlertKind(kind: AlertKind): kind is MomentAlertKind {
  return kind !== "target_price";
}
