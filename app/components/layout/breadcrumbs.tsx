import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChevronRight } from "~/components/ui/icons";

export type Crumb = { label: string; to?: string };

/** A breadcrumb trail; the last crumb is the current page (a product or category name). */
export function Breadcrumbs({ label, items }: { label: string; items: Crumb[] }) {
  return (
    <nav aria-label={label} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={item.to ?? item.label} className="flex min-w-0 items-center gap-1.5">
              {item.to && !isLast ? (
                <Link to={item.to} className="hover:text-brand-700 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={isLast ? "page" : undefined} className="truncate font-medium text-ink">
                  {item.label}
                </span>
              )}
              {isLast ? null : (
                <ChevronRight aria-hidden="true" className="flip-rtl size-4 shrink-0 text-slate-400" />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A page's trail from Home: Home, then `items`. */
export function PageBreadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs
      label={t("breadcrumbs.label")}
      items={[{ label: t("breadcrumbs.home"), to: "/" }, ...items]}
    />
  );
}
