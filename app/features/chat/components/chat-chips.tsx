import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { FollowUpChip } from "../follow-up-chips";

export const SUGGESTION_KEYS = [
  "chat.suggestion1",
  "chat.suggestion2",
  "chat.suggestion3",
  "chat.suggestion4",
] as const;
const CHIP_CLASS =
  "rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-start text-xs font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-100";

export type Chip = FollowUpChip | { kind: "ask"; key: (typeof SUGGESTION_KEYS)[number] };

/** The suggestion chips under the conversation: questions to ask, or links that fit the last answer. */
export function ChatChips({
  chips,
  isFollowUp,
  onAsk,
  onNavigate,
}: {
  chips: Chip[];
  /** Follow-ups to an answer, rather than the opening suggestions. */
  isFollowUp: boolean;
  onAsk: (question: string) => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={isFollowUp ? t("chat.followUpsLabel") : t("chat.suggestionsLabel")}
      className="flex flex-wrap gap-2"
      data-testid="chat-suggestions"
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          {chip.kind === "link" ? (
            <Link to={chip.href} onClick={onNavigate} className={`inline-block ${CHIP_CLASS}`}>
              {t(chip.key)}
            </Link>
          ) : (
            <button type="button" onClick={() => onAsk(t(chip.key))} className={CHIP_CLASS}>
              {t(chip.key)}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
