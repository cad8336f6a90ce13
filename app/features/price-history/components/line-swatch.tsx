import { colorOf, dashOf } from "./chart-style";

/** A short piece of a store's line, in its colour and dash pattern, for the legend and tooltip. */
export function LineSwatch({ index, isFilled = true }: { index: number; isFilled?: boolean }) {
  return (
    <svg aria-hidden="true" width="24" height="10" viewBox="0 0 24 10" className="shrink-0">
      <line
        x1="0"
        y1="5"
        x2="24"
        y2="5"
        stroke={colorOf(index)}
        strokeWidth="3"
        strokeDasharray={dashOf(index) || undefined}
        strokeOpacity={isFilled ? 1 : 0.35}
      />
    </svg>
  );
}
