// Shared by the chart frame (legend swatches) and the lazily loaded plot (line colours, dates).

/** One colour per store (spec: an 8-colour palette), readable on white and distinct from each other. */
export const STORE_PALETTE = [
  "#047857",
  "#2563eb",
  "#d97706",
  "#db2777",
  "#7c3aed",
  "#0891b2",
  "#dc2626",
  "#4b5563",
] as const;

export const colorOf = (index: number) => STORE_PALETTE[index % STORE_PALETTE.length]!;

/** A Riyadh calendar date (ISO) as a Date at noon there, for formatting. */
export const isoToDate = (iso: string) => new Date(`${iso}T12:00:00+03:00`);
