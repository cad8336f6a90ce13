// Offer details from Google Merchant feed attributes (issue 32), in the XML form (nested g:shipping
// and g:installment) and the tab-separated text form, through the same reading a feed run does.
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readFeedOffer } from "./feed-offer";
import { type RawFeedItem, readFeedItems } from "./read-feed";

const NOW = new Date("2026-11-20T12:00:00Z");

async function itemsOf(text: string): Promise<RawFeedItem[]> {
  const items: RawFeedItem[] = [];
  for await (const item of readFeedItems(Readable.from([Buffer.from(text)]))) items.push(item);
  return items;
}

function xmlFeed(itemXml: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Hatif Mall</title>
<item>
  <g:id>VP15-256</g:id><title>Vireo Phone 15 Pro 256GB</title>
  <link>https://hatifmall.sa/p/vireo-phone-15-pro-256</link>
  <g:price>4324.00 SAR</g:price><g:availability>in_stock</g:availability><g:condition>new</g:condition>
  ${itemXml}
</item></channel></rss>`;
}

async function offerOf(text: string) {
  const [item] = await itemsOf(text);
  const read = readFeedOffer(item!, NOW);
  if (!read.ok) throw new Error(`skipped: ${read.reason}`);
  // The details never change the price the feed states.
  expect(read.offer.price).toBe("4324.00");
  return read.offer;
}

describe("offer details from a Merchant XML feed", () => {
  it("reads g:shipping per Saudi region, with handling and transit days, and skips other countries", async () => {
    const offer = await offerOf(
      xmlFeed(`
  <g:shipping><g:country>SA</g:country><g:region>01</g:region><g:service>Express</g:service><g:price>0.00 SAR</g:price>
    <g:min_handling_time>0</g:min_handling_time><g:max_handling_time>1</g:max_handling_time>
    <g:min_transit_time>1</g:min_transit_time><g:max_transit_time>1</g:max_transit_time></g:shipping>
  <g:shipping><g:country>SA</g:country><g:region>SA-02</g:region><g:service>Standard</g:service><g:price>25.00 SAR</g:price></g:shipping>
  <g:shipping><g:country>SA</g:country><g:region>04</g:region><g:service>Standard</g:service><g:price>1,035.00 SAR</g:price></g:shipping>
  <g:shipping><g:country>AE</g:country><g:service>Standard</g:service><g:price>60.00 SAR</g:price></g:shipping>`),
    );
    expect(offer.details).toEqual({
      delivery: [
        { region: "riyadh", feeHalalas: 0, minDays: 1, maxDays: 2 },
        // SA-02 is Makkah Province: Jeddah and Makkah alike.
        { region: "jeddah", feeHalalas: 2500 },
        { region: "makkah", feeHalalas: 2500 },
        { region: "eastern", feeHalalas: 103500 },
      ],
    });
  });

  it("reads one rule for the whole country, the item's handling and transit times, an instalment and a returns label", async () => {
    const offer = await offerOf(
      xmlFeed(`
  <g:shipping><g:country>SA</g:country><g:service>Standard</g:service><g:price>19.00 SAR</g:price></g:shipping>
  <g:min_handling_time>1</g:min_handling_time><g:max_handling_time>1</g:max_handling_time>
  <g:min_transit_time>2</g:min_transit_time><g:max_transit_time>4</g:max_transit_time>
  <g:installment><g:months>4</g:months><g:amount>1081.00 SAR</g:amount></g:installment>
  <g:return_policy_label>14-day-returns</g:return_policy_label>
  <g:sell_on_google_quantity>5</g:sell_on_google_quantity>`),
    );
    expect(offer.details).toEqual({
      delivery: [{ region: "all", feeHalalas: 1900, minDays: 3, maxDays: 5 }],
      instalments: [{ provider: "store", payments: 4, paymentHalalas: 108100 }],
      returnsDays: 14,
    });
  });

  it("keeps every detail unknown that the item does not state or states unreadably", async () => {
    expect((await offerOf(xmlFeed(""))).details).toBeUndefined();
    const offer = await offerOf(
      xmlFeed(`
  <g:shipping><g:country>SA</g:country><g:postal_code>11564</g:postal_code><g:price>15.00 SAR</g:price></g:shipping>
  <g:shipping><g:country>SA</g:country><g:service>Standard</g:service><g:price>25 USD</g:price></g:shipping>
  <g:installment><g:months>1</g:months><g:amount>4324.00 SAR</g:amount></g:installment>
  <g:return_policy_label>default</g:return_policy_label>`),
    );
    expect(offer.details).toBeUndefined();
  });
});

describe("offer details from a Merchant text feed", () => {
  const header =
    "id\ttitle\tlink\tprice\tcondition\tshipping\tinstallment\tmax_transit_time\tmin_transit_time\treturn_policy_label";
  const row = (shipping: string, installment: string, max: string, min: string, label: string) =>
    `VP15-256\tVireo Phone 15 Pro 256GB\thttps://hatifmall.sa/p/vp15\t4324.00 SAR\tnew\t${shipping}\t${installment}\t${max}\t${min}\t${label}`;

  it("reads country:region:service:price entries, joined by commas, with days in the entry", async () => {
    const offer = await offerOf(
      `${header}\n${row("SA:01:Express:0.00 SAR:0:0:1:1,SA:Jeddah:Standard:25.00 SAR,SA::Standard:35.00 SAR", "6:720.67 SAR", "", "", "no_returns")}\n`,
    );
    expect(offer.details).toEqual({
      delivery: [
        { region: "riyadh", feeHalalas: 0, minDays: 1, maxDays: 1 },
        { region: "jeddah", feeHalalas: 2500 },
        { region: "all", feeHalalas: 3500 },
      ],
      instalments: [{ provider: "store", payments: 6, paymentHalalas: 72067 }],
      returnsDays: 0,
    });
  });

  it("reads transit days without a shipping price as delivery days everywhere", async () => {
    const offer = await offerOf(`${header}\n${row("", "", "5", "3", "returns_30_days")}\n`);
    expect(offer.details).toEqual({
      delivery: [{ region: "all", feeHalalas: null, minDays: 3, maxDays: 5 }],
      returnsDays: 30,
    });
  });
});
