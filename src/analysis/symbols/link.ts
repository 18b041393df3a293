// Links one file into the workspace: its symbols (with global ids) and every
// occurrence of a symbol in it (definitions, signature names, imports,
// aliases, references, writes, member uses), attributed through imports and
// the member resolutions of the file's semantic model. Member uses whose
// receiver type is not known are kept apart as `possible` uses, and the
// interfaces the file's record types implement are listed. The result
// records which other files were consulted, so the index can re-link
// exactly the files an edit may affect.
import type { Document } from "../../syntax/document.js";
import { isListableType, type Definition, type Reference, type SemanticModel } from "../../semantic/index.js";
import { preludeEntry } from "../../semantic/modules/std-library.js";
import { internId, LinkContext, type WorkspaceFiles } from "./context.js";
import { topLevelId } from "./ids.js";
import type { Occurrence, OccurrenceKind, OccurrenceRole, SymbolInfo } from "./model.js";
import { ModuleSymbol, OccurrenceRecord, WorkspaceSymbol, type SpanSource } from "./records.js";

/**
 * A member use whose receiver's type is not known: it may be a use of any
 * member of that name; or a named argument of a call of an overloaded
 * function that may name the parameter of more than one overload.
 */
export interface PossibleUse {
  readonly file: string;
  /** The member name, or namedArgumentKey() of a named argument. */
  readonly member: string;
  readonly start: number;
  readonly end: number;
  /** Why it could not be attributed. */
  readonly why: string;
  readonly source: SpanSource;
}

/**
 * A `use` of this file that names a workspace file but fails (E5002: that
 * file has syntax errors, or its path means another file elsewhere in the
 * program): the names it imports resolve to nothing here, so uses of them
 * are not known (failed-importers.ts).
 */
export interface FailedImport {
  readonly file: string;
  /** The file the `use` path names. */
  readonly sourceFile: string;
  /** The `use` path's offsets. */
  readonly start: number;
  readonly end: number;
  /** The E5002 message. */
  readonly why: string;
  readonly source: SpanSource;
}

/**
 * The key under which a named argument that may name parameter `name` of the
 * overloaded function `fn` of `file` is kept among the possible uses (member
 * uses are kept under their member name; `#` cannot start one).
 */
export function namedArgumentKey(file: string, fn: string, name: string): string {
  return `#${file}#${fn}#${name}`;
}

/**
 * The key under which a named argument of a call of a method called
 * `method` on a receiver of unknown type is kept among the possible uses: it
 * may name parameter `name` of any method so named.
 */
export function methodArgumentKey(method: string, name: string): string {
  return `#.${method}#${name}`;
}

/**
 * The key under which a named argument of a call through a value whose
 * declaration is not known (`g(factor = 2)` with `g = scale`) is kept among
 * the possible uses: a parameter or a field `name` of anything may be meant.
 */
export function valueArgumentKey(name: string): string {
  return `#?${name}`;
}

/**
 * The possible-use keys of a parameter `name` of function or method
 * `container` (`Pt.grow`) of `file`: named arguments of calls that could
 * not be attributed to one declaration. `boundAs`: the methods a function
 * is bound as (`shift = move_by[0]`), whose calls on a receiver of unknown
 * type may name its parameters too.
 */
export function parameterArgumentKeys(file: string, container: string, name: string, boundAs: readonly string[] = []): string[] {
  const dot = container.lastIndexOf(".");
  const methods = dot < 0 ? boundAs : [container.slice(dot + 1), ...boundAs];
  return [namedArgumentKey(file, container, name), ...methods.map((m) => methodArgumentKey(m, name)), valueArgumentKey(name)];
}

/**
 * A type whose listing makes the lister implement interfaces: an interface,
 * or a bundle (`Sellable: Type = { Priced, Named }`: its lister implements
 * what it lists, joined in implementationsOf), as the checker reads it.
 */
function listable(ctx: LinkContext, ref: { readonly path: string; readonly def: Definition }): boolean {
  if (ref.def.kind === "interface") return true;
  if (ref.def.kind !== "type" || ref.def.symbolScope !== "top-level") return false;
  const doc = ctx.document(ref.path);
  return doc !== undefined && isListableType(ref.path, doc, ref.def.name);
}

/** Why a named argument of a call of an overloaded function is only a possible use of parameter `name`. */
export function overloadedArgumentWhy(fn: string, name: string): string {
  return `the call of \`${fn}\` matches no single overload by its arguments (their number, names or types), and an overload declaring \`${name}\` may be the one it means`;
}

/** A record type of the file that lists an interface in its body. */
export interface Implementation {
  readonly type: string;
  readonly interface: string;
}

export interface FileLink {
  readonly path: string;
  readonly module: string;
  readonly version: number;
  readonly symbols: readonly SymbolInfo[];
  /** Sorted by position. */
  readonly occurrences: readonly Occurrence[];
  readonly possible: readonly PossibleUse[];
  readonly implementations: readonly Implementation[];
  readonly failedImports: readonly FailedImport[];
  /** Other files whose content this link depends on. */
  readonly deps: ReadonlySet<string>;
  /** The distinct symbol ids of the occurrences. */
  readonly ids: readonly string[];
}

export function linkFile(files: WorkspaceFiles, path: string, doc: Document): FileLink {
  const ctx = new LinkContext(files, path);
  const model = files.model(path);
  const module = ctx.module(path);
  if (!model) return { path, module, version: doc.version, symbols: [new ModuleSymbol(module, path)], occurrences: [], possible: [], implementations: [], failedImports: [], deps: ctx.deps, ids: [] };
  const occurrences: Occurrence[] = [];
  const spans = spanSource(model);
  const push = (start: number, end: number, symbol: string, role: OccurrenceRole, kind: OccurrenceKind, via?: string) => {
    occurrences.push(new OccurrenceRecord(spans, path, start, end, symbol, role, kind, via));
  };

  const symbols: SymbolInfo[] = [new ModuleSymbol(module, path)];
  const declared = new Set<string>();
  for (const def of model.definitions) {
    if (def.kind === "import" || def.kind === "namespace") continue;
    const id = ctx.definitionId(path, def);
    // A method declared twice (`Circle.area: … ` again) is one symbol, as a function's overloads are: both declarations are its definitions.
    if (!declared.has(id)) symbols.push(new WorkspaceSymbol(def, id, module, path));
    declared.add(id);
    push(def.start, def.end, id, "definition", "definition");
    if (def.signatureStart !== null) push(def.signatureStart, def.signatureStart + def.name.length, id, "signature", "signature");
  }

  // `use` statements: the module path, item names and aliases.
  for (const record of model.imports) {
    const statement = record.statement;
    if (record.sourceFile) ctx.touch(record.sourceFile);
    const moduleId = record.moduleResolved ? (record.sourceFile ? ctx.module(record.sourceFile) : record.origin === "std" ? record.module : null) : null;
    const pathStart = statement.segments[0]?.start ?? statement.start;
    const last = statement.segments[statement.segments.length - 1];
    if (moduleId) push(pathStart, last ? last.start + last.name.length : pathStart, moduleId, "import", "import");
    if (record.sourceFile && record.moduleResolved) {
      for (const prefix of pathPrefixModules(ctx, record.sourceFile, statement.segments)) push(prefix.start, prefix.end, prefix.module, "import", "import");
    }
    const alias = statement.form === "module-alias" ? statement.aliases[0] : undefined;
    if (moduleId && alias) push(alias.start, alias.start + alias.name.length, moduleId, "alias", "import");
    statement.items.forEach((item, i) => {
      const binding = record.bindings[i];
      const def = binding?.resolved ? model.definitionAt(item.local.start) : undefined;
      const target = def ? ctx.target(path, def) : null;
      if (!target) return;
      const id = ctx.targetId(target);
      push(item.name.start, item.name.start + item.name.name.length, id, "import", "import");
      if (item.alias) push(item.alias.start, item.alias.start + item.alias.name.length, id, "alias", "import");
    });
  }

  const definitions = model.definitions;
  for (const ref of model.references) {
    if (ref.role === "import") continue; // covered by the `use` statements above
    const res = ref.resolution;
    let id: string | null;
    let via: string | undefined;
    // A type read as a value (`Ev.hit(dmg = 3)`, `Color.rgb(…)`): an occurrence of the type (§4.5), kind `type`.
    let typeRead = false;
    if (res.kind === "definition") {
      const def = definitions[res.definition]!;
      if (def.kind === "import" || def.kind === "namespace") {
        const target = ctx.target(path, def);
        id = target ? ctx.targetId(target) : null;
        via = viaName(ctx, path, def);
        typeRead = target?.kind === "def" && (target.ref.def.kind === "type" || target.ref.def.kind === "interface");
      } else {
        id = ctx.definitionId(path, def); // a definition of this file stands for itself
        typeRead = def.kind === "type" || def.kind === "interface";
      }
    } else if (res.kind === "prelude") {
      const entry = preludeEntry(res.name);
      id = entry ? preludeId(entry.referenceChoice.module, res.name) : null;
    } else continue;
    if (id === null) continue;
    const role: OccurrenceRole = ref.role === "write" || ref.role === "lend" ? "write" : "reference";
    push(ref.start, ref.end, id, role, typeRead && ref.role === "read" ? "type" : occurrenceKind(ref.role), via);
  }

  const possible: PossibleUse[] = [];
  for (const use of model.members) {
    const target = ctx.member(use.resolution);
    if (target) {
      push(use.start, use.end, target.id, use.role === "write" ? "write" : "reference", use.role);
      continue;
    }
    if (use.resolution.kind === "overloaded-parameter") {
      const { file, fn, name } = use.resolution;
      possible.push({ file: path, member: namedArgumentKey(file, fn, name), start: use.start, end: use.end, why: overloadedArgumentWhy(fn, name), source: spans });
      continue;
    }
    if (use.resolution.kind === "unknown-method-argument") {
      const { method, name, owner } = use.resolution;
      const why =
        owner === undefined
          ? `the type of \`${use.receiver ?? "?"}\` is not known, so which \`${method}\` the call names (and whether \`${name}\` is its parameter) is not`
          : use.resolution.unchosen
            ? overloadedArgumentWhy(`${owner}.${method}`, name)
            : use.resolution.unlisted
            ? `no declaration of \`${owner}.${method}\` this file sees (its own, the type's, those its imports reach) has a parameter \`${name}\`: an overload another file declares may be the one the call means`
            : `\`${owner}\` declares \`${method}\` by a type that names no parameters of its own (an alias of a function type), so whose parameter \`${name}\` the call names is not known`;
      possible.push({ file: path, member: methodArgumentKey(method, name), start: use.start, end: use.end, why, source: spans });
      continue;
    }
    if (use.resolution.kind === "value-call-argument") {
      const why = `\`${use.receiver ?? "?"}\` is called as a value whose function or type is not known here, so whose parameter or field \`${use.resolution.name}\` the call names is not`;
      possible.push({ file: path, member: valueArgumentKey(use.resolution.name), start: use.start, end: use.end, why, source: spans });
      continue;
    }
    if (use.resolution.kind === "unknown" && (use.resolution.why === "receiver" || use.resolution.why === "interface" || use.resolution.why === "broken")) {
      const why =
        use.resolution.why === "receiver"
          ? `the type of \`${use.receiver ?? "?"}\` is not known`
          : use.resolution.why === "broken"
            ? `the type of \`${use.receiver ?? "?"}\` is declared in a file with syntax errors, which may hide the member`
            : `the type of \`${use.receiver ?? "?"}\` does not declare it, and an interface it lists (not read here) may`;
      possible.push({ file: path, member: use.member, start: use.start, end: use.end, why, source: spans });
    }
  }

  const implementations: Implementation[] = [];
  for (const { type, interfaceStart } of model.interfaces) {
    const ref = model.referenceAt(interfaceStart);
    if (ref?.resolution.kind !== "definition") continue;
    const target = ctx.target(path, definitions[ref.resolution.definition]!);
    if (target?.kind !== "def" || !listable(ctx, target.ref)) continue;
    implementations.push({ type: ctx.definitionId(path, definitions[type]!), interface: ctx.definitionId(target.ref.path, target.ref.def) });
  }

  occurrences.sort((a, b) => a.start - b.start);
  const ids = [...new Set(occurrences.map((o) => o.symbol))];
  return { path, module, version: doc.version, symbols, occurrences, possible, implementations, failedImports: failedImportsOf(path, model, spans), deps: ctx.deps, ids };
}

/** The `use` statements of `model` that name a workspace file and fail with E5002. */
function failedImportsOf(path: string, model: SemanticModel, spans: SpanSource): FailedImport[] {
  const out: FailedImport[] = [];
  for (const record of model.imports) {
    if (record.sourceFile === null || record.moduleResolved) continue;
    const failure = record.diagnostics.find((d) => d.code === "E5002");
    const segments = record.statement.segments;
    const last = segments[segments.length - 1];
    if (!failure || !last) continue;
    out.push({ file: path, sourceFile: record.sourceFile, start: segments[0]!.start, end: last.start + last.name.length, why: failure.message, source: spans });
  }
  return out;
}

/**
 * Spans of one file's occurrences, computed on demand. A standalone object
 * (not a closure inside linkFile, whose context would keep the LinkContext
 * and its id table alive as long as any occurrence).
 */
function spanSource(model: SemanticModel): SpanSource {
  return { span: (start, end) => model.spanOf(start, end) };
}

const preludeIds = new Map<string, Map<string, string>>();

/**
 * `linalg` of `use linalg.vector.{Vec2}`: each segment before the last names the module that
 * prefix of the path is, when there is one: the folder's `mod.yx` (modules-and-workspace.md §2.3:
 * a folder is a module through its `mod.yx`; a `linalg.yx` beside it is another module, and a
 * folder without one is no module). The folders are the imported file's own, so a path resolved
 * from the importing file's folder names the modules there.
 */
function pathPrefixModules(ctx: LinkContext, sourceFile: string, segments: readonly { readonly start: number; readonly name: string }[]): { start: number; end: number; module: string }[] {
  if (segments.length < 2) return [];
  const stem = sourceFile.endsWith("/mod.yx") ? sourceFile.slice(0, -"/mod.yx".length) : sourceFile.slice(0, -".yx".length);
  const folders = stem.split("/");
  if (folders.length < segments.length) return [];
  const out: { start: number; end: number; module: string }[] = [];
  for (let k = 0; k < segments.length - 1; k++) {
    const folder = folders.slice(0, folders.length - (segments.length - 1 - k)).join("/");
    if (folder.slice(folder.lastIndexOf("/") + 1) !== segments[k]!.name) return out;
    // Whether the module exists, not what it holds: no dependency on it, and no parse of a file restored unparsed.
    const file = `${folder}/mod.yx`;
    if (ctx.files.listsFile(file)) out.push({ start: segments[k]!.start, end: segments[k]!.start + segments[k]!.name.length, module: ctx.module(file) });
  }
  return out;
}

/** `<module>.<name>` of a prelude name, one string per name (thousands of references share it). */
function preludeId(module: string, name: string): string {
  let byName = preludeIds.get(module);
  if (!byName) {
    byName = new Map();
    preludeIds.set(module, byName);
  }
  let id = byName.get(name);
  if (id === undefined) {
    id = internId(topLevelId(module, name));
    byName.set(name, id);
  }
  return id;
}

/**
 * The local name when it is an alias (`dist` for `distance as dist`, `geo`
 * for `geometry as geo`). An alias that repeats the name (`distance as
 * distance`) is one too: written with `as`, it keeps its name when the
 * symbol is renamed (`use geo.{gap as distance}`), like any other alias.
 */
function viaName(ctx: LinkContext, path: string, def: Definition): string | undefined {
  if (def.useOrdinal === null) return undefined;
  if (def.kind === "import") {
    if (def.importedName !== null && def.importedName !== def.name) return def.name;
    const items = ctx.importsOf(path)[def.useOrdinal]?.statement.items ?? [];
    return items.some((item) => item.alias !== null && item.local.start === def.start) ? def.name : undefined;
  }
  if (def.kind === "namespace") {
    const record = ctx.importsOf(path)[def.useOrdinal];
    return record?.form === "module-alias" ? def.name : undefined;
  }
  return undefined;
}

/** The `find_references` kind of a reference with model role `role`. */
export function occurrenceKind(role: Reference["role"]): OccurrenceKind {
  switch (role) {
    case "write":
    case "lend":
      return "write";
    case "call":
      return "call";
    case "argument":
      return "argument";
    case "type":
      return "type";
    case "import":
      return "import";
    default:
      return "read";
  }
}
