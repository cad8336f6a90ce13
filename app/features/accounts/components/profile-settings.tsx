import { AccountDataCard } from "./account-data-card";
import { AvatarCard } from "./avatar-card";
import { PasswordCard } from "./password-card";
import { ProfileInfoCard } from "./profile-info-card";
import type { SettingsActionData, SettingsProfile } from "./use-settings-form";

export type { SettingsActionData, SettingsIntent } from "./use-settings-form";

type ProfileSettingsProps = {
  profile: SettingsProfile;
  actionData?: SettingsActionData;
};

/** The profile's settings, each card a form of its own: name, picture, password, data and deletion. */
export function ProfileSettings({ profile, actionData }: ProfileSettingsProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ProfileInfoCard profile={profile} actionData={actionData} />
      <AvatarCard avatarUrl={profile.avatarUrl} actionData={actionData} />
      <PasswordCard actionData={actionData} />
      <AccountDataCard actionData={actionData} />
    </div>
  );
}
