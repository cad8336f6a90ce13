import type { ReactNode } from "react";
import { Link } from "react-router";

/** Nothing to list yet, and (given `action`) the way on from here. */
export function EmptyState({
  children,
  action,
}: {
  children: ReactNode;
  action?: { to: string; label: string };
}) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
      {children}
      {action ? (
        <Link to={action.to} className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
