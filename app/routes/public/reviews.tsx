import { useTranslation } from "react-i18next";
import { getServices } from "~/app-context.server";
import { PageBreadcrumbs } from "~/components/layout/breadcrumbs";
import { Pager } from "~/components/ui/pager";
import { PublicReviewList } from "~/features/reviews/components/public-review-list";
import { listApprovedReviews } from "~/features/reviews/reviews.server";
import { pageMeta } from "~/utils/meta";
import { parsePageNumber } from "~/utils/page-number";
import type { Route } from "./+types/reviews";

const REVIEWS_PER_PAGE = 20;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "publicReviews.title",
    description: "publicReviews.description",
    canonicalParams: { page: loaderData && loaderData.page > 1 ? loaderData.page : undefined },
  });
}

/** /reviews: every approved review, newest first, 20 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePageNumber(new URL(request.url).searchParams.get("page"));
  const { db } = getServices(context).database;
  const { reviews, total } = await listApprovedReviews(db, {
    limit: REVIEWS_PER_PAGE,
    offset: (page - 1) * REVIEWS_PER_PAGE,
  });
  return { page, reviews, total };
}

export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, reviews, total } = loaderData;
  const pages = Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE));
  return (
    <main id="main" className="mx-auto max-w-4xl clear-of-chat-4xl py-8">
      <PageBreadcrumbs items={[{ label: t("breadcrumbs.reviews") }]} />
      <h1 className="mt-4 text-3xl font-bold text-ink">{t("publicReviews.title")}</h1>
      <p className="mt-2 text-slate-600">
        {total > 0 ? t("publicReviews.intro", { count: total }) : t("publicReviews.introEmpty")}
      </p>
      <div className="mt-8">
        <PublicReviewList reviews={reviews} />
      </div>
      <Pager
        page={Math.min(page, pages)}
        pages={pages}
        hrefFor={(next) => (next > 1 ? `/reviews?page=${next}` : "/reviews")}
      />
    </main>
  );
}
