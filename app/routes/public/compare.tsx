import { getServices } from "~/app-context.server";
import { findComparedProducts } from "~/features/compare/compare.server";
import { COMPARE_SLOTS } from "~/features/compare/compare-url";
import { resolveComparison } from "~/features/compare/comparison";
import { ComparePage } from "~/features/compare/components/compare-page";
import { isProductId } from "~/features/products/product-id";
import { pageMeta } from "~/utils/meta";
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
  const found = await findComparedProducts(getServices(context).database.db, ids);
  const byId = (id: string | null) => found.find((product) => product.id === id) ?? null;
  return { comparison: resolveComparison(...named.map(byId)) };
}

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  return <ComparePage comparison={loaderData.comparison} />;
}
