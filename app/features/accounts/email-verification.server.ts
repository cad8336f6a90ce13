import { createHash, randomBytes } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accounts, sessions, users, verifications } from "~/db/schema";

// A verification link proves that whoever holds it reads the address's mail, nothing more. Anyone can
// type an address into the sign-up form and choose the password, so the link does not just mark the
// address verified (that would hand the account to whoever set the password, admin rights included:
// finding 2 of the second security review). Its page asks the owner to choose the password; saving
// it verifies the address and ends every session the account had. Opening the link changes nothing,
// so a mail scanner that fetches it proves nothing.

export const VERIFICATION_LINK_TTL_SECONDS = 24 * 60 * 60;

const IDENTIFIER_PREFIX = "verify-email:";

/** Links are kept as a digest: the table alone (a backup, a log of queries) does not open accounts. */
const identifierOf = (token: string) =>
  `${IDENTIFIER_PREFIX}${createHash("sha256").update(token).digest("base64url")}`;

/** What a link is bound to: the account, and the address it was mailed to. */
type LinkBinding = { userId: string; email: string };

const bindingValue = (binding: LinkBinding) =>
  JSON.stringify({ userId: binding.userId, email: binding.email });

function parseBinding(value: string): LinkBinding | null {
  try {
    const parsed = JSON.parse(value) as Partial<LinkBinding>;
    return typeof parsed.userId === "string" && typeof parsed.email === "string"
      ? { userId: parsed.userId, email: parsed.email }
      : null;
  } catch {
    return null;
  }
}

/** A new single-use link code for an account whose address is not verified yet. */
export async function issueVerificationCode(db: Database, account: LinkBinding): Promise<string> {
  const code = randomBytes(32).toString("base64url");
  // The account's expired links go as a new one comes, so an address never confirmed leaves few rows.
  await db
    .delete(verifications)
    .where(and(eq(verifications.value, bindingValue(account)), lte(verifications.expiresAt, new Date())));
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: identifierOf(code),
    value: bindingValue(account),
    expiresAt: new Date(Date.now() + VERIFICATION_LINK_TTL_SECONDS * 1000),
  });
  return code;
}

export type VerificationLink =
  | { state: "usable"; email: string }
  | { state: "expired" }
  | { state: "invalid" };

/**
 * What a link is, without using it: usable while it has not expired, its account still has the
 * address it was mailed to, and that address is not verified yet.
 */
export async function findVerificationLink(db: Database, code: string): Promise<VerificationLink> {
  const [link] = await db
    .select({ value: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, identifierOf(code)));
  if (!link) return { state: "invalid" };
  if (link.expiresAt.getTime() <= Date.now()) return { state: "expired" };
  const binding = parseBinding(link.value);
  if (!binding) return { state: "invalid" };
  const [account] = await db
    .select({ email: users.email, isVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, binding.userId));
  if (!account || account.email !== binding.email || account.isVerified) return { state: "invalid" };
  return { state: "usable", email: account.email };
}

export type AddressConfirmation = { ok: true; email: string } | { ok: false; reason: "expired" | "invalid" };

/**
 * Uses a link: in one transaction the link is spent, the password becomes the one chosen here, the
 * address is verified and proved, every session of the account ends, and the account's other links
 * are spent too. The password is written before the sessions end, so a sign-in with the old password
 * that was under way either sees the new one or has its session ended (sign-in checks the same).
 */
export async function confirmAddressWithPassword(
  db: Database,
  input: { code: string; password: string },
): Promise<AddressConfirmation> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .delete(verifications)
      .where(eq(verifications.identifier, identifierOf(input.code)))
      .returning({ value: verifications.value, expiresAt: verifications.expiresAt });
    if (!link) return { ok: false, reason: "invalid" } as const;
    if (link.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired" } as const;
    const binding = parseBinding(link.value);
    if (!binding) return { ok: false, reason: "invalid" } as const;
    const [account] = await tx
      .select({ email: users.email, isVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, binding.userId))
      .for("update");
    if (!account || account.email !== binding.email || account.isVerified)
      return { ok: false, reason: "invalid" } as const;

    const now = new Date();
    const updated = await tx
      .update(accounts)
      .set({ password: passwordHash, updatedAt: now })
      .where(and(eq(accounts.userId, binding.userId), eq(accounts.providerId, "credential")))
      .returning({ id: accounts.id });
    if (updated.length === 0) {
      await tx.insert(accounts).values({
        id: crypto.randomUUID(),
        accountId: binding.userId,
        providerId: "credential",
        userId: binding.userId,
        password: passwordHash,
      });
    }
    await tx
      .update(users)
      .set({ emailVerified: true, addressProvedAt: now, updatedAt: now })
      .where(eq(users.id, binding.userId));
    await tx.delete(sessions).where(eq(sessions.userId, binding.userId));
    await tx.delete(verifications).where(eq(verifications.value, bindingValue(binding)));
    return { ok: true, email: account.email } as const;
  });
}

/**
 * A password reset also proves the address: its link went to the address, the owner chose the
 * password, and better-auth ends every session after it.
 */
export async function recordAddressProvedByReset(db: Database, userId: string): Promise<void> {
  const now = new Date();
  const [account] = await db
    .update(users)
    .set({ emailVerified: true, addressProvedAt: now, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  if (account)
    await db
      .delete(verifications)
      .where(eq(verifications.value, bindingValue({ userId, email: account.email })));
}

/** The account's current password hash, read after any change to it under way has committed. */
export async function readPasswordHash(db: Database, email: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.email, email), eq(accounts.providerId, "credential")))
    .for("share", { of: accounts });
  return row?.password ?? null;
}
