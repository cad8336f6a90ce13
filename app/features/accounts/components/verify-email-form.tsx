import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { checkedBy } from "~/components/form/form-scaffold";
import { Button } from "~/components/ui/button";
import { ShieldCheck } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";
import { verifyEmailSchema } from "../auth-schema";
import { NewPasswordFields } from "./new-password-fields";

type VerifyEmailFormProps = {
  token: string;
  email: string;
  lastResult?: SubmissionResult<string[]> | null;
};

/**
 * The owner of the address chooses the account's password, which confirms the address. The page says
 * why in plain words: the one who signed up may not be the one who reads this address's mail.
 */
export function VerifyEmailForm({ token, email, lastResult }: VerifyEmailFormProps) {
  const { t } = useTranslation();
  const isSubmitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "verify-email-form",
    lastResult,
    ...checkedBy(verifyEmailSchema),
  });
  const formError = form.errors?.[0];

  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
      {/* The address is isolated so an Arabic sentence does not reorder its parts. */}
      <p className="text-slate-700">{t("verifyEmail.intro", { email: `\u2068${email}\u2069` })}</p>
      <section
        aria-labelledby="verify-email-why"
        className="space-y-2 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
      >
        <h2 id="verify-email-why" className="flex items-center gap-1.5 font-semibold">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t("verifyEmail.whyTitle")}
        </h2>
        <p>{t("verifyEmail.why")}</p>
        <p>{t("verifyEmail.afterSave")}</p>
      </section>
      {formError ? <Notice tone="error">{t(formError)}</Notice> : null}
      <input type="hidden" name="token" value={token} />
      {/* Lets a password manager save the new password under the right address. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        password={fields.password}
        confirmPassword={fields.confirmPassword}
        labels={{ password: t("auth.password"), confirmPassword: t("auth.confirmPassword") }}
      />
      <Button className="w-full" disabled={isSubmitting} isBusy={isSubmitting}>
        {t("verifyEmail.submit")}
      </Button>
      <p className="text-sm text-slate-600">{t("verifyEmail.notYou")}</p>
    </Form>
  );
}

const RESULT_MESSAGES = {
  verified: "verifyEmail.verified",
  expired: "verifyEmail.expired",
  invalid: "verifyEmail.invalid",
} as const;

/** The address confirmed, or why the link cannot confirm it, and where to go next. */
export function VerificationResult({
  outcome,
  isSignedIn,
}: {
  outcome: keyof typeof RESULT_MESSAGES;
  isSignedIn: boolean;
}) {
  const { t } = useTranslation();
  const isVerified = outcome === "verified";
  const message = isVerified && !isSignedIn ? "verifyEmail.verifiedSignIn" : RESULT_MESSAGES[outcome];
  const next = isSignedIn
    ? { to: "/profile?tab=settings", label: isVerified ? "verifyEmail.toProfile" : "verifyEmail.sendNew" }
    : { to: "/login", label: "auth.backToSignIn" };
  return (
    <div className="space-y-6" data-testid="verify-email-result" data-outcome={outcome}>
      <Notice tone={isVerified ? "success" : "error"}>{t(message)}</Notice>
      <Link
        to={next.to}
        className="inline-block rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t(next.label)}
      </Link>
    </div>
  );
}
