import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export const INFO_PAGES = [
  "about",
  "careers",
  "press",
  "help",
  "contact",
  "privacy",
  "terms",
  "cookies",
] as const;

export default [
  layout("routes/public/site-layout.tsx", [
    index("routes/public/home.tsx"),
    route("login", "routes/public/auth.tsx", { id: "auth-login" }),
    route("register", "routes/public/auth.tsx", { id: "auth-register" }),
    route("forgot-password", "routes/public/forgot-password.tsx"),
    route("reset-password", "routes/public/reset-password.tsx"),
    route("verify-email", "routes/public/verify-email.tsx"),
    route("profile", "routes/account/profile.tsx"),
    route("products", "routes/public/products.tsx"),
    route("products/:id", "routes/public/product-detail.tsx"),
    route("categories", "routes/public/categories.tsx"),
    route("deals", "routes/public/deals.tsx"),
    route("search", "routes/public/search.tsx"),
    route("reviews", "routes/public/reviews.tsx"),
    route("compare", "routes/public/compare.tsx"),
    ...INFO_PAGES.map((page) => route(page, "routes/public/info-page.tsx", { id: `info-${page}` })),
  ]),
  route("logout", "routes/account/logout.ts"),
  route("profile/export", "routes/account/profile-export.ts"),
  route("api/products/search", "routes/api/products-search.ts"),
  route("api/chat", "routes/api/chat.ts"),
  route("api/notifications", "routes/api/notifications.ts"),
  route("api/admin/price-updates", "routes/api/admin-price-updates.ts"),
  route("api/admin/price-updates/status", "routes/api/admin-price-update-status.ts"),
  route("api/admin/price-fetch", "routes/api/admin-price-fetch.ts"),
  route("api/admin/page-test", "routes/api/admin-page-test.ts"),
  route("api/admin/page-test/screenshot/:id", "routes/api/admin-page-test-screenshot.ts"),
  route("robots.txt", "routes/public/robots-txt.ts"),
  route("sitemap.xml", "routes/public/sitemap-xml.ts"),
  // The back office: its own frame (no site header, footer or assistant); every page checks the role.
  route("admin", "routes/admin/admin-layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("products", "routes/admin/products.tsx"),
    route("categories", "routes/admin/categories.tsx"),
    route("reviews", "routes/admin/reviews.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("slides", "routes/admin/slides.tsx"),
    route("prices", "routes/admin/prices.tsx"),
    route("stores", "routes/admin/stores.tsx"),
  ]),
  // Unknown paths go home (decision 17).
  route("*", "routes/public/unknown-path.tsx"),
] satisfies RouteConfig;
