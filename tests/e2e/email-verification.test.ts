import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { setUpBrowser, uniqueClientAddress } from "./support/browser";
import { type StartedServer, startServer, stopServer } from "./support/server";
import {
  confirmAddressOverHttp,
  DEMO_ADMIN,
  latestOutboxMail,
  registerThroughForm,
  signInOverHttp,
  signInThroughForm,
  uniqueEmail,
  verificationLinkIn,
} from "./support/session";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const { withPage } = setUpBrowser();

const TEXTS = {
  en: {
    registered:
      /^Registration successful! Please sign in\. We have also sent a message to your e-mail address/,
    subject: "Confirm your e-mail address for Qaren",
    unverified: "Not verified",
    verified: "Verified",
    why: /^Anyone can type an e-mail address into our sign-up form, but only its owner receives this link\./,
    password: "Password",
    confirmPassword: "Confirm Password",
    submit: "Confirm and save password",
    confirmed: "Thank you! Your e-mail address is confirmed and your password is saved.",
    invalid: /^This link is not valid or has already been used\./,
    toProfile: "Go to my profile",
    resend: "Send a new link",
    resent: /^We have sent a new link to /,
  },
  ar: {
    registered: /^تم التسجيل بنجاح! يرجى تسجيل الدخول\. وأرسلنا أيضًا رسالة إلى بريدك الإلكتروني/,
    subject: "أكّد بريدك الإلكتروني في قارن",
    unverified: "غير مؤكَّد",
    verified: "مؤكَّد",
    why: /^يستطيع أي شخص كتابة أي بريد إلكتروني في نموذج التسجيل، لكن هذا الرابط لا يصل إلا إلى صاحب البريد،/,
    password: "كلمة المرور",
    confirmPassword: "تأكيد كلمة المرور",
    submit: "تأكيد وحفظ كلمة المرور",
    confirmed: "شكرًا! تم تأكيد بريدك الإلكتروني وحفظ كلمة المرور.",
    invalid: /^هذا الرابط غير صالح أو سبق استخدامه/,
    toProfile: "الذهاب إلى ملفي الشخصي",
    resend: "أرسل رابطًا جديدًا",
    resent: /^أرسلنا رابطًا جديدًا إلى /,
  },
} as const;

const SHOTS = process.env.E2E_SCREENSHOTS;

describe.each(["en", "ar"] as const)("e-mail verification in %s", (lang) => {
  const text = TEXTS[lang];

  it("registers, signs in unverified, chooses the password on the mailed link's page and shows the address verified", () =>
    withPage(async ({ page }) => {
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

      // The page says why the password is chosen here; opening it confirms nothing yet.
      await page.goto(link!);
      await main.getByText(text.why).waitFor();
      expect(await page.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `verify-form-${lang}.png`), fullPage: true });
      await main.getByLabel(text.password, { exact: true }).fill("verify-me-2");
      await main.getByLabel(text.confirmPassword, { exact: true }).fill("verify-me-2");
      await main.getByRole("button", { name: text.submit }).click();
      await main.getByText(text.confirmed).waitFor();
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `verified-${lang}.png`), fullPage: true });
      // Still signed in, with the password chosen on the page.
      await main.getByRole("link", { name: text.toProfile }).click();
      await page.waitForURL(`${baseUrl}/profile?tab=settings`);
      await expect.poll(() => status.textContent()).toBe(text.verified);
      expect(await main.getByRole("button", { name: text.resend }).count()).toBe(0);

      // The link works once.
      await page.goto(link!);
      await main.getByText(text.invalid).waitFor();
    }));

  it("explains a link that is not valid", () =>
    withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/verify-email?token=made-up&lang=${lang}`);
      await page.locator("main").getByText(text.invalid).waitFor();
      if (SHOTS)
        await page.screenshot({ path: path.join(SHOTS, `verify-invalid-${lang}.png`), fullPage: true });
    }));
});

describe("admin rights from ADMIN_EMAILS (security reviews, finding 1 of the first, 2 of the second)", () => {
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

  it("come at a sign-in after the owner chose the password on the mailed link's page, and a demotion sticks", async () => {
    const registered = await fetch(`${server.baseUrl}/register`, {
      method: "POST",
      body: new URLSearchParams({ ...BOSS, confirmPassword: BOSS.password }),
      headers: { origin: server.baseUrl, "X-Forwarded-For": uniqueClientAddress() },
      redirect: "manual",
    });
    expect(registered.status).toBe(302);
    const earlyCookie = await signInOverHttp(server.baseUrl, BOSS);
    expect(await adminUsersStatus(earlyCookie)).toBe(403);

    // The owner chooses the password on the link's page: signed in afresh, now an admin. The session
    // from before the proof has ended.
    const mail = await latestOutboxMail(server.dataDir, BOSS.email);
    const bossCookie = await confirmAddressOverHttp(verificationLinkIn(mail.text), BOSS.password);
    expect(await adminUsersStatus(bossCookie)).toBe(200);
    expect(await adminUsersStatus(earlyCookie)).toBe(302);

    // Another admin demotes the account; a restart and a new sign-in do not make it an admin again.
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
