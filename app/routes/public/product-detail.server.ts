// The product page's action: the signed-in shopper's save toggle, alerts and review.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { getServices, requestInfoContext } from "~/app-context.server";
import { isForeignKeyViolation } from "~/db/errors.server";
import { requireUser } from "~/features/accounts/session.server";
import { isMomentAlertIntent, momentAlertSchema } from "~/features/alerts/moment-alert-schema";
import { priceAlertSchemaFor } from "~/features/alerts/price-alert-schema";
import { removeMomentAlert, savePriceAlert, setMomentAlert } from "~/features/alerts/product-alerts.server";
import { isRegion } from "~/features/offer-details/offer-details";
import { findLowestTotals } from "~/features/offer-details/offer-details.server";
import { currentLowestPrice } from "~/features/prices/current-offers.server";
import { isProductId } from "~/features/products/product-id";
import { consumeRateLimits } from "~/features/rate-limit/rate-limit.server";
import { reviewSchema } from "~/features/reviews/review-schema";
import { REVIEW_POST_LIMITS, submitReview } from "~/features/reviews/submit-review.server";
import { setProductSaved } from "~/features/shopping/product-shopping.server";
import { readForm } from "~/routes/form-body.server";
import { resolveLocale } from "~/utils/i18n";
import { fromHalalas } from "~/utils/money";

type ActionArgs = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

/** A foreign-key violation: the product was deleted (or never existed). */
const isMissingProduct = isForeignKeyViolation;

export async function handleProductAction({ request, params, context }: ActionArgs) {
  const user = requireUser({ request, context });
  if (!isProductId(params.id)) throw data({ message: "invalid product id" }, { status: 400 });
  const productId = params.id;
  const { database, logger } = getServices(context);
  const formData = await readForm(request);
  const intent = formData.get("intent");

  try {
    if (intent === "save" || intent === "unsave") {
      await setProductSaved(database.db, { userId: user.id, productId, isSaved: intent === "save" });
      return { intent };
    }

    if (intent === "set-alert") {
      // An alert on the total (issue 32) is refused at or above the lowest total to its city.
      const region = formData.get("targetRegion");
      const [lowest, lowestTotal] = await Promise.all([
        currentLowestPrice(database.db, productId),
        isRegion(region)
          ? findLowestTotals(database.db, [productId], region).then((t) => t.get(productId))
          : null,
      ]);
      const schema = priceAlertSchemaFor(
        lowest === null ? null : fromHalalas(lowest),
        lowestTotal == null ? null : fromHalalas(lowestTotal),
      );
      const submission = parseWithZod(formData, { schema });
      if (submission.status !== "success")
        return data({ intent, result: submission.reply() }, { status: 400 });
      await savePriceAlert(database.db, {
        userId: user.id,
        productId,
        locale: resolveLocale(request),
        ...submission.value,
      });
      return { intent, result: submission.reply(), notice: "product.alert.saved" };
    }

    if (isMomentAlertIntent(intent)) {
      const submission = parseWithZod(formData, { schema: momentAlertSchema });
      if (submission.status !== "success")
        return data({ intent, result: submission.reply() }, { status: 400 });
      const { kind } = submission.value;
      if (intent === "set-moment-alert")
        await setMomentAlert(database.db, {
          userId: user.id,
          productId,
          kind,
          locale: resolveLocale(request),
        });
      else await removeMomentAlert(database.db, { userId: user.id, productId, kind });
      return { intent, result: submission.reply() };
    }

    if (intent === "write-review") {
      const submission = parseWithZod(formData, { schema: reviewSchema });
      if (submission.status !== "success")
        return data({ intent, result: submission.reply() }, { status: 400 });
      const { clientIp } = context.get(requestInfoContext);
      const limit = await consumeRateLimits(database.db, [
        { key: `review-client:${clientIp}`, rule: REVIEW_POST_LIMITS.perClient },
        { key: `review-account:${user.id}`, rule: REVIEW_POST_LIMITS.perAccount },
      ]);
      if (!limit.isAllowed) {
        return data(
          { intent, result: submission.reply({ formErrors: ["auth.errors.tooManyRequests"] }) },
          { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
        );
      }
      await submitReview(database.db, { userId: user.id, productId, ...submission.value });
      return {
        intent,
        result: submission.reply({ resetForm: true }),
        notice: "product.reviewForm.submitted",
      };
    }
  } catch (error) {
    if (isMissingProduct(error)) throw data({ message: "product not found" }, { status: 404 });
    logger.error("product action failed", { error, intent, productId, userId: user.id });
    const errorKey =
      intent === "write-review"
        ? "product.reviewForm.errors.failed"
        : intent === "set-alert"
          ? "product.alert.errors.failed"
          : isMomentAlertIntent(intent)
            ? "momentAlerts.errors.failed"
            : "product.save.failed";
    return data({ intent: String(intent), error: errorKey }, { status: 500 });
  }

  return data({ intent: String(intent), error: "errors.unexpected" }, { status: 400 });
}
