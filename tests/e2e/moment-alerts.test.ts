// Issue 14, alerts for the moment to buy, in English and Arabic: a shopper switches on "back in
// stock" and "lowest price in 90 days" on the page of a product no store offers now, a price update
// reads the store page (a jump held back until a second reading agrees, PD-14), and each alert
// arrives once as an e-mail and in the bell; the Price Alerts tab then manages them. This file runs
// its own server: the demo catalogue with one store price per product, pointed at a local store.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeViolations, setUpBrowser, uniqueClientAddress, waitForHydration } from "./support/browser";
import { type StartedServer, startServer, stopServer } from "./support/server";
import {
  confirmAddressOverHttp,
  DEMO_ADMIN,
  latestOutboxMail,
  outboxMails,
  signInOverHttp,
  uniqueEmail,
  verificationLinkIn,
} from "./support/session";

type Lang = "en" | "ar";
type Watched = { id: string; nameEn: string; nameAr: string; store: string; readPrice: number };

let server: StartedServer;
let dataDir: string;
const { withPage } = setUpBrowser();
let store: Server;
let storeOrigin: string;
/** What the local store page of each language's product says: a price in stock, or an error. */
const storePages = new Map<Lang, number | null>([
  ["en", null],
  ["ar", null],
]);
const watched = {} as Record<Lang, Watched>;

function storePage(price: number): string {
  const offer = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: "Smart watch",
    offers: {
      "@type": "Offer",
      price: price.toFixed(2),
      priceCurrency: "SAR",
      availability: "https://schema.org/InStock",
    },
  };
  return `<!doctype html><html><head><title>Smart watch</title><script type="application/ld+json">${JSON.stringify(offer)}</script></head><body><h1>Smart watch</h1><p>SAR ${price.toFixed(2)}</p></body></html>`;
}

async function startStore() {
  store = createServer((request, response) => {
    const lang = /^\/item\/(en|ar)$/.exec(request.url ?? "")?.[1] as Lang | undefined;
    const price = lang ? storePages.get(lang) : null;
    if (!price) {
      response.statusCode = 503;
      response.end("<html><body>Down for maintenance</body></html>");
      return;
    }
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(storePage(price));
  });
  await new Promise<void>((resolve) => store.listen(0, "127.0.0.1", resolve));
  storeOrigin = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
}

/**
 * The demo's HUAWEI Watch GT 4 (no current offer: every store's check is weeks old) for English,
 * and the Apple Watch Series 10 made the same way for Arabic. Each keeps one store price, read
 * from the local store; every other store price of the catalogue is removed so that an update
 * reads only these two. The price the store will show is 40 % of its last one: a jump that waits
 * for a second reading, and far below anything the product cost in the last 90 days.
 */
async function prepareCatalogue() {
  const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite"), extensions: { pg_trgm } });
  try {
    const products: Record<Lang, string> = { en: "HUAWEI WATCH GT 4%", ar: "Apple Watch Series 10%" };
    for (const lang of ["en", "ar"] as const) {
      const { rows } = await db.query<{
        id: string;
        name_en: string;
        name_ar: string;
        offer_id: string;
        store: string;
        store_ar: string | null;
        price: string;
        has_history: boolean;
      }>(
        `select p.id, p.name_en, p.name_ar, pp.id as offer_id, pp.store_name as store, s.name_ar as store_ar,
           pp.price, has_enough_price_history(p.history_days) as has_history
         from products p join product_prices pp on pp.product_id = p.id join stores s on s.name = pp.store_name
         where p.name_en like $1 order by pp.price, pp.store_name limit 1`,
        [products[lang]],
      );
      const row = rows[0];
      if (!row?.has_history) throw new Error(`the demo's ${products[lang]} is missing or has no history`);
      await db.query(
        `update product_prices set url = $1, checked_at = now() - interval '20 days' where id = $2`,
        [`${storeOrigin}/item/${lang}`, row.offer_id],
      );
      watched[lang] = {
        id: row.id,
        nameEn: row.name_en,
        nameAr: row.name_ar,
        // The store as the alert's language names it.
        store: (lang === "ar" && row.store_ar) || row.store,
        readPrice: Math.round(Number(row.price) * 0.4),
      };
    }
    await db.query("delete from product_prices where not (url like $1)", [`${storeOrigin}/item/%`]);
    const { rows } = await db.query<{ current: number }>(
      "select count(*)::int as current from products where id = any($1::uuid[]) and lowest_price is not null",
      [[watched.en.id, watched.ar.id]],
    );
    expect(rows[0]?.current).toBe(0);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  await startStore();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-e2e-moments-"));
  // The first start seeds the demo catalogue; the store prices are changed while it is down.
  await stopServer(await startServer({ dataDir }));
  await prepareCatalogue();
  server = await startServer({ dataDir, env: { FETCH_ALLOW_PRIVATE_HOSTS: "1" } });
});

afterAll(async () => {
  if (server) await stopServer(server);
  await new Promise((resolve) => store?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

const price = (amount: number, lang: Lang) => {
  const digits = amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return lang === "ar" ? `${digits} ر.س` : `SAR ${digits}`;
};

const TEXTS = {
  en: {
    verifySubject: "Confirm your e-mail address for Qaren",
    momentTitle: "Alerts for the moment to buy",
    backInStock: "Back in stock",
    lowestIn90Days: "Lowest price in 90 days",
    noCurrentOffer: "No store has a current offer right now.",
    paused: "Paused in your profile. Switch it on to resume it.",
    bell: "Notifications",
    bellUnread: "Notifications: 2 unread",
    bellBackInStock: (store: string, amount: string) => `Back in stock at ${store}: ${amount}`,
    bellLowest: (store: string, amount: string) => `Lowest price in 90 days: ${amount} at ${store}`,
    mailBackInStock: (name: string, store: string, amount: string) =>
      `Back in stock: ${name} at ${store} for ${amount}`,
    mailLowest: (name: string, amount: string) => `Lowest price in 90 days: ${name} is now ${amount}`,
    profile: "My profile",
    active: "Active",
    inactive: "Inactive",
    deactivate: (name: string) => `Deactivate the back-in-stock alert for ${name}`,
    activate: (name: string) => `Activate the back-in-stock alert for ${name}`,
    deleteLowest: (name: string) => `Delete the lowest-price-in-90-days alert for ${name}`,
    confirmDeleteLowest: (name: string) =>
      `Are you sure you want to delete the lowest-price-in-90-days alert for ${name}?`,
    alertsEmpty: "You have no price alerts yet. Open a product to set one.",
  },
  ar: {
    verifySubject: "أكّد بريدك الإلكتروني في قارن",
    momentTitle: "تنبيهات وقت الشراء المناسب",
    backInStock: "عودة التوفر",
    lowestIn90Days: "أقل سعر خلال 90 يومًا",
    noCurrentOffer: "لا يوجد لدى أي متجر عرض حالي الآن.",
    paused: "متوقف مؤقتًا من ملفك الشخصي. فعّله لاستئنافه.",
    bell: "الإشعارات",
    bellUnread: "الإشعارات: إشعاران غير مقروءين",
    bellBackInStock: (store: string, amount: string) => `عاد للتوفر: ${amount} لدى ${store}`,
    bellLowest: (store: string, amount: string) => `أقل سعر خلال 90 يومًا: ${amount} لدى ${store}`,
    mailBackInStock: (name: string, store: string, amount: string) =>
      `عاد للتوفر: ${name} لدى ${store} بسعر ${amount}`,
    mailLowest: (name: string, amount: string) => `أقل سعر خلال 90 يومًا: ${name} الآن بسعر ${amount}`,
    profile: "ملفي الشخصي",
    active: "مفعّل",
    inactive: "متوقف",
    deactivate: (name: string) => `إيقاف تنبيه عودة ${name} للتوفر`,
    activate: (name: string) => `تفعيل تنبيه عودة ${name} للتوفر`,
    deleteLowest: (name: string) => `حذف تنبيه أقل سعر لـ${name} خلال 90 يومًا`,
    confirmDeleteLowest: (name: string) => `هل أنت متأكد من حذف تنبيه أقل سعر لـ${name} خلال 90 يومًا؟`,
    alertsEmpty: "ليست لديك تنبيهات أسعار بعد. افتح أي منتج لإضافة تنبيه.",
  },
} as const;

/** A new shopper who confirmed their address (alert e-mails go only to confirmed addresses). */
async function verifiedShopper(lang: Lang) {
  const account = { email: uniqueEmail(`moments-${lang}`), password: "moments-e2e-123" };
  const registered = await fetch(`${server.baseUrl}/register?lang=${lang}`, {
    method: "POST",
    body: new URLSearchParams({ ...account, confirmPassword: account.password }),
    headers: { origin: server.baseUrl, "X-Forwarded-For": uniqueClientAddress() },
    redirect: "manual",
  });
  expect(registered.status).toBe(302);
  const mail = await latestOutboxMail(server.dataDir, account.email);
  const cookie = await confirmAddressOverHttp(verificationLinkIn(mail.text), account.password);
  return { ...account, cookie };
}

/** Starts "Update prices now" as the admin and waits for the run to end. */
async function updatePricesNow() {
  const adminCookie = await signInOverHttp(server.baseUrl, DEMO_ADMIN);
  const headers = () => ({
    cookie: adminCookie,
    origin: server.baseUrl,
    "X-Forwarded-For": uniqueClientAddress(),
  });
  const started = await fetch(`${server.baseUrl}/api/admin/price-updates`, {
    method: "POST",
    headers: headers(),
  });
  expect(started.status).toBe(202);
  await expect
    .poll(
      async () => {
        const status = await fetch(`${server.baseUrl}/api/admin/price-updates/status`, {
          headers: headers(),
        });
        return ((await status.json()) as { is_running: boolean }).is_running;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(false);
}

/** The alert e-mails the shopper received (everything but the address confirmation), newest first. */
async function alertMails(email: string) {
  const confirmations = [TEXTS.en.verifySubject, TEXTS.ar.verifySubject] as string[];
  const mails = await outboxMails(server.dataDir, email);
  return mails.map((mail) => mail.subject).filter((subject) => !confirmations.includes(subject));
}

const unreadBadge = (page: Page) => page.locator('[data-testid="notification-count"]:visible');

describe.each(["en", "ar"] as const)("alerts for the moment to buy (%s)", (lang) => {
  const text = TEXTS[lang];

  it("back in stock and lowest in 90 days each arrive once, by e-mail and in the bell, and are managed in the profile", async () => {
    const product = watched[lang];
    const name = lang === "ar" ? product.nameAr : product.nameEn;
    const readPrice = price(product.readPrice, lang);
    const shopper = await verifiedShopper(lang);
    await withPage(async ({ page, context }) => {
      await context.addCookies(
        shopper.cookie.split("; ").map((pair) => {
          const [cookieName, ...value] = pair.split("=");
          return { name: cookieName!, value: value.join("="), url: server.baseUrl };
        }),
      );
      const productUrl = `${server.baseUrl}/products/${product.id}?lang=${lang}`;
      await page.goto(productUrl);
      await page.getByRole("heading", { level: 1, name }).waitFor();
      await waitForHydration(page);

      // The product page: both switches off, and no store offers the product now.
      const card = page.locator("section", { has: page.getByRole("heading", { name: text.momentTitle }) });
      const backInStock = card.getByRole("switch", { name: text.backInStock });
      const lowest = card.getByRole("switch", { name: text.lowestIn90Days });
      await card.getByText(text.noCurrentOffer).waitFor();
      expect(await backInStock.getAttribute("aria-checked")).toBe("false");
      expect(await lowest.getAttribute("aria-checked")).toBe("false");
      await backInStock.click();
      await expect.poll(() => backInStock.getAttribute("aria-checked")).toBe("true");
      await lowest.click();
      await expect.poll(() => lowest.getAttribute("aria-checked")).toBe("true");
      await page.waitForLoadState("networkidle");
      await page.reload();
      await waitForHydration(page);
      expect(await backInStock.getAttribute("aria-checked")).toBe("true");
      expect(await lowest.getAttribute("aria-checked")).toBe("true");
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The store page now shows 40 % of the old price: the first reading is held back.
      storePages.set(lang, product.readPrice);
      storePages.set(lang === "en" ? "ar" : "en", null);
      await updatePricesNow();
      await page.waitForTimeout(2_000);
      await page.reload();
      expect(await unreadBadge(page).count()).toBe(0);
      expect(await alertMails(shopper.email)).toEqual([]);

      // A second reading agrees: the product is back in stock, at its lowest in 90 days.
      await updatePricesNow();
      await expect
        .poll(
          async () => {
            await page.reload();
            return (await unreadBadge(page).count()) ? unreadBadge(page).textContent() : null;
          },
          { timeout: 20_000, interval: 1000 },
        )
        .toBe("2");
      await expect.poll(() => alertMails(shopper.email), { timeout: 10_000 }).toHaveLength(2);
      // The same price read once more is no new event.
      await updatePricesNow();
      await page.waitForTimeout(2_000);
      expect((await alertMails(shopper.email)).sort()).toEqual(
        [text.mailBackInStock(name, product.store, readPrice), text.mailLowest(name, readPrice)].sort(),
      );

      await page.reload();
      await waitForHydration(page);
      await page.getByRole("button", { name: text.bellUnread }).click();
      const panel = page.getByRole("region", { name: text.bell });
      const entries = panel.getByRole("link", { name });
      await expect.poll(() => entries.count()).toBe(2);
      const said = await entries.allTextContents();
      expect(
        said.filter((entry) => entry.includes(text.bellBackInStock(product.store, readPrice))),
      ).toHaveLength(1);
      expect(said.filter((entry) => entry.includes(text.bellLowest(product.store, readPrice)))).toHaveLength(
        1,
      );
      await expect.poll(() => unreadBadge(page).count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");

      // The Price Alerts tab lists both, each with its kind.
      await page.goto(`${server.baseUrl}/profile?tab=alerts&lang=${lang}`);
      await page.getByRole("heading", { level: 1, name: text.profile }).waitFor();
      await waitForHydration(page);
      // One card for the product, listing each of its alerts.
      const cards = page
        .locator("main")
        .getByTestId("alerted-product")
        .filter({ has: page.getByRole("link", { name, exact: true }) });
      expect(await cards.count()).toBe(1);
      const rows = cards.getByTestId("product-alert");
      expect(await rows.getByTestId("alert-kind").allTextContents()).toEqual([
        text.backInStock,
        text.lowestIn90Days,
      ]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      const backRow = rows.filter({ has: page.getByText(text.backInStock, { exact: true }) });
      const lowestRow = rows.filter({ has: page.getByText(text.lowestIn90Days, { exact: true }) });

      // Paused in the profile: the product page says so, and switching it on resumes it.
      await backRow.getByRole("button", { name: text.deactivate(name), exact: true }).click();
      await backRow.getByRole("button", { name: text.activate(name), exact: true }).waitFor();
      expect(await backRow.getByTestId("alert-status").textContent()).toBe(text.inactive);
      expect(await lowestRow.getByTestId("alert-status").textContent()).toBe(text.active);
      await page.goto(productUrl);
      await waitForHydration(page);
      await card.getByText(text.paused).waitFor();
      expect(await backInStock.getAttribute("aria-checked")).toBe("false");
      expect(await lowest.getAttribute("aria-checked")).toBe("true");
      await backInStock.click();
      await expect.poll(() => backInStock.getAttribute("aria-checked")).toBe("true");
      await page.waitForLoadState("networkidle");

      // Deleted after confirming; the other alert stays.
      await page.goto(`${server.baseUrl}/profile?tab=alerts&lang=${lang}`);
      await waitForHydration(page);
      expect(await backRow.getByTestId("alert-status").textContent()).toBe(text.active);
      const messages: string[] = [];
      page.once("dialog", (dialog) => {
        messages.push(dialog.message());
        void dialog.accept();
      });
      await lowestRow.getByRole("button", { name: text.deleteLowest(name), exact: true }).click();
      await expect.poll(() => lowestRow.count()).toBe(0);
      expect(messages).toEqual([text.confirmDeleteLowest(name)]);
      await page.reload();
      expect(await rows.getByTestId("alert-kind").allTextContents()).toEqual([text.backInStock]);

      // Switched off on the product page, the last alert is gone from the tab.
      await page.goto(productUrl);
      await waitForHydration(page);
      expect(await lowest.getAttribute("aria-checked")).toBe("false");
      await backInStock.click();
      await expect.poll(() => backInStock.getAttribute("aria-checked")).toBe("false");
      await page.waitForLoadState("networkidle");
      await page.goto(`${server.baseUrl}/profile?tab=alerts&lang=${lang}`);
      await page.getByText(text.alertsEmpty).waitFor();
    });
  }, 240_000);
});
