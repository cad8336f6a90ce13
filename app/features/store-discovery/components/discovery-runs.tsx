import { useTranslation } from "react-i18next";
import { formatRelativeTime } from "~/utils/relative-time";
import { useLocale } from "~/utils/use-locale";
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

/** A store's latest discovery runs with their counts; a running one shows its counts so far. */
export function DiscoveryRuns({ runs, now }: { runs: DiscoveryRun[]; now: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="discovery-runs-title">
      <h2 id="discovery-runs-title" className="text-lg font-semibold text-ink">
        {t("adminDiscovery.runs")}
      </h2>
      {runs.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("adminDiscovery.noRuns")}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {runs.map((run) => (
            <li
              key={run.id}
              data-testid="discovery-run"
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-sm font-semibold ${
                    run.status === "failed"
                      ? "bg-red-50 text-red-800"
                      : run.status === "running"
                        ? "bg-amber-50 text-amber-800"
                        : "bg-emerald-50 text-emerald-800"
                  }`}
                >
                  {t(`adminDiscovery.status.${run.status}`)}
                  {run.reason && run.status === "failed"
                    ? ` · ${t(`adminDiscovery.reasons.${run.reason}`)}`
                    : ""}
                </span>
                <span className="text-sm text-slate-600">
                  {formatRelativeTime(run.startedAt, locale, now)}
                </span>
              </div>
              <p className="mt-1 truncate text-sm text-slate-500" dir="ltr">
                {run.site}
              </p>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-center sm:grid-cols-4">
                {COUNTS.map((key) => (
                  <div key={key} className="rounded-lg bg-slate-50 p-2">
                    <dt className="text-xs text-slate-600">{t(`adminDiscovery.counts.${key}`)}</dt>
                    <dd className="font-semibold text-ink" data-testid={`discovery-${key}`}>
                      {run[key]}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
