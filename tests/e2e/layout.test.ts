import { describe, expect, inject, it } from "vitest";
import { seriousAxeViolations, setUpBrowser } from "./support/browser";

const baseUrl = inject("baseUrl");
const { withPage } = setUpBrowser();

describe("shared layout", () => {
  it("serves the home page in English with header, navigation and footer", () =>
    withPage(async ({ page }) => {
      const response = await page.goto(baseUrl);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute("html", "lang")).toBe("en");
      expect(await page.getAttribute("html", "dir")).toBe("ltr");
      await expect(page.title()).resolves.toContain("Qaren");

      const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
      for (const label of ["Categories", "Products", "Reviews", "Compare"]) {
        expect(await nav.getByRole("link", { name: label }).count()).toBe(1);
      }
      await expect(page.getByRole("link", { name: "Sign In" }).first().isVisible()).resolves.toBe(true);
      await expect(page.getByRole("link", { name: "Register" }).first().isVisible()).resolves.toBe(true);

      const footer = page.locator("footer");
      for (const group of ["Company", "Support", "Legal"]) {
        expect(await footer.getByRole("heading", { name: group }).count()).toBe(1);
      }
      expect(await footer.getByRole("link", { name: /^Qaren on / }).count()).toBe(4);
      expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Qaren`);
      await page
        .getByRole("heading", { level: 1, name: "Compare prices across Saudi stores", exact: true })
        .waitFor();
    }));

  it("switches to Arabic right-to-left and keeps the choice across navigation and reloads", () =>
    withPage(async ({ page }) => {
      await page.goto(baseUrl);
      await page.getByTestId("language-toggle").click();
      await page.waitForFunction(() => document.documentElement.dir === "rtl");
      expect(await page.getAttribute("html", "lang")).toBe("ar");
      await page
        .getByRole("heading", { level: 1, name: "قارن الأسعار بين المتاجر السعودية", exact: true })
        .waitFor();

      await page.locator("footer").getByRole("link", { name: "عن قارن" }).click();
      await page.waitForURL(`${baseUrl}/about`);
      await page.getByRole("heading", { level: 1, name: "عن قارن", exact: true }).waitFor();
      expect(await page.getAttribute("html", "dir")).toBe("rtl");

      // A full page load, with no query parameter, arrives in Arabic straight from the server.
      const response = await page.goto(`${baseUrl}/help`);
      expect(await response?.text()).toContain('<html lang="ar" dir="rtl">');
      expect(await page.title()).toBe("مركز المساعدة | قارن");

      await page.getByTestId("language-toggle").click();
      await page.waitForFunction(() => document.documentElement.dir === "ltr");
      await page.getByRole("heading", { level: 1, name: "Help Center", exact: true }).waitFor();
      await page.goto(`${baseUrl}/terms`);
      expect(await page.getAttribute("html", "lang")).toBe("en");
    }));

  it("sends the pages' texts apart, once, for the browser to keep, and not inside each page", async () => {
    const html = await (await fetch(`${baseUrl}/products`)).text();
    const path = /<link rel="preload" as="fetch" href="(\/texts\/en-[0-9a-f]+\.json)"/.exec(html)?.[1];
    expect(path).toBeDefined();
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const texts = (await response.json()) as { momentAlerts: { email: { backInStock: { body: string } } } };
    // A text the browser has (a notification's) but this page does not show.
    const unshown = "Until now no store had a current offer for it.";
    expect(texts.momentAlerts.email.backInStock.body).toContain(unshown);
    expect(html).not.toContain(unshown);
    // A page of an earlier version asking for its own texts gets today's, not kept for good.
    const earlier = await fetch(`${baseUrl}/texts/en-000000000000.json`);
    expect(earlier.headers.get("cache-control")).toBe("no-cache");
    expect(await earlier.json()).toEqual(texts);
  });

  it("opens a page in Arabic from a ?lang=ar link", () =>
    withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/privacy?lang=ar`);
      expect(await page.getAttribute("html", "dir")).toBe("rtl");
      await page.getByRole("heading", { level: 1, name: "سياسة الخصوصية", exact: true }).waitFor();
    }));

  it("sends unknown paths to the home page", () =>
    withPage(async ({ page }) => {
      const response = await page.goto(`${baseUrl}/no/such/page`);
      expect(page.url()).toBe(`${baseUrl}/`);
      expect(response?.request().redirectedFrom()?.url()).toBe(`${baseUrl}/no/such/page`);
    }));

  it("hides the header when scrolling down past 50px and shows it again on scroll up", () =>
    withPage(
      async ({ page }) => {
        await page.goto(baseUrl);
        const header = page.getByTestId("site-header");
        await page.evaluate(() => window.scrollTo(0, 40));
        await page.waitForTimeout(100);
        expect(await header.getAttribute("data-hidden")).toBe("false");

        await page.evaluate(() => window.scrollTo(0, 600));
        await expect.poll(() => header.getAttribute("data-hidden")).toBe("true");
        await expect
          .poll(() => header.evaluate((el) => el.getBoundingClientRect().bottom))
          .toBeLessThanOrEqual(0);

        await page.evaluate(() => window.scrollTo(0, 300));
        await expect.poll(() => header.getAttribute("data-hidden")).toBe("false");
        await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
      },
      { viewport: { width: 390, height: 600 } },
    ));

  it("ignores a blank search", () =>
    withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/about`);
      const search = page.getByRole("searchbox", { name: "Search products" }).first();
      await search.fill("   ");
      await search.press("Enter");
      await page.waitForTimeout(300);
      expect(page.url()).toBe(`${baseUrl}/about`);
    }));

  for (const lang of ["en", "ar"] as const) {
    it(`has no serious or critical accessibility violations on the home page (${lang})`, () =>
      withPage(async ({ page }) => {
        await page.goto(`${baseUrl}/?lang=${lang}`);
        expect(await seriousAxeViolations(page)).toEqual([]);
      }));
  }
});
