// Deterministic pseudo-random numbers (mulberry32) for property and fuzz
// tests, so that a failure reproduces from its seed.

/** A generator of numbers in [0, 1) from `seed`. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` items of `list` chosen by a shuffle seeded with `seed`, in their original order. */
export function seededSample<T>(list: readonly T[], count: number, seed: number): T[] {
  const next = random(seed);
  return list
    .map((item, i) => ({ item, i, key: next() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .sort((a, b) => a.i - b.i)
    .map((k) => k.item);
}
