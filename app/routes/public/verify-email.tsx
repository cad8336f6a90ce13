import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { getServices } from "~/app-context.server";
import { accountDeps, confirmEmailAddress, cookieHeaders } from "~/features/accounts/accounts.server";
import { verifyEmailSchema } from "~/features/accounts/auth-schema";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { VerificationResult, VerifyEmailForm } from "~/features/accounts/components/verify-email-form";
import { findVerificationLink } from "~/features/accounts/email-verification.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { readForm } from "~/routes/form-body.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/verify-email";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { title: "verifyEmail.title" }), { name: "robots", content: "noindex" }];
}

/** The link from the verification mail. Opening it changes nothing: the owner confirms with the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim() || null;
  const link = token
    ? await findVerificationLink(getServices(context).database.db, token)
    : ({ state: "invalid" } as const);
  return { token, link, isSignedIn: getCurrentUser(context) !== null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const hideFields = ["password", "confirmPassword"];
  const submission = parseWithZod(await readForm(request), { schema: verifyEmailSchema });
  if (submission.status !== "success")
    return data(
      { result: submission.reply({ hideFields }), isDone: false, isSignedIn: false },
      { status: 400 },
    );

  const outcome = await confirmEmailAddress(accountDeps({ request, context }), {
    code: submission.value.token,
    password: submission.value.password,
  });
  if (!outcome.ok)
    return data(
      {
        result: submission.reply({ formErrors: [outcome.errorKey], hideFields }),
        isDone: false,
        isSignedIn: false,
      },
      { status: outcome.status },
    );
  return data(
    {
      result: submission.reply({ resetForm: true }),
      isDone: true,
      isSignedIn: outcome.setCookies.length > 0,
    },
    { headers: cookieHeaders(outcome.setCookies) },
  );
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { token, link } = loaderData;
  const isSignedIn = Boolean(actionData?.isSignedIn || loaderData.isSignedIn);
  // A link spent or expired while the form was open comes back as the form's error.
  const formError = actionData?.result.error?.[""]?.[0];
  const linkError = formError?.startsWith("verifyEmail.") ? formError : null;
  return (
    <AuthCard title={t("verifyEmail.title")}>
      {actionData?.isDone ? (
        <VerificationResult outcome="verified" isSignedIn={isSignedIn} />
      ) : token && link.state === "usable" && !linkError ? (
        <VerifyEmailForm token={token} email={link.email} lastResult={actionData?.result} />
      ) : (
        <VerificationResult
          outcome={linkError === "verifyEmail.expired" || link.state === "expired" ? "expired" : "invalid"}
          isSignedIn={isSignedIn}
        />
      )}
    </AuthCard>
  );
}
