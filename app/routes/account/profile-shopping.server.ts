// The profile's Saved Products and Price Alerts forms: remove a saved product, pause or resume an
// alert, delete an alert. Always the signed-in user's own rows (PD-3).
import { data } from "react-router";
import type { Database } from "~/db/client.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { deletePriceAlert, setPriceAlertActive } from "~/features/alerts/price-alerts.server";
import { setProductSaved } from "~/features/shopping/product-shopping.server";
import {
  type ProfileShoppingActionData,
  type ProfileShoppingIntent,
  profileShoppingSchema,
} from "~/features/shopping/profile-shopping-schema";
import type { Logger } from "~/utils/logger.server";

const FAILURES: Record<ProfileShoppingIntent, string> = {
  "remove-saved": "profile.favorites.errors.removeFailed",
  "toggle-alert": "profile.alerts.errors.updateFailed",
  "delete-alert": "profile.alerts.errors.deleteFailed",
};

export async function handleProfileShoppingIntent(
  { db, logger }: { db: Database; logger: Logger },
  user: CurrentUser,
  intent: ProfileShoppingIntent,
  formData: FormData,
) {
  const reply = (body: Omit<ProfileShoppingActionData, "intent">, status = 200) =>
    data<ProfileShoppingActionData>({ intent, ...body }, { status });

  const parsed = profileShoppingSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return reply({ ok: false, error: "errors.unexpected" }, 400);
  const input = parsed.data;

  try {
    if (input.intent === "remove-saved") {
      // Removing a product that is not (or no longer) saved is harmless: the answer is the same.
      await setProductSaved(db, { userId: user.id, productId: input.productId, isSaved: false });
      return reply({ ok: true });
    }
    const found =
      input.intent === "toggle-alert"
        ? await setPriceAlertActive(db, { userId: user.id, alertId: input.alertId, isActive: input.isActive })
        : await deletePriceAlert(db, { userId: user.id, alertId: input.alertId });
    // Someone else's alert and a missing one get the same answer, so nothing is revealed.
    return found ? reply({ ok: true }) : reply({ ok: false, error: "profile.alerts.errors.notFound" }, 404);
  } catch (error) {
    logger.error("profile shopping action failed", { error, intent, userId: user.id });
    return reply({ ok: false, error: FAILURES[intent] }, 500);
  }
}
