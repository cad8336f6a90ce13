// The header bell's data. GET → the signed-in user's newest notifications and unread count;
// POST → marks all of them read. Visitors get a 401 (a JSON caller has no use for a redirect).
import type { RouterContextProvider } from "react-router";
import { getServices } from "~/app-context.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import {
  countUnreadNotifications,
  listNotifications,
  markNotificationsRead,
} from "~/features/alerts/notifications.server";
import type { Route } from "./+types/notifications";

// Private to the user: never stored by a browser cache or a proxy.
const PRIVATE = { "Cache-Control": "private, no-store" };

function requireApiUser(context: Readonly<RouterContextProvider>) {
  const user = getCurrentUser(context);
  if (!user) throw Response.json({ error: "unauthorized" }, { status: 401, headers: PRIVATE });
  return user;
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireApiUser(context);
  const { db } = getServices(context).database;
  const [notifications, unreadCount] = await Promise.all([
    listNotifications(db, user.id),
    countUnreadNotifications(db, user.id),
  ]);
  return Response.json({ unreadCount, notifications }, { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireApiUser(context);
  if (request.method !== "POST")
    return Response.json({ error: "method_not_allowed" }, { status: 405, headers: { Allow: "GET, POST" } });
  const marked = await markNotificationsRead(getServices(context).database.db, user.id);
  return Response.json({ unreadCount: 0, marked }, { headers: PRIVATE });
}
