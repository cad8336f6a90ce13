import * as Popover from "@radix-ui/react-popover";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Info } from "~/components/ui/icons";

const TONES = {
  neutral: "bg-slate-50 text-slate-800 ring-slate-200",
  good: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  caution: "bg-amber-50 text-amber-900 ring-amber-200",
} as const;

/**
 * A badge that explains itself: pressing it (or Enter/Space on it) opens what it means, in a Radix
 * popover that closes on Escape or a press outside; works by touch as by mouse. A detail taken from
 * the store's general policy (`source` "storePolicy") says so under its explanation.
 */
export function DetailBadge({
  label,
  explanation,
  tone = "neutral",
  testId,
  source,
}: {
  label: ReactNode;
  explanation: ReactNode;
  tone?: keyof typeof TONES;
  testId?: string;
  source?: string;
}) {
  const { t } = useTranslation();
  return (
    <Popover.Root>
      <Popover.Trigger
        className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 hover:brightness-95 ${TONES[tone]}`}
        data-testid={testId}
      >
        {label}
        <Info aria-hidden="true" className="size-3.5 opacity-70" />
        <span className="sr-only">{`: ${t("offerDetails.badges.explain")}`}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-w-[min(18rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-3 text-start text-sm text-slate-700 shadow-lg"
          data-testid="detail-explanation"
        >
          {explanation}
          {source === "storePolicy" ? (
            <span className="mt-1 block text-xs text-slate-600">
              {t("offerDetails.row.storePolicyTitle")}
            </span>
          ) : null}
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
