import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { getServices } from "~/app-context.server";
import { Notice } from "~/components/ui/notice";
import { requireAdmin } from "~/features/accounts/session.server";
import { ProductForm } from "~/features/admin-catalog/components/product-form";
import { listCategoryAttributeFields, listCategoryOptions } from "~/features/admin-catalog/products.server";
import { OpenItemLink } from "~/features/feeds/components/open-item-link";
import {
  attachQueuedPage,
  draftProductFromPage,
  findQueuedPage,
} from "~/features/store-discovery/page-decisions.server";
import { createSiteFetcher } from "~/features/store-discovery/site-fetcher.server";
import { storeDisplayName } from "~/features/stores/store-name";
import { listStores } from "~/features/stores/stores.server";
import { readForm } from "~/routes/form-body.server";
import { type BodyLimitHandle, UPLOAD_BODY_MAX_BYTES } from "~/utils/form-limits";
import { formatPrice } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { useLocale } from "~/utils/use-locale";
import type { Route } from "./+types/page-product";
import { alertEvaluationOf, saveFromForm } from "./products.server";

// "Create product from this page" (issue 36): the product form drafted from a queued store page's
// identity. Nothing is created until the admin saves; then the page's offer goes to the new product.

// The product form takes an uploaded image, as on the products screen.
export const handle: BodyLimitHandle = { maxBodyBytes: UPLOAD_BODY_MAX_BYTES };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "adminFeeds.fromPage.title" });
}

async function queuedPageOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const params = new URL(args.request.url).searchParams;
  const page = await findQueuedPage(
    getServices(args.context).database.db,
    params.get("store") ?? "",
    params.get("item") ?? "",
  );
  if (!page) throw data({ message: "not found" }, { status: 404 });
  return page;
}

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { database, env } = getServices(args.context);
  const db = database.db;
  const page = await queuedPageOf(args);
  const fetcher = createSiteFetcher({
    allowPrivateHosts: env.FETCH_ALLOW_PRIVATE_HOSTS,
    totalTimeoutMs: 15_000,
  });
  const draft = await draftProductFromPage(db, page, fetcher).finally(() => fetcher.close());
  const categories = await listCategoryOptions(db);
  const [categoryAttributes, stores] = await Promise.all([
    listCategoryAttributeFields(
      db,
      categories.map((category) => category.id),
    ),
    listStores(db),
  ]);
  const { isFromPage, ...fields } = draft;
  return {
    page: {
      store: { name: page.storeName, nameAr: page.storeNameAr },
      price: page.price,
      link: page.link,
    },
    product: {
      intent: "save" as const,
      ...fields,
      categoryId: fields.categoryId ?? "",
      stores: [],
      expertReviews: [],
    },
    isFromPage,
    categories,
    categoryAttributes,
    stores,
  };
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const services = getServices(args.context);
  const page = await queuedPageOf(args);
  return saveFromForm(services, await readForm(args.request), async ({ productId }) => {
    await attachQueuedPage(services.database.db, {
      storeId: page.storeId,
      address: page.itemId,
      productId,
      userId: user.id,
      onLowestPriceChanged: alertEvaluationOf(services),
    });
    throw redirect("/admin/feeds/unmatched?done=createdFromPage");
  });
}

export default function PageProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { page, product, isFromPage, categories, categoryAttributes, stores } = loaderData;
  return (
    <>
      <Link to="/admin/feeds/unmatched" className="text-sm font-semibold text-brand-700 underline">
        {t("adminFeeds.fromPage.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-ink">{t("adminFeeds.fromPage.title")}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600" data-testid="page-product-intro">
        {t("adminFeeds.fromPage.intro", {
          price: formatPrice(page.price, locale),
          store: storeDisplayName(page.store, locale),
        })}
      </p>
      <OpenItemLink href={page.link} />
      <div className="mt-6 space-y-6">
        {isFromPage ? null : <Notice tone="error">{t("adminFeeds.fromPage.notReadAgain")}</Notice>}
        <ProductForm
          categories={categories}
          categoryAttributes={categoryAttributes}
          stores={stores}
          product={product}
          lastResult={actionData?.intent === "save" ? actionData.result : undefined}
          notice={actionData?.intent === "save" ? actionData.notice : undefined}
          cancelHref="/admin/feeds/unmatched"
        />
      </div>
    </>
  );
}
