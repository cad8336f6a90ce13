// The back-in-stock and lowest-in-90-days switches of the product page's alert card, loaded with
// the price alert form (signed-in shoppers only). Each switch posts the state it asks for.

import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { ErrorText } from "~/components/ui/error-text";
import { PackageCheck, TrendingDown } from "~/components/ui/icons";
import { MOMENT_ALERT_KINDS, type MomentAlertKind } from "../alert-kinds";
import { momentAlertSchema } from "../moment-alert-schema";
import type { MomentAlertState, ProductAlerts } from "../product-alerts.server";

type MomentAlertActionData = { intent: string; result?: SubmissionResult<string[]>; error?: string };

export type MomentAlertSwitchesProps = {
  alerts: ProductAlerts["momentAlerts"];
  /** Whether a store has a current offer now, and whether today's price is the lowest in 90 days. */
  hasCurrentOffer: boolean;
  isLowestIn90Days: boolean;
};

const ICONS = { back_in_stock: PackageCheck, lowest_in_90_days: TrendingDown };
// The falling line points along the reading direction.
const ICON_CLASSES = { back_in_stock: "", lowest_in_90_days: "flip-rtl" };

function MomentAlertSwitch({
  kind,
  alert,
  hint,
}: {
  kind: MomentAlertKind;
  alert: MomentAlertState;
  hint: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<MomentAlertActionData>();
  const [form, fields] = useForm({
    id: `moment-alert-${kind}`,
    lastResult: fetcher.data?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: momentAlertSchema }),
  });
  const labelId = useId();
  const descriptionId = useId();
  // While the request runs, show what was asked for.
  const pending = fetcher.formData?.get("intent");
  const isOn = pending ? pending === "set-moment-alert" : alert?.isActive === true;
  const isPaused = !pending && alert?.isActive === false;
  const error = fields.kind.errors?.[0] ?? form.errors?.[0] ?? fetcher.data?.error;
  const Icon = ICONS[kind];

  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="flex items-start gap-3">
      <input type="hidden" name="intent" value={isOn ? "remove-moment-alert" : "set-moment-alert"} />
      <input type="hidden" name="kind" value={kind} />
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 text-brand-700 ${ICON_CLASSES[kind]}`} />
      <div className="min-w-0 flex-1">
        <p id={labelId} className="font-medium text-ink">
          {t(`momentAlerts.kinds.${kind}`)}
        </p>
        <p id={descriptionId} className="mt-0.5 text-sm text-slate-600">
          {t(
            kind === "back_in_stock"
              ? "momentAlerts.product.backInStock.description"
              : "momentAlerts.product.lowestIn90Days.description",
          )}{" "}
          {hint}
        </p>
        {isPaused ? (
          <p className="mt-1 text-sm font-medium text-amber-800">{t("momentAlerts.product.paused")}</p>
        ) : null}
        <ErrorText>{error ? t(error) : null}</ErrorText>
      </div>
      <button
        type="submit"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        className={`mt-0.5 flex h-6 w-11 shrink-0 items-center rounded-full p-0.5 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
          isOn ? "justify-end bg-brand-700" : "justify-start bg-slate-500"
        }`}
      >
        <span aria-hidden="true" className="size-5 rounded-full bg-white shadow" />
      </button>
    </fetcher.Form>
  );
}

/** Alerts for the moment to buy: back in stock at any store, and the lowest price in 90 days. */
export function MomentAlertSwitches({ alerts, hasCurrentOffer, isLowestIn90Days }: MomentAlertSwitchesProps) {
  const { t } = useTranslation();
  const hints: Record<MomentAlertKind, string> = {
    back_in_stock: t(
      hasCurrentOffer
        ? "momentAlerts.product.backInStock.availableNow"
        : "momentAlerts.product.backInStock.unavailableNow",
    ),
    lowest_in_90_days: isLowestIn90Days ? t("momentAlerts.product.lowestIn90Days.lowestNow") : "",
  };
  return (
    <div className="mt-6 border-t border-slate-200 pt-5">
      <h3 className="font-semibold text-ink">{t("momentAlerts.product.title")}</h3>
      <ul className="mt-3 space-y-4">
        {MOMENT_ALERT_KINDS.map((kind) => (
          <li key={kind}>
            <MomentAlertSwitch kind={kind} alert={alerts[kind]} hint={hints[kind]} />
          </li>
        ))}
      </ul>
    </div>
  );
}
