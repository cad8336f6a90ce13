// The admin products list's search words and sort, submitted as a GET form.

import { useTranslation } from "react-i18next";
import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Search } from "~/components/ui/icons";
import { LabelledControl } from "~/components/ui/labelled-control";
import { TranslatedOptions } from "~/components/ui/translated-options";
import { ADMIN_PRODUCT_SORTS, type ProductListParams } from "../product-list-params";

export function ProductsToolbar({ params }: { params: ProductListParams }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
      <LabelledControl
        htmlFor="product-search"
        label={t("adminProducts.table.searchLabel")}
        className="min-w-48 flex-1"
      >
        <input
          id="product-search"
          type="search"
          name="q"
          defaultValue={params.q}
          placeholder={t("adminProducts.table.searchPlaceholder")}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </LabelledControl>
      <LabelledControl htmlFor="product-sort" label={t("adminProducts.table.sortLabel")}>
        <select
          id="product-sort"
          name="sort"
          defaultValue={params.sort}
          onChange={(event) => submit(event.currentTarget.form)}
          className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2 shadow-sm"
        >
          <TranslatedOptions values={ADMIN_PRODUCT_SORTS} keyPrefix="adminProducts.sorts" />
        </select>
      </LabelledControl>
      <Button size="sm">
        <Search aria-hidden="true" className="size-4" />
        {t("adminProducts.table.search")}
      </Button>
    </Form>
  );
}
