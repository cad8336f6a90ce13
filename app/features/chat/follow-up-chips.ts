// Follow-up chips that fit the latest answer (issue 23): after one product, its trend, specifications,
// reviews and an alert on its page; after several, a comparison and the cheaper one; otherwise the
// opening suggestions. Worked out from the answer's own links, so the server stays stateless.

export type FollowUpChip =
  | { kind: "ask"; key: ChipKey }
  /** A link into the site, such as the product page where the price alert is set. */
  | { kind: "link"; key: ChipKey; href: string };

export type ChipKey =
  | "chat.chips.trend"
  | "chat.chips.specs"
  | "chat.chips.reviews"
  | "chat.chips.alert"
  | "chat.chips.compare"
  | "chat.chips.cheaper"
  | "chat.chips.first";

const PRODUCT_LINK = /\]\(\/products\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)/gi;
const COMPARE_LINK = /\]\(\/compare\?a=/;

/** A list of products: numbered ("1. [..](..)") or bulleted ("• [..](..)") product links. */
const LISTED_PRODUCT = /^(?:\d+\.|•) \[[^\]]*\]\(\/products\//m;

/** The chips for an assistant answer; empty when the opening suggestions fit better. */
export function followUpChips(answer: string): FollowUpChip[] {
  const products = [...new Set([...answer.matchAll(PRODUCT_LINK)].map((match) => match[1]!.toLowerCase()))];
  const [product] = products;
  if (!product) return [];
  if (COMPARE_LINK.test(answer)) {
    return [
      { kind: "ask", key: "chat.chips.cheaper" },
      { kind: "ask", key: "chat.chips.first" },
      { kind: "link", key: "chat.chips.alert", href: `/products/${product}` },
    ];
  }
  // An answer about one product (other matches may follow it): its trend, specs, reviews, alert.
  if (products.length === 1 || !LISTED_PRODUCT.test(answer)) {
    return [
      { kind: "ask", key: "chat.chips.trend" },
      { kind: "ask", key: "chat.chips.specs" },
      { kind: "ask", key: "chat.chips.reviews" },
      { kind: "link", key: "chat.chips.alert", href: `/products/${product}` },
    ];
  }
  return [
    { kind: "ask", key: "chat.chips.compare" },
    { kind: "ask", key: "chat.chips.cheaper" },
    { kind: "ask", key: "chat.chips.first" },
  ];
}
