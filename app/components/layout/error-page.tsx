import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";

const TEXT_KEYS: Record<number, { title: string; body: string }> = {
  403: { title: "errors.forbiddenTitle", body: "errors.forbidden" },
  404: { title: "errors.notFoundTitle", body: "errors.notFound" },
  503: { title: "outage.title", body: "outage.body" },
};

const ACTION_CLASS =
  "mt-8 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800";

/** The one page shown for failures: a translated title, a short text and a way back. */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const keys = TEXT_KEYS[status] ?? { title: "errors.title", body: "errors.unexpected" };

  return (
    <main
      id="main"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center clear-of-chat-xl py-20 text-center"
    >
      <p className="text-sm font-semibold text-brand-700">{status}</p>
      <h1 className="mt-2 text-3xl font-bold text-ink">{t(keys.title)}</h1>
      <p className="mt-3 text-slate-600">{t(keys.body)}</p>
      {status === 503 ? (
        // The same page again, loaded in full: the outage is meant to be over in a moment.
        <a href={pathname + search} className={ACTION_CLASS}>
          {t("outage.tryAgain")}
        </a>
      ) : (
        <Link to="/" className={ACTION_CLASS}>
          {t("common.backToHome")}
        </Link>
      )}
    </main>
  );
}
