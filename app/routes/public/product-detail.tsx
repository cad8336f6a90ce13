import { data, isRouteErrorResponse } from "react-router";
import { getServices } from "~/app-context.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { PriceAlertForm } from "~/features/alerts/components/price-alert-form";
import { suggestTargetPrice } from "~/features/alerts/price-alert-schema";
import { findProductAlerts } from "~/features/alerts/product-alerts.server";
import { CompareLink } from "~/features/compare/components/compare-link";
import { shopperRegion } from "~/features/offer-details/delivery-region";
import { findProfileRegion } from "~/features/offer-details/offer-details.server";
import { PriceHistoryChart } from "~/features/price-history/components/price-history-chart";
import { findPriceHistory } from "~/features/price-history/price-history.server";
import { parseChartRange, viewPriceHistory } from "~/features/price-history/price-series";
import { ProductError } from "~/features/products/components/product-error";
import { ProductJsonLd } from "~/features/products/components/product-json-ld";
import { ProductPage } from "~/features/products/components/product-page";
import { ProductTile } from "~/features/products/components/product-tile";
import { lowestTotalOfOffers } from "~/features/products/offers";
import { findProductDetail } from "~/features/products/product-detail.server";
import { isProductId } from "~/features/products/product-id";
import { RecentlyViewed } from "~/features/recently-viewed/components/recently-viewed";
import { ReviewForm } from "~/features/reviews/components/review-form";
import { ShareMenu } from "~/features/share/components/share-menu";
import { SaveToggle } from "~/features/shopping/components/save-toggle";
import { isProductSaved } from "~/features/shopping/product-shopping.server";
import { localized, nameIn, resolveLocale } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import { useLocale } from "~/utils/use-locale";
import type { Route } from "./+types/product-detail";
import { handleProductAction } from "./product-detail.server";

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    const title =
      status === 400
        ? "product.invalidId.title"
        : status === 404
          ? "product.notFound.title"
          : "product.loadError";
    return pageMeta(matches, { title, noindex: true });
  }
  const { product, locale } = loaderData;
  const description =
    localized(locale, { en: product.descriptionEn, ar: product.descriptionAr }) ?? undefined;
  return pageMeta(matches, {
    title: nameIn(locale, product),
    description: description && description.length > 160 ? `${description.slice(0, 157)}…` : description,
  });
}

const NO_MOMENT_ALERTS = { back_in_stock: null, lowest_in_90_days: null };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isProductId(params.id)) throw data({ message: "invalid product id" }, { status: 400 });
  const { database, env, catalogCache } = getServices(context);
  const user = getCurrentUser(context);
  const productId = params.id;
  const [[product, history], isSaved, alerts, profileRegion] = await Promise.all([
    catalogCache.read(
      ["product", productId],
      () =>
        Promise.all([findProductDetail(database.db, productId), findPriceHistory(database.db, productId)]),
      { productId: productId.toLowerCase() },
    ),
    user ? isProductSaved(database.db, user.id, productId) : false,
    user ? findProductAlerts(database.db, user.id, productId) : null,
    user ? findProfileRegion(database.db, user.id) : null,
  ]);
  if (!product) throw data({ message: "product not found" }, { status: 404 });

  const locale = resolveLocale(request);
  const now = new Date();
  const region = shopperRegion(request, profileRegion);
  // The alert can watch the total delivered to the shopper's city, or the one it already watches.
  const alertRegion = region ?? alerts?.alert?.targetRegion ?? null;
  // The page's own address in its language (Arabic pages carry ?lang=ar, PD-20).
  const pageUrl = `${env.BASE_URL}/products/${product.id}${locale === "ar" ? "?lang=ar" : ""}`;
  return {
    product,
    locale,
    pageUrl,
    now,
    region,
    priceHistory: viewPriceHistory(history, {
      now,
      currentStores: product.offers.map((offer) => offer.storeName),
      range: parseChartRange(new URL(request.url).searchParams.get("range")),
    }),
    origin: env.BASE_URL,
    viewer: {
      isSignedIn: user !== null,
      isSaved,
      alert: alerts?.alert ?? null,
      // Worked out here so the schema's module stays out of a visitor's page (the form is lazy).
      suggestedTarget: user
        ? suggestTargetPrice(product.insight.low90Days, product.priceRange?.lowest ?? null)
        : null,
      momentAlerts: alerts?.momentAlerts ?? NO_MOMENT_ALERTS,
      onTotal: alertRegion
        ? { region: alertRegion, lowestTotal: lowestTotalOfOffers(product.offers, alertRegion) }
        : null,
    },
  };
}

export function action(args: Route.ActionArgs) {
  return handleProductAction(args);
}

export default function ProductDetailRoute({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { product, priceHistory, origin, pageUrl, now, viewer, region } = loaderData;
  const name = nameIn(locale, product);
  const signInPath = `/login?redirectTo=${encodeURIComponent(`/products/${product.id}`)}`;

  return (
    <>
      <ProductJsonLd product={product} url={pageUrl} origin={origin} locale={locale} />
      <ProductPage
        product={product}
        now={now}
        region={region}
        slots={{
          actions: (
            <>
              <SaveToggle isSignedIn={viewer.isSignedIn} isSaved={viewer.isSaved} signInPath={signInPath} />
              <ShareMenu url={pageUrl} title={name} />
              <CompareLink productId={product.id} />
            </>
          ),
          priceAlert: (
            <PriceAlertForm
              isSignedIn={viewer.isSignedIn}
              signInPath={signInPath}
              lowestPrice={product.priceRange?.lowest ?? null}
              suggestedTarget={viewer.suggestedTarget}
              alert={viewer.alert}
              momentAlerts={{
                alerts: viewer.momentAlerts,
                isLowestIn90Days: product.insight.isLowestIn90Days,
              }}
              onTotal={viewer.onTotal}
            />
          ),
          priceHistory: <PriceHistoryChart view={priceHistory} />,
          reviewForm: <ReviewForm isSignedIn={viewer.isSignedIn} signInPath={signInPath} />,
          recentlyViewed: (
            <RecentlyViewed
              current={{
                id: product.id,
                nameEn: product.nameEn,
                nameAr: product.nameAr,
                imageUrl: product.imageUrl,
                lowestPrice: product.priceRange?.lowest ?? null,
                highestPrice: product.priceRange?.highest ?? null,
                storeCount: product.priceRange?.storeCount ?? 0,
              }}
              renderProduct={(item) => <ProductTile product={item} />}
            />
          ),
        }}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProductError status={isRouteErrorResponse(error) ? error.status : 500} />;
}
