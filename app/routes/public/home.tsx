import { useTranslation } from "react-i18next";
import { getServices } from "~/app-context.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { ProductGrid } from "~/features/catalog/components/product-grid";
import { listProducts } from "~/features/catalog/product-listing.server";
import { listDeals } from "~/features/deals/deals.server";
import { listSlides } from "~/features/hero-slides/slides.server";
import { CallToAction } from "~/features/home/components/call-to-action";
import { DealsStrip } from "~/features/home/components/deals-strip";
import { FeatureBlurbs } from "~/features/home/components/feature-blurbs";
import { FeaturedProduct } from "~/features/home/components/featured-product";
import { HomeHero } from "~/features/home/components/home-hero";
import { LatestProducts } from "~/features/home/components/latest-products";
import { StatsTiles } from "~/features/home/components/stats-tiles";
import { Testimonials } from "~/features/home/components/testimonials";
import { countSiteStats, findFeaturedProduct } from "~/features/home/home.server";
import { pickRandom } from "~/features/home/pick-random";
import { lowestTotalsForPage } from "~/features/offer-details/offer-details.server";
import { listLatestApprovedReviews, TESTIMONIAL_MIN_RATING } from "~/features/reviews/reviews.server";
import { SearchBox } from "~/features/search/components/search-box";
import { listSavedProductIds } from "~/features/shopping/shopping.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/home";
import { useCardSaveAction } from "./card-save-action";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches);
}

const LATEST_PRODUCTS = 8;
/** Deals in the phone strip under the hero. */
const STRIP_DEALS = 8;
const TESTIMONIAL_POOL = 6;
const TESTIMONIALS_SHOWN = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, catalogCache } = getServices(context);
  const { db } = database;
  const [slides, featured, stats, latest, newestReviews, deals] = await catalogCache.read(["home"], () =>
    Promise.all([
      listSlides(db),
      findFeaturedProduct(db),
      countSiteStats(db),
      listProducts(db, { sortBy: "newest", limit: LATEST_PRODUCTS, withTotal: false }),
      listLatestApprovedReviews(db, TESTIMONIAL_POOL, { minRating: TESTIMONIAL_MIN_RATING }),
      listDeals(db, { limit: STRIP_DEALS }),
    ]),
  );
  const user = getCurrentUser(context);
  const [savedIds, lowestTotals] = await Promise.all([
    user
      ? listSavedProductIds(
          db,
          user.id,
          latest.products.map((product) => product.id),
        )
      : null,
    lowestTotalsForPage(db, request, user, latest.products),
  ]);
  return {
    slides,
    featured,
    stats,
    latest: latest.products,
    savedIds,
    lowestTotals,
    testimonials: pickRandom(newestReviews, TESTIMONIALS_SHOWN),
    deals: deals.deals,
    isSignedIn: user !== null,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { slides, featured, stats, latest, savedIds, lowestTotals, testimonials, isSignedIn, deals } =
    loaderData;
  const cardAction = useCardSaveAction(savedIds);
  return (
    <main id="main">
      <HomeHero
        slides={slides}
        search={
          <SearchBox size="large" label={t("home.searchLabel")} placeholder={t("header.searchPlaceholder")} />
        }
      />
      <DealsStrip deals={deals} />
      {featured ? <FeaturedProduct product={featured} /> : null}
      <StatsTiles stats={stats} />
      <FeatureBlurbs />
      <LatestProducts
        grid={<ProductGrid products={latest} renderAction={cardAction} lowestTotals={lowestTotals} />}
      />
      <CallToAction isSignedIn={isSignedIn} />
      <Testimonials reviews={testimonials} />
    </main>
  );
}
