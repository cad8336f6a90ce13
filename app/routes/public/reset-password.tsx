import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { accountDeps, resetPassword } from "~/features/accounts/accounts.server";
import { resetPasswordSchema } from "~/features/accounts/auth-schema";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { ResetPasswordForm } from "~/features/accounts/components/reset-password-form";
import { readForm } from "~/routes/form-body.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/reset-password";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "auth.resetTitle" });
}

export function loader({ request }: Route.LoaderArgs) {
  return { code: new URL(request.url).searchParams.get("code")?.trim() || null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const hideFields = ["password", "confirmPassword"];
  const submission = parseWithZod(await readForm(request), { schema: resetPasswordSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields }), isDone: false }, { status: 400 });

  const outcome = await resetPassword(accountDeps({ request, context }), submission.value);
  if (outcome.ok) return { result: submission.reply({ resetForm: true }), isDone: true };
  return data(
    { result: submission.reply({ formErrors: [outcome.errorKey], hideFields }), isDone: false },
    { status: outcome.status },
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("auth.resetTitle")}>
      <ResetPasswordForm
        code={loaderData.code}
        lastResult={actionData?.result}
        isDone={actionData?.isDone ?? false}
      />
    </AuthCard>
  );
}
