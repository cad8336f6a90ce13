import { redirect } from "react-router";
import { getServices } from "~/app-context.server";
import { cookieHeaders, signOut } from "~/features/accounts/accounts.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  const setCookies = await signOut({ auth: getServices(context).auth, headers: request.headers });
  throw redirect("/", { headers: cookieHeaders(setCookies) });
}

export function loader() {
  throw redirect("/");
}
