import { describe, expect, it } from "vitest";
import { readPageIdentity } from "~/features/price-extraction/read-identity";
import {
  type DiscoverySite,
  EXACT_KINDS,
  generateDiscoverySite,
  type SiteProduct,
  scoreDiscovery,
  siteAddresses,
} from "./discovery-site";

// A small catalogue in the bench's shape: phones with a storage, TVs without an axis.
const brands = ["Samsung", "Apple", "Xiaomi"];
const products: SiteProduct[] = Array.from({ length: 300 }, (_, index) => {
  const brand = brands[index % brands.length]!;
  const isPhone = index % 2 === 0;
  return {
    id: `product-${index}`,
    nameEn: `${brand} ${isPhone ? "Galaxy S" : "Crystal UHD"} ${1 + (index % 30)} Pro ${index % 7 === 0 ? "Black" : "Blue"}`,
    nameAr: `${isPhone ? "جوال" : "شاشة"} ${brand} ${1 + (index % 30)} برو`,
    brand,
    model: `M${1000 + index}`,
    storageGb: isPhone ? [128, 256, 512][index % 3]! : null,
  };
});
// Two products sharing a model number: neither may be a page's truth.
products.push({ ...products[0]!, id: "shared-model" });

const ORIGIN = "http://store.test";

describe("the bench's stand-in store", () => {
  const site = generateDiscoverySite(products, { count: 200 });

  it("is the same site for the same catalogue and seed, another for another seed", () => {
    expect(generateDiscoverySite(products, { count: 200 })).toEqual(site);
    expect(generateDiscoverySite(products, { count: 200, seed: 7 })).not.toEqual(site);
  });

  it("has the pages asked for, each address once, each product once", () => {
    expect(site.pages).toHaveLength(200);
    expect(new Set(site.pages.map((page) => page.path)).size).toBe(200);
    const truths = site.pages.flatMap((page) => (page.truth ? [page.truth] : []));
    expect(new Set(truths).size).toBe(truths.length);
    expect(truths).not.toContain(products[0]!.id);
    expect(truths).not.toContain("shared-model");
  });

  it("records the truth: exact pages name their product, traps and unknown products none", () => {
    const kinds = new Set(site.pages.map((page) => page.kind));
    for (const kind of [
      "model",
      "modelSuffixArabic",
      "modelSpecTable",
      "nameOnly",
      "otherStorage",
      "otherModel",
      "accessory",
      "bundle",
      "refurbished",
      "otherBrand",
      "unknown",
    ] as const)
      expect(kinds, kind).toContain(kind);
    for (const page of site.pages) {
      if (EXACT_KINDS.includes(page.kind)) expect(page.truth, page.path).not.toBeNull();
      else expect(page.truth, page.path).toBeNull();
    }
    const traps = site.pages.filter((page) => page.truth === null).length;
    expect(traps).toBeGreaterThan(50);
  });

  it("writes the traps as stores do: another storage, a case, a bundle, a refurbished one, another brand", () => {
    const byId = new Map(products.map((product) => [product.id, product]));
    const source = (page: DiscoverySite["pages"][number]) =>
      products.find((product) => page.fields.name.includes(product.nameEn.split(" ").slice(1).join(" ")));
    const otherStorage = site.pages.find(
      (page) => page.kind === "otherStorage" && /GB|TB/.test(page.fields.name),
    )!;
    const owner = products.find((product) => product.model === otherStorage.fields.mpn)!;
    expect(otherStorage.fields.name).not.toContain(`${owner.storageGb}GB`);
    expect(site.pages.find((page) => page.kind === "accessory")!.fields.name).toMatch(/^Silicone Case for /);
    expect(site.pages.find((page) => page.kind === "bundle")!.fields.name).toMatch(/ with Charger$/);
    expect(site.pages.find((page) => page.kind === "refurbished")!.fields.condition).toBe(
      "RefurbishedCondition",
    );
    const otherBrand = site.pages.find((page) => page.kind === "otherBrand")!;
    expect(otherBrand.fields.name.startsWith(otherBrand.fields.brand!)).toBe(true);
    expect(source(otherBrand)!.brand).not.toBe(otherBrand.fields.brand);
    // An exact page by model carries the product's own model number and storage.
    const exact = site.pages.find(
      (page) => page.kind === "model" && page.truth && byId.get(page.truth)!.storageGb,
    )!;
    const product = byId.get(exact.truth!)!;
    expect(exact.fields.mpn).toBe(product.model);
    expect(exact.fields.name).toBe(`${product.nameEn} ${product.storageGb}GB`);
  });

  it("serves robots.txt, a sitemap index and product pages whose identity the reader finds", () => {
    const served = siteAddresses(generateDiscoverySite(products, { count: 120 }), ORIGIN);
    expect(served.get("/robots.txt")!.body).toContain(`Sitemap: ${ORIGIN}/sitemap_index.xml`);
    expect(served.get("/sitemap_index.xml")!.body).toContain(`${ORIGIN}/sitemaps/products-1.xml`);
    const firstPage = served.get("/sitemaps/products-1.xml")!.body!.match(/<loc>([^<]+)<\/loc>/)![1]!;
    const identity = readPageIdentity(served.get(firstPage.slice(ORIGIN.length))!.body!, firstPage);
    expect(identity?.name).toBeTruthy();
  });

  it("scores a run: a trap matched or an exact page matched to another product is a wrong match", () => {
    const small = generateDiscoverySite(products, { count: 40 });
    const exact = small.pages.filter((page) => page.truth);
    const trap = small.pages.find((page) => !page.truth)!;
    const read = new Set(small.pages.map((page) => `${ORIGIN}${page.path}`));
    const matched = new Map<string, string>([
      [`${ORIGIN}${exact[0]!.path}`, exact[0]!.truth!],
      [`${ORIGIN}${exact[1]!.path}`, exact[2]!.truth!],
      [`${ORIGIN}${trap.path}`, exact[0]!.truth!],
    ]);
    const score = scoreDiscovery(small, ORIGIN, matched, read);
    expect(score).toMatchObject({
      exactPages: exact.length,
      exactMatched: 1,
      exactQueued: exact.length - 2,
      trapPages: small.pages.length - exact.length,
      wrongMatches: 2,
    });
    expect(score.wrong.map((wrong) => wrong.path).sort()).toEqual([exact[1]!.path, trap.path].sort());
  });
});
