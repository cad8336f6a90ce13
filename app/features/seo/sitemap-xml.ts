// sitemap.xml (PD-20): every public page in English and in Arabic (`?lang=ar`), each entry
// naming both languages as hreflang alternates, as search engines ask for bilingual sites.
import { localizedUrl } from "~/utils/meta";

export type SitemapPage = {
  pathname: string;
  params?: Record<string, string>;
  lastModified?: Date;
};

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function buildUrlSet(origin: string, pages: readonly SitemapPage[]): string {
  const entries = pages.flatMap((page) => {
    const en = localizedUrl(origin, page.pathname, page.params ?? {}, "en");
    const ar = localizedUrl(origin, page.pathname, page.params ?? {}, "ar");
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="ar" href="${escapeXml(ar)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(en)}"/>`,
    ].join("");
    const lastModified = page.lastModified
      ? `<lastmod>${page.lastModified.toISOString().slice(0, 10)}</lastmod>`
      : "";
    return [en, ar].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${lastModified}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
  ].join("\n");
}

export function buildSitemapIndex(origin: string, parts: number): string {
  const sitemaps = Array.from({ length: parts }, (_, index) => {
    const loc = new URL(`/sitemap.xml?part=${index + 1}`, origin).toString();
    return `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps,
    "</sitemapindex>",
  ].join("\n");
}
