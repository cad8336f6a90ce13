// The demo catalogue: categories, stores, hero slides and the review sites, plus the products
// (split by department into demo-products-*.ts). Loaded into an empty database by
// seed-demo.server.ts. Images live under public/demo/ and are served by the app at /demo/….

import { AUDIO_VIDEO_PRODUCTS } from "./demo-products-audio-video";
import { BEAUTY_PRODUCTS } from "./demo-products-beauty";
import { COMPUTING_PRODUCTS } from "./demo-products-computing";
import { HOME_PRODUCTS } from "./demo-products-home";
import { MOBILE_PRODUCTS } from "./demo-products-mobile";
import type { DemoCategory, DemoExpertSite, DemoHeroSlide, DemoProduct, StoreKey } from "./demo-types";
import { DEMO_VARIANTS } from "./demo-variants";

export { DEMO_EXPERT_REVIEWS } from "./demo-expert-reviews";
export { DEMO_REJECTED_REVIEWS, DEMO_REVIEW_TEXTS, DEMO_USERS } from "./demo-reviews";

export const DEMO_CATEGORIES: DemoCategory[] = [
  { slug: "phones-tablets", nameEn: "Phones & Tablets", nameAr: "الجوالات والأجهزة اللوحية" },
  {
    slug: "smartphones",
    nameEn: "Smartphones",
    nameAr: "الجوالات الذكية",
    parent: "phones-tablets",
    stores: ["jarir", "extra", "noon", "amazon", "virgin", "lulu", "carrefour"],
    reviewGroup: "mobile",
    urlPath: "mobiles-tablets/mobiles/smartphones",
  },
  {
    slug: "tablets",
    nameEn: "Tablets",
    nameAr: "الأجهزة اللوحية",
    parent: "phones-tablets",
    stores: ["jarir", "extra", "noon", "amazon", "virgin", "lulu"],
    reviewGroup: "mobile",
    urlPath: "mobiles-tablets/tablets",
  },

  { slug: "computers", nameEn: "Computers", nameAr: "الكمبيوتر واللابتوب" },
  {
    slug: "laptops",
    nameEn: "Laptops",
    nameAr: "أجهزة اللابتوب",
    parent: "computers",
    stores: ["jarir", "extra", "noon", "amazon", "virgin"],
    reviewGroup: "computer",
    urlPath: "computers/laptops",
  },
  {
    slug: "monitors",
    nameEn: "Monitors",
    nameAr: "الشاشات",
    parent: "computers",
    stores: ["jarir", "extra", "amazon", "noon", "virgin"],
    reviewGroup: "computer",
    urlPath: "computers/monitors",
  },

  { slug: "tv-audio", nameEn: "TV & Audio", nameAr: "التلفزيونات والصوتيات" },
  {
    slug: "televisions",
    nameEn: "Televisions",
    nameAr: "التلفزيونات",
    parent: "tv-audio",
    stores: ["extra", "almanea", "noon", "amazon", "carrefour", "lulu", "panda"],
    reviewGroup: "tv",
    urlPath: "tvs-audio/televisions",
  },
  {
    slug: "headphones",
    nameEn: "Headphones & Earbuds",
    nameAr: "السماعات",
    parent: "tv-audio",
    stores: ["jarir", "extra", "noon", "amazon", "virgin", "lulu"],
    reviewGroup: "audio",
    urlPath: "tvs-audio/headphones",
  },
  {
    slug: "speakers",
    nameEn: "Speakers & Soundbars",
    nameAr: "مكبرات الصوت والساوند بار",
    parent: "tv-audio",
    stores: ["extra", "jarir", "noon", "amazon", "virgin", "almanea"],
    reviewGroup: "speaker",
    urlPath: "tvs-audio/speakers",
  },

  { slug: "home-appliances", nameEn: "Home Appliances", nameAr: "الأجهزة المنزلية" },
  {
    slug: "washing-machines",
    nameEn: "Washing Machines",
    nameAr: "الغسالات",
    parent: "home-appliances",
    stores: ["extra", "almanea", "noon", "carrefour", "lulu", "panda", "saco"],
    reviewGroup: "appliance",
    urlPath: "home-appliances/washing-machines",
  },
  {
    slug: "refrigerators",
    nameEn: "Refrigerators",
    nameAr: "الثلاجات",
    parent: "home-appliances",
    stores: ["extra", "almanea", "noon", "carrefour", "lulu", "panda"],
    reviewGroup: "appliance",
    urlPath: "home-appliances/refrigerators",
  },
  {
    slug: "air-conditioners",
    nameEn: "Air Conditioners",
    nameAr: "المكيفات",
    parent: "home-appliances",
    stores: ["extra", "almanea", "saco", "noon", "carrefour", "panda"],
    reviewGroup: "ac",
    urlPath: "home-appliances/air-conditioners",
  },
  {
    slug: "vacuum-cleaners",
    nameEn: "Vacuum Cleaners",
    nameAr: "المكانس الكهربائية",
    parent: "home-appliances",
    stores: ["extra", "saco", "almanea", "noon", "amazon", "carrefour"],
    reviewGroup: "vacuum",
    urlPath: "home-appliances/vacuum-cleaners",
  },

  { slug: "kitchen", nameEn: "Kitchen Appliances", nameAr: "أجهزة المطبخ" },
  {
    slug: "coffee-machines",
    nameEn: "Coffee Machines",
    nameAr: "ماكينات القهوة",
    parent: "kitchen",
    stores: ["saco", "extra", "noon", "amazon", "almanea", "carrefour"],
    reviewGroup: "kitchen",
    urlPath: "kitchen/coffee-machines",
  },
  {
    slug: "small-kitchen-appliances",
    nameEn: "Small Kitchen Appliances",
    nameAr: "أجهزة المطبخ الصغيرة",
    parent: "kitchen",
    stores: ["saco", "extra", "noon", "amazon", "carrefour", "lulu", "panda"],
    reviewGroup: "kitchen",
    urlPath: "kitchen/small-appliances",
  },

  { slug: "gaming", nameEn: "Gaming", nameAr: "الألعاب" },
  {
    slug: "consoles",
    nameEn: "Consoles",
    nameAr: "أجهزة الألعاب",
    parent: "gaming",
    stores: ["virgin", "jarir", "extra", "noon", "amazon", "carrefour"],
    reviewGroup: "gaming",
    urlPath: "gaming/consoles",
  },
  {
    slug: "gaming-accessories",
    nameEn: "Gaming Accessories",
    nameAr: "إكسسوارات الألعاب",
    parent: "gaming",
    stores: ["virgin", "jarir", "extra", "noon", "amazon"],
    reviewGroup: "gaming",
    urlPath: "gaming/accessories",
  },

  { slug: "cameras-drones", nameEn: "Cameras & Drones", nameAr: "الكاميرات والدرون" },
  {
    slug: "mirrorless-cameras",
    nameEn: "Mirrorless Cameras",
    nameAr: "كاميرات بدون مرآة",
    parent: "cameras-drones",
    stores: ["jarir", "extra", "noon", "amazon", "virgin"],
    reviewGroup: "camera",
    urlPath: "cameras/mirrorless-cameras",
  },
  {
    slug: "action-cameras",
    nameEn: "Action & Vlogging Cameras",
    nameAr: "كاميرات الأكشن والفلوق",
    parent: "cameras-drones",
    stores: ["jarir", "extra", "noon", "amazon", "virgin"],
    reviewGroup: "camera",
    urlPath: "cameras/action-cameras",
  },
  {
    slug: "drones",
    nameEn: "Drones",
    nameAr: "طائرات الدرون",
    parent: "cameras-drones",
    stores: ["jarir", "extra", "noon", "amazon"],
    reviewGroup: "camera",
    urlPath: "cameras/drones",
  },

  {
    slug: "wearables",
    nameEn: "Smart Watches & Wearables",
    nameAr: "الساعات الذكية والأجهزة القابلة للارتداء",
  },
  {
    slug: "smartwatches",
    nameEn: "Smartwatches",
    nameAr: "الساعات الذكية",
    parent: "wearables",
    stores: ["jarir", "extra", "noon", "amazon", "virgin", "lulu"],
    reviewGroup: "wearable",
    urlPath: "wearables/smartwatches",
  },
  {
    slug: "fitness-trackers",
    nameEn: "Fitness Trackers",
    nameAr: "أساور وساعات اللياقة",
    parent: "wearables",
    stores: ["jarir", "extra", "noon", "amazon", "lulu", "carrefour"],
    reviewGroup: "wearable",
    urlPath: "wearables/fitness-trackers",
  },

  { slug: "perfumes-beauty", nameEn: "Perfumes & Beauty", nameAr: "العطور والتجميل" },
  {
    slug: "perfumes",
    nameEn: "Perfumes",
    nameAr: "العطور",
    parent: "perfumes-beauty",
    stores: ["nahdi", "noon", "amazon", "lulu", "carrefour", "panda"],
    reviewGroup: "beauty",
    urlPath: "beauty/fragrances",
  },
  {
    slug: "personal-care",
    nameEn: "Personal Care",
    nameAr: "العناية الشخصية",
    parent: "perfumes-beauty",
    stores: ["nahdi", "extra", "noon", "amazon", "carrefour", "lulu"],
    reviewGroup: "beauty",
    urlPath: "beauty/personal-care",
  },
];

export const DEMO_PRODUCTS: DemoProduct[] = [
  ...MOBILE_PRODUCTS,
  ...COMPUTING_PRODUCTS,
  ...AUDIO_VIDEO_PRODUCTS,
  ...HOME_PRODUCTS,
  ...BEAUTY_PRODUCTS,
  ...DEMO_VARIANTS,
];

export type StoreLink = { slug: string; urlPath: string; digits: string; asin: string };

export type DemoStore = {
  name: string;
  /** How shoppers write the store's name in Arabic reviews. */
  nameAr: string;
  url: (link: StoreLink) => string;
  /** Range of this store's shelf price relative to the product's typical price. */
  priceFactor: [min: number, max: number];
  /** Marketplaces often show untidy prices (4,187.00 or 186.35) rather than x99/x49 endings. */
  marketplace?: boolean;
  /** Low prices end in .95 at hypermarkets and pharmacies (89.95) instead of x9.00. */
  cents95?: boolean;
  /**
   * What the store publishes for every order (issue 32), stored as the store's policy: delivery per
   * region in halalas and days, pickup, warranty, returns. A region left out is one the store does
   * not say it delivers to: delivery there is unknown.
   */
  policy: DemoStorePolicy;
};

type DemoRegion = "riyadh" | "jeddah" | "makkah" | "madinah" | "eastern" | "other";
type DemoDelivery = {
  region: DemoRegion;
  feeHalalas: number;
  freeOverHalalas?: number;
  minDays: number;
  maxDays: number;
};
/** The shape of offer-details' StorePolicy (the seed sits below the features and cannot import it). */
export type DemoStorePolicy = {
  delivery: DemoDelivery[];
  pickup?: boolean;
  warranty?: { months: number | null; kind: "official" | "international" | null };
  returnsDays?: number;
};

/**
 * One fee and threshold for every region, with the days each takes: [region, fastest, slowest].
 * Stores charge one fee across the Kingdom and deliver fastest where their warehouse is.
 */
function deliveryPolicy(
  feeSar: number,
  freeOverSar: number | null,
  days: [DemoRegion, number, number][],
): DemoDelivery[] {
  return days.map(([region, minDays, maxDays]) => ({
    region,
    feeHalalas: feeSar * 100,
    ...(freeOverSar !== null && { freeOverHalalas: freeOverSar * 100 }),
    minDays,
    maxDays,
  }));
}

const KINGDOM_WIDE = (riyadh: [number, number], cities: [number, number], other: [number, number]) =>
  [
    ["riyadh", ...riyadh],
    ["jeddah", ...cities],
    ["makkah", ...cities],
    ["madinah", ...cities],
    ["eastern", ...cities],
    ["other", ...other],
  ] as [DemoRegion, number, number][];

const last = (urlPath: string) => urlPath.split("/").at(-1) ?? urlPath;

export const DEMO_STORES: Record<StoreKey, DemoStore> = {
  jarir: {
    name: "Jarir",
    nameAr: "جرير",
    url: (l) => `https://www.jarir.com/sa-en/${l.slug}-${l.digits.slice(0, 6)}.html`,
    priceFactor: [0.99, 1.04],
    policy: {
      delivery: deliveryPolicy(25, 200, KINGDOM_WIDE([1, 2], [2, 4], [3, 7])),
      pickup: true,
      warranty: { months: 24, kind: "official" },
      returnsDays: 7,
    },
  },
  extra: {
    name: "eXtra",
    nameAr: "إكسترا",
    url: (l) => `https://www.extra.com/en-sa/${l.urlPath}/${l.slug}/p/10000${l.digits.slice(0, 5)}`,
    priceFactor: [0.98, 1.04],
    policy: {
      delivery: deliveryPolicy(29, 500, KINGDOM_WIDE([1, 2], [2, 5], [4, 8])),
      pickup: true,
      warranty: { months: 24, kind: "official" },
      returnsDays: 14,
    },
  },
  noon: {
    name: "noon",
    nameAr: "نون",
    url: (l) => `https://www.noon.com/saudi-en/${l.slug}/N${l.digits.slice(0, 8)}A/p/`,
    priceFactor: [0.94, 1.0],
    marketplace: true,
    policy: {
      delivery: deliveryPolicy(10, 100, KINGDOM_WIDE([1, 2], [2, 4], [3, 6])),
      returnsDays: 15,
    },
  },
  amazon: {
    name: "Amazon.sa",
    nameAr: "أمازون",
    url: (l) => `https://www.amazon.sa/-/en/dp/${l.asin}`,
    priceFactor: [0.93, 0.99],
    marketplace: true,
    policy: {
      delivery: deliveryPolicy(18, 100, KINGDOM_WIDE([1, 2], [2, 4], [3, 7])),
      returnsDays: 15,
    },
  },
  lulu: {
    name: "Lulu",
    nameAr: "لولو",
    url: (l) => `https://gcc.luluhypermarket.com/en-sa/${l.slug}/p/${l.digits.slice(0, 6)}/`,
    priceFactor: [0.97, 1.03],
    cents95: true,
    policy: {
      delivery: [
        // Lulu delivers from its hypermarkets in the big cities only.
        ...deliveryPolicy(25, 150, [
          ["riyadh", 1, 2],
          ["jeddah", 1, 3],
          ["eastern", 1, 3],
          ["makkah", 2, 4],
          ["madinah", 2, 4],
        ]),
      ],
      returnsDays: 7,
    },
  },
  carrefour: {
    name: "Carrefour",
    nameAr: "كارفور",
    url: (l) =>
      `https://www.carrefourksa.com/mafsau/en/${last(l.urlPath)}/${l.slug}/p/${l.digits.slice(0, 6)}`,
    priceFactor: [0.97, 1.03],
    cents95: true,
    policy: {
      delivery: deliveryPolicy(20, 250, KINGDOM_WIDE([1, 2], [2, 4], [3, 6])),
      returnsDays: 14,
    },
  },
  virgin: {
    name: "Virgin Megastore",
    nameAr: "فيرجن",
    url: (l) => `https://www.virginmegastore.sa/en/${l.urlPath}/${l.slug}/p/${l.digits.slice(0, 6)}`,
    priceFactor: [1.0, 1.06],
    policy: {
      delivery: deliveryPolicy(30, 300, KINGDOM_WIDE([1, 3], [2, 5], [4, 7])),
      pickup: true,
      returnsDays: 14,
    },
  },
  saco: {
    name: "SACO",
    nameAr: "ساكو",
    url: (l) => `https://www.saco.sa/en/${l.slug}-${l.digits.slice(0, 6)}`,
    priceFactor: [0.99, 1.05],
    policy: {
      delivery: deliveryPolicy(35, 299, KINGDOM_WIDE([1, 2], [3, 5], [5, 8])),
      pickup: true,
      warranty: { months: 12, kind: "official" },
      returnsDays: 7,
    },
  },
  almanea: {
    name: "Al-Manea",
    nameAr: "المنيع",
    url: (l) => `https://www.almanea.sa/en/product/${l.slug}`,
    priceFactor: [0.97, 1.03],
    policy: {
      delivery: deliveryPolicy(49, 1000, KINGDOM_WIDE([1, 3], [3, 6], [5, 10])),
      warranty: { months: 24, kind: "official" },
      returnsDays: 7,
    },
  },
  panda: {
    name: "Panda",
    nameAr: "بنده",
    url: (l) => `https://panda.sa/en/product/${l.slug}/${l.digits.slice(0, 7)}`,
    priceFactor: [0.96, 1.02],
    cents95: true,
    policy: {
      delivery: deliveryPolicy(15, 200, [
        ["riyadh", 1, 2],
        ["jeddah", 1, 2],
        ["makkah", 1, 3],
        ["madinah", 1, 3],
        ["eastern", 1, 2],
      ]),
      returnsDays: 3,
    },
  },
  nahdi: {
    name: "Nahdi",
    nameAr: "النهدي",
    url: (l) => `https://www.nahdionline.com/en-sa/${l.slug}/pdp/${l.digits.slice(0, 6)}`,
    priceFactor: [0.98, 1.04],
    cents95: true,
    policy: {
      delivery: deliveryPolicy(15, 99, KINGDOM_WIDE([1, 2], [1, 3], [2, 5])),
      returnsDays: 7,
    },
  },
};

export const DEMO_EXPERT_SITES: DemoExpertSite[] = [
  { key: "tech-majlis", name: "Tech Majlis", logo: "tech-majlis.svg", origin: "https://techmajlis.net" },
  {
    key: "aalam-tech",
    name: "عالم التقنية",
    logo: "aalam-altiqnia.svg",
    origin: "https://aalamaltiqnia.net",
  },
  {
    key: "gadget-souq",
    name: "Gadget Souq Review",
    logo: "gadget-souq-review.svg",
    origin: "https://gadgetsouqreview.com",
  },
  {
    key: "daleel",
    name: "دليل الأجهزة المنزلية",
    logo: "daleel-alajhiza.svg",
    origin: "https://daleelalajhiza.net",
  },
  {
    key: "level-up",
    name: "Level Up Arabia",
    logo: "level-up-arabia.svg",
    origin: "https://levelup-arabia.net",
  },
  { key: "lens-dunes", name: "Lens & Dunes", logo: "lens-and-dunes.svg", origin: "https://lensanddunes.net" },
  { key: "oud-notes", name: "Oud & Notes", logo: "oud-and-notes.svg", origin: "https://oudandnotes.net" },
];

export const DEMO_HERO_SLIDES: DemoHeroSlide[] = [
  {
    titleEn: "One search, every store's price",
    titleAr: "بحث واحد، وأسعار كل المتاجر",
    descriptionEn:
      "Compare prices from Jarir, eXtra, noon, Amazon.sa and more in Saudi riyals before you buy.",
    descriptionAr: "قارن أسعار جرير وإكسترا ونون وأمازون وغيرها بالريال السعودي قبل أن تشتري.",
    image: "compare-stores.svg",
    linkUrl: "/products?sortBy=price_asc",
  },
  {
    titleEn: "Wait for the right price",
    titleAr: "انتظر السعر المناسب",
    descriptionEn: "See 90 days of price history and set an alert; we tell you when the price drops.",
    descriptionAr: "اطّلع على سجل السعر لآخر 90 يومًا، وفعّل تنبيه السعر لنخبرك فور انخفاضه.",
    image: "price-alerts.svg",
    linkUrl: "/products",
  },
  {
    titleEn: "Two products, side by side",
    titleAr: "منتجان جنبًا إلى جنب",
    descriptionEn: "Put two phones, TVs or air conditioners next to each other and see what really differs.",
    descriptionAr: "ضع جوالين أو شاشتين أو مكيفين جنبًا إلى جنب، واكتشف الفرق الحقيقي بينهما.",
    image: "side-by-side.svg",
    linkUrl: "/compare",
  },
];
