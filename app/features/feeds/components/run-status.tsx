import { useTranslation } from "react-i18next";
import type { feedRuns } from "~/db/schema";

type Run = Pick<typeof feedRuns.$inferSelect, "status" | "reason">;

const TONES: Record<Run["status"], string> = {
  running: "bg-sky-50 text-sky-800",
  applied: "bg-emerald-50 text-emerald-800",
  unchanged: "bg-slate-100 text-slate-700",
  preview: "bg-slate-100 text-slate-700",
  held: "bg-amber-50 text-amber-900",
  discarded: "bg-slate-100 text-slate-700",
  failed: "bg-red-50 text-red-800",
};

/** A run's status as a badge, with its reason when it was held or failed. */
export function RunStatus({ run, withReason = false }: { run: Run; withReason?: boolean }) {
  const { t } = useTranslation();
  return (
    <span>
      <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[run.status]}`}>
        {t(`adminFeeds.status.${run.status}`)}
      </span>
      {withReason && run.reason ? (
        <span className="ms-2 text-sm text-slate-600">
          {t(`adminFeeds.reasons.${run.reason}`, { defaultValue: run.reason })}
        </span>
      ) : null}
    </span>
  );
}
