// Shared by the chart frame (legend swatches) and the lazily loaded plot (lines, tooltip, dates).

/**
 * One colour per store (spec: an 8-colour palette). Each has a contrast of at least 4.5:1 on the
 * white chart (WCAG asks 3:1 for graphics), and neighbours differ in hue.
 */
export const STORE_PALETTE = [
  "#047857",
  "#1d4ed8",
  "#b45309",
  "#be185d",
  "#6d28d9",
  "#0e7490",
  "#b91c1c",
  "#4b5563",
] as const;

/**
 * One dash pattern per store (SVG stroke-dasharray, "" is solid), so lines are told apart without
 * relying on colour: the legend and tooltip show the same pattern.
 */
export const STORE_DASHES = ["", "8 4", "2 3", "12 4 3 4", "4 6", "16 4 4 4 4 4", "20 6", "1 4"] as const;

export const colorOf = (index: number) => STORE_PALETTE[index % STORE_PALETTE.length]!;
export const dashOf = (index: number) => STORE_DASHES[index % STORE_DASHES.length]!;

/** A Riyadh calendar date (ISO) as a Date at noon there, for formatting. */
export const isoToDate = (iso: string) => new Date(`${iso}T12:00:00+03:00`);
