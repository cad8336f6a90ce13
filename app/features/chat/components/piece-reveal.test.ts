import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { PIECE_PAUSE_MS, revealPieces } from "./piece-reveal";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it("shows an answer that arrived at once piece by piece, a pause apart", async () => {
  const seen: string[] = [];
  const reveal = revealPieces((text) => seen.push(text), new AbortController().signal);
  for (const piece of ["The kettle ", "costs SAR ", "99.50."]) reveal.push(piece);
  expect(seen).toEqual(["The kettle "]);

  await vi.advanceTimersByTimeAsync(PIECE_PAUSE_MS);
  expect(seen).toEqual(["The kettle ", "The kettle costs SAR "]);

  const finished = reveal.finished();
  await vi.advanceTimersByTimeAsync(PIECE_PAUSE_MS);
  await finished;
  expect(seen.at(-1)).toBe("The kettle costs SAR 99.50.");
  expect(seen).toHaveLength(3);
});

it("keeps the pace for pieces that arrive later", async () => {
  const seen: string[] = [];
  const reveal = revealPieces((text) => seen.push(text), new AbortController().signal);
  reveal.push("one ");
  await reveal.finished();
  reveal.push("two");
  expect(seen).toEqual(["one "]);
  await vi.advanceTimersByTimeAsync(PIECE_PAUSE_MS);
  expect(seen).toEqual(["one ", "one two"]);
});

it("stops showing when the reply is abandoned", async () => {
  const seen: string[] = [];
  const abandoned = new AbortController();
  const reveal = revealPieces((text) => seen.push(text), abandoned.signal);
  for (const piece of ["a ", "b ", "c"]) reveal.push(piece);
  abandoned.abort();
  await reveal.finished();
  await vi.advanceTimersByTimeAsync(10 * PIECE_PAUSE_MS);
  expect(seen).toEqual(["a "]);
});

it("finishes at once when nothing was pushed", async () => {
  const reveal = revealPieces(() => {}, new AbortController().signal);
  await expect(reveal.finished()).resolves.toBeUndefined();
});
