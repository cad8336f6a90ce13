// Store discovery (issue 36), in English and Arabic: an admin gives a store its site, runs discovery
// against a local stand-in store, sees the matched price on the product's page and the unmatched
// pages with their closest products and why each was refused; then says which product one page is
// (its price shows at once) and creates a product from another, the form drafted from the page.
// This file runs its own server with FETCH_ALLOW_PRIVATE_HOSTS on, each language its own store.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPage, type StandInStore, startStandInStore, urlset } from "../setup/stand-in-store";
import { seriousAxeViolations, setUpBrowser } from "./support/browser";
import { type StartedServer, startServer, stopServer } from "./support/server";
import { DEMO_ADMIN, signInThroughForm } from "./support/session";

const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? path.join(os.tmpdir(), "qaren-store-discovery-shots");
const sites: Record<"en" | "ar", StandInStore | undefined> = { en: undefined, ar: undefined };
let server: StartedServer;
let dataDir: string;
const { withPage } = setUpBrowser();

const STORES = {
  en: { name: "Discovery Demo Store", nameAr: "متجر الاكتشاف التجريبي" },
  ar: { name: "Souq Discovery", nameAr: "سوق الاكتشاف" },
} as const;

/** Each language's stand-in store: one page matched by its GTIN, two that wait for the admin. */
const PAGES = {
  en: {
    matched: {
      path: "/p/iphone-16-pro-max",
      search: "iPhone 16 Pro Max",
      fields: {
        name: "Apple iPhone 16 Pro Max 256GB Desert Titanium",
        price: "4777.00",
        brand: "Apple",
        gtin: "0195949822636",
      },
    },
    attach: {
      path: "/p/iphone-15-black",
      fields: { name: "Apple iPhone 15 Black", price: "2899.00", brand: "Apple" },
      product: "Apple iPhone 15 128GB Black",
      search: "iPhone 15 128GB Black",
    },
    create: {
      path: "/p/iphone-15-1tb",
      fields: {
        name: "Apple iPhone 15 1TB Black",
        price: "5499.00",
        brand: "Apple",
        breadcrumb: ["Home", "Phones & Tablets", "Smartphones"],
        specs: [["Warranty", "1 year"]] as [string, string][],
      },
    },
  },
  ar: {
    matched: {
      path: "/p/s24-ultra",
      search: "S24 Ultra",
      fields: {
        name: "سامسونج جالكسي S24 ألترا 256 جيجابايت تيتانيوم أسود",
        price: "4111.00",
        brand: "Samsung",
        gtin: "8806095300146",
      },
    },
    attach: {
      path: "/p/s25-ultra",
      fields: {
        name: "سامسونج جالكسي S25 ألترا 5G - تيتانيوم فضي مزرق",
        price: "4599.00",
        brand: "Samsung",
        mpn: "SM-S938B/DS",
      },
      product: "سامسونج جالكسي S25 ألترا 5G سعة 256 جيجابايت - تيتانيوم فضي مزرق",
      search: "S25 Ultra 256",
    },
    create: {
      path: "/p/s25-ultra-1tb",
      fields: {
        name: "سامسونج جالكسي S25 ألترا 5G سعة 1 تيرابايت - تيتانيوم فضي مزرق",
        price: "6199.00",
        brand: "Samsung",
        mpn: "SM-S938B/DS",
        breadcrumb: ["الرئيسية", "الجوالات الذكية"],
      },
    },
  },
} as const;

const TEXTS = {
  en: {
    discoveryLink: (store: string) => `Discovery of ${store}`,
    site: "Home page address",
    saveSite: "Save the site",
    siteSaved: "The site is saved.",
    discover: "Discover products",
    finished: "Finished",
    unmatchedTitle: "Unmatched offers",
    storageDiffers: "Storage differs: 1 TB on the page vs",
    storageMissing: "The page does not state the Storage (this product: 128 GB)",
    accept: (product: string) => `This is the product: ${product}`,
    attached: "Page matched: its price is on the product now, and later discovery runs take it at once.",
    createFromPage: "Create product from this page",
    formTitle: "Create a product from a store's page",
    nameEn: "English Name",
    nameAr: "Arabic Name",
    otherName: "آيفون 15 سعة 1 تيرابايت - أسود",
    brand: "Brand",
    category: "Category",
    storage: "Storage (GB)",
    add: "Add Product",
    created: "Product created, and the page's offer is on it.",
  },
  ar: {
    discoveryLink: (store: string) => `اكتشاف منتجات ${store}`,
    site: "عنوان الصفحة الرئيسية",
    saveSite: "حفظ الموقع",
    siteSaved: "تم حفظ الموقع.",
    discover: "اكتشاف المنتجات",
    finished: "اكتمل",
    unmatchedTitle: "عروض غير مطابَقة",
    storageDiffers: "اختلاف في السعة التخزينية: 1 تيرابايت في الصفحة مقابل",
    storageMissing: "الصفحة لا تذكر السعة التخزينية (في هذا المنتج: 256 جيجابايت)",
    accept: (product: string) => `هذا هو المنتج: ${product}`,
    attached: "طوبقت الصفحة: سعرها على المنتج الآن، وستعتمدها قراءات الاكتشاف اللاحقة مباشرة.",
    createFromPage: "إنشاء منتج من هذه الصفحة",
    formTitle: "إنشاء منتج من صفحة متجر",
    nameEn: "الاسم بالإنجليزية",
    nameAr: "الاسم بالعربية",
    otherName: "Samsung Galaxy S25 Ultra 5G 1TB Titanium Silverblue",
    brand: "العلامة التجارية",
    category: "الفئة",
    storage: "السعة التخزينية (جيجابايت)",
    add: "إضافة المنتج",
    created: "أُنشئ المنتج، وأُضيف إليه عرض الصفحة.",
  },
} as const;

beforeAll(async () => {
  for (const lang of ["en", "ar"] as const) {
    const site = await startStandInStore();
    sites[lang] = site;
    const pages = Object.values(PAGES[lang]);
    site.pages.set("/robots.txt", { type: "text/plain", body: "User-agent: *\nDisallow: /checkout\n" });
    site.pages.set("/sitemap.xml", {
      type: "application/xml",
      body: urlset(
        site.origin,
        pages.map((entry) => [entry.path]),
      ),
    });
    for (const entry of pages) site.pages.set(entry.path, { body: productPage(entry.fields) });
    // The product picture the pages name.
    site.pages.set("/images/product.jpg", {
      type: "image/svg+xml",
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#64748b"/></svg>',
    });
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-e2e-store-discovery-"));
  // The first start seeds the demo catalogue; the two stores are added while it is down.
  await stopServer(await startServer({ dataDir }));
  const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite"), extensions: { pg_trgm } });
  try {
    for (const store of Object.values(STORES)) {
      await db.query("insert into stores (name, name_ar, domain) values ($1, $2, '127.0.0.1')", [
        store.name,
        store.nameAr,
      ]);
    }
  } finally {
    await db.close();
  }
  // The stores' product images, which a product created from a page keeps, are allowed images.
  const imageOrigins = `${sites.en!.origin},${sites.ar!.origin}`;
  server = await startServer({
    dataDir,
    env: { FETCH_ALLOW_PRIVATE_HOSTS: "1", IMAGE_ORIGINS: imageOrigins },
  });
  mkdirSync(SHOTS, { recursive: true });
}, 300_000);

afterAll(async () => {
  if (server) await stopServer(server);
  await sites.en?.close();
  await sites.ar?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Reloads the discovery screen until the newest run has finished (the job runs in the background). */
async function waitForFinishedRun(page: Page, finished: string) {
  for (let attempt = 0; attempt < 90; attempt++) {
    const latest = page.getByTestId("discovery-run").first();
    if ((await latest.count()) && (await latest.innerText()).includes(finished)) return latest;
    await page.waitForTimeout(1000);
    await page.reload();
  }
  throw new Error("no discovery run finished");
}

/** The product's page, found by searching; returns the store offers' texts. */
async function offersOn(page: Page, lang: string, query: string) {
  await page.goto(`${server.baseUrl}/search?q=${encodeURIComponent(query)}&lang=${lang}`);
  await page.locator('a[href^="/products/"]').first().click();
  await page.getByTestId("store-offer").first().waitFor();
  return page.getByTestId("store-offer").allInnerTexts();
}

describe.each(["en", "ar"] as const)("store discovery in %s", (lang) => {
  const t = TEXTS[lang];
  const store = STORES[lang];
  const pages = PAGES[lang];
  const storeName = lang === "ar" ? store.nameAr : store.name;

  it("discovers a store's products, shows the matched price and the queue's reasons, attaches one page and creates a product from another", async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${server.baseUrl}/?lang=${lang}`);
      await signInThroughForm(page, server.baseUrl, DEMO_ADMIN);

      // The store's site, then a discovery run against the stand-in store.
      await page.goto(`${server.baseUrl}/admin/stores`);
      await page
        .getByTestId(`store-${store.name}`)
        .getByRole("link", { name: t.discoveryLink(store.name) })
        .click();
      await page.waitForURL(/\/admin\/stores\/[^/]+\/discovery/);
      expect(await page.locator("html").getAttribute("dir")).toBe(lang === "ar" ? "rtl" : "ltr");
      await page.getByLabel(t.site).fill(`${sites[lang]!.origin}/`);
      await page.getByRole("button", { name: t.saveSite }).click();
      await page.getByText(t.siteSaved).waitFor();
      await page.getByRole("button", { name: t.discover }).click();
      const run = await waitForFinishedRun(page, t.finished);
      expect(await run.getByTestId("discovery-productPages").innerText()).toBe("3");
      expect(await run.getByTestId("discovery-matched").innerText()).toBe("1");
      expect(await run.getByTestId("discovery-queued").innerText()).toBe("2");
      await shoot(page, `discovery-${lang}`);

      // The GTIN's product now shows the store's discovered price.
      const offers = await offersOn(page, lang, pages.matched.search);
      const amount = Number(pages.matched.fields.price).toLocaleString("en-US", { minimumFractionDigits: 2 });
      expect(offers.some((offer) => offer.includes(storeName) && offer.includes(amount))).toBe(true);

      // The queue: each page with its closest products and why each was refused.
      await page.goto(`${server.baseUrl}/admin/feeds/unmatched`);
      await page.getByRole("heading", { level: 1, name: t.unmatchedTitle }).waitFor();
      const item = (name: string) => page.getByTestId("unmatched-item").filter({ hasText: name });
      const created = item(pages.create.fields.name);
      const attach = item(pages.attach.fields.name);
      expect(await created.getByTestId("unmatched-reason").allInnerTexts()).toEqual(
        expect.arrayContaining([expect.stringContaining(t.storageDiffers)]),
      );
      expect(await attach.getByTestId("unmatched-reason").allInnerTexts()).toContain(t.storageMissing);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shoot(page, `unmatched-${lang}`);

      // "This page is that product": its price is on the product at once.
      await attach.getByRole("button", { name: t.accept(pages.attach.product) }).click();
      await page.getByText(t.attached).waitFor();
      expect(await item(pages.attach.fields.name).count()).toBe(0);

      // "Create product from this page": the form drafted from the page, nothing created until saved.
      await created.getByRole("link", { name: t.createFromPage }).click();
      await page.getByRole("heading", { level: 1, name: t.formTitle }).waitFor();
      // What saving will do: the page's offer, at its store, goes to the new product.
      expect(await page.getByTestId("page-product-intro").innerText()).toContain(storeName);
      // The specification rows' fields are named "English Name" too: the product's are the form's first.
      const nameField = (label: string) => page.getByLabel(label, { exact: true }).first();
      const ownName = lang === "ar" ? t.nameAr : t.nameEn;
      const otherName = lang === "ar" ? t.nameEn : t.nameAr;
      expect(await nameField(ownName).inputValue()).toBe(pages.create.fields.name);
      expect(await nameField(otherName).inputValue()).toBe("");
      expect(await page.getByLabel(t.brand, { exact: true }).inputValue()).toBe(pages.create.fields.brand);
      expect(await page.getByLabel(t.storage, { exact: true }).inputValue()).toBe("1024");
      const category = page.getByLabel(t.category, { exact: true });
      expect(await category.locator("option:checked").innerText()).toMatch(
        lang === "ar" ? /الجوالات الذكية/ : /Smartphones/,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shoot(page, `page-product-${lang}`);
      await nameField(otherName).fill(t.otherName);
      await page.getByRole("button", { name: t.add }).click();
      await page.getByText(t.created).waitFor();
      expect(await item(pages.create.fields.name).count()).toBe(0);

      // Both decisions show their prices on the products' pages.
      const attachedOffers = await offersOn(page, lang, pages.attach.search);
      expect(attachedOffers.some((offer) => offer.includes(storeName))).toBe(true);
      const newOffers = await offersOn(page, lang, lang === "ar" ? "S25 Ultra 1TB" : "iPhone 15 1TB");
      const newAmount = Number(pages.create.fields.price).toLocaleString("en-US", {
        minimumFractionDigits: 2,
      });
      expect(newOffers.some((offer) => offer.includes(storeName) && offer.includes(newAmount))).toBe(true);
    });
  }, 240_000);
});
