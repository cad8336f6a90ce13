import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { createCategory, createProduct, createStore, createUser } from "../../../tests/setup/factories";
import { countUnreadNotifications, listNotifications, markNotificationsRead } from "./notifications.server";

let handle: DatabaseHandle;
const TV = "30000000-0000-4000-8000-000000000010";
const PHONE = "30000000-0000-4000-8000-000000000011";
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
const READ_EARLIER = hoursAgo(50);

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  const { id: categoryId } = await createCategory(db);
  await createProduct(db, {
    id: TV,
    nameEn: "Bravia 55",
    nameAr: "برافيا 55",
    categoryId,
    imageUrl: "/demo/tv.webp",
  });
  await createProduct(db, { id: PHONE, nameEn: "Pixel 9", nameAr: "بكسل 9", categoryId });
  await createUser(db, { id: "noura" });
  await createUser(db, { id: "fahad" });
  await db.insert(notifications).values([
    { userId: "noura", productId: TV, price: "2999.00", storeName: "eXtra", createdAt: hoursAgo(30) },
    {
      userId: "noura",
      productId: PHONE,
      kind: "back_in_stock",
      price: "2499.50",
      storeName: "Jarir",
      createdAt: hoursAgo(2),
    },
    {
      userId: "noura",
      productId: TV,
      price: "3100.00",
      storeName: "Noon",
      createdAt: hoursAgo(60),
      readAt: READ_EARLIER,
    },
    { userId: "fahad", productId: TV, price: "2999.00", storeName: "eXtra", createdAt: hoursAgo(1) },
  ]);
  // Jarir has its Arabic name; the others have none (or are no longer listed).
  await createStore(db, { name: "Jarir", nameAr: "جرير" });
});
afterAll(() => handle?.close());

describe("notifications", () => {
  it("counts only the user's unread notifications", async () => {
    expect(await countUnreadNotifications(handle.db, "noura")).toBe(2);
    expect(await countUnreadNotifications(handle.db, "fahad")).toBe(1);
    expect(await countUnreadNotifications(handle.db, "nobody")).toBe(0);
  });

  it("lists the user's notifications newest first with the products' names", async () => {
    const listed = await listNotifications(handle.db, "noura");
    expect(listed.map(({ id: _id, createdAt: _at, ...item }) => item)).toEqual([
      {
        kind: "back_in_stock",
        productId: PHONE,
        nameEn: "Pixel 9",
        nameAr: "بكسل 9",
        imageUrl: null,
        price: "2499.50",
        storeName: "Jarir",
        storeNameAr: "جرير",
        targetRegion: null,
        isRead: false,
      },
      {
        kind: "target_price",
        productId: TV,
        nameEn: "Bravia 55",
        nameAr: "برافيا 55",
        imageUrl: "/demo/tv.webp",
        price: "2999.00",
        storeName: "eXtra",
        storeNameAr: null,
        targetRegion: null,
        isRead: false,
      },
      {
        kind: "target_price",
        productId: TV,
        nameEn: "Bravia 55",
        nameAr: "برافيا 55",
        imageUrl: "/demo/tv.webp",
        price: "3100.00",
        storeName: "Noon",
        storeNameAr: null,
        targetRegion: null,
        isRead: true,
      },
    ]);
    expect((await listNotifications(handle.db, "noura", { limit: 1 })).map((item) => item.storeName)).toEqual(
      ["Jarir"],
    );
  });

  it("marks only the user's own unread notifications read", async () => {
    expect(await markNotificationsRead(handle.db, "noura")).toBe(2);
    expect(await countUnreadNotifications(handle.db, "noura")).toBe(0);
    expect((await listNotifications(handle.db, "noura")).every((item) => item.isRead)).toBe(true);
    // The notification read earlier keeps the time it was read.
    const [earlier] = await handle.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.storeName, "Noon"));
    expect(earlier?.readAt).toEqual(READ_EARLIER);
    expect(await countUnreadNotifications(handle.db, "fahad")).toBe(1);
    expect(await markNotificationsRead(handle.db, "noura")).toBe(0);
  });
});
