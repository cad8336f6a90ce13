// GET /api/admin/page-test/screenshot/:id: the rendered page of a recent "Test a page", admins only.
import { requireAdmin } from "~/features/accounts/session.server";
import { pageTestScreenshot } from "~/features/admin-prices/test-page.server";
import { foundOr404 } from "~/routes/found.server";
import type { Route } from "./+types/admin-page-test-screenshot";

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const image = foundOr404(pageTestScreenshot(args.params.id));
  return new Response(new Uint8Array(image), {
    headers: { "Content-Type": "image/jpeg", "Cache-Control": "private, no-store" },
  });
}
