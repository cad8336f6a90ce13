import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDeleteForm } from "~/components/ui/confirm-delete-form";
import { EmptyState } from "~/components/ui/empty-state";
import type { AdminStoreRow } from "../stores.server";
import { StoreLogo } from "./store-logo";

/** The stores as cards (they read on a phone as on a desktop), each with its edit and delete actions. */
export function StoreList({ stores }: { stores: AdminStoreRow[] }) {
  const { t } = useTranslation();
  if (stores.length === 0) return <EmptyState>{t("adminStores.empty")}</EmptyState>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={t("adminStores.listLabel")}>
      {stores.map((store) => (
        <li
          key={store.id}
          data-testid={`store-${store.name}`}
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex min-w-0 items-start gap-3">
            <StoreLogo name={store.name} logoUrl={store.logoUrl} className="size-10" />
            <div className="min-w-0">
              <p className="font-semibold text-ink" dir="auto">
                {store.name}
              </p>
              {store.nameAr ? (
                <p className="text-slate-700" lang="ar" dir="rtl">
                  {store.nameAr}
                </p>
              ) : (
                <p className="text-sm font-semibold text-amber-800">{t("adminStores.noArabicName")}</p>
              )}
              <p className="truncate text-sm text-slate-500" dir="ltr">
                {store.domain ?? t("adminStores.noDomain")}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {t("adminStores.offerCount", { count: store.offerCount })}
              </p>
              {store.fetchMode !== "auto" || store.priceRule || store.stockRule ? (
                <p className="text-sm text-slate-600" data-testid="store-fetch-mode">
                  {t(`adminStores.fetchRules.modes.${store.fetchMode}`)}
                  {store.priceRule || store.stockRule ? ` · ${t("adminStores.fetchRules.hasRules")}` : ""}
                </p>
              ) : null}
            </div>
          </div>
          <div className="mt-auto flex flex-wrap items-center gap-2">
            {[
              {
                to: `/admin/stores?edit=${store.id}`,
                label: t("adminStores.editStore", { name: store.name }),
                text: t("adminStores.edit"),
              },
              {
                to: `/admin/stores/${store.id}/feeds`,
                label: t("adminFeeds.title", { store: store.name }),
                text: t("adminFeeds.feeds"),
              },
              {
                to: `/admin/stores/${store.id}/discovery`,
                label: t("adminDiscovery.title", { store: store.name }),
                text: t("adminDiscovery.link"),
              },
            ].map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50"
                aria-label={link.label}
              >
                {link.text}
              </Link>
            ))}
            {store.offerCount === 0 ? (
              <ConfirmDeleteForm
                question={t("adminStores.confirmDelete", { name: store.name })}
                fields={{ id: store.id }}
                className="rounded-md px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                ariaLabel={t("adminStores.deleteStore", { name: store.name })}
              >
                {t("adminStores.delete")}
              </ConfirmDeleteForm>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
