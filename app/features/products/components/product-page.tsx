import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import type { Region } from "~/features/offer-details/offer-details";
import { PriceInsightPanel } from "~/features/prices/components/price-insight-panel";
import { useLocale } from "~/utils/use-locale";
import type { ProductDetail } from "../product-detail.server";
import { CustomerReviews } from "./customer-reviews";
import { ExpertReviewList } from "./expert-review-list";
import { PhoneBuyBar } from "./phone-buy-bar";
import { ProductDetails } from "./product-details";
import { ProductSection } from "./product-section";
import { ProductSummary } from "./product-summary";
import { RatingSummaryPanel } from "./rating-summary-panel";
import { SimilarProducts } from "./similar-products";
import { StorePriceList } from "./store-price-list";

/** Parts of the page that belong to other features; the route supplies them. */
export type ProductPageSlots = {
  actions: ReactNode;
  priceAlert: ReactNode;
  priceHistory: ReactNode;
  reviewForm: ReactNode;
  recentlyViewed: ReactNode;
};

/** Every section of /products/{id}, in reading order; `now` is the moment of the request. */
export function ProductPage({
  product,
  slots,
  now,
  region = null,
}: {
  product: ProductDetail;
  slots: ProductPageSlots;
  now: Date;
  /** The shopper's city: each store row shows its delivery and total there (issue 32). */
  region?: Region | null;
}) {
  const { t } = useTranslation();
  const isArabic = useLocale() === "ar";

  return (
    <main id="main" className="mx-auto max-w-7xl space-y-14 clear-of-chat-7xl py-8">
      <div className="space-y-6">
        <Breadcrumbs
          label={t("product.breadcrumb")}
          items={[
            { label: t("nav.home"), to: "/" },
            { label: t("nav.products"), to: "/products" },
            {
              label: isArabic ? product.category.nameAr : product.category.nameEn,
              to: `/products?category=${product.category.id}`,
            },
            { label: isArabic ? product.nameAr : product.nameEn },
          ]}
        />
        <ProductSummary product={product} actions={slots.actions} />
      </div>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ProductSection id="prices" title={t("product.prices.title", { count: product.offers.length })}>
          <StorePriceList
            offers={product.offers}
            now={now}
            region={region}
            redirectTo={`/products/${product.id}`}
          />
        </ProductSection>
        <div className="space-y-8">
          <ProductSection id="price-insight" title={t("priceInsight.title")}>
            <PriceInsightPanel insight={product.insight} lowestPrice={product.priceRange?.lowest ?? null} />
          </ProductSection>
          {slots.priceAlert}
        </div>
      </div>

      <ProductSection id="price-history" title={t("priceHistory.title")}>
        {slots.priceHistory}
      </ProductSection>

      <ProductDetails
        descriptionEn={product.descriptionEn}
        descriptionAr={product.descriptionAr}
        attributes={product.attributes}
        specifications={product.specifications}
      />

      <ProductSection id="expert-reviews" title={t("product.expertReviews.title")}>
        <ExpertReviewList reviews={product.expertReviews} />
      </ProductSection>

      <ProductSection id="reviews" title={t("product.reviews.title")}>
        <CustomerReviews
          reviews={product.reviews}
          totalCount={product.ratings.count}
          summary={<RatingSummaryPanel ratings={product.ratings} />}
          form={slots.reviewForm}
        />
      </ProductSection>

      <ProductSection id="similar-products" title={t("product.similar.title")}>
        <SimilarProducts products={product.similarProducts} />
      </ProductSection>

      {slots.recentlyViewed}
      <PhoneBuyBar product={product} />
    </main>
  );
}
