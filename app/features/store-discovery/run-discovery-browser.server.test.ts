// Discovery of a store whose pages are application shells (issue 36): the served HTML holds no
// product, its script writes it in; the run opens such pages in the built-in browser, as the
// price refresh does, and reads the product and its links from what the browser shows.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { productPrices } from "~/db/schema";
import { allowAllAddresses, createBrowserRenderer } from "~/features/page-fetching/browser-renderer.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { createPhoneCategory, createStore } from "../../../tests/setup/factories";
import {
  appShellListing,
  appShellProductPage,
  type StandInStore,
  startStandInStore,
  urlset,
} from "../../../tests/setup/stand-in-store";
import { runDiscovery } from "./run-discovery.server";
import { createSiteFetcher } from "./site-fetcher.server";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Prices count as current for hours after their check (PD-21), on the database's clock.
const NOW = new Date(Date.now() - 60 * 60 * 1000);

let handle: DatabaseHandle;
let db: Database;
const renderer = createBrowserRenderer({
  executablePath: CHROMIUM,
  policy: allowAllAddresses,
  pageTimeoutMs: 3000,
});
const sites: StandInStore[] = [];
const ids: Record<string, string> = {};

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  const { createPhone } = await createPhoneCategory(db, { slug: "app-shell-phones" });
  ids.s24 = (
    await createPhone({
      nameEn: "Galaxy S24 Ultra",
      nameAr: "جالكسي S24 الترا",
      brand: "Samsung",
      model: "SM-S928B",
    })
  ).id;
  ids.pixel = (
    await createPhone({ nameEn: "Pixel 8 Pro", nameAr: "بكسل 8 برو", brand: "Google", model: "GC3VE" })
  ).id;
}, 60_000);

afterAll(async () => {
  await renderer.close();
  await Promise.all(sites.map((site) => site.close()));
  await handle.close();
});

async function appShellStore(): Promise<StandInStore> {
  const site = await startStandInStore();
  sites.push(site);
  site.pages.set("/robots.txt", { type: "text/plain", body: "User-agent: *\nAllow: /\n" });
  site.pages.set("/p/galaxy", {
    body: appShellProductPage({
      name: "Samsung Galaxy S24 Ultra",
      price: "4399.00",
      brand: "Samsung",
      mpn: "SM-S928B",
    }),
  });
  site.pages.set("/p/pixel", {
    body: appShellProductPage({
      name: "Google Pixel 8 Pro",
      price: "3299.00",
      brand: "Google",
      mpn: "GC3VE",
    }),
  });
  return site;
}

async function priceAt(storeName: string, productId: string): Promise<string | null> {
  const [offer] = await db
    .select({ price: productPrices.price })
    .from(productPrices)
    .where(and(eq(productPrices.storeName, storeName), eq(productPrices.productId, productId)));
  return offer?.price ?? null;
}

describe("a discovery run of a store whose pages are application shells", () => {
  it("opens the sitemap's product pages in the browser and matches what it shows", async () => {
    const site = await appShellStore();
    site.pages.set("/sitemap.xml", {
      type: "application/xml",
      body: urlset(site.origin, [["/p/galaxy"], ["/p/pixel"]]),
    });
    const store = await createStore(db, { name: "Shell Store", site: `${site.origin}/` });
    const fetcher = createSiteFetcher({ allowPrivateHosts: true, totalTimeoutMs: 5000 });
    const pauses: number[] = [];
    try {
      const summary = await runDiscovery(db, {
        storeId: store.id,
        fetcher,
        renderer,
        sleep: async (ms) => {
          pauses.push(ms);
        },
        now: NOW,
      });
      // robots, sitemap, and each page twice: as served, then in the browser.
      expect(summary).toMatchObject({
        status: "finished",
        pagesRead: 6,
        productPages: 2,
        matched: 2,
        queued: 0,
      });
      // The browser's visit waits its turn like any request.
      expect(pauses).toHaveLength(5);
      expect(await priceAt("Shell Store", ids.s24!)).toBe("4399.00");
      expect(await priceAt("Shell Store", ids.pixel!)).toBe("3299.00");
    } finally {
      await fetcher.close();
    }
  });

  it("walks listing links its script writes in, and reads nothing from the shells without a browser", async () => {
    const site = await appShellStore();
    site.pages.set("/", { body: appShellListing([["/category/phones", "Phones"]]) });
    site.pages.set("/category/phones", {
      body: appShellListing([
        ["/p/galaxy", "Galaxy"],
        ["/p/pixel", "Pixel"],
      ]),
    });
    const withBrowser = await createStore(db, { name: "Shell Walk Store", site: `${site.origin}/` });
    const fetcher = createSiteFetcher({ allowPrivateHosts: true, totalTimeoutMs: 5000 });
    try {
      const summary = await runDiscovery(db, {
        storeId: withBrowser.id,
        fetcher,
        renderer,
        sleep: async () => {},
        now: NOW,
      });
      expect(summary).toMatchObject({ status: "finished", productPages: 2, matched: 2 });
      expect(await priceAt("Shell Walk Store", ids.pixel!)).toBe("3299.00");

      // As served, the shells hold no product and no link: the run finds nothing to match.
      const servedOnly = await createStore(db, { name: "Served Walk Store", site: `${site.origin}/` });
      const served = await runDiscovery(db, {
        storeId: servedOnly.id,
        fetcher,
        sleep: async () => {},
        now: NOW,
      });
      expect(served).toMatchObject({ status: "finished", productPages: 0, matched: 0 });
      expect(await priceAt("Served Walk Store", ids.pixel!)).toBeNull();
    } finally {
      await fetcher.close();
    }
  });
});
