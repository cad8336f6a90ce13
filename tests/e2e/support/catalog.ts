import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export type FoundProduct = { id: string; name_en: string; name_ar: string; category_id: string };

/** The best match for `query` from the shared search endpoint (ids change with every seed). */
export async function findProduct(baseUrl: string, query: string): Promise<FoundProduct> {
  const response = await fetch(
    `${baseUrl}/api/products/search?${new URLSearchParams({ q: query, limit: "1" })}`,
  );
  if (!response.ok) throw new Error(`product search failed with ${response.status}`);
  const [product] = (await response.json()) as FoundProduct[];
  if (!product) throw new Error(`no product matches ${query}`);
  return product;
}

/** Serious and critical accessibility violations on the page, as readable lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}
