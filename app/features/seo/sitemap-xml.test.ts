import { expect, it } from "vitest";
import { buildSitemapIndex, buildUrlSet } from "./sitemap-xml";

it("lists each page in English and Arabic, each naming both as alternates", () => {
  const xml = buildUrlSet("https://qaren.sa", [
    { pathname: "/products", params: { category: "c1" } },
    { pathname: "/products/p1", lastModified: new Date("2026-03-04T10:00:00Z") },
  ]);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  expect(xml.match(/<url>/g)).toHaveLength(4);
  expect(xml).toContain("<loc>https://qaren.sa/products?category=c1</loc>");
  expect(xml).toContain("<loc>https://qaren.sa/products?category=c1&amp;lang=ar</loc>");
  expect(xml).toContain('hreflang="ar" href="https://qaren.sa/products/p1?lang=ar"');
  expect(xml).toContain('hreflang="x-default" href="https://qaren.sa/products/p1"');
  expect(xml).toContain("<lastmod>2026-03-04</lastmod>");
});

it("indexes numbered parts", () => {
  const xml = buildSitemapIndex("https://qaren.sa", 2);
  expect(xml).toContain("<loc>https://qaren.sa/sitemap.xml?part=1</loc>");
  expect(xml).toContain("<loc>https://qaren.sa/sitemap.xml?part=2</loc>");
});
