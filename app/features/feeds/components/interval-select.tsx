import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LabelledControl } from "~/components/ui/labelled-control";
import { FEED_INTERVALS } from "../feed-schema";

/** How often a feed is read, as a choice of hours. */
export function IntervalSelect({
  name,
  defaultValue,
  error,
  label,
}: {
  name: string;
  defaultValue: number;
  error?: string;
  /** Defaults to "Read every". */
  label?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <LabelledControl htmlFor={id} label={label ?? t("adminFeeds.form.interval")}>
      <select
        id={id}
        name={name}
        defaultValue={String(defaultValue)}
        aria-invalid={error ? true : undefined}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm"
      >
        {FEED_INTERVALS.map((hours) => (
          <option key={hours} value={hours}>
            {t("adminFeeds.form.hours", { count: hours })}
          </option>
        ))}
      </select>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </LabelledControl>
  );
}
