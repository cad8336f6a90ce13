// A copy of the page reduced to what a shopper sees, for reading visible prices and stock.

import { type CheerioAPI, type Element, flattenText, isElement, loadPage } from "./page-dom";
import { looksLikeSarSymbol, parsePrice } from "./parse-price";

const HIDDEN_CLASSES = new Set([
  "hidden",
  "d-none",
  "is-hidden",
  "aok-hidden",
  "display-none",
  "hide",
  "u-hidden",
]);
// Tailwind-style "hidden md:block" is hidden on phones only; such elements are shown on desktop.
const RESPONSIVE_DISPLAY =
  /^(?:sm|md|lg|xl|2xl):(?:block|flex|inline|inline-block|inline-flex|grid|table|contents)$/;
const SCREEN_READER_ONLY = new Set([
  "a-offscreen",
  "sr-only",
  "visually-hidden",
  "visuallyhidden",
  "screen-reader-text",
  "screenreader",
  "offscreen",
]);

function classTokens(element: Element): string[] {
  return (element.attribs.class ?? "").toLowerCase().split(/\s+/).filter(Boolean);
}

function isHidden(element: Element): boolean {
  if (element.attribs.hidden !== undefined) return true;
  const style = (element.attribs.style ?? "").toLowerCase().replace(/\s+/g, "");
  if (style.includes("display:none") || style.includes("visibility:hidden")) return true;
  const tokens = classTokens(element);
  return (
    tokens.some((token) => HIDDEN_CLASSES.has(token)) &&
    !tokens.some((token) => RESPONSIVE_DISPLAY.test(token))
  );
}

/** Riyal icons (Salla's `<i class="sicon-sar">`, an inline SVG labelled "SAR") become the text "SAR". */
function replaceCurrencyIcons($: CheerioAPI): void {
  for (const element of $("svg, i, img, span, em, b, small, use").toArray()) {
    const attributes = element.attribs;
    const isSvg = element.name === "svg";
    const descriptor = [
      attributes.class,
      attributes["aria-label"],
      attributes.title,
      attributes.alt,
      attributes["data-icon"],
      attributes.src?.split("/").pop(),
      isSvg ? $(element).find("title").text() : "",
    ].join(" ");
    // Only empty elements are icons; a span that says "SAR 99" keeps its text.
    if (looksLikeSarSymbol(descriptor) && (isSvg || !$(element).text().trim())) {
      $(element).replaceWith(" SAR ");
    }
  }
}

/**
 * Pairs a screen-reader copy of a price with its aria-hidden visual twin and keeps one: the visual one
 * when it has a number (it keeps <del>/<ins> semantics), else the screen-reader one. Keeping both
 * would glue "SAR 1,079.00" and "SAR1,079.00" together.
 */
function dropScreenReaderTwins($: CheerioAPI): void {
  for (const element of $("[class]").toArray()) {
    if (!classTokens(element).some((token) => SCREEN_READER_ONLY.has(token))) continue;
    const ownAmount = parsePrice($(element).text())?.amount ?? null;
    const twins = [$(element).prev().get(0), $(element).next().get(0)].filter(
      (sibling): sibling is Element => sibling !== undefined && sibling.attribs["aria-hidden"] === "true",
    );
    for (const twin of twins) {
      const twinAmount = parsePrice(flattenText(twin).text)?.amount ?? null;
      if (twinAmount !== null && (ownAmount === null || ownAmount === twinAmount)) {
        $(element).remove();
        break;
      }
    }
  }
}

/**
 * Loads a copy of the page holding only what a shopper sees: no scripts, styles or form option
 * lists, no hidden elements, riyal icons turned into the text "SAR", screen-reader twins dropped.
 */
export function prepareVisiblePage(html: string): CheerioAPI {
  const $ = loadPage(html);
  $("script, style, noscript, template, iframe, object, embed, head, select, datalist, textarea").remove();
  replaceCurrencyIcons($);
  for (const element of $("body *").toArray()) {
    if (isElement(element) && isHidden(element)) $(element).remove();
  }
  dropScreenReaderTwins($);
  return $;
}
