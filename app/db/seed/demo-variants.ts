import { AUDIO_VIDEO_PRODUCTS } from "./demo-products-audio-video";
import { MOBILE_PRODUCTS } from "./demo-products-mobile";
import type { DemoFamily, DemoProduct } from "./demo-types";

// Variant families of the demo catalogue (issue 31): the same product in other storage sizes,
// colours or screen sizes, each a product of its own with its own stores and prices. The first
// product of each family is already in the catalogue; the others are made from it here.

export const DEMO_FAMILIES: DemoFamily[] = [
  {
    key: "apple-iphone-15",
    nameEn: "Apple iPhone 15",
    nameAr: "آيفون 15",
    members: ["apple-iphone-15-128gb-black"],
  },
  {
    key: "samsung-galaxy-s25-ultra",
    nameEn: "Samsung Galaxy S25 Ultra 5G",
    nameAr: "سامسونج جالكسي S25 ألترا 5G",
    members: ["samsung-galaxy-s25-ultra-256gb-titanium-silverblue"],
  },
  {
    key: "samsung-crystal-uhd-cu7000",
    nameEn: "Samsung Crystal UHD 4K Smart TV CU7000",
    nameAr: "شاشة سامسونج كريستال UHD بدقة 4K سمارت CU7000",
    members: ["samsung-65-crystal-uhd-4k-cu7000"],
  },
];

function base(slug: string): DemoProduct {
  const product = [...MOBILE_PRODUCTS, ...AUDIO_VIDEO_PRODUCTS].find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`no demo product ${slug}`);
  return product;
}

/** A variant of a demo product: its rows replaced by name, everything else as given. */
function variantOf(
  baseSlug: string,
  family: string,
  variant: Pick<DemoProduct, "slug" | "nameEn" | "nameAr" | "model" | "price" | "image"> &
    Partial<Pick<DemoProduct, "stores" | "popularity">> & { rows: DemoProduct["specs"] },
): DemoProduct & { family: string } {
  const { rows, ...fields } = variant;
  const original = base(baseSlug);
  const replaced = new Map(rows.map((row) => [row[0], row]));
  return {
    ...original,
    popularity: 1,
    ...fields,
    specs: original.specs.map((row) => replaced.get(row[0]) ?? row),
    family,
  };
}

export const DEMO_VARIANTS: (DemoProduct & { family: string })[] = [
  variantOf("apple-iphone-15-128gb-black", "apple-iphone-15", {
    slug: "apple-iphone-15-256gb-black",
    model: "A3090",
    nameEn: "Apple iPhone 15 256GB Black",
    nameAr: "آيفون 15 سعة 256 جيجابايت - أسود",
    rows: [["Storage", "256GB", "256 جيجابايت"]],
    image: "phone-black",
    price: 3349,
    stores: ["jarir", "extra", "noon", "amazon"],
  }),
  variantOf("apple-iphone-15-128gb-black", "apple-iphone-15", {
    slug: "apple-iphone-15-512gb-black",
    model: "A3090",
    nameEn: "Apple iPhone 15 512GB Black",
    nameAr: "آيفون 15 سعة 512 جيجابايت - أسود",
    rows: [["Storage", "512GB", "512 جيجابايت"]],
    image: "phone-black",
    price: 4249,
    stores: ["jarir", "noon"],
  }),
  variantOf("apple-iphone-15-128gb-black", "apple-iphone-15", {
    slug: "apple-iphone-15-128gb-pink",
    model: "A3090",
    nameEn: "Apple iPhone 15 128GB Pink",
    nameAr: "آيفون 15 سعة 128 جيجابايت - وردي",
    rows: [["Colour", "Pink", "وردي"]],
    image: "phone-purple",
    price: 2949,
    stores: ["extra", "noon", "amazon"],
  }),
  variantOf("samsung-galaxy-s25-ultra-256gb-titanium-silverblue", "samsung-galaxy-s25-ultra", {
    slug: "samsung-galaxy-s25-ultra-512gb-titanium-silverblue",
    model: "SM-S938B/DS",
    nameEn: "Samsung Galaxy S25 Ultra 5G 512GB Titanium Silverblue",
    nameAr: "سامسونج جالكسي S25 ألترا 5G سعة 512 جيجابايت - تيتانيوم فضي مزرق",
    rows: [["Memory", "12GB RAM / 512GB", "ذاكرة 12 جيجابايت / تخزين 512 جيجابايت"]],
    image: "phone-blue",
    price: 5199,
    stores: ["extra", "jarir", "noon"],
  }),
  variantOf("samsung-65-crystal-uhd-4k-cu7000", "samsung-crystal-uhd-cu7000", {
    slug: "samsung-55-crystal-uhd-4k-cu7000",
    model: "UA55CU7000UXSA",
    nameEn: "Samsung 55-inch Crystal UHD 4K Smart TV CU7000",
    nameAr: "شاشة سامسونج 55 بوصة كريستال UHD بدقة 4K سمارت CU7000",
    rows: [["Screen size", "55 inch", "55 بوصة"]],
    image: "tv-blue",
    price: 1699,
  }),
];
