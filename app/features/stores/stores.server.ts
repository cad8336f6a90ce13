import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { stores } from "~/db/schema";

export type StoreRef = { name: string; nameAr: string | null; domain: string | null };

/** Every store Qaren knows, by name: a short list (tens of stores), read whole. */
export function listStores(db: Database): Promise<StoreRef[]> {
  return db
    .select({ name: stores.name, nameAr: stores.nameAr, domain: stores.domain })
    .from(stores)
    .orderBy(asc(stores.name));
}
