import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { getServices } from "~/app-context.server";
import { requireAdmin } from "~/features/accounts/session.server";
import { PriceUpdatePanel } from "~/features/admin-prices/components/price-update-panel";
import { StaleOffersList } from "~/features/admin-prices/components/stale-offers-list";
import { StoreHealthList } from "~/features/admin-prices/components/store-health-list";
import { TestPagePanel } from "~/features/admin-prices/components/test-page-panel";
import { fetchAgainSchema } from "~/features/admin-prices/fetch-again-schema";
import { listStaleOffers, STALE_OFFERS_PAGE_SIZE } from "~/features/price-refresh/stale-offers.server";
import { getStoreHealth } from "~/features/price-refresh/store-health.server";
import { getPriceUpdateStatus } from "~/features/price-refresh/update-status.server";
import { freshHoursFor } from "~/features/prices/current-offers.server";
import { readForm } from "~/routes/form-body.server";
import { pageMeta } from "~/utils/meta";
import { parsePageNumber } from "~/utils/page-number";
import type { Route } from "./+types/prices";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "prices.admin.title" });
}

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { database, env } = getServices(args.context);
  const page = parsePageNumber(new URL(args.request.url).searchParams.get("stalePage"));
  const [status, stale, health] = await Promise.all([
    getPriceUpdateStatus(database.db),
    listStaleOffers(database.db, { page }),
    getStoreHealth(database.db),
  ]);
  return {
    status,
    intervalHours: env.PRICE_REFRESH_INTERVAL_HOURS,
    stale: { ...stale, page, pages: Math.max(1, Math.ceil(stale.total / STALE_OFFERS_PAGE_SIZE)) },
    freshHours: freshHoursFor(env.PRICE_REFRESH_INTERVAL_HOURS),
    health,
  };
}

/** 'Fetch again' of one stale store price: queues the fetch job; the reading makes it current again. */
export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const { jobs, logger } = getServices(args.context);
  const parsed = fetchAgainSchema.safeParse(Object.fromEntries(await readForm(args.request)));
  if (!parsed.success)
    return data({ ok: false, messageKey: parsed.error.issues[0]!.message }, { status: 400 });
  try {
    if (!(await jobs.requestStorePriceFetch(parsed.data.productPriceId))) {
      return data({ ok: false, messageKey: "adminStaleOffers.errors.unknownOffer" }, { status: 404 });
    }
    return { ok: true, messageKey: "adminStaleOffers.queued" };
  } catch (error) {
    logger.error("store price fetch could not be queued", { error });
    return data({ ok: false, messageKey: "adminStaleOffers.errors.queueFailed" }, { status: 500 });
  }
}

export default function AdminPrices({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{t("prices.admin.title")}</h1>
      <PriceUpdatePanel initialStatus={loaderData.status} intervalHours={loaderData.intervalHours} />
      <div className="mt-6">
        <StaleOffersList {...loaderData.stale} freshHours={loaderData.freshHours} />
      </div>
      <div className="mt-6">
        <StoreHealthList rows={loaderData.health} />
      </div>
      <div className="mt-6">
        <TestPagePanel />
      </div>
    </>
  );
}
