// Reads the examples of Zyte's price-parser test suite (tests/test_price_parsing.py) without Python:
// each `PRICE_PARSING_EXAMPLES_*` list holds `Example(currency_raw, price_raw, currency, amount_text,
// amount, decimal_separator=…)` calls whose arguments are Python literals (strings with escapes,
// implicit string concatenation, None, numbers, Decimal("…")).

export interface PriceParserExample {
  list: string;
  currencyRaw: string | null;
  priceRaw: string | null;
  currency: string | null;
  amountText: string | null;
  /** The expected amount as decimal text ("1298.00", "0.75"), null when no price is expected. */
  amount: string | null;
  /** Hint the suite gives price-parser; Qaren gets none. */
  decimalSeparator: string | null;
}

type Literal = string | null;

const ESCAPES: Record<string, string> = {
  n: "\n",
  t: "\t",
  r: "\r",
  "\\": "\\",
  "'": "'",
  '"': '"',
  "0": "\0",
};

class PythonReader {
  position = 0;
  constructor(readonly source: string) {}

  skipSpace(): void {
    for (;;) {
      const rest = this.source.slice(this.position);
      const space = /^(?:\s+|#[^\n]*)/.exec(rest);
      if (!space) return;
      this.position += space[0].length;
    }
  }

  peek(): string {
    this.skipSpace();
    return this.source[this.position] ?? "";
  }

  expect(text: string): void {
    this.skipSpace();
    if (!this.source.startsWith(text, this.position)) {
      throw new Error(
        `expected ${text} at ${this.position}: ${this.source.slice(this.position, this.position + 40)}`,
      );
    }
    this.position += text.length;
  }

  /** One string literal (no prefix other than r), escapes resolved. */
  readString(): string {
    const isRaw = this.source[this.position] === "r";
    if (isRaw) this.position++;
    const quote = this.source[this.position];
    this.position++;
    let value = "";
    while (this.source[this.position] !== quote) {
      const character = this.source[this.position];
      if (character === undefined) throw new Error("unterminated string");
      if (character === "\\" && !isRaw) {
        const next = this.source[this.position + 1] ?? "";
        const hex = next === "x" ? 2 : next === "u" ? 4 : next === "U" ? 8 : 0;
        if (hex > 0) {
          value += String.fromCodePoint(
            Number.parseInt(this.source.slice(this.position + 2, this.position + 2 + hex), 16),
          );
          this.position += 2 + hex;
        } else {
          value += ESCAPES[next] ?? `\\${next}`;
          this.position += 2;
        }
        continue;
      }
      value += character;
      this.position++;
    }
    this.position++;
    return value;
  }

  /** A literal: adjacent strings are joined, numbers and Decimal("…") become decimal text. */
  readLiteral(): Literal {
    this.skipSpace();
    if (this.source[this.position] === "(") {
      // A parenthesised literal, usually strings joined over several lines.
      this.position++;
      const inner = this.readLiteral();
      this.expect(")");
      return inner;
    }
    const rest = this.source.slice(this.position);
    if (/^r?["']/.test(rest)) {
      let value = this.readString();
      while (/^r?["']/.test(this.source.slice(this.position).replace(/^(?:\s+|#[^\n]*)+/, ""))) {
        this.skipSpace();
        value += this.readString();
      }
      return value;
    }
    const word =
      /^(?:None|-?\d+(?:\.\d+)?(?:e-?\d+)?|Decimal\(\s*("[^"]*"|'[^']*'|-?\d+(?:\.\d+)?)\s*\))/.exec(rest);
    if (!word) throw new Error(`unexpected literal at ${this.position}: ${rest.slice(0, 40)}`);
    this.position += word[0].length;
    if (word[0] === "None") return null;
    if (word[1] !== undefined) return word[1].replace(/^["']|["']$/g, "");
    return word[0];
  }

  /** Arguments of one Example(...) call, positional and by name. */
  readExample(list: string): PriceParserExample {
    this.expect("Example(");
    const positional: Literal[] = [];
    const named: Record<string, Literal> = {};
    while (this.peek() !== ")") {
      const keyword = /^([a-z_]+)\s*=(?!=)/.exec(this.source.slice(this.position));
      if (keyword?.[1]) {
        this.position += keyword[0].length;
        named[keyword[1]] = this.readLiteral();
      } else {
        positional.push(this.readLiteral());
      }
      if (this.peek() === ",") this.expect(",");
    }
    this.expect(")");
    const argument = (index: number, name: string): Literal =>
      name in named ? (named[name] ?? null) : (positional[index] ?? null);
    return {
      list,
      currencyRaw: argument(0, "currency_raw"),
      priceRaw: argument(1, "price_raw"),
      currency: argument(2, "currency"),
      amountText: argument(3, "amount_text"),
      amount: argument(4, "amount_float"),
      decimalSeparator: argument(5, "decimal_separator"),
    };
  }
}

/** Every Example of every `PRICE_PARSING_EXAMPLES*` list, in file order. */
export function readPriceParserExamples(source: string): PriceParserExample[] {
  const examples: PriceParserExample[] = [];
  for (const match of source.matchAll(/^(PRICE_PARSING_[A-Z0-9_]*EXAMPLES[A-Z0-9_]*)\s*=\s*\[/gm)) {
    const list = match[1] ?? "";
    const reader = new PythonReader(source);
    reader.position = match.index + match[0].length;
    while (reader.peek() !== "]") {
      examples.push(reader.readExample(list));
      if (reader.peek() === ",") reader.expect(",");
    }
  }
  return examples;
}
