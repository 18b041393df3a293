// How far apart two names are, for "did you mean" hints (lookup_symbol's,
// a misspelt import's).

/**
 * Edit distance with adjacent transpositions (optimal string alignment:
 * `nmu` is one edit from `num`, as a typist swaps two keys), capped: for
 * "did you mean" hints.
 */
export function editDistance(a: string, b: string, cap = 8): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  // Only the cells within `cap` of the diagonal can stay within `cap` (the others count as over it): a
  // row costs 2·cap + 1 cells, not b's length (101c N4: two 40,000-character names took minutes). Three
  // rows are reused in turn: a cell outside a row's band is never written, so it stays over.
  const over = cap + 1;
  const fresh = () => new Array<number>(b.length + 1).fill(over);
  let before = fresh();
  let prev = fresh();
  let row = fresh();
  for (let j = 0; j <= Math.min(b.length, cap); j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i <= cap ? i : over;
    if (i - cap - 1 >= 1) row[i - cap - 1] = over;
    let best = row[0]!;
    for (let j = Math.max(1, i - cap); j <= Math.min(b.length, i + cap); j++) {
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row[j] = Math.min(value, over);
      best = Math.min(best, row[j]!);
    }
    if (best > cap) return over;
    [before, prev, row] = [prev, row, before];
  }
  return prev[b.length]!;
}

/** Farthest a "did you mean" candidate may be, however long the name (a longer way is no misspelling). */
const MAX_SUGGESTION_EDITS = 8;

/** The candidate nearest `name` (at most a third of its length away, at most MAX_SUGGESTION_EDITS, at least one edit), or undefined. */
export function nearestName(name: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.min(MAX_SUGGESTION_EDITS, Math.max(1, Math.floor(name.length / 3)));
  let best: { name: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const distance = editDistance(name, candidate, limit);
    if (distance <= limit && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}
