// GET /robots.txt: what crawlers may read, and where the sitemap is (PD-20).
import { getServices } from "~/app-context.server";
import type { Route } from "./+types/robots-txt";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /profile",
    "Disallow: /api/",
    "",
    `Sitemap: ${env.BASE_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
