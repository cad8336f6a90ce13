// GET /sitemap.xml: one file listing every page in both languages, or, for a large catalogue, an
// index of numbered parts (/sitemap.xml?part=N).
import { getServices } from "~/app-context.server";
import { listSitemapPart, planSitemap } from "~/features/seo/sitemap.server";
import { buildSitemapIndex, buildUrlSet } from "~/features/seo/sitemap-xml";
import type { Route } from "./+types/sitemap-xml";

const xmlHeaders = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, database } = getServices(context);
  const plan = await planSitemap(database.db);
  const requested = Number(new URL(request.url).searchParams.get("part"));
  if (!requested && plan.parts > 1) {
    return new Response(buildSitemapIndex(env.BASE_URL, plan.parts), { headers: xmlHeaders });
  }
  const part = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  if (part > plan.parts) return new Response("Not Found", { status: 404 });
  const pages = await listSitemapPart(database.db, plan, part);
  return new Response(buildUrlSet(env.BASE_URL, pages), { headers: xmlHeaders });
}
