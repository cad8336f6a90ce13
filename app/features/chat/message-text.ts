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

export type TextRun = { text: string; isolated: boolean };

const ARABIC = /\p{Script=Arabic}/u;
const LATIN = /\p{Script=Latin}/u;
// What separates one value from the next in an answer: a comparison arrow, a bullet, a bar, a
// semicolon, an Arabic comma, a colon before a space (not the one in "10:30") or a line break.
const VALUE_SEPARATOR = /(\s*(?:↔|⇄|→|←|•|\||;|؛|،)\s*|:\s+|\n)/u;

/** Whether a message has both Arabic and Latin letters in it. */
export function mixesScripts(text: string): boolean {
  return ARABIC.test(text) && LATIN.test(text);
}

/**
 * A text in runs, each value of a message that mixes Arabic and Latin marked to be isolated, so
 * that "6.1 بوصة Super Retina XDR ↔ 6.7 بوصة …" keeps each value whole and in its order in both
 * directions (the bidi algorithm otherwise joins a Latin value's end with the next value's
 * number). A text in one script only stays one run, as before.
 */
export function isolateMixedValues(text: string, isMixed = mixesScripts(text)): TextRun[] {
  if (!isMixed) return [{ text, isolated: false }];
  const runs: TextRun[] = [];
  // Split with a capturing group: the separators are the odd pieces.
  for (const [index, piece] of text.split(VALUE_SEPARATOR).entries()) {
    if (!piece) continue;
    const [, lead = "", core = "", trail = ""] = /^(\s*)([\s\S]*?)(\s*)$/u.exec(piece) ?? [];
    if (index % 2 === 1 || !/[\p{L}\p{N}]/u.test(core)) {
      runs.push({ text: piece, isolated: false });
      continue;
    }
    // Spaces around a value stay outside its isolate.
    if (lead) runs.push({ text: lead, isolated: false });
    runs.push({ text: core, isolated: true });
    if (trail) runs.push({ text: trail, isolated: false });
  }
  return runs;
}
