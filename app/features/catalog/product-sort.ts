/** The browse page's sort options (the spec's), in the order the sort menu lists them. */
export const PRODUCT_SORTS = ["price_asc", "price_desc", "rating_desc", "rating_asc"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = "price_asc";
/** `relevance` needs a search match; `newest` is the home page's Latest Products. */
export type ProductListOrder = ProductSort | "relevance" | "newest";
