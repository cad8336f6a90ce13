import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { getServices } from "~/app-context.server";
import { getProfile } from "~/features/accounts/accounts.server";
import { ProfileSettings, type SettingsActionData } from "~/features/accounts/components/profile-settings";
import { ProfileTabs, parseProfileTab } from "~/features/accounts/components/profile-tabs";
import { getCurrentUser, requireUser } from "~/features/accounts/session.server";
import { PriceAlertsList } from "~/features/alerts/components/price-alerts-list";
import { listAlertedProducts } from "~/features/alerts/price-alerts.server";
import { MyReviewsList } from "~/features/reviews/components/my-reviews-list";
import { listUserReviews } from "~/features/reviews/reviews.server";
import { SavedProductsList } from "~/features/shopping/components/saved-products-list";
import { isProfileShoppingIntent } from "~/features/shopping/profile-shopping-schema";
import { listSavedProducts } from "~/features/shopping/shopping.server";
import { readForm } from "~/routes/form-body.server";
import { type BodyLimitHandle, UPLOAD_BODY_MAX_BYTES } from "~/utils/form-limits";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/profile";
import { handleSettingsIntent } from "./profile-settings.server";
import { handleProfileShoppingIntent } from "./profile-shopping.server";

// Avatars (up to 5 MB) are uploaded here.
export const handle: BodyLimitHandle = { maxBodyBytes: UPLOAD_BODY_MAX_BYTES };

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
    tab === "alerts" ? listAlertedProducts(db, user.id) : [],
    tab === "reviews" ? listUserReviews(db, user.id) : [],
  ]);
  return { tab, profile, saved, alerts, reviews };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser({ request, context });
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (isProfileShoppingIntent(intent)) {
    const { database, logger } = getServices(context);
    return handleProfileShoppingIntent({ db: database.db, logger }, user, intent, formData);
  }
  return handleSettingsIntent({ request, context }, user, intent, formData);
}

/** The Settings forms read their own results; the list buttons read theirs through fetchers. */
function settingsResult(actionData: Route.ComponentProps["actionData"]): SettingsActionData | undefined {
  return actionData && "result" in actionData ? actionData : undefined;
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tab, profile } = loaderData;

  if (!profile) {
    return (
      <main id="main" className="mx-auto max-w-xl clear-of-chat-xl py-20 text-center">
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
    <main id="main" className="mx-auto max-w-5xl clear-of-chat-5xl py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t("profile.title")}</h1>
      <p className="mt-1 text-slate-600" dir="auto">
        {profile.fullName || profile.email}
      </p>
      <div className="mt-6">
        <ProfileTabs current={tab} />
      </div>
      <div className="mt-6">
        {tab === "favorites" ? <SavedProductsList items={loaderData.saved ?? []} /> : null}
        {tab === "alerts" ? <PriceAlertsList items={loaderData.alerts ?? []} /> : null}
        {tab === "reviews" ? <MyReviewsList items={loaderData.reviews ?? []} /> : null}
        {tab === "settings" ? (
          <ProfileSettings profile={profile} actionData={settingsResult(actionData)} />
        ) : null}
      </div>
    </main>
  );
}
