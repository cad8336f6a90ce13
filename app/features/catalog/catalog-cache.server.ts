// Hot public reads (home page, grids, search, product pages) kept in memory until the catalogue
// changes. Triggers announce every change on the `catalog_changed` channel
// (drizzle/0006_catalog_change_notices.sql); each web process listens and empties its cache, so
// processes behind one load balancer never serve a change later than the notice reaches them.
// Without a working listener (the database connection is down) nothing is cached at all.
import { LRUCache } from "lru-cache";
import pg from "pg";
import type { DatabaseHandle } from "~/db/client.server";
import type { Logger } from "~/utils/logger.server";

export const CATALOG_CHANGED_CHANNEL = "catalog_changed";

export type CatalogCache = {
  /**
   * `load`'s value for this key: shared by concurrent callers and kept until the catalogue
   * changes (or `ttlMs` passes). Only for data that is the same for every visitor.
   */
  read<T>(key: readonly unknown[], load: () => Promise<T>, options?: ReadOptions<T>): Promise<T>;
  /** Forgets everything; called for each change notice. */
  invalidate(): void;
  /** Whether change notices arrive, i.e. whether reads are cached at all. */
  setListening(isListening: boolean): void;
};

export type ReadOptions<T> = {
  /** Whether a loaded value may be kept (an error page must not be); every value by default. */
  keepIf?: (value: T) => boolean;
};

export type CatalogCacheOptions = {
  /** The most the cached values may take, measured as their JSON length. */
  maxBytes?: number;
  ttlMs?: number;
};

/** Values are shared by every request that reads them: callers must not change them. */
export function createCatalogCache({
  maxBytes = 16 * 1024 * 1024,
  ttlMs = 5 * 60_000,
}: CatalogCacheOptions = {}): CatalogCache {
  const entries = new LRUCache<string, { value: unknown; size: number }>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.size,
    ttl: ttlMs,
  });
  const loading = new Map<string, Promise<unknown>>();
  let generation = 0;
  let isListening = false;

  const forget = () => {
    generation += 1;
    entries.clear();
    loading.clear();
  };

  return {
    read<T>(key: readonly unknown[], load: () => Promise<T>, { keepIf }: ReadOptions<T> = {}): Promise<T> {
      if (!isListening) return load();
      const id = JSON.stringify(key);
      const cached = entries.get(id);
      if (cached) return Promise.resolve(cached.value as T);
      const pending = loading.get(id);
      if (pending) return pending as Promise<T>;

      // Concurrent requests share one load. A value is kept only when no change notice arrived
      // while it loaded, so a result read before a change is never served after it.
      const startedIn = generation;
      const next = load()
        .then((value) => {
          if (generation === startedIn && (keepIf?.(value) ?? true)) {
            entries.set(id, { value, size: JSON.stringify(value)?.length ?? 1 });
          }
          return value;
        })
        .finally(() => {
          if (loading.get(id) === next) loading.delete(id);
        });
      loading.set(id, next);
      return next;
    },
    invalidate: forget,
    setListening(next) {
      isListening = next;
      forget();
    },
  };
}

/**
 * Empties `cache` on every change notice for as long as the process runs, reconnecting after a
 * lost connection (caching stays off until the listener is back). Returns a stop function.
 */
export async function listenForCatalogChanges(
  database: DatabaseHandle,
  cache: CatalogCache,
  logger: Logger,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const unsubscribe = await database.pglite.listen(CATALOG_CHANGED_CHANNEL, () => cache.invalidate());
    cache.setListening(true);
    return async () => {
      cache.setListening(false);
      await unsubscribe();
    };
  }

  const connectionString = database.connectionString!;
  let client: pg.Client | null = null;
  let isStopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelayMs = 500;

  const reconnectLater = () => {
    cache.setListening(false);
    if (isStopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryDelayMs);
    retryDelayMs = Math.min(retryDelayMs * 2, 5_000);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 3_000 });
    next.on("notification", () => cache.invalidate());
    next.on("error", (error) => {
      logger.warn("catalogue change listener lost its connection", { error: error.message });
      next.end().catch(() => undefined);
      if (client === next) reconnectLater();
    });
    // A connection the server closes without an error (a restart, a proxy's idle timeout) ends
    // the notices just the same.
    next.on("end", () => {
      if (client === next) reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`listen ${CATALOG_CHANGED_CHANNEL}`);
      if (isStopped) {
        await next.end();
        return;
      }
      client = next;
      retryDelayMs = 500;
      cache.setListening(true);
    } catch (error) {
      logger.warn("catalogue change listener could not connect", { error: (error as Error).message });
      await next.end().catch(() => undefined);
      reconnectLater();
    }
  };

  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retryTimer);
    cache.setListening(false);
    await client?.end().catch(() => undefined);
  };
}
