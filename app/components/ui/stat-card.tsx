import type { ReactNode } from "react";
import type { IconComponent } from "~/components/ui/icons";

/** A figure on an admin page: its icon, its name and its value (`children`). */
export function StatCard({
  Icon,
  label,
  testId,
  keepIconSize = false,
  children,
}: {
  Icon: IconComponent;
  label: string;
  testId: string;
  /** The icon keeps its size when the name is long. */
  keepIconSize?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span
        className={`inline-flex size-11 ${keepIconSize ? "shrink-0 " : ""}items-center justify-center rounded-xl bg-brand-50 text-brand-700`}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <dl>
        <dt className="text-sm text-slate-600">{label}</dt>
        <dd className="text-2xl font-bold tabular-nums text-ink" data-testid={testId}>
          {children}
        </dd>
      </dl>
    </div>
  );
}
