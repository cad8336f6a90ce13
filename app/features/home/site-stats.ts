/**
 * A live count as the home page shows it (decision 10): exact under 10, then rounded down to tens,
 * hundreds under 1,000, and thousands beyond, with a plus when rounded (57 → "50+").
 */
export function formatStatCount(count: number): string {
  const whole = Math.max(0, Math.floor(count));
  if (whole < 10) return String(whole);
  const step = whole < 100 ? 10 : whole < 1000 ? 100 : 1000;
  const rounded = Math.floor(whole / step) * step;
  return `${new Intl.NumberFormat("en-US").format(rounded)}+`;
}
