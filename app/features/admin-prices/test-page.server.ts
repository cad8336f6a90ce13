// "Test a page" (issue 16): reads one store page the way the refresh job would (the store's rules,
// HTTP, the browser when needed, or the service) and keeps everything an operator needs to see why
// a price was or was not read. Nothing is recorded: it is a dry run.

import { randomUUID } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { Database } from "~/db/client.server";
import type { PriceEngine } from "~/features/page-fetching/fetch-store-price.server";
import { readStorePage } from "~/features/page-fetching/read-store-page.server";
import { findStoreRulesForUrl } from "~/features/stores/stores.server";
import type { PageTestResult } from "./test-page-schema";

/** Screenshots of the last tests, kept a few minutes for the admin's page to show. */
const screenshots = new LRUCache<string, Buffer>({ max: 8, ttl: 10 * 60 * 1000 });

export function pageTestScreenshot(id: string): Buffer | null {
  return screenshots.get(id) ?? null;
}

export async function testStorePage(
  db: Database,
  engine: PriceEngine,
  url: string,
  signal?: AbortSignal,
): Promise<PageTestResult> {
  const rules = await findStoreRulesForUrl(db, url);
  const report = await readStorePage(engine, url, rules, { signal, inspect: true, screenshot: true });
  let screenshotUrl: string | null = null;
  if (report.screenshot) {
    const id = randomUUID();
    screenshots.set(id, report.screenshot);
    screenshotUrl = `/api/admin/page-test/screenshot/${id}`;
  }
  const inspection = report.inspection;
  const outcome = report.outcome;
  return {
    url,
    storeName: rules.storeName,
    storeNameAr: rules.storeNameAr,
    fetchMode: rules.fetchMode,
    strategy: report.strategy,
    browserReason: report.browserReason,
    finalUrl: report.finalUrl,
    timings: report.timings,
    steps: inspection?.steps ?? [],
    visibleCandidates: inspection?.visibleCandidates ?? [],
    priceRule:
      rules.priceRule && inspection
        ? {
            rule: rules.priceRule,
            found: inspection.priceRule?.found ?? null,
            price: inspection.priceRule?.price ?? null,
          }
        : null,
    stockRule:
      rules.stockRule && inspection
        ? {
            rule: rules.stockRule,
            found: inspection.stockRule?.found ?? null,
            inStock: inspection.stockRule?.inStock ?? null,
          }
        : null,
    chosen: {
      price: outcome.ok ? outcome.price : null,
      source: outcome.ok ? (report.extraction?.source ?? null) : null,
      inStock: outcome.ok ? outcome.inStock : (report.extraction?.in_stock ?? null),
      wasPrice: outcome.ok ? outcome.wasPrice : null,
    },
    error: outcome.ok
      ? null
      : {
          code: outcome.error.code,
          ...(outcome.error.params.status ? { status: outcome.error.params.status } : {}),
        },
    blocked: report.blocked,
    screenshotUrl,
  };
}
