// The cells the admin's tables of store prices share (recent failures, stale offers): the store's
// page opened in a new tab, and a moment in the admin's language.
import type { ReactNode } from "react";
import type { Locale } from "~/utils/i18n";
import { formatDateTime } from "./format-date-time";

/** A cell linking to the store's page of the offer, in a new tab. */
export function StorePageCell({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <td className="px-4 py-3" data-label={label}>
      <a href={href} target="_blank" rel="noreferrer noopener" className="text-brand-800 hover:underline">
        {children}
      </a>
    </td>
  );
}

/** A cell with a date and time, on one line. */
export function DateTimeCell({
  at,
  locale,
  label,
  className,
}: {
  at: Date | string;
  locale: Locale;
  label: string;
  /** The text colour. */
  className: string;
}) {
  return (
    <td className={`px-4 py-3 whitespace-nowrap ${className}`} data-label={label}>
      {formatDateTime(at, locale)}
    </td>
  );
}
