// Collects lookup matches and returns the best `limit` in the §5.7 order
// (score, scope, origin, name, id) without sorting every match: matches
// arrive grouped by name, and from the index's tables in buckets of one
// kind, scope and origin (taken whole, never one symbol at a time), so groups
// are ordered first (by name only those that can reach the limit) and only
// the groups that reach the limit are sorted by id. A one-letter query on a
// large workspace matches millions of symbols; the answer shows 256.
import type { SymbolInfo, SymbolKind } from "./model.js";
import type { SymbolBucket } from "./symbol-table.js";

const SCOPE_ORDER = { "top-level": 0, member: 1, local: 2 } as const;
const ORIGIN_ORDER = { workspace: 0, std: 1, builtin: 2 } as const;

/**
 * Symbols by file, then place: not in the order their files were linked,
 * which varies with the index's history (declarations sharing an id, a
 * method overloaded in two files, came first by link order until 100a D2).
 */
export function byFileAndPlace(a: SymbolInfo, b: SymbolInfo): number {
  return compareText(a.file ?? "", b.file ?? "") || (a.span?.[0] ?? 0) - (b.span?.[0] ?? 0) || (a.span?.[1] ?? 0) - (b.span?.[1] ?? 0);
}

interface Group {
  readonly score: number;
  readonly rank: number;
  readonly name: string;
  /** Symbols added one by one. */
  readonly symbols: SymbolInfo[];
  /** Whole buckets added at once (not copied: read only when the group is reached). */
  readonly buckets: (readonly SymbolInfo[])[];
}

/** Groups of one name, by `score * RANKS + rank`. */
const RANKS = 9;

export class Ranking {
  /** Name → its groups (one per score and rank): no key string per match. */
  private readonly groups = new Map<string, (Group | undefined)[]>();
  private readonly all: Group[] = [];
  private total = 0;

  private group(name: string, score: number, rank: number): Group {
    let byName = this.groups.get(name);
    if (!byName) {
      byName = [];
      this.groups.set(name, byName);
    }
    const slot = score * RANKS + rank;
    let group = byName[slot];
    if (!group) {
      group = { score, rank, name, symbols: [], buckets: [] };
      byName[slot] = group;
      this.all.push(group);
    }
    return group;
  }

  add(symbol: SymbolInfo, score: number): void {
    const rank = SCOPE_ORDER[symbol.scope] * 3 + ORIGIN_ORDER[symbol.origin];
    this.group(symbol.name, score, rank).symbols.push(symbol);
    this.total++;
  }

  /** Like `add` for each symbol of `buckets` (all named `name`) with one score, bucket by bucket; `acceptKind` filters. */
  addBuckets(name: string, buckets: readonly SymbolBucket[], score: number, acceptKind: (kind: SymbolKind) => boolean): void {
    for (const bucket of buckets) {
      // (An empty bucket makes no group: top() counts on each group holding a match.)
      if (!acceptKind(bucket.kind) || bucket.symbols.length === 0) continue;
      const rank = SCOPE_ORDER[bucket.scope] * 3 + ORIGIN_ORDER[bucket.origin];
      this.group(name, score, rank).buckets.push(bucket.symbols);
      this.total += bucket.symbols.length;
    }
  }

  get size(): number {
    return this.total;
  }

  /**
   * The first `limit` matches in order, each with its score. Groups are taken
   * by score and rank (a small integer key each), and of a key only the
   * groups that can reach the limit (each holds a match at least) are ordered
   * by name: a one-letter query's thousands of names are not all sorted.
   */
  top(limit: number): { symbol: SymbolInfo; score: number }[] {
    const byKey = new Map<number, Group[]>();
    for (const group of this.all) {
      const key = group.score * RANKS + group.rank;
      const groups = byKey.get(key);
      if (groups) groups.push(group);
      else byKey.set(key, [group]);
    }
    const out: { symbol: SymbolInfo; score: number }[] = [];
    for (const key of [...byKey.keys()].sort((a, b) => a - b)) {
      if (out.length >= limit) break;
      for (const group of firstInOrder(byKey.get(key)!, limit - out.length, compareNames)) {
        if (out.length >= limit) break;
        const symbols = firstById(group.buckets.length === 0 ? group.symbols : group.symbols.concat(...group.buckets), limit - out.length);
        for (const symbol of symbols) {
          if (out.length >= limit) break;
          out.push({ symbol, score: group.score });
        }
      }
    }
    return out;
  }
}

function compareNames(a: Group, b: Group): number {
  return compareText(a.name, b.name);
}

/**
 * The first `count` of `symbols` in id order (equal ids: in their order in
 * `symbols`, as a stable sort gives them). A group reached by the limit can
 * hold tens of thousands of symbols (a local name in every copy of a
 * function) of which the answer shows a few hundred. `symbols` is only read
 * (a bucket belongs to the index's tables).
 */
function firstById(symbols: readonly SymbolInfo[], count: number): SymbolInfo[] {
  // Each id read once: a restored symbol makes its id when first asked (snapshot.ts).
  const ids = symbols.map((s) => s.id);
  const order = (i: number, j: number) => compareText(ids[i]!, ids[j]!) || byFileAndPlace(symbols[i]!, symbols[j]!) || i - j;
  return firstInOrder(symbols.map((_, i) => i), count, order).map((i) => symbols[i]!);
}

/**
 * The first `count` of `items` in `order` (which must tell any two apart), in
 * that order: when they are many more, they are selected first (quickselect,
 * linear on average whatever their order) and only those sorted. `items` may
 * be reordered.
 */
function firstInOrder<T>(items: T[], count: number, order: (a: T, b: T) => number): T[] {
  if (items.length > count * 2 && count > 0) {
    // Move the `count` smallest to the front, in any order. The pivot is drawn
    // at random: a group is often a few runs already in id order (one per
    // table), on which the middle element made the selection quadratic (120 ms
    // for 2,760 symbols). Which `count` are selected does not depend on it.
    let seed = 0x2545f491;
    let lo = 0;
    let hi = items.length - 1;
    while (lo < hi) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const pivot = items[lo + (seed % (hi - lo + 1))]!;
      let i = lo;
      let j = hi;
      while (i <= j) {
        while (order(items[i]!, pivot) < 0) i++;
        while (order(items[j]!, pivot) > 0) j--;
        if (i <= j) {
          [items[i], items[j]] = [items[j]!, items[i]!];
          i++;
          j--;
        }
      }
      if (count - 1 <= j) hi = j;
      else if (count - 1 >= i) lo = i;
      else break;
    }
    items.length = count;
  }
  return items.sort(order).slice(0, count);
}

/** Plain code-point order (§5.7: never locale-dependent). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
