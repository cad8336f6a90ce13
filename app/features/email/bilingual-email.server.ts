// A mail in both languages, as plain text and as simple HTML (multipart/alternative). The HTML is
// made from the same translated text, every character escaped, with inline styles only (mail
// programs drop style sheets), and each language in a block that carries its own `lang` and `dir`.
import { serverT } from "~/locales/translate.server";
import { directionOf, LOCALES, type Locale } from "~/utils/i18n";

/** One language's part: its translated body (paragraphs apart by a blank line) and its main link. */
export type EmailPart = { text: string; action?: { href: string; label: string } };

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const LINK_STYLE = "color:#0f766e;word-break:break-all";
const BUTTON_STYLE =
  "display:inline-block;background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold";

/** A line of text with its addresses as links; an address reads left to right in either language. */
function lineHtml(line: string): string {
  let html = "";
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(line.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" dir="ltr" style="${LINK_STYLE}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

function paragraphHtml(paragraph: string, action: EmailPart["action"]): string {
  // The main link stands alone in the text: in HTML it becomes a button, with the address under it
  // for mail programs that show no buttons.
  if (action && paragraph.trim() === action.href)
    return `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="${BUTTON_STYLE}">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569">${lineHtml(action.href)}</p>`;
  return `<p style="margin:0 0 16px">${paragraph.split("\n").map(lineHtml).join("<br>")}</p>`;
}

function partHtml(locale: Locale, part: EmailPart): string {
  const paragraphs = part.text.split(/\n{2,}/).map((paragraph) => paragraphHtml(paragraph, part.action));
  return `<div lang="${locale}" dir="${directionOf(locale)}" style="font-size:15px;line-height:1.6;color:#0f172a">${paragraphs.join("")}</div>`;
}

/** The recipient's language first, then the other. */
export function localesFrom(first: Locale): Locale[] {
  return [first, ...LOCALES.filter((locale) => locale !== first)];
}

/**
 * The text and HTML of a mail written in every language, the recipient's (`locale`) first; `partIn`
 * gives one language's part. The subject stays in the recipient's language.
 */
export function composeBilingualEmail(
  locale: Locale,
  partIn: (locale: Locale) => EmailPart,
): { text: string; html: string } {
  const locales = localesFrom(locale);
  const parts = locales.map((each) => [each, partIn(each)] as const);
  const text = parts.map(([, part]) => part.text).join("\n\n----------\n\n");
  const blocks = parts
    .map(([each, part]) => partHtml(each, part))
    .join('<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">');
  const siteName = locales
    .map(
      (each) =>
        `<span lang="${each}" dir="${directionOf(each)}">${escapeHtml(serverT(each)("meta.siteName"))}</span>`,
    )
    .join(" · ");
  const html = `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="margin:0;padding:0;background:#f1f5f9"><div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Tahoma,Arial,sans-serif"><div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px"><p style="margin:0 0 20px;font-size:20px;font-weight:bold;color:#0f766e">${siteName}</p>${blocks}</div></div></body></html>`;
  return { text, html };
}
