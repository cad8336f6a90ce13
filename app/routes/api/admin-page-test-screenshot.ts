// GET /api/admin/page-test/screenshot/:id: the rendered page of a recent "Test a page", admins only.
import { data } from "react-router";
import { requireAdmin } from "~/features/accounts/session.server";
import { pageTestScreenshot } from "~/features/admin-prices/test-page.server";
import type { Route } from "./+types/admin-page-test-screenshot";

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const image = pageTestScreenshot(args.params.id);
  if (!image) throw data({ message: "not found" }, { status: 404 });
  return new Response(new Uint8Array(image), {
    headers: { "Content-Type": "image/jpeg", "Cache-Control": "private, no-store" },
  });
}
