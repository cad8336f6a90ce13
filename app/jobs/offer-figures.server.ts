import { refreshDailyInsight, refreshDueOfferFigures } from "~/features/prices/current-offers.server";
import { defineTickJob } from "./job-definition.server";

/**
 * Every minute: products whose offers went stale with time get their lowest price and store count
 * recounted (PD-21), and once a day every product's price insight is worked out afresh
 * (PD-22). Running it twice, or on two workers, recounts nothing twice.
 */
export const offerFiguresTickJob = defineTickJob({
  name: "offer-figures-tick",
  schedule: "* * * * *",
  expireInSeconds: 600,
  async handle(_payload, { db, logger }) {
    const recounted = await refreshDueOfferFigures(db);
    if (recounted > 0) logger.info("offer figures recounted", { products: recounted });
    const insight = await refreshDailyInsight(db);
    if (insight !== null) logger.info("daily price insight computed", { products: insight });
  },
});
