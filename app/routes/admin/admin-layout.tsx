import type { i18n as I18n } from "i18next";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, Outlet } from "react-router";
import { ErrorPage } from "~/components/layout/error-page";
import { requireAdmin } from "~/features/accounts/session.server";
import { AdminShell } from "~/features/admin/components/admin-shell";
import { adminTranslations, type Texts } from "~/locales/index.server";
import { resolveLocale } from "~/utils/i18n";
import type { Route } from "./+types/admin-layout";

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

// Each admin page checks access itself too; loaders run in parallel, so this one guards only the frame.
// The back office's texts come with the frame: public pages do not carry them (root loader).
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return { translations: adminTranslations[resolveLocale(args.request)] };
}

const instancesWithAdminTexts = new WeakSet<I18n>();

/** Adds the back office's texts to the page's i18next instance, before the admin pages read them. */
function useAdminTexts(texts: Texts) {
  const { i18n } = useTranslation();
  if (instancesWithAdminTexts.has(i18n)) return;
  i18n.addResourceBundle(i18n.language, "translation", texts, true, false);
  instancesWithAdminTexts.add(i18n);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useAdminTexts(loaderData.translations);
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <main
        id="main"
        className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center"
      >
        <p className="text-sm font-semibold text-brand-700">403</p>
        <h1 className="mt-2 text-3xl font-bold text-ink">{t("admin.forbiddenTitle")}</h1>
        <p className="mt-3 text-slate-600">{t("admin.forbidden")}</p>
        <Link to="/" className="mt-8 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white">
          {t("common.backToHome")}
        </Link>
      </main>
    );
  }
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
