import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { BadgeCheck, MailWarning } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";

type EmailVerificationProps = {
  email: string;
  isVerified: boolean;
  /** The answer to the last "send a new link": sent, or an error's translation key. */
  result?: { notice?: string; errorKey?: string };
};

/** Whether the shopper's address is confirmed, and a way to get a new link while it is not. */
export function EmailVerification({ email, isVerified, result }: EmailVerificationProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const isSending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "resend-verification";

  if (isVerified) {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-brand-800" data-testid="email-status">
        <BadgeCheck aria-hidden="true" className="size-4" />
        {t("profile.verification.verified")}
      </p>
    );
  }
  return (
    <Form method="post" className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <input type="hidden" name="intent" value="resend-verification" />
      <p
        className="flex items-center gap-1.5 text-sm font-semibold text-amber-900"
        data-testid="email-status"
      >
        <MailWarning aria-hidden="true" className="size-4" />
        {t("profile.verification.unverified")}
      </p>
      <p className="text-sm text-amber-900">{t("profile.verification.unverifiedHint")}</p>
      {result?.notice ? <Notice tone="success">{t(result.notice, { email })}</Notice> : null}
      {result?.errorKey ? <Notice tone="error">{t(result.errorKey)}</Notice> : null}
      <Button variant="secondary" disabled={isSending} isBusy={isSending}>
        {t("profile.verification.resend")}
      </Button>
    </Form>
  );
}
