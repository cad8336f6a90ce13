import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins/admin";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accounts, sessions, users, verifications } from "~/db/schema";
import { isDatabaseUnavailableError } from "~/db/unavailable.server";
import { composeBilingualEmail } from "~/features/email/bilingual-email.server";
import type { Mailer } from "~/features/email/mailer.server";
import { serverT } from "~/locales/translate.server";
import type { Env } from "~/utils/env.server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/utils/i18n";
import type { Logger } from "~/utils/logger.server";
import { grantConfiguredAdmin } from "./admin-grant.server";
import {
  issueVerificationCode,
  recordAddressProvedByReset,
  VERIFICATION_LINK_TTL_SECONDS,
} from "./email-verification.server";

export const PASSWORD_MIN_LENGTH = 6;
export const RESET_CODE_TTL_SECONDS = 60 * 60;

/**
 * The language of a mail better-auth asks us to send: the `lang` of the callback address our service
 * passed it (`/…?lang=ar`), which better-auth carries in the link it built.
 */
function localeOfAuthLink(url: string, baseUrl: string): Locale {
  const callback = new URL(new URL(url, baseUrl).searchParams.get("callbackURL") ?? "/", baseUrl);
  const lang = callback.searchParams.get("lang");
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

type AuthDependencies = { db: Database; env: Env; mailer: Mailer; secret: string; logger: Logger };

type AuthLogLevel = "debug" | "info" | "warn" | "error";

/** The error better-auth logged during the current `callAuth`, if any. */
const loggedAuthErrors = new AsyncLocalStorage<{ error?: Error }>();

/**
 * better-auth's own log lines as our JSON lines. A failure for want of the database is already
 * logged (once) by the request that met it, so better-auth's stack trace of it goes to debug.
 */
function authLogOptions(logger: Logger) {
  return {
    log: (level: AuthLogLevel, message: string, ...details: unknown[]) => {
      const error = details.find((detail) => detail instanceof Error);
      const call = loggedAuthErrors.getStore();
      if (call && error && !call.error) call.error = error;
      const entryLevel = isDatabaseUnavailableError(error) ? "debug" : level;
      logger[entryLevel](`auth: ${message}`, error ? { error } : { details });
    },
  };
}

/**
 * Runs a better-auth call (`auth.api.*` or `auth.handler`). better-auth logs what went wrong and
 * then throws, or answers, its own 500 without it. When what it logged says the database is away,
 * that error is thrown instead, so the request is answered with a 503 like any other in an outage.
 */
export async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  const failure: { error?: Error } = {};
  let result: T;
  try {
    result = await loggedAuthErrors.run(failure, call);
  } catch (error) {
    if (isDatabaseUnavailableError(failure.error)) throw failure.error;
    throw error;
  }
  if (result instanceof Response && result.status >= 500 && isDatabaseUnavailableError(failure.error))
    throw failure.error;
  return result;
}

export function createAuth({ db, env, mailer, secret, logger }: AuthDependencies) {
  /**
   * A mail carrying one link to our own page (`page`, with its code), in the language of the
   * address better-auth built (`authUrl`).
   */
  const sendLinkMail = async (mail: {
    to: string;
    authUrl: string;
    page: string;
    texts: "email.resetPassword" | "email.verifyEmail";
    hours: number;
  }) => {
    const locale = localeOfAuthLink(mail.authUrl, env.BASE_URL);
    await mailer.send({
      to: mail.to,
      subject: serverT(locale)(`${mail.texts}.subject`),
      // Both languages, the shopper's first: each part's link opens the page in its language.
      ...composeBilingualEmail(locale, (partLocale) => {
        const t = serverT(partLocale);
        const link = `${env.BASE_URL}${mail.page}&lang=${partLocale}`;
        return {
          text: t(`${mail.texts}.body`, {
            link,
            expiresIn: t("email.expiresIn", { count: mail.hours }),
          }),
          action: { href: link, label: t(`${mail.texts}.action`) },
        };
      }),
    });
  };

  return betterAuth({
    appName: "Qaren",
    secret,
    baseURL: env.BASE_URL,
    basePath: "/api/auth",
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_CODE_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The owner chose the password through a link mailed to the address: that proves it.
      onPasswordReset: async ({ user }) => {
        await recordAddressProvedByReset(db, user.id);
      },
      // better-auth builds `url` from the redirect we pass (`/reset-password?lang=…`); we send our own
      // link with the code, in the language the shopper asked in.
      sendResetPassword: ({ user, url, token }) =>
        sendLinkMail({
          to: user.email,
          authUrl: url,
          page: `/reset-password?code=${encodeURIComponent(token)}`,
          texts: "email.resetPassword",
          hours: RESET_CODE_TTL_SECONDS / 3600,
        }),
    },
    emailVerification: {
      sendOnSignUp: true,
      // Not better-auth's link (a signed address, good for any number of uses, which marks the
      // address verified as it is opened): our own single-use code for the account, whose page asks
      // the owner to choose the password (email-verification.server.ts), in the shopper's language.
      sendVerificationEmail: async ({ user, url }) =>
        sendLinkMail({
          to: user.email,
          authUrl: url,
          page: `/verify-email?token=${await issueVerificationCode(db, { userId: user.id, email: user.email })}`,
          texts: "email.verifyEmail",
          hours: VERIFICATION_LINK_TTL_SECONDS / 3600,
        }),
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    databaseHooks: {
      user: {
        create: {
          // Every new account is a shopper: admin rights come only to a verified address
          // (admin-grant.server.ts), never to whoever registers a listed one first.
          before: async (user) => ({
            data: { ...user, email: user.email.toLowerCase(), role: "user", emailVerified: false },
          }),
        },
      },
      session: {
        create: {
          after: async (session) => {
            await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, session.userId));
            // Every session that existed before the owner proved the address was ended then.
            await grantConfiguredAdmin(db, env.ADMIN_EMAILS, session.userId);
          },
        },
      },
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    // Requests are limited by our own database-backed limiter (features/rate-limit), per client and account.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "qaren",
      useSecureCookies: env.BASE_URL.startsWith("https://"),
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
    logger: authLogOptions(logger),
  });
}

export type Auth = ReturnType<typeof createAuth>;
