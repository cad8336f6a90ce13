import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { BellRing } from "~/components/ui/icons";
import { SignedInOrPrompt } from "~/components/ui/sign-in-prompt";
import type { ProductAlerts } from "../product-alerts.server";
import type { AlertOnTotal } from "./alert-total-field";
import type { MomentAlertSwitchesProps } from "./moment-alert-switches";

// Visitors get a sign-in prompt; the form's code is fetched only for shoppers who can use it.
const AlertForm = lazy(() =>
  import("./price-alert-fields").then((module) => ({ default: module.AlertForm })),
);
const MomentAlertSwitches = lazy(() =>
  import("./moment-alert-switches").then((module) => ({ default: module.MomentAlertSwitches })),
);

type PriceAlertFormProps = {
  isSignedIn: boolean;
  signInPath: string;
  lowestPrice: string | null;
  suggestedTarget: string | null;
  alert: ProductAlerts["alert"];
  momentAlerts: Omit<MomentAlertSwitchesProps, "hasCurrentOffer">;
  /** With the shopper's city, the target can be on the total delivered there (issue 32). */
  onTotal?: AlertOnTotal | null;
};

/**
 * The price alert card: for a signed-in shopper the target-price form and the switches for the
 * moment to buy; an invitation to sign in for a visitor.
 */
export function PriceAlertForm({
  isSignedIn,
  signInPath,
  lowestPrice,
  suggestedTarget,
  alert,
  momentAlerts,
  onTotal = null,
}: PriceAlertFormProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="price-alert-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="price-alert-title" className="flex items-center gap-2 text-lg font-bold text-ink">
        <BellRing aria-hidden="true" className="size-5 text-brand-700" />
        {t("product.alert.title")}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t("product.alert.intro")}</p>
      <SignedInOrPrompt
        isSignedIn={isSignedIn}
        prompt={{
          className: "mt-4",
          message: t("product.alert.signInPrompt"),
          linkText: t("product.alert.signIn"),
          signInPath,
        }}
      >
        <AlertForm
          lowestPrice={lowestPrice}
          suggestedTarget={suggestedTarget}
          alert={alert}
          onTotal={onTotal}
        />
        <MomentAlertSwitches {...momentAlerts} hasCurrentOffer={lowestPrice !== null} />
      </SignedInOrPrompt>
    </section>
  );
}
