// `npm run bench:search`: fills a database with a synthetic bilingual catalogue of 100,000 products
// (prices at 1-6 stores, approved reviews) and times product search and browse queries on it.
//
// The database is DATABASE_URL's, by default `qaren_bench` on the local PostgreSQL server (created
// when missing). It must be empty or hold an earlier run's catalogue, which is reused. Options:
// --products=N (default 100000), --runs=N timed runs per query (default 40).
import { parseArgs } from "node:util";
import { count, like, sql } from "drizzle-orm";
import pg from "pg";
import { type Database, type DatabaseHandle, migrateDatabase, openDatabase } from "~/db/client.server";
import { categories, productPrices, products, reviews, users } from "~/db/schema";
import { listProducts } from "~/features/catalog/product-listing.server";
import { searchProducts } from "~/features/search/search.server";
import { buildProductSearchText } from "~/utils/arabic-text";

const { values: args } = parseArgs({
  options: { products: { type: "string", default: "100000" }, runs: { type: "string", default: "40" } },
});
const PRODUCT_COUNT = Number(args.products);
const RUNS = Number(args.runs);
const DATABASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/qaren_bench";
const BENCH_SLUG_PREFIX = "bench-";
const BATCH = 1000;

// ---------------------------------------------------------------------------------------------
// A deterministic catalogue: brands with their Arabic spelling, product lines, variants, colours.

function prng(seed: number) {
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

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
  if (!rowCount) {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`refusing to create database "${name}"`);
    await client.query(`create database ${name}`);
    console.log(`created database ${name}`);
  }
  await client.end();
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

async function generateCatalogue(db: Database): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(products);
  const [bench] = await db
    .select({ n: count() })
    .from(categories)
    .where(like(categories.slug, `${BENCH_SLUG_PREFIX}%`));
  if ((existing?.n ?? 0) >= PRODUCT_COUNT && (bench?.n ?? 0) > 0) {
    console.log(`reusing the ${existing?.n} products already in the database`);
    return;
  }
  if ((existing?.n ?? 0) > 0) {
    throw new Error(
      `the database already holds ${existing?.n} products that are not a complete benchmark catalogue; ` +
        "point DATABASE_URL at an empty database",
    );
  }

  const started = performance.now();
  const kindRows = await db
    .insert(categories)
    .values(
      KINDS.map((kind) => ({ nameEn: kind.en, nameAr: kind.ar, slug: `${BENCH_SLUG_PREFIX}${kind.slug}` })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const categoryOf = new Map(kindRows.map((row) => [row.slug, row.id]));

  const productRows = Array.from({ length: PRODUCT_COUNT }, (_, index) => {
    const kind = KINDS[index % KINDS.length]!;
    return syntheticProduct(index, kind, categoryOf.get(`${BENCH_SLUG_PREFIX}${kind.slug}`)!);
  });
  const productIds: { id: string; kind: Kind }[] = [];
  await insertInBatches(productRows, async (batch) => {
    const inserted = await db.insert(products).values(batch).returning({ id: products.id });
    for (const row of inserted)
      productIds.push({ id: row.id, kind: KINDS[productIds.length % KINDS.length]! });
  });
  console.log(`inserted ${productIds.length} products`);

  const priceRows = productIds.flatMap(({ id, kind }) => {
    const base = between(kind.price[0], kind.price[1]);
    const stores = [...STORES].sort(() => random() - 0.5).slice(0, between(1, 6));
    return stores.map((storeName) => ({
      productId: id,
      storeName,
      url: `https://${storeName.toLowerCase().replace(/\W+/g, "")}.example/p/${id}`,
      price: `${Math.round(base * (0.93 + random() * 0.13))}.${between(0, 1) ? "00" : "95"}`,
    }));
  });
  await insertInBatches(priceRows, (batch) => db.insert(productPrices).values(batch));
  console.log(`inserted ${priceRows.length} store prices`);

  const reviewers = Array.from({ length: 200 }, (_, index) => ({
    id: `bench-user-${index}`,
    name: `Bench shopper ${index}`,
    email: `bench-${index}@example.com`,
  }));
  await db.insert(users).values(reviewers);
  const reviewRows = productIds.flatMap(({ id }) =>
    Array.from({ length: between(0, 3) }, () => ({
      productId: id,
      userId: pick(reviewers).id,
      rating: between(1, 5),
      reviewText: "Synthetic review for the benchmark.",
      status: random() < 0.85 ? ("approved" as const) : ("pending" as const),
    })),
  );
  await insertInBatches(reviewRows, (batch) => db.insert(reviews).values(batch));
  console.log(`inserted ${reviewRows.length} reviews`);

  await db.execute(sql`analyze`);
  console.log(`catalogue ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// ---------------------------------------------------------------------------------------------
// Timing

type Case = { kind: string; label: string; run: () => Promise<{ total: number }> };

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

async function time(benchCase: Case) {
  for (let warmup = 0; warmup < 3; warmup++) await benchCase.run();
  const timings: number[] = [];
  let total = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    total = (await benchCase.run()).total;
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { ...benchCase, total, p50: percentile(timings, 0.5), p95: percentile(timings, 0.95) };
}

async function main() {
  if (!process.env.DATABASE_URL) await ensureDatabase(DATABASE_URL);
  const handle: DatabaseHandle = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 4 });
  try {
    await migrateDatabase(handle);
    const { db } = handle;
    await generateCatalogue(db);
    const [{ model } = { model: "" }] = (
      await db.execute<{ model: string }>(
        sql`select model from ${products} order by created_at limit 1 offset 777`,
      )
    ).rows;
    const compactModel = model.replace(/[^a-z0-9]/gi, "").toLowerCase();
    const [{ id: phones } = { id: "" }] = (
      await db.execute<{ id: string }>(sql`select id from ${categories} where slug = 'bench-phones'`)
    ).rows;

    const search =
      (query: string, limit = 10) =>
      () =>
        searchProducts(db, { query, limit });
    const cases: Case[] = [
      { kind: "English", label: "samsung galaxy", run: search("samsung galaxy") },
      { kind: "English", label: "iphone 15 pro max", run: search("iphone 15 pro max") },
      { kind: "English", label: "lenovo ideapad 16gb", run: search("lenovo ideapad 16gb") },
      { kind: "English", label: "sony (page of 24)", run: search("sony", 24) },
      { kind: "Arabic", label: "سامسونج", run: search("سامسونج") },
      { kind: "Arabic", label: "ايفون برو ماكس", run: search("ايفون برو ماكس") },
      { kind: "Arabic", label: "غسالة ال جي ٩ كيلو", run: search("غسالة ال جي ٩ كيلو") },
      { kind: "Arabic", label: "بلايستيشن (transliterated)", run: search("بلايستيشن") },
      { kind: "Typo", label: "samsnug galaxy", run: search("samsnug galaxy") },
      { kind: "Typo", label: "iphnoe", run: search("iphnoe") },
      { kind: "Typo", label: "سامسوج", run: search("سامسوج") },
      { kind: "Model", label: model, run: search(model) },
      { kind: "Model", label: `${compactModel} (no separators)`, run: search(compactModel) },
      { kind: "Nonsense", label: "xqzvbnm", run: search("xqzvbnm") },
      {
        kind: "Browse",
        label: "/products?q=samsung (price_asc, 24)",
        run: () => searchProducts(db, { query: "samsung", sortBy: "price_asc", limit: 24 }),
      },
      {
        kind: "Browse",
        label: "/products?category=phones (price_asc, 24)",
        run: () => listProducts(db, { categoryIds: [phones], sortBy: "price_asc", limit: 24 }),
      },
      {
        kind: "Browse",
        label: "/products (price_asc, all, 24)",
        run: () => listProducts(db, { sortBy: "price_asc", limit: 24 }),
      },
      {
        kind: "Browse",
        label: "latest 8 (home)",
        run: () => listProducts(db, { sortBy: "newest", limit: 8, withTotal: false }),
      },
    ];

    const [{ n: productTotal } = { n: 0 }] = await db.select({ n: count() }).from(products);
    console.log(`\n${productTotal} products, ${RUNS} timed runs per query (after 3 warm-up runs)\n`);
    console.log("| kind | query | matches | p50 ms | p95 ms |");
    console.log("|---|---|---:|---:|---:|");
    for (const benchCase of cases) {
      const result = await time(benchCase);
      console.log(
        `| ${result.kind} | ${result.label} | ${result.total} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} |`,
      );
    }
  } finally {
    await handle.close();
  }
}

await main();
