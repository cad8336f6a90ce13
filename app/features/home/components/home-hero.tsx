import { ArrowDown } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const ACTIONS = [
  { to: "/products", key: "home.browseProducts", primary: true },
  { to: "/categories", key: "home.browseCategories", primary: false },
  { to: "/compare", key: "home.compareProducts", primary: false },
] as const;

/** The top of the home page; `search` is the large search box the route puts in it. */
export function HomeHero({ search }: { search: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:py-24">
        <h1 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
          {t("home.title")}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-brand-100 sm:text-lg">{t("home.subtitle")}</p>
        <div className="mt-8 w-full max-w-2xl">{search}</div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {ACTIONS.map((action) => (
            <Link
              key={action.to}
              to={action.to}
              className={
                action.primary
                  ? "rounded-full bg-accent-400 px-5 py-2.5 text-sm font-semibold text-ink hover:bg-accent-500"
                  : "rounded-full border border-white/40 px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10"
              }
            >
              {t(action.key)}
            </Link>
          ))}
        </div>
        <a
          href="#features"
          className="mt-10 inline-flex items-center gap-2 text-sm font-medium text-brand-100 hover:text-white"
        >
          {t("home.learnMore")}
          <ArrowDown aria-hidden="true" className="size-4" />
        </a>
      </div>
    </section>
  );
}
