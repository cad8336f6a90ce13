import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { FieldText } from "~/components/form/form-scaffold";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { registerSchema, signInSchema } from "../auth-schema";

type AuthFormProps = {
  mode: "login" | "register";
  lastResult?: SubmissionResult<string[]> | null;
  notice?: string | null;
  redirectTo?: string | null;
};

/** The one screen for /login and /register (spec: shared auth screen). */
export function AuthForm({ mode, lastResult, notice, redirectTo }: AuthFormProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const isLogin = mode === "login";
  const schema = isLogin ? signInSchema : registerSchema;
  const [form, fields] = useForm<{ email: string; password: string; confirmPassword?: string }>({
    id: `${mode}-form`,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // The two modes validate different shapes; both carry email and password.
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
  });
  const isSubmitting = navigation.state === "submitting" && navigation.formAction?.startsWith(`/${mode}`);
  const isEmailInvalid = Boolean(fields.email.errors?.length);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-center text-2xl font-bold text-ink sm:text-3xl">
        {t(isLogin ? "auth.signInTitle" : "auth.registerTitle")}
      </h1>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
          {notice ? <Notice tone="success">{notice}</Notice> : null}
          {form.errors?.length ? <Notice tone="error">{t(form.errors[0]!)}</Notice> : null}
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <FieldText field={fields.email} type="email" label={t("auth.email")} autoComplete="email" />
          <FieldText
            field={fields.password}
            type="password"
            label={t("auth.password")}
            autoComplete={isLogin ? "current-password" : "new-password"}
          />
          {!isLogin ? (
            <FieldText
              field={fields.confirmPassword}
              type="password"
              label={t("auth.confirmPassword")}
              autoComplete="new-password"
            />
          ) : null}
          {isLogin ? (
            <p className="text-end text-sm">
              <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
                {t("auth.forgotPassword")}
              </Link>
            </p>
          ) : null}
          <Button
            className="w-full"
            disabled={isEmailInvalid || isSubmitting}
            isBusy={isSubmitting}
            aria-describedby={isEmailInvalid ? "auth-submit-hint" : undefined}
          >
            {t(isLogin ? "auth.signInButton" : "auth.registerButton")}
          </Button>
          {/* The spec keeps the button disabled while the address is invalid; say why. */}
          {isEmailInvalid ? (
            <p id="auth-submit-hint" className="text-center text-sm text-slate-600">
              {t("auth.fixEmailToContinue")}
            </p>
          ) : null}
        </Form>
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t(isLogin ? "auth.noAccount" : "auth.haveAccount")}{" "}
        <Link to={isLogin ? "/register" : "/login"} className="font-semibold text-brand-700 hover:underline">
          {t(isLogin ? "auth.registerButton" : "auth.signInButton")}
        </Link>
      </p>
    </div>
  );
}
