// A file's outline (list_symbols), read from its semantic model: the
// top-level definitions in source order, types and interfaces with their
// members as children (fields, variants, methods, including methods bound
// at the top level as `Type.method = …` and interface members), functions
// with their signature, values with their declared or inferred type. Small
// on purpose: the first line of a doc comment, no null or empty fields.
import type { Diagnostic, Span } from "../../diagnostics/diagnostic.js";
import { lineIndexOf, syntaxErrorsOf } from "../../syntax/doc-cache.js";
import { unclosedCommentOf } from "../../syntax/unclosed-comment.js";
import type { Definition, SemanticModel } from "../../semantic/index.js";
import { throwIfCancelled } from "../../syntax/cancellation.js";
import { topLevelId } from "./ids.js";
import { shownSignature } from "./signature.js";
import type { SymbolIndex } from "./workspace-index.js";
import { fileFocus, type IndexFocus } from "./focus.js";
import { syntaxErrorAnchor } from "../../syntax/unclosed-list-help.js";

// A type alias (not an interface): plain JSON data, assignable to the tools' loose objects.
export type OutlineSymbol = {
  readonly name: string;
  readonly kind: string;
  /** The name token. */
  readonly span: Span;
  /** The whole declaration (what an editor folds or selects): its fields, methods or body included. */
  readonly decl_span: Span;
  /** The annotation, or the type the checker inferred for an unannotated value or function. */
  readonly signature?: string;
  /** Declared `mut` (a variable, or a field that may be written after construction). */
  readonly mutable?: true;
  /** A field's default value as written: a constructor call may leave the field out. */
  readonly default?: string;
  /** The first line of the doc comment. */
  readonly doc?: string;
  /** Interfaces a record type lists in its body. */
  readonly implements?: readonly string[];
  readonly children?: readonly OutlineSymbol[];
};

export interface OutlineOptions {
  /** Members as children of their types (default true); false for a folder's overview. */
  children?: boolean;
  /** Doc comments' first lines (default true). */
  docs?: boolean;
}

const OUTLINED: ReadonlySet<string> = new Set(["type", "interface", "function", "variable", "method", "field", "variant"]);

export function outlineOf(model: SemanticModel, options: OutlineOptions = {}): OutlineSymbol[] {
  const withChildren = options.children !== false;
  const withDocs = options.docs !== false;
  const implemented = implementedInterfaces(model);
  const topLevel = model.definitions.filter((d) => d.scope === 0 && OUTLINED.has(d.kind));
  const types = new Set(topLevel.filter((d) => d.kind === "type" || d.kind === "interface").map((d) => d.name));
  const out: OutlineSymbol[] = [];
  for (const def of topLevel) {
    // A method bound at the top level (`Point.norm = …`) is a child of its type when the file declares it
    // (a folder overview leaves members out).
    if (def.symbolScope === "member" && def.container !== null && types.has(def.container)) continue;
    const entry = outlineEntry(def, withDocs, def.symbolScope === "member" ? def.qualifiedName : def.name);
    if ((def.kind === "type" || def.kind === "interface") && withChildren) {
      const children = ownMembers(model, def, topLevel).map((m) => outlineEntry(m, withDocs, m.name));
      const listed = implemented.get(def.id);
      out.push({ ...entry, ...(listed ? { implements: listed } : {}), ...(children.length > 0 ? { children } : {}) });
    } else out.push(entry);
  }
  return out;
}

/**
 * The members of type `def`: those declared in its body, and those declared
 * outside every type body (`T.m: … = …` at the top level). A type declared
 * twice (a bad merge) shows each body's own fields, not both bodies'.
 */
function ownMembers(model: SemanticModel, def: Definition, topLevel: readonly Definition[]): readonly Definition[] {
  const members = model.membersOf(def.name);
  const bodies = topLevel.filter((d) => d.name === def.name && (d.kind === "type" || d.kind === "interface"));
  if (bodies.length < 2) return members;
  const inside = (m: Definition, body: Definition) => m.declStart >= body.declStart && m.declEnd <= body.declEnd;
  return members.filter((m) => inside(m, def) || !bodies.some((b) => inside(m, b)));
}

function outlineEntry(def: Definition, withDocs: boolean, name: string): OutlineSymbol {
  const signature = shownSignature(def) ?? undefined;
  const doc = withDocs ? firstLine(def.doc) : undefined;
  return {
    name,
    kind: def.kind,
    span: def.span,
    decl_span: def.declSpan,
    ...(signature !== undefined ? { signature } : {}),
    ...(def.mutable ? { mutable: true as const } : {}),
    ...(def.defaultValue !== null ? { default: def.defaultValue } : {}),
    ...(doc ? { doc } : {}),
  };
}

function firstLine(doc: string | null): string | undefined {
  if (doc === null) return undefined;
  const line = doc.split("\n").find((l) => l.trim() !== "");
  return line?.trim();
}

/** Record definition id → the interfaces it lists in its body, by name. */
function implementedInterfaces(model: SemanticModel): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const { type, interfaceStart } of model.interfaces) {
    const ref = model.referenceAt(interfaceStart);
    if (!ref) continue;
    const list = out.get(type);
    if (list) list.push(ref.name);
    else out.set(type, [ref.name]);
  }
  return out;
}

/**
 * The outline of a workspace file of the index (undefined when the index
 * does not hold it); `implements` also names the interfaces reached through
 * those another file declares (the file's own model sees only its own).
 */
export function fileOutline(index: SymbolIndex, file: string): OutlineSymbol[] | undefined {
  const model = index.model(file);
  if (!model) return undefined;
  const link = index.link(file);
  if (!link) return outlineOf(model);
  return outlineOf(model).map((entry) => {
    if (entry.kind !== "type" && entry.kind !== "interface") return entry;
    const typeId = topLevelId(link.module, entry.name);
    // What this file's model already names (as written here, perhaps under an alias) is left as it is.
    const own = new Set(link.implementations.filter((i) => i.type === typeId).map((i) => i.interface));
    const further = index.interfacesOf(typeId).filter((id) => !own.has(id)).map((id) => id.slice(id.lastIndexOf(".") + 1));
    return further.length > 0 ? { ...entry, implements: [...(entry.implements ?? []), ...further] } : entry;
  });
}

/**
 * The names of the interfaces the types of `file` implement, as far as the
 * files linked so far tell (interfacesOf follows an interface's own list
 * into the file declaring it): a file's outline needs the files that spell
 * them linked (focus.ts), until this adds no name (linkedForOutline).
 */
export function implementedNames(index: SymbolIndex, file: string): string[] {
  const link = index.link(file);
  if (!link) return [];
  const names = new Set<string>();
  for (const symbol of link.symbols) {
    if (symbol.kind !== "type" && symbol.kind !== "interface") continue;
    for (const i of link.implementations) if (i.type === symbol.id) names.add(i.interface.slice(i.interface.lastIndexOf(".") + 1));
    for (const id of index.interfacesOf(symbol.id)) names.add(id.slice(id.lastIndexOf(".") + 1));
  }
  return [...names].sort();
}

/**
 * The index `sync` gives with `files` linked and, for one file, the files
 * that spell the interfaces its outline names (implementedNames), until
 * that adds no name; `sync` links as far as a focus needs (focus.ts).
 */
export function linkedForOutline(sync: (focus: IndexFocus) => SymbolIndex, files: readonly string[]): SymbolIndex {
  let names: string[] = [];
  for (;;) {
    const index = sync(fileFocus(files, names));
    const reached = files.length === 1 ? implementedNames(index, files[0]!) : [];
    if (index.complete || reached.every((n) => names.includes(n))) return index;
    names = [...new Set([...names, ...reached])];
  }
}

/**
 * Each file's outline, in path order: as a file's (members, docs), which
 * list_symbols's output budget cuts down for a large folder (106a T4: an
 * overview without members told an agent nothing of a type's methods).
 */
export function folderOutline(index: SymbolIndex, files: readonly string[]): { file: string; symbols: OutlineSymbol[] }[] {
  const out: { file: string; symbols: OutlineSymbol[] }[] = [];
  for (const file of files) {
    throwIfCancelled();
    const model = index.model(file);
    if (model) out.push({ file, symbols: outlineOf(model) });
  }
  return out;
}

/**
 * What an agent must know before trusting the outlines of `files`: those
 * with syntax errors show what the parser recovered, which past the first
 * error may miss declarations, list locals as top-level names or give a
 * function another kind. Undefined when every file parses.
 */
export function outlineCaveat(index: SymbolIndex, files: readonly string[]): string | undefined {
  const notes = [syntaxCaveat(index, files), commentCaveat(index, files), deepCaveat(index, files)].filter((n): n is string => n !== undefined);
  return notes.length > 0 ? notes.join(" ") : undefined;
}

/**
 * A single file's outline when an unclosed `/*` comments out the rest of it (94b D10): no syntax
 * error says so, and the declarations after it are simply gone. (A folder's outline does not look:
 * it would parse every file restored from the saved index.)
 */
function commentCaveat(index: SymbolIndex, files: readonly string[]): string | undefined {
  const doc = files.length === 1 ? index.document(files[0]!) : undefined;
  const open = doc && unclosedCommentOf(doc);
  if (!doc || open === undefined) return undefined;
  const line = lineIndexOf(doc).row(open) + 1;
  return `${files[0]!} has a block comment opened on line ${line} that is never closed: everything after it is comment, so the declarations there are not listed (close it with \`*/\`; typecheck warns MCP-UNCLOSED-COMMENT).`;
}

/** Statements too deep to analyse (README, nesting) are not in the model: the names they declare are not listed. */
function deepCaveat(index: SymbolIndex, files: readonly string[]): string | undefined {
  const deep = files.flatMap((file) => index.unanalysedLines(file).map((line) => `${file}:${line}`));
  if (deep.length === 0) return undefined;
  return `${deep.length} top-level statement(s) nested too deeply to analyse are left out, and any name they declare with them: ${deep.slice(0, 5).join(", ")}${deep.length > 5 ? ", …" : ""}.`;
}

function syntaxCaveat(index: SymbolIndex, files: readonly string[]): string | undefined {
  const broken: { file: string; count: number; first: Diagnostic }[] = [];
  for (const file of files) {
    // A file whose tree is clean may still have errors only the compiler's parser reports (a byte-order
    // mark, `&&`): looked for in a single file's outline (a folder's would parse every restored file).
    if (!index.hasSyntaxErrors(file) && files.length > 1) continue;
    const doc = index.document(file);
    const errors = doc ? syntaxErrorsOf(doc) : [];
    if (errors.length > 0) broken.push({ file, count: errors.length, first: errors[0]! });
  }
  if (broken.length === 0) return undefined;
  const recovered = "shows what the parser recovered: past the first error it may miss declarations, list locals as top-level names or give a declaration another kind; parse_source lists the errors";
  if (files.length === 1) {
    const [{ file, count, first }] = broken as [(typeof broken)[number]];
    return `${file} has ${count} syntax error(s), the first on line ${syntaxErrorAnchor(first)[0]} (${first.code}: ${first.message}): its outline ${recovered}.`;
  }
  const shown = broken.slice(0, 5).map((b) => `${b.file} (line ${syntaxErrorAnchor(b.first)[0]})`);
  return `${broken.length} file(s) have syntax errors: ${shown.join(", ")}${broken.length > 5 ? ", …" : ""}; the outline of each ${recovered}.`;
}
