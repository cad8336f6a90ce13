import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { setUpBrowser, uniqueClientAddress, waitForHydration } from "./support/browser";
import { findProduct } from "./support/catalog";
import { registerThroughForm, signInOverHttp, signInThroughForm, uniqueEmail } from "./support/session";

const baseUrl = inject("baseUrl");
const { withPage } = setUpBrowser();

const TEXTS = {
  en: {
    export: "Download my data",
    picture: "Choose an image",
    noFile: "No file chosen",
    upload: "Upload picture",
    uploaded: "Profile picture updated",
    password: "Your password",
    confirm: "I understand that my account and its data will be deleted for good.",
    submit: "Delete my account",
    confirmRequired: "Please tick the box to confirm.",
    wrongPassword: "Your password is incorrect",
    deleted: "Your account and everything it held have been deleted. You are welcome back any time.",
  },
  ar: {
    export: "تنزيل بياناتي",
    picture: "اختر صورة",
    noFile: "لم يُختر أي ملف",
    upload: "رفع الصورة",
    uploaded: "تم تحديث الصورة الشخصية",
    password: "كلمة المرور",
    confirm: "أفهم أن حسابي وبياناته ستُحذف نهائيًا.",
    submit: "حذف حسابي",
    confirmRequired: "يرجى وضع علامة في المربع للتأكيد.",
    wrongPassword: "كلمة المرور غير صحيحة",
    deleted: "حُذف حسابك وكل ما فيه. يسعدنا عودتك في أي وقت.",
  },
} as const;

/** A whole 1 × 1 PNG: avatars are checked down to the size their header claims. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

// The browser logs the refused deletion (wrong password) as a failed resource.
const REFUSED = [/Failed to load resource: the server responded with a status of 400/];

describe.each(["en", "ar"] as const)("your data (%s)", (lang) => {
  const text = TEXTS[lang];

  it("downloads a copy of the shopper's data, then deletes the account with its password", () =>
    withPage(
      async ({ page }) => {
        const account = { email: uniqueEmail(`leaving-${lang}`), password: "leaving-pass-1" };
        await registerThroughForm(page, baseUrl, account, lang);
        await signInThroughForm(page, baseUrl, account);
        // Something of the shopper's own to find in the file: a saved product.
        const product = await findProduct(baseUrl, "iPhone");
        const saved = await fetch(`${baseUrl}/products/${product.id}`, {
          method: "POST",
          body: new URLSearchParams({ intent: "save" }),
          headers: {
            cookie: await signInOverHttp(baseUrl, account),
            origin: baseUrl,
            "X-Forwarded-For": uniqueClientAddress(),
          },
        });
        expect(saved.status).toBe(200);

        await page.goto(`${baseUrl}/profile?tab=settings&lang=${lang}`);
        await waitForHydration(page);
        const main = page.locator("main");
        // The picture picker speaks the page's language, not the browser's.
        const chosen = main.getByTestId("chosen-file");
        expect(await chosen.textContent()).toBe(text.noFile);
        await main
          .getByLabel(text.picture)
          .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
        expect(await chosen.textContent()).toBe("me.png");
        await main.getByRole("button", { name: text.upload }).click();
        await main.getByText(text.uploaded).waitFor();
        await main.getByTestId("avatar-image").waitFor();

        const [download] = await Promise.all([
          page.waitForEvent("download"),
          main.getByRole("link", { name: text.export }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^qaren-my-data-\d{4}-\d{2}-\d{2}\.json$/);
        const file = JSON.parse(readFileSync((await download.path())!, "utf8"));
        expect(file.account.email).toBe(account.email);
        expect(file.savedProducts.map((entry: { productId: string }) => entry.productId)).toEqual([
          product.id,
        ]);

        const submit = main.getByRole("button", { name: text.submit });
        await main.getByLabel(text.password, { exact: true }).last().fill(account.password);
        await submit.click();
        await main.getByText(text.confirmRequired).waitFor();

        await main.getByLabel(text.password, { exact: true }).last().fill("not-my-password");
        await main.getByLabel(text.confirm).check();
        await submit.click();
        await main.getByText(text.wrongPassword).waitFor();

        await main.getByLabel(text.password, { exact: true }).last().fill(account.password);
        await main.getByLabel(text.confirm).check();
        await submit.click();
        await page.waitForURL(`${baseUrl}/login?deleted=1`);
        await main.getByText(text.deleted).waitFor();
        if (process.env.E2E_SCREENSHOTS)
          await page.screenshot({
            path: path.join(process.env.E2E_SCREENSHOTS, `account-deleted-${lang}.png`),
          });

        const again = await fetch(`${baseUrl}/login`, {
          method: "POST",
          body: new URLSearchParams(account),
          headers: { origin: baseUrl, "X-Forwarded-For": uniqueClientAddress() },
          redirect: "manual",
        });
        expect(again.status).toBe(401);
        // The picture went with the account.
        const picture = await fetch(`${baseUrl}${file.account.avatarUrl}`, { redirect: "manual" });
        expect(picture.headers.get("content-type")).not.toBe("image/png");
      },
      { allowedConsoleErrors: REFUSED },
    ));

  it("keeps the current profile tab in sight on a phone", () =>
    withPage(
      async ({ page }) => {
        const account = { email: uniqueEmail(`tabs-${lang}`), password: "tabs-pass-1" };
        await registerThroughForm(page, baseUrl, account, lang);
        await signInThroughForm(page, baseUrl, account);
        await page.goto(`${baseUrl}/profile?tab=settings&lang=${lang}`);
        const current = page.locator('main nav a[aria-current="page"]');
        const box = await current.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      },
      { viewport: { width: 390, height: 844 } },
    ));
});
