/**
 * The number of single-letter edits (insert, delete, replace, or swap two neighbours) between two
 * words: the optimal string alignment distance. Works on code points, so Arabic letters count once.
 */
export function typoDistance(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  const rows = Array.from({ length: left.length + 1 }, (_, i) =>
    Array.from({ length: right.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= left.length; i++) {
    for (let j = 1; j <= right.length; j++) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[left.length]![right.length]!;
}

/**
 * Catalogue words that a typed word most likely meant: at most `maxTypos` edits away, closest
 * first, then the most frequent among the given words.
 */
export function closestWords(typed: string, words: readonly string[], maxTypos: number, limit = 3): string[] {
  const frequency = new Map<string, number>();
  for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  return [...frequency.keys()]
    .filter((word) => word !== typed && Math.abs([...word].length - [...typed].length) <= maxTypos)
    .map((word) => ({ word, distance: typoDistance(typed, word) }))
    .filter(({ distance }) => distance <= maxTypos)
    .sort((a, b) => a.distance - b.distance || frequency.get(b.word)! - frequency.get(a.word)!)
    .slice(0, limit)
    .map(({ word }) => word);
}
