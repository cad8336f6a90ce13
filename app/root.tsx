// Before any schema is built: zod must not probe for eval under our Content Security Policy.
import "~/utils/zod-without-eval";
import { DirectionProvider } from "@radix-ui/react-direction";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { getServices } from "~/app-context.server";
import { ErrorPage } from "~/components/layout/error-page";
import { getCurrentUser, sessionMiddleware } from "~/features/accounts/session.server";
import { countUnreadNotifications } from "~/features/alerts/notifications.server";
import { findShopperRegion } from "~/features/offer-details/offer-details.server";
import { databaseOutageMiddleware } from "~/features/outage/database-outage.server";
import { localeOfError } from "~/features/outage/outage-data";
import { ERROR_PAGE_TEXTS } from "~/locales/error-page-texts";
import { pageTextsPathOf } from "~/locales/index.server";
import { DEFAULT_LOCALE, directionOf, resolveLocale } from "~/utils/i18n";
import { i18nFor } from "~/utils/i18n-instance";
import { useNonce } from "~/utils/nonce";
import { loadPageTexts, pageTextsOf } from "~/utils/page-texts";
import type { Route } from "./+types/root";
import stylesheetHref from "./app.css?url";

// The outage middleware comes first so that it also sees the session middleware fail.
export const middleware: Route.MiddlewareFunction[] = [databaseOutageMiddleware, sessionMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request);
  const { env, database } = getServices(context);
  // The public origin, for canonical and hreflang links (never taken from the request's Host).
  const origin = env.BASE_URL;
  const user = getCurrentUser(context);
  // The header bell's badge: one count on a partial index, and only for the signed in; the
  // header's city (issue 32): the profile's for the signed in, else the cookie's.
  const [unreadNotifications, region] = await Promise.all([
    user ? countUnreadNotifications(database.db, user.id) : 0,
    findShopperRegion(database.db, request, user),
  ]);
  // The page's texts are not in its data: the browser fetches them once from `textsPath`.
  return { locale, textsPath: pageTextsPathOf(locale), user, origin, unreadNotifications, region };
}

// A client navigation that changes the language (?lang=) fetches the new language's texts before
// it shows the page. The first page has its own, loaded before hydration (entry.client.tsx).
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadPageTexts(data.locale, data.textsPath);
  return data;
}

// Texts only change with the language, so the root data is refetched only when ?lang= changes.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.searchParams.get("lang") !== nextUrl.searchParams.get("lang") && defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Without the root data (its loader or a middleware failed) the error page still speaks the
  // request's language when the error says which, with the few texts it needs.
  const error = useRouteError();
  const locale = data?.locale ?? localeOfError(error) ?? DEFAULT_LOCALE;
  const dir = directionOf(locale);
  const translations = (data && pageTextsOf(data.locale)) ?? ERROR_PAGE_TEXTS[locale];
  const i18n = i18nFor(locale, translations);
  const nonce = useNonce();

  return (
    <html lang={locale} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React puts the stylesheet first in <head>, before the dozens of module
            preloads it hoists there from <Scripts>; a plain link came last and waited behind them. */}
        <link rel="stylesheet" href={stylesheetHref} precedence="default" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data && (
          // Fetched while the scripts load; entry.client.tsx waits for it before hydrating.
          <link
            rel="preload"
            as="fetch"
            href={data.textsPath}
            crossOrigin="anonymous"
            data-page-texts={data.locale}
          />
        )}
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          <DirectionProvider dir={dir}>{children}</DirectionProvider>
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} />;
}
