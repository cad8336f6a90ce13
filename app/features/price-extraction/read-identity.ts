// What a product page says the product is (issue 36), beside its price: GTIN, brand, MPN/model,
// name, image, the store's breadcrumb category, its condition and its specification rows, from
// schema.org JSON-LD first, then microdata and Open Graph, then the page's title, breadcrumb and
// spec table. A pure reader: it maps nothing onto the catalogue (discovery does, with the
// attributes' mapper) and decides nothing. A page with no product on it gives null.

import type { CheerioAPI } from "cheerio";
import { asArray, forEachJsonObject, jsonLdScriptTexts, typesOf } from "./json-ld";
import { isJsonObject, type JsonObject, type JsonValue, parseJsonLeniently } from "./page-context";
import { loadPage } from "./page-dom";

export type SpecRow = { name: string; value: string };

export type PageIdentity = {
  name: string;
  /** Every GTIN the page gives (gtin13, gtin14, gtin12, gtin8, gtin, ean, isbn), as written. */
  gtins: string[];
  brand: string | null;
  mpn: string | null;
  model: string | null;
  image: string | null;
  /** The store's breadcrumb, outermost first, without the product's own name. */
  breadcrumb: string[];
  /** "new", "refurbished", "used", or null when the page does not say. */
  condition: "new" | "refurbished" | "used" | null;
  /** JSON-LD additionalProperty rows, then the page's specification table. */
  specs: SpecRow[];
  /** The page's language ("ar", "en"…), from <html lang>, or null. */
  lang: string | null;
};

const PRODUCT_TYPES = new Set(["product", "individualproduct", "productmodel", "productgroup"]);
const GTIN_KEYS = ["gtin13", "gtin14", "gtin12", "gtin8", "gtin", "ean", "isbn"];

function text(value: JsonValue | undefined): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (isJsonObject(value)) return text(value.name ?? value["@value"] ?? value.url ?? value.contentUrl);
  return null;
}

/** Every object in the page's JSON-LD, at any depth (a Product may be an ItemPage's mainEntity). */
function jsonLdNodes($: CheerioAPI): JsonObject[] {
  const nodes: JsonObject[] = [];
  for (const text of jsonLdScriptTexts($)) {
    const document = parseJsonLeniently(text);
    if (document !== null) forEachJsonObject(document, 8, (node) => nodes.push(node));
  }
  return nodes;
}

function readCondition(value: string | null): PageIdentity["condition"] {
  if (!value) return null;
  if (/refurbish/i.test(value)) return "refurbished";
  if (/used|damaged/i.test(value)) return "used";
  if (/new/i.test(value)) return "new";
  return null;
}

function readBreadcrumb($: CheerioAPI, nodes: JsonObject[], name: string): string[] {
  const list = nodes.find((node) => typesOf(node).includes("breadcrumblist"));
  let names: string[] = [];
  if (list) {
    names = asArray(list.itemListElement)
      .filter(isJsonObject)
      .sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0))
      .map((item) => text(item.name) ?? (isJsonObject(item.item) ? text(item.item.name) : null))
      .filter((entry): entry is string => Boolean(entry));
  } else {
    const trail = $(
      'nav[aria-label*="breadcrumb" i], .breadcrumb, .breadcrumbs, [itemtype$="BreadcrumbList"]',
    )
      .first()
      .find("a, li, span[itemprop=name]");
    names = [...new Set(trail.toArray().map((element) => $(element).text().replace(/\s+/g, " ").trim()))];
    names = names.filter(Boolean);
  }
  // The product's own name ends many trails; the home page begins most.
  return names.filter((entry, index) => !(index === names.length - 1 && entry === name));
}

function readSpecTable($: CheerioAPI): SpecRow[] {
  const rows: SpecRow[] = [];
  $("table tr").each((_, row) => {
    const cells = $(row).children("th, td").toArray();
    if (cells.length !== 2) return;
    const [name, value] = cells.map((cell) => $(cell).text().replace(/\s+/g, " ").trim());
    if (name && value && name.length <= 80) rows.push({ name, value });
  });
  $("dl").each((_, list) => {
    const terms = $(list).children("dt").toArray();
    for (const term of terms) {
      const value = $(term).next("dd").text().replace(/\s+/g, " ").trim();
      const name = $(term).text().replace(/\s+/g, " ").trim();
      if (name && value && name.length <= 80) rows.push({ name, value });
    }
  });
  return rows;
}

function meta($: CheerioAPI, ...names: string[]): string | null {
  for (const name of names) {
    const content = $(`meta[property="${name}"], meta[name="${name}"], [itemprop="${name}"]`)
      .first()
      .map((_, element) => $(element).attr("content") ?? $(element).text())
      .get(0);
    if (typeof content === "string" && content.trim()) return content.trim();
  }
  return null;
}

/** The product a page is about, or null when the page shows none (a listing, a home page). */
export function readPageIdentity(html: string, pageUrl: string): PageIdentity | null {
  const $ = loadPage(html);
  const nodes = jsonLdNodes($);
  const products = nodes.filter((node) => typesOf(node).some((type) => PRODUCT_TYPES.has(type)));
  // A page listing several products is a listing, not a product page.
  const named = products.filter((node) => text(node.name));
  const product = named.length === 1 ? named[0]! : null;
  const ogType = meta($, "og:type");
  const microdata = $('[itemtype$="schema.org/Product"], [itemtype$="schema.org/Product/"]');
  if (!product && named.length > 1) return null;
  if (!product && microdata.length !== 1 && !/product/i.test(ogType ?? "")) return null;

  const heading = $("h1").first().text().replace(/\s+/g, " ").trim();
  const name = (product ? text(product.name) : null) ?? meta($, "name", "og:title") ?? (heading || null);
  if (!name) return null;

  const gtins = new Set<string>();
  if (product) {
    for (const key of GTIN_KEYS) {
      for (const value of asArray(product[key])) {
        const written = text(value);
        if (written) gtins.add(written);
      }
    }
    for (const offer of asArray(product.offers).filter(isJsonObject)) {
      for (const key of GTIN_KEYS) {
        const written = text(offer[key]);
        if (written) gtins.add(written);
      }
    }
  }
  for (const key of GTIN_KEYS) {
    const written = meta($, key, `product:${key}`);
    if (written) gtins.add(written);
  }

  const offers = product ? asArray(product.offers).filter(isJsonObject) : [];
  const condition =
    readCondition(product ? text(product.itemCondition) : null) ??
    readCondition(offers.map((offer) => text(offer.itemCondition)).find(Boolean) ?? null) ??
    readCondition(meta($, "itemCondition", "product:condition", "og:condition"));

  const specs: SpecRow[] = [];
  if (product) {
    for (const property of asArray(product.additionalProperty).filter(isJsonObject)) {
      const propertyName = text(property.name);
      const value = text(property.value);
      if (propertyName && value) specs.push({ name: propertyName, value });
    }
    // Variant facts schema.org names directly.
    for (const key of ["color", "size", "material"]) {
      const value = text(product[key]);
      if (value) specs.push({ name: key, value });
    }
  }
  specs.push(...readSpecTable($));

  const image = (product ? text(product.image) : null) ?? meta($, "og:image", "image");
  return {
    name,
    gtins: [...gtins],
    brand: (product ? text(product.brand) : null) ?? meta($, "brand", "product:brand", "og:brand"),
    mpn: (product ? text(product.mpn) : null) ?? meta($, "mpn", "product:mfr_part_no"),
    model: (product ? text(product.model) : null) ?? meta($, "model"),
    image: image ? absolute(image, pageUrl) : null,
    breadcrumb: readBreadcrumb($, nodes, name),
    condition,
    specs,
    lang: $("html").attr("lang")?.trim().slice(0, 2).toLowerCase() || null,
  };
}

function absolute(address: string, base: string): string | null {
  try {
    return new URL(address, base).href;
  } catch {
    return null;
  }
}
