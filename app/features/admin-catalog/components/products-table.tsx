import { ImageOff, Pencil, Search, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager } from "~/components/ui/pager";
import { StarRating } from "~/components/ui/star-rating";
import { formatPrice } from "~/utils/format";
import { localized, nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import { ADMIN_PRODUCT_SORTS, type ProductListParams } from "../product-list-params";
import type { AdminProductPage, AdminProductRow } from "../products.server";

type ProductsTableProps = {
  page: AdminProductPage;
  params: ProductListParams;
  /** The list's URL with other parameters changed (edit, page…), keeping the rest. */
  hrefWith: (changes: Record<string, string | number | null>) => string;
};

function Toolbar({ params }: { params: ProductListParams }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
      <div className="min-w-48 flex-1">
        <label htmlFor="product-search" className="block text-sm font-medium text-slate-800">
          {t("adminProducts.table.searchLabel")}
        </label>
        <input
          id="product-search"
          type="search"
          name="q"
          defaultValue={params.q}
          placeholder={t("adminProducts.table.searchPlaceholder")}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </div>
      <div>
        <label htmlFor="product-sort" className="block text-sm font-medium text-slate-800">
          {t("adminProducts.table.sortLabel")}
        </label>
        <select
          id="product-sort"
          name="sort"
          defaultValue={params.sort}
          onChange={(event) => submit(event.currentTarget.form)}
          className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2 shadow-sm"
        >
          {ADMIN_PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`adminProducts.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <Search aria-hidden="true" className="size-4" />
        {t("adminProducts.table.search")}
      </button>
    </Form>
  );
}

function DeleteButton({ product, action }: { product: AdminProductRow; action: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const isDeleting = navigation.state === "submitting" && navigation.formData?.get("id") === product.id;
  const name = nameIn(locale, product);
  return (
    <Form
      method="post"
      action={action}
      onSubmit={(event) => {
        if (!window.confirm(t("adminProducts.confirmDelete"))) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={product.id} />
      <button
        type="submit"
        disabled={isDeleting}
        aria-label={t("adminProducts.table.deleteLabel", { name })}
        className="inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t("adminProducts.table.delete")}
      </button>
    </Form>
  );
}

type ProductItemProps = { product: AdminProductRow; editHref: string; deleteAction: string };

function Thumbnail({ imageUrl }: { imageUrl: string | null }) {
  return imageUrl ? (
    <img src={imageUrl} alt="" className="size-10 shrink-0 rounded-md bg-slate-100 object-cover" />
  ) : (
    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-400">
      <ImageOff aria-hidden="true" className="size-4" />
    </span>
  );
}

function PriceSummary({ product }: { product: AdminProductRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!product.lowestPrice) return <span className="text-slate-500">{t("adminProducts.table.noPrice")}</span>;
  return (
    <span>
      {formatPrice(product.lowestPrice, locale)}
      <span className="block text-xs text-slate-500">
        {t("adminProducts.table.storeCount", { count: product.storeCount })}
      </span>
    </span>
  );
}

function RatingSummary({ product }: { product: AdminProductRow }) {
  const { t } = useTranslation();
  if (product.averageRating === null)
    return <span className="text-slate-500">{t("adminProducts.table.noRating")}</span>;
  return (
    <span className="inline-flex items-center gap-1.5">
      <StarRating rating={product.averageRating} />
      <span>{product.averageRating.toFixed(1)}</span>
      <span className="text-xs text-slate-500">({product.reviewCount})</span>
    </span>
  );
}

function RowActions({ product, editHref, deleteAction }: ProductItemProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = nameIn(locale, product);
  return (
    <div className="flex items-center gap-1">
      <Link
        to={editHref}
        aria-label={t("adminProducts.table.editLabel", { name })}
        className="inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50"
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t("adminProducts.table.edit")}
      </Link>
      <DeleteButton product={product} action={deleteAction} />
    </div>
  );
}

function useNames(product: AdminProductRow) {
  const locale = useLocale();
  return {
    name: nameIn(locale, product),
    category: localized(locale, { en: product.categoryNameEn, ar: product.categoryNameAr }),
    brandModel: [product.brand, product.model].filter(Boolean).join(" · "),
  };
}

function ProductRow(props: ProductItemProps) {
  const { product } = props;
  const { name, category, brandModel } = useNames(product);
  return (
    <tr className="border-t border-slate-100 align-middle">
      <td className="px-3 py-2">
        <div className="flex items-center gap-3">
          <Thumbnail imageUrl={product.imageUrl} />
          <div className="min-w-0">
            <p className="font-medium text-ink">{name}</p>
            <p className="text-xs text-slate-500">{brandModel}</p>
          </div>
        </div>
      </td>
      <td className="px-3 py-2 text-slate-700">{category}</td>
      <td className="whitespace-nowrap px-3 py-2 text-slate-700">
        <PriceSummary product={product} />
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-slate-700">
        <RatingSummary product={product} />
      </td>
      <td className="px-3 py-2">
        <RowActions {...props} />
      </td>
    </tr>
  );
}

/** The same facts as a table row, stacked for phones. */
function ProductCard(props: ProductItemProps) {
  const { product } = props;
  const { name, category, brandModel } = useNames(product);
  return (
    <li className="py-3">
      <div className="flex items-start gap-3">
        <Thumbnail imageUrl={product.imageUrl} />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink">{name}</p>
          <p className="text-xs text-slate-500">{[brandModel, category].filter(Boolean).join(" · ")}</p>
          <div className="mt-1 flex flex-wrap items-start justify-between gap-2 text-sm text-slate-700">
            <PriceSummary product={product} />
            <RatingSummary product={product} />
          </div>
        </div>
      </div>
      <div className="mt-2 flex justify-end">
        <RowActions {...props} />
      </div>
    </li>
  );
}

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
        <Toolbar params={params} />
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
