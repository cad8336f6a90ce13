import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";

// Who becomes an admin without another admin's click (PD-1, SECURITY.md):
// - an ADMIN_EMAILS address, at a sign-in after its owner proved it (chose the password through a
//   link mailed to it, which ended every earlier session: email-verification.server.ts), and only the
//   first time: an account that was ever granted admin rights is never promoted again by the list,
//   so an admin's demotion sticks;
// - an account named to `npm run admin:grant`, run by an operator on the server.

/**
 * Grants admin rights to the account signing in when its proved address is in ADMIN_EMAILS and it
 * was never granted them before. Says whether it became an admin.
 */
export async function grantConfiguredAdmin(
  db: Database,
  adminEmails: readonly string[],
  userId: string,
): Promise<boolean> {
  if (adminEmails.length === 0) return false;
  const now = new Date();
  const granted = await db
    .update(users)
    .set({ role: "admin", adminGrantedAt: now, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        inArray(users.email, [...adminEmails]),
        eq(users.emailVerified, true),
        isNotNull(users.addressProvedAt),
        isNull(users.adminGrantedAt),
      ),
    )
    .returning({ id: users.id });
  return granted.length > 0;
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
