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
    ...INFO_PAGES.map((page) => route(page, "routes/public/info-page.tsx", { id: `info-${page}` })),
  ]),
  // Unknown paths go home (decision 17).
  route("*", "routes/public/unknown-path.tsx"),
] satisfies RouteConfig;
