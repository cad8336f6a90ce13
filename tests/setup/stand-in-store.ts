import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

// A store's site on this machine for discovery tests (issue 36): robots.txt, sitemaps (gzip too),
// listing and product pages, each address answering as a test sets it, every request logged.

export type StandInPage = {
  status?: number;
  body?: string;
  type?: string;
  /** Served as a gzip file (a sitemap.xml.gz), not as a gzip-encoded answer. */
  gzip?: boolean;
  etag?: string;
};

export type StandInStore = {
  origin: string;
  pages: Map<string, StandInPage>;
  /** Paths requested, in order, with the user agent that asked. */
  requests: { path: string; userAgent: string; conditional: boolean }[];
  close(): Promise<void>;
};

export async function startStandInStore(): Promise<StandInStore> {
  const pages = new Map<string, StandInPage>();
  const requests: StandInStore["requests"] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? "/";
    const ifNoneMatch = request.headers["if-none-match"];
    requests.push({
      path,
      userAgent: request.headers["user-agent"] ?? "",
      conditional: Boolean(ifNoneMatch),
    });
    const page = pages.get(path);
    if (!page) {
      response.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
      return;
    }
    if (page.etag && ifNoneMatch === page.etag) {
      response.writeHead(304, { etag: page.etag }).end();
      return;
    }
    const headers: Record<string, string> = {
      "content-type": page.gzip ? "application/x-gzip" : (page.type ?? "text/html; charset=utf-8"),
    };
    if (page.etag) headers.etag = page.etag;
    response.writeHead(page.status ?? 200, headers);
    response.end(page.gzip ? gzipSync(page.body ?? "") : (page.body ?? ""));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    pages,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type ProductPageFields = {
  name: string;
  price: string;
  brand?: string;
  gtin?: string;
  mpn?: string;
  condition?: "NewCondition" | "RefurbishedCondition" | "UsedCondition";
  specs?: [string, string][];
  breadcrumb?: string[];
  inStock?: boolean;
};

/** A product page as Saudi stores write them: JSON-LD Product with its Offer, a spec table. */
export function productPage(fields: ProductPageFields): string {
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: fields.name,
    image: "/images/product.jpg",
    ...(fields.brand ? { brand: { "@type": "Brand", name: fields.brand } } : {}),
    ...(fields.gtin ? { gtin13: fields.gtin } : {}),
    ...(fields.mpn ? { mpn: fields.mpn } : {}),
    offers: {
      "@type": "Offer",
      price: fields.price,
      priceCurrency: "SAR",
      availability: fields.inStock === false ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
      itemCondition: `https://schema.org/${fields.condition ?? "NewCondition"}`,
    },
  };
  const crumbs = fields.breadcrumb
    ? {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: fields.breadcrumb.map((name, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name,
        })),
      }
    : null;
  const table = (fields.specs ?? [])
    .map(([name, value]) => `<tr><th>${name}</th><td>${value}</td></tr>`)
    .join("");
  return `<!doctype html><html lang="en"><head><title>${fields.name}</title>
<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>
${crumbs ? `<script type="application/ld+json">${JSON.stringify(crumbs)}</script>` : ""}
</head><body><h1>${fields.name}</h1><p class="price">${fields.price} SAR</p>
<table>${table}</table></body></html>`;
}

/** A script that writes HTML in once the page has loaded, as an application shell does. */
function shellOf(head: string, body: string): string {
  const literal = (html: string) => JSON.stringify(html).replace(/<\//g, "<\\/");
  return `<!doctype html><html lang="en"><head><title>Store</title></head><body><div id="root"></div>
<script>setTimeout(function () {
  document.head.insertAdjacentHTML("beforeend", ${literal(head)});
  document.getElementById("root").innerHTML = ${literal(body)};
}, 200);</script></body></html>`;
}

/** The same product page as an application shell: served empty, its script writes the product in. */
export function appShellProductPage(fields: ProductPageFields): string {
  const page = productPage(fields);
  const head = /<\/title>([\s\S]*)<\/head>/.exec(page)?.[1] ?? "";
  const body = /<body>([\s\S]*)<\/body>/.exec(page)?.[1] ?? "";
  return shellOf(head, body);
}

/** A listing page as an application shell: served empty, its script writes the links in. */
export function appShellListing(links: [path: string, text: string][]): string {
  return shellOf("", links.map(([path, text]) => `<a href="${path}">${text}</a>`).join(""));
}

/** A urlset sitemap of paths with their lastmod. */
export function urlset(origin: string, entries: [path: string, lastmod?: string][]): string {
  const urls = entries
    .map(
      ([path, lastmod]) =>
        `<url><loc>${origin}${path}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

export function sitemapIndex(origin: string, paths: string[]): string {
  const maps = paths.map((path) => `<sitemap><loc>${origin}${path}</loc></sitemap>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${maps}</sitemapindex>`;
}
