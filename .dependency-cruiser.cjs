// Import layers (docs/decisions/0024-layers-and-feature-boundaries.md), checked by `npm run lint:imports`
// in `npm test`. Bottom to top: utils, components/ui, db, locales → shared domain features → the other
// features → jobs → routes → server and scripts. Code imports only down; a feature reaches another only
// through the files that feature lists below as its public surface.

/**
 * Features every other feature may build on: current offers and money, offer details and totals, stores, page extraction,
 * what products are (attributes and their values), the words shoppers use for them, and uploaded images.
 */
const DOMAIN_FEATURES = [
  "prices",
  "stores",
  "price-extraction",
  "attributes",
  "shopper-vocabulary",
  "offer-details",
  "uploads",
];

/**
 * Each feature's public surface: the files other features may import (paths inside the feature).
 * Anything not listed is the feature's own business; list a file here only on purpose.
 */
const PUBLIC_SURFACE = {
  // The shared domain.
  prices: [
    "current-offers.server.ts",
    "last-known-price.ts",
    "record-price-reading.server.ts",
    "store-prices.server.ts",
    "price-insight.ts",
    "price-insight.server.ts",
    "was-price.ts",
    "was-price.server.ts",
    "components/price-insight-panel.tsx",
    "components/price-verdict-badge.tsx",
  ],
  // What an offer costs and brings beyond its price (issue 32, ADR-0026): the shared shape, its
  // checks, storing readings, and "lowest total" beside "current lowest price".
  "offer-details": [
    "offer-details.ts",
    "offer-details-schema.ts",
    "offer-details.server.ts",
    "offer-total.ts",
    "shown-details.ts",
    "components/store-policy-fields.tsx",
    "components/city-picker.tsx",
    "components/lowest-total.tsx",
    "shipping-json-ld.ts",
    "components/delivery-line.tsx",
    "components/offer-badges.tsx",
    "delivery-region.ts",
  ],
  // Uploaded images (avatars, store logos, product and slide images): one set of checks, one folder each.
  uploads: ["image-upload.ts", "image-upload.server.ts", "components/image-upload-field.tsx"],
  stores: ["stores.server.ts", "store-name.ts", "use-store-name.ts", "components/store-logo.tsx"],
  // What products are (issue 31): attributes, units, typed values and the mapping of rows onto them.
  attributes: [
    "attribute-field.ts",
    "attribute-filters.ts",
    "attribute-filters.server.ts",
    "attribute-types.ts",
    "attributes.server.ts",
    "map-specifications.ts",
    "product-attributes.ts",
    "standard-attributes.ts",
    "units.ts",
  ],
  "price-extraction": [
    "extract-price.ts",
    "page-shape.ts",
    "parse-price.ts",
    "read-identity.ts",
    "store-rule-grammar.ts",
    // Saudi regions as stores and feeds name them (issue 32).
    "delivery-regions.ts",
  ],
  // Reading store pages: the price engine, its errors, and the address policy feeds reuse.
  "page-fetching": [
    "fetch-store-price.server.ts",
    "read-store-page.server.ts",
    "page-fetcher.server.ts",
    "public-address.server.ts",
    "price-errors.ts",
  ],
  feeds: ["brand-key.ts", "unmatched-items.server.ts"],
  "price-refresh": ["stale-offers.server.ts", "store-health.server.ts", "update-status.server.ts"],
  alerts: ["queue-alert-evaluation.server.ts"],
  catalog: [
    "categories.server.ts",
    "category-tree.ts",
    "product-listing.server.ts",
    // The product sorts (price, rating), also the order of the assistant's lists.
    "product-sort.ts",
    "components/category-options.tsx",
    "components/compare-prices-link.tsx",
    "components/product-card-image.tsx",
    "components/product-grid.tsx",
  ],
  // The category choices of the product form, also offered when an unmatched feed item is added.
  "admin-catalog": ["products.server.ts"],
  deals: ["deals.server.ts"],
  // The compare page's reading and table, also what the shopping tools compare with (ADR-0027).
  compare: ["compare.server.ts", "comparison.ts"],
  // A product's recorded prices and their daily series, also read by the shopping tools (ADR-0027).
  "price-history": ["price-history.server.ts", "price-series.ts"],
  email: ["mailer.server.ts", "bilingual-email.server.ts"],
  products: ["product-detail.server.ts"],
  "rate-limit": ["rate-limit.server.ts"],
  search: ["search.server.ts", "search-query.ts", "transliteration.ts", "typo-distance.ts"],
  variants: ["match-variant.ts", "variants.ts", "variants.server.ts", "components/variant-picker.tsx"],
  // One vocabulary and one phrase reader for search and the assistant (issue 37).
  "shopper-vocabulary": ["arabizi.ts", "category-words.ts", "phrases.ts", "size-words.ts"],
  // The profile's one form holds saved products and alerts: its schema is read by both.
  shopping: ["profile-shopping-schema.ts"],
  // The name a review is shown under (product page, reviews page) and its moderation state (moderators).
  reviews: ["review-columns.server.ts", "rejection-reasons.ts"],
};

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const publicPaths = Object.entries(PUBLIC_SURFACE).flatMap(([feature, files]) =>
  files.map((file) => `^app/features/${escapeRegex(feature)}/${escapeRegex(file)}$`),
);
const domain = `^app/features/(${DOMAIN_FEATURES.map(escapeRegex).join("|")})/`;

module.exports = {
  forbidden: [
    {
      name: "no-feature-cycle",
      comment: "Two features that import each other are one feature, or share a concept that belongs lower.",
      severity: "error",
      scope: "folder",
      from: { path: "^app/features/[^/]+" },
      to: { circular: true },
    },
    {
      name: "feature-public-surface",
      comment: "A feature reaches another only through that feature's public surface (PUBLIC_SURFACE).",
      severity: "error",
      from: { path: "^app/features/([^/]+)/" },
      to: { path: "^app/features/", pathNot: ["^app/features/$1/", ...publicPaths] },
    },
    {
      name: "domain-stays-low",
      comment: "The shared domain (DOMAIN_FEATURES) builds on nothing above it.",
      severity: "error",
      from: { path: domain },
      to: { path: "^app/features/", pathNot: domain },
    },
    {
      name: "extraction-stands-alone",
      comment:
        "Price extraction is pure functions over a page: no fetching, database, texts or other feature.",
      severity: "error",
      from: { path: "^app/features/price-extraction/" },
      to: {
        path: "^(app|server|scripts)/",
        pathNot: [
          "^app/features/price-extraction/",
          "^app/utils/money\\.ts$",
          // The shape of offer details it reads (types and the list of regions only).
          "^app/features/offer-details/offer-details\\.ts$",
        ],
      },
    },
    {
      name: "features-not-upward",
      comment: "Features serve routes and jobs; they do not call them.",
      severity: "error",
      from: {
        path: "^app/features/",
        // Exceptions, to be removed by a larger change: these request helpers (requireUser and the
        // like, the outage middleware) read the app's services from the router context, which lives
        // in the composition root (app-context.server.ts); passing the services in instead would touch
        // every loader and action.
        pathNot: [
          "^app/features/accounts/(session|accounts)\\.server\\.ts$",
          "^app/features/outage/database-outage\\.server\\.ts$",
        ],
      },
      to: { path: "^(app/(routes|jobs|root\\.tsx|routes\\.ts|app-context\\.server\\.ts)|server/|scripts/)" },
    },
    {
      name: "shared-not-upward",
      comment: "utils, components/ui and db are the bottom: they import no feature, route, job or text.",
      severity: "error",
      from: { path: "^app/(utils|components|db)/" },
      to: {
        path: "^(app/(features|routes|jobs|locales|root\\.tsx|app-context\\.server\\.ts)|server/|scripts/)",
      },
    },
    {
      name: "locales-not-upward",
      comment: "Texts and their loaders build on utils only.",
      severity: "error",
      from: { path: "^app/locales/" },
      to: { path: "^(app/(features|routes|jobs|components|db)|server/|scripts/)" },
    },
    {
      name: "jobs-not-upward",
      comment: "Job handlers call features; they never reach into routes.",
      severity: "error",
      from: { path: "^app/jobs/" },
      to: { path: "^(app/routes/|server/|scripts/)" },
    },
    {
      name: "routes-through-features",
      comment: "Routes compose features; queuing work goes through a feature function, not a job module.",
      severity: "error",
      from: { path: "^app/routes/" },
      to: { path: "^(app/jobs/|server/|scripts/)" },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API yet that dependency-cruiser reads; swc parses the sources.
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    // Tests may reach across to set up and observe; the rules govern the code that ships.
    exclude: { path: "(^|/)(node_modules|build|\\.react-router)/|\\.test\\.tsx?$" },
  },
};
