import { formatDate } from "~/utils/format";
import { useLocale } from "~/utils/use-locale";

/** A day as the page's language writes it, machine-readable in `dateTime`. */
export function DateTime({ value, className }: { value: Date | string; className?: string }) {
  const locale = useLocale();
  return (
    <time dateTime={new Date(value).toISOString()} className={className}>
      {formatDate(value, locale)}
    </time>
  );
}
