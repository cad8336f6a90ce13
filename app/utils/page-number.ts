// Every paged list reads ?page= the same way.

/** Deeper than any list needs, and small enough that the database's row offset never overflows. */
export const MAX_PAGE = 10_000;

/**
 * A page number from a URL: a whole number from 1 to MAX_PAGE; anything else (missing, "abc",
 * "99999999999999999999") is page 1, so a hand-edited link still shows a list, never an error.
 */
export function parsePageNumber(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}
