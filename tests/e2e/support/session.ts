import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import PostalMime from "postal-mime";
import { uniqueClientAddress } from "./browser";

export const DEMO_USER = { email: "user@example.com", password: "qaren-user-123" };
export const DEMO_ADMIN = { email: "admin@example.com", password: "qaren-admin-123" };

/** A fresh address per test run, so tests never collide with each other or with the demo data. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.getByLabel(/Email address|البريد الإلكتروني/).fill(account.email);
  await page.getByLabel(/^(Password|كلمة المرور)$/).fill(account.password);
  await page.getByRole("button", { name: /^(Sign In|تسجيل الدخول)$/ }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** Registers through the form in `lang` and waits for the sign-in page that follows. */
export async function registerThroughForm(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
  lang: "en" | "ar",
) {
  await page.goto(`${baseUrl}/register?lang=${lang}`);
  const main = page.locator("main");
  await main.getByLabel(/^(Email address|البريد الإلكتروني)$/).fill(account.email);
  await main.getByLabel(/^(Password|كلمة المرور)$/).fill(account.password);
  await main.getByLabel(/^(Confirm Password|تأكيد كلمة المرور)$/).fill(account.password);
  await main.getByRole("button", { name: /^(Register|إنشاء حساب)$/ }).click();
  await page.waitForURL(`${baseUrl}/login?registered=1`);
}

/** Signs in over plain HTTP (the same form post a browser without JavaScript makes) and returns the cookie. */
export async function signInOverHttp(
  baseUrl: string,
  account: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    body: new URLSearchParams(account),
    // A browser's form post says where it comes from; the server refuses one that does not.
    headers: { origin: baseUrl, "X-Forwarded-For": uniqueClientAddress() },
    redirect: "manual",
  });
  if (response.status !== 302) throw new Error(`sign-in failed with ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Every e-mail written to the server's outbox for `to`, newest first (the server runs without SMTP_URL). */
export async function outboxMails(dataDir: string, to: string): Promise<{ subject: string; text: string }[]> {
  const outbox = path.join(dataDir, "outbox");
  const files = (() => {
    try {
      return readdirSync(outbox).sort().reverse();
    } catch {
      return [];
    }
  })();
  const mails = [];
  for (const file of files) {
    const mail = await PostalMime.parse(readFileSync(path.join(outbox, file)));
    if (mail.to?.some((address) => "address" in address && address.address === to))
      mails.push({ subject: mail.subject ?? "", text: mail.text ?? "" });
  }
  return mails;
}

/** The newest e-mail for `to` (whose subject matches, when given), waiting up to five seconds for it. */
export async function latestOutboxMail(
  dataDir: string,
  to: string,
  subject?: RegExp,
): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = (await outboxMails(dataDir, to)).find((each) => !subject || subject.test(each.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail for ${to} in ${path.join(dataDir, "outbox")}`);
}

/** The verification link in a mail's text. */
export function verificationLinkIn(text: string): string {
  const link = text.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
  if (!link) throw new Error(`no verification link in: ${text}`);
  return link;
}

/**
 * Confirms an address as its owner does on the mailed link's page, by choosing the password there
 * (the same form post a browser without JavaScript makes), and returns the new session's cookie.
 */
export async function confirmAddressOverHttp(link: string, password: string): Promise<string> {
  const url = new URL(link);
  const response = await fetch(link, {
    method: "POST",
    body: new URLSearchParams({
      token: url.searchParams.get("token") ?? "",
      password,
      confirmPassword: password,
    }),
    headers: { origin: url.origin, "X-Forwarded-For": uniqueClientAddress() },
    redirect: "manual",
  });
  if (response.status !== 200) throw new Error(`confirming the address failed with ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
