// find_references as a pure function over the index (modules-and-workspace.md
// §5.7): resolve the query exactly (workspace symbols, then modules, then std
// exports), then collect every occurrence of every matching symbol. Several
// matching symbols are all answered, each location labelled with its symbol.
// For an interface member, the members implementing it are listed too (kind
// `implementation`); for a member, the uses of its name whose receiver's type
// is not known are listed apart as `possible`, with why.
import { preludeEntry, stdModule } from "../../semantic/modules/std-library.js";
import { throwIfCancelled } from "../../syntax/cancellation.js";
import { nearestNames } from "./hint.js";
import { stripPosition } from "./ids.js";
import { compareText } from "./lookup.js";
import { occurrenceJson, type Occurrence, type PossibleLocation, type SymbolInfo } from "./model.js";
import { stdSymbols } from "./std-symbols.js";
import type { SymbolIndex } from "./workspace-index.js";

export interface ReferencesOptions {
  query: string;
  /** Keep `definition` and `signature` locations (default true). */
  includeDeclaration?: boolean;
}

export interface ReferencesResult {
  /** The symbols the query names, in lookup order. */
  symbols: SymbolInfo[];
  /** Every location of every symbol, by file then position. */
  locations: Occurrence[];
  /** Member uses of a member symbol's name that may be uses of it (receiver type not known), by file then position. */
  possible: PossibleLocation[];
  hint?: string;
}

export function findReferences(index: SymbolIndex, options: ReferencesOptions): ReferencesResult {
  const symbols = resolveQuery(index, options.query.trim());
  const keepDeclarations = options.includeDeclaration !== false;
  const seen = new Set<string>();
  const locations: Occurrence[] = [];
  const add = (o: Occurrence) => {
    const key = `${o.file}\u0000${o.start}`;
    if (seen.has(key)) return;
    seen.add(key);
    locations.push(o);
  };
  const possible: PossibleLocation[] = [];
  const possibleNames = new Set<string>();
  for (const symbol of symbols) {
    throwIfCancelled();
    for (const o of index.occurrencesOf(symbol.id)) {
      if (!keepDeclarations && (o.role === "definition" || o.role === "signature")) continue;
      add(o);
    }
    if (symbol.scope !== "member") continue;
    for (const o of index.implementingMembers(symbol.id)) add({ ...occurrenceJson(o), start: o.start, end: o.end, role: "implementation", kind: "implementation" });
    if (!possibleNames.has(symbol.name)) {
      possibleNames.add(symbol.name);
      for (const use of index.possibleUses(symbol.name)) possible.push({ file: use.file, span: use.source.span(use.start, use.end), why: use.why });
    }
  }
  locations.sort(byPlace);
  possible.sort(byPlace);
  const result: ReferencesResult = { symbols, locations, possible };
  const bareName = options.query.trim().split(/[.#]/).pop() ?? "";
  const unanalysed = symbols.length > 0 ? index.unanalysedMentions(bareName) : [];
  if (unanalysed.length > 0) {
    result.hint = `'${bareName}' also occurs in statement(s) nested too deeply to analyse (${unanalysed.slice(0, 3).join(", ")}${unanalysed.length > 3 ? ", …" : ""}); uses there are not listed.`;
  }
  if (symbols.length === 0) {
    const bare = options.query.split(/[.#]/).pop() ?? options.query;
    const nearest = nearestNames(index, bare, options.query.includes("#"));
    result.hint =
      `No symbol is named '${options.query}' (exact, case-sensitive: a name, Type.member, module.path.name, or function#local).` +
      (nearest.length > 0 ? ` Nearest symbols: ${nearest.join(", ")}.` : "") +
      " lookup_symbol finds names by prefix and fuzzy match.";
  }
  return result;
}

function byPlace(a: { file: string; span: readonly number[] }, b: { file: string; span: readonly number[] }): number {
  return compareText(a.file, b.file) || a.span[0]! - b.span[0]! || a.span[1]! - b.span[1]!;
}

/** The symbols a find_references query names (§5.7 resolution order). */
export function resolveQuery(index: SymbolIndex, query: string): SymbolInfo[] {
  if (query === "") return [];
  const hash = query.lastIndexOf("#");
  if (hash >= 0) {
    const name = query.slice(hash + 1);
    return sortSymbols(index.symbolsNamed(name, true).filter((s) => s.qualified_name === query || stripPosition(s.id) === query));
  }
  const name = query.slice(query.lastIndexOf(".") + 1);
  const workspace = index
    .symbolsNamed(name, false)
    .filter((s) => s.kind !== "module" && (s.name === query || s.qualified_name === query || s.id === query));
  if (workspace.length > 0) return sortSymbols(workspace);

  const modules = index.symbolsNamed(name, false).filter((s) => s.kind === "module" && s.id === query);
  if (modules.length > 0) return sortSymbols(modules);
  if (query === "std" || stdModule(query)) return stdSymbols().filter((s) => s.kind === "module" && s.id === query);

  if (!query.includes(".")) {
    const entry = preludeEntry(query);
    if (!entry) return [];
    const ids = new Set(entry.exports.map((e) => `${e.module}.${e.name}`));
    return stdSymbols().filter((s) => ids.has(s.id));
  }
  return stdSymbols().filter((s) => s.origin === "std" && s.kind !== "module" && s.id === query);
}

function sortSymbols(symbols: readonly SymbolInfo[]): SymbolInfo[] {
  const order = { "top-level": 0, member: 1, local: 2 } as const;
  return [...symbols].sort((a, b) => order[a.scope] - order[b.scope] || compareText(a.id, b.id));
}
