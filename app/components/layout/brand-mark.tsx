/** Qaren's mark: rising bars on a green tile (same drawing as the favicon). */
export function BrandMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="14" fill="#047857" />
      <path d="M18 40V26m10 14V20m10 20v-9m10 9V16" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}
