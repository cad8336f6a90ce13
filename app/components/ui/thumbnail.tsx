/**
 * A picture beside the text that names it (so it says nothing itself), loaded as it nears the
 * screen; nothing where there is no picture.
 */
export function Thumbnail({ src, className }: { src: string | null | undefined; className: string }) {
  return src ? <img src={src} alt="" className={className} loading="lazy" /> : null;
}
