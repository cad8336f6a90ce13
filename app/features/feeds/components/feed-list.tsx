import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ConfirmDeleteForm } from "~/components/ui/confirm-delete-form";
import { EmptyState } from "~/components/ui/empty-state";
import { formatRelativeTime } from "~/utils/relative-time";
import { useLocale } from "~/utils/use-locale";
import type { StoreFeed } from "../store-feeds.server";
import { IntervalSelect } from "./interval-select";
import { RunStatus } from "./run-status";

const BUTTON = "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50";

/** A store's feeds, each with its schedule, latest run and actions. */
export function FeedList({ feeds, now }: { feeds: StoreFeed[]; now: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!feeds.length) return <EmptyState>{t("adminFeeds.noFeeds")}</EmptyState>;
  return (
    <ul className="grid gap-3 lg:grid-cols-2" aria-label={t("adminFeeds.feeds")}>
      {feeds.map((feed) => (
        <li
          key={feed.id}
          data-testid="feed"
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="min-w-0">
            <p className="text-sm text-slate-500">{t("adminFeeds.source")}</p>
            {feed.url ? (
              <p className="truncate font-semibold text-ink" dir="ltr" title={feed.url}>
                {feed.url}
              </p>
            ) : (
              <p className="font-semibold text-ink">
                {t("adminFeeds.uploaded", { name: feed.fileName, interpolation: { escapeValue: false } })}
              </p>
            )}
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-slate-500">{t("adminFeeds.lastRun")}</dt>
              <dd>
                {feed.lastRun ? (
                  <>
                    <RunStatus run={feed.lastRun} />{" "}
                    <span className="text-slate-600">
                      {formatRelativeTime(feed.lastRun.startedAt, locale, now)}
                    </span>
                  </>
                ) : (
                  t("adminFeeds.never")
                )}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t("adminFeeds.nextRun")}</dt>
              <dd>{formatRelativeTime(feed.nextRunAt, locale, now)}</dd>
            </div>
          </dl>
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="schedule" />
            <input type="hidden" name="feedId" value={feed.id} />
            <div className="min-w-40 flex-1">
              <IntervalSelect
                name="intervalHours"
                defaultValue={feed.intervalHours}
                label={t("adminFeeds.schedule")}
              />
            </div>
            <button type="submit" className={BUTTON}>
              {t("adminFeeds.form.saveSchedule")}
            </button>
          </Form>
          <div className="mt-auto flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value="run" />
              <input type="hidden" name="feedId" value={feed.id} />
              <button type="submit" className={`${BUTTON} bg-brand-50 text-brand-800`}>
                {t("adminFeeds.runNow")}
              </button>
            </Form>
            <ConfirmDeleteForm
              question={t("adminFeeds.confirmDelete")}
              fields={{ feedId: feed.id }}
              className="rounded-md px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              {t("adminFeeds.delete")}
            </ConfirmDeleteForm>
          </div>
        </li>
      ))}
    </ul>
  );
}
