import { load } from "cheerio";
import { asc, count, eq, isNotNull } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors.server";
import { notifications, priceHistory, productPrices, stores } from "~/db/schema";
import type { StorePolicy } from "~/features/offer-details/offer-details";
import { parseStorePolicy, toStorePolicy } from "~/features/offer-details/offer-details-schema";
import {
  isJsonPathRule,
  isStoreFetchMode,
  NO_STORE_RULES,
  type StoreFetchRules,
} from "~/features/price-extraction/store-rule-grammar";
import { removeUploadedImage, saveUploadedImage } from "~/features/uploads/image-upload.server";
import { STORE_LOGO_ERRORS, type StoreFormValue } from "./store-schema";

export type StoreRef = { name: string; nameAr: string | null; domain: string | null };

/** Every store Qaren knows, by name: a short list (tens of stores), read whole. */
export function listStores(db: Database): Promise<StoreRef[]> {
  return db
    .select({ name: stores.name, nameAr: stores.nameAr, domain: stores.domain })
    .from(stores)
    .orderBy(asc(stores.name));
}

export type AdminStoreRow = StoreRef &
  StoreFetchRules & {
    id: string;
    logoUrl: string | null;
    /** Current and past offers naming the store: a store with offers cannot be deleted. */
    offerCount: number;
    /** Delivery, warranty, returns and instalments every offer of the store gets (issue 32). */
    policy: StorePolicy | null;
  };

/** The stores screen's list: each store with how many offers name it. */
export function listStoresForAdmin(db: Database): Promise<AdminStoreRow[]> {
  return db
    .select({
      id: stores.id,
      name: stores.name,
      nameAr: stores.nameAr,
      domain: stores.domain,
      logoUrl: stores.logoUrl,
      fetchMode: stores.fetchMode,
      priceRule: stores.priceRule,
      stockRule: stores.stockRule,
      waitForSelector: stores.waitForSelector,
      policy: stores.policy,
      offerCount: count(productPrices.id),
    })
    .from(stores)
    .leftJoin(productPrices, eq(productPrices.storeName, stores.name))
    .groupBy(stores.id)
    .orderBy(asc(stores.name))
    .then((rows) =>
      rows.map((row) => ({
        ...row,
        fetchMode: isStoreFetchMode(row.fetchMode) ? row.fetchMode : "auto",
        policy: parseStorePolicy(row.policy),
      })),
    );
}

/** Whether a host is the store's domain or under it ("www.jarir.com" for "jarir.com" and back). */
export function hostMatches(host: string, domain: string): boolean {
  const bare = (name: string) => name.toLowerCase().replace(/^www\./, "");
  const h = bare(host);
  const d = bare(domain);
  return h === d || h.endsWith(`.${d}`);
}

/**
 * The fetch rules of the store a page belongs to, by its host (issue 16); the automatic defaults when
 * no store has that domain. The longest matching domain wins ("m.store.sa" over "store.sa").
 */
export async function findStoreRulesForUrl(
  db: Database,
  url: string,
): Promise<StoreFetchRules & { storeName: string | null; storeNameAr: string | null }> {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return { ...NO_STORE_RULES, storeName: null, storeNameAr: null };
  }
  const rows = await db
    .select({
      name: stores.name,
      nameAr: stores.nameAr,
      domain: stores.domain,
      fetchMode: stores.fetchMode,
      priceRule: stores.priceRule,
      stockRule: stores.stockRule,
      waitForSelector: stores.waitForSelector,
    })
    .from(stores)
    .where(isNotNull(stores.domain));
  const match = rows
    .filter((row) => row.domain && hostMatches(host, row.domain))
    .sort((first, second) => (second.domain?.length ?? 0) - (first.domain?.length ?? 0))[0];
  if (!match) return { ...NO_STORE_RULES, storeName: null, storeNameAr: null };
  return {
    storeName: match.name,
    storeNameAr: match.nameAr,
    fetchMode: isStoreFetchMode(match.fetchMode) ? match.fetchMode : "auto",
    priceRule: match.priceRule,
    stockRule: match.stockRule,
    waitForSelector: match.waitForSelector,
  };
}

/** A CSS selector the extractor's engine (cheerio) can run; JSON paths were checked by the schema. */
function isUsableSelector(selector: string): boolean {
  try {
    load("<p></p>")(selector);
    return true;
  } catch {
    return false;
  }
}

type RuleField = "priceRule" | "stockRule" | "waitForSelector";

export type StoreResult =
  | { ok: true; id: string }
  | { ok: false; errorKey: string; field?: "name" | "logo" | RuleField; offerCount?: number };

const removeLogoFile = (dataDir: string, logoUrl: string | null) =>
  removeUploadedImage(dataDir, "stores", logoUrl);

/**
 * A store's English name names its prices (product_prices follows a rename by its foreign key); the
 * price history and the notifications already sent name it too, so they follow in the same
 * transaction and a renamed store keeps one line in the chart.
 */
async function renameStoreReferences(tx: Transaction, from: string, to: string) {
  if (from === to) return;
  await tx.update(priceHistory).set({ storeName: to }).where(eq(priceHistory.storeName, from));
  await tx.update(notifications).set({ storeName: to }).where(eq(notifications.storeName, from));
}

/** Adds a store, or saves an existing one's names, website, logo, reading rules and policy. */
export async function saveStore(db: Database, dataDir: string, input: StoreFormValue): Promise<StoreResult> {
  for (const field of ["priceRule", "stockRule", "waitForSelector"] as const) {
    const value = input[field];
    if (value && !(field !== "waitForSelector" && isJsonPathRule(value)) && !isUsableSelector(value)) {
      const errorKey = field === "waitForSelector" ? "selector" : "rule";
      return { ok: false, errorKey: `adminStores.fetchRules.errors.${errorKey}`, field };
    }
  }
  const logo = input.logo
    ? await saveUploadedImage(dataDir, "stores", input.logo, STORE_LOGO_ERRORS, `${input.id ?? "new"}-`)
    : null;
  if (logo && !logo.ok) return { ok: false, errorKey: logo.errorKey, field: "logo" };
  const logoUrl = logo?.url;
  const values = {
    name: input.name,
    nameAr: input.nameAr,
    domain: input.domain,
    fetchMode: input.fetchMode,
    priceRule: input.priceRule || null,
    stockRule: input.stockRule || null,
    waitForSelector: input.waitForSelector || null,
    policy: toStorePolicy(input.policy) as Record<string, unknown> | null,
  };
  try {
    const saved = await db.transaction(async (tx) => {
      if (!input.id) {
        const [created] = await tx
          .insert(stores)
          .values({ ...values, logoUrl: logoUrl ?? null })
          .returning({ id: stores.id });
        return { id: created!.id, replacedLogo: null };
      }
      const [previous] = await tx
        .select({ name: stores.name, logoUrl: stores.logoUrl })
        .from(stores)
        .where(eq(stores.id, input.id))
        .for("update");
      if (!previous) return null;
      const nextLogo = logoUrl ?? (input.removeLogo ? null : previous.logoUrl);
      await tx
        .update(stores)
        .set({ ...values, logoUrl: nextLogo })
        .where(eq(stores.id, input.id));
      await renameStoreReferences(tx, previous.name, input.name);
      return { id: input.id, replacedLogo: nextLogo === previous.logoUrl ? null : previous.logoUrl };
    });
    if (!saved) {
      await removeLogoFile(dataDir, logoUrl ?? null);
      return { ok: false, errorKey: "adminStores.errors.notFound" };
    }
    await removeLogoFile(dataDir, saved.replacedLogo);
    return { ok: true, id: saved.id };
  } catch (error) {
    await removeLogoFile(dataDir, logoUrl ?? null);
    if (isUniqueViolation(error))
      return { ok: false, errorKey: "adminStores.errors.nameTaken", field: "name" };
    throw error;
  }
}

/** Deletes a store no offer names; one with offers is kept, saying how many. */
export async function deleteStore(db: Database, dataDir: string, id: string): Promise<StoreResult> {
  const outcome = await db.transaction(async (tx) => {
    const [store] = await tx
      .select({ name: stores.name, logoUrl: stores.logoUrl })
      .from(stores)
      .where(eq(stores.id, id))
      .for("update");
    if (!store) return { ok: false as const, errorKey: "adminStores.errors.notFound" };
    const offerCount = await tx.$count(productPrices, eq(productPrices.storeName, store.name));
    if (offerCount > 0) return { ok: false as const, errorKey: "adminStores.errors.hasOffers", offerCount };
    await tx.delete(stores).where(eq(stores.id, id));
    return { ok: true as const, id, logoUrl: store.logoUrl };
  });
  if (!outcome.ok) return outcome;
  await removeLogoFile(dataDir, outcome.logoUrl);
  return { ok: true, id };
}
