import { z } from "zod";

/** The admin product form's 'Fetch price' for one store row (spec: 'URL is required', 'Invalid URL format'). */
export const fetchPriceSchema = z.object({
  url: z
    .string({ error: "prices.errors.urlRequired" })
    .trim()
    .min(1, "prices.errors.urlRequired")
    .pipe(z.url({ protocol: /^https?$/, error: "prices.errors.invalidUrl" })),
});
