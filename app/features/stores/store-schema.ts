import { z } from "zod";
import { storePolicyFieldsSchema } from "~/features/offer-details/offer-details-schema";
import {
  isJsonPathRule,
  parseJsonPath,
  RULE_MAX_LENGTH,
  STORE_FETCH_MODES,
} from "~/features/price-extraction/store-rule-grammar";
import { imageFileSchema } from "~/features/uploads/image-upload";

const E = {
  name: "adminStores.errors.nameRequired",
  nameAr: "adminStores.errors.nameArRequired",
  domain: "adminStores.errors.domainInvalid",
  fetchMode: "adminStores.fetchRules.errors.mode",
  rule: "adminStores.fetchRules.errors.rule",
  selector: "adminStores.fetchRules.errors.selector",
} as const;

export const STORE_LOGO_ERRORS = {
  size: "adminStores.errors.logoSize",
  type: "adminStores.errors.logoType",
  dimensions: "adminStores.errors.logoDimensions",
};

/**
 * Whether a CSS selector parses. In the browser the page's own selector engine says; the server
 * checks again with the extractor's engine before saving (stores.server.ts).
 */
function browserAcceptsSelector(selector: string): boolean {
  if (typeof document === "undefined") return true;
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

/** A price or stock rule: a CSS selector, or a JSON path such as "$.product.offers[0].price". */
const rule = z
  .string()
  .trim()
  .max(RULE_MAX_LENGTH, { error: E.rule })
  .refine((value) => !/[\r\n]/.test(value), { error: E.rule })
  .refine(
    (value) => (isJsonPathRule(value) ? parseJsonPath(value) !== null : browserAcceptsSelector(value)),
    {
      error: E.rule,
    },
  )
  .optional();

const selector = z
  .string()
  .trim()
  .max(RULE_MAX_LENGTH, { error: E.selector })
  .refine((value) => !/[\r\n]/.test(value) && !isJsonPathRule(value) && browserAcceptsSelector(value), {
    error: E.selector,
  })
  .optional();

const HOST_PATTERN =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A store's website as a host name: "Jarir.com", "www.jarir.com/" and "https://www.jarir.com/sa-en"
 * all give the host; null when the text names no public host ("localhost", an IP, "jarir").
 */
export function storeDomainOf(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname;
  } catch {
    return null;
  }
  host = host.toLowerCase().replace(/\.$/, "");
  return HOST_PATTERN.test(host) ? host : null;
}

const name = (error: string) => z.string({ error }).trim().min(1, { error }).max(80, { error });

/** Adding or editing a store: checked in the browser before sending and by the action again. */
export const storeFormSchema = z.object({
  intent: z.literal("save"),
  /** Empty when adding a store. */
  id: z.uuid().optional(),
  name: name(E.name),
  nameAr: name(E.nameAr),
  domain: z.string({ error: E.domain }).transform((value, ctx) => {
    const domain = storeDomainOf(value);
    if (!domain) {
      ctx.addIssue({ code: "custom", message: E.domain });
      return z.NEVER;
    }
    return domain;
  }),
  logo: imageFileSchema("stores", STORE_LOGO_ERRORS).optional(),
  removeLogo: z.literal("on").optional(),
  fetchMode: z.enum(STORE_FETCH_MODES, { error: E.fetchMode }).default("auto"),
  priceRule: rule,
  stockRule: rule,
  waitForSelector: selector,
  /** Delivery per region, pickup, warranty, returns, instalments: what every offer of the store gets. */
  policy: storePolicyFieldsSchema,
});

export type StoreFormValue = z.infer<typeof storeFormSchema>;

export const deleteStoreSchema = z.object({ intent: z.literal("delete"), id: z.uuid() });
