import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { offerDetails, productPrices, stores } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { createOffer, createProduct, createStore, createUser } from "../../../tests/setup/factories";
import { regionFromCookie, shopperRegion } from "./delivery-region";
import type { StorePolicy } from "./offer-details";
import {
  findLowestTotalOffers,
  findLowestTotals,
  findProfileRegion,
  findShopperRegion,
  lowestTotalsForPage,
  offerDetailsColumns,
  recordOfferDetails,
  saveProfileRegion,
} from "./offer-details.server";
import { shownOfferDetails } from "./shown-details";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

async function shownFor(productId: string) {
  const [row] = await handle.db
    .select(offerDetailsColumns)
    .from(productPrices)
    .innerJoin(stores, eq(stores.name, productPrices.storeName))
    .where(eq(productPrices.productId, productId));
  return shownOfferDetails(row!.storedDetails, row!.storePolicy);
}

describe("recording what a reading says of an offer", () => {
  it("keeps each stated detail with its source and time, and replaces only what a later reading states", async () => {
    const store = await createStore(handle.db);
    const product = await createProduct(handle.db);
    await createOffer(handle.db, { productId: product.id, storeName: store.name, price: "4299.00" });
    const first = new Date("2026-11-20T10:00:00Z");
    const result = await recordOfferDetails(handle.db, {
      productId: product.id,
      storeName: store.name,
      source: "page",
      checkedAt: first,
      details: {
        delivery: [{ region: "jeddah", feeHalalas: 2500, minDays: 2, maxDays: 4 }],
        seller: { kind: "marketplace", name: "Tech Hub" },
        warranty: { months: 24, kind: "official" },
      },
    });
    expect(result).toEqual({ recorded: true, stated: ["delivery", "seller", "warranty"], rejected: [] });

    const later = new Date("2026-11-21T10:00:00Z");
    await recordOfferDetails(handle.db, {
      productId: product.id,
      storeName: store.name,
      source: "feed",
      checkedAt: later,
      details: {
        seller: { kind: "store" },
        instalments: [{ provider: "tabby", payments: 4, paymentHalalas: 107475 }],
      },
    });

    const shown = await shownFor(product.id);
    expect(shown.seller).toEqual({
      value: { kind: "store" },
      source: "feed",
      checkedAt: later.toISOString(),
    });
    expect(shown.delivery).toEqual({
      value: [{ region: "jeddah", feeHalalas: 2500, minDays: 2, maxDays: 4 }],
      source: "page",
      checkedAt: first.toISOString(),
    });
    expect(shown.warranty?.source).toBe("page");
    expect(shown.instalments?.value[0]?.paymentHalalas).toBe(107475);
    expect(shown.returnsDays).toBeUndefined();
  });

  it("leaves out a detail that fails its check, and records nothing for an offer that does not exist", async () => {
    const store = await createStore(handle.db);
    const product = await createProduct(handle.db);
    const offer = await createOffer(handle.db, {
      productId: product.id,
      storeName: store.name,
      price: "100.00",
    });
    const result = await recordOfferDetails(handle.db, {
      productId: product.id,
      storeName: store.name,
      source: "page",
      details: { returnsDays: 14, instalments: [{ provider: "tabby", payments: 1, paymentHalalas: 10000 }] },
    });
    expect(result).toMatchObject({ recorded: true, stated: ["returnsDays"], rejected: ["instalments"] });
    const [row] = await handle.db
      .select()
      .from(offerDetails)
      .where(eq(offerDetails.productPriceId, offer.id));
    expect(Object.keys(row!.details)).toEqual(["returnsDays"]);

    const other = await createProduct(handle.db);
    expect(
      await recordOfferDetails(handle.db, {
        productId: other.id,
        storeName: store.name,
        source: "feed",
        details: { pickup: true },
      }),
    ).toEqual({ recorded: false, reason: "no_offer", rejected: [] });
  });
});

describe("the store's policy", () => {
  it("fills the details the offer's readings do not state, marked as store policy", async () => {
    const policy: StorePolicy = {
      delivery: [{ region: "all", feeHalalas: 3000, freeOverHalalas: 20000 }],
      warranty: { months: 24, kind: "official" },
      instalments: [{ provider: "tamara", payments: 4 }],
    };
    const store = await createStore(handle.db, { policy: policy as Record<string, unknown> });
    const product = await createProduct(handle.db);
    await createOffer(handle.db, { productId: product.id, storeName: store.name, price: "150.00" });
    await recordOfferDetails(handle.db, {
      productId: product.id,
      storeName: store.name,
      source: "page",
      details: { warranty: { months: 12, kind: "international" } },
    });
    const shown = await shownFor(product.id);
    expect(shown.warranty).toMatchObject({ value: { months: 12, kind: "international" }, source: "page" });
    expect(shown.delivery).toEqual({ value: policy.delivery, source: "storePolicy", checkedAt: null });
    expect(shown.instalments?.value).toEqual([{ provider: "tamara", payments: 4, paymentHalalas: null }]);
  });
});

describe("the lowest total of products", () => {
  it("is each product's cheapest known total to the region among its current offers", async () => {
    const jeddahFee = await createStore(handle.db, {
      policy: { delivery: [{ region: "jeddah", feeHalalas: 5000 }] },
    });
    const freeOver = await createStore(handle.db, {
      policy: { delivery: [{ region: "all", feeHalalas: 2500, freeOverHalalas: 100000 }] },
    });
    const unknown = await createStore(handle.db);
    const product = await createProduct(handle.db);
    const noDelivery = await createProduct(handle.db);
    await createOffer(handle.db, { productId: product.id, storeName: jeddahFee.name, price: "980.00" }); // 1,030
    await createOffer(handle.db, { productId: product.id, storeName: freeOver.name, price: "1010.00" }); // free: 1,010
    await createOffer(handle.db, { productId: product.id, storeName: unknown.name, price: "900.00" }); // unknown
    await createOffer(handle.db, { productId: noDelivery.id, storeName: unknown.name, price: "50.00" });

    const jeddah = await findLowestTotals(handle.db, [product.id, noDelivery.id], "jeddah");
    expect(jeddah.get(product.id)).toBe(101000);
    expect(jeddah.has(noDelivery.id)).toBe(false);

    // The offer's own reading beats the store policy: free delivery to Jeddah from the page.
    await recordOfferDetails(handle.db, {
      productId: product.id,
      storeName: jeddahFee.name,
      source: "page",
      details: { delivery: [{ region: "jeddah", feeHalalas: 0 }] },
    });
    expect((await findLowestTotals(handle.db, [product.id], "jeddah")).get(product.id)).toBe(98000);
    expect((await findLowestTotals(handle.db, [product.id], "riyadh")).get(product.id)).toBe(101000);
  });
});

describe("the lowest totals a page of products shows", () => {
  it("names the store of each lowest total, and reads a whole page in one query for the shopper's city", async () => {
    const riyadhOnly = await createStore(handle.db, {
      nameAr: "متجر الرياض",
      policy: { delivery: [{ region: "riyadh", feeHalalas: 1500, minDays: 1, maxDays: 2 }] },
    });
    const everywhere = await createStore(handle.db, {
      policy: { delivery: [{ region: "all", feeHalalas: 4000 }] },
    });
    const phone = await createProduct(handle.db);
    const cable = await createProduct(handle.db);
    const unknown = await createProduct(handle.db);
    const bare = await createStore(handle.db);
    await createOffer(handle.db, { productId: phone.id, storeName: riyadhOnly.name, price: "2000.00" });
    await createOffer(handle.db, { productId: phone.id, storeName: everywhere.name, price: "1990.00" });
    await createOffer(handle.db, { productId: cable.id, storeName: everywhere.name, price: "30.00" });
    await createOffer(handle.db, { productId: unknown.id, storeName: bare.name, price: "10.00" });

    // Riyadh: 2,000 + 15 beats 1,990 + 40.
    const riyadh = await findLowestTotalOffers(handle.db, [phone.id, cable.id], "riyadh");
    expect(riyadh.get(phone.id)).toEqual({
      totalHalalas: 201500,
      storeName: riyadhOnly.name,
      storeNameAr: "متجر الرياض",
    });
    expect(riyadh.get(cable.id)?.totalHalalas).toBe(7000);

    // No city: nothing to show, whatever the products.
    const visitor = new Request("http://qaren.test/products");
    expect(await lowestTotalsForPage(handle.db, visitor, null, [{ id: phone.id }])).toBeNull();

    // The cookie's city for a visitor; the profile's for a signed-in shopper.
    const jeddahCookie = new Request("http://qaren.test/products", {
      headers: { cookie: "qaren_region=jeddah" },
    });
    expect(
      await lowestTotalsForPage(handle.db, jeddahCookie, null, [
        { id: phone.id },
        { id: cable.id },
        { id: unknown.id },
      ]),
    ).toEqual({ region: "jeddah", byProduct: { [phone.id]: 203000, [cable.id]: 7000 } });
    const shopper = await createUser(handle.db);
    await saveProfileRegion(handle.db, shopper.id, "riyadh");
    expect(await findShopperRegion(handle.db, jeddahCookie, shopper)).toBe("riyadh");
    expect(await lowestTotalsForPage(handle.db, jeddahCookie, shopper, [{ id: phone.id }])).toEqual({
      region: "riyadh",
      byProduct: { [phone.id]: 201500 },
    });
  });
});

describe("a signed-in shopper's city", () => {
  it("is kept in the profile, forgotten with null, and wins over the cookie", async () => {
    const user = await createUser(handle.db);
    expect(await findProfileRegion(handle.db, user.id)).toBeNull();
    await saveProfileRegion(handle.db, user.id, "eastern");
    expect(await findProfileRegion(handle.db, user.id)).toBe("eastern");
    const request = new Request("http://qaren.test/", {
      headers: { cookie: "lang=ar; qaren_region=jeddah" },
    });
    expect(regionFromCookie(request)).toBe("jeddah");
    expect(shopperRegion(request, "eastern")).toBe("eastern");
    expect(shopperRegion(request, null)).toBe("jeddah");
    expect(
      regionFromCookie(new Request("http://qaren.test/", { headers: { cookie: "qaren_region=mars" } })),
    ).toBeNull();
    await saveProfileRegion(handle.db, user.id, null);
    expect(await findProfileRegion(handle.db, user.id)).toBeNull();
  });
});
