// Takes screenshots of pages in English and Arabic at phone and desktop widths, for a human look.
// Usage: npx tsx scripts/screenshots.ts BASE_URL OUT_DIR [--as EMAIL:PASSWORD] /path [/path …]
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { launchBrowser } from "../tests/e2e/support/browser";

const args = process.argv.slice(2);
const asIndex = args.indexOf("--as");
const credentials = asIndex >= 0 ? args.splice(asIndex, 2)[1] : undefined;
const [baseUrl, outDir, ...paths] = args;
if (!baseUrl || !outDir || paths.length === 0) {
  console.error("usage: npx tsx scripts/screenshots.ts BASE_URL OUT_DIR /path [/path …]");
  process.exit(1);
}

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
];

/**
 * Scrolls to the bottom a screen at a time and back, so what loads as it comes into view (the
 * price chart, lazy images) is drawn in the full-page picture as a visitor scrolling would see it.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await page.waitForLoadState("networkidle");
  // The header hides while scrolling down; give it time to slide back in.
  await page.waitForTimeout(500);
}

mkdirSync(outDir, { recursive: true });
const browser = await launchBrowser();
for (const viewport of VIEWPORTS) {
  for (const lang of ["en", "ar"]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    if (credentials && baseUrl) {
      const [email = "", password = ""] = credentials.split(":");
      const response = await context.request.post(`${baseUrl}/login`, {
        form: { email, password },
        // As the sign-in form in a browser would say; the server refuses posts from elsewhere.
        headers: { origin: new URL(baseUrl).origin },
        maxRedirects: 0,
      });
      if (response.status() !== 302) throw new Error(`sign-in as ${email} failed: ${response.status()}`);
    }
    for (const pagePath of paths) {
      const url = new URL(pagePath, baseUrl);
      url.searchParams.set("lang", lang);
      await page.goto(url.toString(), { waitUntil: "networkidle" });
      await scrollThrough(page);
      const name = `${pagePath.replace(/[^a-z0-9]+/gi, "_") || "home"}-${lang}-${viewport.name}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
}
await browser.close();
