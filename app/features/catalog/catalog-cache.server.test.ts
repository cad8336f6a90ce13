import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import * as t from "~/db/schema";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { type CatalogCache, createCatalogCache, listenForCatalogChanges } from "./catalog-cache.server";

let handle: DatabaseHandle;
let cache: CatalogCache;
let stopListening: () => Promise<void>;
let productId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  const [category] = await handle.db
    .insert(t.categories)
    .values({ nameEn: "Phones", nameAr: "الجوالات", slug: "phones" })
    .returning();
  const [product] = await handle.db
    .insert(t.products)
    .values({ nameEn: "Galaxy S24", nameAr: "جالكسي S24", categoryId: category!.id })
    .returning();
  productId = product!.id;
  cache = createCatalogCache();
  stopListening = await listenForCatalogChanges(handle, cache, createLogger("silent"));
});
afterAll(async () => {
  await stopListening();
  await handle.close();
});

/** The product's name as a page would read it, through the cache, counting database reads. */
function reader() {
  let reads = 0;
  const read = () =>
    cache.read(["product-name", productId], async () => {
      reads += 1;
      const [row] = await handle.db
        .select({ name: t.products.nameEn })
        .from(t.products)
        .where(eq(t.products.id, productId));
      return row!.name;
    });
  return { read, reads: () => reads };
}

async function eventually(check: () => Promise<boolean>) {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("the change was not seen in 5 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the catalogue cache", () => {
  it("reads once for repeated and concurrent requests", async () => {
    const { read, reads } = reader();
    const names = await Promise.all([read(), read(), read()]);
    expect(names).toEqual(["Galaxy S24", "Galaxy S24", "Galaxy S24"]);
    expect(await read()).toBe("Galaxy S24");
    expect(reads()).toBe(1);
  });

  it("serves the new value once the catalogue changes", async () => {
    const { read } = reader();
    expect(await read()).toBe("Galaxy S24");
    await handle.db.update(t.products).set({ nameEn: "Galaxy S24 FE" }).where(eq(t.products.id, productId));
    await eventually(async () => (await read()) === "Galaxy S24 FE");
  });

  it("forgets a store price change too", async () => {
    let reads = 0;
    const lowest = () =>
      cache.read(["lowest", productId], async () => {
        reads += 1;
        const [row] = await handle.db
          .select({ lowest: t.products.lowestPrice })
          .from(t.products)
          .where(eq(t.products.id, productId));
        return row!.lowest;
      });
    expect(await lowest()).toBeNull();
    await handle.db
      .insert(t.productPrices)
      .values({ productId, storeName: "jarir", url: "https://jarir.example/p", price: "3499.00" });
    await eventually(async () => (await lowest()) === "3499.00");
    expect(reads).toBeGreaterThan(1);
  });

  it("does not keep a failed read", async () => {
    let attempts = 0;
    const flaky = () =>
      cache.read(["flaky"], async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("connection lost");
        return "ok";
      });
    await expect(flaky()).rejects.toThrow("connection lost");
    expect(await flaky()).toBe("ok");
  });

  it("does not keep a value that was read while the catalogue changed", async () => {
    let reads = 0;
    let finishFirstRead = () => {};
    const read = () =>
      cache.read(["slow"], async () => {
        reads += 1;
        if (reads === 1) await new Promise<void>((resolve) => (finishFirstRead = resolve));
        return reads;
      });
    const first = read();
    cache.invalidate();
    finishFirstRead();
    expect(await first).toBe(1);
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
  });

  it("caches nothing while change notices cannot arrive", async () => {
    const offline = createCatalogCache();
    offline.setListening(false);
    let reads = 0;
    const read = () => offline.read(["x"], async () => ++reads);
    await read();
    await read();
    expect(reads).toBe(2);
  });
});
