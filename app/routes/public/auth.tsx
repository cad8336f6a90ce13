import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { getServices } from "~/app-context.server";
import { accountDeps, cookieHeaders, register, signIn } from "~/features/accounts/accounts.server";
import { registerSchema, signInSchema } from "~/features/accounts/auth-schema";
import { AuthForm } from "~/features/accounts/components/auth-form";
import { getCurrentUser, safeRedirectPath } from "~/features/accounts/session.server";
import { readForm } from "~/routes/form-body.server";
import { resolveLocale } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/auth";

// Data requests arrive as /register.data, page requests as /register.
const modeOf = (request: Request): "login" | "register" =>
  new URL(request.url).pathname.startsWith("/register") ? "register" : "login";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: location.pathname === "/register" ? "auth.registerTitle" : "auth.signInTitle",
  });
}

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (getCurrentUser(context)) {
    throw redirect(safeRedirectPath(url.searchParams.get("redirectTo"), getServices(context).env.BASE_URL));
  }
  const notice = url.searchParams.has("registered")
    ? "auth.registered"
    : url.searchParams.has("reset")
      ? "auth.passwordResetDone"
      : url.searchParams.has("deleted")
        ? "auth.accountDeleted"
        : null;
  return { mode: modeOf(request), notice, redirectTo: url.searchParams.get("redirectTo") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const mode = modeOf(request);
  const formData = await readForm(request);
  const hideFields = ["password", "confirmPassword"];
  const submission = parseWithZod(formData, { schema: mode === "login" ? signInSchema : registerSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });

  const deps = accountDeps({ request, context });
  if (mode === "login") {
    const values = submission.value as { email: string; password: string; redirectTo?: string };
    const outcome = await signIn(deps, values);
    if (outcome.ok) {
      const target = safeRedirectPath(values.redirectTo, getServices(context).env.BASE_URL);
      throw redirect(target, { headers: cookieHeaders(outcome.setCookies) });
    }
    return data(
      { result: submission.reply({ formErrors: [outcome.errorKey], hideFields }) },
      { status: outcome.status },
    );
  }

  const outcome = await register(deps, { ...submission.value, locale: resolveLocale(request) });
  if (outcome.ok) throw redirect("/login?registered=1");
  return data(
    { result: submission.reply({ formErrors: [outcome.errorKey], hideFields }) },
    { status: outcome.status },
  );
}

export default function AuthScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="main">
      <AuthForm
        key={loaderData.mode}
        mode={loaderData.mode}
        lastResult={actionData?.result}
        notice={loaderData.notice ? t(loaderData.notice) : null}
        redirectTo={loaderData.redirectTo}
      />
    </main>
  );
}
