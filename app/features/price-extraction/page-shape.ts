// What a page is when the extractor finds no price in it (issue 16): an application shell that
// renders its content with JavaScript (worth opening in a browser), or a bot wall (a captcha or
// "access denied" page, never read as a price).

import { loadPage } from "./page-dom";

const MOUNT_POINT =
  /<(?:div|main|section)[^>]+id=["'](?:root|app|__next|__nuxt|main-app|svelte|store-app)["'][^>]*>\s*<\/(?:div|main|section)>/i;
const NEEDS_SCRIPT =
  /enable javascript|javascript is (?:disabled|required)|يرجى تفعيل (?:جافا ?سكربت|javascript)|فعّل جافا/i;

/** The page's visible words, scripts and styles left out. */
function visibleText(html: string): string {
  const $ = loadPage(html);
  $("script, style, noscript, template, svg").remove();
  return $("body").text().replace(/\s+/g, " ").trim();
}

/**
 * Whether the served HTML is a shell that scripts fill in: it has scripts, and an empty mount point,
 * a "please enable JavaScript" note, or hardly any text of its own.
 */
export function looksLikeAppShell(html: string): boolean {
  if (!/<script\b/i.test(html)) return false;
  if (MOUNT_POINT.test(html) || NEEDS_SCRIPT.test(html)) return true;
  return visibleText(html).length < 600;
}

const BOT_WALL_MARKERS = [
  /\bcaptcha\b/i,
  /g-recaptcha|h-captcha|hcaptcha|cf-turnstile|challenge-platform|cf-chl-|_cf_chl_opt/i,
  /are you (?:a )?(?:human|robot)|verify (?:that )?you are (?:a )?human|checking your browser/i,
  /access (?:to this page has been )?denied|request (?:was )?blocked|unusual traffic/i,
  /px-captcha|perimeterx|datadome|incapsula|akamai bot manager|distil_r_captcha/i,
  /تحقق من أنك (?:إنسان|لست روبوت)|لست روبوت|تم حظر|رفض الوصول/,
];

/** Whether a page is a captcha, a challenge or an "access denied" wall rather than the product. */
export function looksLikeBotWall(html: string): boolean {
  const head = html.slice(0, 200_000);
  if (!BOT_WALL_MARKERS.some((marker) => marker.test(head))) return false;
  // A real product page may mention "captcha" in a footer script; a wall has little else to say.
  return visibleText(head).length < 2000;
}
