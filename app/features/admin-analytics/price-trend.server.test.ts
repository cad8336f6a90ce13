import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { productPriceDays } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { createCategory, createProduct } from "../../../tests/setup/factories";
import { getAveragePriceTrend } from "./price-trend.server";

const riyadhDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Riyadh" });
const riyadhDaysAgo = (days: number) => riyadhDay.format(new Date(Date.now() - days * 24 * 3600 * 1000));

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

it("averages the daily lowest prices per whole day, for every product or one category", async () => {
  const db = handle.db;
  const phones = await createCategory(db, { nameEn: "Phones", slug: "phones-trend" });
  const kettles = await createCategory(db, { nameEn: "Kettles", slug: "kettles-trend" });
  const phone = await createProduct(db, { nameEn: "Phone", categoryId: phones.id });
  const kettle = await createProduct(db, { nameEn: "Kettle", categoryId: kettles.id });
  const day = (productId: string, daysAgo: number, lowestPrice: string) => ({
    productId,
    day: riyadhDaysAgo(daysAgo),
    lowestPrice,
  });
  await db.insert(productPriceDays).values([
    day(phone.id, 120, "9000.00"), // before the 90 days: not drawn
    day(phone.id, 2, "4000.00"),
    day(kettle.id, 2, "100.00"),
    day(phone.id, 1, "3800.00"),
    day(kettle.id, 1, "120.00"),
    day(phone.id, 0, "1.00"), // today is still moving: not drawn
  ]);

  expect(await getAveragePriceTrend(db, null)).toEqual([
    { date: riyadhDaysAgo(2), averagePrice: 2050, products: 2 },
    { date: riyadhDaysAgo(1), averagePrice: 1960, products: 2 },
  ]);
  expect(await getAveragePriceTrend(db, [phones.id])).toEqual([
    { date: riyadhDaysAgo(2), averagePrice: 4000, products: 1 },
    { date: riyadhDaysAgo(1), averagePrice: 3800, products: 1 },
  ]);
  expect(await getAveragePriceTrend(db, [])).toEqual([]);
});
