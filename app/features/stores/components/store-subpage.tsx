import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Notice } from "~/components/ui/notice";
import { useLocale } from "~/utils/use-locale";
import { storeDisplayName } from "../store-name";

/**
 * An admin page about one store (its feeds, its discovery): a way back to the stores, the page's
 * title with the store's name, its introduction, then the outcome of the last action and the page.
 */
export function StoreSubpage({
  store,
  title,
  intro,
  error,
  done,
  children,
}: {
  store: { name: string; nameAr: string | null };
  /** Translation keys; the title is given the store's name as `store`. */
  title: string;
  intro: string;
  /** Translation key of what went wrong in the last action. */
  error?: string | null;
  /** Translation key of what the last action did. */
  done?: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <Link to="/admin/stores" className="text-sm font-semibold text-brand-700 underline">
        {t("adminFeeds.backToStores")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-ink">
        {t(title, { store: storeDisplayName(store, locale) })}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t(intro)}</p>
      <div className="mt-6 space-y-6">
        {error ? <Notice tone="error">{t(error)}</Notice> : null}
        {done ? <Notice tone="success">{t(done)}</Notice> : null}
        {children}
      </div>
    </>
  );
}
