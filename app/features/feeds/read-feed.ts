// Reads a store's product feed as a stream of items, whatever form the store exports: Google
// Merchant XML (RSS 2.0 or Atom with the g: namespace) or its tab- or comma-separated form, plain or
// gzip-compressed. Only a chunk of the file and the item being read are held at a time, so memory
// does not grow with the feed (issue 24), and a file that decompresses to more text, a longer item
// or more items than FEED_LIMITS allow is refused as soon as it passes the limit (issue 30).

import { pipeline, Readable } from "node:stream";
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
  "color",
  "size",
  // What the offer brings beyond its price (issue 32).
  "installment",
  "min_handling_time",
  "max_handling_time",
  "min_transit_time",
  "max_transit_time",
  "return_policy_label",
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

/** One item as the feed wrote it: the fields it had, trimmed text, and its place in the file. */
export type RawFeedItem = { position: number; fields: Partial<Record<FeedField, string>> };
export type FeedFormat = "xml" | "tsv" | "csv";

/**
 * What one reading of a feed may hold, counted after decompression (a few hundred kilobytes of gzip
 * can hold gigabytes of text). Each is several times what a real feed needs: the 100,000-item feed
 * of ADR-0021 is 12 MB of text (a few hundred MB with long descriptions), and a Merchant item
 * with every attribute at Google's longest is a few tens of thousands of characters.
 */
export const FEED_LIMITS = {
  /** The decompressed text, in bytes: 1 GiB, as much as a download may be before decompression. */
  maxTextBytes: 1024 * 1024 * 1024,
  /** One item: an XML <item>/<entry>, or a row of the text forms (and any stretch of XML between tags). */
  maxItemChars: 256 * 1024,
  maxItems: 250_000,
};
export type FeedLimits = typeof FEED_LIMITS;

type FeedFormatErrorCode = "unreadable" | "notFeed" | "feedTooLarge" | "itemTooLong" | "tooManyItems";

const FORMAT_ERROR_MESSAGES: Record<FeedFormatErrorCode, string> = {
  unreadable: "The file cannot be read",
  notFeed: "The file is not a product feed",
  feedTooLarge: "The feed's text is larger than a feed may be",
  itemTooLong: "An item of the feed is longer than an item may be",
  tooManyItems: "The feed has more items than a feed may have",
};

/** Thrown when the file is not a feed at all (not XML, no header naming an id and a price, ...). */
export class FeedFormatError extends Error {
  constructor(readonly code: FeedFormatErrorCode) {
    super(FORMAT_ERROR_MESSAGES[code]);
    this.name = "FeedFormatError";
  }
}

const GOOGLE_NAMESPACE = "http://base.google.com/ns/1.0";

/**
 * The parts of XML fields with sub-elements, in the order of Merchant's text form, so that an XML
 * `<g:shipping>` reads as the text form's "SA:01:Standard:25.00 SAR:0:1:1:3" (an empty place for a
 * part left out). An item may have several `<g:shipping>`: they are joined with ",", as in the text forms.
 */
const NESTED_PARTS: Partial<Record<FeedField, string[][]>> = {
  shipping: [
    ["country"],
    ["region", "postal_code", "location_id", "location_group_name"],
    ["service"],
    ["price"],
    ["min_handling_time"],
    ["max_handling_time"],
    ["min_transit_time"],
    ["max_transit_time"],
  ],
  installment: [["months"], ["amount"]],
};
const REPEATED_FIELDS = new Set<FeedField>(["shipping"]);

function nestedText(field: FeedField, parts: Record<string, string>): string | null {
  const order = NESTED_PARTS[field];
  if (!order) return null;
  const values = order.map((names) => names.map((name) => parts[name]).find(Boolean) ?? "");
  while (values.length > 0 && values[values.length - 1] === "") values.pop();
  return values.join(":");
}
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

/** The stream's bytes, failing once more than `maxBytes` have passed. */
async function* capBytes(stream: Readable, maxBytes: number): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) throw new FeedFormatError("feedTooLarge");
    yield chunk as Buffer;
  }
}

/** Items of a feed file or response body, in file order. */
export async function* readFeedItems(
  source: AsyncIterable<Uint8Array | string>,
  limits: FeedLimits = FEED_LIMITS,
): AsyncGenerator<RawFeedItem> {
  let { head, stream } = await peek(source);
  if (head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]) {
    ({ head, stream } = await peek(stream.pipe(createGunzip())));
  }
  if (!head.length) throw new FeedFormatError("notFeed");
  const format = detectFormat(head.toString("utf8"));
  // Counted here, after both gzip and the download's own Content-Encoding have been undone.
  const text = Readable.from(capBytes(stream, limits.maxTextBytes), { objectMode: false });
  try {
    const items =
      format === "xml"
        ? readXmlItems(text, limits.maxItemChars)
        : readDelimitedItems(text, format === "tsv" ? "\t" : ",", limits.maxItemChars);
    for await (const item of items) {
      if (item.position > limits.maxItems) throw new FeedFormatError("tooManyItems");
      yield item;
    }
  } catch (error) {
    if (error instanceof FeedFormatError) throw error;
    // A broken gzip stream or malformed XML/CSV: the file as a whole cannot be read.
    throw Object.assign(new FeedFormatError("unreadable"), { cause: error });
  }
}

/** Merchant XML: each <item> (RSS) or <entry> (Atom); g: fields, and the plain title/link/id. */
async function* readXmlItems(stream: Readable, maxItemChars: number): AsyncGenerator<RawFeedItem> {
  const parser = new SaxesParser({ xmlns: true });
  const ready: RawFeedItem[] = [];
  let sawFeedRoot = false;
  let position = 0;
  let item: RawFeedItem | null = null;
  // Where the item being read began, and where the last tag ended: the parser holds everything since
  // (an item's fields, or one long text, comment or tag), so neither may grow past maxItemChars.
  let itemStart = 0;
  let lastTag = 0;
  // The field being read, and the text of its nested elements (g:shipping has g:country, g:price…).
  let field: {
    name: FeedField;
    depth: number;
    parts: string[];
    named: Record<string, string>;
    text: string;
  } | null = null;
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
    lastTag = parser.position;
    const local = tag.local.toLowerCase();
    if (depth === 1) sawFeedRoot = local === "rss" || local === "feed";
    if (!item) {
      if (local === "item" || local === "entry") {
        item = { position: ++position, fields: {} };
        itemStart = parser.position;
      }
      return;
    }
    if (field) return;
    const name = fieldName(tag);
    if (!name) return;
    // A g: field wins over the plain RSS/Atom one of the same name.
    if (item.fields[name] !== undefined && tag.uri !== GOOGLE_NAMESPACE) return;
    field = { name, depth, parts: [], named: {}, text: "" };
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
    lastTag = parser.position;
    if (field) {
      if (depth > field.depth) {
        if (field.text.trim()) {
          field.parts.push(field.text.trim());
          if (depth === field.depth + 1) field.named[tag.local.toLowerCase()] = field.text.trim();
        }
        field.text = "";
      } else {
        if (field.text.trim()) field.parts.push(field.text.trim());
        const value = Object.keys(field.named).length
          ? (nestedText(field.name, field.named) ?? field.parts.join(":"))
          : field.parts.join(":");
        if (item && field.parts.length) {
          const earlier = item.fields[field.name];
          item.fields[field.name] =
            earlier !== undefined && REPEATED_FIELDS.has(field.name) ? `${earlier},${value}` : value;
        }
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
    if (parser.position - (item ? itemStart : lastTag) > maxItemChars)
      throw new FeedFormatError("itemTooLong");
    if (!sawFeedRoot && depth === 0 && position === 0) continue;
    if (!sawFeedRoot) throw new FeedFormatError("notFeed");
    yield* ready.splice(0);
  }
  parser.close();
  if (!sawFeedRoot) throw new FeedFormatError("notFeed");
  yield* ready.splice(0);
}

/** The text forms: a header row naming the attributes (with or without "g:"), one item per row. */
async function* readDelimitedItems(
  stream: Readable,
  delimiter: string,
  maxItemChars: number,
): AsyncGenerator<RawFeedItem> {
  // pipeline, not pipe: a source that fails (a broken gzip, a limit) fails the parser too.
  const parser = pipeline(
    stream,
    parseCsv({
      delimiter,
      max_record_size: maxItemChars,
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
    () => {},
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
    if ((error as { code?: unknown }).code === "CSV_MAX_RECORD_SIZE")
      throw new FeedFormatError("itemTooLong");
    throw error;
  }
}
