// The synthetic bilingual catalogue the benchmarks run on (issue 10's sizes): 100,000 products in
// eight kinds with Arabic and English names, 2-6 store prices each (about 400,000), 180 days of
// daily price history for every tenth product, 90 days of daily lowest prices for every product
// (the price insight's figures: a few percent of the catalogue are deals), and 0-4 reviews each
// (about 200,000, most of them approved). One "showcase" product has all eight stores and the full
// history. The phones have typed values of four filter attributes (storage, RAM, screen size, 5G),
// so that a listing filtered by attribute is measured (docs/decisions/0025, "Filters").
//
// It lives in its own database on the PostgreSQL server (by default `qaren_bench`, created when
// missing). A database holding an earlier, different benchmark catalogue is dropped and refilled;
// a database holding anything else is refused.
import { count, eq, like, type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { type Database, type DatabaseHandle, migrateDatabase, openDatabase } from "~/db/client.server";
import {
  attributes,
  categories,
  priceUpdateStatus,
  productPrices,
  products,
  reviews,
  stores,
  users,
} from "~/db/schema";
import { DEMO_STORES } from "~/db/seed/demo-catalog";
import { addCategoryAttributes } from "~/features/attributes/attributes.server";
import { STANDARD_ATTRIBUTES } from "~/features/attributes/standard-attributes";
import { refreshDailyInsight } from "~/features/prices/current-offers.server";
import { buildProductSearchText } from "~/utils/arabic-text";

export const DEFAULT_BENCH_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/qaren_bench";
const BENCH_SLUG_PREFIX = "bench-";
/** Bumped whenever the generator changes, so an older catalogue is rebuilt rather than reused. */
const CATALOGUE_VERSION = "4";
const BATCH = 1000;
const HISTORY_DAYS = 180;
const REVIEWERS = 2000;

// A deterministic catalogue: brands with their Arabic spelling, product lines, variants, colours.

/** A deterministic generator of numbers in [0, 1) from a seed. */
export function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20_240_611);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

type Line = { en: string; ar: string };
type Kind = {
  slug: string;
  en: string;
  ar: string;
  price: [number, number];
  brands: [en: string, ar: string, modelPrefix: string][];
  lines: Line[];
  variants: Line[];
};

const KINDS: Kind[] = [
  {
    slug: "phones",
    en: "Smartphone",
    ar: "جوال",
    price: [499, 6999],
    brands: [
      ["Apple", "ابل", "A"],
      ["Samsung", "سامسونج", "SM-S"],
      ["Xiaomi", "شاومي", "23"],
      ["HUAWEI", "هواوي", "CTR-"],
      ["HONOR", "هونر", "BVL-"],
      ["OPPO", "اوبو", "CPH"],
    ],
    lines: [
      { en: "iPhone", ar: "آيفون" },
      { en: "Galaxy S", ar: "جالكسي S" },
      { en: "Galaxy A", ar: "جالكسي A" },
      { en: "Redmi Note", ar: "ريدمي نوت" },
      { en: "nova", ar: "نوفا" },
      { en: "Magic", ar: "ماجيك" },
      { en: "Reno", ar: "رينو" },
    ],
    variants: [
      { en: "Pro Max", ar: "برو ماكس" },
      { en: "Ultra", ar: "الترا" },
      { en: "Plus", ar: "بلس" },
      { en: "Pro", ar: "برو" },
      { en: "Lite", ar: "لايت" },
      { en: "5G", ar: "5G" },
    ],
  },
  {
    slug: "laptops",
    en: "Laptop",
    ar: "لابتوب",
    price: [1499, 14999],
    brands: [
      ["Lenovo", "لينوفو", "82X"],
      ["HP", "اتش بي", "15-"],
      ["Dell", "ديل", "INS"],
      ["ASUS", "اسوس", "G6"],
      ["Apple", "ابل", "MRX"],
      ["Acer", "ايسر", "NH."],
    ],
    lines: [
      { en: "IdeaPad Slim", ar: "آيدياباد سليم" },
      { en: "Pavilion", ar: "بافيليون" },
      { en: "Inspiron", ar: "انسبايرون" },
      { en: "ROG Strix", ar: "روج ستريكس" },
      { en: "MacBook Air", ar: "ماك بوك اير" },
      { en: "Aspire", ar: "اسباير" },
    ],
    variants: [
      { en: "Core i7 16GB 512GB SSD", ar: "كور i7 رام 16 جيجا و512 جيجا" },
      { en: "Core i5 8GB 256GB SSD", ar: "كور i5 رام 8 جيجا و256 جيجا" },
      { en: "Ryzen 7 16GB 1TB", ar: "رايزن 7 رام 16 جيجا و1 تيرا" },
      { en: "M3 8GB 256GB", ar: "بمعالج M3 رام 8 جيجا" },
    ],
  },
  {
    slug: "televisions",
    en: "Smart TV",
    ar: "شاشة",
    price: [899, 19999],
    brands: [
      ["Samsung", "سامسونج", "UA"],
      ["LG", "ال جي", "OLED"],
      ["Sony", "سوني", "KD-"],
      ["TCL", "تي سي ال", "C"],
      ["Hisense", "هايسنس", "A"],
    ],
    lines: [
      { en: "Crystal UHD", ar: "كريستال" },
      { en: "Neo QLED", ar: "نيو كيو ليد" },
      { en: "OLED evo", ar: "أوليد إيفو" },
      { en: "BRAVIA", ar: "برافيا" },
      { en: "QLED", ar: "كيو ليد" },
    ],
    variants: [
      { en: "55-inch 4K", ar: "55 بوصة 4K" },
      { en: "65-inch 4K", ar: "65 بوصة 4K" },
      { en: "75-inch 4K", ar: "75 بوصة 4K" },
      { en: "50-inch 4K", ar: "50 بوصة 4K" },
    ],
  },
  {
    slug: "appliances",
    en: "Washing Machine",
    ar: "غسالة",
    price: [799, 5999],
    brands: [
      ["Samsung", "سامسونج", "WW"],
      ["LG", "ال جي", "FV"],
      ["Bosch", "بوش", "WAN"],
      ["Haier", "هاير", "HTW"],
      ["Midea", "ميديا", "MF"],
    ],
    lines: [
      { en: "Front Load", ar: "تعبئة أمامية" },
      { en: "Top Load", ar: "تعبئة علوية" },
      { en: "Twin Tub", ar: "حوضين" },
    ],
    variants: [
      { en: "8 kg", ar: "8 كيلو" },
      { en: "9 kg", ar: "9 كيلو" },
      { en: "12 kg", ar: "12 كيلو" },
      { en: "18 kg", ar: "18 كيلو" },
    ],
  },
  {
    slug: "gaming",
    en: "Gaming",
    ar: "ألعاب",
    price: [99, 3499],
    brands: [
      ["Sony", "سوني", "CFI-"],
      ["Microsoft", "مايكروسوفت", "RRT-"],
      ["Nintendo", "نينتندو", "HEG-"],
      ["Logitech G", "لوجيتك", "910-"],
    ],
    lines: [
      { en: "PlayStation 5", ar: "بلايستيشن 5" },
      { en: "Xbox Series", ar: "اكس بوكس سيريس" },
      { en: "Switch", ar: "سويتش" },
      { en: "DualSense Controller", ar: "يد تحكم دول سينس" },
      { en: "Gaming Mouse", ar: "ماوس ألعاب" },
    ],
    variants: [
      { en: "Slim 1TB", ar: "سليم 1 تيرابايت" },
      { en: "Digital Edition", ar: "النسخة الرقمية" },
      { en: "OLED", ar: "أوليد" },
      { en: "Wireless", ar: "لاسلكي" },
    ],
  },
  {
    slug: "audio",
    en: "Headphones",
    ar: "سماعة",
    price: [79, 2499],
    brands: [
      ["Sony", "سوني", "WH-"],
      ["Bose", "بوز", "88"],
      ["JBL", "جي بي ال", "JBL"],
      ["Apple", "ابل", "MT"],
      ["Samsung", "سامسونج", "SM-R"],
    ],
    lines: [
      { en: "WH-1000XM", ar: "WH-1000XM" },
      { en: "QuietComfort", ar: "كوايت كومفورت" },
      { en: "Tune", ar: "تيون" },
      { en: "AirPods", ar: "ايربودز" },
      { en: "Galaxy Buds", ar: "جالكسي بودز" },
    ],
    variants: [
      { en: "Noise Cancelling", ar: "عزل الضوضاء" },
      { en: "Wireless", ar: "لاسلكية" },
      { en: "Pro", ar: "برو" },
    ],
  },
  {
    slug: "kitchen",
    en: "Kitchen",
    ar: "مطبخ",
    price: [149, 3999],
    brands: [
      ["Philips", "فيليبس", "HD"],
      ["Nespresso", "نسبريسو", "ENV"],
      ["De'Longhi", "ديلونجي", "EC"],
      ["Kenwood", "كينوود", "KVC"],
      ["Ninja", "نينجا", "AF"],
    ],
    lines: [
      { en: "Airfryer", ar: "قلاية هوائية" },
      { en: "Coffee Machine", ar: "مكينة قهوة" },
      { en: "Espresso Machine", ar: "مكينة إسبريسو" },
      { en: "Stand Mixer", ar: "عجانة" },
    ],
    variants: [
      { en: "XL", ar: "XL" },
      { en: "Dual Zone", ar: "بسلتين" },
      { en: "Compact", ar: "صغيرة" },
    ],
  },
  {
    slug: "perfumes",
    en: "Perfume",
    ar: "عطر",
    price: [59, 1299],
    brands: [
      ["Dior", "ديور", "F0"],
      ["Chanel", "شانيل", "11"],
      ["Lattafa", "لطافة", "62"],
      ["Rasasi", "الرصاصي", "RS"],
      ["Gucci", "غوتشي", "GU"],
    ],
    lines: [
      { en: "Sauvage", ar: "سوفاج" },
      { en: "Coco Mademoiselle", ar: "كوكو مدموزيل" },
      { en: "Khamrah", ar: "خمرة" },
      { en: "Hawas", ar: "هوس" },
      { en: "Bloom", ar: "بلوم" },
    ],
    variants: [
      { en: "Eau de Parfum 100 ml", ar: "أو دو بارفان 100 مل" },
      { en: "Eau de Toilette 50 ml", ar: "أو دو تواليت 50 مل" },
      { en: "Parfum 90 ml", ar: "بارفان 90 مل" },
    ],
  },
];

const COLOURS: Line[] = [
  { en: "Black", ar: "أسود" },
  { en: "White", ar: "أبيض" },
  { en: "Silver", ar: "فضي" },
  { en: "Blue", ar: "أزرق" },
  { en: "Grey", ar: "رمادي" },
  { en: "Gold", ar: "ذهبي" },
  { en: "Green", ar: "أخضر" },
];
const STORES = ["Jarir", "eXtra", "noon", "Amazon.sa", "Lulu", "Carrefour", "Virgin Megastore", "SACO"];

function syntheticProduct(index: number, kind: Kind, categoryId: string) {
  const [brand, brandAr, prefix] = pick(kind.brands);
  const line = pick(kind.lines);
  const variant = pick(kind.variants);
  const colour = pick(COLOURS);
  const generation = between(1, 30);
  const model = `${prefix}${between(100, 9999)}${String.fromCharCode(65 + (index % 26))}`;
  const nameEn = `${brand} ${line.en} ${generation} ${variant.en} ${colour.en}`;
  const nameAr = `${kind.ar} ${brandAr} ${line.ar} ${generation} ${variant.ar} - ${colour.ar}`;
  const product = { nameEn, nameAr, brand, model };
  return {
    ...product,
    categoryId,
    descriptionEn: `${nameEn}, synthetic benchmark product.`,
    descriptionAr: `${nameAr}، منتج تجريبي لقياس الأداء.`,
    imageUrl: index % 5 === 0 ? null : "/demo/products/phone-black.svg",
    searchText: buildProductSearchText(product),
    createdAt: new Date(Date.UTC(2024, 0, 1) + index * 60_000),
  };
}

export type BenchCatalogue = {
  handle: DatabaseHandle;
  databaseUrl: string;
  productCount: number;
  /** The product with every store and 180 days of history. */
  showcaseProductId: string;
  categoryIdBySlug: Map<string, string>;
  counts: { products: number; prices: number; history: number; reviews: number; deals: number };
};

/** Opens (and when needed fills) the benchmark database; the caller closes `handle`. */
export async function prepareBenchCatalogue(options: {
  databaseUrl?: string;
  productCount: number;
}): Promise<BenchCatalogue> {
  const databaseUrl = options.databaseUrl ?? DEFAULT_BENCH_DATABASE_URL;
  const marker = `${CATALOGUE_VERSION}:${options.productCount}`;
  let handle = await openBenchDatabase(databaseUrl);
  if ((await storedMarker(handle.db)) !== marker) {
    if (!(await isEmpty(handle.db))) {
      await handle.close();
      await recreateDatabase(databaseUrl);
      handle = await openBenchDatabase(databaseUrl);
    }
    await generateCatalogue(handle.db, options.productCount, marker);
  } else {
    console.log(`reusing the benchmark catalogue in ${new URL(databaseUrl).pathname.slice(1)}`);
    await bringUpToDate(handle.db);
  }
  await applyDemoStores(handle.db);
  await addPhoneAttributeValues(handle.db);
  // No scheduled refresh may start fetching 400,000 made-up store pages while we measure.
  await handle.db
    .insert(priceUpdateStatus)
    .values({ id: 1, nextUpdate: new Date(Date.now() + 30 * 24 * 3600_000) })
    .onConflictDoUpdate({
      target: priceUpdateStatus.id,
      set: { nextUpdate: new Date(Date.now() + 30 * 24 * 3600_000) },
    });

  const { db } = handle;
  // Earlier runs (feed rows, churn) leave dead rows behind, and a server may run without autovacuum
  // (this machine's does): every measurement starts from tables a running autovacuum would keep.
  await db.execute(sql`vacuum (analyze) products, product_prices, price_history, product_price_days`);
  const slugs = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(like(categories.slug, `${BENCH_SLUG_PREFIX}%`));
  const [showcase] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.model, SHOWCASE_MODEL));
  const tally = async (table: string) =>
    Number((await db.execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).rows[0]?.n ?? 0);
  return {
    handle,
    databaseUrl,
    productCount: options.productCount,
    showcaseProductId: showcase!.id,
    categoryIdBySlug: new Map(slugs.map((row) => [row.slug.slice(BENCH_SLUG_PREFIX.length), row.id])),
    counts: {
      products: await tally("products"),
      prices: await tally("product_prices"),
      history: await tally("price_history"),
      reviews: await tally("reviews"),
      deals: Number(
        (
          await db.execute<{ n: string }>(
            sql`select count(*) as n from products where price_is_deal(price_verdict, lowest_90_days_at, lowest_price, typical_price) and lowest_price is not null`,
          )
        ).rows[0]?.n ?? 0,
      ),
    },
  };
}

const SHOWCASE_MODEL = "BENCH-SHOWCASE-8";

async function openBenchDatabase(databaseUrl: string): Promise<DatabaseHandle> {
  await createDatabaseIfMissing(databaseUrl);
  const handle = await openDatabase({ databaseUrl, poolSize: 10 });
  await migrateDatabase(handle);
  await handle.db.execute(sql`create table if not exists bench_catalogue (marker text not null)`);
  return handle;
}

async function storedMarker(db: Database): Promise<string | null> {
  const { rows } = await db.execute<{ marker: string }>(sql`select marker from bench_catalogue limit 1`);
  return rows[0]?.marker ?? null;
}

async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  return (row?.n ?? 0) === 0;
}

function adminClient(databaseUrl: string) {
  const admin = new URL(databaseUrl);
  admin.pathname = "/postgres";
  return new pg.Client({ connectionString: admin.toString() });
}

function benchDatabaseName(databaseUrl: string): string {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`refusing to use database "${name}"`);
  return name;
}

async function createDatabaseIfMissing(databaseUrl: string): Promise<void> {
  const name = benchDatabaseName(databaseUrl);
  const client = adminClient(databaseUrl);
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) {
      await client.query(`create database ${name}`);
      console.log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

async function recreateDatabase(databaseUrl: string): Promise<void> {
  const name = benchDatabaseName(databaseUrl);
  // Only a database that is plainly the benchmark's own is ever dropped.
  if (!name.startsWith("qaren_bench")) {
    throw new Error(
      `${name} holds data that is not this benchmark catalogue; point DATABASE_URL at an empty database`,
    );
  }
  const client = adminClient(databaseUrl);
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    console.log(`dropped the older benchmark database ${name}`);
  } finally {
    await client.end();
  }
}

/**
 * The stores as the demo has them: their Arabic names ("بكم … في جرير؟" names the store, not a
 * product word) and delivery policies. Applied to a reused catalogue too, so an older one is
 * brought to the same stores without being rebuilt.
 */
async function applyDemoStores(db: Database): Promise<void> {
  for (const store of Object.values(DEMO_STORES)) {
    if (!STORES.includes(store.name)) continue;
    await db
      .update(stores)
      .set({ nameAr: store.nameAr, policy: store.policy })
      .where(eq(stores.name, store.name));
  }
}

/**
 * What offers bring beyond their price (issue 32), as on the demo (the stores' delivery
 * policies are applyDemoStores'): about 45 % of the marketplaces' offers sold by a marketplace seller (half of
 * those phones, laptops, televisions and consoles the international version), the rest sold by the store
 * with the official warranty, and 4 payments on offers of SAR 1,000 or more at the stores that offer
 * instalments. So the product page, cards and compare measure their totals on real-shaped data.
 */
async function addOfferDetails(db: Database): Promise<void> {
  const checked = sql`jsonb_build_object('source', 'page', 'checkedAt', to_jsonb(pp.checked_at))`;
  const read = (value: SQL) => sql`${checked} || jsonb_build_object('value', ${value})`;
  await db.execute(sql`
    insert into offer_details (product_price_id, details)
    select pp.id, jsonb_strip_nulls(jsonb_build_object(
      'seller', case
        when pp.store_name in ('noon', 'Amazon.sa') and mod(abs(hashtext(pp.id::text)), 100) < 45
          then ${read(sql`jsonb_build_object('kind', 'marketplace', 'name',
            (array['Tech Zone KSA', 'Gulf Gadgets', 'Riyadh Digital'])[1 + mod(abs(hashtext(pp.url)), 3)])`)}
        else ${read(sql`jsonb_build_object('kind', 'store')`)} end,
      'warranty', case
        when c.slug not in ('bench-phones', 'bench-laptops', 'bench-televisions', 'bench-gaming') then null
        when pp.store_name in ('noon', 'Amazon.sa') and mod(abs(hashtext(pp.id::text)), 100) < 22
          then ${read(sql`jsonb_build_object('months', 12, 'kind', 'international')`)}
        when pp.store_name in ('noon', 'Amazon.sa') and mod(abs(hashtext(pp.id::text)), 100) < 45 then null
        else ${read(sql`jsonb_build_object('months', 24, 'kind', 'official')`)} end,
      'instalments', case
        when pp.price >= 1000 and pp.store_name in ('Jarir', 'eXtra', 'noon', 'Amazon.sa', 'Virgin Megastore', 'SACO')
          then ${read(sql`jsonb_build_array(jsonb_build_object('provider', 'tabby', 'payments', 4,
            'paymentHalalas', ceil(pp.price * 100 / 4)::int))`)}
        else null end))
    from product_prices as pp
    join products as p on p.id = pp.product_id
    join categories as c on c.id = p.category_id`);
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

async function generateCatalogue(db: Database, productCount: number, marker: string): Promise<void> {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  const kindRows = await db
    .insert(categories)
    .values(
      KINDS.map((kind) => ({ nameEn: kind.en, nameAr: kind.ar, slug: `${BENCH_SLUG_PREFIX}${kind.slug}` })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const categoryOf = new Map(kindRows.map((row) => [row.slug, row.id]));

  const productRows = Array.from({ length: productCount }, (_, index) => {
    const kind = KINDS[index % KINDS.length]!;
    const row = syntheticProduct(index, kind, categoryOf.get(`${BENCH_SLUG_PREFIX}${kind.slug}`)!);
    return index === 0 ? { ...row, model: SHOWCASE_MODEL } : row;
  });
  const productIds: { id: string; kind: Kind }[] = [];
  await insertInBatches(productRows, async (batch) => {
    const inserted = await db.insert(products).values(batch).returning({ id: products.id });
    for (const row of inserted)
      productIds.push({ id: row.id, kind: KINDS[productIds.length % KINDS.length]! });
  });
  console.log(`inserted ${productIds.length} products (${elapsed()})`);

  const priceRows = productIds.flatMap(({ id, kind }, index) => {
    const base = between(kind.price[0], kind.price[1]);
    const storeCount = index === 0 ? STORES.length : between(2, 6);
    const stores = [...STORES].sort(() => random() - 0.5).slice(0, storeCount);
    return stores.map((storeName) => ({
      productId: id,
      storeName,
      url: `https://${storeName.toLowerCase().replace(/\W+/g, "")}.example/p/${id}`,
      price: `${Math.round(base * (0.93 + random() * 0.13))}.${between(0, 1) ? "00" : "95"}`,
    }));
  });
  await insertInBatches(priceRows, (batch) => db.insert(productPrices).values(batch));
  console.log(`inserted ${priceRows.length} store prices (${elapsed()})`);
  await addOfferDetails(db);
  console.log(`gave the stores their delivery policies and offers their details (${elapsed()})`);

  // Daily readings that wander around today's price, for every tenth product and all its stores.
  const historyIds = productIds.filter((_, index) => index % 10 === 0).map(({ id }) => id);
  for (let start = 0; start < historyIds.length; start += BATCH) {
    const ids = historyIds.slice(start, start + BATCH);
    await db.execute(sql`
      insert into price_history (product_id, store_name, price, recorded_at)
      select pp.product_id, pp.store_name,
        round(pp.price * (0.9 + 0.2 * abs(sin(day * 0.21 + length(pp.store_name))))::numeric, 2),
        now() - make_interval(days => day)
      from product_prices as pp, generate_series(1, ${HISTORY_DAYS}) as day
      where pp.product_id = any(${`{${ids.join(",")}}`}::uuid[])`);
  }
  console.log(`inserted ${HISTORY_DAYS} days of history for ${historyIds.length} products (${elapsed()})`);

  await fillDailyLowestPrices(
    db,
    productIds.map(({ id }) => id),
  );
  console.log(`worked out the price insight of every product (${elapsed()})`);

  const reviewers = Array.from({ length: REVIEWERS }, (_, index) => ({
    id: `bench-user-${index}`,
    name: `Bench shopper ${index}`,
    email: `bench-${index}@example.com`,
  }));
  await insertInBatches(reviewers, (batch) => db.insert(users).values(batch));
  const reviewRows = productIds.flatMap(({ id }) =>
    Array.from({ length: between(0, 4) }, () => ({
      productId: id,
      userId: pick(reviewers).id,
      rating: between(1, 5),
      reviewText: "Synthetic review for the benchmark.",
      status: random() < 0.85 ? ("approved" as const) : ("pending" as const),
    })),
  );
  await insertInBatches(reviewRows, (batch) => db.insert(reviews).values(batch));
  console.log(`inserted ${reviewRows.length} reviews (${elapsed()})`);

  // The triggers rewrote each product row many times; a vacuum leaves the table as a live
  // catalogue's would be (compact, with a visibility map for index-only counts).
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`insert into bench_catalogue (marker) values (${marker})`);
  console.log(`catalogue ready in ${elapsed()}`);
}

/** The phones' filter attributes, as the standard ones of a phone department. */
const PHONE_FILTERS = ["storage", "ram", "screen_size", "five_g"];

/**
 * Gives the benchmark's phones typed values of their filter attributes, once (a catalogue made
 * before they existed gets them too): storage 64 GB–1 TB, RAM 4–16 GB, screens of 6.1–6.9 inches
 * and 5G on three phones in four, spread by a hash of the product id.
 */
export async function addPhoneAttributeValues(db: Database): Promise<void> {
  const [phones] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, `${BENCH_SLUG_PREFIX}phones`));
  if (!phones) return;
  const [known] = await db
    .select({ n: count() })
    .from(attributes)
    .where(eq(attributes.categoryId, phones.id));
  if ((known?.n ?? 0) > 0) return;
  const started = performance.now();
  await addCategoryAttributes(
    db,
    phones.id,
    (STANDARD_ATTRIBUTES["phones-tablets"] ?? []).filter((attribute) =>
      PHONE_FILTERS.includes(attribute.key),
    ),
  );
  const numbers = {
    storage: sql`(array[64, 128, 256, 512, 1024])[1 + mod(abs(hashtext(p.id::text || 'storage')), 5)]`,
    ram: sql`(array[4, 6, 8, 12, 16])[1 + mod(abs(hashtext(p.id::text || 'ram')), 5)]`,
    screen_size: sql`6.1 + mod(abs(hashtext(p.id::text || 'screen')), 9) / 10.0`,
  };
  for (const [key, value] of Object.entries(numbers)) {
    await db.execute(sql`
      insert into product_attribute_values (product_id, attribute_id, number_value)
      select p.id, a.id, ${value} from products p
      join attributes a on a.category_id = p.category_id and a.key = ${key}
      where p.category_id = ${phones.id}`);
  }
  await db.execute(sql`
    insert into product_attribute_values (product_id, attribute_id, boolean_value)
    select p.id, a.id, mod(abs(hashtext(p.id::text || '5g')), 4) <> 0 from products p
    join attributes a on a.category_id = p.category_id and a.key = 'five_g'
    where p.category_id = ${phones.id}`);
  await db.execute(sql`analyze product_attribute_values`);
  console.log(
    `gave the phones their attribute values (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
}

/** Products per statement when the daily figures are written or recounted. */
const FIGURES_BATCH = 5000;

function idArray(ids: readonly string[]) {
  return sql`${`{${ids.join(",")}}`}::uuid[]`;
}

/**
 * The last 89 days of each product's daily lowest price (today's row comes from its offers), set
 * against today's lowest so the verdicts mix as in a live catalogue: about 4 % of products well
 * below their usual price (deals), 6 % above it, 3 % at a low they reached a month ago (in the
 * deals index but no longer deals), the rest wandering around today's price. Then the price
 * insight of every product, as the daily job works it out.
 */
async function fillDailyLowestPrices(db: Database, ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += FIGURES_BATCH) {
    const batch = ids.slice(start, start + FIGURES_BATCH);
    await db.execute(sql`
      insert into product_price_days (product_id, day, lowest_price)
      select p.id, riyadh_today() - d, round(p.lowest_price * (case
          when p.kind < 40 then 1.12 + 0.05 * sin(d * 0.2 + p.phase)
          when p.kind < 100 then 0.88 + 0.04 * sin(d * 0.2 + p.phase)
          when p.kind < 130 then case when d <= 30 then 1 else 1.08 + 0.03 * sin(d * 0.2 + p.phase) end
          else 1 + 0.06 * sin(d * 0.2 + p.phase) end)::numeric, 2)
      from (
        select id, lowest_price, mod(abs(hashtext(id::text)), 1000) as kind,
          mod(abs(hashtext(id::text || 'phase')), 628) / 100.0 as phase
        from products where id = any(${idArray(batch)}) and lowest_price is not null
      ) as p, generate_series(1, 89) as d
      -- A catalogue filled across Riyadh midnight: yesterday's row was today's when its prices went in.
      on conflict (product_id, day) do nothing`);
  }
  for (let start = 0; start < ids.length; start += FIGURES_BATCH) {
    const batch = ids.slice(start, start + FIGURES_BATCH);
    await db.execute(sql`select refresh_price_insight(${idArray(batch)}, riyadh_today())`);
  }
  await db.execute(sql`update offer_freshness set insight_day = riyadh_today()`);
}

/**
 * A reused catalogue as if its stores were just checked and today's insight were done: otherwise,
 * once its offers are 12 hours old, the server's minute job would recount the whole catalogue
 * while it is being measured (and find no current price), and on a new day work out every
 * product's insight.
 */
async function bringUpToDate(db: Database): Promise<void> {
  const { rows } = await db.execute<{ is_due: boolean }>(
    sql`select coalesce(min(checked_at) < now() - interval '6 hours', false) as is_due from product_prices`,
  );
  if (rows[0]?.is_due) {
    const started = performance.now();
    const ids = (await db.select({ id: products.id }).from(products).orderBy(products.id)).map(
      (row) => row.id,
    );
    for (let start = 0; start < ids.length; start += FIGURES_BATCH) {
      const batch = idArray(ids.slice(start, start + FIGURES_BATCH));
      await db.execute(sql`update product_prices set checked_at = now() where product_id = any(${batch})`);
      await db.execute(sql`select refresh_product_offer_stats(${batch})`);
    }
    console.log(`checked every store price again (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  const insight = await refreshDailyInsight(db);
  if (insight !== null) console.log(`worked out today's price insight of ${insight} products`);
}
