// GET /profile/export: the signed-in shopper's data as a JSON file (profile settings, "Your data").
import { getServices } from "~/app-context.server";
import { exportAccountData } from "~/features/accounts/account-data.server";
import { requireUser } from "~/features/accounts/session.server";
import type { Route } from "./+types/profile-export";

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const exported = await exportAccountData(getServices(args.context).database.db, user.id);
  const day = exported.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="qaren-my-data-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
