import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import * as t from "~/db/schema";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { type CatalogCache, createCatalogCache, listenForCatalogChanges } from "./catalog-cache.server";

const LIST_LAG_MS = 300;

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
  cache = createCatalogCache({ listLagMs: LIST_LAG_MS });
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

  it("forgets a product's own reads at a price change, and listings only within the lag", async () => {
    // A known store: a price naming a new store adds the store, a change every page hears at once.
    // Writing to the stores table is announced to every page (drizzle/0015) even when no row
    // changes: wait for that notice to arrive, so that it cannot land after the price's and clear
    // the listing before its lag.
    let probes = 0;
    const probe = () => cache.read(["store-notice-probe"], async () => ++probes);
    await probe();
    await handle.db.insert(t.stores).values({ name: "jarir" }).onConflictDoNothing();
    await eventually(async () => (await probe()) > 1);
    let reads = 0;
    const lowest = (options: { productId?: string }) =>
      cache.read(
        ["lowest", options],
        async () => {
          reads += 1;
          const [row] = await handle.db
            .select({ lowest: t.products.lowestPrice })
            .from(t.products)
            .where(eq(t.products.id, productId));
          return row!.lowest;
        },
        options,
      );
    const onPage = () => lowest({ productId });
    const inListing = () => lowest({});
    expect(await onPage()).toBeNull();
    expect(await inListing()).toBeNull();
    await handle.db
      .insert(t.productPrices)
      .values({ productId, storeName: "jarir", url: "https://jarir.example/p", price: "3499.00" });
    const committedAt = Date.now();
    await eventually(async () => (await onPage()) === "3499.00");
    expect(Date.now() - committedAt).toBeLessThan(LIST_LAG_MS);
    expect(await inListing()).toBeNull();
    await eventually(async () => (await inListing()) === "3499.00");
    expect(Date.now() - committedAt).toBeGreaterThanOrEqual(LIST_LAG_MS - 20);
    expect(reads).toBe(4);
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

  it("does not share or keep a product's load that its change overtook, but keeps others", async () => {
    const finish: (() => void)[] = [];
    let reads = 0;
    const read = (id: string) =>
      cache.read(
        ["slow-product", id],
        async () => {
          const turn = ++reads;
          if (turn <= 2) await new Promise<void>((resolve) => finish.push(resolve));
          return turn;
        },
        { productId: id },
      );
    const [a, b] = ["0b5b6f36-0c5d-4f4e-9f65-2b1f4c3d9a10", "7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f"];
    const first = [read(a), read(b)];
    await eventually(async () => finish.length === 2);
    cache.notice(`changed:${a}`);
    // A request after the notice does not share the load that began before it.
    expect(await read(a)).toBe(3);
    for (const resolve of finish) resolve();
    expect(await Promise.all(first)).toEqual([1, 2]);
    expect(await read(a)).toBe(3);
    expect(await read(b)).toBe(2);
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

describe("change notices", () => {
  /** The notices the next statements send, as each web process receives them. */
  async function noticesOf(statements: () => Promise<unknown>): Promise<string[]> {
    const received: string[] = [];
    const recorder = { ...createCatalogCache(), notice: (payload: string) => received.push(payload) };
    const stop = await listenForCatalogChanges(handle, recorder, createLogger("silent"));
    try {
      await statements();
      // A marker after them: every notice of theirs has arrived once it has.
      await handle.db.execute(sql`select pg_notify('catalog_changed', 'marker')`);
      await eventually(async () => received.includes("marker"));
      return received.filter((payload) => payload !== "marker");
    } finally {
      await stop();
    }
  }

  const storePrice = async () => {
    const [row] = await handle.db
      .insert(t.productPrices)
      .values({ productId, storeName: "Extra", url: "https://extra.example/p", price: "3399.00" })
      .onConflictDoUpdate({
        target: [t.productPrices.productId, t.productPrices.storeName],
        set: { price: "3399.00" },
      })
      .returning();
    return row!;
  };

  it("say only 'checked' for a reading that confirms a price, and nothing for a write of no rows", async () => {
    const offer = await storePrice();
    const notices = await noticesOf(async () => {
      await handle.db
        .update(t.productPrices)
        .set({ checkedAt: new Date() })
        .where(eq(t.productPrices.id, offer.id));
      await handle.db
        .update(t.productPrices)
        .set({ checkedAt: new Date() })
        .where(eq(t.productPrices.id, "00000000-0000-4000-8000-000000000000"));
      await handle.db
        .update(t.products)
        .set({ nameEn: "Galaxy S24 FE" })
        .where(eq(t.products.id, "00000000-0000-4000-8000-000000000000"));
    });
    expect(notices).toEqual([`checked:${productId}`]);
  });

  it("name the product whose price changed, and say '*' for a change of its own text", async () => {
    const offer = await storePrice();
    const changed = await noticesOf(() =>
      handle.db.update(t.productPrices).set({ price: "3299.00" }).where(eq(t.productPrices.id, offer.id)),
    );
    // The store price, then the product's lowest price that follows it.
    expect(new Set(changed)).toEqual(new Set([`changed:${productId}`]));
    const renamed = await noticesOf(() =>
      handle.db.update(t.products).set({ nameAr: "جالاكسي S24" }).where(eq(t.products.id, productId)),
    );
    expect(renamed).toEqual(["*"]);
  });

  it("name both products when an offer moves from one to the other", async () => {
    const offer = await storePrice();
    const [other] = await handle.db
      .insert(t.products)
      .values({ nameEn: "Galaxy S24+", nameAr: "جالكسي S24 بلس", categoryId: (await categoryOf(productId))! })
      .returning();
    const notices = await noticesOf(async () => {
      await handle.db
        .update(t.productPrices)
        .set({ productId: other!.id })
        .where(eq(t.productPrices.id, offer.id));
      // Back, so the other tests keep their offer.
      await handle.db.update(t.productPrices).set({ productId }).where(eq(t.productPrices.id, offer.id));
    });
    const named = notices.flatMap((notice) => notice.replace(/^changed:/, "").split(","));
    expect(notices.every((notice) => notice.startsWith("changed:"))).toBe(true);
    expect(new Set(named)).toEqual(new Set([productId, other!.id]));
  });

  it("say '*' for a text change made after a figure change in the same transaction", async () => {
    const offer = await storePrice();
    const notices = await noticesOf(() =>
      handle.db.transaction(async (tx) => {
        await tx.update(t.productPrices).set({ price: "3199.00" }).where(eq(t.productPrices.id, offer.id));
        await tx.update(t.products).set({ nameEn: "Galaxy S24 Ultra" }).where(eq(t.products.id, productId));
      }),
    );
    expect(notices).toContain(`changed:${productId}`);
    expect(notices).toContain("*");
  });

  it("say '*' for a shopper's new name, and nothing for a sign-in or a picked delivery city", async () => {
    await handle.db
      .insert(t.users)
      .values({ id: "notice-shopper", name: "Noura", email: "noura@example.com" });
    const quiet = await noticesOf(async () => {
      await handle.db
        .update(t.users)
        .set({ deliveryRegion: "jeddah", lastSignInAt: new Date() })
        .where(eq(t.users.id, "notice-shopper"));
    });
    expect(quiet).toEqual([]);
    // Reviews show the name: pages that show it must be read again.
    const renamed = await noticesOf(() =>
      handle.db.update(t.users).set({ name: "Noura A." }).where(eq(t.users.id, "notice-shopper")),
    );
    expect(renamed).toEqual(["*"]);
  });
});

async function categoryOf(id: string): Promise<string | undefined> {
  const [row] = await handle.db
    .select({ categoryId: t.products.categoryId })
    .from(t.products)
    .where(eq(t.products.id, id));
  return row?.categoryId;
}
