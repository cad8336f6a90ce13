// Sitemaps as sitemaps.org writes them (issue 36): an index naming other sitemaps, or a urlset of
// page addresses, each with its lastmod when given. Read with saxes, namespace-blind (stores use
// the sitemaps.org namespace, none, or an old Google one), at most 50,000 entries (the protocol's
// limit).

import { SaxesParser } from "saxes";

export type SitemapEntry = { loc: string; lastmod: string | null };
export type Sitemap = { kind: "index" | "urlset"; entries: SitemapEntry[] };

export const SITEMAP_MAX_ENTRIES = 50_000;

export class SitemapFormatError extends Error {}

export function readSitemap(xml: string): Sitemap {
  const parser = new SaxesParser({ xmlns: false });
  let kind: Sitemap["kind"] | null = null;
  const entries: SitemapEntry[] = [];
  let current: { loc: string; lastmod: string } | null = null;
  let field: "loc" | "lastmod" | null = null;
  const local = (name: string) => name.replace(/^.*:/, "").toLowerCase();
  parser.on("opentag", (tag) => {
    const name = local(tag.name);
    if (!kind && (name === "sitemapindex" || name === "urlset"))
      kind = name === "urlset" ? "urlset" : "index";
    else if (name === "url" || name === "sitemap") current = { loc: "", lastmod: "" };
    else if (current && (name === "loc" || name === "lastmod")) field = name;
  });
  const onText = (value: string) => {
    if (current && field) current[field] += value;
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", (tag) => {
    const name = local(tag.name);
    if (name === "loc" || name === "lastmod") field = null;
    else if ((name === "url" || name === "sitemap") && current) {
      const loc = current.loc.trim();
      if (loc && entries.length < SITEMAP_MAX_ENTRIES)
        entries.push({ loc, lastmod: current.lastmod.trim() || null });
      current = null;
    }
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    throw new SitemapFormatError((error as Error).message);
  }
  if (!kind) throw new SitemapFormatError("not a sitemap");
  return { kind, entries };
}

/**
 * The sitemaps of an index worth reading for products: those whose address names products where
 * any does (stores split pages, categories, blog and products), otherwise all.
 */
export function productSitemapsOf(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const named = entries.filter((entry) =>
    /(?:^|[^a-z])(?:products?|items?)(?:[^a-z]|$)|منتج/i.test(pathOf(entry.loc)),
  );
  return named.length ? named : [...entries];
}

function pathOf(address: string): string {
  try {
    return decodeURIComponent(new URL(address).pathname);
  } catch {
    return address;
  }
}
