import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager } from "~/components/ui/pager";
import type { ProductListParams } from "../product-list-params";
import type { AdminProductPage, AdminProductRow } from "../products.server";
import { ProductCard, ProductRow } from "./product-list-item";
import { ProductsToolbar } from "./products-toolbar";

type ProductsTableProps = {
  page: AdminProductPage;
  params: ProductListParams;
  /** The list's URL with other parameters changed (edit, page…), keeping the rest. */
  hrefWith: (changes: Record<string, string | number | null>) => string;
};

const COLUMNS = ["product", "category", "price", "rating", "actions"] as const;

export function ProductsTable({ page, params, hrefWith }: ProductsTableProps) {
  const { t } = useTranslation();
  const itemProps = (product: AdminProductRow) => ({
    product,
    editHref: hrefWith({ edit: product.id }),
    deleteAction: hrefWith({ edit: null }),
  });
  return (
    <section
      aria-labelledby="products-table-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="products-table-title" className="text-lg font-semibold text-ink">
          {t("adminProducts.table.title")}
        </h2>
        <p className="text-sm text-slate-600">{t("adminProducts.table.total", { count: page.total })}</p>
      </div>
      <div className="mt-4">
        <ProductsToolbar params={params} />
      </div>
      {page.items.length === 0 ? (
        <div className="mt-4">
          <EmptyState>{t("adminProducts.table.empty")}</EmptyState>
        </div>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-slate-100 md:hidden">
            {page.items.map((product) => (
              <ProductCard key={product.id} {...itemProps(product)} />
            ))}
          </ul>
          <div className="mt-4 hidden overflow-x-auto md:block">
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                      {t(`adminProducts.table.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {page.items.map((product) => (
                  <ProductRow key={product.id} {...itemProps(product)} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Pager
        page={page.page}
        pages={page.pageCount}
        hrefFor={(number) => hrefWith({ page: number, edit: null })}
      />
    </section>
  );
}
