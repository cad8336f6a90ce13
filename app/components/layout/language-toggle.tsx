import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Languages } from "~/components/ui/icons";
import type { Locale } from "~/utils/i18n";

/** Links to the same page in the other language; the server remembers the choice in a cookie. */
export function LanguageToggle({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const other: Locale = i18n.language === "ar" ? "en" : "ar";
  const params = new URLSearchParams(location.search);
  params.set("lang", other);

  return (
    <Link
      to={{ pathname: location.pathname, search: `?${params}`, hash: location.hash }}
      hrefLang={other}
      lang={other}
      title={t("header.switchLanguage")}
      preventScrollReset
      className={`inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700 ${className}`}
      data-testid="language-toggle"
    >
      <Languages aria-hidden="true" className="size-4" />
      <span>{t("header.languageName")}</span>
    </Link>
  );
}
