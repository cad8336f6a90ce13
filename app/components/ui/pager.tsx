import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";

type PagerProps = {
  page: number;
  pages: number;
  /** The link to a page number, keeping the list's other parameters. */
  hrefFor: (page: number) => string;
};

/** Previous / "Page x of y" / Next, hidden when everything fits on one page. */
export function Pager({ page, pages, hrefFor }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const linkClass =
    "inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 hover:bg-slate-50";
  return (
    <nav className="mt-6 flex items-center justify-between gap-4 text-sm" aria-label={t("pager.label")}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass} rel="prev">
          <ChevronLeft aria-hidden="true" className="flip-rtl size-4" />
          {t("pager.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600">{t("pager.position", { page, pages })}</span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
          {t("pager.next")}
          <ChevronRight aria-hidden="true" className="flip-rtl size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
