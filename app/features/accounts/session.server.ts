import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { getServices } from "~/app-context.server";
import { sameOriginPath } from "~/utils/web-address";
import { callAuth } from "./auth.server";

export type Role = "user" | "admin";
export type CurrentUser = { id: string; email: string; name: string; role: Role };

const currentUserContext = createContext<CurrentUser | null>(null);

/**
 * Reads the session once per request, before any loader or action runs, and passes on the cookie
 * better-auth refreshes now and then.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { headers, response: session } = await readSession(request, context);
  context.set(
    currentUserContext,
    session
      ? {
          id: session.user.id,
          email: session.user.email,
          name: session.user.name,
          role: session.user.role === "admin" ? "admin" : "user",
        }
      : null,
  );
  const response = await next();
  const refreshed = headers.get("set-cookie");
  // An answer that starts a new session (a confirmed address signs its owner in) keeps its cookie,
  // not the old session's refreshed one.
  const isNewSession = response.headers.getSetCookie().some((cookie) => cookie.includes("session_token="));
  if (refreshed && !isNewSession) response.headers.append("Set-Cookie", refreshed);
  return response;
};

function readSession(request: Request, context: Readonly<RouterContextProvider>) {
  const { auth } = getServices(context);
  return callAuth(() => auth.api.getSession({ headers: request.headers, returnHeaders: true }));
}

export function getCurrentUser(context: Readonly<RouterContextProvider>): CurrentUser | null {
  return context.get(currentUserContext);
}

function signInRedirect(request: Request) {
  const url = new URL(request.url);
  // Data requests (client navigations) arrive as /page.data; the shopper comes back to /page.
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  url.searchParams.delete("_routes");
  const search = url.searchParams.size ? `?${url.searchParams}` : "";
  return redirect(`/login?redirectTo=${encodeURIComponent(pathname + search)}`);
}

/** The signed-in user, or a redirect to /login that comes back here afterwards. */
export function requireUser({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const user = getCurrentUser(context);
  if (!user) throw signInRedirect(request);
  return user;
}

/** An admin (decided by the role in the database), a redirect to /login, or a 403 for anyone else. */
export function requireAdmin(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  const user = requireUser(args);
  if (user.role !== "admin") throw data({ message: "forbidden" }, { status: 403 });
  return user;
}

/** Only paths on this site (`origin`, the public BASE_URL) are followed after sign-in. */
export function safeRedirectPath(target: string | null | undefined, origin: string): string {
  return (target ? sameOriginPath(target, origin) : null) ?? "/";
}
