import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CircleAlert, CircleCheck } from "~/components/ui/icons";

/** A success or error message; errors interrupt screen readers, successes are announced politely. */
export function Notice({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  const isError = tone === "error";
  const Icon = isError ? CircleAlert : CircleCheck;
  return (
    <div
      role={isError ? "alert" : "status"}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm ${
        isError ? "border-red-200 bg-red-50 text-red-800" : "border-brand-200 bg-brand-50 text-brand-900"
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{children}</p>
    </div>
  );
}

/**
 * A fetcher form's outcome above its fields, from message keys: the server's notice once the form
 * is idle, and the form's first error, else the server's.
 */
export function FormOutcome({
  isIdle,
  notice,
  formErrors,
  error,
}: {
  isIdle: boolean;
  notice?: string;
  formErrors?: string[];
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {notice && isIdle ? <Notice tone="success">{t(notice)}</Notice> : null}
      {formErrors?.length || error ? <Notice tone="error">{t(formErrors?.[0] ?? error ?? "")}</Notice> : null}
    </>
  );
}
