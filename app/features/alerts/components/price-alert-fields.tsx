// The price alert form itself, loaded only for signed-in shoppers: with its form library and zod
// schema it is ~40 KB (gzipped) that a visitor, who sees a sign-in prompt instead, never needs.
import { type SubmissionResult, useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { checkedBy, FetcherForm, FieldText } from "~/components/form/form-scaffold";
import { Button } from "~/components/ui/button";
import { formatPrice } from "~/utils/format";
import { useLocale } from "~/utils/use-locale";
import { DEFAULT_MIN_REDUCTION, priceAlertSchemaFor } from "../price-alert-schema";
import type { ProductAlerts } from "../product-alerts.server";
import { type AlertOnTotal, AlertTotalField } from "./alert-total-field";

export type PriceAlertActionData = {
  intent: string;
  result?: SubmissionResult<string[]>;
  notice?: string;
  error?: string;
};

type AlertFormProps = {
  lowestPrice: string | null;
  /** A target to offer in one click (suggestTargetPrice), null when there is none. */
  suggestedTarget: string | null;
  alert: ProductAlerts["alert"];
  /** With a city, the alert can watch the total delivered there (issue 32). */
  onTotal?: AlertOnTotal | null;
};

/**
 * The alert form of a signed-in shopper: target price (with the 90-day low offered in one click)
 * and minimum reduction, checked as typed.
 */
export function AlertForm({ lowestPrice, suggestedTarget, alert, onTotal = null }: AlertFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<PriceAlertActionData>();
  const schema = priceAlertSchemaFor(lowestPrice, onTotal?.lowestTotal ?? null);
  const [form, fields] = useForm({
    id: "price-alert",
    lastResult: fetcher.data?.result,
    ...checkedBy(schema),
  });
  const isBusy = fetcher.state !== "idle";

  return (
    <FetcherForm fetcher={fetcher} form={form} intent="set-alert">
      {alert ? (
        <p className="text-sm text-slate-700">
          {t(alert.isActive ? "product.alert.active" : "product.alert.inactive", {
            price: formatPrice(alert.targetPrice, locale),
          })}
        </p>
      ) : null}
      <FieldText
        field={fields.targetPrice}
        inputMode="decimal"
        defaultValue={alert?.targetPrice ?? ""}
        label={t("product.alert.targetPrice")}
        hint={
          lowestPrice
            ? `${t("product.alert.currentLowest", { price: formatPrice(lowestPrice, locale) })} · ${t("product.alert.targetHint")}`
            : t("product.alert.targetHint")
        }
      />
      {suggestedTarget ? (
        <div
          data-testid="target-suggestion"
          className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900"
        >
          <span>{t("product.alert.suggestion")}</span>
          <button
            type="button"
            className="rounded-full border border-brand-300 bg-white px-3 py-1 font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-100"
            onClick={() => form.update({ name: fields.targetPrice.name, value: suggestedTarget })}
          >
            {t("product.alert.useSuggestion", { price: formatPrice(suggestedTarget, locale) })}
          </button>
        </div>
      ) : null}
      {onTotal ? <AlertTotalField onTotal={onTotal} watchedRegion={alert?.targetRegion ?? null} /> : null}
      <FieldText
        field={fields.minReduction}
        inputMode="decimal"
        defaultValue={alert?.minReduction ?? DEFAULT_MIN_REDUCTION}
        label={t("product.alert.minReduction")}
        hint={t("product.alert.minReductionHint")}
      />
      <Button className="w-full" disabled={isBusy} isBusy={isBusy}>
        {t(alert ? "product.alert.update" : "product.alert.submit")}
      </Button>
    </FetcherForm>
  );
}
