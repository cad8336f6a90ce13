import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/info-page";

function pageKey(pathname: string) {
  return pathname.replace(/^\/+|\/+$/g, "");
}

export function meta({ matches, location }: Route.MetaArgs) {
  const key = pageKey(location.pathname);
  return pageMeta(matches, { title: `pages.${key}.title`, description: `pages.${key}.body` });
}

/** The footer pages (about, careers, press, help, contact, privacy, terms, cookies). */
export default function InfoPage() {
  const { t } = useTranslation();
  const key = pageKey(useLocation().pathname);

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t(`pages.${key}.title`)}</h1>
      <p className="mt-6 text-lg leading-relaxed text-slate-700">{t(`pages.${key}.body`)}</p>
    </main>
  );
}
