import { z } from "zod";

/** A store page address as an admin types it (spec: 'URL is required', 'Invalid URL format'). */
export const storePageUrlField = z
  .string({ error: "prices.errors.urlRequired" })
  .trim()
  .min(1, "prices.errors.urlRequired")
  .pipe(z.url({ protocol: /^https?$/, error: "prices.errors.invalidUrl" }));

/** The admin product form's 'Fetch price' for one store row. */
export const fetchPriceSchema = z.object({ url: storePageUrlField });
