// Reads a store's product feed as a stream of items, whatever form the store exports: Google
// Merchant XML (RSS 2.0 or Atom with the g: namespace) or its tab- or comma-separated form, plain or
// gzip-compressed. Only a chunk of the file and the item being read are held at a time, so memory
// does not grow with the feed (issue 24).

import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { parse as parseCsv } from "csv-parse";
import { SaxesParser, type SaxesTagNS } from "saxes";

/** Google Merchant's attribute names, as the XML's local names and the text forms' column headers. */
export const FEED_FIELDS = [
  "id",
  "title",
  "link",
  "price",
  "sale_price",
  "sale_price_effective_date",
  "availability",
  "gtin",
  "mpn",
  "brand",
  "condition",
  "image_link",
  "shipping",
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

/** One item as the feed wrote it: the fields it had, trimmed text, and its place in the file. */
export type RawFeedItem = { position: number; fields: Partial<Record<FeedField, string>> };
export type FeedFormat = "xml" | "tsv" | "csv";

/** Thrown when the file is not a feed at all (not XML, no header naming an id and a price, ...). */
export class FeedFormatError extends Error {
  constructor(readonly code: "unreadable" | "notFeed") {
    super(code === "notFeed" ? "The file is not a product feed" : "The file cannot be read");
    this.name = "FeedFormatError";
  }
}

const GOOGLE_NAMESPACE = "http://base.google.com/ns/1.0";
const FIELD_SET = new Set<string>(FEED_FIELDS);
const GZIP_MAGIC = [0x1f, 0x8b];

/** The first chunk of a stream, and the whole stream again (that chunk first). */
async function peek(source: AsyncIterable<Uint8Array | string>): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head = first.done ? Buffer.alloc(0) : Buffer.from(first.value);
  async function* rest() {
    if (head.length) yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      yield Buffer.from(next.value);
  }
  return { head, stream: Readable.from(rest(), { objectMode: false }) };
}

/** Tells the format from the first characters of the (decompressed) text. */
export function detectFormat(head: string): FeedFormat {
  const text = head.replace(/^\uFEFF/, "").trimStart();
  if (text.startsWith("<")) return "xml";
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  return firstLine.includes("\t") ? "tsv" : "csv";
}

/** Items of a feed file or response body, in file order. */
export async function* readFeedItems(
  source: AsyncIterable<Uint8Array | string>,
): AsyncGenerator<RawFeedItem> {
  let { head, stream } = await peek(source);
  if (head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]) {
    ({ head, stream } = await peek(stream.pipe(createGunzip())));
  }
  if (!head.length) throw new FeedFormatError("notFeed");
  const format = detectFormat(head.toString("utf8"));
  try {
    if (format === "xml") yield* readXmlItems(stream);
    else yield* readDelimitedItems(stream, format === "tsv" ? "\t" : ",");
  } catch (error) {
    if (error instanceof FeedFormatError) throw error;
    // A broken gzip stream or malformed XML/CSV: the file as a whole cannot be read.
    throw Object.assign(new FeedFormatError("unreadable"), { cause: error });
  }
}

/** Merchant XML: each <item> (RSS) or <entry> (Atom); g: fields, and the plain title/link/id. */
async function* readXmlItems(stream: Readable): AsyncGenerator<RawFeedItem> {
  const parser = new SaxesParser({ xmlns: true });
  const ready: RawFeedItem[] = [];
  let sawFeedRoot = false;
  let position = 0;
  let item: RawFeedItem | null = null;
  // The field being read, and the text of its nested elements (g:shipping has g:country, g:price…).
  let field: { name: FeedField; depth: number; parts: string[]; text: string } | null = null;
  let depth = 0;

  const fieldName = (tag: SaxesTagNS): FeedField | null => {
    const local = tag.local.toLowerCase();
    if (!FIELD_SET.has(local)) return null;
    // Merchant attributes are in the g: namespace; RSS/Atom's own title, link and id are not.
    if (tag.uri === GOOGLE_NAMESPACE) return local as FeedField;
    return ["title", "link", "id"].includes(local) && !tag.uri.includes("google")
      ? (local as FeedField)
      : null;
  };

  parser.on("opentag", (tag) => {
    depth++;
    const local = tag.local.toLowerCase();
    if (depth === 1) sawFeedRoot = local === "rss" || local === "feed";
    if (!item) {
      if (local === "item" || local === "entry") item = { position: ++position, fields: {} };
      return;
    }
    if (field) return;
    const name = fieldName(tag);
    if (!name) return;
    // A g: field wins over the plain RSS/Atom one of the same name.
    if (item.fields[name] !== undefined && tag.uri !== GOOGLE_NAMESPACE) return;
    field = { name, depth, parts: [], text: "" };
    // Atom writes its link as an attribute.
    const href = tag.attributes.href;
    if (name === "link" && href) field.text = typeof href === "string" ? href : href.value;
  });
  const onText = (text: string) => {
    if (field) field.text += text;
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", (tag) => {
    if (field) {
      if (depth > field.depth) {
        if (field.text.trim()) field.parts.push(field.text.trim());
        field.text = "";
      } else {
        if (field.text.trim()) field.parts.push(field.text.trim());
        if (item && field.parts.length) item.fields[field.name] = field.parts.join(":");
        field = null;
      }
    } else if (item && depth >= 1 && ["item", "entry"].includes(tag.local.toLowerCase())) {
      ready.push(item);
      item = null;
    }
    depth--;
  });

  for await (const chunk of stream) {
    parser.write((chunk as Buffer).toString("utf8"));
    if (!sawFeedRoot && depth === 0 && position === 0) continue;
    if (!sawFeedRoot) throw new FeedFormatError("notFeed");
    yield* ready.splice(0);
  }
  parser.close();
  if (!sawFeedRoot) throw new FeedFormatError("notFeed");
  yield* ready.splice(0);
}

/** The text forms: a header row naming the attributes (with or without "g:"), one item per row. */
async function* readDelimitedItems(stream: Readable, delimiter: string): AsyncGenerator<RawFeedItem> {
  const parser = stream.pipe(
    parseCsv({
      delimiter,
      bom: true,
      // Tab-separated feeds do not quote: a title may hold a lone quote mark (a 65" TV).
      quote: delimiter === "\t" ? false : '"',
      relax_column_count: true,
      skip_empty_lines: true,
      columns: (header: string[]) => {
        const names = header.map((name) => name.trim().toLowerCase().replace(/^g:/, ""));
        if (!names.includes("id") || !names.includes("price")) throw new FeedFormatError("notFeed");
        return names.map((name) => (FIELD_SET.has(name) ? name : false));
      },
    }),
  );
  let position = 0;
  try {
    for await (const record of parser as AsyncIterable<Record<string, string>>) {
      const fields: RawFeedItem["fields"] = {};
      for (const [name, value] of Object.entries(record)) {
        if (typeof value === "string" && value.trim()) fields[name as FeedField] = value.trim();
      }
      yield { position: ++position, fields };
    }
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (error instanceof FeedFormatError) throw error;
    if (cause instanceof FeedFormatError) throw cause;
    throw error;
  }
}
