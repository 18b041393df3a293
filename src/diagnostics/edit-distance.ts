// How far apart two names are, for "did you mean" hints (lookup_symbol's,
// a misspelt import's).

/**
 * Edit distance with adjacent transpositions (optimal string alignment:
 * `nmu` is one edit from `num`, as a typist swaps two keys), capped: for
 * "did you mean" hints.
 */
export function editDistance(a: string, b: string, cap = 8): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > cap) return cap + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** The candidate nearest `name` (at most a third of its length away, at least one edit), or undefined. */
export function nearestName(name: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(1, Math.floor(name.length / 3));
  let best: { name: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const distance = editDistance(name, candidate, limit);
    if (distance <= limit && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}
