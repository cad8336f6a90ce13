// The review form itself, loaded only for signed-in shoppers: with its form library and zod schema
// it is ~40 KB (gzipped) that a visitor, who sees a sign-in prompt instead, never needs.

import { getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { checkedBy, FetcherForm, useErrorText } from "~/components/form/form-scaffold";
import { Button } from "~/components/ui/button";
import { ErrorText } from "~/components/ui/error-text";
import { Star } from "~/components/ui/icons";
import { LabelledControl } from "~/components/ui/labelled-control";
import { REVIEW_MAX_LENGTH, reviewSchema } from "../review-schema";

export type ReviewActionData = {
  intent: string;
  result?: SubmissionResult<string[]>;
  notice?: string;
  error?: string;
};

/** The review form of a signed-in shopper: a star rating and the text, checked on submit. */
export function SignedInReviewForm() {
  const { t } = useTranslation();
  const fetcher = useFetcher<ReviewActionData>();
  const [hovered, setHovered] = useState(0);
  const [form, fields] = useForm({
    id: "write-review",
    lastResult: fetcher.data?.result,
    ...checkedBy(reviewSchema, "onSubmit"),
  });
  const errorText = useErrorText();
  const chosen = Number(fields.rating.value ?? 0);
  const shown = hovered || chosen;
  const isBusy = fetcher.state !== "idle";
  const ratingError = errorText(fields.rating.errors);
  const textError = errorText(fields.reviewText.errors);

  return (
    <FetcherForm fetcher={fetcher} form={form} intent="write-review">
      <fieldset aria-describedby={ratingError ? `${fields.rating.id}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t("product.reviewForm.rating")}</legend>
        <div className="mt-1 flex gap-1" onPointerLeave={() => setHovered(0)}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label
              key={stars}
              className="cursor-pointer rounded p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
              onPointerEnter={() => setHovered(stars)}
            >
              <input
                type="radio"
                name={fields.rating.name}
                value={stars}
                defaultChecked={chosen === stars}
                className="sr-only"
                aria-invalid={ratingError ? true : undefined}
              />
              <Star
                aria-hidden="true"
                className={`size-7 ${stars <= shown ? "fill-accent-400 text-accent-500" : "fill-slate-100 text-slate-400"}`}
              />
              <span className="sr-only">{t("product.reviewForm.ratingOption", { count: stars })}</span>
            </label>
          ))}
        </div>
        <ErrorText id={`${fields.rating.id}-error`}>{ratingError}</ErrorText>
      </fieldset>
      <LabelledControl htmlFor={fields.reviewText.id} label={t("product.reviewForm.text")}>
        <textarea
          {...getTextareaProps(fields.reviewText)}
          key={fields.reviewText.key}
          rows={5}
          maxLength={REVIEW_MAX_LENGTH}
          placeholder={t("product.reviewForm.placeholder")}
          aria-describedby={textError ? `${fields.reviewText.id}-error` : undefined}
          className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-ink shadow-sm focus:outline-none focus:ring-2 ${
            textError
              ? "border-red-500 focus:ring-red-200"
              : "border-slate-300 focus:border-brand-600 focus:ring-brand-200"
          }`}
        />
        <ErrorText id={`${fields.reviewText.id}-error`}>{textError}</ErrorText>
      </LabelledControl>
      <p className="text-xs text-slate-500">{t("product.reviewForm.moderationNote")}</p>
      <Button className="w-full" disabled={isBusy} isBusy={isBusy}>
        {t("product.reviewForm.submit")}
      </Button>
    </FetcherForm>
  );
}
