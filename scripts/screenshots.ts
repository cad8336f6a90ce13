// Takes screenshots of pages in English and Arabic at phone and desktop widths, for a human look.
// Usage: npx tsx scripts/screenshots.ts BASE_URL OUT_DIR [--as EMAIL:PASSWORD] /path [/path …]
import { mkdirSync } from "node:fs";
import path from "node:path";
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
        maxRedirects: 0,
      });
      if (response.status() !== 302) throw new Error(`sign-in as ${email} failed: ${response.status()}`);
    }
    for (const pagePath of paths) {
      const url = new URL(pagePath, baseUrl);
      url.searchParams.set("lang", lang);
      await page.goto(url.toString(), { waitUntil: "networkidle" });
      const name = `${pagePath.replace(/[^a-z0-9]+/gi, "_") || "home"}-${lang}-${viewport.name}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
}
await browser.close();
