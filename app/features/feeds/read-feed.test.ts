import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readFeedOffer } from "./feed-offer";
import { FEED_LIMITS, FeedFormatError, type FeedLimits, type RawFeedItem, readFeedItems } from "./read-feed";

const fixture = (name: string) => path.join(import.meta.dirname, "fixtures", name);
const NOW = new Date("2026-11-20T12:00:00Z");

async function itemsOf(
  source: AsyncIterable<Buffer | string>,
  limits: FeedLimits = FEED_LIMITS,
): Promise<RawFeedItem[]> {
  const items: RawFeedItem[] = [];
  for await (const item of readFeedItems(source, limits)) items.push(item);
  return items;
}

/** The code of the FeedFormatError that reading fails with. */
async function failureOf(source: AsyncIterable<Buffer | string>, limits?: FeedLimits): Promise<string> {
  const error = await itemsOf(source, limits).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(FeedFormatError);
  return (error as FeedFormatError).code;
}

/** A stream that hands over its text a few bytes at a time, as a slow network would. */
function trickle(text: string | Buffer, size = 7): Readable {
  const bytes = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return Readable.from(chunks);
}

describe("reading Merchant XML", () => {
  it("reads every item with its g: fields, nested shipping and plain RSS title and link", async () => {
    const items = await itemsOf(createReadStream(fixture("jarir-feed.xml")));
    expect(items.map((item) => item.fields.id)).toEqual([
      "JAR-1001",
      "JAR-1002",
      "JAR-1003",
      "JAR-1004",
      "JAR-1005",
      "JAR-1006",
      "JAR-1007",
      "JAR-1008",
      "JAR-1001",
      "JAR-1010",
      "JAR-1011",
    ]);
    expect(items[0]!.fields).toMatchObject({
      title: "سامسونج جالكسي S24 ألترا 256 جيجابايت",
      link: "https://www.jarir.example/sa-ar/samsung-galaxy-s24-ultra.html",
      price: "4,599.00 SAR",
      gtin: "8806095300146",
      // Merchant's text form: country, region (none here), service, price (issue 32).
      shipping: "SA::Standard:0.00 SAR",
    });
    // The channel's own title and link are not an item's.
    expect(items.some((item) => item.fields.title?.includes("product feed"))).toBe(false);
  });

  it("reads the same items from a gzip file handed over in small pieces", async () => {
    const text = await readFile(fixture("jarir-feed.xml"));
    const items = await itemsOf(trickle(gzipSync(text), 13));
    expect(items).toHaveLength(11);
    expect(items[1]!.fields.title).toContain("WH-1000XM5");
  });

  it("reads Atom feeds, whose links are attributes", async () => {
    const atom = `<?xml version="1.0"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
  <title>Store</title><link href="https://store.example/"/>
  <entry><g:id>A1</g:id><title>Galaxy Buds3 Pro</title><link href="https://store.example/buds3"/><g:price>899 SAR</g:price></entry>
</feed>`;
    const items = await itemsOf(trickle(atom));
    expect(items).toEqual([
      {
        position: 1,
        fields: {
          id: "A1",
          title: "Galaxy Buds3 Pro",
          link: "https://store.example/buds3",
          price: "899 SAR",
        },
      },
    ]);
  });

  it("refuses a file that is not a feed, and one that breaks off", async () => {
    await expect(itemsOf(trickle("<html><body>Not found</body></html>"))).rejects.toBeInstanceOf(
      FeedFormatError,
    );
    await expect(itemsOf(trickle(""))).rejects.toBeInstanceOf(FeedFormatError);
    const text = await readFile(fixture("jarir-feed.xml"));
    const broken = gzipSync(text).subarray(0, 300);
    await expect(itemsOf(trickle(broken))).rejects.toBeInstanceOf(FeedFormatError);
  });
});

describe("reading the text forms", () => {
  it("reads tab-separated feeds, quote marks and all", async () => {
    const items = await itemsOf(createReadStream(fixture("extra-feed.tsv")));
    expect(items).toHaveLength(5);
    expect(items[1]!.fields).toMatchObject({
      id: "EX-2",
      title: 'Sony 65" Bravia TV <i>2024</i>',
      brand: "Sony",
    });
  });

  it("reads comma-separated feeds with g: headers and quoted fields", async () => {
    const csv =
      'g:id,g:title,g:link,g:price,g:availability\nC1,"Dyson V15, Detect",https://store.example/v15,2899.00 SAR,in_stock\n';
    const items = await itemsOf(trickle(csv));
    expect(items[0]!.fields).toMatchObject({
      id: "C1",
      title: "Dyson V15, Detect",
      availability: "in_stock",
    });
  });

  it("refuses a table without an id and a price column", async () => {
    await expect(itemsOf(trickle("name,cost\nx,1\n"))).rejects.toBeInstanceOf(FeedFormatError);
  });
});

describe("the limits of one reading", () => {
  const csvRows = (count: number) =>
    `id,title,link,price\n${Array.from({ length: count }, (_, i) => `C${i},Item ${i},https://s.example/${i},10 SAR\n`).join("")}`;

  it("allow a feed of the documented size with room to spare", () => {
    expect(FEED_LIMITS.maxItems).toBeGreaterThanOrEqual(2 * 100_000);
    expect(FEED_LIMITS.maxTextBytes).toBeGreaterThanOrEqual(10 * 12 * 1024 * 1024);
  });

  it("refuse a line or a row longer than an item may be, in each form, also hidden in gzip", async () => {
    const long = "x".repeat(FEED_LIMITS.maxItemChars + 1);
    expect(await failureOf(trickle(gzipSync(`id,title,price\nB1,${long},10 SAR\n`), 4096))).toBe(
      "itemTooLong",
    );
    expect(await failureOf(trickle(`id\ttitle\tprice\nB1\t${long}\t10 SAR\n`, 65536))).toBe("itemTooLong");
    // A header that never ends is a line too.
    expect(await failureOf(trickle(`id,price,${long}`, 65536))).toBe("itemTooLong");
  });

  it("refuse an XML item, or a text, comment or tag between items, longer than an item may be", async () => {
    const long = "x".repeat(FEED_LIMITS.maxItemChars + 1);
    const rss = (inside: string) =>
      `<rss xmlns:g="http://base.google.com/ns/1.0"><channel>${inside}<item><g:id>A</g:id><g:price>1 SAR</g:price></item></channel></rss>`;
    const hidden = [
      `<item><g:id>B</g:id><description>${long}</description></item>`,
      `<item><g:id>B</g:id>${"<x/>".repeat(FEED_LIMITS.maxItemChars / 4 + 1)}</item>`,
      `<description>${long}</description>`,
      `<!--${long}-->`,
      `<x a="${long}"/>`,
    ];
    for (const inside of hidden) {
      expect(await failureOf(trickle(rss(inside), 65536)), inside.slice(0, 30)).toBe("itemTooLong");
    }
    // Many ordinary items make a long channel, not a long item.
    const items = "<item><g:id>A</g:id><g:price>1 SAR</g:price></item>".repeat(10_000);
    expect(await itemsOf(trickle(rss(items), 65536))).toHaveLength(10_001);
  });

  it("refuse more decompressed text, or more items, than a reading may hold", async () => {
    const text = csvRows(20_000);
    const small: FeedLimits = { ...FEED_LIMITS, maxTextBytes: text.length - 1 };
    expect(await failureOf(trickle(gzipSync(text), 4096), small)).toBe("feedTooLarge");
    expect(
      await itemsOf(trickle(gzipSync(text), 4096), { ...small, maxTextBytes: text.length }),
    ).toHaveLength(20_000);
    const few: FeedLimits = { ...FEED_LIMITS, maxItems: 3 };
    expect(await failureOf(trickle(csvRows(4), 64), few)).toBe("tooManyItems");
    expect(await itemsOf(trickle(csvRows(3), 64), few)).toHaveLength(3);
    const xml = `<rss><channel>${"<item><id>A</id></item>".repeat(4)}</channel></rss>`;
    expect(await failureOf(trickle(xml, 64), few)).toBe("tooManyItems");
  });

  it("fails a text feed whose gzip breaks off, instead of waiting for it", async () => {
    const broken = gzipSync(csvRows(2000)).subarray(0, 2000);
    expect(await failureOf(trickle(broken, 500))).toBe("unreadable");
  });
});

describe("an item as an offer", () => {
  const offerOf = (fields: RawFeedItem["fields"], now = NOW) =>
    readFeedOffer(
      { position: 1, fields: { id: "X1", title: "T", link: "https://s.example/x", ...fields } },
      now,
    );

  it("charges the sale price while it is in effect, the regular price becoming the was price", () => {
    const sale = { price: "999.00 SAR", sale_price: "899.00 SAR" };
    const dates = "2026-11-01T00:00+03:00/2026-12-01T00:00+03:00";
    expect(offerOf({ ...sale, sale_price_effective_date: dates })).toMatchObject({
      ok: true,
      offer: { price: "899.00", wasPrice: "999.00" },
    });
    expect(
      offerOf({ ...sale, sale_price_effective_date: dates }, new Date("2026-12-02T00:00:00Z")),
    ).toMatchObject({
      ok: true,
      offer: { price: "999.00", wasPrice: null },
    });
    expect(offerOf(sale)).toMatchObject({ ok: true, offer: { price: "899.00", wasPrice: "999.00" } });
  });

  it("never turns another currency, a missing or a zero price into a price", () => {
    expect(offerOf({ price: "399.00 USD" })).toMatchObject({ ok: false, reason: "otherCurrency" });
    expect(offerOf({ price: "1299" })).toMatchObject({ ok: false, reason: "otherCurrency" });
    expect(offerOf({})).toMatchObject({ ok: false, reason: "missingPrice" });
    expect(offerOf({ price: "0.00 SAR" })).toMatchObject({ ok: false, reason: "badPrice" });
    expect(offerOf({ price: "1.299,00 SAR" })).toMatchObject({ ok: false, reason: "badPrice" });
    expect(offerOf({ price: "999 SAR", sale_price: "240 USD" })).toMatchObject({
      ok: false,
      reason: "otherCurrency",
    });
  });

  it("reads SAR amounts with the code on either side and thousands separators", () => {
    expect(offerOf({ price: "SAR 1,349.5" })).toMatchObject({ ok: true, offer: { price: "1349.50" } });
    expect(offerOf({ price: "4649 sar" })).toMatchObject({ ok: true, offer: { price: "4649.00" } });
  });

  it("skips used and refurbished items, and keeps titles as plain text", () => {
    expect(offerOf({ price: "10 SAR", condition: "used" })).toMatchObject({ ok: false, reason: "notNew" });
    expect(offerOf({ price: "10 SAR", title: "<b>Sony</b> &amp; case" })).toMatchObject({
      ok: true,
      offer: { title: "Sony & case" },
    });
  });

  it("reads stock, and uses a GTIN only when its check digit holds", () => {
    expect(offerOf({ price: "10 SAR", availability: "out_of_stock", gtin: "194253500001" })).toMatchObject({
      ok: true,
      offer: { inStock: false, gtin: "00194253500001" },
    });
    expect(offerOf({ price: "10 SAR", gtin: "8806095300147" })).toMatchObject({
      ok: true,
      offer: { gtin: null },
    });
  });
});
