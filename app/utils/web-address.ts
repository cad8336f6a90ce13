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
