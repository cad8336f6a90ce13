import { z } from "zod";
import type { PriceSource } from "~/features/price-extraction/extract-price";
import { storePageUrlField } from "./fetch-price-schema";

/** "Test a page" on /admin/prices and in the product form: one store page address. */
export const testPageSchema = z.object({ url: storePageUrlField });

/** Where a step found its price: the same sources as the price reader's. */
export type StepSource = PriceSource;

/** What "Test a page" shows, as the browser receives it (no key, no secret, no raw page). */
export type PageTestResult = {
  url: string;
  storeName: string | null;
  storeNameAr: string | null;
  fetchMode: "auto" | "http" | "browser" | "service";
  strategy: "http" | "browser" | "service" | null;
  browserReason: "store" | "appShell" | null;
  finalUrl: string | null;
  timings: { http?: number; browser?: number; service?: number };
  steps: Array<{
    source: Exclude<StepSource, "store-rule">;
    price: number | null;
    inStock: boolean | null;
    ambiguous: boolean;
    wasPrice: number | null;
  }>;
  visibleCandidates: Array<{ amount: number; text: string }>;
  priceRule: { rule: string; found: string | null; price: number | null } | null;
  stockRule: { rule: string; found: string | null; inStock: boolean | null } | null;
  chosen: {
    price: string | null;
    source: StepSource | null;
    inStock: boolean | null;
    wasPrice: string | null;
  };
  error: { code: string; status?: number } | null;
  blocked: string[];
  /** Where the screenshot of the rendered page can be fetched, in browser mode. */
  screenshotUrl: string | null;
};

export type PageTestResponse = { ok: true; result: PageTestResult } | { ok: false; errorKey: string };
