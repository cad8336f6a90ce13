// Shapes of the demo catalogue data (app/db/seed/demo-*.ts). The data is plain and typed so it can
// be read, reviewed and edited without touching the seeding code in seed-demo.server.ts.

import type { DemoSpecLabel } from "./demo-spec-labels";

export type StoreKey =
  | "jarir"
  | "extra"
  | "noon"
  | "amazon"
  | "lulu"
  | "carrefour"
  | "virgin"
  | "saco"
  | "almanea"
  | "panda"
  | "nahdi";

/** Which pool of customer-review texts fits a product (see demo-reviews.ts). */
export type ReviewGroup =
  | "mobile"
  | "wearable"
  | "computer"
  | "tv"
  | "audio"
  | "speaker"
  | "appliance"
  | "ac"
  | "vacuum"
  | "kitchen"
  | "gaming"
  | "camera"
  | "beauty";

export type DemoCategory = {
  slug: string;
  nameEn: string;
  nameAr: string;
  /** Slug of the parent category; absent for a top-level category. */
  parent?: string;
  /** Stores that sell this kind of product, most typical first (subcategories only). */
  stores?: StoreKey[];
  /** Customer-review texts used for products of this category (subcategories only). */
  reviewGroup?: ReviewGroup;
  /** The store's URL path segment for this kind of product, e.g. "mobiles-tablets/smartphones". */
  urlPath?: string;
};

export type DemoProduct = {
  /** Unique across the catalogue; used in store URLs and to refer to the product in this data. */
  slug: string;
  /** Slug of the (sub)category. */
  category: string;
  brand: string;
  model: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  /** English name and value, and the Arabic value; the Arabic name is the label's (demo-spec-labels.ts). */
  specs: [name: DemoSpecLabel, value: string, valueAr: string][];
  /** File name (without .svg) under public/demo/products/, or null for the "No image" state. */
  image: string | null;
  /** Typical current shelf price in SAR; store prices are spread around it. */
  price: number;
  /** Explicit stores (1–6); otherwise a deterministic pick from the category's stores. */
  stores?: StoreKey[];
  /** 0 (niche) … 3 (best seller): how many customer reviews the product gets. */
  popularity?: 0 | 1 | 2 | 3;
  /** The family (demo-variants.ts) this product is a variant of. */
  family?: string;
};

/** The variants of one product (issue 31): its members, and the variants demo-variants.ts adds. */
export type DemoFamily = {
  key: string;
  nameEn: string;
  nameAr: string;
  /** Products of the catalogue that are variants of it, besides those that name it as `family`. */
  members: string[];
};

export type DemoExpertSite = {
  key: string;
  name: string;
  /** File name under public/demo/logos/. */
  logo: string;
  /** https origin of the invented site. */
  origin: string;
};

export type DemoExpertReview = {
  product: string;
  site: string;
  title: string;
  content: string;
  /** Path on the site's origin. */
  path: string;
};

export type DemoUser = {
  key: string;
  name: string;
  email: string;
  role: "user" | "admin";
  /** Language the person usually writes reviews in. */
  lang: "ar" | "en";
  /** Days before `now` the account was created. */
  joinedDaysAgo: number;
  /** Days before `now` of the last sign-in, or null for "Never". */
  lastSignInDaysAgo: number | null;
};

export type DemoReviewText = {
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  /**
   * Products the text fits, when it does not fit every product of its group: product slugs,
   * "brand:<brand>" or "category:<slug>" (any match is enough).
   */
  for?: string[];
};

export type DemoRejectedReview = DemoReviewText & { reason: string };

export type DemoHeroSlide = {
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  image: string;
  linkUrl: string;
};
