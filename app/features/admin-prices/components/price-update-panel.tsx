import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { LoaderCircle, RefreshCw } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";
import type { PriceUpdateStatus } from "~/features/price-refresh/update-status.server";
import { useLocale } from "~/utils/use-locale";
import { formatDateTime } from "./format-date-time";
import { RecentFailures } from "./recent-failures";
import { UpdateStatistics } from "./update-statistics";

const STATUS_URL = "/api/admin/price-updates/status";
const TRIGGER_URL = "/api/admin/price-updates";
// The spec's polling: every 2 s while an update runs (or is being started), otherwise every 30 s.
const FAST_POLL_MS = 2000;
const SLOW_POLL_MS = 30_000;

type Message = { tone: "success" | "error"; text: string };

function useUpdateStatus(initial: PriceUpdateStatus, isTriggerPending: boolean) {
  const [status, setStatus] = useState(initial);
  const [hasLoadFailed, setHasLoadFailed] = useState(false);
  const [polls, setPolls] = useState(0);

  const reload = useCallback(async () => {
    try {
      const response = await fetch(STATUS_URL, { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      setStatus((await response.json()) as PriceUpdateStatus);
      setHasLoadFailed(false);
    } catch {
      setHasLoadFailed(true);
    } finally {
      setPolls((count) => count + 1);
    }
  }, []);

  const isFast = status.is_running || isTriggerPending;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each finished poll schedules the next one
  useEffect(() => {
    const timer = setTimeout(reload, isFast ? FAST_POLL_MS : SLOW_POLL_MS);
    return () => clearTimeout(timer);
  }, [reload, isFast, polls]);

  return { status, hasLoadFailed, reload };
}

/** /admin/prices: status and progress of the price refresh, statistics, failures, 'Update prices now'. */
export function PriceUpdatePanel({
  initialStatus,
  intervalHours,
}: {
  initialStatus: PriceUpdateStatus;
  intervalHours: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [isTriggerPending, setIsTriggerPending] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const { status, hasLoadFailed, reload } = useUpdateStatus(initialStatus, isTriggerPending);

  async function startUpdate() {
    setIsTriggerPending(true);
    setMessage(null);
    try {
      const response = await fetch(TRIGGER_URL, { method: "POST", headers: { Accept: "application/json" } });
      const body = (await response.json().catch(() => null)) as {
        success?: boolean;
        total?: number;
        error?: string;
      } | null;
      setMessage(
        body?.success
          ? { tone: "success", text: t("prices.admin.started", { count: body.total ?? 0 }) }
          : { tone: "error", text: body?.error ?? t("prices.admin.triggerFailed") },
      );
    } catch {
      setMessage({ tone: "error", text: t("prices.admin.triggerFailed") });
    }
    await reload();
    setIsTriggerPending(false);
  }

  const percent = status.progress_total
    ? Math.round((status.progress_current / status.progress_total) * 100)
    : 0;
  const dateOrFallback = (value: string | null, fallbackKey: string) =>
    value ? formatDateTime(value, locale) : t(fallbackKey);

  return (
    <div className="mt-1 space-y-6">
      <p className="text-sm text-slate-600">{t("prices.admin.schedule", { count: intervalHours })}</p>
      <section
        aria-labelledby="price-status-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="price-status-heading" className="text-lg font-semibold text-ink">
              {t("prices.admin.statusHeading")}
            </h2>
            <p className="mt-1 flex items-center gap-2 text-sm font-medium" data-testid="price-update-state">
              {status.is_running ? (
                <>
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-700" />
                  <span className="text-brand-800">{t("prices.admin.running")}</span>
                </>
              ) : (
                <span className="text-slate-600">{t("prices.admin.idle")}</span>
              )}
            </p>
          </div>
          <Button
            type="button"
            onClick={startUpdate}
            disabled={status.is_running || isTriggerPending}
            isBusy={isTriggerPending}
          >
            {isTriggerPending ? null : <RefreshCw aria-hidden="true" className="size-4" />}
            {isTriggerPending ? t("prices.admin.starting") : t("prices.admin.updateNow")}
          </Button>
        </div>

        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">{t("prices.admin.lastUpdate")}</dt>
            <dd className="mt-0.5 font-medium text-ink" data-testid="price-last-update">
              {dateOrFallback(status.last_update, "prices.admin.never")}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("prices.admin.nextUpdate")}</dt>
            <dd className="mt-0.5 font-medium text-ink">
              {dateOrFallback(status.next_update, "prices.admin.notScheduled")}
            </dd>
          </div>
        </dl>

        {status.is_running ? (
          <div className="mt-5">
            <div
              role="progressbar"
              aria-label={t("prices.admin.progressLabel")}
              aria-valuemin={0}
              aria-valuemax={status.progress_total}
              aria-valuenow={status.progress_current}
              className="h-3 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className="h-full rounded-full bg-brand-700 transition-[width] duration-500"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="mt-2 text-sm text-slate-700 tabular-nums" data-testid="price-update-progress">
              {t("prices.admin.progress", { current: status.progress_current, count: status.progress_total })}
            </p>
          </div>
        ) : null}

        <div className="mt-4 space-y-3 empty:hidden">
          {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
          {hasLoadFailed ? <Notice tone="error">{t("prices.admin.statusFailed")}</Notice> : null}
        </div>
      </section>

      <UpdateStatistics status={status} locale={locale} />
      <RecentFailures failures={status.recent_failures} locale={locale} />
    </div>
  );
}
