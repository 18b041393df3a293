// Collects lookup matches and returns the best `limit` in the §5.7 order
// (score, scope, origin, name, id) without sorting every match: matches
// arrive grouped by name, so groups are ordered first and only the groups
// that reach the limit are sorted by id. A one-letter query on a large
// workspace matches tens of thousands of symbols; the answer shows 256.
import type { SymbolInfo } from "./model.js";

const SCOPE_ORDER = { "top-level": 0, member: 1, local: 2 } as const;
const ORIGIN_ORDER = { workspace: 0, std: 1, builtin: 2 } as const;

interface Group {
  readonly score: number;
  readonly rank: number;
  readonly name: string;
  readonly symbols: SymbolInfo[];
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
      group = { score, rank, name, symbols: [] };
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

  /** Like `add` for each of `symbols` (all named `name`) with one score; `accept` filters. */
  addNamed(name: string, symbols: readonly SymbolInfo[], score: number, accept: (s: SymbolInfo) => boolean): void {
    for (const symbol of symbols) {
      if (!accept(symbol)) continue;
      const rank = SCOPE_ORDER[symbol.scope] * 3 + ORIGIN_ORDER[symbol.origin];
      this.group(name, score, rank).symbols.push(symbol);
      this.total++;
    }
  }

  get size(): number {
    return this.total;
  }

  /** The first `limit` matches in order, each with its score. */
  top(limit: number): { symbol: SymbolInfo; score: number }[] {
    const ordered = [...this.all].sort(
      (a, b) => a.score - b.score || a.rank - b.rank || compareText(a.name, b.name),
    );
    const out: { symbol: SymbolInfo; score: number }[] = [];
    for (const group of ordered) {
      if (out.length >= limit) break;
      const symbols = group.symbols.length > 1 ? [...group.symbols].sort((a, b) => compareText(a.id, b.id)) : group.symbols;
      for (const symbol of symbols) {
        if (out.length >= limit) break;
        out.push({ symbol, score: group.score });
      }
    }
    return out;
  }
}

/** Plain code-point order (§5.7: never locale-dependent). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
