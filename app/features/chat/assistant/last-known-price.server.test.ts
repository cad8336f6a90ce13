// PD-21's last known price is one rule: the product page (and the shopping tools, which read the
// page's detail) and the assistant must name the same store, price and date for a product without
// a current offer. The offers below make the readers' old rules disagree: the most recently checked
// offer is sold out, so it is no price a shopper could pay; the next one, of unknown stock, is.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { findProductDetail } from "~/features/products/product-detail.server";
import { buildProductSearchText } from "~/utils/arabic-text";
import { formatDate, formatPrice } from "~/utils/format";
import { createTestDatabase } from "../../../../tests/setup/database";
import { createOffer, createProduct, createStore } from "../../../../tests/setup/factories";
import { answerQuestion } from "./builtin-assistant.server";

let handle: DatabaseHandle;
let db: Database;
let productId: string;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const seen = { soldOut: daysAgo(30), unknownStock: daysAgo(40), inStock: daysAgo(50) };

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  const names = { nameEn: "Qamar Kettle QK900", nameAr: "غلاية قمر QK900", brand: "Qamar", model: "QK900" };
  const product = await createProduct(db, { ...names, searchText: buildProductSearchText(names) });
  productId = product.id;
  const [soldOut, unknownStock, inStock] = await Promise.all([
    createStore(db),
    createStore(db),
    createStore(db),
  ]);
  // Every offer stale (a month and more since its last check): none is current.
  await createOffer(db, {
    productId,
    storeName: soldOut.name,
    price: "149.00",
    inStock: false,
    checkedAt: seen.soldOut,
    updatedAt: seen.soldOut,
  });
  await createOffer(db, {
    productId,
    storeName: unknownStock.name,
    price: "189.00",
    inStock: null,
    checkedAt: seen.unknownStock,
    updatedAt: seen.unknownStock,
  });
  await createOffer(db, {
    productId,
    storeName: inStock.name,
    price: "169.00",
    inStock: true,
    checkedAt: seen.inStock,
    updatedAt: seen.inStock,
  });
}, 60_000);

afterAll(() => handle?.close());

describe("a product's last known price (PD-21)", () => {
  it("is the latest offer a shopper could pay, the same on the product page and in the assistant", async () => {
    const detail = await findProductDetail(db, productId);
    expect(detail?.priceRange).toBeNull();
    expect(detail?.lastKnownPrice).toMatchObject({ price: "189.00", checkedAt: seen.unknownStock });
    const storeName = detail!.lastKnownPrice!.storeName;

    const answer = await answerQuestion(db, {
      locale: "en",
      messages: [{ role: "user", content: "How much is the Qamar Kettle QK900?" }],
    });
    expect(answer).toContain(`/products/${productId}`);
    expect(answer).toContain(storeName);
    expect(answer).toContain(formatPrice("189.00", "en"));
    expect(answer).toContain(formatDate(seen.unknownStock, "en"));
    expect(answer).not.toContain(formatPrice("149.00", "en"));
  });
});
