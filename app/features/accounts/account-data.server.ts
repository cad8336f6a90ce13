// A shopper's own data, as the privacy page promises (Saudi PDPL): a copy to take away, and deletion.
import { APIError } from "better-auth/api";
import { asc, eq, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { notifications, priceAlerts, products, profiles, reviews, savedProducts, users } from "~/db/schema";
import { consumeRateLimit, RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { type Auth, callAuth } from "./auth.server";

/** Everything Qaren keeps about one shopper, in the shape of the file they download. */
export async function exportAccountData(db: Database, userId: string) {
  const [account, saved, alerts, notices, written] = await Promise.all([
    db
      .select({
        email: users.email,
        emailVerified: users.emailVerified,
        role: users.role,
        createdAt: users.createdAt,
        lastSignInAt: users.lastSignInAt,
        fullName: profiles.fullName,
        avatarUrl: profiles.avatarUrl,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId)),
    ownProductRows(db, userId, savedProducts, { savedAt: savedProducts.createdAt }),
    ownProductRows(db, userId, priceAlerts, {
      kind: priceAlerts.kind,
      targetPrice: priceAlerts.targetPrice,
      minReduction: priceAlerts.minReduction,
      isActive: priceAlerts.isActive,
      language: priceAlerts.locale,
      lastNotifiedPrice: priceAlerts.lastNotifiedPrice,
      lastEventAt: priceAlerts.lastEventAt,
      createdAt: priceAlerts.createdAt,
    }),
    ownProductRows(db, userId, notifications, {
      kind: notifications.kind,
      price: notifications.price,
      store: notifications.storeName,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    }),
    ownProductRows(db, userId, reviews, {
      rating: reviews.rating,
      text: reviews.reviewText,
      status: reviews.status,
      rejectionReason: reviews.rejectionReason,
      createdAt: reviews.createdAt,
    }),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: account[0] ?? null,
    savedProducts: saved,
    priceAlerts: alerts,
    notifications: notices,
    reviews: written,
  };
}

/** The shopper's rows of a table about products, each with its product's id and names, oldest first. */
function ownProductRows<Columns extends SelectedFields>(
  db: Database,
  userId: string,
  table: typeof savedProducts | typeof priceAlerts | typeof notifications | typeof reviews,
  columns: Columns,
) {
  return db
    .select({ productId: table.productId, product: { en: products.nameEn, ar: products.nameAr }, ...columns })
    .from(table)
    .innerJoin(products, eq(products.id, table.productId))
    .where(eq(table.userId, userId))
    .orderBy(asc(table.createdAt));
}

export type AccountDeletion =
  | { ok: true; setCookies: string[]; avatarUrl: string | null }
  | { ok: false; errorKey: string; status: number };

/**
 * Deletes the signed-in shopper's account once their password is confirmed. Through the foreign
 * keys this removes their sessions, profile, saved products, alerts, notifications and reviews (the
 * product ratings follow). The last admin cannot leave the back office without one.
 */
export async function deleteAccount(
  deps: { auth: Auth; db: Database; headers: Headers },
  input: { userId: string; password: string },
): Promise<AccountDeletion> {
  const [user] = await deps.db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, input.userId));
  if (!user) return { ok: false, errorKey: "profile.delete.errors.failed", status: 404 };
  // A password guessed here is a password guessed: as slow as a password change.
  const limit = await consumeRateLimit(
    deps.db,
    `delete-account:${input.userId}`,
    RATE_LIMITS.accountDeletionPerAccount,
  );
  if (!limit.isAllowed) return { ok: false, errorKey: "auth.errors.tooManyRequests", status: 429 };
  try {
    await callAuth(() =>
      deps.auth.api.verifyPassword({ body: { password: input.password }, headers: deps.headers }),
    );
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const code = (error.body as { code?: string } | undefined)?.code;
    return code === "INVALID_PASSWORD"
      ? { ok: false, errorKey: "profile.delete.errors.wrongPassword", status: 400 }
      : { ok: false, errorKey: "profile.delete.errors.failed", status: error.statusCode };
  }
  // The check and the delete are one transaction, the admins locked before they are counted: two
  // admins leaving at once cannot both see the other one stay.
  const outcome = await deps.db.transaction(async (tx) => {
    const admins = await tx.execute<{ id: string }>(
      sql`select id from ${users} where ${users.role} = 'admin' order by id for update`,
    );
    const isAdmin = admins.rows.some((row) => row.id === input.userId);
    if (isAdmin && admins.rows.length <= 1) return "lastAdmin";
    const deleted = await tx.delete(users).where(eq(users.id, input.userId)).returning({ id: users.id });
    return deleted.length ? "deleted" : "gone";
  });
  if (outcome === "lastAdmin") return { ok: false, errorKey: "profile.delete.errors.lastAdmin", status: 409 };
  if (outcome === "gone") return { ok: false, errorKey: "profile.delete.errors.failed", status: 404 };
  // The session went with the account; signing out clears its cookie.
  const { headers } = await callAuth(() =>
    deps.auth.api.signOut({ headers: deps.headers, returnHeaders: true }),
  );
  return { ok: true, setCookies: headers.getSetCookie(), avatarUrl: user.avatarUrl };
}
