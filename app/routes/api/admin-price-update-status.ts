// GET /api/admin/price-updates/status: the spec's price update status as JSON, polled by /admin/prices.
import { getServices } from "~/app-context.server";
import { requireAdmin } from "~/features/accounts/session.server";
import { getPriceUpdateStatus } from "~/features/price-refresh/update-status.server";
import type { Route } from "./+types/admin-price-update-status";

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const status = await getPriceUpdateStatus(getServices(args.context).database.db);
  return Response.json(status, { headers: { "Cache-Control": "no-store" } });
}
