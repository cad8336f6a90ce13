import { count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { profiles, users } from "~/db/schema";

export const USERS_PAGE_SIZE = 25;

export type AdminUserRow = {
  id: string;
  email: string;
  isEmailVerified: boolean;
  fullName: string | null;
  avatarUrl: string | null;
  role: "user" | "admin";
  createdAt: Date;
  lastSignInAt: Date | null;
};

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

export async function listUsersForAdmin(
  db: Database,
  { query, page }: { query: string; page: number },
): Promise<{ rows: AdminUserRow[]; matching: number; totalUsers: number; totalAdmins: number }> {
  const pattern = `%${escapeLike(query.trim())}%`;
  const filter = query.trim()
    ? or(ilike(users.email, pattern), ilike(profiles.fullName, pattern), ilike(users.name, pattern))
    : undefined;
  const [rows, [matching], [totals]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        isEmailVerified: users.emailVerified,
        fullName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), nullif(${users.name}, ''))`,
        avatarUrl: profiles.avatarUrl,
        role: users.role,
        createdAt: users.createdAt,
        lastSignInAt: users.lastSignInAt,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(filter)
      .orderBy(desc(users.createdAt), users.id)
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE),
    db.select({ value: count() }).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(filter),
    db
      .select({
        users: count(),
        admins: sql<number>`count(*) filter (where ${users.role} = 'admin')`.mapWith(Number),
      })
      .from(users),
  ]);
  return {
    rows,
    matching: matching?.value ?? 0,
    totalUsers: totals?.users ?? 0,
    totalAdmins: totals?.admins ?? 0,
  };
}

export type UserChangeResult = { ok: true } | { ok: false; errorKey: string };

/**
 * Role rules of PD-1: nobody changes their own role, and the last admin stays an admin. The
 * admin rows are locked first, so two admins demoting each other at once cannot leave none.
 */
async function checkRoleChange(
  tx: Transaction,
  actorId: string,
  targetId: string,
  makeAdmin: boolean,
): Promise<UserChangeResult> {
  const admins = await tx.execute<{ id: string }>(
    sql`select id from ${users} where ${users.role} = 'admin' for update`,
  );
  const isTargetAdmin = admins.rows.some((row) => row.id === targetId);
  if (isTargetAdmin === makeAdmin) return { ok: true };
  if (actorId === targetId) return { ok: false, errorKey: "adminUsers.errors.ownRole" };
  if (!makeAdmin && admins.rows.length <= 1) return { ok: false, errorKey: "adminUsers.errors.lastAdmin" };
  if (makeAdmin) {
    // Admin rights go only to an address its owner has proved (SECURITY.md).
    const [target] = await tx
      .select({ isEmailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, targetId));
    if (target && !target.isEmailVerified) return { ok: false, errorKey: "adminUsers.errors.unverified" };
  }
  return { ok: true };
}

/** The new role, and the first grant remembered so ADMIN_EMAILS never undoes a later demotion. */
function roleChange(makeAdmin: boolean) {
  return makeAdmin
    ? { role: "admin" as const, adminGrantedAt: sql`coalesce(${users.adminGrantedAt}, now())` }
    : { role: "user" as const };
}

export async function setUserRole(
  db: Database,
  actorId: string,
  targetId: string,
  makeAdmin: boolean,
): Promise<UserChangeResult> {
  return db.transaction(async (tx) => {
    const allowed = await checkRoleChange(tx, actorId, targetId, makeAdmin);
    if (!allowed.ok) return allowed;
    const updated = await tx
      .update(users)
      .set({ ...roleChange(makeAdmin), updatedAt: new Date() })
      .where(eq(users.id, targetId))
      .returning({ id: users.id });
    return updated.length ? { ok: true } : { ok: false, errorKey: "adminUsers.errors.updateFailed" };
  });
}

export async function updateUser(
  db: Database,
  actorId: string,
  targetId: string,
  input: { fullName: string | null; isAdmin: boolean },
): Promise<UserChangeResult> {
  return db.transaction(async (tx) => {
    const allowed = await checkRoleChange(tx, actorId, targetId, input.isAdmin);
    if (!allowed.ok) return allowed;
    const updated = await tx
      .update(users)
      .set({ ...roleChange(input.isAdmin), name: input.fullName ?? "", updatedAt: new Date() })
      .where(eq(users.id, targetId))
      .returning({ id: users.id });
    if (!updated.length) return { ok: false, errorKey: "adminUsers.errors.updateFailed" };
    await tx
      .insert(profiles)
      .values({ id: targetId, fullName: input.fullName })
      .onConflictDoUpdate({ target: profiles.id, set: { fullName: input.fullName, updatedAt: new Date() } });
    return { ok: true };
  });
}

export type DeleteUserResult = { ok: true; avatarUrl: string | null } | { ok: false; errorKey: string };

/** Deletes a user and, through the foreign keys, their sessions, reviews, saved products, alerts and profile. */
export async function deleteUser(db: Database, actorId: string, targetId: string): Promise<DeleteUserResult> {
  if (actorId === targetId) return { ok: false, errorKey: "adminUsers.errors.deleteSelf" };
  return db.transaction(async (tx) => {
    const allowed = await checkRoleChange(tx, actorId, targetId, false);
    if (!allowed.ok) return allowed;
    const [profile] = await tx
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, targetId));
    const deleted = await tx.delete(users).where(eq(users.id, targetId)).returning({ id: users.id });
    return deleted.length
      ? { ok: true, avatarUrl: profile?.avatarUrl ?? null }
      : { ok: false, errorKey: "adminUsers.errors.deleteFailed" };
  });
}
