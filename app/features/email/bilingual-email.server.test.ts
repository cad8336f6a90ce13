import { describe, expect, it } from "vitest";
import { composeBilingualEmail, escapeHtml } from "./bilingual-email.server";

const parts = {
  en: {
    text: 'Hello <b>Tom & "Jerry"</b>,\n\nhttps://qaren.example/page?a=1&lang=en\n\nOr sign in: https://qaren.example/login?lang=en\nBye',
    action: { href: "https://qaren.example/page?a=1&lang=en", label: "Open <it>" },
  },
  ar: {
    text: "مرحبًا <i>\n\nhttps://qaren.example/page?a=1&lang=ar",
    action: { href: "https://qaren.example/page?a=1&lang=ar", label: "افتح" },
  },
};

describe("composeBilingualEmail", () => {
  it("writes both languages, the recipient's first, Arabic right to left", () => {
    const { text, html } = composeBilingualEmail("ar", (locale) => parts[locale]);
    expect(text.indexOf("مرحبًا")).toBeLessThan(text.indexOf("Hello"));
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    const arabic = html.indexOf('<div lang="ar" dir="rtl"');
    const english = html.indexOf('<div lang="en" dir="ltr"');
    expect(arabic).toBeGreaterThan(-1);
    expect(english).toBeGreaterThan(arabic);

    const englishFirst = composeBilingualEmail("en", (locale) => parts[locale]);
    expect(englishFirst.html.indexOf('<div lang="en"')).toBeLessThan(
      englishFirst.html.indexOf('<div lang="ar"'),
    );
    expect(englishFirst.text.indexOf("Hello")).toBeLessThan(englishFirst.text.indexOf("مرحبًا"));
  });

  it("escapes every text and link, and turns the main link into a button", () => {
    const { html } = composeBilingualEmail("en", (locale) => parts[locale]);
    expect(html).toContain("Hello &lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;,");
    expect(html).toContain("مرحبًا &lt;i&gt;");
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("<i>");
    expect(html).toMatch(
      /<a href="https:\/\/qaren\.example\/page\?a=1&amp;lang=en" style="[^"]+">Open &lt;it&gt;<\/a>/,
    );
    // An address inside a line is a link too, and reads left to right.
    expect(html).toContain(
      'Or sign in: <a href="https://qaren.example/login?lang=en" dir="ltr" style="color:#0f766e;word-break:break-all">https://qaren.example/login?lang=en</a><br>Bye',
    );
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters HTML gives meaning to", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});
