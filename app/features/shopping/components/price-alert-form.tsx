import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { BellRing } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { SignInPrompt } from "~/components/ui/sign-in-prompt";
import { TextField } from "~/components/ui/text-field";
import { formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import { DEFAULT_MIN_REDUCTION, priceAlertSchema } from "../price-alert-schema";
import type { ShopperProductState } from "../product-shopping.server";

export type PriceAlertActionData = {
  intent: string;
  result?: SubmissionResult<string[]>;
  notice?: string;
  error?: string;
};

type PriceAlertFormProps = {
  isSignedIn: boolean;
  signInPath: string;
  lowestPrice: string | null;
  alert: ShopperProductState["alert"];
};

function AlertForm({ lowestPrice, alert }: Pick<PriceAlertFormProps, "lowestPrice" | "alert">) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const fetcher = useFetcher<PriceAlertActionData>();
  const [form, fields] = useForm({
    id: "price-alert",
    lastResult: fetcher.data?.result,
    constraint: getZodConstraint(priceAlertSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: priceAlertSchema }),
  });
  const errorText = (errors?: string[]) => (errors?.[0] ? t(errors[0]) : undefined);
  const isBusy = fetcher.state !== "idle";

  return (
    <fetcher.Form method="post" {...getFormProps(form)} noValidate className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="set-alert" />
      {fetcher.data?.notice && fetcher.state === "idle" ? (
        <Notice tone="success">{t(fetcher.data.notice)}</Notice>
      ) : null}
      {form.errors?.length || fetcher.data?.error ? (
        <Notice tone="error">{t(form.errors?.[0] ?? fetcher.data?.error ?? "")}</Notice>
      ) : null}
      {alert ? (
        <p className="text-sm text-slate-700">
          {t(alert.isActive ? "product.alert.active" : "product.alert.inactive", {
            price: formatPrice(alert.targetPrice, locale),
          })}
        </p>
      ) : null}
      <TextField
        {...getInputProps(fields.targetPrice, { type: "text" })}
        key={fields.targetPrice.key}
        inputMode="decimal"
        defaultValue={alert?.targetPrice ?? ""}
        label={t("product.alert.targetPrice")}
        hint={
          lowestPrice
            ? t("product.alert.currentLowest", { price: formatPrice(lowestPrice, locale) })
            : undefined
        }
        error={errorText(fields.targetPrice.errors)}
      />
      <TextField
        {...getInputProps(fields.minReduction, { type: "text" })}
        key={fields.minReduction.key}
        inputMode="decimal"
        defaultValue={alert?.minReduction ?? DEFAULT_MIN_REDUCTION}
        label={t("product.alert.minReduction")}
        hint={t("product.alert.minReductionHint")}
        error={errorText(fields.minReduction.errors)}
      />
      <Button className="w-full" disabled={isBusy} isBusy={isBusy}>
        {t(alert ? "product.alert.update" : "product.alert.submit")}
      </Button>
    </fetcher.Form>
  );
}

/** The price alert card: the form for a signed-in shopper, an invitation to sign in for a visitor. */
export function PriceAlertForm({ isSignedIn, signInPath, lowestPrice, alert }: PriceAlertFormProps) {
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
      {isSignedIn ? (
        <AlertForm lowestPrice={lowestPrice} alert={alert} />
      ) : (
        <SignInPrompt
          className="mt-4"
          message={t("product.alert.signInPrompt")}
          linkText={t("product.alert.signIn")}
          signInPath={signInPath}
        />
      )}
    </section>
  );
}
