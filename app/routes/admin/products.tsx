import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { getServices } from "~/app-context.server";
import { Notice } from "~/components/ui/notice";
import { requireAdmin } from "~/features/accounts/session.server";
import { ProductForm } from "~/features/admin-catalog/components/product-form";
import { ProductsTable } from "~/features/admin-catalog/components/products-table";
import { TestPagePanel } from "~/features/admin-prices/components/test-page-panel";
import { CatalogImportForm } from "~/features/catalog-import/components/catalog-import-form";
import { readForm } from "~/routes/form-body.server";
import { type BodyLimitHandle, UPLOAD_BODY_MAX_BYTES } from "~/utils/form-limits";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/products";
import { handleProductsAction, loadProductsScreen } from "./products.server";

// Catalogue files (up to 7 MB) are uploaded here.
export const handle: BodyLimitHandle = { maxBodyBytes: UPLOAD_BODY_MAX_BYTES };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "adminProducts.title", description: "adminProducts.description" });
}

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return loadProductsScreen(getServices(args.context), args.request);
}

export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  return handleProductsAction(getServices(args.context), await readForm(args.request));
}

/** The screen's URL with some parameters changed (null removes one); the others are kept. */
function useHrefWith() {
  const location = useLocation();
  return (changes: Record<string, string | number | null>) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, String(value));
    }
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hrefWith = useHrefWith();
  const { params, list, categories, categoryAttributes, product, stores, loadErrors } = loaderData;
  const saved = actionData?.intent === "save" ? actionData : undefined;
  const imported = actionData?.intent === "import" ? actionData : undefined;
  const deleted = actionData?.intent === "delete" ? actionData : undefined;

  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{t("adminProducts.title")}</h1>
      {loadErrors.length || deleted ? (
        <div className="mt-4 space-y-2">
          {loadErrors.map((key) => (
            <Notice key={key} tone="error">
              {t(key)}
            </Notice>
          ))}
          {deleted ? <Notice tone={deleted.notice.tone}>{t(deleted.notice.key)}</Notice> : null}
        </div>
      ) : null}
      <div className="mt-6 space-y-6">
        <ProductForm
          key={product?.id ?? "new"}
          categories={categories}
          categoryAttributes={categoryAttributes}
          stores={stores}
          product={product}
          lastResult={saved?.result}
          notice={saved?.notice}
          cancelHref={hrefWith({ edit: null })}
        />
        <TestPagePanel key={`test-${product?.id ?? "new"}`} />
        {list ? <ProductsTable page={list} params={params} hrefWith={hrefWith} /> : null}
        <CatalogImportForm
          action={hrefWith({ edit: null })}
          lastResult={imported?.result}
          outcome={imported?.outcome}
        />
      </div>
    </>
  );
}
