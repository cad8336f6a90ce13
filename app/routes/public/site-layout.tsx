import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Outlet, useLocation, useRouteLoaderData } from "react-router";
import { ErrorPage } from "~/components/layout/error-page";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { AccountLinks } from "~/features/accounts/components/account-links";
import { ChatHeaderButton } from "~/features/chat/components/chat-header-button";
import { ChatWidget } from "~/features/chat/components/chat-widget";
import { HeaderCityPicker } from "~/features/offer-details/components/city-picker";
import { SearchBox } from "~/features/search/components/search-box";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/site-layout";

// The bell (a Radix popover) is signed-in shoppers' alone: visitors' pages do not load its code.
const NotificationBell = lazy(() =>
  import("~/features/alerts/components/notification-bell").then((module) => ({
    default: module.NotificationBell,
  })),
);

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const user = rootData?.user ?? null;
  // The home page's hero has the search box: phones get one, not two in the first screen.
  const isHome = useLocation().pathname === "/";
  return (
    <div id="top" className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t("common.skipToContent")}
      </a>
      <SiteHeader
        search={<SearchBox label={t("header.searchLabel")} placeholder={t("header.searchPlaceholder")} />}
        showPhoneSearch={!isHome}
        account={<AccountLinks user={user} />}
        city={<HeaderCityPicker region={rootData?.region ?? null} />}
        notices={
          <>
            <ChatHeaderButton />
            {user ? (
              <Suspense fallback={<span aria-hidden="true" className="inline-flex size-10" />}>
                <NotificationBell unreadCount={rootData?.unreadNotifications ?? 0} />
              </Suspense>
            ) : null}
          </>
        }
      />
      <div className="flex-1">{children}</div>
      <SiteFooter />
      <ChatWidget />
    </div>
  );
}

export default function SiteLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Frame>
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
    </Frame>
  );
}
