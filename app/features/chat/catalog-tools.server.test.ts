import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { products } from "~/db/schema";
import { formatPrice } from "~/utils/format";
import { createTestDatabase } from "../../../tests/setup/database";
import { seedStructuredDemoCatalog } from "../../../tests/setup/demo-catalog";
import { runCatalogTool } from "./catalog-tools.server";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedStructuredDemoCatalog(handle.db);
}, 120_000);
afterAll(() => handle?.close());

const call = (name: string, args: object, locale: "en" | "ar" = "en") =>
  runCatalogTool(handle.db, locale, { name, arguments: JSON.stringify(args) });

describe("the language model's catalogue tools (PD-21 to PD-24)", () => {
  it("get_product marks which offers are current and gives the price insight", async () => {
    const [dyson] = await handle.db
      .select({ id: products.id, typical: products.typicalPrice })
      .from(products)
      .where(sql`${products.nameEn} like 'Dyson V15%'`);
    const result = (await call("get_product", { id: dyson!.id })) as {
      offers: { current: boolean }[];
      price_insight: { verdict: string; typical_price: string; lowest_in_90_days: boolean };
    };
    expect(result.offers.length).toBeGreaterThan(0);
    expect(result.price_insight).toMatchObject({
      verdict: "low",
      typical_price: formatPrice(dyson!.typical!, "en"),
      lowest_in_90_days: true,
    });
  });

  it("get_product's lowest price leaves out a stale offer", async () => {
    const [khamrah] = await handle.db
      .select({ id: products.id, lowest: products.lowestPrice })
      .from(products)
      .where(sql`${products.nameEn} like 'Lattafa Khamrah%'`);
    const result = (await call("get_product", { id: khamrah!.id })) as {
      lowest_price: string;
      offers: { current: boolean }[];
    };
    expect(result.offers.some((offer) => !offer.current)).toBe(true);
    expect(result.lowest_price).toBe(formatPrice(khamrah!.lowest!, "en"));
  });

  it("list_deals lists only deals, of the kind asked for", async () => {
    const all = (await call("list_deals", {})) as { total: number; deals: { id: string }[] };
    expect(all.total).toBeGreaterThanOrEqual(8);
    const phones = (await call("list_deals", { category: "جوالات" }, "ar")) as { deals: { id: string }[] };
    expect(phones.deals.length).toBeGreaterThan(0);
    for (const deal of phones.deals) {
      const [row] = await handle.db
        .select({
          verdict: products.priceVerdict,
          category: sql<string>`(select name_en from categories where id = ${products.categoryId})`,
        })
        .from(products)
        .where(eq(products.id, deal.id));
      expect(row).toEqual({ verdict: "low", category: "Smartphones" });
    }
    expect(await call("list_deals", { category: "spaceships" })).toHaveProperty("error");
  });
});
