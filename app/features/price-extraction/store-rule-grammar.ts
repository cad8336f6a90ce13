// The grammar of per-store fetch rules (issue 16), without the page reader: the store form checks
// rules in the browser with it.

export const STORE_FETCH_MODES = ["auto", "http", "browser", "service"] as const;
export type StoreFetchMode = (typeof STORE_FETCH_MODES)[number];

export type StoreFetchRules = {
  fetchMode: StoreFetchMode;
  priceRule: string | null;
  stockRule: string | null;
  waitForSelector: string | null;
};

export const NO_STORE_RULES: StoreFetchRules = {
  fetchMode: "auto",
  priceRule: null,
  stockRule: null,
  waitForSelector: null,
};

export function isStoreFetchMode(value: unknown): value is StoreFetchMode {
  return typeof value === "string" && (STORE_FETCH_MODES as readonly string[]).includes(value);
}

export function isJsonPathRule(rule: string): boolean {
  return rule.trim().startsWith("$");
}

const PATH_STEP = /^(?:\.([A-Za-z_$][\w$-]*)|\[(\d+)\]|\[(["'])((?:(?!\3).)+)\3\])/;

/** "$.product.offers[0]['price']" as its keys and indices; null when it is not such a path. */
export function parseJsonPath(rule: string): Array<string | number> | null {
  let rest = rule.trim();
  if (!rest.startsWith("$")) return null;
  rest = rest.slice(1);
  const steps: Array<string | number> = [];
  while (rest) {
    const match = PATH_STEP.exec(rest);
    if (!match) return null;
    steps.push(match[1] ?? (match[2] !== undefined ? Number(match[2]) : (match[4] ?? "")));
    rest = rest.slice(match[0].length);
  }
  return steps.length > 0 ? steps : null;
}

/** Text of a rule field: at most 300 characters on one line. */
export const RULE_MAX_LENGTH = 300;
