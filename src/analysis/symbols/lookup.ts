// lookup_symbol as a pure function over the index (modules-and-workspace.md
// §5.7): candidates, scoring (match.ts), the §5.7 sort order, and a hint that
// explains an empty answer.
import { LOCAL_KINDS, type ImplementationInfo, type SymbolInfo, type SymbolKind } from "./model.js";
import { covers, MATCH_LABELS, prepareQuery, score, type MatchLabel, type PreparedQuery } from "./match.js";
import { matchQualified } from "./qualified-match.js";
import { Ranking } from "./ranking.js";
import { emptyLookupHint } from "./hint.js";
import { stdSymbols } from "./std-symbols.js";
import type { SymbolIndex } from "./workspace-index.js";
import { symbolById } from "./position.js";
import { parametersOfMethod, writtenQualified } from "./written-qualified.js";
import { stdModule } from "../../semantic/modules/std-library.js";
import { matchingFocus, type IndexFocus } from "./focus.js";
import { MAX_OVERLOADS, overloadsOf, type Overload } from "./overloads.js";

export interface LookupOptions {
  query: string;
  kind?: readonly SymbolKind[];
  /** Include locals, parameters and generic parameters (also implied by `kind` or a `#` query). */
  includeLocals?: boolean;
  includeStd?: boolean;
  /** At most this many symbols (default and maximum 256). */
  limit?: number;
}

export interface FoundSymbol extends SymbolInfo {
  readonly score: number;
  readonly match: MatchLabel;
  /** For an interface member: the members implementing it; for an interface: the types. */
  readonly implementations?: readonly ImplementationInfo[];
  /** Found through an import alias of that name: the alias and the file binding it. */
  readonly via?: { readonly alias: string; readonly file: string };
  /** For a std module: its exports. */
  readonly members?: readonly StdMember[];
  /** A function or method declared more than once: each declaration (an exact match only). */
  readonly overloads?: readonly Overload[];
  /** More declarations than `overloads` lists: how many. */
  readonly overload_count?: number;
}


/** An export of a std module, as lookup_symbol lists it. */
export interface StdMember {
  readonly name: string;
  readonly kind: string;
  readonly signature?: string;
}

export interface LookupResult {
  symbols: FoundSymbol[];
  truncated: boolean;
  hint?: string;
}

/**
 * A symbol a lookup ranked, made into its answer (a FoundSymbol, with its
 * overloads and implementations) only when shown (foundOf): lookup_symbol
 * ranks up to 256 and its output budget shows a few dozen.
 */
export interface RankedSymbol {
  readonly symbol: SymbolInfo;
  readonly score: number;
  /** Made already: an import alias's target, a std namespace with its members. */
  readonly found?: FoundSymbol;
}

/** lookupSymbols' answer before its symbols are made (lookupRanked). */
export interface RankedLookup {
  ranked: RankedSymbol[];
  truncated: boolean;
  hint?: string;
}

export const MAX_LOOKUP_RESULTS = 256;


export function lookupSymbols(index: SymbolIndex, given: LookupOptions): LookupResult {
  const { ranked, ...rest } = lookupRanked(index, given);
  return { symbols: ranked.map((r) => foundOf(index, r)), ...rest };
}

/** A ranked symbol as lookup_symbol answers it: with its implementations, and its overloads when it is an exact match. */
export function foundOf(index: SymbolIndex, r: RankedSymbol): FoundSymbol {
  return r.found ?? withOverloads(index, withImplementations(index, foundSymbol(r.symbol, r.score)));
}

/** lookupSymbols with each symbol made only when asked for (foundOf). */
export function lookupRanked(index: SymbolIndex, given: LookupOptions): RankedLookup {
  // Blanks around a name are no part of it (`"add\r"`), as find_references and rename_symbol read a query (87b D2).
  const options = { ...given, query: given.query.trim() };
  const result = lookupAsGiven(index, options);
  if (result.ranked.some((s) => s.score === 0)) return result;
  // `std.string.len`: a std symbol's own id asks for std (98a D6), as `string.len` does below.
  if (options.includeStd !== true && /^std\./.test(options.query)) {
    const asStd = lookupAsGiven(index, { ...options, includeStd: true });
    if (asStd.ranked.some((s) => s.score === 0)) return asStd;
  }
  // `io.println`, `geo.grow`: the module by the name code binds it under, when that finds it exactly.
  const written = writtenQualified(index, options.query);
  if (!written) return result;
  const rewritten = written.queries.map((query) => lookupAsGiven(index, { ...options, query, includeStd: options.includeStd === true || written.std }));
  const exact = rewritten.filter((r) => r.ranked.some((s) => s.score === 0));
  if (exact.length <= 1) return exact[0] ?? result;
  // One parameter in each module declaring the method (`a.Point.norm#k`): each exact match, in the queries' order.
  const ranked = exact.flatMap((r) => r.ranked.filter((s) => s.score === 0));
  const limit = options.limit ?? MAX_LOOKUP_RESULTS;
  return { ranked: ranked.slice(0, limit), truncated: ranked.length > limit || exact.some((r) => r.truncated) };
}

/**
 * What the index must have linked to answer `options` (focus.ts): a bare
 * name's matches, and without locals only where they can be declared; a
 * qualified query (scored against whole ids) needs every file.
 */
export function lookupFocus(options: LookupOptions): IndexFocus | undefined {
  if (/[.#]/.test(options.query)) return undefined;
  return matchingFocus(options.query.trim(), !listsLocals(options));
}

/** Whether the lookup lists locals, parameters and generic parameters. */
function listsLocals(options: LookupOptions): boolean {
  return options.includeLocals === true || options.query.includes("#") || (options.kind ?? []).some((k) => LOCAL_KINDS.has(k));
}

function lookupAsGiven(index: SymbolIndex, options: LookupOptions): RankedLookup {
  const query = prepareQuery(options.query);
  const qualified = /[.#]/.test(options.query);
  const kinds = options.kind && options.kind.length > 0 ? new Set(options.kind) : undefined;
  const withLocals = listsLocals(options);
  const acceptKind = (kind: SymbolKind) => kinds === undefined || kinds.has(kind);
  const accept = (s: SymbolInfo) => acceptKind(s.kind);

  // Plain copies are made for the results only (symbols compute spans on demand).
  // A local's full id (`geo.main#p@3:5`, as AMBIGUOUS refusals list them): that symbol, exactly.
  const byId = /#[^#]*@\d+:\d+$/.test(options.query.trim()) ? symbolById(index, options.query.trim()) : undefined;
  if (byId && accept(byId)) return { ranked: [{ symbol: byId, score: 0, found: foundSymbol(byId, 0) }], truncated: false };
  const found = new Ranking();
  const consider = (s: SymbolInfo, value: number | undefined) => {
    if (value !== undefined && accept(s)) found.add(s, value);
  };
  // The index keeps locals (parameters, generic parameters, locals) in tables of their own: a
  // kind filter of local kinds only never needs the other table, and the other way round.
  const wanted = (locals: boolean) => kinds === undefined || [...kinds].some((k) => LOCAL_KINDS.has(k) === locals);
  const tables = [...(wanted(false) ? [false] : []), ...(withLocals && wanted(true) ? [true] : [])];
  if (qualified) {
    // A method declared apart from its type's module (`a.Point.norm` declared in b.yx): its id is not its file's
    // module and its qualified name, which is what matchQualified scores, so asked for by its id it is added here.
    const apart = symbolById(index, options.query.trim());
    if (apart?.module !== undefined && !apart.id.startsWith(`${apart.module}.`)) consider(apart, 0);
    // `Point.sc#k`: the parameter of each declaration of the method, one written under an alias (`P2.sc`) too.
    if (withLocals) for (const s of parametersOfMethod(index, options.query.trim())) if (s.qualified_name !== options.query.trim()) consider(s, 0);
    const byQualified = tables.map((locals) => index.qualifiedRows(locals));
    const acceptTable = (s: SymbolInfo) => (withLocals || !LOCAL_KINDS.has(s.kind)) && accept(s);
    matchQualified(query, byQualified, index.qualifiedFiles(), withLocals, acceptTable, consider);
  } else {
    for (const locals of tables) {
      const rows = index.nameRows(locals);
      for (let i = 0; i < rows.length; i++) {
        const row = rows[i]!;
        if (!covers(row.mask, query.mask)) continue;
        const value = score(query, row.name, row.lower);
        if (value !== undefined) found.addBuckets(row.name, row.buckets(), value, acceptKind);
      }
    }
  }
  if (options.includeStd) {
    for (const s of stdSymbols()) consider(s, qualified ? qualifiedScore(query, s) : score(query, s.name));
  }

  const limit = Math.min(options.limit ?? MAX_LOOKUP_RESULTS, MAX_LOOKUP_RESULTS);
  const ranked: RankedSymbol[] = found.top(limit);
  // Names an agent will try that are no symbol's own name: an import alias, a std namespace.
  // Aliases first (the query is their exact name), a std namespace after the exact matches.
  // A symbol reached through an alias is listed once, as the alias's (an exact match).
  const made = (f: FoundSymbol): RankedSymbol => ({ symbol: f, score: f.score, found: f });
  const aliases = aliasTargets(index, options.query.trim(), accept).map(made);
  const namespace = stdNamespace(options.query.trim(), accept).map(made);
  const withMembers = ranked.filter((r) => !aliases.some((a) => a.symbol.id === r.symbol.id)).map((r) => namespace.find((n) => n.symbol.id === r.symbol.id) ?? r);
  const std = namespace.filter((n) => !ranked.some((r) => r.symbol.id === n.symbol.id));
  const exact = withMembers.filter((r) => r.score === 0).length;
  const symbols = [...aliases, ...withMembers.slice(0, exact), ...std, ...withMembers.slice(exact)].slice(0, limit);
  const result: RankedLookup = { ranked: symbols, truncated: withMembers.length + aliases.length + std.length > limit || found.size > ranked.length };
  if (symbols.length === 0) result.hint = emptyLookupHint(index, options, withLocals);
  else if (result.truncated && options.limit !== undefined && options.limit < MAX_LOOKUP_RESULTS && symbols.length >= options.limit) {
    // The caller's own limit cut the list (82a D9: "More than 1 symbols match …; the best 1 are listed").
    result.hint = `More symbols match '${options.query}' than the limit of ${options.limit}: the best ${symbols.length === 1 ? "one is" : `${symbols.length} are`} listed; raise limit (at most ${MAX_LOOKUP_RESULTS}) for more.`;
  } else if (result.truncated) {
    // Not "the best 256 are listed": the output budget may show fewer (101c N6: "84 of 256 items shown. … the best 256 are listed").
    result.hint = `More than ${symbols.length} symbols match '${options.query}' (the best come first): narrow the query (more of the name, Type.member, module.name) or pass kind.`;
  }
  return result;
}

/**
 * symbolJson plus the score, built in one go: `{ ...symbolJson(s), score }`
 * doubled lookup_symbol's median on the workspace bench (up to 256 results).
 */
function foundSymbol(s: SymbolInfo, value: number): FoundSymbol {
  return {
    name: s.name,
    kind: s.kind,
    scope: s.scope,
    qualified_name: s.qualified_name,
    id: s.id,
    module: s.module,
    container: s.container,
    file: s.file,
    span: s.span,
    decl_span: s.decl_span,
    signature: s.signature,
    doc: s.doc,
    origin: s.origin,
    score: value,
    match: MATCH_LABELS[value]!,
  };
}

/** What the import aliases called `name` stand for, each with the alias and the file binding it. */
function aliasTargets(index: SymbolIndex, name: string, accept: (s: SymbolInfo) => boolean): FoundSymbol[] {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return [];
  const out: FoundSymbol[] = [];
  for (const o of index.aliasesNamed(name)) {
    const symbol = symbolById(index, o.symbol);
    if (!symbol || !accept(symbol) || out.some((s) => s.id === symbol.id)) continue;
    out.push({ ...withImplementations(index, foundSymbol(symbol, 0)), via: { alias: name, file: o.file } });
  }
  return out;
}

/** A std module named by its path (`std.io`) or its last segment (`io`), with its exports. */
function stdNamespace(query: string, accept: (s: SymbolInfo) => boolean): FoundSymbol[] {
  const module = stdModule(query) ?? stdModule(`std.${query}`);
  if (!module) return [];
  const symbol = stdSymbols().find((s) => s.kind === "module" && s.id === module.path);
  if (!symbol || !accept(symbol)) return [];
  const members = module.exports.map((e) => (e.signature ? { name: e.name, kind: e.kind, signature: e.signature } : { name: e.name, kind: e.kind }));
  return [{ ...foundSymbol(symbol, 0), members }];
}

/** An interface member names the members that implement it, an interface the types that do. */
function withImplementations(index: SymbolIndex, s: FoundSymbol): FoundSymbol {
  const implementations = implementationsOf(index, s);
  return implementations ? { ...s, implementations } : s;
}

/** Whether `s` is a workspace type or member, which something may implement (a bundle and a generic interface are of kind `type`). */
function canBeImplemented(s: Pick<SymbolInfo, "kind" | "scope" | "origin">): boolean {
  return s.origin === "workspace" && (s.scope === "member" || s.kind === "interface" || s.kind === "type");
}

/**
 * implementationsOf for a symbol found at a position, whose index may be
 * whole or linked only as far as that position needed (focus.ts): the
 * implementations when it is whole; else none, and `unknown` for an
 * interface or an interface's member, whose implementations may be in files
 * not linked yet (the caller says so rather than list a part).
 */
export function implementationsAtPosition(index: SymbolIndex, s: SymbolInfo): { implementations?: FoundSymbol["implementations"]; unknown: boolean } {
  if (!canBeImplemented(s)) return { unknown: false };
  if (index.complete) return { implementations: implementationsOf(index, s), unknown: false };
  const container = s.scope === "member" && s.container !== null ? symbolById(index, `${s.module}.${s.container}`) : undefined;
  return { unknown: s.kind === "interface" || container?.kind === "interface" };
}

/**
 * The types implementing interface `s`, or the members implementing
 * interface member `s` (undefined when there are none, or `s` is neither):
 * what lookup_symbol lists under `implementations`, by query or position.
 */
export function implementationsOf(index: SymbolIndex, s: Pick<SymbolInfo, "id" | "kind" | "scope" | "origin">): FoundSymbol["implementations"] {
  if (!canBeImplemented(s)) return undefined;
  const ofType = s.kind === "interface" || s.kind === "type";
  const found = ofType ? index.implementingTypes(s.id) : index.implementingMembers(s.id);
  if (found.length === 0) return undefined;
  return found.map((o) => ({ qualified_name: ofType ? o.symbol.split(".").at(-1)! : qualifiedOf(o.symbol), id: o.symbol, file: o.file, span: o.span }));
}

/**
 * An exact match declared more than once (overloads, syntax.md §3.3): every declaration with its
 * signature, so an agent sees each form a call may take (the symbol's own fields show the first).
 */
function withOverloads(index: SymbolIndex, s: FoundSymbol): FoundSymbol {
  const found = s.score === 0 ? overloadsOf(index, s) : undefined;
  if (!found) return s;
  // The first ones only: the count says how many there are.
  return { ...s, overloads: found.overloads, ...(found.count > MAX_OVERLOADS ? { overload_count: found.count } : {}) };
}

/** `Vec2.area` of the id `shapes.Vec2.area`. */
function qualifiedOf(id: string): string {
  const parts = id.split(".");
  return parts.slice(-2).join(".");
}

/** With `.` or `#`, the query is compared with qualified_name and id; the best score wins. */
function qualifiedScore(query: PreparedQuery, s: SymbolInfo): number | undefined {
  const a = score(query, s.qualified_name);
  const b = score(query, s.id);
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Math.min(a, b);
}

export { compareText } from "./ranking.js";
