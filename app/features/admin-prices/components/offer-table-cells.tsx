// What the admin's tables of store prices share (recent failures, stale offers): the note in place
// of an empty table, the column headings, the store's page opened in a new tab, and a moment in
// the admin's language.
import type { ReactNode } from "react";
import type { Locale } from "~/utils/i18n";
import { formatDateTime } from "./format-date-time";

/** What stands in place of a table with no rows. */
export function EmptyTableNote({ children }: { children: ReactNode }) {
  return (
    <p className="mt-3 rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-600">{children}</p>
  );
}

/** The table's column headings, then any heading cells given (a column with no visible name). */
export function ColumnHeadings({ labels, children }: { labels: string[]; children?: ReactNode }) {
  return (
    <thead className="bg-slate-50 text-slate-600">
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className="px-4 py-3 text-start font-medium">
            {label}
          </th>
        ))}
        {children}
      </tr>
    </thead>
  );
}

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
