// The city picker (issue 32). POST region (one of REGIONS, or "" for none) and redirectTo (a path
// on this site): remembers it in a cookie for every shopper and, for a signed-in one, in the
// profile too, then goes back to the page. A region that is not one changes nothing (400).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { getServices } from "~/app-context.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { regionCookie } from "~/features/offer-details/delivery-region";
import { saveProfileRegion } from "~/features/offer-details/offer-details.server";
import { deliveryRegionSchema } from "~/features/offer-details/offer-details-schema";
import { serverT } from "~/locales/translate.server";
import { readForm } from "~/routes/form-body.server";
import { resolveLocale } from "~/utils/i18n";
import type { Route } from "./+types/delivery-region";

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: deliveryRegionSchema });
  if (submission.status !== "success") {
    throw data(serverT(resolveLocale(request))("offerDetails.city.invalid"), { status: 400 });
  }
  const region = submission.value.region || null;
  const user = getCurrentUser(context);
  if (user) await saveProfileRegion(getServices(context).database.db, user.id, region);
  return redirect(submission.value.redirectTo, { headers: { "Set-Cookie": regionCookie(region) } });
}
