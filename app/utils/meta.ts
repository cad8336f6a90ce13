import type { MetaDescriptor } from "react-router";

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
type RootData = { translations: Record<string, unknown> };

function lookup(tree: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * Title and description for a page, in the page's language. Give translation keys or ready texts
 * (e.g. a product name); the site name is appended to every title but the home page's.
 */
export function pageMeta(
  matches: Matches,
  { title, description }: { title?: string; description?: string } = {},
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const texts = root?.translations ?? {};
  const translate = (keyOrText: string) => lookup(texts, keyOrText) ?? keyOrText;
  const siteName = lookup(texts, "meta.siteName") ?? "Qaren";
  const fullTitle = title
    ? `${translate(title)} | ${siteName}`
    : (lookup(texts, "meta.defaultTitle") ?? siteName);
  const fullDescription = description ? translate(description) : lookup(texts, "meta.defaultDescription");

  return [
    { title: fullTitle },
    ...(fullDescription ? [{ name: "description", content: fullDescription }] : []),
    { property: "og:title", content: fullTitle },
    { property: "og:site_name", content: siteName },
  ];
}
