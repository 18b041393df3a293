// Scoring a qualified query (`Point.norm`, `geometry.Point.norm`, `main#x`)
// against every symbol's qualified_name and id (§5.7: the best score wins)
// without scoring every id string. Qualified names repeat (`Point.x`,
// `main#p`), so each distinct one is scored once. An id is
// `<module>.<qualified_name>`: what the query does on the module part is
// worked out once per file, and only files whose module path the query can
// reach at all (it contains, starts with, or spans the module path, or the
// query's part before its last `.` is a subsequence of it) are looked at
// symbol by symbol.
import type { SymbolInfo } from "./model.js";
import type { NameRow } from "./symbol-table.js";
import { isSubsequence, lowerCase, score, type PreparedQuery } from "./match.js";

/** The symbols of one file as qualified matching needs them. */
export interface QualifiedTable {
  readonly module: string;
  readonly moduleLower: string;
  readonly symbols: readonly SymbolInfo[];
  /** `symbols` without locals, parameters and generic parameters (most of a file's symbols, and most queries want none). */
  readonly nonLocalSymbols: readonly SymbolInfo[];
}

interface ModulePart {
  /** The id starts with the query (`copy00.geo`): score 2 for every symbol of the file. */
  readonly prefixOfAll: boolean;
  /** The query is inside the module path: score 3 for every symbol. */
  readonly insideModule: boolean;
  /** The query starts with `<module>.`: the rest (as typed) is compared with the qualified name. */
  readonly rest: string | null;
  readonly restLower: string | null;
  readonly exactModuleCase: boolean;
  /** Query tails that must start a qualified name for a substring across the `.` after the module. */
  readonly boundaryTails: readonly string[];
  /** Query characters the module part consumes as a subsequence (greedy). */
  readonly consumed: number;
  /** Worth looking at the file's symbols one by one. */
  readonly relevant: boolean;
}

/**
 * Calls `each(symbol, score)` for every matching symbol. `byQualifiedName`
 * groups all candidate symbols by qualified name (one or more tables of rows); `tables` gives each file's
 * module path and symbols. `locals`: whether `accept` may take a local
 * (else only each file's other symbols are looked at).
 */
export function matchQualified(
  query: PreparedQuery,
  byQualifiedName: readonly (readonly NameRow[])[],
  tables: Iterable<QualifiedTable>,
  locals: boolean,
  accept: (s: SymbolInfo) => boolean,
  each: (symbol: SymbolInfo, score: number) => void,
): void {
  const idScores = new Map<SymbolInfo, number>();
  for (const table of tables) {
    if (!reachable(query.lower, table.moduleLower)) continue;
    const part = modulePart(query, table.module, table.moduleLower);
    if (!part.relevant) continue;
    for (const symbol of locals ? table.symbols : table.nonLocalSymbols) {
      if (symbol.kind === "module" || !accept(symbol)) continue; // a module's id is its qualified name
      const id = idScore(query, part, symbol.qualified_name);
      if (id !== undefined) idScores.set(symbol, id);
    }
  }
  for (const rows of byQualifiedName) {
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      const value = score(query, row.name, row.lower);
      // No match on the qualified name: what the ids matched is reported below, without a look at every symbol of the row.
      if (value === undefined) continue;
      for (const symbol of row.symbols) {
        const id = idScores.get(symbol);
        if (id !== undefined) idScores.delete(symbol);
        each(symbol, id === undefined ? value : Math.min(value, id));
      }
    }
  }
  for (const [symbol, id] of idScores) each(symbol, id);
}

/**
 * `modulePart(…).relevant` without building the part (most files' module
 * paths are out of a query's reach; this runs for every file on every query).
 */
function reachable(q: string, moduleLower: string): boolean {
  const m = moduleLower.length;
  // The query is a prefix of `<module>.`, lies inside the module path, or starts with `<module>.`.
  if (q.length <= m ? moduleLower.startsWith(q) : q.length === m + 1 && q.charCodeAt(m) === DOT && q.startsWith(moduleLower)) return true;
  if (moduleLower.includes(q)) return true;
  if (q.length > m && q.charCodeAt(m) === DOT && q.startsWith(moduleLower)) return true;
  // A `.` of the query right after a part the module path ends with (or at its very start).
  for (let dot = q.indexOf("."); dot >= 0; dot = q.indexOf(".", dot + 1)) {
    if (dot === 0 || endsWithPrefixOf(moduleLower, q, dot)) return true;
  }
  // The part before the query's last `.` is a subsequence of `<module>.`.
  const lastDot = q.lastIndexOf(".");
  if (lastDot <= 0) return false;
  let consumed = 0;
  for (let i = 0; i <= m && consumed < q.length; i++) if ((i < m ? moduleLower.charCodeAt(i) : DOT) === q.charCodeAt(consumed)) consumed++;
  return consumed >= lastDot + 1;
}

const DOT = 46;

/** `text.endsWith(q.slice(0, length))` without the slice. */
function endsWithPrefixOf(text: string, q: string, length: number): boolean {
  if (length > text.length) return false;
  const offset = text.length - length;
  for (let i = 0; i < length; i++) if (text.charCodeAt(offset + i) !== q.charCodeAt(i)) return false;
  return true;
}

function idScore(query: PreparedQuery, part: ModulePart, qualifiedName: string): number | undefined {
  const lower = lowerCase(qualifiedName);
  if (part.restLower !== null && lower === part.restLower) return part.exactModuleCase && qualifiedName === part.rest ? 0 : 1;
  if (part.prefixOfAll || (part.restLower !== null && lower.startsWith(part.restLower))) return 2;
  if (part.insideModule || part.boundaryTails.some((t) => lower.startsWith(t))) return 3;
  if (isSubsequence(query.lower, lower, part.consumed)) return 4;
  return undefined;
}

function modulePart(query: PreparedQuery, module: string, moduleLower: string): ModulePart {
  const q = query.lower;
  const head = `${moduleLower}.`;
  const rest = q.startsWith(head) ? query.text.slice(head.length) : null;
  const boundaryTails: string[] = [];
  for (let dot = q.indexOf("."); dot >= 0; dot = q.indexOf(".", dot + 1)) {
    if (dot === 0 || moduleLower.endsWith(q.slice(0, dot))) boundaryTails.push(q.slice(dot + 1));
  }
  let consumed = 0;
  for (let i = 0; i < head.length && consumed < q.length; i++) if (head[i] === q[consumed]) consumed++;
  const prefixOfAll = head.startsWith(q);
  const insideModule = moduleLower.includes(q);
  const lastDot = q.lastIndexOf(".");
  return {
    prefixOfAll,
    insideModule,
    rest,
    restLower: rest === null ? null : rest.toLowerCase(),
    exactModuleCase: rest !== null && query.text.startsWith(`${module}.`),
    boundaryTails,
    consumed,
    relevant: prefixOfAll || insideModule || rest !== null || boundaryTails.length > 0 || (lastDot > 0 && consumed >= lastDot + 1),
  };
}
