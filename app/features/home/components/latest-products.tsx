import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The newest products (the grid is supplied by the route) with a link to all of them. */
export function LatestProducts({ grid }: { grid: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="latest-title" className="mx-auto max-w-7xl clear-of-chat-7xl py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="latest-title" className="text-2xl font-bold text-ink sm:text-3xl">
          {t("home.latest.title")}
        </h2>
        <Link
          to="/products"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t("home.latest.viewAll")}
          <ArrowRight aria-hidden="true" className="flip-rtl size-4" />
        </Link>
      </div>
      <div className="mt-6">{grid}</div>
    </section>
  );
}
