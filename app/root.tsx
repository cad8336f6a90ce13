import { DirectionProvider } from "@radix-ui/react-direction";
import { useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import { getServices } from "~/app-context.server";
import { ErrorPage } from "~/components/layout/error-page";
import { getCurrentUser, sessionMiddleware } from "~/features/accounts/session.server";
import { countUnreadNotifications } from "~/features/alerts/notifications.server";
import { translations } from "~/locales/index.server";
import { DEFAULT_LOCALE, directionOf, resolveLocale } from "~/utils/i18n";
import { createI18n } from "~/utils/i18n-instance";
import type { Route } from "./+types/root";
import "./app.css";

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request);
  const { env, database } = getServices(context);
  // The public origin, for canonical and hreflang links (never taken from the request's Host).
  const origin = env.BASE_URL;
  const user = getCurrentUser(context);
  // The header bell's badge: one count on a partial index, and only for the signed in.
  const unreadNotifications = user ? await countUnreadNotifications(database.db, user.id) : 0;
  return { locale, translations: translations[locale], user, origin, unreadNotifications };
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
  const locale = data?.locale ?? DEFAULT_LOCALE;
  const dir = directionOf(locale);
  const i18n = useMemo(() => createI18n(locale, data?.translations ?? {}), [locale, data?.translations]);

  return (
    <html lang={locale} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          <DirectionProvider dir={dir}>{children}</DirectionProvider>
        </I18nextProvider>
        <ScrollRestoration />
        <Scripts />
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
