import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createCatalogCache } from "./catalog-cache.server";
import { cachedPage } from "./page-cache.server";

const ORIGIN = "http://qaren.test";

function setup(listLagMs?: number) {
  const cache = createCatalogCache({ listLagMs });
  cache.setListening(true);
  let renders = 0;
  const render =
    (status = 200, nonce = "nonce-a") =>
    async () => {
      renders += 1;
      return new Response(`<html>page ${renders}<script nonce="${nonce}"></script></html>`, {
        status,
        headers: { "Content-Type": "text/html", "Set-Cookie": "lang=ar; Path=/" },
      });
    };
  const visit = async (path: string, init: RequestInit = {}, status = 200, nonce = "nonce-a") => {
    const request = new Request(`${ORIGIN}${path}`, init);
    const response = await cachedPage(cache, request, nonce, render(status, nonce));
    return {
      status: response.status,
      body: await response.text(),
      cookie: response.headers.get("set-cookie"),
      cached: response.headers.get("server-timing"),
    };
  };
  return { cache, visit, renders: () => renders };
}

describe("whole catalogue pages for visitors", () => {
  it("gives a kept page the nonce of the request it is served to", async () => {
    const { visit, renders } = setup();
    const first = await visit("/products", {}, 200, "first-nonce");
    const second = await visit("/products", {}, 200, "second-nonce");
    expect(renders()).toBe(1);
    expect(first.body).toContain('nonce="first-nonce"');
    expect(second.body).toContain('nonce="second-nonce"');
    expect(second.body).not.toContain("first-nonce");
  });

  it("renders a page once per address and language, without its cookies", async () => {
    const { visit, renders } = setup();
    const first = await visit("/products?sortBy=price_asc");
    const again = await visit("/products?sortBy=price_asc");
    expect(first.cached).toBe('page-cache;desc="miss"');
    expect(again).toEqual({ status: 200, body: first.body, cookie: null, cached: 'page-cache;desc="hit"' });
    const arabic = await visit("/products?sortBy=price_asc", { headers: { cookie: "lang=ar" } });
    expect(arabic.body).not.toBe(first.body);
    expect((await visit("/products?sortBy=price_asc", { headers: { cookie: "lang=ar" } })).body).toBe(
      arabic.body,
    );
    await visit("/products?sortBy=price_desc");
    expect(renders()).toBe(3);
  });

  it("keeps each filter by attribute's page apart (docs/decisions/0025, Filters)", async () => {
    const { visit, renders } = setup();
    const phones = "/products?category=smartphones";
    const storage512 = await visit(`${phones}&f.storage=512`);
    const storage256 = await visit(`${phones}&f.storage=256`);
    const range = await visit(`${phones}&f.screen_size=6.1-6.9`);
    expect(new Set([storage512.body, storage256.body, range.body]).size).toBe(3);
    expect((await visit(`${phones}&f.storage=512`)).body).toBe(storage512.body);
    expect(renders()).toBe(3);
  });

  it("renders every time for a signed-in shopper, a form post, or a page that is not the catalogue", async () => {
    const { visit, renders } = setup();
    const signedIn = { headers: { cookie: "lang=en; qaren.session_token=abc.def" } };
    await visit("/", signedIn);
    await visit("/", signedIn);
    await visit("/products/0b5b6f36-0c5d-4f4e-9f65-2b1f4c3d9a10", { method: "POST", body: "intent=save" });
    await visit("/products/0b5b6f36-0c5d-4f4e-9f65-2b1f4c3d9a10", { method: "POST", body: "intent=save" });
    await visit("/profile");
    await visit("/profile");
    expect(renders()).toBe(6);
  });

  it("keeps no error page, and forgets pages when the catalogue changes", async () => {
    const { cache, visit, renders } = setup();
    await visit("/search?q=tv", {}, 500);
    expect((await visit("/search?q=tv")).body).toContain("page 2<");
    expect((await visit("/search?q=tv")).body).toContain("page 2<");
    cache.invalidate();
    expect((await visit("/search?q=tv")).body).toContain("page 3<");
    expect(renders()).toBe(3);
  });

  it("forgets a product's page when its price changes or is checked, and listings within the lag", async () => {
    const { cache, visit } = setup(200);
    const product = "/products/0b5b6f36-0c5d-4f4e-9f65-2b1f4c3d9a10";
    const other = "/products/7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
    for (const path of [product, other, "/search?q=tv"]) await visit(path);
    expect((await visit(product)).cached).toBe('page-cache;desc="hit"');

    // A reading that confirmed the price: the product's page says when it was checked.
    cache.notice("checked:0b5b6f36-0c5d-4f4e-9f65-2b1f4c3d9a10");
    expect((await visit(product)).cached).toBe('page-cache;desc="miss"');
    expect((await visit(other)).cached).toBe('page-cache;desc="hit"');
    expect((await visit("/search?q=tv")).cached).toBe('page-cache;desc="hit"');

    // A changed price: the product's page at once, the search page within the lag.
    cache.notice("changed:0b5b6f36-0c5d-4f4e-9f65-2b1f4c3d9a10");
    expect((await visit(product)).cached).toBe('page-cache;desc="miss"');
    expect((await visit(other)).cached).toBe('page-cache;desc="hit"');
    expect((await visit("/search?q=tv")).cached).toBe('page-cache;desc="hit"');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await visit("/search?q=tv")).cached).toBe('page-cache;desc="miss"');
    expect((await visit(other)).cached).toBe('page-cache;desc="hit"');
  });
});

describe("a kept page, compressed once", () => {
  /** A page of some size with its nonce in several places, one of them its very end. */
  const pageWith = (nonce: string) =>
    `<html><script nonce="${nonce}">${"let row = 1; ".repeat(400)}</script>${"<li>مرحبا</li>".repeat(300)}<script nonce="${nonce}"></script>${nonce}`;

  async function visitCompressed(
    cache: ReturnType<typeof createCatalogCache>,
    nonce: string,
    acceptEncoding?: string,
  ) {
    const request = new Request(`${ORIGIN}/products`, {
      headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {},
    });
    return cachedPage(
      cache,
      request,
      nonce,
      async () => new Response(pageWith(nonce), { headers: { "Content-Type": "text/html; charset=utf-8" } }),
    );
  }

  it("is sent gzipped to a browser that takes gzip, and reads as the page with this answer's nonce", async () => {
    const cache = createCatalogCache({});
    cache.setListening(true);
    await visitCompressed(cache, "first-nonce", "gzip, deflate, br");
    for (const [nonce, accept] of [
      ["second-nonce", "gzip, deflate, br"],
      ["third-nonce-longer", "br;q=1, gzip;q=0.8"],
    ] as const) {
      const response = await visitCompressed(cache, nonce, accept);
      expect(response.headers.get("server-timing")).toContain("hit");
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBeLessThan(Buffer.byteLength(pageWith(nonce)) / 3);
      expect(gunzipSync(bytes).toString("utf8")).toBe(pageWith(nonce));
    }
  });

  it("is sent as it is to a client that takes no gzip", async () => {
    const cache = createCatalogCache({});
    cache.setListening(true);
    await visitCompressed(cache, "first-nonce", "gzip");
    for (const accept of [undefined, "identity", "gzip;q=0"]) {
      const response = await visitCompressed(cache, "other-nonce", accept);
      expect(response.headers.get("content-encoding"), accept).toBeNull();
      expect(await response.text(), accept).toBe(pageWith("other-nonce"));
    }
  });

  it("is kept at its compressed size: a cache holds several pages that would not fit as they are", async () => {
    const cache = createCatalogCache({ maxBytes: 200_000 });
    cache.setListening(true);
    let renders = 0;
    const visit = (page: number) =>
      cachedPage(cache, new Request(`${ORIGIN}/products?page=${page}`), "nonce-a", async () => {
        renders += 1;
        // About 150 KB, as a product page with its history is.
        const rows = `<tr><td>Store ${page}</td><td>SAR 4,299.00</td></tr>`.repeat(3_500);
        return new Response(`<html><script nonce="nonce-a"></script><table>${rows}</table></html>`, {
          headers: { "Content-Type": "text/html" },
        });
      });
    for (const page of [1, 2, 3, 4, 5]) await visit(page);
    for (const page of [1, 2, 3, 4, 5]) await visit(page);
    expect(renders).toBe(5);
  });
});
