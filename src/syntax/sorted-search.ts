// Binary search over a list sorted by a numeric key (offsets, mostly).

/** How many elements of `list` (sorted by `key`, ascending) have a key at or before `at`. */
export function countAtOrBefore<T>(list: readonly T[], at: number, key: (element: T) => number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (key(list[mid]!) <= at) low = mid + 1;
    else high = mid;
  }
  return low;
}
