import { getServices } from "~/app-context.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { findComparedProducts } from "~/features/compare/compare.server";
import { COMPARE_SLOTS } from "~/features/compare/compare-url";
import { resolveComparison } from "~/features/compare/comparison";
import { ComparePage } from "~/features/compare/components/compare-page";
import { lowestTotalsForPage } from "~/features/offer-details/offer-details.server";
import { isProductId } from "~/features/products/product-id";
import { pageMeta } from "~/utils/meta";
import { fromHalalas } from "~/utils/money";
import type { Route } from "./+types/compare";

export function meta({ matches, location }: Route.MetaArgs) {
  const params = new URLSearchParams(location.search);
  return pageMeta(matches, {
    title: "compare.title",
    description: "compare.intro",
    canonicalParams: Object.fromEntries(COMPARE_SLOTS.map((slot) => [slot, params.get(slot)])),
  });
}

/** The products come from the URL (/compare?a={id}&b={id}&c={id}&d={id}), so a comparison can be shared. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const named = COMPARE_SLOTS.map((key) => {
    const value = url.searchParams.get(key);
    return isProductId(value) ? value : null;
  });
  const ids = named.filter((id): id is string => id !== null);
  const { db } = getServices(context).database;
  const user = getCurrentUser(context);
  const [found, lowestTotals] = await Promise.all([
    findComparedProducts(db, ids),
    lowestTotalsForPage(
      db,
      request,
      user,
      ids.map((id) => ({ id })),
    ),
  ]);
  // With the shopper's city, each product's lowest total delivered there (issue 32).
  const withTotals = lowestTotals
    ? found.map((product) => {
        const total = lowestTotals.byProduct[product.id];
        return { ...product, lowestTotal: total === undefined ? null : fromHalalas(total) };
      })
    : found;
  const byId = (id: string | null) => withTotals.find((product) => product.id === id) ?? null;
  return { comparison: resolveComparison(...named.map(byId)), region: lowestTotals?.region ?? null };
}

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  return <ComparePage comparison={loaderData.comparison} region={loaderData.region} />;
}
