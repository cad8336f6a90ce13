import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";

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
