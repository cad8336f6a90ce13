import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { listCategoryCards } from "./categories.server";

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

it("counts products and picks the newest pictures of a category and its subcategories", async () => {
  const [home] = await db
    .insert(categories)
    .values({ nameEn: "Home", nameAr: "المنزل", slug: "home" })
    .returning({ id: categories.id });
  const [fridges, ovens] = await db
    .insert(categories)
    .values([
      { nameEn: "Fridges", nameAr: "ثلاجات", slug: "fridges", parentId: home!.id },
      { nameEn: "Ovens", nameAr: "أفران", slug: "ovens", parentId: home!.id },
      { nameEn: "Empty", nameAr: "فارغة", slug: "empty" },
    ])
    .returning({ id: categories.id });
  const day = 86_400_000;
  const add = (name: string, categoryId: string, daysOld: number, hasImage = true) => ({
    nameEn: name,
    nameAr: name,
    categoryId,
    imageUrl: hasImage ? `/img/${name}.svg` : null,
    createdAt: new Date(Date.now() - daysOld * day),
  });
  await db
    .insert(products)
    .values([
      add("f1", fridges!.id, 1),
      add("f2", fridges!.id, 3),
      add("f3", fridges!.id, 5),
      add("f4", fridges!.id, 7),
      add("f5", fridges!.id, 9),
      add("f-no-image", fridges!.id, 0, false),
      add("o1", ovens!.id, 2),
      add("o2", ovens!.id, 4),
    ]);

  const cards = new Map((await listCategoryCards(db)).map((card) => [card.slug, card]));
  expect(cards.get("fridges")).toMatchObject({ productCount: 6, parentId: home!.id });
  expect(cards.get("fridges")?.thumbnails.map((product) => product.nameEn)).toEqual(["f1", "f2", "f3", "f4"]);
  expect(cards.get("home")).toMatchObject({ productCount: 8, parentId: null });
  expect(cards.get("home")?.thumbnails.map((product) => product.nameEn)).toEqual(["f1", "o1", "f2", "o2"]);
  expect(cards.get("empty")).toMatchObject({ productCount: 0, thumbnails: [] });
  expect(cards.get("ovens")?.thumbnails[0]).toEqual({
    id: expect.any(String),
    nameEn: "o1",
    nameAr: "o1",
    imageUrl: "/img/o1.svg",
  });
});
