// Addresses an admin or a catalogue file may give for links and images.

/** An absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** An image address: http(s), or a file this site serves itself ("/demo/products/x.svg", not "//host"). */
export function isImageAddress(value: string): boolean {
  return /^\/(?![/\\])\S*$/.test(value) || isHttpUrl(value);
}

/**
 * The path (with query and fragment) that `target` leads to when a browser resolves it against
 * `origin`, or null when it leaves that origin. Parsed as browsers parse (WHATWG URL), so a tab, a
 * line break or a backslash cannot turn "/…" into "//other.host" after the check.
 */
export function sameOriginPath(target: string, origin: string): string | null {
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  const path = url.pathname + url.search + url.hash;
  // "/.//other.host" stays here as a URL, but written into a Location header or a link it reads as
  // "//other.host".
  return path.startsWith("//") ? null : path;
}

// A path stays on, or leaves, whatever origin it is resolved against; any origin tells which.
const ANY_ORIGIN = "http://site.invalid";

/**
 * A link an admin may give: an absolute http(s) URL (another site, on purpose), or a path on this
 * site as a browser will read it ("/\other.host" and "/<TAB>/other.host" are neither); null otherwise.
 */
export function siteLinkOf(value: string): string | null {
  if (isHttpUrl(value)) return value;
  return value.startsWith("/") ? sameOriginPath(value, ANY_ORIGIN) : null;
}
