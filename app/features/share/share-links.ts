/** Share URLs for a page (spec: Facebook, X/Twitter and WhatsApp open in a new window). */
export function buildShareLinks(url: string, text: string) {
  const encodedUrl = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    x: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(text)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  };
}

export const COPY_CONFIRMATION_MS = 2000;
