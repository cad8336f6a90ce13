// The Content Security Policy on every kind of page, in English and Arabic: the header is there with
// a fresh nonce that every inline script of the page carries, the page hydrates and works (forms,
// the price chart, the assistant, the admin charts), and the browser reports no violation. Also the
// policy's teeth (an injected inline script is refused), the other security headers, and the
// endpoint that receives violation reports.
import type { Page, Response } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { setUpBrowser, uniqueClientAddress, waitForHydration } from "./support/browser";
import { DEMO_ADMIN, DEMO_USER, signInThroughForm } from "./support/session";

const baseUrl = inject("baseUrl");
const { withPage } = setUpBrowser();
let productId: string;
let otherProductId: string;

type Lang = "en" | "ar";

beforeAll(async () => {
  const response = await fetch(`${baseUrl}/api/products/search?q=iPhone&limit=2`, {
    headers: { "X-Forwarded-For": uniqueClientAddress() },
  });
  const [first, second] = (await response.json()) as { id: string }[];
  productId = first!.id;
  otherProductId = second!.id;
});

/** The value of one directive of a policy ("script-src" → "'self' 'nonce-…'"). */
function directiveOf(policy: string, name: string): string | undefined {
  return policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);
}

/** Records every violation the page's policy reports, from before the first script runs. */
async function recordViolations(page: Page) {
  await page.context().addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`),
    );
  });
}

const violationsOn = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/**
 * The answer's policy has a nonce, allows no inline script or eval, and every inline script of the
 * page (all but structured data) carries that nonce. Returns the nonce.
 */
async function expectNonceOnEveryScript(response: Response | null): Promise<string> {
  expect(response).not.toBeNull();
  const policy = response!.headers()["content-security-policy"] ?? "";
  const scriptSrc = directiveOf(policy, "script-src") ?? "";
  const nonce = /'nonce-([A-Za-z0-9+/=]{22,})'/.exec(scriptSrc)?.[1];
  expect(nonce, policy).toBeTruthy();
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(directiveOf(policy, "object-src")).toBe("'none'");
  const html = await response!.text();
  const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => !tag.includes("application/ld+json"),
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
  return nonce!;
}

/** Opens `path` in `lang`, checks its policy, waits for React to take it over, and checks no violation. */
async function openProtected(page: Page, path: string, lang: Lang): Promise<void> {
  const separator = path.includes("?") ? "&" : "?";
  const response = await page.goto(`${baseUrl}${path}${separator}lang=${lang}`);
  await expectNonceOnEveryScript(response);
  expect(await page.locator("html").getAttribute("lang")).toBe(lang);
  await waitForHydration(page);
  expect(await violationsOn(page)).toEqual([]);
}

describe.each(["en", "ar"] as const)("the Content Security Policy (%s)", (lang) => {
  /** A watched page on which the browser reports no violation of the policy. */
  const withPolicedPage = (run: (page: Page) => Promise<void>, allowedConsoleErrors: RegExp[] = []) =>
    withPage(
      async ({ page }) => {
        await recordViolations(page);
        await run(page);
        expect(await violationsOn(page)).toEqual([]);
      },
      { allowedConsoleErrors },
    );

  it("protects every public page, which hydrates without a violation", () =>
    withPolicedPage(async (page) => {
      for (const path of [
        "/",
        "/products",
        "/search?q=phone",
        "/categories",
        "/reviews",
        `/compare?a=${productId}&b=${otherProductId}`,
        "/about",
        "/privacy",
        "/register",
        "/forgot-password",
        "/no-such-page",
      ]) {
        await openProtected(page, path, lang);
      }
    }));

  it("draws the product page's price chart under the policy", () =>
    withPolicedPage(async (page) => {
      await openProtected(page, `/products/${productId}`, lang);
      await page.getByTestId("price-history").scrollIntoViewIfNeeded();
      await page.locator(".price-line").first().waitFor();
      // The legend toggles a line: the chart's script runs.
      await page.getByTestId("price-history-legend").getByRole("button").first().click();
      await expect
        .poll(() =>
          page.getByTestId("price-history-legend").getByRole("button").first().getAttribute("aria-pressed"),
        )
        .toBe("false");
    }));

  it("renders the error page of a missing product under the policy", () =>
    withPolicedPage(
      async (page) => {
        const response = await page.goto(
          `${baseUrl}/products/00000000-0000-4000-8000-000000000000?lang=${lang}`,
        );
        expect(response?.status()).toBe(404);
        await expectNonceOnEveryScript(response);
        await page.locator("h1").waitFor();
      },
      [/status of 404/],
    ));

  it("streams the assistant's answer under the policy", () =>
    withPolicedPage(async (page) => {
      await openProtected(page, "/", lang);
      await page.getByTestId("chat-launcher").click();
      const chips = page.getByRole("list", { name: lang === "en" ? "Suggested questions" : "أسئلة مقترحة" });
      await chips.getByRole("button").first().click();
      await page.waitForSelector(
        '[data-testid="chat-messages"] li[data-role="assistant"]:last-child[data-status="done"]',
      );
    }));

  it("signs a shopper in through the form and shows the profile under the policy", () =>
    withPolicedPage(async (page) => {
      await openProtected(page, "/login", lang);
      await signInThroughForm(page, baseUrl, DEMO_USER);
      await waitForHydration(page);
      await openProtected(page, "/profile", lang);
      await openProtected(page, `/products/${productId}`, lang);
    }));

  it("shows every admin page, charts included, under the policy", () =>
    withPolicedPage(async (page) => {
      await page.goto(`${baseUrl}/?lang=${lang}`);
      await signInThroughForm(page, baseUrl, DEMO_ADMIN);
      await openProtected(page, "/admin", lang);
      await page.getByTestId("most-reviewed-chart").locator(".recharts-surface").first().waitFor();
      for (const path of [
        "/admin/products",
        "/admin/categories",
        "/admin/reviews",
        "/admin/users",
        "/admin/slides",
        "/admin/prices",
      ]) {
        await openProtected(page, path, lang);
      }
    }));
});

describe("the policy itself", () => {
  it("refuses an inline script that does not carry the nonce, and says so", () =>
    withPage(
      async ({ page }) => {
        await recordViolations(page);
        await page.goto(`${baseUrl}/about`);
        const reported = page.waitForResponse((response) => response.url() === `${baseUrl}/api/csp-reports`);
        await page.evaluate(() => {
          const script = document.createElement("script");
          script.textContent = "window.injected = true";
          document.body.append(script);
        });
        expect(
          await page.evaluate(() => (window as unknown as { injected?: boolean }).injected),
        ).toBeUndefined();
        await expect.poll(() => violationsOn(page)).toEqual(["script-src-elem blocked inline"]);
        // The browser reports it to our endpoint, which takes it.
        expect((await reported).status()).toBe(204);
      },
      { allowedConsoleErrors: [/Content Security Policy/] },
    ));

  it("gives each answer its own nonce, a kept page included", async () => {
    const nonces = [];
    for (let visit = 0; visit < 2; visit++) {
      const response = await fetch(`${baseUrl}/products`, {
        headers: { "X-Forwarded-For": uniqueClientAddress() },
      });
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      const html = await response.text();
      expect(html).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("sends the other security headers, and no HSTS over plain http", async () => {
    const response = await fetch(`${baseUrl}/`, { headers: { "X-Forwarded-For": uniqueClientAddress() } });
    const policy = response.headers.get("content-security-policy") ?? "";
    for (const [name, value] of [
      ["base-uri", "'self'"],
      ["frame-ancestors", "'self'"],
      ["form-action", "'self'"],
      ["connect-src", "'self'"],
      ["img-src", "'self'"],
      ["report-uri", "/api/csp-reports"],
    ]) {
      expect(directiveOf(policy, name!), name).toBe(value);
    }
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("permissions-policy")).toContain("geolocation=()");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("the violation report endpoint", () => {
  const report = JSON.stringify({
    "csp-report": {
      "document-uri": `${baseUrl}/`,
      "effective-directive": "script-src-elem",
      "blocked-uri": "inline",
    },
  });
  const post = (body: string, headers: Record<string, string>) =>
    fetch(`${baseUrl}/api/csp-reports`, { method: "POST", body, headers });

  it("takes a browser's report without an Origin, and the Reporting API's batches", async () => {
    const client = uniqueClientAddress();
    const legacy = await post(report, {
      "Content-Type": "application/csp-report",
      "X-Forwarded-For": client,
    });
    expect(legacy.status).toBe(204);
    const batch = JSON.stringify([
      { type: "csp-violation", body: { documentURL: `${baseUrl}/`, effectiveDirective: "img-src" } },
    ]);
    const reporting = await post(batch, {
      "Content-Type": "application/reports+json",
      "X-Forwarded-For": client,
    });
    expect(reporting.status).toBe(204);
  });

  it("refuses other content, large bodies and a flood from one client", async () => {
    const client = uniqueClientAddress();
    expect(
      (await post(report, { "Content-Type": "application/json", "X-Forwarded-For": client })).status,
    ).toBe(415);
    const large = JSON.stringify({ "csp-report": { "document-uri": "x".repeat(40_000) } });
    expect(
      (await post(large, { "Content-Type": "application/csp-report", "X-Forwarded-For": client })).status,
    ).toBe(413);
    const statuses = [];
    for (let attempt = 0; attempt < 32; attempt++) {
      statuses.push(
        (await post(report, { "Content-Type": "application/csp-report", "X-Forwarded-For": client })).status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
