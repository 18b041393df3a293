// Scoring a qualified query (`Point.norm`, `geometry.Point.norm`, `main#x`)
// against every symbol's qualified_name and id (§5.7: the best score wins)
// without scoring every id string. Qualified names repeat (`Point.x`,
// `main#p`), so each distinct one is scored once. An id is
// `<module>.<qualified_name>`: what the query does on the module part is
// worked out once per file, and the rest once per distinct qualified name
// (most files) or symbol by symbol (the few whose module path the query
// starts, holds or ends in). Character masks (match.ts charMask) rule out
// most files, qualified names and symbols with one AND each: a file whose
// module path and qualified names together lack a character of the query has
// no id the query can match.
import type { SymbolInfo } from "./model.js";
import type { NameRow } from "./symbol-table.js";
import type { QualifiedFiles } from "./qualified-files.js";
import { charMask, covers, DOT_BIT, isSubsequence, lowerCase, score, wordsMatched, wordsOf, type LoweredName, type PreparedQuery } from "./match.js";

/** The symbols of one file as qualified matching needs them. */
export interface QualifiedTable {
  /** The file's path (as rows list it: NameRow.files). */
  readonly file: string;
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
 * groups all candidate symbols by qualified name (one or more tables of rows); `files` gives each file's
 * module path and symbols. `locals`: whether `accept` may take a local
 * (else only each file's other symbols are looked at).
 *
 * Most files' module paths take part in a match only through the query
 * characters they consume as a subsequence (`vec` of `Vec2.y` in
 * `geometry.linalg.vector`): a symbol there matches by id when the rest of the
 * query is a subsequence of its qualified name. Those files are "plain": their
 * symbols are reached through the rows of the qualified names that rest can
 * match, each distinct name tested once however many files declare it. The
 * few files whose module path does more (the query starts or sits inside it,
 * ends a word of it, or the whole query is consumed by it) are scored symbol
 * by symbol. The pass over every file reads only QualifiedFiles' columns.
 */
export function matchQualified(
  query: PreparedQuery,
  byQualifiedName: readonly (readonly NameRow[])[],
  files: QualifiedFiles,
  locals: boolean,
  accept: (s: SymbolInfo) => boolean,
  each: (symbol: SymbolInfo, score: number) => void,
): void {
  const parts = new QueryParts(query);
  const specialScores = new Map<SymbolInfo, number>();
  // Each file's consumed count, UNMATCHED or SPECIAL.
  const consumedByFile = new Int32Array(files.size);
  const namesMasks = files.namesMasks(locals);
  let mostConsumed = -1;
  for (let i = 0; i < consumedByFile.length; i++) {
    const consumed = parts.consumedIfPlain(files, i, namesMasks[i]!);
    consumedByFile[i] = consumed;
    if (consumed === SPECIAL) scoreEachSymbol(parts, files, i, locals, accept, specialScores);
    else if (consumed > mostConsumed) mostConsumed = consumed;
  }
  // The part of the query a plain file leaves can be no shorter than this.
  const plainTailMask = mostConsumed < 0 ? -1 : parts.tailMasks[mostConsumed]!;
  for (const rows of byQualifiedName) {
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      const value = covers(row.mask, query.mask) ? score(query, row.name, row.lower) : undefined;
      // From which query character on the rest is a subsequence of this name: plain files that consume at least that many match.
      const need = mostConsumed >= 0 && covers(row.mask, plainTailMask) ? suffixStart(query.lower, row.lower) : Infinity;
      if (value === undefined && need > mostConsumed) continue; // what special files matched is reported below
      for (let f = 0; f < row.files.length; f++) {
        let ordinal: number | undefined;
        if (need <= mostConsumed) {
          ordinal = files.ordinalOf(row.files[f]!);
          if (ordinal !== undefined && !(consumedByFile[ordinal]! >= need)) ordinal = undefined; // UNMATCHED and SPECIAL are negative
        }
        for (const symbol of row.lists[f]!) {
          let best = value;
          if (ordinal !== undefined && symbol.kind !== "module" && accept(symbol)) {
            const plainScore = parts.plainScore(row.name, files, ordinal);
            if (best === undefined || plainScore < best) best = plainScore;
          }
          const special = specialScores.get(symbol);
          if (special !== undefined) {
            specialScores.delete(symbol);
            if (best === undefined || special < best) best = special;
          }
          if (best !== undefined) each(symbol, best);
        }
      }
    }
  }
  for (const [symbol, id] of specialScores) each(symbol, id);
}

/** consumedIfPlain: no symbol of the file can match. */
const UNMATCHED = -2;
/** consumedIfPlain: the module path does more than consume characters (scoreEachSymbol). */
const SPECIAL = -1;

/** What matching reads of the query for every file, worked out once. */
class QueryParts {
  readonly q: string;
  /** tailMasks[c]: charMask of the query from character c on. */
  readonly tailMasks: Int32Array;
  /** The query up to each `.` (not the first character), with its mask: a module path ending in one is special. */
  private readonly heads: readonly { readonly text: string; readonly mask: number }[];
  private readonly startsWithDot: boolean;
  /** wordsMatched of the query's words in plain files' module paths, by file. */
  private readonly moduleWordsMatched = new Map<number, number>();
  /**
   * plainScore by qualified name and by how many of the query's words the
   * module path matched (0: not worked out yet): a name is shared by its
   * symbols in every copy of a file (`Mat2.trace` in 345 files at 10,005), and
   * splitting it into words for each cost 8 ms a query.
   */
  private readonly nameScores = new Map<string, Uint8Array>();

  constructor(readonly query: PreparedQuery) {
    const q = (this.q = query.lower);
    this.tailMasks = new Int32Array(q.length + 1);
    for (let c = q.length - 1; c >= 0; c--) this.tailMasks[c] = this.tailMasks[c + 1]! | charMask(q, c, c + 1);
    const heads: { text: string; mask: number }[] = [];
    for (let dot = q.indexOf("."); dot >= 0; dot = q.indexOf(".", dot + 1)) if (dot > 0) heads.push({ text: q.slice(0, dot), mask: charMask(q, 0, dot) });
    this.heads = heads;
    this.startsWithDot = q.startsWith(".");
  }

  /**
   * UNMATCHED when no id of file i can match (its module path and qualified
   * names together lack a character of the query), SPECIAL when its module
   * path does more than consume query characters, else how many it consumes
   * (fewer than the whole query). Mask tests first: the string tests run only
   * where the module path holds the characters they look for.
   */
  consumedIfPlain(files: QualifiedFiles, i: number, namesMask: number): number {
    const query = this.query;
    const moduleMask = files.moduleMasks[i]!;
    if (!covers(moduleMask | DOT_BIT | namesMask, query.mask)) return UNMATCHED;
    // Every way an id matches needs what the module path leaves of the query (consumed as a
    // subsequence of `<module>.`, greedily) among the file's qualified names.
    const q = this.q;
    const consumed = files.consumedBy(i, q);
    if (!covers(namesMask, this.tailMasks[consumed]!)) return UNMATCHED;
    // A module path holding the query, or starting with it, consumes all of it.
    if (consumed === q.length || this.startsWithDot) return SPECIAL;
    if (files.moduleLength(i) <= q.length && covers(query.mask, moduleMask) && files.startsQuery(i, q)) return SPECIAL;
    for (const head of this.heads) if (covers(moduleMask, head.mask) && files.endsWith(i, head.text)) return SPECIAL;
    return consumed;
  }

  /**
   * The id score of a symbol named `qualifiedName` in plain file i that
   * matches: a word-boundary subsequence (3) when the query's words match the
   * module path's words and then the qualified name's (match.ts wordsMatched),
   * else fuzzy (4). The module path's part is worked out for the files reached
   * only, once each.
   */
  plainScore(qualifiedName: string, files: QualifiedFiles, i: number): number {
    const words = this.query.words;
    if (words.length < 2) return 4;
    let matched = this.moduleWordsMatched.get(i);
    if (matched === undefined) {
      matched = wordsMatched(words, 0, files.moduleWords(i));
      this.moduleWordsMatched.set(i, matched);
    }
    if (matched === words.length) return 3;
    let byMatched = this.nameScores.get(qualifiedName);
    if (byMatched === undefined) {
      byMatched = new Uint8Array(words.length);
      this.nameScores.set(qualifiedName, byMatched);
    }
    return (byMatched[matched] ||= wordsMatched(words, matched, wordsOf(qualifiedName)) === words.length ? 3 : 4);
  }
}

/** The smallest `from` with q[from..] a subsequence of `name` (greedy from the end, which finds the longest such tail). */
function suffixStart(q: string, name: string): number {
  let i = q.length - 1;
  for (let j = name.length - 1; j >= 0 && i >= 0; j--) if (name.charCodeAt(j) === q.charCodeAt(i)) i--;
  return i + 1;
}

/** idScore of each of file `file`'s symbols that has one (a module's: its score), into `scores`. */
function scoreEachSymbol(parts: QueryParts, files: QualifiedFiles, file: number, locals: boolean, accept: (s: SymbolInfo) => boolean, scores: Map<SymbolInfo, number>): void {
  const query = parts.query;
  const table = files.tables[file]!;
  const names = table.names(locals);
  const symbols = locals ? table.symbols : table.nonLocalSymbols;
  const consumed = files.consumedBy(file, parts.q);
  const tailMask = parts.tailMasks[consumed]!;
  let part: ModulePart | undefined;
  const masks = names.masks;
  for (let i = 0; i < masks.length; i++) {
    // Every way of matching needs the query's characters past the module part in the qualified name.
    if (!covers(masks[i]!, tailMask)) continue;
    const name = names.lowered[i]!;
    const symbol = symbols[i]!;
    if (!accept(symbol)) continue;
    if (symbol.kind === "module") {
      // Its id is its qualified name, the module path, and no table of rows holds it (workspace-index.ts byQualifiedName).
      const value = score(query, symbol.qualified_name, name.lower);
      if (value !== undefined) scores.set(symbol, value);
      continue;
    }
    part ??= modulePart(query, table.module, table.moduleLower, consumed);
    const id = idScore(query, part, symbol.qualified_name, name);
    if (id !== undefined) scores.set(symbol, id);
  }
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
