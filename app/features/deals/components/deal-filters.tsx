import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { LabelledControl } from "~/components/ui/labelled-control";
import { TranslatedOptions } from "~/components/ui/translated-options";
import type { CategoryNode } from "~/features/catalog/category-tree";
import { CategoryOptions } from "~/features/catalog/components/category-options";
import { DEAL_SORTS, type DealParams, type DealSort, dealsHref } from "../deal-params";

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200";

/**
 * The category and the order of the deals: a GET form, so it works without JavaScript; with it, a
 * choice applies as soon as it is made.
 */
export function DealFilters({
  params,
  categories,
  activeCategory,
}: {
  params: DealParams;
  categories: CategoryNode[];
  activeCategory?: CategoryNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();

  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    navigate(
      dealsHref(params, {
        category: String(data.get("category") ?? "") || null,
        sortBy: String(data.get("sortBy") ?? params.sortBy) as DealSort,
      }),
    );
  };

  return (
    <Form
      method="get"
      action="/deals"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
    >
      <LabelledControl htmlFor={`${id}-category`} label={t("deals.filters.category")} className="sm:w-72">
        <select
          id={`${id}-category`}
          name="category"
          defaultValue={activeCategory?.id ?? ""}
          key={`category-${activeCategory?.id}`}
          className={fieldClass}
          onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
        >
          <option value="">{t("deals.filters.allCategories")}</option>
          <CategoryOptions categories={categories} />
        </select>
      </LabelledControl>
      <LabelledControl htmlFor={`${id}-sort`} label={t("deals.filters.sortBy")} className="sm:w-56">
        <select
          id={`${id}-sort`}
          name="sortBy"
          defaultValue={params.sortBy}
          key={`sort-${params.sortBy}`}
          className={fieldClass}
          onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
        >
          <TranslatedOptions values={DEAL_SORTS} keyPrefix="deals.sort" />
        </select>
      </LabelledControl>
      <noscript>
        <Button size="sm">{t("deals.filters.apply")}</Button>
      </noscript>
    </Form>
  );
}
