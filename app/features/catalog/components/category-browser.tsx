import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useSearchParams } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { Search } from "~/components/ui/icons";
import { useLocale } from "~/utils/use-locale";
import type { CategoryCard } from "../categories.server";
import { byLocalName, filterCategories, groupByDepartment, inTreeOrder } from "../category-tree";
import { DepartmentCard } from "./department-card";
import { ParentChips } from "./parent-chips";

/**
 * /categories below its heading: a search box and parent chips that narrow the departments. The filter
 * lives in the URL (?q=, ?parent=) so it can be shared, and is applied here from the full list, so
 * typing never waits for the server.
 */
export function CategoryBrowser({ categories }: { categories: CategoryCard[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState(searchParams.get("q") ?? "");
  const inputId = useId();
  const ordered = inTreeOrder(byLocalName(categories, locale));
  const parents = ordered.filter((category) => !category.parentId);
  const parentId = parents.some((parent) => parent.id === searchParams.get("parent"))
    ? searchParams.get("parent")
    : null;
  const visible = filterCategories(ordered, { query, parentId });
  const departments = groupByDepartment(ordered, visible);
  const isFiltered = Boolean(query.trim() || parentId);

  const hrefWith = (parent: string | null) => {
    const params = new URLSearchParams();
    if (query.trim()) params.set("q", query.trim());
    if (parent) params.set("parent", parent);
    const search = params.toString();
    return search ? `/categories?${search}` : "/categories";
  };

  return (
    <div className="space-y-6">
      <Form
        method="get"
        role="search"
        className="relative max-w-xl"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={inputId} className="sr-only">
          {t("categories.searchLabel")}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={inputId}
          name="q"
          type="search"
          value={query}
          placeholder={t("categories.searchPlaceholder")}
          autoComplete="off"
          onChange={(event) => {
            const text = event.target.value;
            setQuery(text);
            setSearchParams(
              (params) => {
                if (text.trim()) params.set("q", text.trim());
                else params.delete("q");
                return params;
              },
              { replace: true, preventScrollReset: true },
            );
          }}
          className="w-full rounded-full border border-slate-300 bg-white py-2.5 ps-10 pe-4 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        {parentId ? <input type="hidden" name="parent" value={parentId} /> : null}
      </Form>

      <ParentChips parents={parents} activeId={parentId} hrefWith={hrefWith} />

      <p className="text-sm text-slate-600" role="status">
        {t("categories.shown", { count: visible.length })}
      </p>

      {visible.length === 0 ? (
        <EmptyState>
          <p>{t("categories.empty")}</p>
          <Link
            to="/categories"
            replace
            onClick={() => setQuery("")}
            className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
          >
            {t("categories.clearFilters")}
          </Link>
        </EmptyState>
      ) : (
        <>
          {isFiltered ? (
            <Link
              to="/categories"
              replace
              preventScrollReset
              onClick={() => setQuery("")}
              className="inline-block text-sm font-semibold text-brand-700 hover:underline"
            >
              {t("categories.clearFilters")}
            </Link>
          ) : null}
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="category-grid">
            {departments.map(({ department, subcategories }) => (
              <li key={department.id}>
                <DepartmentCard department={department} subcategories={subcategories} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
