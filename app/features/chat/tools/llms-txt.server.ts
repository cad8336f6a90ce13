// /llms.txt (llmstxt.org): what Qaren is, its main pages and its MCP tools, for language models and
// the agents they drive. The tools are listed from the shopping tools themselves, so the file never
// names a tool the server lacks.
import { SHOPPING_TOOLS } from "./shopping-tools.server";

export function buildLlmsTxt(baseUrl: string): string {
  const url = (path: string) => `${baseUrl}${path}`;
  return [
    "# Qaren (قارن)",
    "",
    "> Qaren compares prices of electronics, appliances and more across Saudi Arabian stores such as Jarir, noon and Amazon.sa, in Saudi riyals (SAR), in English and Arabic. It keeps each product's price history, says whether today's lowest price is low, typical or high for it, lists deals, and sends price alerts.",
    "",
    "> قارن يقارن أسعار الإلكترونيات والأجهزة المنزلية وغيرها بين المتاجر السعودية بالريال السعودي، بالعربية والإنجليزية، مع سجل الأسعار والحكم على السعر والعروض وتنبيهات الأسعار.",
    "",
    "Every page is in English and Arabic: add `?lang=en` or `?lang=ar`. Only offers that are in stock and checked recently count as current prices; a product's lowest price is the lowest of those.",
    "",
    "## Main pages",
    "",
    `- [Home](${url("/")}): today's deals, featured products and categories.`,
    `- [Products](${url("/products")}): the catalogue with filters by category, brand, price and attributes.`,
    `- [Categories](${url("/categories")}): every product category, two levels deep.`,
    `- [Search](${url("/search?q=iphone%2015")}): search by name, brand or model in English or Arabic (typos and Arabic spellings understood).`,
    `- [Product page](${url("/products/{id}")}): prices at every store, price history chart, price verdict, specifications, variants, reviews and alerts.`,
    `- [Compare](${url("/compare?a={id}&b={id}")}): up to four products of one category side by side (parameters a, b, c, d).`,
    `- [Deals](${url("/deals")}): products below their typical price of the last 90 days, or at their lowest in 90 days.`,
    `- [Reviews](${url("/reviews")}): shopper and expert reviews.`,
    `- [Sitemap](${url("/sitemap.xml")}): every public page in both languages.`,
    "",
    "## MCP server",
    "",
    `Qaren's catalogue is an MCP server (Streamable HTTP, stateless, read-only, no sign-in) at ${url("/mcp")}. Every tool takes \`locale\` ("en" or "ar") for names and prices in that language. Limits: 60 requests a minute per client address, request bodies up to 64 KB. Documentation: docs/mcp.md in the source.`,
    "",
    ...Object.values(SHOPPING_TOOLS).map(({ name, description }) => `- ${name}: ${description}`),
    "",
    "## Optional",
    "",
    `- [Product search API](${url("/api/products/search?q=galaxy&limit=5")}): JSON search results (id, names, lowest price).`,
    "",
  ].join("\n");
}
