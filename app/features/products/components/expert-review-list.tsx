import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/empty-state";
import { Thumbnail } from "~/components/ui/thumbnail";
import type { ExpertReview } from "../product-detail.server";
import { OutboundLink } from "./outbound-link";

/** Reviews from other sites: logo, site name, title, text and a link to the full article. */
export function ExpertReviewList({ reviews }: { reviews: ExpertReview[] }) {
  const { t } = useTranslation();
  if (reviews.length === 0) return <EmptyState>{t("product.expertReviews.empty")}</EmptyState>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {reviews.map((review) => (
        <li key={review.id}>
          <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-center gap-3">
              <Thumbnail src={review.websiteLogoUrl} className="size-10 rounded-lg object-contain" />
              <p className="font-semibold text-slate-700">{review.websiteName}</p>
            </div>
            <h3 className="mt-3 text-lg font-semibold text-ink" dir="auto">
              {review.title}
            </h3>
            <p className="mt-2 flex-1 whitespace-pre-line text-sm leading-relaxed text-slate-700" dir="auto">
              {review.content}
            </p>
            {review.reviewUrl ? (
              <OutboundLink
                href={review.reviewUrl}
                site={review.websiteName}
                className="mt-4 inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
              >
                {t("product.expertReviews.readFull")}
              </OutboundLink>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
