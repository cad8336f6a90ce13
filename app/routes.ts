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
    route("profile", "routes/account/profile.tsx"),
    ...INFO_PAGES.map((page) => route(page, "routes/public/info-page.tsx", { id: `info-${page}` })),
  ]),
  route("logout", "routes/account/logout.ts"),
  // Unknown paths go home (decision 17).
  route("*", "routes/public/unknown-path.tsx"),
] satisfies RouteConfig;
