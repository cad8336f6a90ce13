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
