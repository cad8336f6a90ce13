import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { checkedBy } from "~/components/form/form-scaffold";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { resetPasswordSchema } from "../auth-schema";
import { NewPasswordFields } from "./new-password-fields";

export const RESET_REDIRECT_DELAY_MS = 2000;

type ResetPasswordFormProps = {
  code: string | null;
  lastResult?: SubmissionResult<string[]> | null;
  isDone: boolean;
};

export function ResetPasswordForm({ code, lastResult, isDone }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isSubmitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "reset-password-form",
    lastResult,
    ...checkedBy(resetPasswordSchema),
  });

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => navigate("/login?reset=1", { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  if (isDone) return <Notice tone="success">{t("auth.resetSuccess")}</Notice>;

  const formError = form.errors?.[0];
  const codeError = fields.code.errors?.[0];
  if (!code || codeError || formError === "auth.errors.invalidResetCode") {
    return (
      <div className="space-y-5">
        <Notice tone="error">{t(code ? (codeError ?? formError!) : "auth.errors.missingResetCode")}</Notice>
        <Link
          to="/forgot-password"
          className="block text-center text-sm font-semibold text-brand-700 hover:underline"
        >
          {t("auth.requestNewLink")}
        </Link>
      </div>
    );
  }

  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
      {formError ? <Notice tone="error">{t(formError)}</Notice> : null}
      <input type="hidden" name="code" value={code} />
      <NewPasswordFields
        password={fields.password}
        confirmPassword={fields.confirmPassword}
        labels={{ password: t("auth.newPassword"), confirmPassword: t("auth.confirmNewPassword") }}
      />
      <Button className="w-full" disabled={isSubmitting} isBusy={isSubmitting}>
        {t("auth.resetButton")}
      </Button>
    </Form>
  );
}
