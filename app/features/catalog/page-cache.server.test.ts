import { describe, expect, it } from "vitest";
import { createCatalogCache } from "./catalog-cache.server";
import { cachedPage } from "./page-cache.server";

const ORIGIN = "http://qaren.test";

function setup() {
  const cache = createCatalogCache();
  cache.setListening(true);
  let renders = 0;
  const render =
    (status = 200) =>
    async () => {
      renders += 1;
      return new Response(`<html>page ${renders}</html>`, {
        status,
        headers: { "Content-Type": "text/html", "Set-Cookie": "lang=ar; Path=/" },
      });
    };
  const visit = async (path: string, init: RequestInit = {}, status = 200) => {
    const response = await cachedPage(cache, new Request(`${ORIGIN}${path}`, init), render(status));
    return {
      status: response.status,
      body: await response.text(),
      cookie: response.headers.get("set-cookie"),
    };
  };
  return { cache, visit, renders: () => renders };
}

describe("whole catalogue pages for visitors", () => {
  it("renders a page once per address and language, without its cookies", async () => {
    const { visit, renders } = setup();
    const first = await visit("/products?sortBy=price_asc");
    const again = await visit("/products?sortBy=price_asc");
    expect(again).toEqual({ status: 200, body: first.body, cookie: null });
    const arabic = await visit("/products?sortBy=price_asc", { headers: { cookie: "lang=ar" } });
    expect(arabic.body).not.toBe(first.body);
    expect(await visit("/products?sortBy=price_asc", { headers: { cookie: "lang=ar" } })).toEqual(arabic);
    await visit("/products?sortBy=price_desc");
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
    expect((await visit("/search?q=tv")).body).toBe("<html>page 2</html>");
    expect((await visit("/search?q=tv")).body).toBe("<html>page 2</html>");
    cache.invalidate();
    expect((await visit("/search?q=tv")).body).toBe("<html>page 3</html>");
    expect(renders()).toBe(3);
  });
});
