// What the name at a position of a workspace file is: hover and
// go-to-definition for lookup_symbol / find_references / rename_symbol
// `{file_path, line, column}`. Reads the file's link (every occurrence of a
// symbol in it, attributed through imports, aliases and the checker's
// member resolutions) and its semantic model (the type of the name there);
// a position on no name is described from the syntax tree (a keyword, a
// literal, a comment, whitespace), so that the caller can say what is there.
import { calledForm, display, instanceOf, leavesUnknown, withoutReceiver, type Definition, type SemanticModel, type Type, type TypeNames } from "../../semantic/index.js";
import { BUILTIN_TYPES, BUILTIN_VALUES } from "../../semantic/model/builtins.js";
import { preludeEntry } from "../../semantic/modules/std-library.js";
import { stdTypeText } from "../../semantic/types/std-signatures.js";
import { lineIndexOf, syntaxErrorsOf } from "../../syntax/doc-cache.js";
import type { Document } from "../../syntax/document.js";
import { occurrenceKind } from "./link.js";
import { overloadsOf, type Overload } from "./overloads.js";
import { symbolJson, type Occurrence, type SymbolInfo } from "./model.js";
import { callArityAt, describeSyntaxAt, typeKeywordAt } from "./syntax-at.js";
import { sharedPreludeModules, stdSymbols } from "./std-symbols.js";
import { comparePaths, type SymbolIndex } from "./workspace-index.js";
import { syntaxErrorAnchor } from "../../syntax/unclosed-list-help.js";

/** The name at a position and the symbol it stands for. */
export interface PositionSymbol {
  readonly found: true;
  readonly symbol: SymbolInfo;
  /** The occurrence under the position (its token's span, kind and role). */
  readonly occurrence: Occurrence;
  /** The type the checker gave the name there (`&mut Point`), or null when it cannot tell. */
  readonly type: string | null;
  /** The local name used there when it differs from the symbol's (an import alias). */
  readonly via?: string;
  /** Said when the answer may mislead: the file has syntax errors, so it reads the parser's recovery (94b D4); a prelude short name several std modules define (98a D3). */
  readonly caveat?: string;
  /** At an import of a function declared more than once (`use a.{fee as f2}`): each declaration, none being chosen there (104d K1). */
  readonly overloads?: readonly Overload[];
}

/** No symbol at the position: what is there instead, in words (`the keyword \`match\``). */
export interface PositionNothing {
  readonly found: false;
  readonly what: string;
  /** The position is past the end of its line or of the file: a mistake of the call, not a place in the text. */
  readonly outOfRange?: true;
}

export type PositionResult = PositionSymbol | PositionNothing;

/**
 * The symbol named at `line`:`column` (1-based, code-point columns: the span
 * convention) of workspace file `file` (root-relative), or what is there
 * when no symbol is: a keyword, a literal, a comment, whitespace, a name
 * that resolves to nothing, a member whose receiver's type is not known, a
 * position past the end of the file. A cursor right after a name's last
 * character still touches it. The file must be in the index (synced);
 * `{found: false}` otherwise. Definitions, references, import items and
 * aliases, and member uses (attributed through the receiver's type) all
 * resolve; locals and parameters to their own (shadowing) binding.
 */
export function symbolAtPosition(index: SymbolIndex, file: string, line: number, column: number): PositionResult {
  const doc = index.document(file);
  const link = index.link(file);
  if (!doc || !link) return { found: false, what: `'${file}' is not a .yx file of the workspace` };
  const lines = lineIndexOf(doc);
  const offset = lines.offsetAt(line, column);
  // At a CRLF line's `\r` (its last column, as spans count) a cursor touches the last token, as one right after it
  // on an LF line does; past that is past the end (98b D4).
  if (offset === undefined || (line <= lines.lineCount && column > visibleLength(doc, line) + 1)) return { found: false, what: pastEnd(doc, line, column), outOfRange: true };
  const model = index.model(file);
  const occurrence = occurrenceAt(link.occurrences, offset);
  if (occurrence) {
    const segment = pathSegmentModule(index, doc.text, occurrence, offset);
    // `util` of `use util.text` with no module `util`: a folder, which is no symbol (the module is the path's last segment).
    if (typeof segment === "string") return { found: false, what: segment };
    const named = segment ?? symbolById(index, occurrence.symbol);
    if (named) {
      const typed = model ? typeAt(model, occurrence.start) : null;
      const checked = shownType(named, typed);
      const via = occurrence.via ?? (occurrence.role === "alias" ? doc.text.slice(occurrence.start, occurrence.end) : undefined);
      // An import names every declaration: no call chooses one there (104d K1).
      const imported = occurrence.kind === "import" || occurrence.role === "alias" ? overloadsOf(index, named) : undefined;
      if (imported) return { found: true, symbol: named, occurrence, type: null, overloads: imported.overloads, ...(via !== undefined && via !== named.name ? { via } : {}) };
      const overload = overloadMeant(index, named, occurrence, checked, typed !== null && typed !== "?");
      const symbol = overload?.symbol ?? named;
      // The checker typed the call with another overload than the one its arguments select: that one's type
      // (null: an overload the checker does not type and nothing there chooses, 65a D2).
      const type = overload?.type !== undefined ? overload.type : checked;
      const caveat = index.hasSyntaxErrors(file)
        ? recoveryCaveat(file, doc)
        : (sharedShortNameCaveat(symbol, doc.text, occurrence.start) ?? (overload && overload.type === null && overload.symbol === named ? unchosenOverloadCaveat(index, named) : undefined));
      const shown = !model || type === null ? type : isDeclaredType(symbol) ? qualifiedTypeName(index, model, symbol) : type === typed ? qualifiedTypeAt(index, model, occurrence.start) : type;
      return { found: true, symbol, occurrence, type: shown, ...(via !== undefined && via !== symbol.name ? { via } : {}), ...(caveat ? { caveat } : {}) };
    }
  }
  const builtin = (model ? builtinAt(model, offset) : undefined) ?? typeOfTypesAt(doc, file, offset);
  if (builtin) return builtin;
  const named = model ? unattributedAt(index, model, offset) : undefined;
  const what = named ?? describeSyntaxAt(doc, offset);
  return { found: false, what: index.hasSyntaxErrors(file) && /^the (type )?name|^the member/.test(what) ? `${what}, in a file with syntax errors (${firstSyntaxError(doc)}) that may keep the statement around it from being analysed: fix them (parse_source lists them), then ask again` : what };
}

/**
 * The names an answer at `line`:`column` of `file` involves, once the file is
 * linked (focus.ts fileFocus): the token there and the name of the symbol
 * its occurrence stands for (an import alias's target is named otherwise).
 * Any file that spells neither holds no occurrence of that symbol.
 */
export function namesAtPosition(index: SymbolIndex, file: string, line: number, column: number): string[] {
  const doc = index.document(file);
  const link = index.link(file);
  const offset = doc && lineIndexOf(doc).offsetAt(line, column);
  if (!doc || !link || offset === undefined) return [];
  const names = new Set<string>();
  const token = /[\p{L}\p{M}\p{N}_]*$/u.exec(doc.text.slice(Math.max(0, offset - 256), offset))![0] + /^[\p{L}\p{M}\p{N}_]*/u.exec(doc.text.slice(offset, offset + 256))![0];
  if (token !== "") names.add(token);
  const occurrence = occurrenceAt(link.occurrences, offset);
  if (occurrence) names.add(lastName(occurrence.symbol));
  return [...names];
}

/**
 * The declared types the type at `line`:`column` of `file` names, once the
 * file is linked: whether the workspace declares another type of one's name
 * decides how the type is printed (qualifiedTypeAt), so the files that may
 * declare them are linked too.
 */
export function typeNamesAtPosition(index: SymbolIndex, file: string, line: number, column: number): string[] {
  const doc = index.document(file);
  const link = index.link(file);
  const model = index.model(file);
  const offset = doc && lineIndexOf(doc).offsetAt(line, column);
  const occurrence = link && offset !== undefined ? occurrenceAt(link.occurrences, offset) : undefined;
  const type = model && occurrence ? checkedTypeAt(model, occurrence.start) : undefined;
  const names = new Set<string>();
  if (type) display(type, (t) => (names.add(t.name), t.name));
  return [...names];
}

/** `norm` of `geo.Point.norm`, `p` of `geo.main#p@3:5`, `vector` of `linalg.vector`. */
function lastName(id: string): string {
  const bare = id.replace(/@\d+:\d+$/, "");
  return bare.slice(Math.max(bare.lastIndexOf("."), bare.lastIndexOf("#")) + 1);
}

/** What a position answer in a file with syntax errors rests on (a missing `}` makes the declarations after it locals). */
function recoveryCaveat(file: string, doc: Document): string {
  return `${file} has syntax errors (${firstSyntaxError(doc)}; parse_source lists them): this answer reads the parser's recovery, which may differ from what was meant (a missing \`}\` makes the declarations after it locals); fix them and ask again.`;
}

/** "the first on line N" of a document with syntax errors. */
function firstSyntaxError(doc: Document): string {
  const first = syntaxErrorsOf(doc)[0];
  // Where to fix it: a missing `)` is reported where it is noticed, its `(` earlier.
  return first ? `the first on line ${syntaxErrorAnchor(first)[0]}` : "one or more";
}

/**
 * `linalg` of `use linalg.vector.{Vec2}`: a segment before the last of a `use` path names the module
 * that path prefix is (`linalg`, its `mod.yx`), not the one imported; when that prefix is no module
 * (a plain folder), what is there, described; undefined when the position is on the last segment.
 * The written path is the module id's last segments (a path may resolve from the importing file's folder).
 */
function pathSegmentModule(index: SymbolIndex, text: string, occurrence: Occurrence, offset: number): SymbolInfo | string | undefined {
  if (occurrence.role !== "import") return undefined;
  const written = text.slice(occurrence.start, occurrence.end);
  const lastDot = written.lastIndexOf(".");
  if (lastDot < 0 || offset > occurrence.start + lastDot) return undefined; // the `.` after a segment touches it
  const id = occurrence.symbol.split(".");
  const segments = written.split(".");
  if (segments.some((s) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(s))) return undefined;
  const after = written.slice(offset - occurrence.start).split(".").length - 1;
  // A path that shows its module id (`linalg.vector`): the prefix is that id's. Else (`src.eng.parts`, written from
  // the project root, where the id drops `src`) a prefix that is a module has an occurrence of its own (link.ts
  // pathPrefixModules), found before this one: what is here is a folder.
  const showsId = id.slice(-segments.length).join(".") === written;
  const prefix = showsId ? id.slice(0, id.length - after).join(".") : segments.slice(0, segments.length - after).join(".");
  const module = showsId ? symbolById(index, prefix) : undefined;
  // Only the folder's own `mod.yx` makes it a module (§2.3): a `util.yx` beside the folder `util/` is another module. (`std` is the std root.)
  if (module?.kind === "module" && (!module.file || /(^|\/)mod\.yx$/.test(module.file))) return module;
  const folder = segments[segments.length - 1 - after]!;
  return `\`${folder}\`, a folder of the \`use\` path, which no module \`${prefix}\` stands for (it has no \`mod.yx\`): the module this \`use\` imports is \`${id.join(".")}\`, its last segment`;
}

/** The workspace, std or built-in symbol with this id. */
export function symbolById(index: SymbolIndex, id: string): SymbolInfo | undefined {
  const hash = id.lastIndexOf("#");
  const at = id.lastIndexOf("@");
  const local = hash >= 0 && at > hash;
  const name = local ? id.slice(hash + 1, at) : id.slice(id.lastIndexOf(".") + 1);
  // Two files may hold one id (`a.yx` and `a/mod.yx` both the module `a`): the first in path order, as a whole
  // index built in one go lists them (a row's order is the order its files were linked in, which varies).
  let found: SymbolInfo | undefined;
  for (const s of index.symbolsNamed(name, local)) if (s.id === id && (found === undefined || earlier(s, found))) found = s;
  return found ?? stdSymbols().find((s) => s.id === id);
}

/** Whether `a` comes before `b` by file (path order), then position. */
function earlier(a: SymbolInfo, b: SymbolInfo): boolean {
  const byFile = comparePaths(a.file ?? "", b.file ?? "");
  if (byFile !== 0) return byFile < 0;
  return (a.span?.[0] ?? 0) - (b.span?.[0] ?? 0) < 0 || ((a.span?.[0] ?? 0) === (b.span?.[0] ?? 0) && (a.span?.[1] ?? 0) < (b.span?.[1] ?? 0));
}

/** The occurrence whose token contains `offset`, else the one ending right there. */
function occurrenceAt(occurrences: readonly Occurrence[], offset: number): Occurrence | undefined {
  let lo = 0;
  let hi = occurrences.length - 1;
  let last = -1; // the last occurrence starting at or before offset
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (occurrences[mid]!.start <= offset) {
      last = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  let touching: Occurrence | undefined;
  // Occurrences are short tokens: a few steps back cover every one that may contain offset.
  for (let i = last; i >= 0 && i > last - 4; i--) {
    const o = occurrences[i]!;
    if (o.start <= offset && offset < o.end) return o;
    if (o.end === offset) touching ??= o;
  }
  return touching;
}

/** Kinds whose declared signature is the type of every occurrence (a named argument's name, a variant in a pattern). */
const DECLARED_KINDS: ReadonlySet<string> = new Set(["field", "parameter", "variant", "method", "function"]);

/**
 * The type shown at an occurrence of `symbol`: a type's own name wherever it is named (its
 * definition, an annotation, a constructor call); else the checker's type there; else, where the
 * checker records none (a named argument, a pattern), the symbol's declared signature.
 */
function shownType(symbol: SymbolInfo, checked: string | null): string | null {
  // A type, built-in or declared, and a type parameter are shown by their own name wherever they are named.
  if (symbol.kind === "type" || symbol.kind === "interface" || symbol.kind === "generic_parameter") return symbol.name;
  // A module is one wherever it is named, in a `use` path, as its alias (`use geo as base`) or in a use of it: by its qualified name (108f P4).
  if (symbol.kind === "module") return `module ${symbol.id}`;
  // A std function the checker types only in part (`(?) -> Void`) is shown as the std table types it. But a short name
  // several std modules define is typed loosely, as its calls are checked: one module's table (`len`: `(&String) -> Int`)
  // would name types the call need not have (93e D4).
  if (symbol.origin === "std" && symbol.signature !== null && (checked === null || checked.includes("?"))) {
    return checked !== null && preludeEntry(symbol.name)?.ambiguous ? checked : stdTypeText(symbol.signature);
  }
  // A call of an unannotated function declared further down (`s = unit_size()` above `unit_size = () => …`): the walk has
  // not inferred its result there, which the symbol's own signature gives (55a D2). Only the unknown result is filled in.
  if (checked?.endsWith(" -> ?") && symbol.kind === "function" && symbol.signature?.startsWith(checked.slice(0, -1)) && !symbol.signature.includes("?")) return symbol.signature;
  const declared = DECLARED_KINDS.has(symbol.kind) ? symbol.signature : null;
  return checked === "?" ? (declared ?? checked) : (checked ?? declared);
}

/**
 * A function or method declared more than once, at one of its declarations or at a call the checker
 * typed: that declaration (its span, declaration span, signature and doc) rather than the first one.
 * Undefined when the symbol has one declaration, or the call's type matches none or several;
 * the symbol with a null type when none is chosen and the checker typed nothing there.
 */
function overloadMeant(index: SymbolIndex, symbol: SymbolInfo, occurrence: Occurrence, type: string | null, checkerTyped: boolean): { symbol: SymbolInfo; type?: string | null } | undefined {
  if (symbol.origin !== "workspace" || (symbol.kind !== "function" && symbol.kind !== "method")) return undefined;
  const declarations = index.definitionsOf(symbol.id);
  if (declarations.length < 2) return undefined;
  const definition = (o: Occurrence) => index.model(o.file)?.definitionAt(o.start);
  // A method's type at a call is the method as called (checkedTypeAt): on a value without its receiver; through its
  // type (`Crate.get(b, 1)`) with it, the receiver an argument (102a D3: the overload of one more argument was shown).
  const model = index.model(occurrence.file);
  const member = memberAt(model, occurrence.start);
  const owner = member?.resolution.kind === "member" ? member.resolution.owner : undefined;
  const atCursor = declarations.find((o) => o.file === occurrence.file && o.start === occurrence.start);
  // The call's count and names, read off the syntax tree when the types alone do not choose.
  let read: { call: ReturnType<typeof callArityAt> } | undefined;
  const callAround = () => {
    const doc = index.document(occurrence.file);
    return (read ??= { call: doc ? callArityAt(doc, occurrence.start) : undefined }).call;
  };
  const withoutOwn = (type: Type) => (member?.throughType ? type : withoutReceiver(type, owner));
  // As the call takes it: a method on a value without its receiver; a function whose leading type parameters
  // the call passes (`tagf(Int)` of `tagf: (t: Type) -> String`) with them (103c E2).
  const asCalled = (type: Type) => {
    const own = withoutOwn(type);
    const call = own.k === "fn" && own.sig.typeArguments ? callAround() : undefined;
    return own.k === "fn" && call ? { k: "fn" as const, sig: calledForm(own.sig, call.count) } : own;
  };
  const typed = (o: Occurrence) => {
    const d = definition(o);
    return d !== undefined && (display(d.type) === type || display(asCalled(d.type)) === type);
  };
  let called = atCursor ? [atCursor] : type === null ? [] : declarations.filter(typed);
  const checked = model ? checkedTypeAt(model, occurrence.start) : undefined;
  // A generic overload's type as the call instantiates it (`(List(Int)) -> String` of `Jar.put`'s `k: List(T)`, 103c E8;
  // `(Int, Int) -> Pot(Int)` of `Pot.mk(Int)(1, 2)`, 104c H2): the one declaration it is an instance of.
  if (called.length !== 1 && !atCursor && checked?.k === "fn" && !leavesUnknown(checked)) {
    const instances = declarations.filter((o) => {
      const d = definition(o);
      return d !== undefined && instanceOf(asCalled(d.type), checked);
    });
    if (instances.length === 1) called = instances;
  }
  // A generic overload's type at a call that leaves a part unknown (`(?) -> Void` for `c.put(2)`), and a generic
  // function's callee typed as its first overload: the one taking as many arguments as the call passes (58a D1).
  let byArity = false;
  if (called.length !== 1 && !atCursor) {
    const call = callAround();
    // As many values, and a parameter of each name a named argument gives (102a D2: `r.sc(z = 1)` took the 1-argument one).
    const taking = call === undefined ? [] : declarations.filter((o) => {
      const d = definition(o);
      return d !== undefined && valueArity(asCalled(d.type)) === call.count && call.named.every((name) => parameterNamed(asCalled(d.type), name));
    });
    if (taking.length === 1) [called, byArity] = [taking, true];
    else if (checked?.k === "fn") {
      // Among those taking the call, the one whose instance the checker's type is (its unknown parts match any).
      const instances = (taking.length > 1 ? taking : declarations).filter((o) => {
        const d = definition(o);
        return d !== undefined && instanceOf(asCalled(d.type), checked);
      });
      if (instances.length === 1) called = instances;
    }
  }
  const chosen = called.length === 1 ? called[0]! : undefined;
  const def = chosen && definition(chosen);
  // Not chosen, and the checker gave no type there (`g = m.times`): no type, rather than the first declaration's signature.
  if (!chosen || !def) return checkerTyped ? undefined : { symbol, type: null };
  const chosenSymbol = { ...symbolJson(symbol), file: chosen.file, span: def.span, decl_span: def.declSpan, signature: def.signature, doc: def.doc };
  // The type the checker gave takes another number of arguments (another overload's): the chosen one's, as called.
  const own = asCalled(def.type);
  return byArity && checked !== undefined && valueArity(checked) !== valueArity(own) ? { symbol: chosenSymbol, type: display(own) } : { symbol: chosenSymbol };
}

/**
 * Said where a name declared several times is used without choosing one (a call no declaration
 * takes by the number, names or types of its arguments, or several do: 101d D3, 102a D2): the
 * symbol is its first declaration, and no type is shown rather than that one's.
 */
function unchosenOverloadCaveat(index: SymbolIndex, symbol: SymbolInfo): string {
  const name = symbol.qualified_name;
  return `'${name}' is declared ${index.definitionsOf(symbol.id).length} times and this use chooses none (none takes its arguments, their number, names or types, or several do), so its type here is not known: lookup_symbol {"query": "${name}"} lists each declaration.`;
}

/** Whether a function type has a value parameter called `name`. */
function parameterNamed(type: Type, name: string): boolean {
  return type.k === "fn" && (type.sig.curried ?? type.sig).params.some((p) => p.name === name);
}

/** How many values a call of a function of this type passes: its value parameters (a generic one's after its type group). */
function valueArity(type: Type): number | undefined {
  if (type.k !== "fn") return undefined;
  return (type.sig.curried ?? type.sig).params.length;
}

/** The checker's type of the name whose token starts at `start` (a method read off a value as called). */
function checkedTypeAt(model: SemanticModel, start: number): Type | undefined {
  const found = model.occurrenceAt(start);
  if (!found) return undefined;
  if (found.kind === "reference") return found.reference.type;
  if (found.kind !== "member") return found.definition.type;
  // Named through its type (`Acct.get(&a)`), a method takes the receiver as its first argument: shown with it.
  const resolution = found.member.resolution;
  // A module's function (`result.is_ok(r)`, `geo.norm(p)`) is called as declared: a `self` first is an argument (84b D1).
  if (resolution.kind !== "member" && resolution.kind !== "function") return found.member.type;
  const throughType = resolution.kind === "member" && found.member.throughType;
  // Read off a value (`t.add`), it is the method as called: without the receiver, as a method bound by position is
  // (`(Float) -> Void`, not `(&mut Till, Float) -> Void`; 56a D1, 78c D2). Its `signature` keeps the declaration's own form.
  return throughType ? found.member.type : withoutReceiver(found.member.type, resolution.kind === "member" ? resolution.owner : undefined);
}

/** The member use whose name starts at `start` (`sub` of `c.sub`, `get` of `Crate.get(b, 1)`), if it is one. */
function memberAt(model: SemanticModel | undefined, start: number) {
  const found = model?.occurrenceAt(start);
  return found?.kind === "member" ? found.member : undefined;
}

/**
 * typeAt with a declared type named `module.Name` where the file sees another
 * type of its name (declares it, imports it, imports its module) or the type
 * itself names both (`(&m.a.Point) -> m.b.Point`: both printed `Point` told an
 * agent nothing of which; 105a N4).
 */
function qualifiedTypeAt(index: SymbolIndex, model: SemanticModel, start: number): string | null {
  const type = checkedTypeAt(model, start);
  return type ? display(type, typeNamesSeenFrom(index, model, type)) : null;
}

/** A workspace type or interface, shown by its own name wherever it is named (shownType). */
function isDeclaredType(symbol: SymbolInfo): boolean {
  return (symbol.kind === "type" || symbol.kind === "interface") && symbol.origin === "workspace" && symbol.file !== null;
}

/** A workspace type's own name at a use of it (`Point(…)`, an annotation, an import), by its module where the file sees another (106h K1). */
function qualifiedTypeName(index: SymbolIndex, model: SemanticModel, symbol: SymbolInfo): string {
  const type: Type = { k: "record", name: symbol.name, file: symbol.file! };
  return display(type, typeNamesSeenFrom(index, model, type));
}

function typeNamesSeenFrom(index: SymbolIndex, model: SemanticModel, type: Type): TypeNames {
  const named = new Map<string, Set<string>>();
  display(type, (t) => (named.set(t.name, (named.get(t.name) ?? new Set()).add(t.file)), t.name));
  const modules = new Set<string>();
  const items = new Set<string>();
  for (const record of model.imports) {
    if (record.namespace?.target?.kind === "module") modules.add(record.namespace.target.file);
    for (const b of record.bindings) if (b.target?.kind === "export") items.add(`${b.target.file}#${b.target.name}`);
  }
  const seen = (file: string, name: string) => file === model.file || modules.has(file) || items.has(`${file}#${name}`);
  return (t) => {
    const declared = index.symbolsNamed(t.name, false).filter((s) => (s.kind === "type" || s.kind === "interface") && s.origin === "workspace");
    const files = new Set([...(named.get(t.name) ?? []), ...declared.filter((s) => s.file !== null && seen(s.file, t.name)).map((s) => s.file!)]);
    return files.size > 1 ? (declared.find((s) => s.file === t.file)?.id ?? t.name) : t.name;
  };
}

/**
 * The checker's type of the name whose token starts at `start`, printed: `?` when the checker
 * found it unknown (`i + f`, an untyped parameter: 93e D7), null when it records none there.
 */
function typeAt(model: SemanticModel, start: number): string | null {
  const type = checkedTypeAt(model, start);
  return type ? display(type) : null;
}


/** The `Type` keyword (`Point: Type = …`): the built-in type of types. */
function typeOfTypesAt(doc: Document, file: string, offset: number): PositionSymbol | undefined {
  const range = typeKeywordAt(doc, offset);
  const symbol = range && stdSymbols().find((s) => s.id === "builtin.Type");
  if (!range || !symbol) return undefined;
  const occurrence: Occurrence = { file, span: lineIndexOf(doc).offsetSpan(range.start, range.end), start: range.start, end: range.end, symbol: symbol.id, role: "reference", kind: "type" };
  return { found: true, symbol, occurrence, type: "Type" };
}

/** A built-in type or value (`Int`, `some`), which has no occurrence in the link. */
function builtinAt(model: SemanticModel, offset: number): PositionSymbol | undefined {
  const found = model.occurrenceAt(offset);
  if (found?.kind !== "reference") return undefined;
  const ref = found.reference;
  const res = ref.resolution;
  const name = res.kind === "builtin-type" || res.kind === "prelude" ? res.name : undefined;
  if (name === undefined || !(BUILTIN_TYPES.has(name) || BUILTIN_VALUES.has(name))) return undefined;
  const symbol = stdSymbols().find((s) => s.id === `builtin.${name}`);
  if (!symbol) return undefined;
  const occurrence: Occurrence = {
    file: model.file,
    span: ref.span,
    start: ref.start,
    end: ref.end,
    symbol: symbol.id,
    role: "reference",
    kind: occurrenceKind(ref.role),
  };
  return { found: true, symbol, occurrence, type: shownType(symbol, typeAt(model, ref.start)) };
}

/** A name of the model that no symbol stands for, described (why it resolves to nothing). */
function unattributedAt(index: SymbolIndex, model: SemanticModel, offset: number): string | undefined {
  const found = model.occurrenceAt(offset);
  if (!found) return undefined;
  if (found.kind === "reference") {
    const ref = found.reference;
    if (ref.resolution.kind !== "unresolved") {
      const definition = ref.resolution.kind === "definition" ? model.definitions[ref.resolution.definition] : undefined;
      return `the name \`${ref.name}\`, which resolves to no workspace or std symbol${failedUseNote(index, model, definition)}`;
    }
    // A type name is not an error by itself (`T` of `Queue.push: (self: &mut Queue(T), item: T)` is the receiver type's parameter).
    if (ref.role === "type") return `the type name \`${ref.name}\`, which no declaration in scope defines (a type parameter the method's receiver implies, or a type nothing declares)`;
    const deep = index.unanalysedMentions(ref.name).filter((at) => at.startsWith(`${model.file}:`));
    if (deep.length > 0) return `the name \`${ref.name}\`, which a statement nested too deeply to analyse mentions (${deep.join(", ")}): it may declare it there, which the tools cannot see`;
    return `the name \`${ref.name}\`, which no visible binding defines (typecheck reports E1001 where it is read)`;
  }
  if (found.kind === "member") {
    const use = found.member;
    const res = use.resolution;
    if (res.kind === "unknown" && res.why === "receiver" && use.receiver === "Native") {
      return `the member \`.${use.member}\` of \`Native\`, the prelude's FFI value (diagnostics.md §7.3: \`c\` loads a C library, \`rs\` binds a Rust-ABI std symbol); its members are not symbols of the workspace, and what they return is not typed here`;
    }
    if (res.kind === "unknown" && res.why === "receiver") {
      // The index at hand may hold only this file's links: whether some type has such a member is not known here (69a D5).
      return `the member \`.${use.member}\` of \`${use.receiver ?? "?"}\`, whose type is not known: if a type of the workspace has a member of that name, find_references {query: "${use.member}"} lists this place among its possible uses; typecheck tells whether \`${use.receiver ?? "?"}\` is defined`;
    }
    if (res.kind === "unknown" && res.why === "interface") {
      return `the member \`.${use.member}\` of \`${use.receiver ?? "?"}\`, whose type does not declare it but lists interfaces that may: find_references {query: "${use.member}"} lists it among the possible uses of each member of that name`;
    }
    if (res.kind === "overloaded-parameter") {
      return `the named argument \`${use.member}\` of a call of \`${res.fn}\` that no single overload takes by its arguments: find_references {query: "${res.fn}#${use.member}"} lists it among the possible uses of the parameter of each overload that declares it`;
    }
    if (res.kind === "unknown-method-argument" && res.unchosen) {
      return `the named argument \`${res.name}\` of a call of \`${res.owner}.${res.method}\` that no single overload takes by its arguments: find_references {query: "${res.owner}.${res.method}#${res.name}"} lists it among the possible uses of the parameter of each overload that declares it`;
    }
    if (res.kind === "unknown-method-argument" && res.unlisted) {
      return `the named argument \`${res.name}\`, which no declaration of \`${res.owner}.${res.method}\` this file sees (its own, the type's, those its imports reach) has as a parameter: an overload another file declares may (find_references {query: "${res.owner}.${res.method}#${res.name}"} lists it among the possible uses of such a parameter), or it is a mistake`;
    }
    if (res.kind === "unknown-method-argument") {
      const through = res.owner === undefined ? "whose type is not known" : `whose type \`${res.owner}\` declares \`${res.method}\` by a type that names no parameters of its own (an alias of a function type)`;
      return `the named argument \`${res.name}\` of a call of \`${res.method}\` through \`${use.receiver ?? "?"}\`, ${through}: which function runs, and so whose parameter \`${res.name}\` names, is not known; find_references of the parameter \`${res.name}\` of a \`${res.method}\` method ({query: "<Type>.${res.method}#${res.name}"}) lists it among its possible uses`;
    }
    if (res.kind === "value-call-argument") {
      return `the named argument \`${res.name}\` of a call of \`${use.receiver ?? "?"}\`, a value whose function or type is not known here: find_references of a parameter or field \`${res.name}\` lists it among its possible uses`;
    }
    if (res.kind === "missing" && res.unimportedModule) {
      return `the member \`.${use.member}\` of \`${use.receiver ?? "?"}\`, which names no module here: ${res.unimportedModule} is not imported (typecheck reports E1001; add \`use ${res.unimportedModule}\`)`;
    }
    if (res.kind === "missing") return `the member \`.${use.member}\`, which its receiver's type does not have (typecheck reports it)`;
    return `the member \`.${use.member}\` of a value whose members are not modelled (${res.kind === "unknown" ? res.why : res.kind})`;
  }
  return `the definition of \`${found.definition.name}\` (${found.definition.kind}), which is not a workspace symbol${failedUseNote(index, model, found.definition)}`;
}

/**
 * Said of a bare prelude short name that several std modules define (`len`,
 * `contains`: 98a D3): the symbol named is the compiler's choice, not
 * necessarily the function the call means.
 */
function sharedShortNameCaveat(symbol: SymbolInfo, text: string, start: number): string | undefined {
  const modules = text[start - 1] === "." ? undefined : sharedPreludeModules(symbol);
  if (!modules) return undefined;
  const either = (names: readonly string[], and: string) => `${names.slice(0, -1).join(", ")} ${and} ${names[names.length - 1]}`;
  const qualified = modules.map((m) => `\`${m.slice("std.".length)}.${symbol.name}\``);
  return `\`${symbol.name}\` here is the prelude's short name, which ${either(modules, "and")} ${modules.length === 2 ? "both" : "all"} define: the compiler binds it to ${symbol.id} (the last registered, diagnostics.md §7.3), the symbol named here, whatever the argument; its calls are not checked against one module's signature. Write ${either(qualified, "or")} (after that module's \`use\`) to name one.`;
}

/** Said of an import whose `use` fails (E5002: the module has syntax errors, 94b D2): why it names nothing. */
function failedUseNote(index: SymbolIndex, model: SemanticModel, definition: Definition | undefined): string {
  if (definition?.kind !== "import" && definition?.kind !== "namespace") return "";
  const failed = index.link(model.file)?.failedImports.find((f) => f.start >= definition.declStart && f.end <= definition.declEnd);
  return failed ? `: its \`use\` fails (E5002: ${failed.why}), so what it imports is not known here` : "";
}

function pastEnd(doc: Document, line: number, column: number): string {
  const lines = lineIndexOf(doc);
  if (line > lines.lineCount || line < 1) return `past the end of the file (line ${line}; the file has ${lines.lineCount} line(s))`;
  const visible = visibleLength(doc, line);
  // The CR of a CRLF line is its last column (README, span convention; 99e D3).
  const columns = endsWithCr(doc.text, lines, line) ? `${visible + 1} column(s), the last its CR` : `${visible} character(s)`;
  return `past the end of line ${line} (column ${column}; the line has ${columns})`;
}

/** The code points of line `line` (lineText leaves out a CRLF ending's `\r`). */
function visibleLength(doc: Document, line: number): number {
  return [...lineIndexOf(doc).lineText(line)].length;
}

/** Whether line `line` ends with a CR before its LF (lineText leaves that CR out). */
function endsWithCr(text: string, lines: ReturnType<typeof lineIndexOf>, line: number): boolean {
  const nextStart = lines.offsetAt(line + 1, 1);
  return nextStart !== undefined && nextStart >= 2 && text.charCodeAt(nextStart - 2) === 13;
}
