// SAR amounts are decimal strings with two places in the database ("1299.00"); arithmetic and
// comparisons use integer halalas, never binary floats.

/** "1299.5" → 129950. Throws on anything that is not a non-negative decimal amount. */
export function toHalalas(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not a money amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** 129950 → "1299.50". */
export function fromHalalas(halalas: number): string {
  if (!Number.isSafeInteger(halalas) || halalas < 0) throw new Error(`not an amount in halalas: ${halalas}`);
  return `${Math.floor(halalas / 100)}.${String(halalas % 100).padStart(2, "0")}`;
}
