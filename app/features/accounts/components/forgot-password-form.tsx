import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { checkedBy, FieldText } from "~/components/form/form-scaffold";
import { Button } from "~/components/ui/button";
import { MailCheck } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";
import { forgotPasswordSchema } from "../auth-schema";

type ForgotPasswordFormProps = { lastResult?: SubmissionResult<string[]> | null; sentTo?: string | null };

export function ForgotPasswordForm({ lastResult, sentTo }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const isSubmitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "forgot-password-form",
    lastResult,
    ...checkedBy(forgotPasswordSchema),
  });

  if (sentTo) {
    return (
      <div className="space-y-5 text-center" data-testid="reset-link-sent">
        <MailCheck aria-hidden="true" className="mx-auto size-12 text-brand-700" />
        <h2 className="text-xl font-semibold text-ink">{t("auth.checkEmailTitle")}</h2>
        <p className="text-slate-600">{t("auth.checkEmailBody", { email: sentTo })}</p>
        <Form method="post">
          <input type="hidden" name="email" value={sentTo} />
          <Button variant="secondary" className="w-full" disabled={isSubmitting} isBusy={isSubmitting}>
            {t("auth.sendAnother")}
          </Button>
        </Form>
        <Link to="/login" className="inline-block text-sm font-medium text-brand-700 hover:underline">
          {t("auth.backToSignIn")}
        </Link>
      </div>
    );
  }

  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
      <p className="text-slate-600">{t("auth.forgotIntro")}</p>
      {form.errors?.length ? <Notice tone="error">{t(form.errors[0]!)}</Notice> : null}
      <FieldText field={fields.email} type="email" label={t("auth.email")} autoComplete="email" />
      <Button
        className="w-full"
        disabled={Boolean(fields.email.errors?.length) || isSubmitting}
        isBusy={isSubmitting}
      >
        {t("auth.sendResetLink")}
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          {t("auth.backToSignIn")}
        </Link>
      </p>
    </Form>
  );
}
