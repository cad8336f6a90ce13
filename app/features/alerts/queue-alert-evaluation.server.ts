import type { PgBoss } from "pg-boss";
import { z } from "zod";
import type { Transaction } from "~/db/client.server";
import { withinTransaction } from "~/db/within-transaction.server";
import type { LowestPriceChange } from "~/features/prices/store-prices.server";

/** The queue of alert checks; its handler is `evaluateAlertsJob` (app/jobs/evaluate-alerts.server.ts). */
export const ALERT_EVALUATION_QUEUE = "evaluate-alerts";

export const alertEvaluationPayloadSchema = z.object({
  productId: z.uuid(),
  /** The product's new lowest price in halalas, or null when it has no store price left. */
  lowestPrice: z.number().int().nullable(),
});

/**
 * Queues the alert check of a product whose lowest current price changed (PD-13), inside the
 * writing transaction: the check is queued only if the new price commits. The one way a refresh, a
 * feed, an admin's save or an import asks for it.
 */
export async function queueAlertEvaluation(
  boss: PgBoss,
  tx: Transaction,
  change: LowestPriceChange,
): Promise<void> {
  await boss.send(ALERT_EVALUATION_QUEUE, alertEvaluationPayloadSchema.parse(change), withinTransaction(tx));
}
