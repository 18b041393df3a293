// Key → symbols tables of the workspace index (bare names, qualified names),
// kept per file so that re-linking one file touches only its own entries.
import { charMask } from "./match.js";
import type { SymbolInfo, SymbolKind, SymbolOrigin, SymbolScope } from "./model.js";

/** One key of a symbol table with its symbols (for scans over all keys). */
export interface NameRow {
  readonly name: string;
  /** `name` lower-cased (computed once). */
  readonly lower: string;
  /** charMask(lower) (match.ts): most rows are ruled out by it before any string test. */
  readonly mask: number;
  readonly symbols: readonly SymbolInfo[];
  /** The files holding the name, and beside each (`lists`, same index) its symbols: `symbols` file by file. */
  readonly files: readonly string[];
  readonly lists: readonly (readonly SymbolInfo[])[];
  /** The symbols by kind, scope and origin (what a lookup filters and ranks by), in `symbols` order within each. */
  buckets(): readonly SymbolBucket[];
  /**
   * A value made from `symbols` (`key` names how), kept until the row
   * changes: what a scan over every row would otherwise make again from a
   * name's thousands of symbols at every call (hint.ts).
   */
  derived<T>(key: string, make: (symbols: readonly SymbolInfo[]) => T): T;
}

/** The symbols of a row that share a kind, a scope and an origin. */
export interface SymbolBucket {
  readonly kind: SymbolKind;
  readonly scope: SymbolScope;
  readonly origin: SymbolOrigin;
  readonly symbols: readonly SymbolInfo[];
}

class TableRow implements NameRow {
  /** Files holding the key, in the order they were linked, with their symbols. */
  readonly files: string[] = [];
  readonly lists: SymbolInfo[][] = [];
  private flat: SymbolInfo[] | undefined;
  private grouped: SymbolBucket[] | undefined;
  private made: Map<string, unknown> | undefined;
  readonly mask: number;

  constructor(
    readonly name: string,
    readonly lower: string,
  ) {
    this.mask = charMask(lower);
  }

  /** Files in the order they were linked, each file's symbols in its order. */
  get symbols(): SymbolInfo[] {
    if (this.flat) return this.flat;
    let flat: SymbolInfo[];
    if (this.lists.length === 1) flat = this.lists[0]!;
    else {
      flat = [];
      for (const list of this.lists) for (const symbol of list) flat.push(symbol);
    }
    this.flat = flat;
    return flat;
  }

  /**
   * Made when first read after a change, like the flat list: a lookup then
   * filters and ranks a name's thousands of symbols (a local name in every
   * copy of a function) by bucket, not one by one.
   */
  buckets(): readonly SymbolBucket[] {
    if (this.grouped) return this.grouped;
    // A row has a handful of buckets and runs of symbols that share one: no key per symbol.
    const grouped: { kind: SymbolKind; scope: SymbolScope; origin: SymbolOrigin; symbols: SymbolInfo[] }[] = [];
    let last: (typeof grouped)[number] | undefined;
    for (const symbol of this.symbols) {
      const { kind, scope, origin } = symbol;
      if (last === undefined || last.kind !== kind || last.scope !== scope || last.origin !== origin) {
        last = grouped.find((b) => b.kind === kind && b.scope === scope && b.origin === origin);
        if (last === undefined) {
          last = { kind, scope, origin, symbols: [] };
          grouped.push(last);
        }
      }
      last.symbols.push(symbol);
    }
    this.grouped = grouped;
    return grouped;
  }

  derived<T>(key: string, make: (symbols: readonly SymbolInfo[]) => T): T {
    this.made ??= new Map();
    if (!this.made.has(key)) this.made.set(key, make(this.symbols));
    return this.made.get(key) as T;
  }

  add(file: string, symbol: SymbolInfo): void {
    // A file's symbols are added in one go: its list, if any, is the last one.
    const last = this.files.length - 1;
    if (last >= 0 && this.files[last] === file) this.lists[last]!.push(symbol);
    else {
      this.files.push(file);
      this.lists.push([symbol]);
    }
    this.flat = undefined;
    this.grouped = undefined;
    this.made = undefined;
  }

  /** Drops the symbols of `file`; false when it had none. */
  remove(file: string): boolean {
    const at = this.files.lastIndexOf(file);
    if (at < 0) return false;
    this.files.splice(at, 1);
    this.lists.splice(at, 1);
    this.flat = undefined;
    this.grouped = undefined;
    this.made = undefined;
    return true;
  }
}

/**
 * Key → symbols, kept per file so that re-linking one file touches only its
 * own entries (a common local name has thousands of symbols across the
 * workspace). The flat list per key is made when first read after a change,
 * and the array of all rows when the set of keys changed: lookups scan every
 * key without allocating.
 */
export class SymbolTable {
  private readonly entries = new Map<string, TableRow>();
  private list: TableRow[] | undefined;

  add(key: string, file: string, symbol: SymbolInfo): void {
    let row = this.entries.get(key);
    if (!row) {
      row = new TableRow(key, key.toLowerCase());
      this.entries.set(key, row);
      this.list = undefined;
    }
    row.add(file, symbol);
  }

  /** Drops every symbol of `file` under `key`. */
  remove(key: string, file: string): void {
    const row = this.entries.get(key);
    if (!row || !row.remove(file)) return;
    if (row.files.length === 0) {
      this.entries.delete(key);
      this.list = undefined;
    }
  }

  get(key: string): SymbolInfo[] | undefined {
    return this.entries.get(key)?.symbols;
  }

  rows(): readonly NameRow[] {
    return (this.list ??= [...this.entries.values()]);
  }

  *entriesIterator(): IterableIterator<[string, SymbolInfo[]]> {
    for (const [key, row] of this.entries) yield [key, row.symbols];
  }
}
