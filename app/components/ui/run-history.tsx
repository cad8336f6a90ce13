import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatRelativeTime } from "~/utils/relative-time";
import { useLocale } from "~/utils/use-locale";

/** One count of a run, shown under its label; `testId` names the number for tests. */
export type RunCount = { label: string; value: number; testId: string };

/** What one run shows: its status badge, what it read, its counts and anything after them. */
export type RunSummaryCard = { status: ReactNode; source: string; counts: RunCount[]; footer?: ReactNode };

/**
 * A store's latest import runs (feeds, discovery), newest first: each card shows its status, when it
 * started, what it read and its counts; with no run yet, `empty` says so.
 */
export function RunHistory<Run extends { id: string; startedAt: Date | string }>({
  id,
  title,
  empty,
  runs,
  now,
  runTestId,
  countsClassName,
  describe,
}: {
  id: string;
  title: string;
  empty: string;
  runs: Run[];
  now: Date;
  runTestId: string;
  /** The grid's columns, e.g. "grid-cols-2 sm:grid-cols-4". */
  countsClassName: string;
  describe: (run: Run) => RunSummaryCard;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {t(title)}
      </h2>
      {runs.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t(empty)}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {runs.map((run) => {
            const card = describe(run);
            return (
              <li
                key={run.id}
                data-testid={runTestId}
                className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  {card.status}
                  <span className="text-sm text-slate-600">
                    {formatRelativeTime(run.startedAt, locale, now)}
                  </span>
                </div>
                <p className="mt-1 truncate text-sm text-slate-500" dir="ltr">
                  {card.source}
                </p>
                <dl className={`mt-3 grid gap-2 text-center ${countsClassName}`}>
                  {card.counts.map((count) => (
                    <div key={count.testId} className="rounded-lg bg-slate-50 p-2">
                      <dt className="text-xs text-slate-600">{count.label}</dt>
                      <dd className="font-semibold text-ink" data-testid={count.testId}>
                        {count.value}
                      </dd>
                    </div>
                  ))}
                </dl>
                {card.footer}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
