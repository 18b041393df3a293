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
  const width = b.length + 1;
  const rows = rowsFor(3 * width);
  rows.fill(over, 0, 3 * width);
  // Offsets of the three rows in `rows`, rotated each line.
  let before = 0;
  let prev = width;
  let row = 2 * width;
  for (let j = 0; j <= Math.min(b.length, cap); j++) rows[prev + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[row] = i <= cap ? i : over;
    if (i - cap - 1 >= 1) rows[row + i - cap - 1] = over;
    let best = rows[row]!;
    for (let j = Math.max(1, i - cap); j <= Math.min(b.length, i + cap); j++) {
      let value = Math.min(rows[prev + j]! + 1, rows[row + j - 1]! + 1, rows[prev + j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[before + j - 2]! + 1);
      rows[row + j] = Math.min(value, over);
      best = Math.min(best, rows[row + j]!);
    }
    if (best > cap) return over;
    const oldest = before;
    before = prev;
    prev = row;
    row = oldest;
  }
  return rows[prev + b.length]!;
}

/**
 * The three rows editDistance works in, one after another, reused by every
 * call (a fuzzy lookup compares the query with hundreds of names: three new
 * arrays each made a tenth of what such a lookup allocated). A longer name's
 * rows are made for its call only.
 */
let keptRows = new Int32Array(3 * 64);
const MOST_KEPT_CELLS = 3 * 1024;

function rowsFor(cells: number): Int32Array {
  if (cells > MOST_KEPT_CELLS) return new Int32Array(cells);
  if (keptRows.length < cells) keptRows = new Int32Array(MOST_KEPT_CELLS);
  return keptRows;
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
