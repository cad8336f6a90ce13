// schema.org JSON-LD as every page reader sees it: the page's ld+json blocks, a node's type names
// and one bounded walk over the objects a document holds.

import type { CheerioAPI } from "cheerio";
import { isJsonObject, type JsonObject, type JsonValue } from "./page-context";
import { readScriptText } from "./page-dom";

/** A value that may be one item or a list of them, as a list (none for a missing value). */
export function asArray(value: JsonValue | undefined): JsonValue[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Lower-case schema.org type names of a node, without the "https://schema.org/" prefix. */
export function typesOf(node: JsonObject): string[] {
  return asArray(node["@type"])
    .filter((type): type is string => typeof type === "string")
    .map((type) =>
      type
        .replace(/^https?:\/\/schema\.org\//i, "")
        .replace(/^schema:/i, "")
        .toLowerCase(),
    );
}

/** The text of each of the page's JSON-LD blocks (`<script type="application/ld+json">`), in order. */
export function jsonLdScriptTexts($: CheerioAPI): string[] {
  return $("script")
    .toArray()
    .filter((script) => (script.attribs.type ?? "").toLowerCase().includes("ld+json"))
    .map(readScriptText);
}

/**
 * Calls `visit` on every object in `value`, parents before children, down to `maxDepth` levels of
 * nesting (an array counts as a level): a page's JSON is not trusted to be shallow.
 */
export function forEachJsonObject(
  value: JsonValue,
  maxDepth: number,
  visit: (node: JsonObject) => void,
): void {
  const walk = (current: JsonValue, depth: number) => {
    if (depth > maxDepth) return;
    if (Array.isArray(current)) {
      for (const item of current) walk(item, depth + 1);
    } else if (isJsonObject(current)) {
      visit(current);
      for (const child of Object.values(current)) walk(child, depth + 1);
    }
  };
  walk(value, 0);
}
