/**
 * A store's logo, or its initial on a tinted square when it has none, so store rows line up.
 * Decorative: the store's name is always written beside it.
 */
export function StoreLogo({
  name,
  logoUrl,
  className = "size-8",
}: {
  name: string;
  logoUrl: string | null;
  className?: string;
}) {
  if (logoUrl)
    return (
      <img
        src={logoUrl}
        alt=""
        className={`${className} shrink-0 rounded-md border border-slate-200 bg-white object-contain`}
      />
    );
  return (
    // The initial is drawn by CSS, so it is no part of the row's text (copied or read aloud).
    <span
      aria-hidden="true"
      data-initial={Array.from(name.trim())[0]?.toLocaleUpperCase() ?? "?"}
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-md bg-brand-50 text-sm font-bold text-brand-800 before:content-[attr(data-initial)]`}
    />
  );
}
