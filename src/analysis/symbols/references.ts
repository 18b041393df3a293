// find_references as a pure function over the index (modules-and-workspace.md
// §5.7): resolve the query exactly (workspace symbols, then modules, then std
// exports), then collect every occurrence of every matching symbol. Several
// matching symbols are all answered, each location labelled with its symbol.
// For an interface member, the members implementing it are listed too (kind
// `implementation`), and their uses; for a member, the uses of its name whose receiver's type
// is not known are listed apart as `possible`, with why.
import { BUILTIN_TYPES } from "../../semantic/model/builtins.js";
import { preludeEntry, stdModule } from "../../semantic/modules/std-library.js";
import { throwIfCancelled } from "../../syntax/cancellation.js";
import { moduleClashOf, moduleClashText } from "./module-clash.js";
import { brokenFilesMentioning, brokenFilesNote, listedFiles, localAndMemberForms, nearestNames } from "./hint.js";
import { stripPosition } from "./ids.js";
import { failedImporters } from "./failed-importers.js";
import { compareText } from "./lookup.js";
import { byFileAndPlace } from "./ranking.js";
import { occurrenceJson, type Occurrence, type OccurrenceKind, type PossibleLocation, type SymbolInfo } from "./model.js";
import { sharedPreludeModules, stdSymbols } from "./std-symbols.js";
import { symbolById } from "./position.js";
import { parametersOfMethod, writtenQualified } from "./written-qualified.js";
import type { SymbolIndex } from "./workspace-index.js";

export interface ReferencesOptions {
  query: string;
  /** Keep `definition` and `signature` locations (default true). */
  includeDeclaration?: boolean;
  /** Keep only locations of these kinds (all when absent or empty). */
  kinds?: readonly OccurrenceKind[];
}

export interface ReferencesResult {
  /** The symbols the query names, in lookup order. */
  symbols: SymbolInfo[];
  /** Every location of every symbol (and of the methods a function is bound as), by file then position. */
  locations: Occurrence[];
  /** Member uses of a member symbol's name that may be uses of it (receiver type not known), by file then position. */
  possible: PossibleLocation[];
  hint?: string;
}

export function findReferences(index: SymbolIndex, options: ReferencesOptions): ReferencesResult {
  const query = options.query.trim();
  const symbols = resolveQuery(index, query);
  const result = referencesOf(index, symbols, options);
  // A bare name that is also an import alias of another symbol: say so (its uses are that symbol's, not listed here).
  const aliases = aliasesOfOthers(index, query, symbols);
  if (aliases.length > 0) {
    const others = [...new Set(aliases.map((o) => o.symbol))];
    const aliasHint = `'${query}' is also an import alias of ${others.join(", ")} (${aliases.map((o) => `${o.file}:${o.span[0]}:${o.span[1]}`).join(", ")}): its uses there are ${others.length === 1 ? "that symbol's" : "those symbols'"}, not listed here; query ${others.map((o) => `"${o}"`).join(" or ")} for them.`;
    result.hint = result.hint === undefined ? aliasHint : `${result.hint} ${aliasHint}`;
  }
  // `len`, a prelude short name three std modules define, is std.string.len for the compiler (98a D3): say that its bare uses are listed as such.
  const shared = result.locations.length > 0 ? symbols.map(sharedShortName).find((h) => h !== undefined) : undefined;
  if (shared) result.hint = result.hint === undefined ? shared : `${result.hint} ${shared}`;
  // `first`: a std function the workspace never calls: say so, and name a local of that name that is used (64a D2, 99c D3).
  // (Not under a kind filter, which may be what left the locations out.)
  const unfiltered = options.kinds === undefined || options.kinds.length === 0;
  if (unfiltered && symbols.length > 0 && symbols.every((s) => s.origin !== "workspace") && result.locations.length === 0) {
    const forms = localAndMemberForms(index, query, query.includes("#"));
    const unused = `No workspace file uses ${symbols.map((s) => s.id).join(", ")}.`;
    result.hint = [result.hint, forms.length > 0 ? `${unused} ${forms.join(" ")}` : unused].filter((h) => h !== undefined).join(" ");
  }
  if (symbols.length === 0 && BUILTIN_TYPES.has(query)) {
    result.hint = builtinTypeHint(query);
  } else if (symbols.length === 0) {
    // The last name written (`Vec2` of `Vec2.`: a query ending with a separator names no member, 82a D4).
    const bare = options.query.split(/[.#]/).filter((part) => part !== "").pop() ?? options.query;
    const nearest = nearestNames(index, bare, options.query.includes("#"));
    const dangling = /^(.*[^.#])([.#]+)$/.exec(query);
    const namedSymbol = dangling ? resolveQuery(index, dangling[1]!)[0] : undefined;
    const named = namedSymbol ? dangling![1]! : undefined;
    // A declaration a syntax error swallowed is no symbol: say where the name is written in a file that does not parse.
    const broken = BARE_NAME.test(bare) ? brokenFilesMentioning(index, bare) : [];
    const forms = localAndMemberForms(index, query, query.includes("#"));
    result.hint =
      `No symbol is named '${options.query}' (exact, case-sensitive: a name, Type.member, module.path.name, or function#local).` +
      (named ? ` It ends with '${dangling![2]}': query '${named}' for that symbol${partsOf(namedSymbol!, named)}.` : "") +
      (forms.length > 0 ? ` ${forms.join(" ")}` : "") +
      (broken.length > 0 ? ` '${bare}' is written in ${listedFiles(broken)}, which ${broken.length === 1 ? "has" : "have"} syntax errors: a declaration there may be hidden by them; fix them first (parse_source lists them).` : prefixed(brokenFilesNote(index))) +
      (nearest.length > 0 ? ` Nearest symbols: ${nearest.join(", ")}.` : "") +
      " lookup_symbol finds names by prefix and fuzzy match.";
  }
  return result;
}

/** How the parts of `symbol` (asked for as `name`) are named: a type's members, a module's names, a function's locals. */
function partsOf(symbol: SymbolInfo, name: string): string {
  if (symbol.kind === "module") return `, or '${name}.name' for a name it declares`;
  if (symbol.kind === "function" || symbol.kind === "method") return `, or '${name}#local' for one of its parameters or locals`;
  if (symbol.kind === "type" || symbol.kind === "interface") return `, or '${name}.member' for one of its members (lookup_symbol "${name}." lists them)`;
  return "";
}

/** `Int`, `String`: built-in types are no workspace symbols, and their uses are not indexed. */
function builtinTypeHint(name: string): string {
  return `'${name}' is a built-in type: its uses in annotations are not indexed (find_references lists the uses of workspace and std symbols); lookup_symbol {query: "${name}", include_std: true} describes it.`;
}

/** Every occurrence of the given symbols (find_references once its query or position is resolved). */
export function referencesOf(index: SymbolIndex, symbols: readonly SymbolInfo[], options: Omit<ReferencesOptions, "query"> = {}): ReferencesResult {
  const keepDeclarations = options.includeDeclaration !== false;
  const kinds = options.kinds && options.kinds.length > 0 ? new Set(options.kinds) : undefined;
  const seen = new Set<string>();
  const locations: Occurrence[] = [];
  // A place is listed once, with its kind for the first symbol that has it: the symbols' own occurrences
  // come first, so a method the query names is its `definition` even where it also implements another.
  const add = (o: Occurrence, listed = true) => {
    const key = `${o.file}\u0000${o.start}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (listed && (!kinds || kinds.has(o.kind))) locations.push(o);
  };
  const possible: PossibleLocation[] = [];
  const possibleNames = new Set<string>();
  // Possible uses are member reads, calls and writes, and named arguments.
  const wantsMembers = kinds === undefined || kinds.has("read") || kinds.has("call") || kinds.has("write");
  const wantsArguments = kinds === undefined || kinds.has("argument");
  const own = new Map<SymbolInfo, Occurrence[]>();
  for (const symbol of symbols) {
    throwIfCancelled();
    const occurrences = index.occurrencesOf(symbol.id);
    own.set(symbol, occurrences);
    for (const o of occurrences) add(o, keepDeclarations || (o.role !== "definition" && o.role !== "signature"));
  }
  // The uses of the methods a function is bound as (`V.dotp = dot[0]`, then `a.dotp(b)` runs `dot`, 96a D1),
  // each with the method's id and name (`via`): a rename of the function leaves them (they name the method).
  for (const symbol of symbols) {
    if (symbol.kind !== "function" || symbol.scope !== "top-level" || symbol.file === null || symbol.origin !== "workspace") continue;
    for (const id of index.boundMethodIds(symbol.id, own.get(symbol))) {
      const method = id.slice(id.lastIndexOf(".") + 1);
      for (const o of index.occurrencesOf(id)) if (o.role !== "definition" && o.role !== "signature") add({ ...occurrenceJson(o), start: o.start, end: o.end, via: o.via ?? method });
    }
  }
  for (const symbol of symbols) {
    throwIfCancelled();
    for (const argumentKey of wantsArguments ? index.argumentKeysOf(symbol) : []) {
      // Named arguments of calls that more than one overload of the function could take, of a method on a receiver of unknown type, or through a value.
      if (possibleNames.has(argumentKey)) continue;
      possibleNames.add(argumentKey);
      for (const use of index.possibleUses(argumentKey)) possible.push({ file: use.file, span: use.source.span(use.start, use.end), why: use.why });
    }
    // The types implementing an interface, at their names (a type lists the interface in its body); a
    // bundle's and a generic interface's too (their symbols are of kind `type`).
    if (symbol.kind === "interface" || symbol.kind === "type") for (const o of index.implementingTypes(symbol.id)) add({ ...occurrenceJson(o), start: o.start, end: o.end, role: "implementation", kind: "implementation" });
    if (symbol.scope !== "member") continue;
    for (const o of index.implementingMembers(symbol.id)) {
      add({ ...occurrenceJson(o), start: o.start, end: o.end, role: "implementation", kind: "implementation" });
      // Their uses too, each labelled with its member (`d.label()` on a `Dog`): a change of the interface's
      // signature changes them as it does the calls through the interface, and a rename renames them with it (93c D1).
      for (const use of index.occurrencesOf(o.symbol)) add(use, keepDeclarations || (use.role !== "definition" && use.role !== "signature"));
    }
    if (wantsMembers && !possibleNames.has(symbol.name)) {
      possibleNames.add(symbol.name);
      for (const use of index.possibleUses(symbol.name)) possible.push({ file: use.file, span: use.source.span(use.start, use.end), why: use.why });
    }
  }
  const unattributed = wantsMembers || wantsArguments ? unattributedInBrokenFiles(index, symbols, locations) : [];
  possible.push(...unattributed);
  locations.sort(byPlace);
  possible.sort(byPlace);
  // Declarations sharing an id (a method's overloads in several files) are one symbol (101b D3: three groups, each counting all).
  const ids = new Set<string>();
  const result: ReferencesResult = { symbols: symbols.filter((s) => !ids.has(s.id) && ids.add(s.id)), locations, possible };
  // `Int` found at a position: a built-in type, whose uses are not indexed.
  const only = result.symbols.length === 1 ? result.symbols[0]! : undefined;
  if (only?.kind === "type" && only.origin !== "workspace" && locations.length === 0) result.hint = builtinTypeHint(only.name);
  const bareName = symbols[0]?.name ?? "";
  // Importers whose `use` of the symbol's module fails (E5002): the module has syntax errors, or its path means another file elsewhere in the program.
  const failed = only ? failedImporters(index, only) : [];
  const blocked = [...new Set(failed.map((f) => f.file))];
  if (blocked.length > 0 && index.hasSyntaxErrors(only!.file!)) {
    result.hint = `${only!.file} has syntax errors, so the files importing from it (E5002) do not resolve its names: uses in ${blocked.slice(0, 3).join(", ")}${blocked.length > 3 ? ", …" : ""} are not listed; fix the syntax errors first.`;
  } else if (blocked.length > 0) {
    const first = failed[0]!;
    result.hint = `uses in ${listedFiles(blocked)} are not listed: ${blocked.length === 1 ? "its" : "their"} \`use\` of ${only!.file} fails (E5002 at ${first.file}:${first.span[0]}:${first.span[1]}: ${first.why}), so the names it imports are not resolved there; fix the import, then ask again.`;
  }
  // The symbols' own files with syntax errors, and files where syntax errors keep the name from being attributed:
  // what the errors hide there is not known.
  const owners = [...new Set(symbols.flatMap((s) => (s.file !== null && s.origin === "workspace" && index.hasSyntaxErrors(s.file) ? [s.file] : [])))].sort();
  const unattributedFiles = [...new Set(unattributed.map((p) => p.file))].filter((f) => !owners.includes(f) && !blocked.includes(f)).sort();
  const notes: string[] = [];
  if (owners.length > 0) notes.push(`${listedFiles(owners)}, where '${bareName}' is declared, ${owners.length === 1 ? "has" : "have"} syntax errors: uses or declarations they hide there are not known; fix them for a complete answer.`);
  const clash = only ? moduleClashOf(index, only) : null;
  if (clash) notes.push(`${moduleClashText(clash, bareName)}; rename or move one of the files to tell them apart.`);
  if (unattributedFiles.length > 0) notes.push(`'${bareName}' is written in ${listedFiles(unattributedFiles)} in code that syntax errors keep from being analysed: those places are listed under possible; fix the errors for a complete answer.`);
  if (notes.length > 0) result.hint = [result.hint, ...notes].filter((h) => h !== undefined).join(" ");
  const unanalysed = symbols.length > 0 ? index.unanalysedMentions(bareName) : [];
  if (unanalysed.length > 0) {
    result.hint = (result.hint === undefined ? "" : `${result.hint} `) + `'${bareName}' also occurs in statement(s) nested too deeply to analyse (${unanalysed.slice(0, 3).join(", ")}${unanalysed.length > 3 ? ", …" : ""}); uses there are not listed.`;
  }
  return result;
}

/**
 * Names spelled like the symbols in files with syntax errors that the walk
 * could not attribute (a statement an unclosed call or block broke): they
 * may be uses, so they are listed as possible ones rather than left out. A
 * local's are looked for in its own file only.
 */
/** The places in code syntax errors keep from being analysed that mention `symbol`'s name and are not its occurrences (a rename leaves them, and says so). */
export function unanalysedMentionsOf(index: SymbolIndex, symbol: SymbolInfo): PossibleLocation[] {
  return unattributedInBrokenFiles(index, [symbol], index.occurrencesOf(symbol.id));
}

function unattributedInBrokenFiles(index: SymbolIndex, symbols: readonly SymbolInfo[], locations: readonly Occurrence[]): PossibleLocation[] {
  const listed = new Set(locations.map((o) => `${o.file}\u0000${o.start}`));
  const out: PossibleLocation[] = [];
  for (const name of new Set(symbols.map((s) => s.name))) {
    const named = symbols.filter((s) => s.name === name);
    const local = named.every((s) => s.scope === "local" && s.file !== null);
    const within = local ? new Set(named.map((s) => s.file!)) : undefined;
    for (const m of index.unattributedNames(name, within)) {
      if (listed.has(`${m.file}\u0000${m.start}`)) continue;
      // (Syntax errors, or a form the compiler reads that the grammar reads only in part: `f"{a b}"`, README language note 23.)
      out.push({ file: m.file, span: m.span, why: `${m.file} holds code the parser could read only in part (from line ${m.firstError}): the statement around this name could not be analysed, so what it names is not known` });
    }
  }
  return out;
}


function byPlace(a: { file: string; span: readonly number[] }, b: { file: string; span: readonly number[] }): number {
  return compareText(a.file, b.file) || a.span[0]! - b.span[0]! || a.span[1]! - b.span[1]!;
}

/**
 * The symbols a find_references query names (§5.7 resolution order), else
 * what an import alias of that name stands for (`rect_area` of `use
 * shapes.{area as rect_area}`), else the std module of that last segment (`io`).
 */
/** A query that is one name, no module or member part: what an import alias can be. */
const BARE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The import aliases spelled `query` (a bare name) that bind a symbol other than `symbols`: the same query names them too. */
export function aliasesOfOthers(index: SymbolIndex, query: string, symbols: readonly SymbolInfo[]): Occurrence[] {
  if (symbols.length === 0 || !BARE_NAME.test(query)) return [];
  return index.aliasesNamed(query).filter((o) => !symbols.some((s) => s.id === o.symbol));
}

export function resolveQuery(index: SymbolIndex, query: string): SymbolInfo[] {
  const named = withMethodParameters(index, query, resolveName(index, query));
  const written = named.length === 0 ? writtenQualified(index, query) : undefined;
  if (written) return sortSymbols(written.queries.flatMap((q) => resolveName(index, q)));
  if (named.length > 0 || !BARE_NAME.test(query)) return named;
  const aliased = new Map<string, SymbolInfo>();
  for (const o of index.aliasesNamed(query)) {
    const symbol = symbolById(index, o.symbol);
    if (symbol) aliased.set(symbol.id, symbol);
  }
  if (aliased.size > 0) return sortSymbols([...aliased.values()]);
  return stdModule(`std.${query}`) ? resolveName(index, `std.${query}`) : [];
}

/** `Point.sc#k`: with the parameter so named of every declaration of the method (written-qualified.ts parametersOfMethod). */
function withMethodParameters(index: SymbolIndex, query: string, named: SymbolInfo[]): SymbolInfo[] {
  const more = parametersOfMethod(index, query).filter((s) => !named.some((n) => n.id === s.id));
  return more.length === 0 ? named : sortSymbols([...named, ...more]);
}

function resolveName(index: SymbolIndex, query: string): SymbolInfo[] {
  if (query === "") return [];
  const hash = query.lastIndexOf("#");
  if (hash >= 0) {
    // `main#p`, `geo.main#p`, or a local's full id `geo.main#p@3:5` (which an AMBIGUOUS refusal lists).
    const name = query.slice(hash + 1).replace(/@\d+:\d+$/, "");
    return sortSymbols(index.symbolsNamed(name, true).filter((s) => s.qualified_name === query || s.id === query || stripPosition(s.id) === query));
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
  // Declarations sharing an id (overloads in two files) by file and place: an index re-linked after a change of the file set lists them as a new one does.
  return [...symbols].sort((a, b) => order[a.scope] - order[b.scope] || compareText(a.id, b.id) || byFileAndPlace(a, b));
}

/** ` text`, or nothing. */
function prefixed(text: string | undefined): string {
  return text === undefined ? "" : ` ${text}`;
}

/** For the std function the compiler binds a shared prelude short name to: what its bare uses are. */
function sharedShortName(symbol: SymbolInfo): string | undefined {
  const modules = sharedPreludeModules(symbol);
  if (!modules) return undefined;
  const others = modules.slice(0, -1);
  return `Bare uses of \`${symbol.name}\` (not written through a module) are listed too: the compiler binds that prelude short name to ${symbol.id} (diagnostics.md §7.3), though ${others.join(" and ")} define it as well and such a call may mean theirs (its argument says which).`;
}
