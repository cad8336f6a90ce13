import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { feedRuns } from "~/db/schema";
import { formatRelativeTime } from "~/utils/relative-time";
import { useLocale } from "~/utils/use-locale";
import { RunStatus } from "./run-status";

type Run = typeof feedRuns.$inferSelect;
const COUNTS = ["itemsRead", "matched", "updated", "queued", "skipped", "gone"] as const;
const COUNT_LABELS = {
  itemsRead: "read",
  matched: "matched",
  updated: "updated",
  queued: "queued",
  skipped: "skipped",
  gone: "gone",
} as const;

/** A store's latest feed runs with their counts and first skipped rows; held runs lead to review. */
export function FeedRuns({ runs, now }: { runs: Run[]; now: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="feed-runs-title">
      <h2 id="feed-runs-title" className="text-lg font-semibold text-ink">
        {t("adminFeeds.runs")}
      </h2>
      {runs.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("adminFeeds.noRuns")}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {runs.map((run) => (
            <li
              key={run.id}
              data-testid="feed-run"
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <RunStatus run={run} withReason />
                <span className="text-sm text-slate-600">
                  {formatRelativeTime(run.startedAt, locale, now)}
                </span>
              </div>
              <p className="mt-1 truncate text-sm text-slate-500" dir="ltr">
                {run.source}
              </p>
              <dl className="mt-3 grid grid-cols-3 gap-2 text-center sm:grid-cols-6">
                {COUNTS.map((key) => (
                  <div key={key} className="rounded-lg bg-slate-50 p-2">
                    <dt className="text-xs text-slate-600">{t(`adminFeeds.counts.${COUNT_LABELS[key]}`)}</dt>
                    <dd className="font-semibold text-ink" data-testid={`run-${COUNT_LABELS[key]}`}>
                      {run[key]}
                    </dd>
                  </div>
                ))}
              </dl>
              {run.skippedRows.length ? (
                <details className="mt-3 text-sm">
                  <summary className="cursor-pointer font-semibold text-slate-700">
                    {t("adminFeeds.skippedRows")}
                  </summary>
                  <ul className="mt-2 space-y-1 text-slate-700">
                    {run.skippedRows.map((row) => (
                      <li key={`${row.position}-${row.itemId}`}>
                        {t("adminFeeds.skippedRow", { position: row.position })}
                        {row.itemId ? (
                          <bdi className="ms-1 font-mono text-xs" dir="ltr">
                            {row.itemId}
                          </bdi>
                        ) : null}
                        : {t(`adminFeeds.skipReasons.${row.reason}`)}
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
              {run.status === "held" ? (
                <Link
                  to={`/admin/feeds/runs/${run.id}`}
                  className="mt-3 inline-block rounded-md bg-amber-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-amber-700"
                >
                  {t("adminFeeds.held.review")}
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
