import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { getServices, requestInfoContext } from "~/app-context.server";
import type { Database } from "~/db/client.server";
import { profiles, users } from "~/db/schema";
import {
  consumeRateLimit,
  consumeRateLimits,
  isRateLimited,
  RATE_LIMITS,
} from "~/features/rate-limit/rate-limit.server";
import type { Locale } from "~/utils/i18n";
import { type Auth, callAuth } from "./auth.server";

/** A result the route turns into a redirect (with cookies) or a translated message. */
export type AuthOutcome =
  | { ok: true; setCookies: string[] }
  | { ok: false; errorKey: string; status: number; retryAfterSeconds?: number };

type Deps = { auth: Auth; db: Database; clientIp: string; headers: Headers };

const tooManyRequests = (retryAfterSeconds: number): AuthOutcome => ({
  ok: false,
  errorKey: "auth.errors.tooManyRequests",
  status: 429,
  retryAfterSeconds,
});

/** better-auth error codes → our translation keys; anything else is 'An error occurred'. */
const ERROR_KEYS: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "auth.errors.invalidCredentials",
  USER_ALREADY_EXISTS: "auth.errors.emailTaken",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "auth.errors.emailTaken",
  INVALID_TOKEN: "auth.errors.invalidResetCode",
  INVALID_PASSWORD: "profile.errors.wrongCurrentPassword",
  PASSWORD_TOO_SHORT: "auth.errors.passwordTooShort",
  PASSWORD_TOO_LONG: "auth.errors.passwordTooLong",
  BANNED_USER: "auth.errors.accountDisabled",
};

function failureFrom(error: unknown): AuthOutcome {
  if (error instanceof APIError) {
    const code = (error.body as { code?: string } | undefined)?.code ?? "";
    return { ok: false, errorKey: ERROR_KEYS[code] ?? "auth.errors.generic", status: error.statusCode };
  }
  throw error;
}

/** Addresses are compared lower-cased everywhere (better-auth stores them so). */
const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function signIn(deps: Deps, input: { email: string; password: string }): Promise<AuthOutcome> {
  const email = normalizeEmail(input.email);
  // Every attempt counts against the client; only failed ones against the account, so guessing a
  // password is slowed down without locking out a shopper who signs in often.
  const accountKey = `sign-in:account:${email}`;
  const [client, account] = await Promise.all([
    consumeRateLimit(deps.db, `sign-in:ip:${deps.clientIp}`, RATE_LIMITS.signInPerClient),
    isRateLimited(deps.db, accountKey, RATE_LIMITS.signInPerAccount),
  ]);
  if (!client.isAllowed || !account.isAllowed) {
    return tooManyRequests(Math.max(client.retryAfterSeconds, account.retryAfterSeconds));
  }
  try {
    const { headers } = await callAuth(() =>
      deps.auth.api.signInEmail({
        body: { email, password: input.password },
        headers: deps.headers,
        returnHeaders: true,
      }),
    );
    return { ok: true, setCookies: headers.getSetCookie() };
  } catch (error) {
    const failure = failureFrom(error);
    if (!failure.ok && failure.status === 401)
      await consumeRateLimit(deps.db, accountKey, RATE_LIMITS.signInPerAccount);
    return failure;
  }
}

export async function register(deps: Deps, input: { email: string; password: string }): Promise<AuthOutcome> {
  const email = normalizeEmail(input.email);
  const limit = await consumeRateLimits(deps.db, [
    { key: `sign-up:ip:${deps.clientIp}`, rule: RATE_LIMITS.signUpPerClient },
  ]);
  if (!limit.isAllowed) return tooManyRequests(limit.retryAfterSeconds);
  // better-auth answers a duplicate sign-up with a made-up success to hide who has an account; the
  // sign-up form must tell the shopper instead (the per-client limit above keeps probing slow).
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return { ok: false, errorKey: "auth.errors.emailTaken", status: 409 };
  try {
    const { user } = await callAuth(() =>
      deps.auth.api.signUpEmail({
        body: { email, password: input.password, name: "" },
        headers: deps.headers,
      }),
    );
    await deps.db.insert(profiles).values({ id: user.id }).onConflictDoNothing();
    return { ok: true, setCookies: [] };
  } catch (error) {
    return failureFrom(error);
  }
}

/**
 * Sends a reset link when the address has an account. The answer is the same either way, so the
 * form does not reveal who has an account.
 */
export async function requestPasswordReset(
  deps: Deps,
  input: { email: string; locale: Locale },
): Promise<AuthOutcome> {
  const email = normalizeEmail(input.email);
  const limit = await consumeRateLimits(deps.db, [
    { key: `reset:ip:${deps.clientIp}`, rule: RATE_LIMITS.resetPerClient },
    { key: `reset:account:${email}`, rule: RATE_LIMITS.resetPerAccount },
  ]);
  if (!limit.isAllowed) return tooManyRequests(limit.retryAfterSeconds);
  try {
    await callAuth(() =>
      deps.auth.api.requestPasswordReset({
        body: { email, redirectTo: `/reset-password?lang=${input.locale}` },
        headers: deps.headers,
      }),
    );
    return { ok: true, setCookies: [] };
  } catch (error) {
    return failureFrom(error);
  }
}

export async function resetPassword(
  deps: Deps,
  input: { code: string; password: string },
): Promise<AuthOutcome> {
  const limit = await consumeRateLimit(
    deps.db,
    `reset-code:ip:${deps.clientIp}`,
    RATE_LIMITS.resetCodePerClient,
  );
  if (!limit.isAllowed) return tooManyRequests(limit.retryAfterSeconds);
  try {
    await callAuth(() =>
      deps.auth.api.resetPassword({ body: { token: input.code, newPassword: input.password } }),
    );
    return { ok: true, setCookies: [] };
  } catch (error) {
    return failureFrom(error);
  }
}

export async function changePassword(
  deps: Deps,
  input: { userId: string; currentPassword: string; newPassword: string },
): Promise<AuthOutcome> {
  const limit = await consumeRateLimits(deps.db, [
    { key: `password-change:${input.userId}`, rule: RATE_LIMITS.passwordChangePerAccount },
  ]);
  if (!limit.isAllowed) return tooManyRequests(limit.retryAfterSeconds);
  try {
    // better-auth checks the current password itself (constant-time) and refuses a wrong one.
    const { headers } = await callAuth(() =>
      deps.auth.api.changePassword({
        body: {
          currentPassword: input.currentPassword,
          newPassword: input.newPassword,
          revokeOtherSessions: true,
        },
        headers: deps.headers,
        returnHeaders: true,
      }),
    );
    return { ok: true, setCookies: headers.getSetCookie() };
  } catch (error) {
    return failureFrom(error);
  }
}

export async function signOut(deps: Pick<Deps, "auth" | "headers">): Promise<string[]> {
  try {
    const { headers } = await callAuth(() =>
      deps.auth.api.signOut({ headers: deps.headers, returnHeaders: true }),
    );
    return headers.getSetCookie();
  } catch (error) {
    // Signing out without a session is not an error for the shopper.
    if (error instanceof APIError) return [];
    throw error;
  }
}

export type Profile = { email: string; fullName: string | null; avatarUrl: string | null };

export async function getProfile(db: Database, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({ email: users.email, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function updateProfileName(
  db: Database,
  userId: string,
  fullName: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ id: userId, fullName })
      .onConflictDoUpdate({ target: profiles.id, set: { fullName, updatedAt: new Date() } });
    await tx
      .update(users)
      .set({ name: fullName ?? "", updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
}

/** What the account services need from a request: the auth library, the database, who is asking. */
export function accountDeps({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Deps {
  const { auth, database } = getServices(context);
  return {
    auth,
    db: database.db,
    clientIp: context.get(requestInfoContext).clientIp,
    headers: request.headers,
  };
}

/** Headers carrying the cookies better-auth set (sign-in, sign-out, password change). */
export function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
