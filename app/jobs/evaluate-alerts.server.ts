import { evaluateAlerts, sendAlertEmails } from "~/features/alerts/evaluate-alerts.server";
import {
  ALERT_EVALUATION_QUEUE,
  alertEvaluationPayloadSchema,
} from "~/features/alerts/queue-alert-evaluation.server";
import { defineJob } from "./job-definition.server";

/**
 * Hook point for alerts (issue 6, PD-13; issue 14, docs/decisions/0013): a refresh, a feed, an
 * admin's save or an import queues this job through `queueAlertEvaluation`, in the same transaction
 * as the write, whenever a product's lowest current price changes — which is also when it comes
 * back in stock (none → some) or reaches a new lowest in 90 days. Unconfirmed readings (PD-14)
 * never queue it. The handler reads the product's current figures (the payload's may be stale by
 * then), records each firing and then sends its e-mail. Running it twice is harmless: a firing moves
 * the alert's last announced price or event, so the same reading never fires again.
 */
export const evaluateAlertsJob = defineJob({
  name: ALERT_EVALUATION_QUEUE,
  payload: alertEvaluationPayloadSchema,
  queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true },
  worker: {
    options: { pollingIntervalSeconds: 1 },
    async handle({ productId }, { db, mailer, baseUrl, logger }) {
      const firings = await evaluateAlerts(db, productId);
      try {
        await sendAlertEmails(mailer, baseUrl, firings);
      } catch (error) {
        // The in-app notification is recorded; a mail server outage must not fire the alert again.
        logger.error("alert e-mail failed", { error, productId });
      }
      logger.info("alerts evaluated", { productId, fired: firings.length });
    },
  },
});
