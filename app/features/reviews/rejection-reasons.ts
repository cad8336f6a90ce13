// The moderators' preset reasons for rejecting a review (issue 38, item 9). A preset is stored as
// its key (`preset:offTopic`), not as words in one language, so the shopper reads it in theirs
// and the admin in theirs; a reason a moderator writes is stored and shown as written.
import type { TFunction } from "i18next";

export const REJECTION_PRESETS = [
  "offTopic",
  "offensive",
  "personalDetails",
  "advertising",
  "notFromExperience",
] as const;
export type RejectionPreset = (typeof REJECTION_PRESETS)[number];

const PREFIX = "preset:";

export const isRejectionPreset = (value: unknown): value is RejectionPreset =>
  typeof value === "string" && (REJECTION_PRESETS as readonly string[]).includes(value);

/** The stored form of a preset reason. */
export const storedPresetReason = (preset: RejectionPreset) => `${PREFIX}${preset}`;

/** A stored reason in the reader's language: a preset translated, a written reason as it is. */
export function rejectionReasonText(reason: string, t: TFunction): string {
  const key = reason.startsWith(PREFIX) ? reason.slice(PREFIX.length) : null;
  return isRejectionPreset(key) ? t(`reviewRejection.presets.${key}`) : reason;
}
