// Loads the demo catalogue (demo-catalog.ts) into an empty database: categories, products, store
// offers with 90 days of price history, shoppers and their reviews, expert reviews, hero slides,
// the two demo accounts and the price-update status row. Everything is deterministic (a seeded
// PRNG) except ids and password hashes; times are relative to `now`.

import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { count, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "~/db/client.server";
import {
  accounts,
  categories,
  expertReviews,
  heroSlides,
  offerDetails,
  priceFetchLogs,
  priceHistory,
  priceRefreshItems,
  priceRefreshRuns,
  priceUpdateStatus,
  productFamilies,
  productPrices,
  products,
  profiles,
  reviews,
  stores,
  users,
} from "~/db/schema";
import { buildProductSearchText } from "~/utils/arabic-text";
import { toHalalas } from "~/utils/money";
import {
  DEMO_CATEGORIES,
  DEMO_EXPERT_SITES,
  DEMO_HERO_SLIDES,
  DEMO_PRODUCTS,
  DEMO_STORES,
  type DemoStore,
} from "./demo-catalog";
import { DEMO_EXPERT_REVIEWS } from "./demo-expert-reviews";
import { DEMO_GTINS } from "./demo-gtins";
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_REJECTED_REVIEWS,
  DEMO_REVIEW_TEXTS,
  DEMO_USER_EMAIL,
  DEMO_USER_PASSWORD,
  DEMO_USER_REVIEWS,
  DEMO_USERS,
} from "./demo-reviews";
import { DEMO_SPEC_LABELS_AR } from "./demo-spec-labels";
import type { DemoCategory, DemoProduct, DemoReviewText, DemoUser, StoreKey } from "./demo-types";
import { DEMO_FAMILIES } from "./demo-variants";

export type SeedSummary = {
  categories: number;
  products: number;
  stores: number;
  prices: number;
  priceHistory: number;
  reviews: number;
  expertReviews: number;
  heroSlides: number;
  users: number;
};

export class DemoSeedRefusedError extends Error {
  constructor(reason: string) {
    super(`The demo catalogue is only seeded into an empty database: ${reason}.`);
    this.name = "DemoSeedRefusedError";
  }
}

/** True when the database has neither products nor users (a fresh install). */
export async function isCatalogEmpty(db: Database): Promise<boolean> {
  const [productRow] = await db.select({ n: count() }).from(products);
  if ((productRow?.n ?? 0) > 0) return false;
  const [userRow] = await db.select({ n: count() }).from(users);
  return (userRow?.n ?? 0) === 0;
}

/**
 * Inserts the demo catalogue in one transaction. Throws DemoSeedRefusedError (and changes nothing)
 * when the database already has products, or users or categories the demo would collide with.
 */
export async function seedDemoCatalog(db: Database, options: { now?: Date } = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const plan = buildDemoSeedPlan(now);

  // scrypt is slow on purpose: hash before the transaction opens.
  const passwords = new Map<string, string>(
    await Promise.all([
      hashPassword(DEMO_ADMIN_PASSWORD).then((hash) => [DEMO_ADMIN_EMAIL, hash] as const),
      hashPassword(DEMO_USER_PASSWORD).then((hash) => [DEMO_USER_EMAIL, hash] as const),
    ]),
  );

  await db.transaction(async (tx) => {
    // Two processes starting on the same empty database must not both seed it.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await refuseUnlessEmpty(tx, plan);
    await insertPlan(tx, plan, passwords, now);
  });

  return summarize(plan);
}

const SEED_LOCK_KEY = 7_346_221_905; // any constant shared by every process seeding this schema

async function refuseUnlessEmpty(tx: Transaction, plan: DemoSeedPlan): Promise<void> {
  const [productRow] = await tx.select({ n: count() }).from(products);
  const productCount = productRow?.n ?? 0;
  if (productCount > 0) throw new DemoSeedRefusedError(`the database already has ${productCount} products`);

  const emails = plan.users.map((u) => u.email);
  const takenEmails = await tx.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  if (takenEmails.length > 0) {
    throw new DemoSeedRefusedError(`users already exist (${takenEmails.map((u) => u.email).join(", ")})`);
  }

  const slugs = plan.categories.map((c) => c.slug);
  const takenSlugs = await tx
    .select({ slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, slugs));
  if (takenSlugs.length > 0) {
    throw new DemoSeedRefusedError(`categories already exist (${takenSlugs.map((c) => c.slug).join(", ")})`);
  }
}

// ---------------------------------------------------------------------------------------------
// The plan: every row to insert, keyed by slugs and user keys; built without touching the database.

export type PlannedHistoryRow = { at: Date; price: string };

export type PlannedOffer = {
  product: string;
  store: StoreKey;
  storeName: string;
  url: string;
  price: string;
  inStock: boolean;
  /** The last successful check of the store page (PD-21), a few hours ago. */
  checkedAt: Date;
  /** The list price the store's page shows beside its price (PD-23), if any. */
  wasPrice: string | null;
  /** Oldest first; the last row's price equals `price`. */
  history: PlannedHistoryRow[];
  /**
   * What the store's page said of the offer beyond its price (issue 32), as offer_details stores
   * it: seller, warranty, instalments, each read from the page at `checkedAt`. Null: nothing.
   */
  details: Record<string, { value: unknown; source: "page"; checkedAt: string }> | null;
};

export type PlannedReview = {
  product: string;
  user: string;
  rating: number;
  text: string;
  status: "approved" | "pending" | "rejected";
  rejectionReason: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type PlannedUser = DemoUser & { createdAt: Date; lastSignInAt: Date | null };

export type DemoSeedPlan = {
  categories: (DemoCategory & { createdAt: Date })[];
  products: (DemoProduct & { createdAt: Date })[];
  offers: PlannedOffer[];
  users: PlannedUser[];
  reviews: PlannedReview[];
};

const HOUR = 3_600_000;
/** The seed's fresh offers were read in the last few hours; older ones are its stale offers (PD-21). */
const STALE_AFTER_HOURS = 6;
const DAY = 24 * HOUR;
const RIYADH_OFFSET = 3 * HOUR; // Asia/Riyadh is UTC+3 all year
const HISTORY_DAYS = 90;
const REVIEW_WINDOW_DAYS = 120;

/** Builds everything the seed inserts. Deterministic for a given `now` (no ids, no hashes). */
export function buildDemoSeedPlan(now: Date): DemoSeedPlan {
  const nowMs = now.getTime();
  const categoryBySlug = new Map(DEMO_CATEGORIES.map((c) => [c.slug, c]));

  const plannedCategories = DEMO_CATEGORIES.map((c) => ({
    ...c,
    createdAt: new Date(atRiyadhTime(nowMs - (c.parent ? 139 : 140) * DAY, c.parent ? 11.25 : 10.5)),
  }));

  const plannedProducts = DEMO_PRODUCTS.map((p) => {
    const rng = rngFor("product", p.slug);
    // Whole days: the day a product was added must not depend on the hour of seeding.
    const daysAgo =
      p.slug === PRICE_MOMENTS.newProduct ? NEW_PRODUCT_DAYS : HISTORY_DAYS + 1 + Math.floor(rng() * 45);
    return { ...p, createdAt: new Date(atRiyadhTime(nowMs - daysAgo * DAY, between(rng, 9, 18))) };
  });

  const offers: PlannedOffer[] = [];
  for (const product of plannedProducts) {
    const category = categoryBySlug.get(product.category);
    if (!category)
      throw new Error(`Demo product ${product.slug} has an unknown category ${product.category}`);
    const events = productSaleEvents(product.slug, nowMs);
    for (const store of chooseStores(product, category)) {
      offers.push(planOffer(product, category, store, events, nowMs));
    }
  }
  applyPriceMoments(plannedProducts, offers, nowMs);
  // What the pages say beside today's prices (instalments split the price the page shows).
  for (const offer of offers) {
    const product = plannedProducts.find((p) => p.slug === offer.product)!;
    offer.details = planOfferDetails(offer, categoryBySlug.get(product.category)!);
  }

  const plannedUsers: PlannedUser[] = DEMO_USERS.map((u) => {
    const rng = rngFor("user", u.key);
    return {
      ...u,
      createdAt: new Date(atRiyadhTime(nowMs - u.joinedDaysAgo * DAY, between(rng, 8, 23))),
      lastSignInAt:
        u.lastSignInDaysAgo === null
          ? null
          : new Date(
              Math.min(nowMs - HOUR, atRiyadhTime(nowMs - u.lastSignInDaysAgo * DAY, between(rng, 7, 23))),
            ),
    };
  });

  return {
    categories: plannedCategories,
    products: plannedProducts,
    offers,
    users: plannedUsers,
    reviews: planReviews(plannedProducts, offers, plannedUsers, nowMs),
  };
}

// --- Offers and price history -----------------------------------------------------------------

/**
 * Products picked so that every state of PD-21 to PD-24 shows on a fresh catalogue: current sales
 * (low verdicts, lowest in 90 days, deals), a product too new for a verdict, stale offers, a product
 * with no current offer, and store "was" prices one of which the store really charged.
 */
const PRICE_MOMENTS = {
  /** On sale at every store since 1–4 days ago, 12–22 % below their usual price. */
  sales: [
    "dyson-v15-detect-absolute",
    "samsung-galaxy-s24-ultra-256gb-titanium-black",
    "apple-iphone-15-128gb-black",
    "sony-wh-1000xm5-black",
    "apple-airpods-pro-2-usb-c",
    "lg-55-oled-evo-c3",
    "nintendo-switch-oled-white",
    "ninja-foodi-dual-zone-air-fryer-af300me",
    "samsung-galaxy-watch7-44mm-green",
    "jbl-partybox-110",
    "apple-macbook-air-13-m3-8gb-256gb-midnight-arabic",
    "haier-12kg-twin-tub-washing-machine",
    "hisense-top-mount-refrigerator-16-cuft-white",
  ],
  /**
   * Raised at every store 2–5 days ago to today's price, after 90 days 10–16 % lower: a high verdict
   * whatever the date of seeding (seasonal sales alone leave one some weeks and none in others).
   */
  rises: [
    "dji-osmo-pocket-3",
    "chanel-coco-mademoiselle-eau-de-parfum-100ml",
    "dell-s2721ds-27-qhd-ips-monitor",
    "honor-magic6-pro-512gb-black",
  ],
  /** First offered 10 days ago: not enough history for a verdict. */
  newProduct: "sony-playstation-portal-remote-player",
  /** Offers whose store page has not been read for a while: [product, days since the last check]. */
  staleOffers: [
    ["lattafa-khamrah-eau-de-parfum-100ml", 61],
    ["apple-iphone-16-pro-max-256gb-desert-titanium", 3],
    ["samsung-galaxy-a55-5g-256gb-awesome-navy", 2],
  ] as [string, number][],
  /** Every offer stale: the product has no current price and shows the last known one. */
  noCurrentOffer: "huawei-watch-gt-4-46mm-brown-leather",
  /** A "was" price the store never charged in 90 days. */
  inventedWasPrice: "dior-sauvage-eau-de-parfum-100ml",
};
const NEW_PRODUCT_DAYS = 10;

function applyPriceMoments(
  plannedProducts: readonly (DemoProduct & { createdAt: Date })[],
  offers: PlannedOffer[],
  nowMs: number,
) {
  const offersOf = (slug: string) => offers.filter((o) => o.product === slug);

  for (const slug of PRICE_MOMENTS.sales) {
    const rng = rngFor("sale-now", slug);
    const start = atRiyadhTime(nowMs - between(rng, 1, 4) * DAY, between(rng, 0, 10));
    const depth = between(rng, 0.12, 0.22);
    for (const offer of offersOf(slug)) {
      const before = offer.history.filter((h) => h.at.getTime() < start);
      // The price it had, unless a seasonal sale still held it down: then the regular price.
      const had = before.at(-1)?.price ?? offer.price;
      const usual = Math.abs(toHalalas(had) / toHalalas(offer.price) - 1) <= 0.05 ? had : offer.price;
      const sale = formatHalalas((Math.round((toHalalas(usual) * (1 - depth)) / 1000) * 10 - 1) * 100);
      offer.history = [...before, { at: new Date(start + between(rng, 0, 6) * HOUR), price: sale }];
      offer.price = sale;
      offer.inStock = true;
      // The store shows its usual price struck through, and really charged it (PD-23).
      offer.wasPrice = usual;
    }
  }

  for (const slug of PRICE_MOMENTS.rises) {
    const rng = rngFor("rise-now", slug);
    const before = 1 / (1 + between(rng, 0.1, 0.16));
    for (const offer of offersOf(slug)) {
      // After the offer's last change, so the rise starts from its usual price, not a sale's.
      const last = offer.history.at(-1)!.at.getTime();
      const wanted = Math.max(nowMs - between(rng, 2, 5) * DAY, last + 6 * HOUR);
      const at = Math.max(Math.min(wanted, nowMs - HOUR), last + 15 * 60_000);
      const lower = (price: string) =>
        formatHalalas((Math.round((toHalalas(price) * before) / 1000) * 10 - 1) * 100);
      offer.history = [
        ...offer.history.map((h) => ({ at: h.at, price: lower(h.price) })),
        { at: new Date(at), price: offer.price },
      ].filter((h, i, rows) => i === 0 || h.price !== rows[i - 1]!.price);
      if (offer.checkedAt.getTime() < at) offer.checkedAt = new Date(at);
    }
  }

  const fresh = plannedProducts.find((p) => p.slug === PRICE_MOMENTS.newProduct);
  if (fresh) {
    for (const offer of offersOf(fresh.slug)) {
      const first = fresh.createdAt.getTime() + HOUR;
      const kept = offer.history.filter((h) => h.at.getTime() > first);
      offer.history = kept.length ? kept : [{ at: new Date(first), price: offer.price }];
      offer.history[offer.history.length - 1]!.price = offer.price;
      offer.history = offer.history.filter((h, i, rows) => i === 0 || h.price !== rows[i - 1]!.price);
    }
  }

  for (const [slug, days] of PRICE_MOMENTS.staleOffers) {
    const offer = offersOf(slug).sort((a, b) => toHalalas(a.price) - toHalalas(b.price))[0];
    if (offer) lastCheckedAt(offer, nowMs - days * DAY);
  }
  // Each store last read on its own day, so one of them is the last known price.
  for (const [i, offer] of offersOf(PRICE_MOMENTS.noCurrentOffer).entries())
    lastCheckedAt(offer, nowMs - (20 + i) * DAY);
  const invented = offersOf(PRICE_MOMENTS.inventedWasPrice)[0];
  if (invented)
    invented.wasPrice = formatHalalas(Math.round((toHalalas(invented.price) * 1.4) / 100) * 100 - 1);
}

/**
 * The store page was last read at `at`: nothing after it is known, so the offer keeps the price it
 * had then. (Keeping a later price change would date the check to that change, and an offer meant
 * to be stale could be fresh, depending on the hour of seeding.)
 */
function lastCheckedAt(offer: PlannedOffer, wanted: number) {
  // On a day of the store's usual price, not of a sale, as far as two weeks earlier: a last known
  // price stays beside the other stores' (a sale's would lie 20 % below them, some weeks and not others).
  const priceAt = (t: number) => offer.history.filter((h) => h.at.getTime() <= t).at(-1)?.price;
  const usual = toHalalas(offer.price);
  const days = Array.from({ length: 15 }, (_, back) => wanted - back * DAY);
  const at =
    days.find((t) => {
      const price = priceAt(t);
      return price !== undefined && Math.abs(toHalalas(price) / usual - 1) <= 0.05;
    }) ?? wanted;
  const known = offer.history.filter((h) => h.at.getTime() <= at);
  offer.history = known.length ? known : [{ at: new Date(at), price: offer.history[0]!.price }];
  offer.price = offer.history.at(-1)!.price;
  offer.checkedAt = new Date(at);
}

const OFFER_COUNT_WEIGHTS: [count: number, weight: number][] = [
  [1, 4],
  [2, 14],
  [3, 30],
  [4, 30],
  [5, 16],
  [6, 6],
];

function chooseStores(product: DemoProduct, category: DemoCategory): StoreKey[] {
  if (product.stores) return product.stores;
  const pool = category.stores ?? [];
  const rng = rngFor("stores", product.slug);
  const wanted = Math.min(pool.length, weighted(rng, OFFER_COUNT_WEIGHTS));
  // The category lists its most typical stores first; keep that tendency but vary it.
  return pool
    .map((store, index) => ({ store, order: index + rng() * 3.5 }))
    .sort((a, b) => a.order - b.order)
    .slice(0, wanted)
    .map((s) => s.store);
}

type SaleWindow = { start: number; end: number; depth: number };

/** A seasonal sale the product takes part in: the day it starts, how long, how deep. */
type ProductSale = { startDay: number; days: number; depth: number };

/** Seasonal sales (11.11, White Friday, National Day…) this product takes part in. */
function productSaleEvents(slug: string, nowMs: number): ProductSale[] {
  const result: ProductSale[] = [];
  for (const event of seasonalEvents(nowMs)) {
    const rng = rngFor("event", event.id, slug);
    if (rng() >= event.participation) continue;
    result.push({
      startDay: event.startMs,
      days: event.days,
      depth: between(rng, event.depth[0], event.depth[1]),
    });
  }
  return result;
}

type SeasonalEvent = {
  id: string;
  startMs: number;
  days: number;
  depth: [number, number];
  participation: number;
};

// Ramadan and Eid al-Adha move through the Gregorian year (Umm al-Qura dates).
const RAMADAN_STARTS = ["2024-03-11", "2025-03-01", "2026-02-18", "2027-02-08", "2028-01-28", "2029-01-16"];
const EID_AL_ADHA = ["2024-06-16", "2025-06-06", "2026-05-27", "2027-05-16", "2028-05-05", "2029-04-24"];

function seasonalEvents(nowMs: number): SeasonalEvent[] {
  const year = new Date(nowMs).getUTCFullYear();
  const events: SeasonalEvent[] = [];
  const add = (id: string, startMs: number, days: number, depth: [number, number], participation: number) =>
    events.push({ id, startMs, days, depth, participation });
  for (const y of [year - 1, year]) {
    const utc = (month: number, day: number) => Date.UTC(y, month - 1, day);
    add(`founding-day-${y}`, utc(2, 20), 5, [0.07, 0.12], 0.25);
    add(`summer-${y}`, utc(7, 1), 9, [0.06, 0.12], 0.25);
    add(`back-to-school-${y}`, utc(8, 14), 8, [0.06, 0.1], 0.25);
    add(`national-day-${y}`, utc(9, 18), 6, [0.08, 0.15], 0.35);
    add(`11-11-${y}`, utc(11, 10), 3, [0.1, 0.16], 0.4);
    add(`white-friday-${y}`, whiteFridayStart(y), 8, [0.12, 0.18], 0.55);
    add(`12-12-${y}`, utc(12, 11), 3, [0.08, 0.12], 0.25);
  }
  for (const date of RAMADAN_STARTS)
    add(`ramadan-${date}`, Date.parse(date) - 7 * DAY, 12, [0.08, 0.14], 0.35);
  for (const date of EID_AL_ADHA) add(`eid-${date}`, Date.parse(date) - 5 * DAY, 6, [0.07, 0.12], 0.25);
  return events;
}

/** White Friday sales start on the Monday of the week of the last Friday of November (US Black Friday). */
function whiteFridayStart(year: number): number {
  const nov1 = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstThursday = 1 + ((4 - nov1 + 7) % 7);
  const blackFriday = firstThursday + 21 + 1;
  return Date.UTC(year, 10, blackFriday - 4);
}

function planOffer(
  product: DemoProduct,
  category: DemoCategory,
  storeKey: StoreKey,
  productSales: ProductSale[],
  nowMs: number,
): PlannedOffer {
  const store = DEMO_STORES[storeKey];
  const rng = rngFor("offer", product.slug, storeKey);
  // Some marketplace listings are priced by third-party sellers who undercut by odd amounts.
  const untidy = store.marketplace === true && rng() < 0.35;
  const round = (sar: number) => roundShelfPrice(sar, store, untidy && rng() < 0.6);
  // An earlier price: rounded the store's way unless that moves it more than 2 % (x49/x99 steps are
  // 15 % of a 330 SAR price), then to the nearest x9, so a dip reads as deep as the sale was.
  const roundEarlier = (sar: number) => {
    const shelf = round(sar);
    return Math.abs(shelf / 100 - sar) <= sar * 0.02 ? shelf : (Math.round(sar / 10) * 10 - 1) * 100;
  };
  const current = round(product.price * between(rng, ...store.priceFactor));

  const first = atRiyadhTime(nowMs - HISTORY_DAYS * DAY, between(rng, 8, 23));
  const latestAllowed = nowMs - 2 * HOUR;

  // Sale dips: the seasonal events the product joins (each store on its own day and hour), plus now
  // and then a store's own flash sale. Prices come back up when the sale ends.
  const candidates: SaleWindow[] = [];
  for (const sale of productSales) {
    if (rng() >= 0.75) continue;
    const start = atRiyadhTime(sale.startDay + Math.floor(rng() * 2) * DAY, between(rng, 0.25, 12));
    const end = atRiyadhTime(start + sale.days * between(rng, 0.8, 1.2) * DAY, between(rng, 8, 23.5));
    candidates.push({ start, end, depth: sale.depth * between(rng, 0.9, 1.1) });
  }
  if (rng() < 0.2) {
    const start = atRiyadhTime(first + between(rng, 5, HISTORY_DAYS - 10) * DAY, between(rng, 0.5, 12));
    const end = atRiyadhTime(start + between(rng, 2, 5) * DAY, between(rng, 8, 23));
    candidates.push({ start, end, depth: between(rng, 0.07, 0.12) });
  }
  const sales: SaleWindow[] = [];
  for (const w of candidates.sort((a, b) => a.start - b.start)) {
    const overlaps = sales.some((s) => w.start <= s.end + 2 * DAY && s.start <= w.end + 2 * DAY);
    if (w.start > first + DAY && w.end < nowMs - 6 * HOUR && !overlaps) sales.push(w);
  }
  const duringOrJustAfterSale = (t: number) => sales.some((s) => t >= s.start - DAY && t <= s.end + DAY);

  // Regular re-pricings every few days to two weeks: small moves around a gentle trend that ends at
  // today's price (most electronics were a little dearer three months ago).
  const regularTimes = [first];
  for (let cursor = first; ; ) {
    cursor = atRiyadhTime(cursor + (3 + 11 * rng() ** 1.4) * DAY, between(rng, 7, 23.75));
    if (cursor > latestAllowed) break;
    if (!duringOrJustAfterSale(cursor)) regularTimes.push(cursor);
  }
  const premium = rng() < 0.75 ? between(rng, 0, 0.08) : between(rng, -0.05, 0);
  const regular = regularTimes.map((at, i) => {
    if (i === regularTimes.length - 1 && i > 0) return { at, level: 0 };
    const trend = premium * (1 - (at - first) / (nowMs - first));
    const wobble = rng() < 0.3 ? 0 : between(rng, -0.03, 0.03);
    return { at, level: regularTimes.length === 1 ? 0 : trend + wobble };
  });
  const levelAt = (t: number) => regular.filter((r) => r.at <= t).at(-1)?.level ?? 0;

  const points = [...regular];
  for (const s of sales) {
    points.push({ at: s.start, level: levelAt(s.start) + Math.log(1 - s.depth) });
    points.push({ at: s.end, level: levelAt(s.end) });
  }
  points.sort((a, b) => a.at - b.at);

  const history: PlannedHistoryRow[] = [];
  points.forEach((point, i) => {
    const last = i === points.length - 1;
    // The newest reading is the offer's current price (a sale always ends before the last reading).
    const halalas = last ? current : roundEarlier(halalasToSar(current) * Math.exp(point.level));
    const price = formatHalalas(halalas);
    if (history.at(-1)?.price !== price) history.push({ at: new Date(point.at), price });
  });

  const digits = Array.from({ length: 10 }, () => Math.floor(rng() * 10)).join("");
  const asinChars = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
  const asin = `B0${Array.from({ length: 8 }, () => asinChars[Math.floor(rng() * asinChars.length)]).join("")}`;

  return {
    product: product.slug,
    store: storeKey,
    storeName: store.name,
    url: store.url({ slug: product.slug, urlPath: category.urlPath ?? category.slug, digits, asin }),
    price: formatHalalas(current),
    inStock: rng() >= 0.07,
    // A check reads the page, so the last price change is a check too.
    checkedAt: new Date(Math.max(nowMs - between(rng, 0.5, 5) * HOUR, history.at(-1)!.at.getTime())),
    wasPrice: null,
    history,
    details: null,
  };
}

/** Marketplace sellers the demo's noon and Amazon.sa listings name. */
const MARKETPLACE_SELLERS: Partial<Record<StoreKey, string[]>> = {
  noon: ["Tech Zone KSA", "Smart Corner", "Gulf Gadgets"],
  amazon: ["Riyadh Digital", "Arabian Electronics", "Al Waha Trading"],
};

/** Categories whose imported ("international") versions shoppers meet on marketplaces. */
const IMPORTED_KINDS = new Set([
  "smartphones",
  "tablets",
  "laptops",
  "smartwatches",
  "headphones",
  "consoles",
  "mirrorless-cameras",
  "action-cameras",
  "drones",
]);

/** The instalment providers each store's pages show on large items. */
const INSTALMENT_PROVIDERS_OF: Partial<Record<StoreKey, string[]>> = {
  jarir: ["tamara", "tabby"],
  extra: ["tabby", "tamara"],
  noon: ["tabby", "tamara"],
  amazon: ["tabby"],
  virgin: ["tabby"],
  saco: ["tamara"],
  almanea: ["tabby", "tamara"],
};

/** Items from this price up show Tabby or Tamara on their pages. */
const INSTALMENTS_FROM_HALALAS = 100_000;

/**
 * What a demo offer's page says beyond its price (issue 32): on noon and Amazon.sa, some offers
 * are a marketplace seller's, and some of those the international version; large items show
 * instalments in 4 payments. Its own random stream, so prices stay as they were.
 */
function planOfferDetails(offer: PlannedOffer, category: DemoCategory): PlannedOffer["details"] {
  const rng = rngFor("details", offer.product, offer.store);
  const checkedAt = offer.checkedAt.toISOString();
  const read = (value: unknown) => ({ value, source: "page" as const, checkedAt });
  const details: NonNullable<PlannedOffer["details"]> = {};
  const sellers = MARKETPLACE_SELLERS[offer.store];
  if (sellers) {
    if (rng() < 0.45) {
      details.seller = read({ kind: "marketplace", name: sellers[Math.floor(rng() * sellers.length)] });
      if (IMPORTED_KINDS.has(category.slug) && rng() < 0.5) {
        details.warranty = read({ months: 12, kind: "international" });
      }
    } else {
      details.seller = read({ kind: "store" });
      if (IMPORTED_KINDS.has(category.slug)) details.warranty = read({ months: 24, kind: "official" });
    }
  } else {
    details.seller = read({ kind: "store" });
  }
  const priceHalalas = toHalalas(offer.price);
  const providers = INSTALMENT_PROVIDERS_OF[offer.store];
  if (providers && priceHalalas >= INSTALMENTS_FROM_HALALAS) {
    details.instalments = read(
      providers.map((provider) => ({ provider, payments: 4, paymentHalalas: Math.ceil(priceHalalas / 4) })),
    );
  }
  return details;
}

/**
 * A shelf price in halalas, rounded the way stores price things: x,x99 / x,x49 above 1,000 SAR, x49 /
 * x99 / x9 below, 89.95 at hypermarkets and pharmacies; or a marketplace seller's odd amount.
 */
function roundShelfPrice(sar: number, store: DemoStore, untidy: boolean): number {
  if (untidy) return sar < 400 ? Math.round(sar * 20) * 5 : Math.round(sar) * 100;
  // Between 300 and 1,000 SAR a stable, value-based mix: mostly x49/x99, sometimes x9 (e.g. 789).
  if (sar >= 300 && (sar >= 1000 || Math.round(sar) % 3 !== 0)) return (Math.round(sar / 50) * 50 - 1) * 100;
  if (sar < 300 && store.cents95) return Math.round(sar / 5) * 500 - 5;
  return (Math.round(sar / 10) * 10 - 1) * 100;
}

const halalasToSar = (halalas: number) => halalas / 100;

function formatHalalas(halalas: number): string {
  const whole = Math.floor(halalas / 100);
  const rest = halalas % 100;
  return `${whole}.${String(rest).padStart(2, "0")}`;
}

// --- Reviews ---------------------------------------------------------------------------------

const REVIEW_COUNTS: Record<0 | 1 | 2 | 3, [count: number, weight: number][]> = {
  0: [
    [0, 85],
    [1, 15],
  ],
  1: [
    [0, 25],
    [1, 45],
    [2, 30],
  ],
  2: [
    [1, 10],
    [2, 45],
    [3, 45],
  ],
  3: [
    [4, 45],
    [5, 40],
    [6, 15],
  ],
};

const ARABIC = /[\u0600-\u06FF]/;

function planReviews(
  plannedProducts: DemoSeedPlan["products"],
  offers: PlannedOffer[],
  plannedUsers: PlannedUser[],
  nowMs: number,
): PlannedReview[] {
  const rng = rngFor("reviews");
  const categoryBySlug = new Map(DEMO_CATEGORIES.map((c) => [c.slug, c]));
  const productBySlug = new Map(plannedProducts.map((p) => [p.slug, p]));
  const storesOf = (slug: string) =>
    offers.filter((o) => o.product === slug).map((o) => DEMO_STORES[o.store]);
  const shoppers = plannedUsers.filter((u) => u.role === "user" && u.email !== DEMO_USER_EMAIL);
  const usedTexts = new Set<DemoReviewText>();
  const reviewed = new Set<string>(); // `${user}|${product}`
  const result: PlannedReview[] = [];

  const fits = (text: DemoReviewText, product: DemoProduct) =>
    !text.for ||
    text.for.some(
      (token) =>
        token === product.slug ||
        token === `category:${product.category}` ||
        token === `brand:${product.brand.toLowerCase()}`,
    );

  const pickUser = (product: string, lang: "ar" | "en", after: number) => {
    const free = shoppers.filter(
      (u) => !reviewed.has(`${u.key}|${product}`) && u.createdAt.getTime() < after,
    );
    const sameLanguage = free.filter((u) => u.lang === lang);
    const pool = sameLanguage.length > 0 && rng() < 0.88 ? sameLanguage : free;
    return pool.length > 0 ? pool[Math.floor(rng() * pool.length)]! : undefined;
  };

  // Reviews are planned in whole Riyadh days before today, so that the same reviews, ratings and
  // moderation states come out whatever the hour of seeding (tests read ratings and their order).
  const today = atRiyadhTime(nowMs, 0);
  const reviewTime = (product: DemoSeedPlan["products"][number], rangeDays = REVIEW_WINDOW_DAYS) => {
    const earliest = Math.max(product.createdAt.getTime() + DAY, today - rangeDays * DAY);
    // Recent weeks see a little more activity than three months ago.
    const t = today - (today - earliest) * rng() ** 1.15;
    return Math.min(nowMs - 2 * HOUR, atRiyadhTime(Math.min(t, today - HOUR), between(rng, 8, 23.9)));
  };
  const ageInDays = (createdAt: number) => Math.round((today - atRiyadhTime(createdAt, 0)) / DAY);

  const fillStore = (text: string, product: string) => {
    if (!text.includes("{store}")) return text;
    const stores = storesOf(product);
    const store = stores[Math.floor(rng() * stores.length)]!;
    return text.replaceAll("{store}", ARABIC.test(text) ? store.nameAr : store.name);
  };

  for (const product of plannedProducts) {
    const group = categoryBySlug.get(product.category)?.reviewGroup;
    const wanted = weighted(rng, REVIEW_COUNTS[product.popularity ?? 1]);
    const usedHere = new Set<DemoReviewText>();
    for (let n = 0; n < wanted; n++) {
      const fresh = (texts: DemoReviewText[]) => texts.filter((t) => !usedTexts.has(t) && fits(t, product));
      const groupTexts = group ? fresh(DEMO_REVIEW_TEXTS[group]) : [];
      const genericTexts = fresh(DEMO_REVIEW_TEXTS.generic);
      let pool =
        groupTexts.length > 0 && (rng() < 0.75 || genericTexts.length === 0) ? groupTexts : genericTexts;
      // Both pools used up: reuse a generic line (short generic praise does repeat on real sites).
      if (pool.length === 0)
        pool = DEMO_REVIEW_TEXTS.generic.filter((t) => !usedHere.has(t) && t.rating >= 4);
      const text = pool[Math.floor(rng() * pool.length)]!;
      usedTexts.add(text);
      usedHere.add(text);

      const createdAt = reviewTime(product);
      const user = pickUser(product.slug, ARABIC.test(text.text) ? "ar" : "en", createdAt);
      if (!user) continue;
      reviewed.add(`${user.key}|${product.slug}`);
      const pending = rng() < (ageInDays(createdAt) < 4 ? 0.6 : 0.04);
      result.push({
        product: product.slug,
        user: user.key,
        rating: text.rating,
        text: fillStore(text.text, product.slug),
        status: pending ? "pending" : "approved",
        rejectionReason: null,
        createdAt: new Date(createdAt),
        updatedAt: new Date(
          pending ? createdAt : Math.min(nowMs - HOUR, createdAt + between(rng, 1, 30) * HOUR),
        ),
      });
    }
  }

  // Reviews a moderator turned down, on products people talk about most.
  const popular = plannedProducts.filter((p) => (p.popularity ?? 1) >= 2);
  for (const rejected of DEMO_REJECTED_REVIEWS) {
    const product = popular[Math.floor(rng() * popular.length)]!;
    const createdAt = reviewTime(product, 100);
    const user = pickUser(product.slug, ARABIC.test(rejected.text) ? "ar" : "en", createdAt);
    if (!user) continue;
    reviewed.add(`${user.key}|${product.slug}`);
    result.push({
      product: product.slug,
      user: user.key,
      rating: rejected.rating,
      text: rejected.text,
      status: "rejected",
      rejectionReason: rejected.reason,
      createdAt: new Date(createdAt),
      updatedAt: new Date(Math.min(nowMs - HOUR, createdAt + between(rng, 2, 20) * HOUR)),
    });
  }

  // The demo user's own reviews: one approved, one pending, one rejected.
  const demoUser = plannedUsers.find((u) => u.email === DEMO_USER_EMAIL);
  for (const own of demoUser ? DEMO_USER_REVIEWS : []) {
    if (!productBySlug.has(own.product)) throw new Error(`Demo review for unknown product ${own.product}`);
    const createdAt = atRiyadhTime(nowMs - own.daysAgo * DAY, 20.5);
    const at = Math.min(nowMs - 2 * HOUR, createdAt);
    result.push({
      product: own.product,
      user: "demo-user",
      rating: own.rating,
      text: own.text,
      status: own.status,
      rejectionReason: own.reason ?? null,
      createdAt: new Date(at),
      updatedAt: new Date(own.status === "pending" ? at : Math.min(nowMs - HOUR, at + 14 * HOUR)),
    });
  }

  return result.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

// --- Inserting ---------------------------------------------------------------------------------

const CHUNK_ROWS = 1000;

async function insertRows<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: T["$inferInsert"][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK_ROWS));
  }
}

async function insertPlan(
  tx: Transaction,
  plan: DemoSeedPlan,
  passwords: Map<string, string>,
  now: Date,
): Promise<void> {
  const categoryIds = new Map(plan.categories.map((c) => [c.slug, randomUUID()]));
  const productIds = new Map(plan.products.map((p) => [p.slug, randomUUID()]));
  const familyIds = new Map(DEMO_FAMILIES.map((family) => [family.key, randomUUID()]));
  const familyOf = new Map(
    DEMO_FAMILIES.flatMap((family) => family.members.map((slug) => [slug, family.key] as const)),
  );
  const userIds = new Map(plan.users.map((u) => [u.key, randomUUID()]));
  const idOf = (ids: Map<string, string>, key: string) => {
    const id = ids.get(key);
    if (!id) throw new Error(`Demo seed: unknown reference ${key}`);
    return id;
  };

  // Every demo store with its Arabic name and website, before the prices that name them.
  await tx
    .insert(stores)
    .values(
      Object.values(DEMO_STORES).map((store) => ({
        name: store.name,
        nameAr: store.nameAr,
        policy: store.policy,
        domain: new URL(store.url({ slug: "x", urlPath: "x", digits: "0000000000", asin: "B000000000" }))
          .hostname,
      })),
    )
    .onConflictDoNothing();

  await insertRows(
    tx,
    categories,
    plan.categories.map((c) => ({
      id: idOf(categoryIds, c.slug),
      nameEn: c.nameEn,
      nameAr: c.nameAr,
      slug: c.slug,
      parentId: c.parent ? idOf(categoryIds, c.parent) : null,
      createdAt: c.createdAt,
    })),
  );

  await insertRows(
    tx,
    productFamilies,
    DEMO_FAMILIES.map((family) => ({
      id: idOf(familyIds, family.key),
      nameEn: family.nameEn,
      nameAr: family.nameAr,
    })),
  );

  await insertRows(
    tx,
    products,
    plan.products.map((p) => ({
      id: idOf(productIds, p.slug),
      nameEn: p.nameEn,
      nameAr: p.nameAr,
      descriptionEn: p.descriptionEn,
      descriptionAr: p.descriptionAr,
      imageUrl: p.image ? `/demo/products/${p.image}.svg` : null,
      categoryId: idOf(categoryIds, p.category),
      brand: p.brand,
      model: p.model,
      gtin: DEMO_GTINS[p.slug] ?? null,
      familyId: p.family || familyOf.has(p.slug) ? idOf(familyIds, p.family ?? familyOf.get(p.slug)!) : null,
      specifications: p.specs.map(([name, value, valueAr]) => ({
        name,
        value,
        nameAr: DEMO_SPEC_LABELS_AR[name],
        valueAr,
      })),
      searchText: buildProductSearchText(p),
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    })),
  );

  const offerIds = plan.offers.map(() => randomUUID());
  await insertRows(
    tx,
    productPrices,
    plan.offers.map((o, i) => ({
      id: offerIds[i],
      productId: idOf(productIds, o.product),
      storeName: o.storeName,
      url: o.url,
      price: o.price,
      currency: "SAR",
      inStock: o.inStock,
      createdAt: o.history[0]!.at,
      updatedAt: o.history.at(-1)!.at,
      checkedAt: o.checkedAt,
      wasPrice: o.wasPrice,
    })),
  );

  await insertRows(
    tx,
    offerDetails,
    plan.offers.flatMap((o, i) => (o.details ? [{ productPriceId: offerIds[i]!, details: o.details }] : [])),
  );

  await insertRows(
    tx,
    priceHistory,
    plan.offers.flatMap((o) =>
      o.history.map((h) => ({
        productId: idOf(productIds, o.product),
        storeName: o.storeName,
        price: h.price,
        currency: "SAR",
        recordedAt: h.at,
      })),
    ),
  );
  // The daily lowest prices of the last 90 days and the insight they give (PD-22), as the
  // minute job and the readings would have kept them.
  const productIdList = sql`array(select id from ${products})`;
  await tx.execute(
    sql`select backfill_product_price_days(${productIdList}, riyadh_today() - 89, riyadh_today() - 1)`,
  );
  await tx.execute(sql`select refresh_price_insight(${productIdList}, riyadh_today())`);

  await insertRows(
    tx,
    users,
    plan.users.map((u) => ({
      id: idOf(userIds, u.key),
      name: u.name,
      email: u.email.toLowerCase(),
      emailVerified: true,
      role: u.role,
      adminGrantedAt: u.role === "admin" ? u.createdAt : null,
      lastSignInAt: u.lastSignInAt,
      createdAt: u.createdAt,
      updatedAt: u.createdAt,
    })),
  );

  await insertRows(
    tx,
    accounts,
    plan.users
      .filter((u) => passwords.has(u.email))
      .map((u) => ({
        id: randomUUID(),
        accountId: idOf(userIds, u.key),
        providerId: "credential",
        userId: idOf(userIds, u.key),
        password: passwords.get(u.email),
        createdAt: u.createdAt,
        updatedAt: u.createdAt,
      })),
  );

  await insertRows(
    tx,
    profiles,
    plan.users.map((u) => ({ id: idOf(userIds, u.key), fullName: u.name, updatedAt: u.createdAt })),
  );

  await insertRows(
    tx,
    reviews,
    plan.reviews.map((r) => ({
      productId: idOf(productIds, r.product),
      userId: idOf(userIds, r.user),
      rating: r.rating,
      reviewText: r.text,
      status: r.status,
      rejectionReason: r.rejectionReason,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    })),
  );

  const siteByKey = new Map(DEMO_EXPERT_SITES.map((s) => [s.key, s]));
  const productCreated = new Map(plan.products.map((p) => [p.slug, p.createdAt.getTime()]));
  await insertRows(
    tx,
    expertReviews,
    DEMO_EXPERT_REVIEWS.map((r, i) => {
      const site = siteByKey.get(r.site);
      if (!site) throw new Error(`Demo expert review with unknown site ${r.site}`);
      return {
        productId: idOf(productIds, r.product),
        websiteName: site.name,
        websiteLogoUrl: `/demo/logos/${site.logo}`,
        title: r.title,
        content: r.content,
        reviewUrl: `${site.origin}${r.path}`,
        createdAt: new Date((productCreated.get(r.product) ?? now.getTime()) + (2 + (i % 5)) * DAY),
      };
    }),
  );

  const slidesCreated = new Date(atRiyadhTime(now.getTime() - 30 * DAY, 13));
  await insertRows(
    tx,
    heroSlides,
    DEMO_HERO_SLIDES.map((s, i) => ({
      titleEn: s.titleEn,
      titleAr: s.titleAr,
      descriptionEn: s.descriptionEn,
      descriptionAr: s.descriptionAr,
      imageUrl: `/demo/slides/${s.image}`,
      linkUrl: s.linkUrl,
      sortOrder: i,
      createdAt: slidesCreated,
      updatedAt: slidesCreated,
    })),
  );

  const run = await insertRecordOfChecks(tx, plan, offerIds, now);
  const status = {
    lastUpdate: run.finishedAt,
    nextUpdate: new Date(run.startedAt.getTime() + 6 * HOUR),
    isRunning: false,
    progressCurrent: plan.offers.length,
    progressTotal: plan.offers.length,
    errorMessage: run.errorMessage,
    updatedAt: run.finishedAt,
  };
  await tx
    .insert(priceUpdateStatus)
    .values({ id: 1, ...status })
    .onConflictDoUpdate({ target: priceUpdateStatus.id, set: status });
}

/**
 * The record of checks the demo prices stand on (issue 38, item 7): every offer's "checked" time is
 * a successful reading in price_fetch_logs, and the last scheduled run is the one that read the
 * fresh offers. The offers left stale were tried in that run too and failed, so the update status,
 * the recent failures, store health and each offer's "checked … ago" tell one story.
 */
async function insertRecordOfChecks(
  tx: Transaction,
  plan: DemoSeedPlan,
  offerIds: string[],
  now: Date,
): Promise<{ startedAt: Date; finishedAt: Date; errorMessage: string | null }> {
  const staleBefore = now.getTime() - STALE_AFTER_HOURS * HOUR;
  const fresh = plan.offers.flatMap((o, i) => (o.checkedAt.getTime() >= staleBefore ? [{ o, i }] : []));
  const stale = plan.offers.flatMap((o, i) => (o.checkedAt.getTime() < staleBefore ? [{ o, i }] : []));
  const times = fresh.map(({ o }) => o.checkedAt.getTime());
  const startedAt = new Date(Math.min(...times, now.getTime() - HOUR) - 60_000);
  const finishedAt = new Date(Math.max(...times, startedAt.getTime()) + 60_000);
  // A stale offer's store page failed in that run, partway through it.
  const failedAt = (k: number) =>
    new Date(
      startedAt.getTime() + ((k + 1) / (stale.length + 1)) * (finishedAt.getTime() - startedAt.getTime()),
    );
  const errorOf = (k: number) => (k % 2 === 0 ? "botCheck" : "timeout");
  // The English words a run writes (prices.status.failedSummary); the seed reads no locale files.
  const errorMessage =
    stale.length > 0 ? `${stale.length} of ${plan.offers.length} store prices could not be updated` : null;

  const runId = randomUUID();
  await tx.insert(priceRefreshRuns).values({
    id: runId,
    trigger: "scheduled",
    total: plan.offers.length,
    startedAt,
    finishedAt,
    errorMessage,
  });
  await insertRows(tx, priceRefreshItems, [
    ...fresh.map(({ o, i }) => ({
      runId,
      productPriceId: offerIds[i]!,
      state: "done" as const,
      outcome: "unchanged" as const,
      finishedAt: o.checkedAt,
    })),
    ...stale.map(({ i }, k) => ({
      runId,
      productPriceId: offerIds[i]!,
      state: "failed" as const,
      errorCode: errorOf(k),
      finishedAt: failedAt(k),
    })),
  ]);
  await insertRows(tx, priceFetchLogs, [
    // The last successful reading of every offer, fresh or stale: its "checked" time.
    ...plan.offers.map((o, i) => ({
      productPriceId: offerIds[i]!,
      runId: o.checkedAt.getTime() >= staleBefore ? runId : null,
      url: o.url,
      success: true,
      price: o.price,
      createdAt: o.checkedAt,
    })),
    ...stale.map(({ o, i }, k) => ({
      productPriceId: offerIds[i]!,
      runId,
      url: o.url,
      success: false,
      errorCode: errorOf(k),
      errorMessage:
        errorOf(k) === "botCheck" ? "The store showed a bot check" : "The store page did not answer in time",
      createdAt: failedAt(k),
    })),
  ]);
  return { startedAt, finishedAt, errorMessage };
}

function summarize(plan: DemoSeedPlan): SeedSummary {
  return {
    categories: plan.categories.length,
    products: plan.products.length,
    stores: new Set(plan.offers.map((o) => o.storeName)).size,
    prices: plan.offers.length,
    priceHistory: plan.offers.reduce((sum, o) => sum + o.history.length, 0),
    reviews: plan.reviews.length,
    expertReviews: DEMO_EXPERT_REVIEWS.length,
    heroSlides: DEMO_HERO_SLIDES.length,
    users: plan.users.length,
  };
}

// --- Small deterministic helpers ----------------------------------------------------------------

/** A PRNG (mulberry32) seeded from a string, so each product/store gets its own stable stream. */
function rngFor(...parts: string[]): () => number {
  let seed = 0x811c9dc5;
  for (const char of parts.join("|")) {
    seed ^= char.codePointAt(0)!;
    seed = Math.imul(seed, 0x01000193) >>> 0;
  }
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: () => number, min: number, max: number) => min + (max - min) * rng();

function weighted<T>(rng: () => number, options: [value: T, weight: number][]): T {
  const total = options.reduce((sum, [, w]) => sum + w, 0);
  let roll = rng() * total;
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return options.at(-1)![0];
}

/** The instant at `hours` (fractional) past midnight, Riyadh time, on the Riyadh calendar day of `ms`. */
function atRiyadhTime(ms: number, hours: number): number {
  const local = ms + RIYADH_OFFSET;
  const midnight = local - (((local % DAY) + DAY) % DAY);
  return midnight + Math.round(hours * HOUR) - RIYADH_OFFSET;
}
