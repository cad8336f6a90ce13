// Store feeds (issue 24), in English and Arabic: an admin adds a store's Merchant feed as a file,
// the background job reads it, the run's counts and skipped rows show, an offer on a product page
// says it came from the feed, the unmatched items are resolved, and a run that would empty the
// store is held for review, then discarded (English) or applied (Arabic).
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openWatchedPage, seriousAxeViolations, setUpBrowser } from "./support/browser";
import { DEMO_ADMIN, signInThroughForm } from "./support/session";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const SHOTS = process.env.E2E_SCREENSHOTS;
const FIXTURES = path.resolve(import.meta.dirname, "../../app/features/feeds/fixtures");
const { browser } = setUpBrowser();

const TEXTS = {
  en: {
    feeds: (store: string) => `Feeds of ${store}`,
    fileKind: "A file to upload",
    file: "Feed file",
    add: "Add feed",
    added: "Feed added. It is read in the background now.",
    applied: "Applied",
    held: "Held for review",
    review: "Review",
    discarded: "Run discarded: nothing was written.",
    appliedNotice: "Run applied.",
    runNow: "Run now",
    skippedRows: "First skipped rows",
    otherCurrency: "a price not in SAR",
    badPrice: "a price that cannot be read",
    fromFeed: "Source: store's feed",
    unmatchedNav: "Unmatched offers",
    ignore: "Ignore",
    ignored: "Item ignored. Later runs skip it.",
    create: "Create a product",
    created: "Product created from the item and matched.",
    category: "Category",
    goneTitle: "Offers that would be marked out of stock",
    apply: "Apply the run",
    discard: "Discard the run",
    dashboardHeld: /feed run is held for review/,
  },
  ar: {
    feeds: (store: string) => `خلاصات ${store}`,
    fileKind: "ملف أرفعه",
    file: "ملف الخلاصة",
    add: "إضافة الخلاصة",
    added: "أُضيفت الخلاصة، وتجري قراءتها الآن في الخلفية.",
    applied: "طُبّقت",
    held: "موقوفة للمراجعة",
    review: "مراجعة",
    discarded: "تم تجاهل القراءة، ولم يُكتب شيء.",
    appliedNotice: "طُبّقت القراءة.",
    runNow: "اقرأها الآن",
    skippedRows: "أول الصفوف المتخطّاة",
    otherCurrency: "سعر بغير الريال السعودي",
    badPrice: "سعر تتعذّر قراءته",
    fromFeed: "المصدر: خلاصة المتجر",
    unmatchedNav: "عروض غير مطابَقة",
    ignore: "تجاهل",
    ignored: "تم تجاهل العنصر، وستتخطاه القراءات اللاحقة.",
    create: "إنشاء منتج",
    created: "أُنشئ منتج من العنصر وطوبق معه.",
    category: "الفئة",
    goneTitle: "عروض ستُعلَّم بأنها غير متوفرة",
    apply: "طبّق القراءة",
    discard: "تجاهل القراءة",
    dashboardHeld: /موقوفة للمراجعة/,
  },
} as const;

/** Reloads the feeds page until the newest run has the wanted status (the job runs in the background). */
async function waitForRun(page: Page, status: string): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const latest = page.getByTestId("feed-run").first();
    if ((await latest.count()) && (await latest.innerText()).includes(status)) return;
    await page.waitForTimeout(500);
    await page.reload();
  }
  throw new Error(`no run reached "${status}"`);
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The id in /admin/stores/:storeId/feeds, and the uploaded feed's file in the server's data folder. */
async function feedFileOf(page: Page): Promise<string> {
  const form = page.getByTestId("feed").first().locator('input[name="feedId"]').first();
  return path.join(dataDir, "feeds", `${await form.inputValue()}.feed`);
}

describe.each([
  {
    lang: "en" as const,
    store: "Jarir",
    file: "jarir-feed.xml",
    read: "11",
    skipReason: "otherCurrency" as const,
  },
  { lang: "ar" as const, store: "eXtra", file: "extra-feed.tsv", read: "5", skipReason: "badPrice" as const },
])("store feeds in $lang", ({ lang, store, file, read, skipReason }) => {
  const t = TEXTS[lang];

  it("adds a feed, reads it, resolves its unmatched items and holds a run that would empty the store", async () => {
    const { page, consoleErrors } = await openWatchedPage(browser(), {
      viewport: { width: 1280, height: 900 },
    });
    await signInThroughForm(page, baseUrl, DEMO_ADMIN);
    await page.goto(`${baseUrl}/admin/stores?lang=${lang}`);
    await page
      .getByTestId(`store-${store}`)
      .getByRole("link", { name: t.feeds(store) })
      .click();
    await page.waitForURL(/\/admin\/stores\/[^/]+\/feeds/);
    expect(await page.locator("html").getAttribute("dir")).toBe(lang === "ar" ? "rtl" : "ltr");

    // Add the feed as an uploaded file; the job reads it and the run shows its counts.
    await page.getByLabel(t.fileKind).check();
    await page.getByLabel(t.file).setInputFiles(path.join(FIXTURES, file));
    await page.getByRole("button", { name: t.add }).click();
    await page.getByText(t.added).waitFor();
    await waitForRun(page, t.applied);
    const run = page.getByTestId("feed-run").first();
    expect(await run.getByTestId("run-read").innerText()).toBe(read);
    await run.getByText(t.skippedRows).click();
    await run.getByText(TEXTS[lang][skipReason]).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, `feeds-${lang}`);
    const feedFile = await feedFileOf(page);

    // The S24 Ultra's offer at this store now comes from the feed (matched by its GTIN).
    await page.goto(`${baseUrl}/search?q=S24%20Ultra&lang=${lang}`);
    await page.locator('a[href^="/products/"]').first().click();
    await page.getByTestId("store-offer").first().waitFor();
    const offers = await page.getByTestId("store-offer").allInnerTexts();
    expect(offers.some((offer) => offer.includes(t.fromFeed))).toBe(true);

    // The unmatched offers: one ignored, one made into a product (English), or just one made (Arabic).
    await page.goto(`${baseUrl}/admin?lang=${lang}`);
    await page.getByRole("link", { name: t.unmatchedNav }).click();
    await page.getByTestId("unmatched-item").first().waitFor();
    await shoot(page, `unmatched-${lang}`);
    const before = await page.getByTestId("unmatched-item").count();
    const first = page.getByTestId("unmatched-item").first();
    await first.getByLabel(t.category).selectOption({ index: 1 });
    await first.getByRole("button", { name: t.create }).click();
    await page.getByText(t.created).waitFor();
    expect(await page.getByTestId("unmatched-item").count()).toBe(before - 1);
    if (lang === "en") {
      await page
        .getByTestId("unmatched-item")
        .first()
        .getByRole("button", { name: new RegExp(t.ignore) })
        .click();
      await page.getByText(t.ignored).waitFor();
      expect(await page.getByTestId("unmatched-item").count()).toBe(before - 2);
    }

    // The store's file now lists none of its products: the run is held, nothing written.
    writeFileSync(
      feedFile,
      "id\ttitle\tlink\tprice\nZZ-1\tMystery gadget\thttps://store.example/zz\t10.00 SAR\n",
    );
    await page.goto(`${baseUrl}/admin/stores?lang=${lang}`);
    await page
      .getByTestId(`store-${store}`)
      .getByRole("link", { name: t.feeds(store) })
      .click();
    await page.getByRole("button", { name: t.runNow }).click();
    await waitForRun(page, t.held);
    await page.goto(`${baseUrl}/admin?lang=${lang}`);
    await page.getByTestId("feed-attention").getByText(t.dashboardHeld).waitFor();
    await page.getByTestId("feed-attention").getByRole("link", { name: t.review }).first().click();
    await page.getByRole("heading", { name: t.goneTitle }).waitFor();
    expect(await page.getByTestId("held-gone").count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, `held-${lang}`);
    if (lang === "en") {
      await page.getByRole("button", { name: t.discard }).click();
      await page.getByText(t.discarded).waitFor();
    } else {
      page.once("dialog", (dialog) => dialog.accept());
      await page.getByRole("button", { name: t.apply }).click();
      await page.getByText(t.appliedNotice).waitFor();
    }
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe("store feeds on a phone", () => {
  it("reads the feeds page and the queue at 390 px in Arabic without sideways scrolling", async () => {
    const { page, consoleErrors } = await openWatchedPage(browser(), {
      viewport: { width: 390, height: 844 },
    });
    await signInThroughForm(page, baseUrl, DEMO_ADMIN);
    await page.goto(`${baseUrl}/admin/stores?lang=ar`);
    await page
      .getByTestId("store-Jarir")
      .getByRole("link", { name: TEXTS.ar.feeds("Jarir") })
      .click();
    await page.waitForURL(/\/admin\/stores\/[^/]+\/feeds/);
    await page.getByTestId("feed").first().waitFor();
    for (const target of ["feeds-phone-ar", "unmatched-phone-ar"]) {
      if (target === "unmatched-phone-ar") await page.goto(`${baseUrl}/admin/feeds/unmatched?lang=ar`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, target).toBeLessThanOrEqual(0);
      await shoot(page, target);
    }
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 60_000);
});
