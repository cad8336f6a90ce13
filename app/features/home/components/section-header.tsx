import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";

/**
 * A home section's heading (`titleId` labels the section) and, at its end, the way to everything
 * the section only samples; its arrow points on in the reading direction. Compact on the phone strip.
 */
export function SectionHeader({
  titleId,
  title,
  viewAll,
  isCompact = false,
}: {
  titleId: string;
  title: string;
  viewAll: { to: string; label: string };
  isCompact?: boolean;
}) {
  return (
    <div
      className={
        isCompact
          ? "flex items-baseline justify-between gap-4"
          : "flex flex-wrap items-end justify-between gap-4"
      }
    >
      <h2
        id={titleId}
        className={isCompact ? "text-lg font-bold text-ink" : "text-2xl font-bold text-ink sm:text-3xl"}
      >
        {title}
      </h2>
      <Link
        to={viewAll.to}
        className={
          isCompact
            ? "inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
            : "inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        }
      >
        {viewAll.label}
        <ArrowRight aria-hidden="true" className="flip-rtl size-4" />
      </Link>
    </div>
  );
}
