// POST /api/admin/price-updates: 'Update prices now'. Starts a refresh of every store price unless
// one is running; answers { success, error } as the spec's force_price_update did.
import { getServices } from "~/app-context.server";
import { requireAdmin } from "~/features/accounts/session.server";
import { serverT } from "~/locales/translate.server";
import { resolveLocale } from "~/utils/i18n";
import type { Route } from "./+types/admin-price-updates";

export async function action(args: Route.ActionArgs) {
  const admin = requireAdmin(args);
  if (args.request.method !== "POST") return Response.json({ success: false }, { status: 405 });
  const { jobs, logger } = getServices(args.context);
  const t = serverT(resolveLocale(args.request));
  try {
    const result = await jobs.requestPriceRefresh(admin.id);
    if (result.status === "started") {
      return Response.json({ success: true, run_id: result.runId, total: result.total }, { status: 202 });
    }
    return Response.json(
      { success: false, error_code: "alreadyRunning", error: t("prices.admin.alreadyRunning") },
      { status: 409 },
    );
  } catch (error) {
    logger.error("price update could not be started", { error });
    return Response.json({ success: false, error: t("prices.admin.triggerFailed") }, { status: 500 });
  }
}

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return Response.json({ success: false }, { status: 405, headers: { Allow: "POST" } });
}
