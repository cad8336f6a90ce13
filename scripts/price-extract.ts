// Operator tool: runs the store-page price extractor on a saved page or a live URL and prints the
// reading as one line of JSON. A live URL is read by the same engine as the refresh job (issue 16):
// HTTP, then the built-in browser when the page is an application shell, with the store rules
// given as options; FETCH_ALLOW_PRIVATE_HOSTS=true lets it read pages served on this machine.
//
//   npm run price:extract -- page.html --url https://store.sa/product/123
//   npm run price:extract -- https://store.sa/product/123 [--mode browser] [--price-rule "#pdp .price"]
//                            [--stock-rule SELECTOR] [--wait-for SELECTOR]

import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createPriceEngine, describePriceError } from "~/features/page-fetching/fetch-store-price.server";
import { readStorePage } from "~/features/page-fetching/read-store-page.server";
import { extractPrice } from "~/features/price-extraction/extract-price";
import {
  isJsonPathRule,
  isStoreFetchMode,
  NO_STORE_RULES,
  parseJsonPath,
  type StoreFetchRules,
} from "~/features/price-extraction/store-rule-grammar";

const USAGE =
  "Usage: npm run price:extract -- FILE_OR_URL [--url PAGE_URL] [--mode auto|http|browser] [--price-rule RULE] [--stock-rule RULE] [--wait-for SELECTOR]";

/** A failure with a message meant for the operator (no stack trace). */
class UsageError extends Error {}

interface CliArguments {
  target: string;
  pageUrl: string | null;
  rules: StoreFetchRules;
  help: boolean;
}

const OPTIONS = ["--url", "--mode", "--price-rule", "--stock-rule", "--wait-for"] as const;

function parseArguments(argv: string[]): CliArguments {
  let target: string | null = null;
  let pageUrl: string | null = null;
  const rules: StoreFetchRules = { ...NO_STORE_RULES };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? "";
    if (argument === "--help" || argument === "-h") return { target: "", pageUrl: null, rules, help: true };
    const option = OPTIONS.find((name) => argument === name || argument.startsWith(`${name}=`));
    if (option) {
      const value = argument === option ? argv[++index] : argument.slice(option.length + 1);
      if (!value) throw new UsageError(`${option} needs a value.\n${USAGE}`);
      if (option === "--url") pageUrl = requireHttpUrl(value, "--url");
      else if (option === "--mode") {
        if (!isStoreFetchMode(value) || value === "service")
          throw new UsageError(`--mode must be auto, http or browser, got "${value}".`);
        rules.fetchMode = value;
      } else if (option === "--price-rule" || option === "--stock-rule") {
        if (isJsonPathRule(value) && !parseJsonPath(value))
          throw new UsageError(`${option} "${value}" is not a JSON path such as $.product.price.`);
        rules[option === "--price-rule" ? "priceRule" : "stockRule"] = value;
      } else rules.waitForSelector = value;
    } else if (argument.startsWith("--")) {
      throw new UsageError(`Unknown option ${argument}.\n${USAGE}`);
    } else if (target === null) {
      target = argument;
    } else {
      throw new UsageError(`Only one FILE_OR_URL is accepted (got "${target}" and "${argument}").\n${USAGE}`);
    }
  }
  if (!target) throw new UsageError(`Missing FILE_OR_URL.\n${USAGE}`);
  return { target, pageUrl, rules, help: false };
}

function requireHttpUrl(value: string, label: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:" || url.protocol === "file:") return url.href;
  } catch {
    // Reported below.
  }
  throw new UsageError(`${label} must be an absolute URL, got "${value}".`);
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}

async function readPageFile(file: string): Promise<string> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${describeError(error)}`);
  }
}

/** Reads a live page with the refresh job's engine and prints its reading, or fails with the reason. */
async function readLivePage(url: string, rules: StoreFetchRules): Promise<void> {
  const engine = createPriceEngine({
    allowPrivateHosts: /^(1|true|yes|on)$/i.test(process.env.FETCH_ALLOW_PRIVATE_HOSTS ?? ""),
    hostDelayMs: 0,
    browser: { executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium" },
  });
  try {
    const report = await readStorePage(engine, url, rules);
    if (!report.outcome.ok) {
      throw new UsageError(`${describePriceError(report.outcome.error)} [${report.outcome.error.code}]`);
    }
    console.log(
      JSON.stringify({
        ...report.extraction,
        strategy: report.strategy,
        timings_ms: report.timings,
      }),
    );
  } finally {
    await engine.close();
  }
}

async function main(): Promise<void> {
  const { target, pageUrl, rules, help } = parseArguments(process.argv.slice(2));
  if (help) {
    console.log(USAGE);
    return;
  }
  if (isHttpUrl(target)) {
    await readLivePage(requireHttpUrl(target, "FILE_OR_URL"), rules);
    return;
  }
  const html = await readPageFile(target);
  console.log(JSON.stringify(extractPrice(html, pageUrl ?? pathToFileURL(path.resolve(target)).href, rules)));
}

main().catch((error: unknown) => {
  console.error(`price:extract: ${error instanceof UsageError ? error.message : describeError(error)}`);
  process.exitCode = 1;
});
