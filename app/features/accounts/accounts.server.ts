import { setTimeout as sleep } from "node:timers/promises";
import { APIError } from "better-auth/api";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { getServices, requestInfoContext } from "~/app-context.server";
import type { Database } from "~/db/client.server";
import { profiles, sessions, users } from "~/db/schema";
import type { Mailer } from "~/features/email/mailer.server";
import {
  consumeRateLimit,
  consumeRateLimits,
  countAttempts,
  isRateLimited,
  RATE_LIMITS,
} from "~/features/rate-limit/rate-limit.server";
import { serverT } from "~/locales/translate.server";
import type { Locale } from "~/utils/i18n";
import { type Auth, callAuth } from "./auth.server";
import { confirmAddressWithPassword, readPasswordHash } from "./email-verification.server";

/** A result the route turns into a redirect (with cookies) or a translated message. */
export type AuthOutcome =
  | { ok: true; setCookies: string[] }
  | { ok: false; errorKey: string; status: number; retryAfterSeconds?: number };

type Deps = {
  auth: Auth;
  db: Database;
  mailer: Mailer;
  baseUrl: string;
  clientIp: string;
  headers: Headers;
  /** Waits before a sign-in attempt on an account under attack (tests pass a recorder). */
  sleep: (ms: number) => Promise<void>;
};

const tooManyRequests = (retryAfterSeconds: number): AuthOutcome => ({
  ok: false,
  errorKey: "auth.errors.tooManyRequests",
  status: 429,
  retryAfterSeconds,
});

/** better-auth error codes → our translation keys; anything else is 'An error occurred'. */
const ERROR_KEYS: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "auth.errors.invalidCredentials",
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

/** Failed passwords on an account, from anywhere, before its sign-ins start to wait. */
const FAILURES_BEFORE_DELAY = 10;

/** How long a sign-in waits: nothing at first, then a quarter second per failure, 3 s at most. */
export function signInDelayMs(recentFailures: number): number {
  return Math.min(3000, Math.max(0, recentFailures - FAILURES_BEFORE_DELAY) * 250);
}

/**
 * Guessing is slowed, and nobody can lock someone else out (finding 3 of the security review):
 * failed passwords count per account *and client*, and refuse only that client; failures from
 * everywhere make every attempt on the account wait a little longer, but the right password from a
 * client that has not been failing still signs in.
 */
export async function signIn(deps: Deps, input: { email: string; password: string }): Promise<AuthOutcome> {
  const email = normalizeEmail(input.email);
  const failuresHere = `sign-in:failures:${email}:${deps.clientIp}`;
  const failuresEverywhere = `sign-in:failures:${email}`;
  const [client, here, everywhere] = await Promise.all([
    consumeRateLimit(deps.db, `sign-in:ip:${deps.clientIp}`, RATE_LIMITS.signInPerClient),
    isRateLimited(deps.db, failuresHere, RATE_LIMITS.signInFailuresPerAccountAndClient),
    countAttempts(deps.db, failuresEverywhere),
  ]);
  if (!client.isAllowed || !here.isAllowed) {
    return tooManyRequests(Math.max(client.retryAfterSeconds, here.retryAfterSeconds));
  }
  await deps.sleep(signInDelayMs(everywhere));
  const passwordBefore = await readPasswordHash(deps.db, email);
  try {
    const { headers, response } = await callAuth(() =>
      deps.auth.api.signInEmail({
        body: { email, password: input.password },
        headers: deps.headers,
        returnHeaders: true,
      }),
    );
    // The owner chose a new password through a mailed link while this sign-in checked the old one
    // (someone who squatted the address, signing in again and again): the session is not handed out.
    if ((await readPasswordHash(deps.db, email)) !== passwordBefore) {
      await deps.db.delete(sessions).where(eq(sessions.token, response.token));
      return { ok: false, errorKey: "auth.errors.invalidCredentials", status: 401 };
    }
    return { ok: true, setCookies: headers.getSetCookie() };
  } catch (error) {
    const failure = failureFrom(error);
    if (!failure.ok && failure.status === 401) {
      await Promise.all([
        consumeRateLimit(deps.db, failuresHere, RATE_LIMITS.signInFailuresPerAccountAndClient),
        consumeRateLimit(deps.db, failuresEverywhere, RATE_LIMITS.signInFailuresPerAccount),
      ]);
    }
    return failure;
  }
}

/**
 * Creates an account and mails its verification link. An address that already has an account gets
 * the same answer, after the same work (a password hash), and its owner a mail saying someone tried:
 * the form does not reveal who has an account (finding 6 of the security review).
 */
export async function register(
  deps: Deps,
  input: { email: string; password: string; locale: Locale },
): Promise<AuthOutcome> {
  const email = normalizeEmail(input.email);
  const limit = await consumeRateLimits(deps.db, [
    { key: `sign-up:ip:${deps.clientIp}`, rule: RATE_LIMITS.signUpPerClient },
  ]);
  if (!limit.isAllowed) return tooManyRequests(limit.retryAfterSeconds);
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    await hashPassword(input.password);
    await tellOwnerOfSignUpAttempt(deps, email, input.locale);
    return { ok: true, setCookies: [] };
  }
  try {
    const { user } = await callAuth(() =>
      deps.auth.api.signUpEmail({
        body: { email, password: input.password, name: "", callbackURL: `/?lang=${input.locale}` },
        headers: deps.headers,
      }),
    );
    await deps.db.insert(profiles).values({ id: user.id }).onConflictDoNothing();
    return { ok: true, setCookies: [] };
  } catch (error) {
    return failureFrom(error);
  }
}

async function tellOwnerOfSignUpAttempt(deps: Deps, email: string, locale: Locale) {
  // A few notices an hour at most, so the form cannot be used to flood someone's inbox.
  const notices = await consumeRateLimit(
    deps.db,
    `sign-up:notice:${email}`,
    RATE_LIMITS.signUpNoticePerAccount,
  );
  if (!notices.isAllowed) return;
  const t = serverT(locale);
  await deps.mailer.send({
    to: email,
    subject: t("email.signUpAttempt.subject"),
    text: t("email.signUpAttempt.body", {
      signInLink: `${deps.baseUrl}/login?lang=${locale}`,
      resetLink: `${deps.baseUrl}/forgot-password?lang=${locale}`,
    }),
  });
}

/** Mails a new verification link to a signed-in shopper whose address is not verified yet. */
export async function resendVerificationLink(
  deps: Deps,
  input: { userId: string; email: string; locale: Locale },
): Promise<AuthOutcome> {
  const limit = await consumeRateLimit(
    deps.db,
    `verify-resend:${input.userId}`,
    RATE_LIMITS.verificationResendPerAccount,
  );
  if (!limit.isAllowed) return tooManyRequests(limit.retryAfterSeconds);
  try {
    // better-auth sends nothing to an address that is already verified.
    await callAuth(() =>
      deps.auth.api.sendVerificationEmail({
        body: { email: input.email, callbackURL: `/?lang=${input.locale}` },
        headers: deps.headers,
      }),
    );
    return { ok: true, setCookies: [] };
  } catch (error) {
    return failureFrom(error);
  }
}

/**
 * The verification page's form: the owner of the address chooses the account's password, which
 * confirms the address, ends every session the account had (finding 2 of the second security
 * review) and signs the owner in afresh. Codes are long and random; each try still costs a lookup
 * and a password hash, so a client may try a few.
 */
export async function confirmEmailAddress(
  deps: Deps,
  input: { code: string; password: string },
): Promise<AuthOutcome> {
  const limit = await consumeRateLimit(
    deps.db,
    `verify-code:ip:${deps.clientIp}`,
    RATE_LIMITS.verificationCodePerClient,
  );
  if (!limit.isAllowed) return tooManyRequests(limit.retryAfterSeconds);
  const confirmed = await confirmAddressWithPassword(deps.db, input);
  if (!confirmed.ok) return { ok: false, errorKey: `verifyEmail.${confirmed.reason}`, status: 400 };
  const signedIn = await signIn(deps, { email: confirmed.email, password: input.password });
  return { ok: true, setCookies: signedIn.ok ? signedIn.setCookies : [] };
}

/**
 * Sends a reset link when the address has an account. The answer is the same either way, so the
 * form does not reveal who has an account. Requests count per client and per (address, client), as
 * wrong passwords do: someone asking for another person's address again and again uses up only their
 * own requests, and the owner's first request from their own device is always answered (finding 3
 * of the second security review).
 */
export async function requestPasswordReset(
  deps: Deps,
  input: { email: string; locale: Locale },
): Promise<AuthOutcome> {
  const email = normalizeEmail(input.email);
  const limit = await consumeRateLimits(deps.db, [
    { key: `reset:ip:${deps.clientIp}`, rule: RATE_LIMITS.resetPerClient },
    { key: `reset:account:${email}:${deps.clientIp}`, rule: RATE_LIMITS.resetPerAccountAndClient },
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

export type Profile = {
  email: string;
  isEmailVerified: boolean;
  fullName: string | null;
  avatarUrl: string | null;
};

export async function getProfile(db: Database, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({
      email: users.email,
      isEmailVerified: users.emailVerified,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
    })
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
  const { auth, database, mailer, env } = getServices(context);
  return {
    auth,
    db: database.db,
    mailer,
    baseUrl: env.BASE_URL,
    clientIp: context.get(requestInfoContext).clientIp,
    headers: request.headers,
    sleep: (ms) => sleep(ms),
  };
}

/** Headers carrying the cookies better-auth set (sign-in, sign-out, password change). */
export function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
