import { useTranslation } from "react-i18next";
import { LinkTabs } from "~/components/ui/link-tabs";

export const PROFILE_TABS = ["favorites", "alerts", "reviews", "settings"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function parseProfileTab(value: string | null): ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? "") ? (value as ProfileTab) : "favorites";
}

export function ProfileTabs({ current }: { current: ProfileTab }) {
  const { t } = useTranslation();
  return (
    <LinkTabs
      label={t("profile.tabs.label")}
      current={current}
      tabs={PROFILE_TABS.map((tab) => ({ key: tab, label: t(`profile.tabs.${tab}`), to: `?tab=${tab}` }))}
    />
  );
}
