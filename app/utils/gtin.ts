// GTINs as feeds, catalogue files and admins write them (docs/decisions/0021-store-feeds.md): GTIN-8, UPC (12), EAN
// (13) and GTIN-14, with or without spaces and dashes, stored as 14 digits so that one product
// matches whichever form a store uses.

/** The GS1 check digit of the digits before it (mod 10, weights 3 and 1 from the right). */
function checkDigitOf(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

export type GtinResult = { ok: true; gtin: string } | { ok: false; reason: "format" | "checkDigit" };

/** A GTIN in its 14-digit form, or why it is not one. */
export function parseGtin(input: string): GtinResult {
  const digits = input.trim().replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits) || ![8, 12, 13, 14].includes(digits.length))
    return { ok: false, reason: "format" };
  const gtin = digits.padStart(14, "0");
  if (/^0+$/.test(gtin)) return { ok: false, reason: "format" };
  if (checkDigitOf(gtin.slice(0, 13)) !== Number(gtin[13])) return { ok: false, reason: "checkDigit" };
  return { ok: true, gtin };
}

/** The 14-digit form of a valid GTIN, or null. */
export function normalizeGtin(input: string | null | undefined): string | null {
  if (!input) return null;
  const result = parseGtin(input);
  return result.ok ? result.gtin : null;
}
