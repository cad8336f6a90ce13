import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { notifications, priceAlerts, products, stores } from "~/db/schema";

// The in-app side of a price alert (PD-13): what the header bell lists. Every statement is
// scoped to the signed-in user.

export const NOTIFICATION_LIST_LIMIT = 20;

/** How many of the user's notifications are unread (answered by a partial index on unread rows). */
export async function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.unread ?? 0);
}

export type NotificationItem = {
  id: string;
  /** What happened: the price reached a target, the product is back in stock, or a 90-day low. */
  kind: (typeof notifications.kind.enumValues)[number];
  productId: string;
  nameEn: string;
  nameAr: string;
  imageUrl: string | null;
  /** The lowest current price when the alert fired, a decimal string. */
  price: string;
  storeName: string;
  storeNameAr: string | null;
  /**
   * A target alert on the total (issue 32): the city its alert watches, `price` then being the
   * lowest total delivered there; null for the item's price.
   */
  targetRegion: string | null;
  isRead: boolean;
  createdAt: Date;
};

/** The user's newest notifications with their products' names, newest first. */
export async function listNotifications(
  db: Database,
  userId: string,
  { limit = NOTIFICATION_LIST_LIMIT }: { limit?: number } = {},
): Promise<NotificationItem[]> {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      productId: notifications.productId,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      imageUrl: products.imageUrl,
      price: notifications.price,
      storeName: notifications.storeName,
      storeNameAr: stores.nameAr,
      targetRegion: priceAlerts.targetRegion,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .innerJoin(products, eq(products.id, notifications.productId))
    // A store deleted since keeps its English name in the notification.
    .leftJoin(stores, eq(stores.name, notifications.storeName))
    .leftJoin(priceAlerts, eq(priceAlerts.id, notifications.alertId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(({ readAt, ...row }) => ({ ...row, isRead: readAt !== null }));
}

/** Marks every unread notification of the user as read; returns how many changed. */
export async function markNotificationsRead(db: Database, userId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}
