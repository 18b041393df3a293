// rename_symbol across the workspace (issue 13): one symbol of the index,
// every file that refers to it. The edits are find_references' locations of
// the symbol (symbols/references.ts reads the same index: the two cannot
// disagree), minus what an import alias keeps: in `use m.{a as b}` the item
// `a` is renamed, `b` and its uses are not. A member is renamed with the
// members it must keep the name of (an interface's member and the members
// implementing it). Then, file by file, the per-file checks of the one-text
// rename (verify.ts): no direct clash, and in the model of every renamed
// text (the other files renamed too) every name keeps its meaning. Last,
// the renamed files and the files depending on them are type-checked in
// memory: a rename that adds errors is refused (MCP-RENAME-BREAKS) unless
// forced. A refusal is one MCP-RENAME-* error diagnostic and no edits.
//
// The symbol is an input (resolved by the caller: from a query with
// `renameTargetOf`, or from a position), so any way of naming it renames the
// same way.
import type { Parser } from "web-tree-sitter";
import type { Diagnostic, Span } from "../../diagnostics/diagnostic.js";
import { aliasesOfOthers, brokenFilesMentioning, failedImporters, listedFiles, moduleClashOf, moduleClashText, resolveQuery, symbolById, unanalysedMentionsOf, type SymbolIndex, type SymbolInfo } from "../symbols/index.js";
import { BUILTIN_TYPES } from "../../semantic/model/builtins.js";
import { rangesMentioning } from "../../semantic/model/deep-statements.js";
import type { Occurrence } from "../symbols/model.js";
import { attachedFunctions, semanticModel, type Definition, type SemanticModel } from "../../semantic/index.js";
import type { ModuleHost } from "../../semantic/modules/host.js";
import { lineIndexOf } from "../../syntax/doc-cache.js";
import { Document } from "../../syntax/document.js";
import { syntaxDiagnostics } from "../../syntax/syntax-diagnostics.js";
import { throwIfCancelled } from "../../syntax/cancellation.js";
import { patternFieldRefusal, patternLocalAt, usesOf } from "./pattern-fields.js";
import { RenameRefusal, type FileCheck, type RenameEdit } from "./model.js";
import { applyEdits } from "./occurrences.js";
import { newErrors } from "./recheck.js";
import { breaks, failedImportsWarning, familyNote, patternLocalsNote, toDiagnostic, unresolvedWarning, type LeftUnchanged } from "./report.js";
import { unifiedDiff } from "./unified-diff.js";
import { checkNewName, constructorNameProblem } from "./validate.js";
import { bindingChange, directClash, typeKey } from "./verify.js";

export type { FileCheck } from "./model.js";

export interface WorkspaceRenameRequest {
  readonly index: SymbolIndex;
  readonly symbol: SymbolInfo;
  readonly newName: string;
  readonly parser: Parser;
  readonly check: FileCheck;
  /** Rename even when the renamed files have new type errors (listed in a warning). */
  readonly force?: boolean;
  /**
   * Sources of the workspace that could not be read (MCP-FILE-SKIPPED: not UTF-8, too large, …),
   * with why: a use there can be neither known nor renamed, so the rename is refused unless forced.
   */
  readonly unreadable?: readonly { readonly file: string; readonly why: string }[];
  /**
   * Each path of the workspace that is one file on disk with other paths (a symlinked or hard-linked
   * `.yx`, project/same-file.ts), with those paths: each is a module of its own, so editing the file edits them all.
   */
  readonly sameFile?: ReadonlyMap<string, readonly string[]>;
  /** The paths of `sameFile` that are symbolic links: such a file is edited under its target's path, as it is written. */
  readonly links?: ReadonlySet<string>;
}

export interface FileRename {
  readonly file: string;
  /** The file's text the edits were computed from. */
  readonly text: string;
  readonly renamed: string;
  readonly edits: readonly RenameEdit[];
  readonly diff: string;
}

export interface WorkspaceRenameResult {
  /** The symbol renamed (its id), when there was one. */
  readonly symbol?: string;
  /** By path; empty when refused. */
  readonly files: readonly FileRename[];
  readonly diagnostics: readonly Diagnostic[];
  /** Error counts over the renamed files and the files depending on them, before and after (when they were checked). */
  readonly check?: { readonly errors_before: number; readonly errors_after: number };
}

export const START: [number, number, number, number] = [1, 1, 1, 1];

/** The one workspace symbol `query` names (a find_references query), or the refusal saying why there is none. */
export function renameTargetOf(index: SymbolIndex, query: string): SymbolInfo | RenameRefusal {
  const trimmed = query.trim();
  // (A local's full id, `geo.main#p@3:5`, listed by AMBIGUOUS, picks one of the same-named locals.)
  const symbols = resolveQuery(index, trimmed);
  // `Float`, `List`: built-in types, which a position on one calls STD-SYMBOL too.
  if (symbols.length === 0 && BUILTIN_TYPES.has(trimmed)) return stdRefusal(trimmed);
  if (symbols.length === 0) {
    // A declaration a syntax error swallowed is no symbol: a file that does not parse and writes the name may hold it (94b D3).
    const bare = trimmed.split(/[.#]/).pop() ?? trimmed;
    const broken = /^[A-Za-z_][A-Za-z0-9_]*$/.test(bare) ? brokenFilesMentioning(index, bare) : [];
    if (broken.length > 0) {
      return new RenameRefusal("MCP-RENAME-PARSE-ERROR", `no symbol is named '${query}', but '${bare}' is written in ${listedFiles(broken)}, which ${broken.length === 1 ? "has" : "have"} syntax errors: its declaration may be hidden by them; fix them first (parse_source lists them)`, START, { file: broken[0]! });
    }
    return new RenameRefusal("MCP-RENAME-NOT-FOUND", `no symbol is named '${query}' in the workspace (exact: a name, Type.member, module.name, or function#local; lookup_symbol finds names by prefix)`, START);
  }
  const own = symbols.filter((s) => s.origin === "workspace");
  if (own.length === 0) {
    // `out` of `use std.io as out`, `root` of `use std.math.{sqrt as root}`: the alias is the file's own (renamed as a workspace alias is).
    const aliased = new Set(index.aliasesNamed(trimmed).map((o) => o.symbol));
    const std = symbols.find((s) => aliased.has(s.id));
    if (std) return std;
    // `open` of `use account.{open_account as open}`, spelled like a std function: the workspace symbol it aliases.
    const own = [...aliased].map((id) => symbolById(index, id)).find((s) => s?.origin === "workspace");
    if (own) return own;
    return symbols[0]!.kind === "module" ? moduleRefusal(symbols[0]!) : stdRefusal(query);
  }
  // `show` that is also an import alias of another symbol (`use m.{x as show}`): which of them is meant is not known.
  const aliases = aliasesOfOthers(index, trimmed, own);
  if (aliases.length > 0) {
    const candidates = [...new Set(own.map((s) => s.id))];
    const places = aliases.map((o) => `${o.file}:${o.span[0]}:${o.span[1]}`);
    return new RenameRefusal(
      "MCP-RENAME-AMBIGUOUS",
      `'${query}' names ${candidates.join(", ")} and is also an import alias (of ${[...new Set(aliases.map((o) => o.symbol))].join(", ")}) at ${places.join(", ")}`,
      own[0]!.span ?? START,
      { candidates, ...(own[0]!.file === null ? {} : { file: own[0]!.file }), help: `query: "${candidates[0]}" renames the symbol; the alias is renamed by its position (file_path + line + column), e.g. ${places[0]}` },
    );
  }
  // One id declared in several files (a method declared again apart from its type) is one symbol: its occurrences are all of them.
  if (own.length > 1 && new Set(own.map((s) => s.id)).size > 1) {
    const candidates = own.map((s) => s.id);
    return new RenameRefusal("MCP-RENAME-AMBIGUOUS", `'${query}' names ${own.length} symbols: ${candidates.join(", ")}; pass one of these ids as the query`, own[0]!.span ?? START, {
      candidates,
      ...(own[0]!.file === null ? {} : { file: own[0]!.file }),
      help: `query: "${candidates[0]}" (or another candidate)`,
    });
  }
  return own[0]!;
}

/** `symbol` (found at a position) if it is the workspace's own, else the refusal a std or built-in name gets. */
export function renameTargetFound(symbol: SymbolInfo, label: string): SymbolInfo | RenameRefusal {
  if (symbol.kind === "module") return moduleRefusal(symbol);
  return symbol.origin === "workspace" ? symbol : stdRefusal(label);
}

/**
 * A module is never renamed (a workspace module's name is its file's path; a std module is not the
 * project's): the refusal says so, and how to rename the name a file binds it under instead.
 */
function moduleRefusal(symbol: SymbolInfo): RenameRefusal {
  const std = symbol.origin !== "workspace";
  const what = std ? `the standard-library module ${symbol.id}, which is not the project's to rename` : `the module ${symbol.id}: its name is its file's path, which a rename does not move`;
  return new RenameRefusal(std ? "MCP-RENAME-STD-SYMBOL" : "MCP-RENAME-NOT-FOUND", `'${symbol.name}' is ${what}`, START, {
    // The name a file binds it under is `name`, or the alias its `use … as` gives (which this call does not know).
    help: `to rename the name a file binds it under, rename at one of its uses there (\`${symbol.name}.…\`, or \`alias.…\` where its \`use\` gives it \`as alias\`) or at the last segment of its \`use\`: the \`use\` gets \`as …\` (or a new alias) and every use in that file is renamed`,
  });
}

function stdRefusal(label: string): RenameRefusal {
  return new RenameRefusal("MCP-RENAME-STD-SYMBOL", `'${label}' is a standard-library or built-in name; it cannot be renamed`, START);
}

/** Renames `symbol` in every file of the workspace that refers to it. */
export function renameInWorkspace(request: WorkspaceRenameRequest): WorkspaceRenameResult {
  const renamedDocs: Document[] = [];
  try {
    return run(request, renamedDocs);
  } catch (error) {
    if (error instanceof RenameRefusal) return refusedRename(error, request.symbol);
    throw error;
  } finally {
    for (const doc of renamedDocs) doc.dispose();
  }
}

function run(request: WorkspaceRenameRequest, renamedDocs: Document[]): WorkspaceRenameResult {
  const { index, symbol, newName } = request;
  refuseUnrenamable(index, symbol, newName);
  const bound = patternFieldBinding(index, symbol);
  if (bound) throw bound;
  if (symbol.name === newName) return { symbol: symbol.id, files: [], diagnostics: [] };
  const sharedModule = moduleClashOf(index, symbol);
  if (sharedModule) {
    const first = index.definitionsOf(symbol.id)[0]!;
    throw new RenameRefusal("MCP-RENAME-AMBIGUOUS", `${moduleClashText(sharedModule, symbol.name)}: a rename would edit both`, first.span, {
      file: first.file,
      help: "rename or move one of the files (a file inside src/ and one outside it, or `x.yx` and `x/mod.yx`, take one path), then rename again",
    });
  }
  const family = renameFamily(index, symbol);
  const clash = (symbol.scope === "member" ? memberClash(index, family, newName) : null) ?? attachedClash(index, symbol, family, newName);
  if (clash) throw clash;
  const byFile = editsByFile(index, family, newName);
  const patternUses = symbol.kind === "field" ? addPatternLocals(index, byFile, newName) : [];
  const linked = linkedFileRefusal(request, declaringFiles(index, symbol, family));
  if (linked) throw linked;
  const patternSites = family.flatMap((id) => index.definitionsOf(id).filter((d) => index.model(d.file)?.definitionAt(d.start)?.form === "pattern"));
  const constructor = constructorNameProblem(newName, patternSites.length > 0);
  if (constructor) throw new RenameRefusal(constructor.code, constructor.message, START);
  const variant = variantNamedFor(index, patternSites, newName);
  if (variant) throw variant;
  const captured = patternCapture(index, symbol, [...byFile.keys()], newName);
  if (captured) throw captured;
  const meaning = (file: string, edits: readonly RenameEdit[], after: SemanticModel) => meaningChange(request, file, edits, after);
  const renamed = oneWritePerFile(request, finishRename(request, symbol.id, byFile, meaning, leftUnchanged(index, symbol), renamedDocs));
  // Importers whose `use` of the module fails (E5002) keep their uses: say which, as for unknown receivers.
  const failed = renamed.files.length === 0 ? [] : failedImporters(index, symbol);
  const result = failed.length === 0 ? renamed : { ...renamed, diagnostics: [...renamed.diagnostics, failedImportsWarning(symbol.name, failed)] };
  const others = family.filter((id) => id !== symbol.id).flatMap((id) => index.definitionsOf(id).slice(0, 1).map((d) => ({ qualifiedName: qualifiedOf(id), span: d.span, file: d.file })));
  if (result.files.length === 0) return result;
  const notes = [...(others.length > 0 ? [familyNote(symbol.qualified_name, others)] : []), ...(patternUses.length > 0 ? [patternLocalsNote(symbol.qualified_name, patternUses)] : [])];
  return notes.length === 0 ? result : { ...result, diagnostics: [...result.diagnostics, ...notes] };
}

/**
 * Paths that are one file on disk (a linked `.yx` that only uses the renamed symbol: each path's module gets the
 * same edits) are one file to write, under its target's path, else the first of its paths (81c D10: the write was
 * refused, "named twice"; 106c V4: the preview named the link, the apply's `written` the target).
 * Edits that differ between its paths (its modules resolve a name differently) refuse the rename.
 */
function oneWritePerFile(request: WorkspaceRenameRequest, result: WorkspaceRenameResult): WorkspaceRenameResult {
  const same = request.sameFile;
  if (!same || same.size === 0) return result;
  const kept: FileRename[] = [];
  for (const file of result.files) {
    const twin = kept.find((k) => same.get(k.file)?.includes(file.file));
    if (!twin) kept.push(file);
    else if (twin.renamed === file.renamed) {
      if (request.links?.has(twin.file) && !request.links.has(file.file)) kept[kept.indexOf(twin)] = file;
    } else {
      throw new RenameRefusal("MCP-RENAME-AMBIGUOUS", `${twin.file} and ${file.file} are one file on disk (a symbolic or hard link), and the rename would edit it differently as each path's module`, START, {
        file: file.file,
        help: "replace the link with a `use` of the module it mirrors (or with a copy), then rename again",
      });
    }
  }
  return kept.length === result.files.length ? result : { ...result, files: kept.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)) };
}

/**
 * The files declaring what other modules can see of the renamed family (a local is seen by none): a file
 * that only uses it renames those uses alike for every path that names it (81c D10).
 */
function declaringFiles(index: SymbolIndex, symbol: SymbolInfo, family: readonly string[]): string[] {
  if (symbol.scope === "local") return [];
  return [...new Set(family.flatMap((id) => index.definitionsOf(id).map((d) => d.file)))];
}

/**
 * A rename would edit a declaration in a file that other workspace paths name too (81a D1: with `geo_alias.yx`
 * a link to `geo.yx`, renaming `geo.add` also renamed `geo_alias.add`, and every `use geo_alias.{add}` broke while
 * the check, which reads each path as its own module, saw no new error). Refused, `force` or not.
 */
function linkedFileRefusal(request: WorkspaceRenameRequest, files: readonly string[]): RenameRefusal | null {
  for (const file of files) {
    const others = request.sameFile?.get(file);
    if (!others || others.length === 0) continue;
    return new RenameRefusal(
      "MCP-RENAME-AMBIGUOUS",
      `${file} is one file on disk with ${others.join(", ")} (a symbolic or hard link), each a module of its own: editing it would rename '${request.symbol.name}' in ${others.length === 1 ? "that module" : "those modules"} too, where their importers' uses would not be renamed`,
      START,
      { file, help: "replace the link with a `use` of the module it mirrors (or with a copy), then rename again" },
    );
  }
  return null;
}

/** `Type.member` of a member's id (`geo.Shape.area` → `Shape.area`). */
function qualifiedOf(id: string): string {
  return id.split(".").slice(-2).join(".");
}

/**
 * The common end of a workspace rename, once the edits are known: each
 * renamed file free of syntax errors and keeping its meaning (`meaning`, in
 * a model seeing every file renamed), then the type check of the renamed
 * files and their dependents.
 */
export function finishRename(
  request: WorkspaceRenameRequest,
  id: string,
  byFile: ReadonlyMap<string, RenameEdit[]>,
  meaning: (file: string, edits: readonly RenameEdit[], after: SemanticModel) => RenameRefusal | null,
  left: readonly LeftUnchanged[],
  renamedDocs: Document[],
  fileLocal = false,
): WorkspaceRenameResult {
  const { index, symbol } = request;
  const files = [...byFile.keys()].sort();
  for (const file of files) refuseSyntaxErrors(file, index.document(file)!);
  // Told before the rename is made and checked (cheap): files whose uses of the name cannot be known. A name
  // one file binds (`fileLocal`: an import alias) no other file sees, so no other file's text matters (87b D3).
  const unknowns = fileLocal ? [] : [brokenMentions(index, symbol.name, byFile), unreadableSources(request.unreadable ?? [])].filter((r): r is RenameRefusal => r !== null);
  if (unknowns.length > 0 && !request.force) return refusedRename(unknowns[0]!, symbol);

  // Every renamed text first: each file's renamed model sees the others renamed.
  const renamed = new Map<string, Document>();
  for (const file of files) {
    const doc = new Document(request.parser, applyEdits(index.document(file)!.text, byFile.get(file)!));
    renamedDocs.push(doc);
    renamed.set(file, doc);
  }
  const base = index.moduleHost();
  const host: ModuleHost = { listing: base.listing, document: (rel) => renamed.get(rel) ?? base.document(rel) };
  // A member whose receiver's type is lost is explained by the type errors that lose it, when the check finds them.
  let typeLost: RenameRefusal | null = null;
  for (const file of files) {
    const refusal = meaning(file, byFile.get(file)!, semanticModel(host, file, renamed.get(file)!));
    if (refusal?.extra.typeLost) typeLost ??= inFile(refusal, file);
    else if (refusal) throw inFile(refusal, file);
  }

  const check = typeCheck(request, files, host, renamed);
  if (check.added.length > 0) unknowns.push(breaks(check.added, "the renamed workspace"));
  else if (typeLost) throw typeLost;
  const diagnostics: Diagnostic[] = [];
  // What a rename cannot know or would break refuses it, unless forced: then each is a warning.
  for (const refusal of unknowns) {
    if (!request.force) return { ...refusedRename(refusal, symbol), check: check.counts };
    diagnostics.push({ ...toDiagnostic(refusal), severity: "warning", message: `force: ${refusal.message}` });
  }
  // Member uses and named arguments in one warning, places in code not analysed in another.
  for (const group of [left.filter((u) => !u.unanalysed), left.filter((u) => u.unanalysed)]) if (group.length > 0) diagnostics.push(unresolvedWarning(group));
  return {
    symbol: id,
    files: files.map((file) => {
      const text = index.document(file)!.text;
      const edits = byFile.get(file)!;
      return { file, text, renamed: renamed.get(file)!.text, edits, diff: unifiedDiff(file, text, edits) };
    }),
    diagnostics,
    check: check.counts,
  };
}

/**
 * Files with syntax errors that mention `name` (not among the renamed ones): a use there, or an interface
 * member the renamed one must keep the name of, cannot be known (their importers do not resolve their names).
 */
function brokenMentions(index: SymbolIndex, name: string, renamed: ReadonlyMap<string, unknown>): RenameRefusal | null {
  const whole = (text: string) => rangesMentioning(text, [{ start: 0, end: text.length }], name).length > 0;
  const hidden = [...index.paths()].filter((f) => !renamed.has(f) && index.hasSyntaxErrors(f) && whole(index.textLines(f)?.text ?? "")).sort();
  if (hidden.length === 0) return null;
  // Where: the first syntax error of the first such file (not the start of it; 87b D3).
  const doc = index.document(hidden[0]!);
  const first = doc ? syntaxDiagnostics(doc.tree, doc.text, lineIndexOf(doc), { supersets: false }).find((d) => d.severity === "error") : undefined;
  return new RenameRefusal(
    "MCP-RENAME-PARSE-ERROR",
    `${hidden.slice(0, 5).join(", ")}${hidden.length > 5 ? ", …" : ""} ${hidden.length === 1 ? "has" : "have"} syntax errors and mention${hidden.length === 1 ? "s" : ""} '${name}': a use there, or an interface member the renamed one must keep the name of, cannot be known`,
    first?.span ?? START,
    { file: hidden[0]!, help: "fix the syntax errors first (typecheck lists them); force: true renames what is known and warns" },
  );
}

/** Sources the workspace could not read (MCP-FILE-SKIPPED): their uses can be neither known nor renamed. */
function unreadableSources(unreadable: readonly { readonly file: string; readonly why: string }[]): RenameRefusal | null {
  if (unreadable.length === 0) return null;
  const listed = unreadable.slice(0, 5).map((u) => u.why).join("; ");
  return new RenameRefusal(
    "MCP-RENAME-PARSE-ERROR",
    // (Left out of the workspace, MCP-FILE-SKIPPED, but the compiler would read them: 81c D11, the two messages disagreed.)
    `${unreadable.length} .yx file(s) under the project root were left out of the workspace, so their uses of the name can be neither known nor renamed: ${listed}${unreadable.length > 5 ? "; …" : ""}`,
    START,
    { file: unreadable[0]!.file, help: "fix or remove those files (each MCP-FILE-SKIPPED warning says why it was left out), or pass force: true to rename what is known" },
  );
}

/** Refuses a module, a std or built-in symbol, a reserved new name, a name some unanalysed statement mentions. */
function refuseUnrenamable(index: SymbolIndex, symbol: SymbolInfo, newName: string): void {
  if (symbol.kind === "module") throw moduleRefusal(symbol);
  if (symbol.origin !== "workspace" || symbol.file === null) {
    throw new RenameRefusal("MCP-RENAME-STD-SYMBOL", `'${symbol.qualified_name}' is a standard-library or built-in name; it cannot be renamed`, START);
  }
  const problem = checkNewName(newName, symbol.kind === "type" || symbol.kind === "interface");
  // Placed at the symbol's definition, as the refusals of a clash are at the clashing name.
  if (problem) throw new RenameRefusal(problem.code, problem.message, symbol.span ?? START, { file: symbol.file });
  const deep = index.unanalysedMentions(symbol.name)[0];
  if (deep) {
    throw new RenameRefusal("MCP-RENAME-TOO-DEEP", `the statement at ${deep} is nested too deeply to analyse and mentions '${symbol.name}': its uses there cannot be known, so the rename could miss some`, START, {
      help: "split that expression into named parts, then rename",
    });
  }
  // The new name there: the statement may declare it (a collision) or read it (a capture), which cannot be known.
  const taken = index.unanalysedMentions(newName)[0];
  if (taken) {
    throw new RenameRefusal("MCP-RENAME-TOO-DEEP", `the statement at ${taken} is nested too deeply to analyse and mentions '${newName}': whether the new name would collide with a name it declares or reads cannot be known`, START, {
      help: "split that expression into named parts, then rename",
    });
  }
}

/**
 * The checks of the one-text rename for one file (verify.ts): no direct
 * clash with a name of the file, and every name of the file keeping its
 * meaning in `after` (the renamed file's model, the other files renamed).
 */
function meaningChange(request: WorkspaceRenameRequest, file: string, edits: readonly RenameEdit[], after: SemanticModel): RenameRefusal | null {
  throwIfCancelled();
  const { index, symbol, newName } = request;
  const model = index.model(file)!;
  const starts = new Set(edits.map((e) => e.start));
  const targets = model.definitions.filter((d) => starts.has(d.start));
  // The renamed type by its file too: another module's type of the same name keeps its name (and members).
  const renamedTypes = new Set(symbol.kind === "type" || symbol.kind === "interface" ? [typeKey({ name: symbol.name, file: symbol.file ?? "" })] : []);
  return (targets.length > 0 ? directClash(model, targets, newName) : null) ?? bindingChange(model, after, targets, edits, symbol.name, newName, renamedTypes);
}

/**
 * The symbol and the symbols that must keep its name: for a member, the
 * members of that name of the interfaces its type implements and of every
 * type implementing those interfaces (transitively).
 */
function renameFamily(index: SymbolIndex, symbol: SymbolInfo): string[] {
  if (symbol.scope !== "member") return [symbol.id];
  const family = new Set([symbol.id]);
  const queue = [symbol.id];
  while (queue.length > 0) {
    const id = queue.pop()!;
    const owner = parentId(id);
    const name = lastSegment(id);
    const related = index.implementingMembers(id).map((o) => o.symbol);
    for (const iface of index.interfacesOf(owner)) {
      const member = `${iface}.${name}`;
      if (index.definitionsOf(member).length > 0) related.push(member);
    }
    for (const next of related) {
      if (family.has(next)) continue;
      family.add(next);
      queue.push(next);
    }
  }
  return [...family];
}

/** The id an id's last segment hangs under (`geo.Point.x` → `geo.Point`, `geo.distance` → `geo`). */
function parentId(id: string): string {
  return id.slice(0, id.lastIndexOf("."));
}

/** The last segment of an id (`geo.Point` → `Point`). */
function lastSegment(id: string): string {
  return id.slice(id.lastIndexOf(".") + 1);
}

/** What the member `id` is (field, method, variant), for messages. */
function memberKind(index: SymbolIndex, id: string): string {
  return index.symbolsNamed(lastSegment(id), false).find((s) => s.id === id)?.kind ?? "member";
}

/**
 * A member of the family whose type already has a member called `newName`,
 * declared in whatever file (a method declared apart from its type, §3.2):
 * the one-text check sees only the members of the file it renames.
 */
function memberClash(index: SymbolIndex, family: readonly string[], newName: string): RenameRefusal | null {
  for (const id of family) {
    const taken = `${parentId(id)}.${newName}`;
    if (family.includes(taken)) continue;
    const existing = index.definitionsOf(taken)[0];
    if (!existing) continue;
    return inFile(new RenameRefusal("MCP-RENAME-COLLISION", `'${lastSegment(parentId(id))}' already has a ${memberKind(index, taken)} '${newName}'`, existing.span), existing.file);
  }
  return null;
}

/**
 * A rename that would change what `x.name(…)` calls through a function
 * attached to a type (a `pub` function of the type's file whose first
 * parameter is of the type, §3.4, §4.5): such a call reaches the attached
 * function only when the type has no member of that name. So a member may not
 * take the name of a function attached to its type, nor an attached function
 * the name of a member of its type (declared in whatever file).
 */
function attachedClash(index: SymbolIndex, symbol: SymbolInfo, family: readonly string[], newName: string): RenameRefusal | null {
  if (symbol.scope === "member") return memberTakesAttachedName(index, symbol, family, newName);
  return symbol.kind === "function" ? attachedTakesMemberName(index, symbol, newName) : null;
}

function memberTakesAttachedName(index: SymbolIndex, symbol: SymbolInfo, family: readonly string[], newName: string): RenameRefusal | null {
  for (const id of family) {
    const typeId = parentId(id);
    const typeName = lastSegment(typeId);
    const typeFile = index.definitionsOf(typeId)[0]?.file;
    const doc = typeFile === undefined ? undefined : index.document(typeFile);
    if (typeFile === undefined || !doc || attachedFunctions(typeFile, doc).get(newName) !== typeName) continue;
    const fn = index.definitionsOf(`${parentId(typeId)}.${newName}`)[0];
    const message = `'${typeName}' has the function '${newName}' attached to it (a pub function of its file whose first parameter is of type ${typeName}): calls x.${newName}(…) would reach the ${symbol.kind} instead`;
    return inFile(new RenameRefusal("MCP-RENAME-COLLISION", message, fn?.span ?? START), fn?.file ?? typeFile);
  }
  return null;
}

function attachedTakesMemberName(index: SymbolIndex, symbol: SymbolInfo, newName: string): RenameRefusal | null {
  const doc = symbol.file === null ? undefined : index.document(symbol.file);
  const typeName = doc && symbol.file !== null ? attachedFunctions(symbol.file, doc).get(symbol.name) : undefined;
  if (typeName === undefined) return null;
  const taken = `${parentId(symbol.id)}.${typeName}.${newName}`;
  const existing = index.definitionsOf(taken)[0];
  if (!existing) return null;
  const what = memberKind(index, taken);
  const message = `'${symbol.name}' is attached to '${typeName}' (its first parameter is of type ${typeName}), which already has a ${what} '${newName}': calls x.${symbol.name}(…) would reach that ${what} instead`;
  return inFile(new RenameRefusal("MCP-RENAME-COLLISION", message, existing.span), existing.file);
}

/**
 * A variant renamed to a name a match pattern binds as a whole arm (`other
 * => 0`), or in an arm that names a variant of the same set (`(hit(n))` for
 * `Ev.miss` → `n`), in a file that
 * names the variant or imports from its module: a name in a pattern that
 * names a known constructor is a reference to it (modules-and-workspace.md
 * §4.4), so the pattern might then match the variant `n` instead of binding
 * `n`. Within one file the model sees that; across files which variants a
 * pattern may name is not certain, so the rename is refused.
 */
/**
 * A pattern binding renamed to the name of a variant its file can see (of a type it declares or imports,
 * `(sent(to, days))` → `(sent(open, days))` with `Status.open`): whether the pattern would then name the
 * variant or still bind is not certain (modules-and-workspace.md §4.4: a name in a pattern that names a
 * known constructor is a reference to it; which constructors an importing file knows is not said), so
 * such a rename is refused rather than risk a pattern that silently stops binding.
 */
function variantNamedFor(index: SymbolIndex, patternSites: readonly Occurrence[], newName: string): RenameRefusal | null {
  if (patternSites.length === 0) return null;
  for (const variant of index.symbolsNamed(newName, false)) {
    if (variant.kind !== "variant" || variant.file === null) continue;
    const seen = patternSites.find((site) => site.file === variant.file || index.dependentsOf(variant.file!).has(site.file));
    if (!seen) continue;
    const message = `'${newName}' is the variant '${variant.qualified_name}' (${variant.file}), which ${seen.file === variant.file ? "this file declares" : "this file can see through its imports"}: in a match pattern the name could read as that variant instead of binding a new name`;
    // At the pattern's binding (51a F3: it was 1:1).
    return inFile(new RenameRefusal("MCP-RENAME-COLLISION", message, seen.span), seen.file);
  }
  return null;
}

function patternCapture(index: SymbolIndex, symbol: SymbolInfo, files: readonly string[], newName: string): RenameRefusal | null {
  if (symbol.kind !== "variant" || symbol.file === null) return null;
  const affected = new Set([...files, ...index.dependentsOf(symbol.file)]);
  const ofTheSet = (m: SemanticModel["members"][number]) => m.resolution.kind === "member" && m.resolution.owner.name === symbol.container && m.resolution.owner.file === symbol.file;
  for (const file of [...affected].sort()) {
    const model = index.model(file);
    // A catch-all arm (`other => 0`) would name the variant; a binding inside an arm that names the set's variants might.
    const catchAll = (d: Definition) => d.start === d.declStart;
    const binding = model?.definitions.find((d) => d.form === "pattern" && d.name === newName && (catchAll(d) || model.members.some((m) => m.start >= d.declStart && m.end <= d.declEnd && ofTheSet(m))));
    if (!binding) continue;
    const message = `a match pattern binds '${newName}' at ${binding.span[0]}:${binding.span[1]}; with a variant of that name the pattern could name the variant instead (a name in a pattern that names a constructor is a reference to it)`;
    return inFile(new RenameRefusal("MCP-RENAME-COLLISION", message, binding.span), file);
  }
  return null;
}

/** find_references' locations of the family, minus an alias and its uses, as edits per file (sorted, one per token). */
function editsByFile(index: SymbolIndex, family: readonly string[], newName: string): Map<string, RenameEdit[]> {
  const byFile = new Map<string, Map<number, RenameEdit>>();
  for (const id of family) {
    for (const o of index.occurrencesOf(id)) {
      if (keptByAlias(o)) continue;
      let edits = byFile.get(o.file);
      if (!edits) byFile.set(o.file, (edits = new Map()));
      if (edits.has(o.start)) continue;
      const text = index.document(o.file)!.text;
      edits.set(o.start, { span: o.span, start: o.start, end: o.end, old_text: text.slice(o.start, o.end), new_text: newName });
    }
  }
  return new Map([...byFile].map(([file, edits]) => [file, [...edits.values()].sort((a, b) => a.start - b.start)]));
}

/** A field's `{ x }` patterns bind a local of its name: the local's uses are renamed with it (pattern-fields.ts); returns those edits' places. */
function addPatternLocals(index: SymbolIndex, byFile: Map<string, RenameEdit[]>, newName: string): { span: Span; file: string }[] {
  const places: { span: Span; file: string }[] = [];
  for (const [file, edits] of byFile) {
    const model = index.model(file);
    const text = index.document(file)?.text;
    if (!model || text === undefined) continue;
    const added = edits.flatMap((e) => {
      const local = patternLocalAt(model, e.start);
      return local ? usesOf(model, local).map((r) => ({ span: r.span, start: r.start, end: r.end, old_text: text.slice(r.start, r.end), new_text: newName })) : [];
    });
    if (added.length === 0) continue;
    const starts = new Set(edits.map((e) => e.start));
    const fresh = added.filter((e) => !starts.has(e.start));
    byFile.set(file, [...edits, ...fresh].sort((a, b) => a.start - b.start));
    places.push(...fresh.map((e) => ({ span: e.span, file })));
  }
  return places;
}

/** A local a `{ x }` pattern binds cannot be renamed alone (pattern-fields.ts). */
function patternFieldBinding(index: SymbolIndex, symbol: SymbolInfo): RenameRefusal | null {
  if (symbol.kind !== "local") return null;
  const site = index.definitionsOf(symbol.id)[0];
  const model = site && index.model(site.file);
  const local = site && model?.definitionAt(site.start);
  const refusal = model && local ? patternFieldRefusal(model, local) : null;
  return refusal && inFile(refusal, site!.file);
}

/** The alias of `use m.{a as b}` and the uses of `b`: they keep their name. */
function keptByAlias(o: Occurrence): boolean {
  return o.role === "alias" || o.via !== undefined;
}

function refuseSyntaxErrors(file: string, doc: Document): void {
  const syntax = syntaxDiagnostics(doc.tree, doc.text, lineIndexOf(doc), { supersets: false }).filter((d) => d.severity === "error");
  if (syntax.length === 0) return;
  const first = syntax[0]!;
  throw inFile(new RenameRefusal("MCP-RENAME-PARSE-ERROR", `${syntax.length} syntax error(s); fix them first (first: ${first.code} at ${first.span[0]}:${first.span[1]})`, first.span), file);
}

interface CheckOutcome {
  counts: { errors_before: number; errors_after: number };
  /** Errors of the renamed workspace its original does not have, with their files. */
  added: Diagnostic[];
}

/** The renamed files and the files depending on them, checked as they are and as renamed. */
function typeCheck(request: WorkspaceRenameRequest, files: readonly string[], host: ModuleHost, renamed: ReadonlyMap<string, Document>): CheckOutcome {
  const { index, check } = request;
  const checked = new Set(files);
  for (const file of files) for (const dependent of index.dependentsOf(file)) checked.add(dependent);
  const counts = { errors_before: 0, errors_after: 0 };
  const added: Diagnostic[] = [];
  const errors = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((d) => d.severity === "error");
  for (const file of [...checked].sort()) {
    throwIfCancelled();
    const doc = index.document(file);
    if (!doc) continue;
    const before = errors(check(index.moduleHost(), file, doc));
    const after = errors(check(host, file, renamed.get(file) ?? doc));
    counts.errors_before += before.length;
    counts.errors_after += after.length;
    for (const d of newErrors(before, after)) added.push({ ...d, file });
  }
  return { counts, added };
}

/** Uses of a member's name whose receiver's type is not known: left unchanged, reported. */
function leftUnchanged(index: SymbolIndex, symbol: SymbolInfo): LeftUnchanged[] {
  // The name written in code syntax errors keep from being analysed (`f"{value other}"`, read only in part): not known, not renamed.
  const unanalysed = unanalysedMentionsOf(index, symbol).map((p) => ({ member: symbol.name, unanalysed: true, span: p.span, why: p.why, file: p.file }));
  return [...attributable(index, symbol), ...unanalysed];
}

/** The uses a rename leaves because what they name is not known: member uses and named arguments. */
function attributable(index: SymbolIndex, symbol: SymbolInfo): LeftUnchanged[] {
  if (symbol.kind === "parameter" && symbol.file !== null && symbol.container !== null) {
    const uses = index.argumentKeysOf(symbol).flatMap((key) => index.possibleUses(key));
    return uses.map((u) => ({ member: symbol.name, argument: true, span: u.source.span(u.start, u.end), why: u.why, file: u.file }));
  }
  if (symbol.scope !== "member") return [];
  const members = index.possibleUses(symbol.name).map((u) => ({ member: u.member, span: u.source.span(u.start, u.end), why: u.why, file: u.file }));
  // A field named by a call of a constructor held in a value (`mk(name = …)`).
  const constructorArguments = index.argumentKeysOf(symbol).flatMap((key) => index.possibleUses(key)).map((u) => ({ member: symbol.name, argument: true, span: u.source.span(u.start, u.end), why: u.why, file: u.file }));
  return [...members, ...constructorArguments];
}

/** A refusal found in `file`: its diagnostic says where. */
export function inFile(refusal: RenameRefusal, file: string): RenameRefusal {
  return new RenameRefusal(refusal.code, `${file}: ${refusal.message}`, refusal.span, { ...refusal.extra, file });
}

/** The result of a refused workspace rename (of `symbol`, when it was known). */
export function refusedRename(refusal: RenameRefusal, symbol?: SymbolInfo): WorkspaceRenameResult {
  return { ...(symbol ? { symbol: symbol.id } : {}), files: [], diagnostics: [toDiagnostic(refusal)] };
}
