import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { setUpBrowser } from "./support/browser";
import {
  DEMO_ADMIN,
  DEMO_USER,
  latestOutboxMail,
  registerThroughForm,
  signInThroughForm,
  uniqueEmail,
} from "./support/session";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const { withPage } = setUpBrowser();

// The browser logs failed responses (401 for a wrong password, 400 for a refused form) as errors.
const EXPECTED_HTTP_ERRORS = {
  allowedConsoleErrors: [/Failed to load resource: the server responded with a status of (400|401)/],
};

const TEXTS = {
  en: {
    email: "Email address",
    password: "Password",
    confirm: "Confirm Password",
    register: "Register",
    signIn: "Sign In",
    invalidEmail: "Please enter a valid email address",
    fixEmail: "Correct the e-mail address above to continue.",
    tooShort: "Password must be at least 6 characters long",
    mismatch: "Passwords do not match",
    registered:
      "Registration successful! Please sign in. We have also sent a message to your e-mail address: open the link in it to confirm your address.",
    profile: "Profile",
    signOut: "Sign Out",
    dashboard: "Dashboard",
  },
  ar: {
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    confirm: "تأكيد كلمة المرور",
    register: "إنشاء حساب",
    signIn: "تسجيل الدخول",
    invalidEmail: "يرجى إدخال بريد إلكتروني صالح",
    fixEmail: "صحّح البريد الإلكتروني أعلاه للمتابعة.",
    tooShort: "يجب أن تتكون كلمة المرور من 6 أحرف على الأقل",
    mismatch: "كلمتا المرور غير متطابقتين",
    registered:
      "تم التسجيل بنجاح! يرجى تسجيل الدخول. وأرسلنا أيضًا رسالة إلى بريدك الإلكتروني: افتح الرابط فيها لتأكيد بريدك.",
    profile: "الملف الشخصي",
    signOut: "تسجيل الخروج",
    dashboard: "لوحة التحكم",
  },
} as const;

const header = (page: Page) => page.getByTestId("site-header");

describe.each(["en", "ar"] as const)("accounts in %s", (lang) => {
  const text = TEXTS[lang];

  it("shows every register validation message where the spec says", () =>
    withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/register?lang=${lang}`);
      const main = page.locator("main");
      const submit = main.getByRole("button", { name: text.register, exact: true });

      await main.getByLabel(text.email).fill("not-an-email");
      await main.getByLabel(text.password, { exact: true }).focus();
      await main.getByText(text.invalidEmail).waitFor();
      expect(await submit.isDisabled()).toBe(true);
      // The disabled button says why.
      await main.getByText(text.fixEmail).waitFor();
      expect(await submit.getAttribute("aria-describedby")).toBe(
        await main.getByText(text.fixEmail).getAttribute("id"),
      );

      await main.getByLabel(text.email).fill("valid@example.com");
      await expect.poll(() => main.getByText(text.invalidEmail).count()).toBe(0);
      expect(await submit.isDisabled()).toBe(false);
      expect(await main.getByText(text.fixEmail).count()).toBe(0);

      await main.getByLabel(text.password, { exact: true }).fill("123");
      await main.getByLabel(text.confirm).focus();
      await main.getByText(text.tooShort).waitFor();

      await main.getByLabel(text.password, { exact: true }).fill("123456");
      await main.getByLabel(text.confirm).fill("654321");
      await main.getByLabel(text.email).focus();
      await main.getByText(text.mismatch).waitFor();
    }));

  it("registers, signs in, opens the profile and signs out", () =>
    withPage(async ({ page }) => {
      const email = uniqueEmail(`journey-${lang}`);
      await registerThroughForm(page, baseUrl, { email, password: "my-secret-1" }, lang);
      const main = page.locator("main");
      await page.getByText(text.registered).waitFor();
      await main.getByLabel(text.email).fill(email);
      await main.getByLabel(text.password, { exact: true }).fill("my-secret-1");
      await main.getByRole("button", { name: text.signIn, exact: true }).click();

      await page.waitForURL(`${baseUrl}/`);
      await header(page).getByRole("link", { name: text.profile }).first().waitFor();
      expect(await header(page).getByRole("link", { name: text.dashboard }).count()).toBe(0);

      await header(page).getByRole("link", { name: text.profile }).first().click();
      await page.waitForURL(`${baseUrl}/profile`);
      expect(await page.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");

      await header(page).getByRole("button", { name: text.signOut }).first().click();
      await page.waitForURL(`${baseUrl}/`);
      await header(page).getByRole("link", { name: text.signIn }).first().waitFor();
    }));
});

describe("accounts", () => {
  it("shows the server's message for a wrong password", () =>
    withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/login`);
      const main = page.locator("main");
      await main.getByLabel("Email address").fill(DEMO_USER.email);
      await main.getByLabel("Password").fill("not-my-password");
      await main.getByRole("button", { name: "Sign In", exact: true }).click();
      await main.getByText("Incorrect email or password").waitFor();
      expect(page.url()).toBe(`${baseUrl}/login`);
    }, EXPECTED_HTTP_ERRORS));

  it("shows Dashboard to an admin and not to a shopper", () =>
    withPage(async ({ page }) => {
      await signInThroughForm(page, baseUrl, DEMO_ADMIN);
      await header(page).getByRole("link", { name: "Dashboard" }).first().waitFor();

      await header(page).getByRole("button", { name: "Sign Out" }).first().click();
      await header(page).getByRole("link", { name: "Sign In" }).first().waitFor();
      await signInThroughForm(page, baseUrl, DEMO_USER);
      await header(page).getByRole("link", { name: "Profile" }).first().waitFor();
      expect(await header(page).getByRole("link", { name: "Dashboard" }).count()).toBe(0);
    }));

  it("resets a forgotten password with the e-mailed link", () =>
    withPage(async ({ page }) => {
      const email = uniqueEmail("forgetful");
      await page.goto(`${baseUrl}/register`);
      const main = page.locator("main");
      await main.getByLabel("Email address").fill(email);
      await main.getByLabel("Password", { exact: true }).fill("old-secret");
      await main.getByLabel("Confirm Password").fill("old-secret");
      await main.getByRole("button", { name: "Register", exact: true }).click();
      await page.waitForURL(/\/login\?registered=1$/);

      await main.getByRole("link", { name: "Forgot your password?" }).click();
      await page.waitForURL(`${baseUrl}/forgot-password`);
      await page.getByRole("heading", { name: "Reset your password" }).waitFor();
      await main.getByLabel("Email address").fill(email);
      await main.getByRole("button", { name: "Send reset link" }).click();
      await main.getByText("Check your email").waitFor();
      await main.getByRole("button", { name: "Send another reset link" }).waitFor();

      const mail = await latestOutboxMail(dataDir, email, /password/);
      expect(mail.subject).toBe("Reset your Qaren password");
      const link = mail.text.match(/https?:\/\/\S+\/reset-password\?code=\S+/)?.[0];
      expect(link).toBeDefined();

      expect(link!.startsWith(`${baseUrl}/reset-password?code=`)).toBe(true);
      await page.goto(link!);
      await main.getByLabel("New password", { exact: true }).fill("new-secret");
      await main.getByLabel("Confirm new password").fill("new-secret");
      await main.getByRole("button", { name: "Reset password" }).click();
      await main.getByText("Your password has been reset. Taking you to sign in…").waitFor();
      await page.waitForURL(`${baseUrl}/login?reset=1`, { timeout: 5000 });
      await main.getByText("Your password has been reset. Please sign in with your new password.").waitFor();

      await signInThroughForm(page, baseUrl, { email, password: "new-secret" });
    }));

  it("explains a missing and an invalid reset code", () =>
    withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/reset-password`);
      await page.getByText("Missing reset code. Please request a new password reset link.").waitFor();
      await page.getByRole("link", { name: "Request a new reset link" }).waitFor();

      await page.goto(`${baseUrl}/reset-password?code=made-up&lang=ar`);
      const main = page.locator("main");
      await main.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("secret-9");
      await main.getByLabel("تأكيد كلمة المرور الجديدة").fill("secret-9");
      await main.getByRole("button", { name: "إعادة تعيين كلمة المرور" }).click();
      await main
        .getByText("رمز إعادة التعيين غير صالح أو مفقود. يرجى طلب رابط جديد لإعادة تعيين كلمة المرور.")
        .waitFor();
    }, EXPECTED_HTTP_ERRORS));

  it("asks a visitor to sign in on the profile page", () =>
    withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/profile`);
      await page.getByRole("heading", { name: "Please sign in to view your profile" }).waitFor();
    }));
});
