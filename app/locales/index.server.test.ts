import { describe, expect, it } from "vitest";
import { adminTranslations, browserTranslations, translations } from "./index.server";

describe.each(["en", "ar"] as const)("texts sent to the browser (%s)", (locale) => {
  const all = translations[locale];
  const sent = browserTranslations[locale];
  const admin = adminTranslations[locale];

  it("leave the back office's texts to the admin frame", () => {
    expect(sent).not.toHaveProperty("adminProducts");
    expect(sent).not.toHaveProperty("catalogImport");
    expect(admin).toHaveProperty("adminProducts.title", all.adminProducts.title);
    // The frame's 403 page is shown when its loader refuses, without the admin texts.
    expect(sent).toHaveProperty("admin.forbiddenTitle", all.admin.forbiddenTitle);
  });

  it("leave out what only the server uses: e-mails and the assistant's answers", () => {
    expect(sent).not.toHaveProperty("email");
    expect(sent).not.toHaveProperty("chat.answers");
    expect(sent).toHaveProperty("chat.open", all.chat.open);
  });

  it("leave the footer pages' paragraphs to the pages, keeping their titles for the footer", () => {
    expect(sent).toHaveProperty("pages.privacy.title", all.pages.privacy.title);
    expect(sent).not.toHaveProperty("pages.privacy.body");
  });

  it("together with the admin texts hold every namespace the browser may need", () => {
    const browserNamespaces = Object.keys(all).filter((namespace) => namespace !== "email");
    expect([...Object.keys(sent), ...Object.keys(admin)].sort()).toEqual(browserNamespaces.sort());
  });
});
