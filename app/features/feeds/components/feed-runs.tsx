import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RunHistory } from "~/components/ui/run-history";
import type { feedRuns } from "~/db/schema";
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
  return (
    <RunHistory
      id="feed-runs-title"
      title="adminFeeds.runs"
      empty="adminFeeds.noRuns"
      runs={runs}
      now={now}
      runTestId="feed-run"
      countsClassName="grid-cols-3 sm:grid-cols-6"
      describe={(run) => ({
        status: <RunStatus run={run} withReason />,
        source: run.source,
        counts: COUNTS.map((key) => ({
          label: t(`adminFeeds.counts.${COUNT_LABELS[key]}`),
          value: run[key],
          testId: `run-${COUNT_LABELS[key]}`,
        })),
        footer: (
          <>
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
          </>
        ),
      })}
    />
  );
}
