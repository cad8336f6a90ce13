import type { Locale } from "~/utils/i18n";
import type { ProductDetail } from "../product-detail.server";
import { buildProductJsonLd, serializeJsonLd } from "../product-json-ld";

/**
 * The product's structured data for search engines, written by the server's render only. It is
 * not loader data: as loader data it was sent a second time, escaped, for the browser to hydrate
 * (a third of a product page's loader data), and the browser never reads it. The browser renders
 * the element empty, which hydration leaves as the server wrote it (React does not patch inner
 * HTML); a page reached by navigating in the browser has no structured data, which only crawlers
 * read, from the server. Keyed by product, so such a page never keeps another product's data.
 */
export function ProductJsonLd({
  product,
  url,
  origin,
  locale,
}: {
  product: ProductDetail;
  url: string;
  origin: string;
  locale: Locale;
}) {
  const json = import.meta.env.SSR
    ? serializeJsonLd(buildProductJsonLd(product, { url, origin, locale }))
    : "";
  return (
    <script
      key={product.id}
      type="application/ld+json"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, serialised with `<` escaped
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
