import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { BrandMark } from "~/components/layout/brand-mark";
import { LanguageToggle } from "~/components/layout/language-toggle";
import {
  ArrowLeft,
  type IconComponent,
  Images,
  Inbox,
  LayoutDashboard,
  Menu,
  MessageSquareText,
  Package,
  Store,
  Tags,
  TrendingDown,
  Users,
  X,
} from "~/components/ui/icons";

const ADMIN_LINKS: ReadonlyArray<{ to: string; key: string; Icon: IconComponent; end?: boolean }> = [
  { to: "/admin", key: "admin.nav.dashboard", Icon: LayoutDashboard, end: true },
  { to: "/admin/products", key: "admin.nav.products", Icon: Package },
  { to: "/admin/categories", key: "admin.nav.categories", Icon: Tags },
  { to: "/admin/reviews", key: "admin.nav.reviews", Icon: MessageSquareText },
  { to: "/admin/users", key: "admin.nav.users", Icon: Users },
  { to: "/admin/slides", key: "admin.nav.slides", Icon: Images },
  { to: "/admin/prices", key: "admin.nav.prices", Icon: TrendingDown },
  { to: "/admin/stores", key: "admin.nav.stores", Icon: Store },
  { to: "/admin/feeds/unmatched", key: "admin.nav.unmatchedOffers", Icon: Inbox },
];

function AdminNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("admin.navigation")} className="flex flex-1 flex-col gap-1 p-3">
      {ADMIN_LINKS.map(({ to, key, Icon, end }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          className={({ isActive }) =>
            `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
              isActive ? "bg-brand-700 text-white" : "text-slate-200 hover:bg-white/10"
            }`
          }
        >
          <Icon aria-hidden="true" className="size-4" />
          {t(key)}
        </NavLink>
      ))}
      <Link
        to="/"
        className="mt-auto flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-300 hover:bg-white/10"
      >
        <ArrowLeft aria-hidden="true" className="flip-rtl size-4" />
        {t("admin.backToHome")}
      </Link>
    </nav>
  );
}

function SidebarBrand() {
  const { t } = useTranslation();
  return (
    <Link to="/admin" className="flex items-center gap-2 border-b border-white/10 px-5 py-4">
      <BrandMark className="size-7" />
      <span className="font-bold text-white">
        {t("header.brand")} · {t("admin.title")}
      </span>
    </Link>
  );
}

/** Sidebar on large screens, a slide-in drawer (a Radix dialog) on small ones. */
export function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the drawer
  useEffect(() => setIsDrawerOpen(false), [location.pathname]);

  return (
    // The sidebar and the drawer run the whole height of the page, however long; their links stay
    // in view (sticky) as the page scrolls.
    // The drawer is not modal, as before: the page behind it still scrolls (no scroll lock, whose
    // injected <style> the Content Security Policy would refuse) and it closes on Escape or a press
    // outside it.
    <Dialog.Root open={isDrawerOpen} onOpenChange={setIsDrawerOpen} modal={false}>
      <div className="relative min-h-screen bg-slate-50 lg:flex">
        <aside className="hidden w-64 shrink-0 bg-ink lg:block" data-testid="admin-sidebar">
          <div className="sticky top-0 flex h-dvh flex-col">
            <SidebarBrand />
            <AdminNav />
          </div>
        </aside>

        {isDrawerOpen ? (
          <div className="absolute inset-0 z-50 lg:hidden">
            {/* A press on the shade is outside the drawer, which closes it. */}
            <div aria-hidden="true" className="absolute inset-0 bg-black/40" />
            <Dialog.Content asChild aria-describedby={undefined}>
              <aside
                id="admin-drawer"
                className="absolute inset-y-0 start-0 w-72 max-w-[85vw] bg-ink shadow-xl"
              >
                <div className="sticky top-0 flex h-dvh flex-col">
                  <Dialog.Title className="sr-only">{t("admin.navigation")}</Dialog.Title>
                  <div className="flex items-center justify-between">
                    <SidebarBrand />
                    <Dialog.Close className="me-2 inline-flex size-10 items-center justify-center rounded-md text-white hover:bg-white/10">
                      <X aria-hidden="true" className="size-5" />
                      <span className="sr-only">{t("admin.closeMenu")}</span>
                    </Dialog.Close>
                  </div>
                  <AdminNav />
                </div>
              </aside>
            </Dialog.Content>
          </div>
        ) : null}

        <div className="min-w-0 flex-1">
          <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3">
            <Dialog.Trigger
              className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden"
              aria-controls="admin-drawer"
            >
              <Menu aria-hidden="true" className="size-6" />
              <span className="sr-only">{t("admin.openMenu")}</span>
            </Dialog.Trigger>
            <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
              {t("admin.backToHome")}
            </Link>
            <div className="ms-auto">
              <LanguageToggle />
            </div>
          </header>
          <main id="main" className="mx-auto max-w-7xl px-4 py-8">
            {children}
          </main>
        </div>
      </div>
    </Dialog.Root>
  );
}
