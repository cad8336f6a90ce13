// Splits an assistant message into text and links for rendering as text, never as HTML. Only
// in-app paths become links ([label](/products/…) or a bare /compare?a=…&b=…); anything else, an
// outside address included, stays plain text.

export type MessagePart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const MAX_PATH_LENGTH = 300;
// Unreserved and sub-delimiter characters of a path and query: no quotes, spaces, brackets or "\".
const SAFE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*$/;
const MARKDOWN_LINK = /\[([^[\]\n]{1,300})\]\(([^()\s]{1,300}(?:\([^()\s]*\)[^()\s]*)*)\)/g;
// A bare in-app path in running text, e.g. "/products/5f…" or "/compare?a=…&b=…".
const BARE_PATH =
  /(^|[\s(:،,])(\/(?:products|compare|search|categories|reviews|profile)(?:[/?][^\s()<>"'[\]]*)?)/g;

/** A same-site path (one leading "/", no scheme, no host) that is safe as a link target. */
export function isInAppPath(target: string): boolean {
  return target.length <= MAX_PATH_LENGTH && SAFE_PATH.test(target);
}

function trimTrailingPunctuation(path: string): { path: string; rest: string } {
  const match = /[.,;:!?،؛]+$/.exec(path);
  return match ? { path: path.slice(0, match.index), rest: match[0] } : { path, rest: "" };
}

function splitBarePaths(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(BARE_PATH)) {
    const [, lead = "", raw = ""] = match;
    const { path, rest } = trimTrailingPunctuation(raw);
    if (!isInAppPath(path)) continue;
    const start = match.index + lead.length;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", text: path, href: path });
    last = start + path.length;
    if (rest) {
      parts.push({ kind: "text", text: rest });
      last += rest.length;
    }
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

/** Markdown emphasis the language model may use, shown without its markers. */
function stripEmphasis(text: string): string {
  return text.replace(/\*\*(.+?)\*\*/g, "$1").replace(/__(.+?)__/g, "$1");
}

export function parseMessageText(content: string): MessagePart[] {
  const text = stripEmphasis(content);
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    const [whole, label = "", target = ""] = match;
    if (match.index > last) parts.push(...splitBarePaths(text.slice(last, match.index)));
    parts.push(
      isInAppPath(target)
        ? { kind: "link", text: label.trim(), href: target }
        : { kind: "text", text: `${label.trim()} (${target})` },
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(...splitBarePaths(text.slice(last)));
  // Neighbouring text parts are merged so the rendering stays simple.
  return parts.reduce<MessagePart[]>((merged, part) => {
    const previous = merged.at(-1);
    if (part.kind === "text" && previous?.kind === "text") previous.text += part.text;
    else merged.push({ ...part });
    return merged;
  }, []);
}
