// Findings 2 and 3 of the second outside security review (issue 30), sent over HTTP as an attacker
// would: a squatted address never becomes someone's account, and nobody locks an owner out of reset.
import { describe, expect, inject, it } from "vitest";
import { uniqueClientAddress } from "./support/browser";
import { outboxMails, uniqueEmail } from "./support/session";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

/** A form post from this site's own pages (Origin set), from `client`. */
function postForm(pathname: string, fields: Record<string, string>, client: string, cookie = "") {
  return fetch(`${baseUrl}${pathname}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: baseUrl, "X-Forwarded-For": client, ...(cookie ? { cookie } : {}) },
    redirect: "manual",
  });
}

const RESET_SUBJECT = "Reset your Qaren password";

describe("password reset requests (finding 3)", () => {
  it("refuse the client that keeps asking, and never the owner's first request from another client", async () => {
    const account = { email: uniqueEmail("reset-victim"), password: "victim-pass-1" };
    const registered = await postForm(
      "/register",
      { ...account, confirmPassword: account.password },
      uniqueClientAddress(),
    );
    expect(registered.status).toBe(302);

    const attacker = uniqueClientAddress();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await postForm("/forgot-password", { email: account.email }, attacker)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const owner = await postForm("/forgot-password?lang=ar", { email: account.email }, uniqueClientAddress());
    expect(owner.status).toBe(200);
    expect(await owner.text()).toContain("تحقّق من بريدك الإلكتروني");
    await expect
      .poll(async () =>
        (await outboxMails(dataDir, account.email)).filter((mail) => mail.subject === RESET_SUBJECT),
      )
      .toHaveLength(3);
    await expect
      .poll(async () => (await outboxMails(dataDir, account.email)).map((mail) => mail.subject))
      .toContain("إعادة تعيين كلمة مرور قارن");
  });
});
