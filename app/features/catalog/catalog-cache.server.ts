// Hot public reads (home page, grids, search, product pages) kept in memory until the catalogue
// changes. Triggers announce every change on the `catalog_changed` channel, saying which products
// it touched (drizzle/0006 and 0014, docs/decisions/0015-pages-fast-under-price-churn.md). Each web
// process listens:
//   - a product's own reads (its page, its data) are forgotten at the notice, so a changed price is
//     on the product page at the next request after the commit, in every process;
//   - everything else that shows prices (listings, search, home, deals) is forgotten at most
//     `listLagMs` after the first change that touches it: one recomputation per bound, however many
//     prices change meanwhile, and never older than the bound;
//   - a reading that changes nothing forgets only its product's page (which says when the price was
//     last checked); any other change ('*') forgets everything at once.
// Without a working listener (the database connection is down) nothing is cached at all.
import { LRUCache } from "lru-cache";
import pg from "pg";
import type { DatabaseHandle } from "~/db/client.server";
import type { Logger } from "~/utils/logger.server";

export const CATALOG_CHANGED_CHANNEL = "catalog_changed";

/** The longest listings, search and home may lag a price change by default (ADR-0015). */
export const DEFAULT_LIST_LAG_MS = 20_000;

export type CatalogCache = {
  /**
   * `load`'s value for this key: shared by concurrent callers and kept until the catalogue
   * changes (or `ttlMs` passes). Only for data that is the same for every visitor.
   */
  read<T>(key: readonly unknown[], load: () => Promise<T>, options?: ReadOptions<T>): Promise<T>;
  /** Acts on one change notice's payload (see drizzle/0014_change-notices-by-product.sql). */
  notice(payload: string): void;
  /** Forgets everything at once (a '*' notice). */
  invalidate(): void;
  /** Whether change notices arrive, i.e. whether reads are cached at all. */
  setListening(isListening: boolean): void;
};

export type ReadOptions<T> = {
  /** Whether a loaded value may be kept (an error page must not be); every value by default. */
  keepIf?: (value: T) => boolean;
  /**
   * The one product this value shows (its page or its data): forgotten as soon as that product
   * changes or is checked. Without it the value is a listing, forgotten within `listLagMs` of a
   * product change.
   */
  productId?: string;
  /**
   * The value's size in the cache's units (characters of its JSON) when the caller knows it
   * cheaply: a rendered page's is its length, where measuring its JSON would copy 100 KB.
   */
  sizeOf?: (value: T) => number;
};

export type CatalogCacheOptions = {
  /** The most the cached values may take, measured as their JSON length. */
  maxBytes?: number;
  ttlMs?: number;
  listLagMs?: number;
};

type Entry = { value: unknown; size: number; productId: string | undefined };

/** A notice's product ids and what happened to them, or null for "everything". */
export function parseNotice(payload: string): { kind: "changed" | "checked"; productIds: string[] } | null {
  const match = /^(changed|checked):([0-9a-f,-]+)$/i.exec(payload);
  if (!match) return null;
  return { kind: match[1] as "changed" | "checked", productIds: match[2]!.split(",").filter(Boolean) };
}

/** Values are shared by every request that reads them: callers must not change them. */
export function createCatalogCache({
  maxBytes = 16 * 1024 * 1024,
  ttlMs = 5 * 60_000,
  listLagMs = DEFAULT_LIST_LAG_MS,
}: CatalogCacheOptions = {}): CatalogCache {
  /** The keys kept for each product, so that a product's notice finds them. */
  const keysByProduct = new Map<string, Set<string>>();
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.size,
    ttl: ttlMs,
    dispose: (entry, key) => {
      if (!entry.productId) return;
      const keys = keysByProduct.get(entry.productId);
      keys?.delete(key);
      if (keys?.size === 0) keysByProduct.delete(entry.productId);
    },
  });
  const loading = new Map<string, Promise<unknown>>();
  /** Moves on '*' (everything forgotten). */
  let generation = 0;
  /** Moves when listings are forgotten. */
  let listGeneration = 0;
  /** Counts product notices; `changedAt` keeps, for products being loaded, the last one's number. */
  let noticeCount = 0;
  const changedAt = new Map<string, number>();
  const loadsInFlight = new Map<string, number>();
  let listFlush: NodeJS.Timeout | undefined;
  let isListening = false;

  const forgetLists = () => {
    clearTimeout(listFlush);
    listFlush = undefined;
    listGeneration += 1;
    for (const [key, entry] of [...entries.entries()]) if (!entry.productId) entries.delete(key);
    for (const [key] of loading) if (!key.startsWith("p:")) loading.delete(key);
  };

  const forgetAll = () => {
    clearTimeout(listFlush);
    listFlush = undefined;
    generation += 1;
    listGeneration += 1;
    entries.clear();
    loading.clear();
  };

  const forgetProducts = (productIds: string[]) => {
    noticeCount += 1;
    for (const productId of productIds) {
      for (const key of [...(keysByProduct.get(productId) ?? [])]) entries.delete(key);
      if (!loadsInFlight.has(productId)) continue;
      // A load already running may have read the product before the change: the next request
      // starts its own instead of sharing it, and it is not kept.
      changedAt.set(productId, noticeCount);
      const prefix = `p:${productId}:`;
      for (const key of loading.keys()) if (key.startsWith(prefix)) loading.delete(key);
    }
  };

  return {
    read<T>(
      key: readonly unknown[],
      load: () => Promise<T>,
      { keepIf, productId, sizeOf }: ReadOptions<T> = {},
    ) {
      if (!isListening) return load();
      const id = idOf(key, productId);
      const cached = entries.get(id);
      if (cached) return Promise.resolve(cached.value as T);
      const pending = loading.get(id);
      if (pending) return pending as Promise<T>;

      // Concurrent requests share one load. A value is kept only when no notice that concerns it
      // arrived while it loaded, so a result read before a change is never served after it.
      const startedIn = { generation, listGeneration, noticeCount };
      if (productId) loadsInFlight.set(productId, (loadsInFlight.get(productId) ?? 0) + 1);
      const isStillCurrent = () =>
        generation === startedIn.generation &&
        (productId
          ? (changedAt.get(productId) ?? 0) <= startedIn.noticeCount
          : listGeneration === startedIn.listGeneration);
      const next = load()
        .then((value) => {
          if (isStillCurrent() && (keepIf?.(value) ?? true)) {
            const size = sizeOf ? sizeOf(value) : (JSON.stringify(value)?.length ?? 1);
            entries.set(id, { value, size: Math.max(1, size), productId });
            if (productId) {
              const keys = keysByProduct.get(productId) ?? new Set<string>();
              keysByProduct.set(productId, keys.add(id));
            }
          }
          return value;
        })
        .finally(() => {
          if (loading.get(id) === next) loading.delete(id);
          if (!productId) return;
          const left = (loadsInFlight.get(productId) ?? 1) - 1;
          if (left > 0) loadsInFlight.set(productId, left);
          else {
            loadsInFlight.delete(productId);
            changedAt.delete(productId);
          }
        });
      loading.set(id, next);
      return next;
    },
    notice(payload) {
      const notice = parseNotice(payload);
      if (!notice) return forgetAll();
      forgetProducts(notice.productIds);
      if (notice.kind === "changed" && !listFlush) {
        listFlush = setTimeout(forgetLists, listLagMs);
        listFlush.unref();
      }
    },
    invalidate: forgetAll,
    setListening(next) {
      isListening = next;
      forgetAll();
    },
  };
}

/** A product's keys carry its id first, so that forgetting listings can tell them apart. */
function idOf(key: readonly unknown[], productId: string | undefined): string {
  return productId ? `p:${productId}:${JSON.stringify(key)}` : JSON.stringify(key);
}

/**
 * Hands `cache` every change notice for as long as the process runs, reconnecting after a
 * lost connection (caching stays off until the listener is back). Returns a stop function.
 */
export async function listenForCatalogChanges(
  database: DatabaseHandle,
  cache: CatalogCache,
  logger: Logger,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const unsubscribe = await database.pglite.listen(CATALOG_CHANGED_CHANNEL, (payload) =>
      cache.notice(payload),
    );
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
    next.on("notification", (message) => cache.notice(message.payload ?? "*"));
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
