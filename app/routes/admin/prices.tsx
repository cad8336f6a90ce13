import { useTranslation } from "react-i18next";
import { getServices } from "~/app-context.server";
import { requireAdmin } from "~/features/accounts/session.server";
import { PriceUpdatePanel } from "~/features/prices/components/price-update-panel";
import { getPriceUpdateStatus } from "~/features/prices/update-status.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/prices";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "prices.admin.title" });
}

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { database, env } = getServices(args.context);
  return {
    status: await getPriceUpdateStatus(database.db),
    intervalHours: env.PRICE_REFRESH_INTERVAL_HOURS,
  };
}

export default function AdminPrices({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{t("prices.admin.title")}</h1>
      <PriceUpdatePanel initialStatus={loaderData.status} intervalHours={loaderData.intervalHours} />
    </>
  );
}
