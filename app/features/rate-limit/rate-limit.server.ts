import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitResult = { isAllowed: boolean; retryAfterSeconds: number };

/** Limits per client (IP address) and per account for the actions people abuse. */
export const RATE_LIMITS = {
  signInPerClient: { limit: 10, windowSeconds: 60 },
  // Wrong passwords refuse only the client that made them; from everywhere they slow the account down.
  signInFailuresPerAccountAndClient: { limit: 5, windowSeconds: 300 },
  signInFailuresPerAccount: { limit: Number.MAX_SAFE_INTEGER, windowSeconds: 900 },
  signUpPerClient: { limit: 5, windowSeconds: 600 },
  signUpNoticePerAccount: { limit: 3, windowSeconds: 3600 },
  verificationResendPerAccount: { limit: 3, windowSeconds: 900 },
  verificationCodePerClient: { limit: 10, windowSeconds: 600 },
  resetPerClient: { limit: 5, windowSeconds: 600 },
  // As with wrong passwords, counted per address *and client*: nobody can use up the owner's requests.
  resetPerAccountAndClient: { limit: 3, windowSeconds: 900 },
  // Codes are long and random, but each try costs a lookup and a password hash.
  resetCodePerClient: { limit: 10, windowSeconds: 600 },
  passwordChangePerAccount: { limit: 5, windowSeconds: 300 },
  accountDeletionPerAccount: { limit: 5, windowSeconds: 300 },
  authApiPerClient: { limit: 30, windowSeconds: 60 },
  // Each question may cost a language-model call; a shopper typing asks a few a minute at most.
  chatPerClient: { limit: 15, windowSeconds: 60 },
  // Browsers report each blocked resource once per page; more than this is someone posting them.
  cspReportsPerClient: { limit: 30, windowSeconds: 60 },
  // An AI agent's MCP requests (/mcp, ADR-0027): a session is a handful of requests, a search or a
  // comparison one each, and each reads the catalogue as a page does.
  mcpPerClient: { limit: 60, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts one attempt against `key` and says whether it is allowed. A single upsert, so concurrent
 * requests on any number of web processes cannot both slip under the limit.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const window = `${rule.windowSeconds} seconds`;
  const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    insert into ${rateLimits} (key, count, reset_at)
    values (${key}, 1, now() + ${window}::interval)
    on conflict (key) do update set
      count = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end,
      reset_at = case when ${rateLimits.resetAt} <= now() then now() + ${window}::interval else ${rateLimits.resetAt} end
    returning count, reset_at`);
  const row = result.rows[0]!;
  const resetAt = new Date(row.reset_at).getTime();
  return {
    isAllowed: row.count <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  };
}

/** Whether `key` has used up its attempts in the current window, without counting this request. */
export async function isRateLimited(
  db: Database,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  if (!row || row.count < rule.limit) return { isAllowed: true, retryAfterSeconds: 0 };
  return {
    isAllowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000)),
  };
}

/** How many attempts `key` has counted in its current window. */
export async function countAttempts(db: Database, key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  return row?.count ?? 0;
}

/** Checks several limits at once (e.g. per client and per account); refused if any is exceeded. */
export async function consumeRateLimits(
  db: Database,
  checks: ReadonlyArray<{ key: string; rule: RateLimitRule }>,
): Promise<RateLimitResult> {
  const results = await Promise.all(checks.map((check) => consumeRateLimit(db, check.key, check.rule)));
  const refused = results.filter((result) => !result.isAllowed);
  return refused.length === 0
    ? { isAllowed: true, retryAfterSeconds: 0 }
    : { isAllowed: false, retryAfterSeconds: Math.max(...refused.map((result) => result.retryAfterSeconds)) };
}
