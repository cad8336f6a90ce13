import { z } from "zod";

/** The 'Fetch again' button of a stale store price on /admin/prices. */
export const fetchAgainSchema = z.object({
  productPriceId: z.uuid({ error: "adminStaleOffers.errors.unknownOffer" }),
});

export type FetchAgainResult = { ok: boolean; messageKey: string };
