import { useTranslation } from "react-i18next";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { getServices } from "~/app-context.server";
import { PageBreadcrumbs } from "~/components/layout/breadcrumbs";
import { listCategoryCards } from "~/features/catalog/categories.server";
import { CategoryBrowser } from "~/features/catalog/components/category-browser";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/categories";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "categories.title", description: "categories.description" });
}

/** /categories: every category with its product count and newest pictures; filtered in the page. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getServices(context).database;
  return { categories: await listCategoryCards(db) };
}

// The search box and chips only change ?q= and ?parent=, which the page applies itself.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const isSameLanguage = currentUrl.searchParams.get("lang") === nextUrl.searchParams.get("lang");
  return currentUrl.pathname === nextUrl.pathname && isSameLanguage ? false : defaultShouldRevalidate;
}

export default function CategoriesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-7xl clear-of-chat-7xl py-8">
      <PageBreadcrumbs items={[{ label: t("breadcrumbs.categories") }]} />
      <h1 className="mt-4 text-3xl font-bold text-ink">{t("categories.title")}</h1>
      <p className="mt-2 text-slate-600">{t("categories.intro")}</p>
      <div className="mt-6">
        <CategoryBrowser categories={loaderData.categories} />
      </div>
    </main>
  );
}
