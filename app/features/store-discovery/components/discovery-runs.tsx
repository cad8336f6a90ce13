import { useTranslation } from "react-i18next";
import { RunHistory } from "~/components/ui/run-history";
import type { DiscoveryRun } from "../store-discovery.server";

const COUNTS = [
  "pagesRead",
  "productPages",
  "matched",
  "queued",
  "skipped",
  "refusedByRobots",
  "unchanged",
  "gone",
] as const;

const STATUS_TONES: Record<DiscoveryRun["status"], string> = {
  failed: "bg-red-50 text-red-800",
  running: "bg-amber-50 text-amber-800",
  finished: "bg-emerald-50 text-emerald-800",
};

/** A store's latest discovery runs with their counts; a running one shows its counts so far. */
export function DiscoveryRuns({ runs, now }: { runs: DiscoveryRun[]; now: Date }) {
  const { t } = useTranslation();
  return (
    <RunHistory
      id="discovery-runs-title"
      title="adminDiscovery.runs"
      empty="adminDiscovery.noRuns"
      runs={runs}
      now={now}
      runTestId="discovery-run"
      countsClassName="grid-cols-2 sm:grid-cols-4"
      describe={(run) => ({
        status: (
          <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${STATUS_TONES[run.status]}`}>
            {t(`adminDiscovery.status.${run.status}`)}
            {run.reason && run.status === "failed" ? ` · ${t(`adminDiscovery.reasons.${run.reason}`)}` : ""}
          </span>
        ),
        source: run.site,
        counts: COUNTS.map((key) => ({
          label: t(`adminDiscovery.counts.${key}`),
          value: run[key],
          testId: `discovery-${key}`,
        })),
      })}
    />
  );
}
