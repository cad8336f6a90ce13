import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Five stars, filled up to the (rounded) rating, with the exact value for screen readers. */
export function StarRating({ rating, className = "" }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const rounded = Math.round(rating);
  return (
    <span
      className={`inline-flex items-center gap-0.5 ${className}`}
      role="img"
      aria-label={t("rating.outOfFive", { rating: rating.toFixed(1) })}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={`size-4 ${star <= rounded ? "fill-accent-400 text-accent-500" : "fill-slate-200 text-slate-300"}`}
        />
      ))}
    </span>
  );
}
