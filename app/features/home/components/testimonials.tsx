import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Quote } from "~/components/ui/icons";
import { StarRating } from "~/components/ui/star-rating";
import { localized } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";

export type Testimonial = {
  id: string;
  productId: string;
  productNameEn: string;
  productNameAr: string;
  rating: number;
  reviewText: string;
  authorName: string | null;
};

/** A few approved shopper reviews, each linking to its product, and a link to all reviews. */
export function Testimonials({ reviews }: { reviews: Testimonial[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-7xl clear-of-chat-7xl py-16">
      <h2 id="testimonials-title" className="text-center text-2xl font-bold text-ink sm:text-3xl">
        {t("home.testimonials.title")}
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-8 text-center text-slate-600">{t("home.testimonials.empty")}</p>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <figure
                className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
                data-testid="testimonial"
              >
                <Quote aria-hidden="true" className="size-6 text-brand-600" />
                <StarRating rating={review.rating} className="mt-3" />
                <blockquote
                  className="mt-3 line-clamp-6 flex-1 whitespace-pre-line text-slate-700"
                  dir="auto"
                >
                  {review.reviewText}
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <bdi className="block font-semibold text-ink">
                    {review.authorName ?? t("publicReviews.anonymous")}
                  </bdi>
                  <Link to={`/products/${review.productId}`} className="text-brand-700 hover:underline">
                    {localized(locale, { en: review.productNameEn, ar: review.productNameAr })}
                  </Link>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10 text-center">
        <Link
          to="/reviews"
          className="inline-block rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          {t("home.testimonials.viewAll")}
        </Link>
      </div>
    </section>
  );
}
