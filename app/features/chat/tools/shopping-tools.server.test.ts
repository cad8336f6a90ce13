// The shopping tools on the demo catalogue, as an agent or the language model reads them: offers with
// their freshness, attributes and variants, comparisons by attribute, price history with its verdict,
// reviews with counts, both languages, and bounded input. Expected values are read here from the
// database or the page services, independently of the tools.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { productPrices, products, reviews } from "~/db/schema";
import { findProductDetail } from "~/features/products/product-detail.server";
import { formatPrice } from "~/utils/format";
import { createTestDatabase } from "../../../../tests/setup/database";
import { seedStructuredDemoCatalog } from "../../../../tests/setup/demo-catalog";
import { runShoppingTool } from "./shopping-tools.server";

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedStructuredDemoCatalog(db);
}, 120_000);
afterAll(() => handle?.close());

// biome-ignore lint/suspicious/noExplicitAny: results are JSON, read as a caller reads them
type Json = Record<string, any>;
const run = (name: string, args: object) => runShoppingTool(db, name, args) as Promise<Json>;

async function idOf(pattern: string): Promise<string> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.nameEn} like ${pattern}`)
    .limit(1);
  if (!row) throw new Error(`no demo product like ${pattern}`);
  return row.id;
}

describe("get_offers", () => {
  it("gives every store's offer with its freshness, the stale one not counted as a price to pay", async () => {
    const id = await idOf("Lattafa Khamrah%");
    const result = await run("get_offers", { id });
    const [lowest] = await db
      .select({ lowest: products.lowestPrice })
      .from(products)
      .where(eq(products.id, id));
    const stale = result.offers.filter((offer: Json) => !offer.fresh);
    expect(stale.length).toBeGreaterThan(0);
    for (const offer of stale) expect(offer.current).toBe(false);
    expect(result.lowest_price).toBe(formatPrice(lowest!.lowest!, "en"));
    expect(result.current_offer_count).toBe(result.offers.filter((offer: Json) => offer.current).length);
    // Current offers first, so the head of the list is the price to pay.
    expect(result.offers[0].current).toBe(true);
    expect(result.offers[0].price).toBe(result.lowest_price);
    expect(stale[0].hours_since_checked).toBeGreaterThan(12);
  });
});

describe("get_product", () => {
  it("gives the attributes and the family's variants, in Arabic when asked", async () => {
    const id = await idOf("Apple iPhone 15 256GB Black");
    const detail = (await findProductDetail(db, id))!;
    const english = await run("get_product", { id });
    const storage = english.attributes.find((attribute: Json) => attribute.key === "storage");
    expect(storage).toMatchObject({ name: "Storage", value: "256 GB" });
    expect(english.variants.members.length).toBe(detail.variants!.members.length);
    expect(english.variants.members.find((member: Json) => member.is_this_product).id).toBe(id);
    const axis = english.variants.axes.find((candidate: Json) => candidate.name === "Storage");
    expect(axis.choices.map((choice: Json) => choice.value)).toContain("512 GB");

    const arabic = await run("get_product", { id, locale: "ar" });
    expect(arabic.name).toBe(detail.nameAr);
    expect(arabic.attributes.find((attribute: Json) => attribute.key === "storage").name).toBe(
      "السعة التخزينية",
    );
    expect(arabic.lowest_price).toMatch(/ر\.س$/);
  });
});

describe("compare_products", () => {
  it("compares products by attribute, naming the better one where the attribute has a direction", async () => {
    const small = await idOf("Apple iPhone 15 256GB Black");
    const large = await idOf("Apple iPhone 15 512GB Black");
    const result = await run("compare_products", { ids: [small, large] });
    const storage = result.attributes.find((row: Json) => row.name === "Storage");
    expect(storage).toEqual({
      name: "Storage",
      values: ["256 GB", "512 GB"],
      different: true,
      better: [result.products[1].name],
    });
    expect(result.compare_link).toBe(`/compare?a=${small}&b=${large}`);
  });

  it("compares products of different categories without a compare page link", async () => {
    const phone = await idOf("Apple iPhone 15 256GB Black");
    const fridge = await idOf("%Refrigerator%");
    const result = await run("compare_products", { ids: [phone, fridge] });
    expect(result.same_category).toBe(false);
    expect(result.compare_link).toBeNull();
  });
});

describe("get_price_history", () => {
  it("gives the daily lowest prices of the days asked for, ending at today's lowest, with the verdict", async () => {
    const id = await idOf("Dyson V15%");
    const result = await run("get_price_history", { id, days: 30 });
    expect(result.days).toBe(30);
    expect(result.daily_lowest.length).toBeGreaterThanOrEqual(30);
    expect(result.daily_lowest.length).toBeLessThanOrEqual(31);
    expect(result.verdict.verdict).toBe("low");
    expect(result.daily_lowest.at(-1).lowest_price).toBe(result.lowest_price_now);
    const prices = result.daily_lowest.map((day: Json) => Number(day.lowest_price.replace(/[^\d.]/g, "")));
    expect(Math.min(...prices)).toBeGreaterThan(0);
  });
});

describe("get_reviews", () => {
  it("counts the approved reviews of each star rating", async () => {
    const [row] = await db
      .select({ productId: reviews.productId, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.status, "approved"))
      .groupBy(reviews.productId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const result = await run("get_reviews", { id: row!.productId });
    expect(result.shopper_review_count).toBe(row!.count);
    const counts = Object.values(result.shopper_rating_counts) as number[];
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(row!.count);
    const [fives] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(
        and(eq(reviews.productId, row!.productId), eq(reviews.status, "approved"), eq(reviews.rating, 5)),
      );
    expect(result.shopper_rating_counts["5_stars"]).toBe(fives!.count);
  });
});

describe("bounded input", () => {
  it("refuses bad input with an error naming it, and an unknown tool", async () => {
    expect((await run("search_products", { query: "" })).error).toMatch(/search_products/);
    expect((await run("search_products", { query: "tv", limit: 500 })).error).toMatch(/limit/);
    expect((await run("compare_products", { ids: [await idOf("Dyson V15%")] })).error).toMatch(/ids/);
    expect((await run("get_price_history", { id: await idOf("Dyson V15%"), days: 5000 })).error).toMatch(
      /days/,
    );
    expect((await run("get_offers", { id: "nope" })).error).toMatch(/id/);
    expect((await run("get_offers", { id: "00000000-0000-4000-8000-000000000000" })).error).toBe(
      "No product has this id.",
    );
    expect((await run("delete_everything", {})).error).toBe("Unknown tool delete_everything.");
    const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(productPrices)) as [
      { count: number },
    ];
    expect(count).toBeGreaterThan(0);
  });
});
