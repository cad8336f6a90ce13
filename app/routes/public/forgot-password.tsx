import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { accountDeps, requestPasswordReset } from "~/features/accounts/accounts.server";
import { forgotPasswordSchema } from "~/features/accounts/auth-schema";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { ForgotPasswordForm } from "~/features/accounts/components/forgot-password-form";
import { readForm } from "~/routes/form-body.server";
import { resolveLocale } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/forgot-password";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "auth.forgotTitle" });
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: forgotPasswordSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), sentTo: null }, { status: 400 });

  const outcome = await requestPasswordReset(accountDeps({ request, context }), {
    email: submission.value.email,
    locale: resolveLocale(request),
  });
  if (outcome.ok) return { result: submission.reply({ resetForm: true }), sentTo: submission.value.email };
  return data(
    { result: submission.reply({ formErrors: [outcome.errorKey] }), sentTo: null },
    { status: outcome.status },
  );
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("auth.forgotTitle")}>
      <ForgotPasswordForm lastResult={actionData?.result} sentTo={actionData?.sentTo} />
    </AuthCard>
  );
}
