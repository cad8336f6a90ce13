import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export const PROFILE_TABS = ["favorites", "alerts", "reviews", "settings"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function parseProfileTab(value: string | null): ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? "") ? (value as ProfileTab) : "favorites";
}

/** The tab bar; each tab is a link (?tab=…) so it can be bookmarked and works without JavaScript. */
export function ProfileTabs({ current }: { current: ProfileTab }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("profile.tabs.label")} className="overflow-x-auto border-b border-slate-200">
      <ul className="flex gap-1">
        {PROFILE_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={`?tab=${tab}`}
              preventScrollReset
              aria-current={tab === current ? "page" : undefined}
              className={`inline-block whitespace-nowrap border-b-2 px-4 py-3 text-sm font-medium ${
                tab === current
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-ink"
              }`}
            >
              {t(`profile.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
