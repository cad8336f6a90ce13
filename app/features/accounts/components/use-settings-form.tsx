import { type FormMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { FormCard } from "~/components/form/form-scaffold";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";

/** What the settings show of the signed-in shopper. */
export type SettingsProfile = {
  email: string;
  isEmailVerified: boolean;
  fullName: string | null;
  avatarUrl: string | null;
};

export type SettingsIntent =
  | "update-profile"
  | "upload-avatar"
  | "change-password"
  | "resend-verification"
  | "delete-account";
export type SettingsActionData = {
  intent: SettingsIntent;
  result: SubmissionResult<string[]>;
  notice?: string;
  /** A failure that belongs to no field (the verification link's rate limit). */
  errorKey?: string;
};

export function useSettingsForm<Schema extends z.ZodObject | z.ZodPipe<z.ZodObject>>(
  intent: SettingsIntent,
  schema: Schema,
  actionData?: SettingsActionData,
) {
  const own = actionData?.intent === intent ? actionData : undefined;
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>>({
    id: intent,
    lastResult: own?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // parseWithZod loses the generic schema's type; the value type is the schema's input.
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
  });
  return { form, fields, notice: own?.notice };
}

/** Whether the form of this intent is being sent. */
export function useIsSending(intent: SettingsIntent): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** One card of the profile settings, under its title. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <FormCard title={title} className="p-6">
      <div className="mt-4">{children}</div>
    </FormCard>
  );
}

/**
 * One settings form posted under its intent: what it says before its messages (`intro`), its
 * success notice and form error, its fields, and its button, busy while this form is sent.
 */
export function SettingsForm({
  intent,
  settings: { form, notice },
  submitLabel,
  variant,
  encType,
  className = "space-y-4",
  intro,
  children,
}: {
  intent: SettingsIntent;
  // biome-ignore lint/suspicious/noExplicitAny: a form of any settings schema
  settings: { form: FormMetadata<any, string[]>; notice?: string };
  submitLabel: string;
  variant?: "danger";
  encType?: "multipart/form-data";
  className?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const isSending = useIsSending(intent);
  return (
    <Form method="post" encType={encType} {...getFormProps(form)} noValidate className={className}>
      <input type="hidden" name="intent" value={intent} />
      {intro}
      {notice ? <Notice tone="success">{t(notice)}</Notice> : null}
      {form.errors?.length ? <Notice tone="error">{t(form.errors[0]!)}</Notice> : null}
      {children}
      <Button variant={variant} disabled={isSending} isBusy={isSending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
