import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { Menu, X } from "~/components/ui/icons";
import { BrandMark } from "./brand-mark";
import { LanguageToggle } from "./language-toggle";
import { useHideOnScroll } from "./use-hide-on-scroll";

const NAV_ITEMS = [
  { to: "/categories", key: "nav.categories" },
  { to: "/products", key: "nav.products" },
  { to: "/deals", key: "nav.deals" },
  { to: "/reviews", key: "nav.reviews" },
  { to: "/compare", key: "nav.compare" },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 lg:px-2 xl:px-3 text-sm font-medium ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-ink"
  }`;

/** The site's sections, in the bar on wide screens and in the phone menu. */
function MainNav({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("header.mainNavigation")} className={className}>
      {NAV_ITEMS.map((item) => (
        <NavLink key={item.to} to={item.to} className={navLinkClass}>
          {t(item.key)}
        </NavLink>
      ))}
    </nav>
  );
}

type SiteHeaderProps = {
  /** The product search box (rendered in the bar on wide screens, below it on phones). */
  search: ReactNode;
  /** Whether phones get the search row under the bar (not on the home page, whose hero has one). */
  showPhoneSearch?: boolean;
  /** Sign-in / account links, shown in the bar on wide screens and in the phone menu. */
  account: ReactNode;
  /** Always in the bar, phones included (the assistant's phone button, the notification bell). */
  notices?: ReactNode;
  /** The delivery city picker: in the bar on wide screens, beside the phone search (or atop the phone menu). */
  city?: ReactNode;
};

export function SiteHeader({ search, account, notices, city, showPhoneSearch = true }: SiteHeaderProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const isScrolledAway = useHideOnScroll(50);
  const isHidden = isScrolledAway && !isMenuOpen;

  // A navigation closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose
  useEffect(() => setIsMenuOpen(false), [location.pathname, location.search]);

  return (
    <header
      data-testid="site-header"
      data-hidden={isHidden ? "true" : "false"}
      className={`sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur motion-safe:transition-transform motion-safe:duration-300 focus-within:translate-y-0 ${
        isHidden ? "-translate-y-full" : "translate-y-0"
      }`}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 lg:gap-4 xl:gap-6">
        <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={t("header.brandHome")}>
          <BrandMark className="size-8" />
          <span className="text-xl font-bold tracking-tight text-brand-800">{t("header.brand")}</span>
        </Link>

        <MainNav className="hidden items-center gap-1 lg:flex" />

        <div className="hidden min-w-0 flex-1 md:block">{search}</div>

        <div className="ms-auto flex items-center gap-2 md:ms-0">
          {city ? <div className="hidden md:block">{city}</div> : null}
          <LanguageToggle />
          {notices}
          <div className="hidden items-center gap-2 lg:flex">{account}</div>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">{t(isMenuOpen ? "header.closeMenu" : "header.openMenu")}</span>
          </button>
        </div>
      </div>

      {showPhoneSearch ? (
        <div className="flex items-center gap-2 px-4 pb-3 md:hidden">
          <div className="min-w-0 flex-1">{search}</div>
          {city}
        </div>
      ) : null}

      <div id="mobile-menu" hidden={!isMenuOpen} className="border-t border-slate-200 px-4 py-3 lg:hidden">
        {city && !showPhoneSearch ? <div className="mb-3 md:hidden">{city}</div> : null}
        <MainNav className="flex flex-col gap-1" />
        <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-200 pt-3">{account}</div>
      </div>
      {/* React puts the link in <head>: the browser paints nothing until it has parsed the marker, the
          bar's last element, so a page read slowly never shows half a bar whose later buttons then
          push the first ones aside (Chromium lifts the block at the marker's start tag). */}
      <link rel="expect" href="#site-header-end" blocking="render" />
      <span id="site-header-end" hidden />
    </header>
  );
}
