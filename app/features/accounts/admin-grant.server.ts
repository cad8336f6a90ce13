import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";

// Who becomes an admin without another admin's click (decision 1, SECURITY.md):
// - an ADMIN_EMAILS address, once its owner has proved it by the verification link, and only the
//   first time: an account that was ever granted admin rights is never promoted again by the list,
//   so an admin's demotion sticks across restarts;
// - an account named to `npm run admin:grant`, run by an operator on the server.

/**
 * Grants admin rights to the verified ADMIN_EMAILS accounts never granted them before (at start-up
 * and after each verification). Returns how many accounts became admins.
 */
export async function grantConfiguredAdmins(db: Database, adminEmails: readonly string[]): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const now = new Date();
  const granted = await db
    .update(users)
    .set({ role: "admin", adminGrantedAt: now, updatedAt: now })
    .where(
      and(
        inArray(users.email, [...adminEmails]),
        eq(users.emailVerified, true),
        isNull(users.adminGrantedAt),
      ),
    )
    .returning({ id: users.id });
  return granted.length;
}

export type AdminGrantResult = "granted" | "alreadyAdmin" | "noAccount";

/** An operator's grant (`npm run admin:grant -- EMAIL`): the account becomes an admin, verified or not. */
export async function grantAdminByEmail(db: Database, email: string): Promise<AdminGrantResult> {
  const address = email.trim().toLowerCase();
  const [account] = await db.select({ role: users.role }).from(users).where(eq(users.email, address));
  if (!account) return "noAccount";
  if (account.role === "admin") return "alreadyAdmin";
  const now = new Date();
  await db
    .update(users)
    .set({ role: "admin", adminGrantedAt: now, updatedAt: now })
    .where(eq(users.email, address));
  return "granted";
}
