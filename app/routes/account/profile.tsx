import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { getServices } from "~/app-context.server";
import {
  accountDeps,
  changePassword,
  cookieHeaders,
  getProfile,
  updateProfileName,
} from "~/features/accounts/accounts.server";
import { changePasswordSchema, profileInfoSchema } from "~/features/accounts/auth-schema";
import { saveAvatar } from "~/features/accounts/avatar.server";
import { avatarSchema } from "~/features/accounts/avatar-schema";
import { ProfileSettings, type SettingsActionData } from "~/features/accounts/components/profile-settings";
import { ProfileTabs, parseProfileTab } from "~/features/accounts/components/profile-tabs";
import { getCurrentUser, requireUser } from "~/features/accounts/session.server";
import { MyReviewsList } from "~/features/reviews/components/my-reviews-list";
import { listUserReviews } from "~/features/reviews/reviews.server";
import { PriceAlertsList } from "~/features/shopping/components/price-alerts-list";
import { SavedProductsList } from "~/features/shopping/components/saved-products-list";
import { listPriceAlerts, listSavedProducts } from "~/features/shopping/shopping.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/profile";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { title: "profile.title" }), { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const tab = parseProfileTab(new URL(request.url).searchParams.get("tab"));
  const user = getCurrentUser(context);
  if (!user) return { tab, profile: null };
  const { db } = getServices(context).database;
  const [profile, saved, alerts, reviews] = await Promise.all([
    getProfile(db, user.id),
    tab === "favorites" ? listSavedProducts(db, user.id) : [],
    tab === "alerts" ? listPriceAlerts(db, user.id) : [],
    tab === "reviews" ? listUserReviews(db, user.id) : [],
  ]);
  return { tab, profile, saved, alerts, reviews };
}

export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<ReturnType<typeof data<SettingsActionData>>> {
  const user = requireUser({ request, context });
  const { env, database, logger } = getServices(context);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "upload-avatar") {
    const submission = parseWithZod(formData, { schema: avatarSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    try {
      const saved = await saveAvatar(database.db, env.DATA_DIR, user.id, submission.value.avatar);
      if (!saved.ok)
        return data({ intent, result: submission.reply({ formErrors: [saved.errorKey] }) }, { status: 400 });
      return data({
        intent,
        result: submission.reply({ resetForm: true }),
        notice: "profile.avatar.updated",
      });
    } catch (error) {
      logger.error("avatar upload failed", { error, userId: user.id });
      return data(
        { intent, result: submission.reply({ formErrors: ["profile.errors.avatarUpload"] }) },
        { status: 500 },
      );
    }
  }

  if (intent === "change-password") {
    const hideFields = ["currentPassword", "newPassword", "confirmPassword"];
    const submission = parseWithZod(formData, { schema: changePasswordSchema });
    if (submission.status !== "success")
      return data({ intent, result: submission.reply({ hideFields }) }, { status: 400 });
    const outcome = await changePassword(accountDeps({ request, context }), {
      userId: user.id,
      ...submission.value,
    });
    if (!outcome.ok) {
      return data(
        { intent, result: submission.reply({ formErrors: [outcome.errorKey], hideFields }) },
        { status: outcome.status },
      );
    }
    return data(
      { intent, result: submission.reply({ resetForm: true }), notice: "profile.password.changed" },
      { headers: cookieHeaders(outcome.setCookies) },
    );
  }

  const submission = parseWithZod(formData, { schema: profileInfoSchema });
  if (submission.status !== "success")
    return data({ intent: "update-profile", result: submission.reply() }, { status: 400 });
  try {
    await updateProfileName(database.db, user.id, submission.value.fullName);
    return data({ intent: "update-profile", result: submission.reply(), notice: "profile.info.saved" });
  } catch (error) {
    logger.error("profile update failed", { error, userId: user.id });
    return data(
      { intent: "update-profile", result: submission.reply({ formErrors: ["profile.errors.updateFailed"] }) },
      { status: 500 },
    );
  }
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tab, profile } = loaderData;

  if (!profile) {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-ink">{t("profile.signInRequired")}</h1>
        <Link
          to="/login?redirectTo=%2Fprofile"
          className="mt-6 inline-block rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t("nav.signIn")}
        </Link>
      </main>
    );
  }

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t("profile.title")}</h1>
      <p className="mt-1 text-slate-600">{profile.fullName || profile.email}</p>
      <div className="mt-6">
        <ProfileTabs current={tab} />
      </div>
      <div className="mt-6">
        {tab === "favorites" ? <SavedProductsList items={loaderData.saved ?? []} /> : null}
        {tab === "alerts" ? <PriceAlertsList items={loaderData.alerts ?? []} /> : null}
        {tab === "reviews" ? <MyReviewsList items={loaderData.reviews ?? []} /> : null}
        {tab === "settings" ? <ProfileSettings profile={profile} actionData={actionData} /> : null}
      </div>
    </main>
  );
}
