import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { consumeRateLimit, consumeRateLimits } from "./rate-limit.server";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

it("allows up to the limit within a window, then refuses with a retry time", async () => {
  const rule = { limit: 3, windowSeconds: 60 };
  const results = [];
  for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(handle.db, "sign-in:1.2.3.4", rule));
  expect(results.map((r) => r.isAllowed)).toEqual([true, true, true, false]);
  expect(results[3]!.retryAfterSeconds).toBeGreaterThan(50);
  expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  // Another client is counted separately.
  expect((await consumeRateLimit(handle.db, "sign-in:5.6.7.8", rule)).isAllowed).toBe(true);
});

it("starts counting again once the window has passed", async () => {
  const rule = { limit: 1, windowSeconds: 60 };
  await consumeRateLimit(handle.db, "reset:a@example.com", rule);
  expect((await consumeRateLimit(handle.db, "reset:a@example.com", rule)).isAllowed).toBe(false);
  await handle.db.execute(
    sql`update rate_limits set reset_at = now() - interval '1 second' where key = 'reset:a@example.com'`,
  );
  expect((await consumeRateLimit(handle.db, "reset:a@example.com", rule)).isAllowed).toBe(true);
});

it("counts concurrent attempts exactly", async () => {
  const rule = { limit: 5, windowSeconds: 60 };
  const results = await Promise.all(
    Array.from({ length: 12 }, () => consumeRateLimit(handle.db, "burst", rule)),
  );
  expect(results.filter((r) => r.isAllowed)).toHaveLength(5);
});

it("refuses when any of several limits is exceeded", async () => {
  const perAccount = { key: "acct:b@example.com", rule: { limit: 1, windowSeconds: 60 } };
  const first = await consumeRateLimits(handle.db, [
    { key: "ip:9.9.9.9", rule: { limit: 10, windowSeconds: 60 } },
    perAccount,
  ]);
  const second = await consumeRateLimits(handle.db, [
    { key: "ip:8.8.8.8", rule: { limit: 10, windowSeconds: 60 } },
    perAccount,
  ]);
  expect(first.isAllowed).toBe(true);
  expect(second.isAllowed).toBe(false);
});
