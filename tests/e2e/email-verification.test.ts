import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, uniqueClientAddress, withWatchedPage } from "./support/browser";
import { type StartedServer, startServer, stopServer } from "./support/server";
import {
  DEMO_ADMIN,
  latestOutboxMail,
  registerThroughForm,
  signInOverHttp,
  signInThroughForm,
  uniqueEmail,
} from "./support/session";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const TEXTS = {
  en: {
    registered: /^Thanks! We have sent a message to your e-mail address\./,
    subject: "Confirm your e-mail address for Qaren",
    unverified: "Not verified",
    verified: "Verified",
    confirmed: "Thank you! Your e-mail address is confirmed.",
    invalid: /^This link is not valid\./,
    toProfile: "Go to my profile",
    resend: "Send a new link",
    resent: /^We have sent a new link to /,
  },
  ar: {
    registered: /^شكرًا! أرسلنا رسالة إلى بريدك الإلكتروني\./,
    subject: "أكّد بريدك الإلكتروني في قارن",
    unverified: "غير مؤكَّد",
    verified: "مؤكَّد",
    confirmed: "شكرًا! تم تأكيد بريدك الإلكتروني.",
    invalid: /^هذا الرابط غير صالح/,
    toProfile: "الذهاب إلى ملفي الشخصي",
    resend: "أرسل رابطًا جديدًا",
    resent: /^أرسلنا رابطًا جديدًا إلى /,
  },
} as const;

const SHOTS = process.env.E2E_SCREENSHOTS;

describe.each(["en", "ar"] as const)("e-mail verification in %s", (lang) => {
  const text = TEXTS[lang];

  it("registers, signs in unverified, follows the mailed link and shows the address verified", () =>
    withWatchedPage(browser, async ({ page }) => {
      const email = uniqueEmail(`verify-${lang}`);
      await registerThroughForm(page, baseUrl, { email, password: "verify-me-1" }, lang);
      const main = page.locator("main");
      await main.getByText(text.registered).waitFor();

      // Sign-in does not wait for the verification (the spec's register → sign in flow).
      await signInThroughForm(page, baseUrl, { email, password: "verify-me-1" });
      await page.goto(`${baseUrl}/profile?tab=settings`);
      const status = page.getByTestId("email-status");
      expect(await status.textContent()).toBe(text.unverified);
      await main.getByRole("button", { name: text.resend }).click();
      await main.getByText(text.resent).waitFor();
      if (SHOTS)
        await page.screenshot({ path: path.join(SHOTS, `profile-unverified-${lang}.png`), fullPage: true });

      const mail = await latestOutboxMail(dataDir, email);
      expect(mail.subject).toBe(text.subject);
      const link = mail.text.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
      expect(link?.startsWith(`${baseUrl}/verify-email?token=`)).toBe(true);
      expect(link?.endsWith(`&lang=${lang}`)).toBe(true);

      await page.goto(link!);
      await main.getByText(text.confirmed).waitFor();
      expect(await page.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `verified-${lang}.png`), fullPage: true });
      await main.getByRole("link", { name: text.toProfile }).click();
      await page.waitForURL(`${baseUrl}/profile?tab=settings`);
      await expect.poll(() => status.textContent()).toBe(text.verified);
      expect(await main.getByRole("button", { name: text.resend }).count()).toBe(0);
    }));

  it("explains a link that is not valid", () =>
    withWatchedPage(browser, async ({ page }) => {
      await page.goto(`${baseUrl}/verify-email?token=made-up&lang=${lang}`);
      await page.locator("main").getByText(text.invalid).waitFor();
      if (SHOTS)
        await page.screenshot({ path: path.join(SHOTS, `verify-invalid-${lang}.png`), fullPage: true });
    }));
});

describe("admin rights from ADMIN_EMAILS (security review, finding 1)", () => {
  const BOSS = { email: "boss@example.com", password: "boss-pass-123" };
  const serverDataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-e2e-admins-"));
  const start = () => startServer({ env: { ADMIN_EMAILS: BOSS.email }, dataDir: serverDataDir });
  let server: StartedServer;

  beforeAll(async () => {
    server = await start();
  });
  afterAll(async () => {
    if (server) await stopServer(server);
    rmSync(serverDataDir, { recursive: true, force: true });
  });

  const adminUsersStatus = async (cookie: string) =>
    (
      await fetch(`${server.baseUrl}/admin/users`, {
        headers: { cookie, "X-Forwarded-For": uniqueClientAddress() },
        redirect: "manual",
      })
    ).status;

  it("come to the owner of the address, not to whoever registers it first, and a demotion sticks", async () => {
    const registered = await fetch(`${server.baseUrl}/register`, {
      method: "POST",
      body: new URLSearchParams({ ...BOSS, confirmPassword: BOSS.password }),
      headers: { origin: server.baseUrl, "X-Forwarded-For": uniqueClientAddress() },
      redirect: "manual",
    });
    expect(registered.status).toBe(302);
    const bossCookie = await signInOverHttp(server.baseUrl, BOSS);
    expect(await adminUsersStatus(bossCookie)).toBe(403);

    // The owner follows the link mailed to the address: now an admin.
    const mail = await latestOutboxMail(server.dataDir, BOSS.email);
    const link = mail.text.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
    expect((await fetch(link!, { headers: { cookie: bossCookie } })).status).toBe(200);
    expect(await adminUsersStatus(bossCookie)).toBe(200);

    // Another admin demotes the account; a restart does not make it an admin again.
    const adminCookie = await signInOverHttp(server.baseUrl, DEMO_ADMIN);
    const list = await fetch(`${server.baseUrl}/admin/users?q=boss`, { headers: { cookie: adminCookie } });
    const bossId = (await list.text()).match(/name="id" value="([0-9a-f-]{36})"/)?.[1];
    expect(bossId).toBeDefined();
    const demoted = await fetch(`${server.baseUrl}/admin/users`, {
      method: "POST",
      body: new URLSearchParams({ intent: "set-admin", id: bossId!, isAdmin: "false" }),
      headers: { cookie: adminCookie, origin: server.baseUrl, "X-Forwarded-For": uniqueClientAddress() },
    });
    expect(demoted.status).toBe(200);
    expect(await adminUsersStatus(bossCookie)).toBe(403);

    await stopServer(server);
    server = await start();
    const again = await signInOverHttp(server.baseUrl, BOSS);
    expect(await adminUsersStatus(again)).toBe(403);
  });
});
