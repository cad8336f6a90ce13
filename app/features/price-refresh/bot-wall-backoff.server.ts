// Backoff per store after bot walls (issue 16): a store that answered the last readings with a bot
// check is left alone for a while — 30 minutes after one wall, doubling with each further one up to
// a day — so a refresh run does not hammer it with every one of its products.

import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { priceFetchLogs } from "~/db/schema";

const FIRST_PAUSE_MS = 30 * 60_000;
const LONGEST_PAUSE_MS = 24 * 3_600_000;
const LOOKED_AT = 6;

/** How long a store is left alone after `walls` bot walls in a row. */
export function botWallPauseMs(walls: number): number {
  return walls <= 0 ? 0 : Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (walls - 1));
}

/**
 * Until when the store at `host` is left alone, or null when it may be read now: its latest readings
 * (the last day) counted back to the first that was not a bot wall.
 */
export async function botWallPausedUntil(db: Database, host: string, now = new Date()): Promise<Date | null> {
  const recent = await db
    .select({ errorCode: priceFetchLogs.errorCode, createdAt: priceFetchLogs.createdAt })
    .from(priceFetchLogs)
    .where(
      and(
        gt(priceFetchLogs.createdAt, new Date(now.getTime() - LONGEST_PAUSE_MS)),
        eq(sql`lower(substring(${priceFetchLogs.url} from '^https?://([^/:?#]+)'))`, host.toLowerCase()),
      ),
    )
    .orderBy(desc(priceFetchLogs.id))
    .limit(LOOKED_AT);
  let walls = 0;
  while (walls < recent.length && recent[walls]!.errorCode === "botCheck") walls++;
  if (walls === 0) return null;
  const until = new Date(recent[0]!.createdAt.getTime() + botWallPauseMs(walls));
  return until > now ? until : null;
}
