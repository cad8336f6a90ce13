import { useTranslation } from "react-i18next";

/** One star's box in the drawing's units, and the space between two stars. */
const STAR_SIZE = 24;
const STAR_GAP = 3;
const STAR_COUNT = 5;

/** A five-pointed star outline inside the box that starts at `left`, as path commands. */
function starOutline(left: number): string {
  const centerX = left + STAR_SIZE / 2;
  const centerY = STAR_SIZE / 2 + 0.6;
  const corners = Array.from({ length: 10 }, (_, corner) => {
    const radius = corner % 2 === 0 ? 10.5 : 4.4;
    const angle = ((corner * 36 - 90) * Math.PI) / 180;
    return `${(centerX + radius * Math.cos(angle)).toFixed(2)} ${(centerY + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `M${corners.join("L")}Z`;
}

const STAR_OUTLINES = Array.from({ length: STAR_COUNT }, (_, star) =>
  starOutline(star * (STAR_SIZE + STAR_GAP)),
);
const WIDTH = STAR_COUNT * STAR_SIZE + (STAR_COUNT - 1) * STAR_GAP;

/**
 * Five stars, filled up to the (rounded) rating, with the exact value for screen readers. One
 * drawing with two paths (filled and empty stars) rather than five icons: product pages show
 * dozens of ratings, and each would otherwise cost a dozen elements to send and hydrate.
 */
export function StarRating({ rating, className = "" }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const filled = Math.min(STAR_COUNT, Math.max(0, Math.round(rating)));
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${STAR_SIZE}`}
      // 16 px stars 2 px apart; mirrored in Arabic, so the filled stars come first from the right.
      className={`flip-rtl inline-block h-4 w-[88px] shrink-0 ${className}`}
      role="img"
      aria-label={t("rating.outOfFive", { rating: rating.toFixed(1) })}
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path d={STAR_OUTLINES.slice(0, filled).join("")} className="fill-accent-400 stroke-accent-500" />
      <path d={STAR_OUTLINES.slice(filled).join("")} className="fill-slate-200 stroke-slate-300" />
    </svg>
  );
}
