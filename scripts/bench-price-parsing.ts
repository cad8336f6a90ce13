// `npm run bench:price-parsing -- PATH/test_price_parsing.py [--suite-commit=SHA]`: runs Qaren's text
// price reader (readPriceText, what the extractor applies to one line of price text) on every example
// of Zyte's price-parser test suite and scores it side by side: exact, refused, wrong. Qaren reads
// Saudi riyals only, so a refused string in another currency is a refusal by design, and any amount
// read from such a string is wrong. The suite's currency_raw (the text near the price on its page) is
// given to Qaren the way a page's declared currency is: naming another currency, it makes bare
// amounts not SAR. Writes its section of bench/results.md (not with --dry-run).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  hasOtherCurrencyMarker,
  hasSarMarker,
  type PageCurrency,
} from "~/features/price-extraction/parse-price";
import { readPriceText } from "~/features/price-extraction/read-price-text";
import { type PriceParserExample, readPriceParserExamples } from "./bench/price-parser-examples";
import { replaceResultsSection, runDescription } from "./bench/results-file";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { "suite-commit": { type: "string" }, "dry-run": { type: "boolean", default: false } },
});
const [suitePath] = positionals;
if (!suitePath) {
  console.error("usage: npm run bench:price-parsing -- PATH/test_price_parsing.py [--suite-commit=SHA]");
  process.exit(2);
}

type Verdict = "exact" | "refused" | "wrong";
const SAR_NAMES = new Set(["SAR", "SR", "ر.س", "ريال", "﷼", "\u20C1"]);

/** Expected amount in halalas; NaN when it has non-zero digits past the second decimal. */
function expectedHalalas(amount: string): number {
  const [whole = "0", fraction = ""] = amount.replace(/^-/, "").split(".");
  if (/[1-9]/.test(fraction.slice(2))) return Number.NaN;
  return Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
}

function pageCurrencyFromHint(hint: string | null): PageCurrency {
  if (!hint) return null;
  if (hasSarMarker(hint)) return "SAR";
  return hasOtherCurrencyMarker(hint) ? "other" : null;
}

function isSarOrNone(example: PriceParserExample): boolean {
  return example.currency === null || SAR_NAMES.has(example.currency);
}

function judge(example: PriceParserExample, useHint = true): { verdict: Verdict; read: number | null } {
  const pageCurrency = useHint ? pageCurrencyFromHint(example.currencyRaw) : null;
  const reading = readPriceText(example.priceRaw ?? "", pageCurrency);
  const read = reading?.amount ?? null;
  if (read === null) return { verdict: example.amount === null ? "exact" : "refused", read };
  // An amount read from a string in another currency would be stored as riyals: wrong.
  if (example.amount === null || !isSarOrNone(example)) return { verdict: "wrong", read };
  const isExact = Math.round(read * 100) === expectedHalalas(example.amount);
  return { verdict: isExact ? "exact" : "wrong", read };
}

interface Judged {
  example: PriceParserExample;
  verdict: Verdict;
  read: number | null;
}

function row(label: string, judged: Judged[]): string {
  const count = (verdict: Verdict) => judged.filter((entry) => entry.verdict === verdict).length;
  return `| ${label} | ${judged.length} | ${count("exact")} | ${count("refused")} | ${count("wrong")} |`;
}

function describe(entry: Judged): string {
  const { example, read } = entry;
  const expected =
    example.amount === null ? "no price" : `${example.amount} ${example.currency ?? ""}`.trim();
  return `\`${JSON.stringify(example.priceRaw)}\` (hint ${JSON.stringify(example.currencyRaw)}): expected ${expected}, Qaren ${read ?? "refused"}`;
}

interface CorpusEntry {
  text: string;
  expected: number | "refuse";
}

/** The Saudi corpus (app/features/price-extraction/price-corpus.json): each string's amount or refusal. */
function judgeSaudiCorpus(): { strings: number; exact: number; refused: number; wrong: string[] } {
  const corpus = JSON.parse(
    readFileSync(path.resolve("app/features/price-extraction/price-corpus.json"), "utf8"),
  ) as CorpusEntry[];
  const wrong: string[] = [];
  let exact = 0;
  let refused = 0;
  for (const entry of corpus) {
    const read = readPriceText(entry.text)?.amount ?? null;
    if (read === null) {
      if (entry.expected === "refuse") exact++;
      else refused++;
    } else if (entry.expected !== "refuse" && Math.round(read * 100) === Math.round(entry.expected * 100)) {
      exact++;
    } else {
      wrong.push(`\`${JSON.stringify(entry.text)}\`: expected ${entry.expected}, Qaren ${read}`);
    }
  }
  return { strings: corpus.length, exact, refused, wrong };
}

function main() {
  const source = readFileSync(suitePath!, "utf8");
  const examples = readPriceParserExamples(source);
  const judged: Judged[] = examples.map((example) => ({ example, ...judge(example) }));
  const passing = judged.filter((entry) => !entry.example.list.includes("XFAIL"));
  const xfail = judged.filter((entry) => entry.example.list.includes("XFAIL"));
  const sarOrNone = passing.filter((entry) => isSarOrNone(entry.example));
  const foreign = passing.filter((entry) => !isSarOrNone(entry.example));
  const wrong = judged.filter((entry) => entry.verdict === "wrong");
  const refusedSar = sarOrNone.filter((entry) => entry.verdict === "refused");
  // What the page's declared currency is worth: the same run with no currency_raw given.
  const wrongWithoutHint = passing.filter((entry) => judge(entry.example, false).verdict === "wrong");

  const saudi = judgeSaudiCorpus();
  const digest = createHash("sha256").update(source).digest("hex").slice(0, 12);
  const commit = options["suite-commit"] ? ` at commit \`${options["suite-commit"].slice(0, 12)}\`` : "";
  const markdown = [
    "## Price parsing side by side (`npm run bench:price-parsing`)",
    "",
    runDescription(),
    "",
    `Suite: scrapinghub/price-parser \`tests/test_price_parsing.py\`${commit} (sha256 \`${digest}…\`), ${examples.length} examples. Qaren's reader: \`readPriceText\` (app/features/price-extraction/read-price-text.ts); the example's \`currency_raw\` counts as the page's declared currency. *Exact*: the amount to the halala, or no price where none is expected; *refused*: no price where the suite expects one (by design for other currencies, which Qaren does not read); *wrong*: any other amount, or any amount from a string in another currency.`,
    "",
    "| examples | strings | exact | refused | wrong |",
    "|---|---:|---:|---:|---:|",
    row("all passing lists (the suite's own 100 %)", passing),
    row("… in SAR or without a currency", sarOrNone),
    row("… in another currency", foreign),
    row("XFAIL lists (price-parser's known misses)", xfail),
    `| Saudi corpus (\`price-corpus.json\`, expected amount or refusal) | ${saudi.strings} | ${saudi.exact} | ${saudi.refused} | ${saudi.wrong.length} |`,
    "",
    `Without \`currency_raw\` (no declared currency), ${wrongWithoutHint.length} of the passing examples would be wrong: bare numbers whose currency only the text beside them names${
      wrongWithoutHint.length
        ? `, such as ${wrongWithoutHint
            .slice(0, 5)
            .map((entry) => `\`${JSON.stringify(entry.example.priceRaw)}\` in ${entry.example.currency}`)
            .join(", ")}`
        : ""
    }. On a product page that currency comes from its JSON-LD or meta tags (ADR-0010).`,
    "",
    wrong.length === 0
      ? "No wrong amounts in the suite."
      : ["Wrong amounts:", "", ...wrong.map((entry) => `- ${describe(entry)}`)].join("\n"),
    "",
    saudi.wrong.length === 0
      ? "No wrong amounts in the Saudi corpus (a refusal where it expects a price counts as refused)."
      : ["Wrong amounts in the Saudi corpus:", "", ...saudi.wrong.map((line) => `- ${line}`)].join("\n"),
    "",
    refusedSar.length === 0
      ? ""
      : [
          `Refused strings in SAR or without a currency (${refusedSar.length}):`,
          "",
          ...refusedSar.map((entry) => `- ${describe(entry)}`),
        ].join("\n"),
  ].join("\n");

  console.log(markdown);
  if (!options["dry-run"]) {
    replaceResultsSection("price-parsing", markdown);
    console.log(`\nwritten to ${path.relative(process.cwd(), "bench/results.md")}`);
  }
}

main();
