import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { getServices } from "~/app-context.server";
import { Notice } from "~/components/ui/notice";
import { verifyEmailAddress } from "~/features/accounts/accounts.server";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { getCurrentUser } from "~/features/accounts/session.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/verify-email";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { title: "verifyEmail.title" }), { name: "robots", content: "noindex" }];
}

/** The link from the verification mail: marks the address verified, or says why it cannot. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const outcome = token ? await verifyEmailAddress(getServices(context).auth, token) : "invalid";
  return { outcome, isSignedIn: getCurrentUser(context) !== null };
}

const MESSAGES = {
  verified: "verifyEmail.verified",
  expired: "verifyEmail.expired",
  invalid: "verifyEmail.invalid",
} as const;

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { outcome, isSignedIn } = loaderData;
  const next = isSignedIn
    ? {
        to: "/profile?tab=settings",
        label: outcome === "verified" ? "verifyEmail.toProfile" : "verifyEmail.sendNew",
      }
    : { to: "/login", label: "auth.backToSignIn" };
  return (
    <AuthCard title={t("verifyEmail.title")}>
      <div className="space-y-6" data-testid="verify-email-result" data-outcome={outcome}>
        <Notice tone={outcome === "verified" ? "success" : "error"}>{t(MESSAGES[outcome])}</Notice>
        <Link
          to={next.to}
          className="inline-block rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t(next.label)}
        </Link>
      </div>
    </AuthCard>
  );
}
