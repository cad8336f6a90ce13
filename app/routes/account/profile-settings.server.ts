// The profile's Settings tab: avatar upload, password change, the profile name, a new
// verification link and deleting the account (its export is the /profile/export route).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider, redirect } from "react-router";
import { getServices } from "~/app-context.server";
import { deleteAccount } from "~/features/accounts/account-data.server";
import {
  accountDeps,
  changePassword,
  cookieHeaders,
  resendVerificationLink,
  updateProfileName,
} from "~/features/accounts/accounts.server";
import {
  changePasswordSchema,
  deleteAccountSchema,
  profileInfoSchema,
} from "~/features/accounts/auth-schema";
import { removeAvatarFile, saveAvatar } from "~/features/accounts/avatar.server";
import { avatarSchema } from "~/features/accounts/avatar-schema";
import type { SettingsActionData } from "~/features/accounts/components/profile-settings";
import type { CurrentUser } from "~/features/accounts/session.server";
import { resolveLocale } from "~/utils/i18n";

type SettingsArgs = { request: Request; context: Readonly<RouterContextProvider> };

export async function handleSettingsIntent(
  { request, context }: SettingsArgs,
  user: CurrentUser,
  intent: FormDataEntryValue | null,
  formData: FormData,
): Promise<ReturnType<typeof data<SettingsActionData>>> {
  const { env, database, logger } = getServices(context);

  if (intent === "resend-verification") {
    const outcome = await resendVerificationLink(accountDeps({ request, context }), {
      userId: user.id,
      email: user.email,
      locale: resolveLocale(request),
    });
    if (!outcome.ok)
      return data(
        { intent, result: { status: "error" }, errorKey: outcome.errorKey },
        { status: outcome.status },
      );
    return data({ intent, result: { status: "success" }, notice: "profile.verification.sent" });
  }

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

  if (intent === "delete-account") {
    const hideFields = ["password"];
    const submission = parseWithZod(formData, { schema: deleteAccountSchema });
    if (submission.status !== "success")
      return data({ intent, result: submission.reply({ hideFields }) }, { status: 400 });
    const outcome = await deleteAccount(
      { auth: getServices(context).auth, db: database.db, headers: request.headers },
      { userId: user.id, password: submission.value.password },
    );
    if (!outcome.ok)
      return data(
        { intent, result: submission.reply({ formErrors: [outcome.errorKey], hideFields }) },
        { status: outcome.status },
      );
    await removeAvatarFile(env.DATA_DIR, user.id, outcome.avatarUrl);
    logger.info("account deleted by its owner", { userId: user.id });
    throw redirect("/login?deleted=1", { headers: cookieHeaders(outcome.setCookies) });
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
