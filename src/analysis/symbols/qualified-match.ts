// Scoring a qualified query (`Point.norm`, `geometry.Point.norm`, `main#x`)
// against every symbol's qualified_name and id (§5.7: the best score wins)
// without scoring every id string. Qualified names repeat (`Point.x`,
// `main#p`), so each distinct one is scored once. An id is
// `<module>.<qualified_name>`: what the query does on the module part is
// worked out once per file, and the rest symbol by symbol. Character masks
// (match.ts charMask) rule out most files, qualified names and symbols with
// one AND each: a file whose module path and qualified names together lack a
// character of the query has no id the query can match.
import type { SymbolInfo } from "./model.js";
import type { NameRow } from "./symbol-table.js";
import { charMask, covers, DOT_BIT, isSubsequence, lowerCase, score, wordsMatched, wordsOf, type LoweredName, type PreparedQuery } from "./match.js";

/** The symbols of one file as qualified matching needs them. */
export interface QualifiedTable {
  readonly module: string;
  readonly moduleLower: string;
  /** charMask(moduleLower). */
  readonly moduleMask: number;
  readonly symbols: readonly SymbolInfo[];
  /** `symbols` without locals, parameters and generic parameters (most of a file's symbols, and most queries want none). */
  readonly nonLocalSymbols: readonly SymbolInfo[];
  /** The qualified names of `symbols` (locals) or of `nonLocalSymbols`, lowered, in the same order. */
  names(locals: boolean): QualifiedNames;
}

/**
 * A file's qualified names lowered (match.ts lowerCase), their charMasks in
 * one typed array (the scan over every symbol of a file reads them in a row,
 * without following a pointer per symbol), and the charMask of all of them.
 */
export interface QualifiedNames {
  readonly lowered: readonly LoweredName[];
  readonly masks: Int32Array;
  readonly mask: number;
}

/** What QualifiedTable.names answers for `symbols`. */
export function qualifiedNames(symbols: readonly SymbolInfo[]): QualifiedNames {
  let mask = 0;
  const masks = new Int32Array(symbols.length);
  const lowered = symbols.map((symbol, i) => {
    const name = lowerCase(symbol.qualified_name);
    masks[i] = name.mask;
    mask |= name.mask;
    return name;
  });
  return { lowered, masks, mask };
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
  /** Query words the module path's words match (match.ts wordsMatched): the rest must match the qualified name's. */
  readonly wordsMatched: number;
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
  const q = query.lower;
  for (const table of tables) {
    const names = table.names(locals);
    if (!covers(table.moduleMask | DOT_BIT | names.mask, query.mask)) continue;
    // Every way an id matches needs what the module path leaves of the query (consumed as a
    // subsequence of `<module>.`, greedily) among the file's qualified names.
    const consumed = consumedBy(q, table.moduleLower);
    const tailMask = charMask(q, consumed);
    if (!covers(names.mask, tailMask)) continue;
    const symbols = locals ? table.symbols : table.nonLocalSymbols;
    let part: ModulePart | undefined;
    const masks = names.masks;
    for (let i = 0; i < masks.length; i++) {
      // Every way of matching needs the query's characters past the module part in the qualified name.
      if (!covers(masks[i]!, tailMask)) continue;
      const name = names.lowered[i]!;
      const symbol = symbols[i]!;
      if (symbol.kind === "module" || !accept(symbol)) continue; // a module's id is its qualified name
      part ??= modulePart(query, table.module, table.moduleLower, consumed);
      const id = idScore(query, part, symbol.qualified_name, name);
      if (id !== undefined) idScores.set(symbol, id);
    }
  }
  for (const rows of byQualifiedName) {
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      if (!covers(row.mask, query.mask)) continue;
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

/** The id's score, `name` being lowerCase(qualifiedName). */
function idScore(query: PreparedQuery, part: ModulePart, qualifiedName: string, name: LoweredName): number | undefined {
  const lower = name.lower;
  if (part.restLower !== null && lower === part.restLower) return part.exactModuleCase && qualifiedName === part.rest ? 0 : 1;
  if (part.prefixOfAll || (part.restLower !== null && lower.startsWith(part.restLower))) return 2;
  if (part.insideModule || part.boundaryTails.some((t) => lower.startsWith(t))) return 3;
  if (!isSubsequence(query.lower, lower, part.consumed)) return undefined;
  // A word-boundary subsequence of the whole id (`vec.dot` of `linalg.vector.dot`).
  const words = query.words;
  if (words.length >= 2 && (part.wordsMatched === words.length || wordsMatched(words, part.wordsMatched, wordsOf(qualifiedName)) === words.length)) return 3;
  return 4;
}

/** How many characters of `q` are a subsequence of `<moduleLower>.` (greedy). */
function consumedBy(q: string, moduleLower: string): number {
  const m = moduleLower.length;
  let consumed = 0;
  for (let i = 0; i <= m && consumed < q.length; i++) if ((i < m ? moduleLower.charCodeAt(i) : DOT) === q.charCodeAt(consumed)) consumed++;
  return consumed;
}

const DOT = 46;

function modulePart(query: PreparedQuery, module: string, moduleLower: string, consumed: number): ModulePart {
  const q = query.lower;
  const head = `${moduleLower}.`;
  const rest = q.startsWith(head) ? query.text.slice(head.length) : null;
  const boundaryTails: string[] = [];
  for (let dot = q.indexOf("."); dot >= 0; dot = q.indexOf(".", dot + 1)) {
    if (dot === 0 || moduleLower.endsWith(q.slice(0, dot))) boundaryTails.push(q.slice(dot + 1));
  }
  return {
    prefixOfAll: head.startsWith(q),
    insideModule: moduleLower.includes(q),
    rest,
    restLower: rest === null ? null : rest.toLowerCase(),
    exactModuleCase: rest !== null && query.text.startsWith(`${module}.`),
    boundaryTails,
    consumed,
    wordsMatched: query.words.length >= 2 ? wordsMatched(query.words, 0, wordsOf(module)) : 0,
  };
}
