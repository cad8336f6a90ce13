// The stand-in store of the discovery row of `npm run bench` (issue 36): product pages generated
// from the bench catalogue, as a store's site serves them (robots.txt, a sitemap index, product
// sitemaps of 5,000 addresses and one of other pages), each page with the truth of what it is: the
// catalogue product it sells, or none. Most pages are the catalogue's products written the ways
// stores write them (model number with or without a region suffix, English or Arabic name, storage
// in the title or the spec table, no model number at all); the rest are traps a matcher must not
// take (the same model in another storage, a case for it, a bundle, a refurbished one, the same name
// under another brand, the same name with another model number) and products the catalogue does
// not have. Deterministic: the same products and seed give the same site.

import type { StandInPage } from "../../tests/setup/stand-in-store";
import { productPage, sitemapIndex, urlset } from "../../tests/setup/stand-in-store";
import { prng } from "./catalogue";

/** A catalogue product as the generator needs it. */
export type SiteProduct = {
  id: string;
  nameEn: string;
  nameAr: string;
  brand: string;
  model: string;
  /** The phone's storage in GB (its variant axis); null for products without one. */
  storageGb: number | null;
};

export type PageKind =
  | "model"
  | "modelSuffixArabic"
  | "modelSpecTable"
  | "nameOnly"
  | "otherStorage"
  | "otherModel"
  | "accessory"
  | "bundle"
  | "refurbished"
  | "otherBrand"
  | "unknown";

/** Pages that are a catalogue product: matching them is right, queueing them is a miss. */
export const EXACT_KINDS: readonly PageKind[] = ["model", "modelSuffixArabic", "modelSpecTable", "nameOnly"];

export type SitePage = {
  path: string;
  kind: PageKind;
  /** The catalogue product the page sells; null for traps and unknown products. */
  truth: string | null;
  fields: Parameters<typeof productPage>[0];
  lastmod: string;
};

export type DiscoverySite = { pages: SitePage[] };

/** Every 20 pages: 11 exact pages, 8 traps, 1 unknown product. */
const MIX: PageKind[] = [
  "model",
  "model",
  "model",
  "model",
  "model",
  "modelSuffixArabic",
  "modelSuffixArabic",
  "modelSpecTable",
  "modelSpecTable",
  "nameOnly",
  "nameOnly",
  "otherStorage",
  "otherStorage",
  "otherModel",
  "accessory",
  "bundle",
  "refurbished",
  "otherBrand",
  "otherBrand",
  "unknown",
];
const STORAGES = [64, 128, 256, 512, 1024];
export const PAGES_PER_SITEMAP = 5000;

const storageText = (gb: number) => (gb >= 1024 ? `${gb / 1024}TB` : `${gb}GB`);

/**
 * `count` pages over `products`. A product is used once at most, and only one whose model number
 * no other product of its brand shares (so the truth is never in doubt); a trap's name is never a
 * catalogue product's own.
 */
export function generateDiscoverySite(
  products: readonly SiteProduct[],
  { count, seed = 36 }: { count: number; seed?: number },
): DiscoverySite {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const modelCount = new Map<string, number>();
  const names = new Set<string>();
  const brands = new Set<string>();
  for (const product of products) {
    const key = `${product.brand}|${product.model}`;
    modelCount.set(key, (modelCount.get(key) ?? 0) + 1);
    names.add(product.nameEn.toLowerCase());
    brands.add(product.brand);
  }
  const usable = products
    .filter((product) => modelCount.get(`${product.brand}|${product.model}`) === 1)
    .filter((product) => product.nameEn.startsWith(`${product.brand} `));
  // A deterministic shuffle of the usable products.
  const order = usable.map((product) => ({ product, key: random() })).sort((a, b) => a.key - b.key);
  const brandList = [...brands].sort();

  const pages: SitePage[] = [];
  let next = 0;
  let attempts = 0;
  while (pages.length < count && next < order.length) {
    const product = order[next++]!.product;
    const kind = MIX[attempts++ % MIX.length]!;
    const page = pageOf(product, kind);
    if (page) pages.push({ ...page, path: `/p/${pages.length + 1}-${slug(page.fields.name)}` });
  }
  return { pages };

  function pageOf(product: SiteProduct, kind: PageKind): Omit<SitePage, "path"> | null {
    const price = `${100 + Math.floor(random() * 9900)}.${pick(["00", "95"])}`;
    const lastmod = `2026-${String(1 + Math.floor(random() * 11)).padStart(2, "0")}-${String(1 + Math.floor(random() * 28)).padStart(2, "0")}`;
    const storage = product.storageGb;
    const withStorage = (name: string, gb = storage) => (gb ? `${name} ${storageText(gb)}` : name);
    const exact = (fields: SitePage["fields"]) => ({ kind, truth: product.id, fields, lastmod });
    const trap = (fields: SitePage["fields"]) => ({ kind, truth: null, fields, lastmod });
    const base = { price, brand: product.brand };
    switch (kind) {
      case "model":
        return exact({ ...base, name: withStorage(product.nameEn), mpn: product.model });
      case "modelSuffixArabic":
        return exact({ ...base, name: withStorage(product.nameAr), mpn: `${product.model}/DS` });
      case "modelSpecTable":
        return exact({
          ...base,
          name: product.nameEn,
          mpn: product.model,
          specs: storage ? [["Internal storage", `${storage} GB`]] : [],
        });
      case "nameOnly":
        return exact({ ...base, name: withStorage(product.nameEn) });
      case "otherStorage": {
        if (!storage) return trap({ ...base, name: product.nameEn, mpn: `${product.model}X2` });
        const other = pick(STORAGES.filter((gb) => gb !== storage));
        return trap({ ...base, name: withStorage(product.nameEn, other), mpn: product.model });
      }
      case "otherModel":
        // The same name under a model number the catalogue does not have (next year's edition).
        return trap({ ...base, name: withStorage(product.nameEn), mpn: `${product.model}X2` });
      case "accessory":
        return trap({ ...base, name: `Silicone Case for ${withStorage(product.nameEn)}` });
      case "bundle":
        return trap({ ...base, name: `${withStorage(product.nameEn)} with Charger`, mpn: product.model });
      case "refurbished":
        return trap({
          ...base,
          name: `${withStorage(product.nameEn)} (Renewed)`,
          mpn: product.model,
          condition: "RefurbishedCondition",
        });
      case "otherBrand": {
        const brand = pick(brandList.filter((other) => other !== product.brand));
        const name = `${brand}${product.nameEn.slice(product.brand.length)}`;
        // A name some product of that brand really has is no trap.
        if (names.has(name.toLowerCase())) return null;
        return trap({ ...base, brand, name: withStorage(name) });
      }
      case "unknown": {
        // A generation the catalogue never has (it numbers 1–30) and a model number of its own.
        const name = product.nameEn.replace(/ \d+ /, ` ${31 + Math.floor(random() * 60)} `);
        if (name === product.nameEn || names.has(name.toLowerCase())) return null;
        return trap({ ...base, name: withStorage(name), mpn: `QX${Math.floor(random() * 1e6)}` });
      }
    }
  }
}

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "item"
  );
}

/**
 * The site at `origin`, as the stand-in store serves it: robots.txt naming the sitemap index, which
 * names the product sitemaps and one sitemap of other pages (which discovery leaves alone).
 */
export function siteAddresses(site: DiscoverySite, origin: string): Map<string, StandInPage> {
  const served = new Map<string, StandInPage>();
  const maps: string[] = [];
  for (let start = 0; start < site.pages.length; start += PAGES_PER_SITEMAP) {
    const path = `/sitemaps/products-${maps.length + 1}.xml`;
    maps.push(path);
    const entries = site.pages
      .slice(start, start + PAGES_PER_SITEMAP)
      .map((page): [string, string] => [page.path, page.lastmod]);
    served.set(path, { type: "application/xml", body: urlset(origin, entries) });
  }
  served.set("/sitemaps/pages.xml", {
    type: "application/xml",
    body: urlset(origin, [["/about"], ["/delivery"]]),
  });
  served.set("/sitemap_index.xml", {
    type: "application/xml",
    body: sitemapIndex(origin, [...maps, "/sitemaps/pages.xml"]),
  });
  served.set("/robots.txt", {
    type: "text/plain",
    body: `User-agent: *\nDisallow: /account/\nSitemap: ${origin}/sitemap_index.xml\n`,
  });
  served.set("/", { body: "<!doctype html><html><body><h1>Stand-in store</h1></body></html>" });
  for (const page of site.pages) served.set(page.path, { body: productPage(page.fields) });
  return served;
}

export type DiscoveryScore = {
  exactPages: number;
  exactMatched: number;
  exactQueued: number;
  trapPages: number;
  /** Pages matched to a product other than the one they sell (or to any, for a trap): must be 0. */
  wrongMatches: number;
  wrong: { path: string; kind: PageKind; matched: string; truth: string | null }[];
};

/** Set what a run matched (address → product, for the pages it read) against the truth. */
export function scoreDiscovery(
  site: DiscoverySite,
  origin: string,
  matched: ReadonlyMap<string, string>,
  read: ReadonlySet<string>,
): DiscoveryScore {
  const score: DiscoveryScore = {
    exactPages: 0,
    exactMatched: 0,
    exactQueued: 0,
    trapPages: 0,
    wrongMatches: 0,
    wrong: [],
  };
  for (const page of site.pages) {
    const address = `${origin}${page.path}`;
    if (!read.has(address)) continue;
    const productId = matched.get(address) ?? null;
    if (page.truth) score.exactPages++;
    else score.trapPages++;
    if (productId && productId !== page.truth) {
      score.wrongMatches++;
      score.wrong.push({ path: page.path, kind: page.kind, matched: productId, truth: page.truth });
    } else if (page.truth) {
      if (productId) score.exactMatched++;
      else score.exactQueued++;
    }
  }
  return score;
}
