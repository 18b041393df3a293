// rename_symbol of a name a `use` binds in one file (issue 13, §5.7 step 3:
// "an alias may be renamed instead"): an import alias (`dist` of `use
// geo.{distance as dist}`), a module alias (`g` of `use geo as g`) or the
// namespace name of `use p` (`geo`, `io`: ` as <new>` after the path). The
// binding and its uses in that file change, the symbol it names does not;
// the edits go through the checks of the one-text form and the in-memory
// type check of a workspace rename (workspace.ts finishRename).
import type { Definition, SemanticModel } from "../../semantic/index.js";
import type { SymbolIndex, SymbolInfo } from "../symbols/index.js";
import type { Occurrence } from "../symbols/model.js";
import type { Document } from "../../syntax/document.js";
import { RenameRefusal, type RenameEdit } from "./model.js";
import { planRename } from "./occurrences.js";
import { findTargets } from "./targets.js";
import { checkNewName, constructorNameProblem } from "./validate.js";
import { bindingChange, directClash } from "./verify.js";
import { finishRename, inFile, refusedRename, renameInWorkspace, START, type WorkspaceRenameRequest, type WorkspaceRenameResult } from "./workspace.js";

/** A name one file binds to a symbol by `use`: `dist` of `use geo.{distance as dist}`, `lexer` of `use lex as lexer`, `lex` of `use lex`. */
export interface BindingRenameRequest extends Omit<WorkspaceRenameRequest, "symbol"> {
  readonly file: string;
  readonly name: string;
  /** The symbol (a module, or an item of one) it names. */
  readonly target: SymbolInfo;
  /** Where the name was pointed at (the position form): of the bindings of that name, the one there counts. */
  readonly at?: number;
}

/**
 * Renames a name `use` binds in the one file that binds it (an alias; a
 * module's namespace name: a module itself is not renamed, its name is its
 * path). The binding and its uses in that file change (`use lex` gets ` as
 * <new>`), with the checks of the one-text form and the in-memory type
 * check of a workspace rename; the symbol named keeps its name.
 */
export function renameBindingInFile(request: BindingRenameRequest): WorkspaceRenameResult {
  const renamedDocs: Document[] = [];
  try {
    const { index, file, name, newName } = request;
    const problem = checkNewName(newName);
    if (problem) throw new RenameRefusal(problem.code, problem.message, START);
    const model = index.model(file);
    const doc = index.document(file);
    if (!model || !doc) throw new RenameRefusal("MCP-RENAME-NOT-FOUND", `'${file}' is not a .yx file of the workspace`, START);
    if (name === newName) return { symbol: request.target.id, files: [], diagnostics: [] };
    // A `use` in a function body binds the name there (`main = { use geo.{distance as dist} … }`), also
    // where the top level binds it too: a position there renames that binding (99g D6: the top level's was).
    const pointed = request.at === undefined ? undefined : boundAt(model, request.at);
    const targets = findTargets(model, name, pointed?.symbolScope !== "top-level" && pointed?.container ? { kind: "function", name: pointed.container } : undefined);
    if (!targets.every((t) => t.kind === "namespace" || t.kind === "import")) {
      throw new RenameRefusal("MCP-RENAME-NOT-FOUND", `'${name}' in ${file} is not a name a \`use\` binds`, START);
    }
    const constructor = constructorNameProblem(newName, false);
    if (constructor) throw new RenameRefusal(constructor.code, constructor.message, START);
    const byFile = new Map([[file, planRename(model, doc.text, targets, newName).edits]]);
    const meaning = (_file: string, edits: readonly RenameEdit[], after: SemanticModel) => directClash(model, targets, newName) ?? bindingChange(model, after, targets, edits, name, newName);
    return finishRename({ ...request, symbol: request.target }, request.target.id, byFile, meaning, [], renamedDocs, true);
  } catch (error) {
    if (error instanceof RenameRefusal) return refusedRename(error.extra.file ? error : inFile(error, request.file), request.target);
    throw error;
  } finally {
    for (const doc of renamedDocs) doc.dispose();
  }
}

/**
 * The file binding a symbol under `query` when the query is an import
 * alias (`dist` of `use geo.{distance as dist}`, `lexer` of `use lex as
 * lexer`): renaming by that name renames the alias. Several files binding
 * it: AMBIGUOUS (the position form picks one). Undefined when the query is
 * the symbol's own name (unless the symbol is a module: then an alias
 * spelled like it) or no file binds it under that name.
 */
export function aliasBinding(index: SymbolIndex, query: string, symbol: SymbolInfo): { file: string; name: string } | RenameRefusal | undefined {
  // A module's own name names an alias only (`use hr.tax as tax`): the module itself is never renamed.
  if (query === symbol.name && symbol.kind !== "module") return undefined;
  const files = [...new Set(index.aliasesNamed(query).filter((o) => o.symbol === symbol.id).map((o) => o.file))];
  if (files.length === 0) return undefined;
  if (files.length > 1) {
    return new RenameRefusal("MCP-RENAME-AMBIGUOUS", `'${query}' is an alias of '${symbol.id}' in ${files.length} files: ${files.join(", ")}; name one with file_path + line + column`, START, {
      candidates: files,
      file: files[0]!,
    });
  }
  return { file: files[0]!, name: query };
}

/**
 * The name one file binds that a position's occurrence of `symbol` is: an
 * import alias or a use through it (`dist`, `g`), or a use of a module
 * through the name `use p` binds (`geo.distance`, `io.println`). Undefined
 * for the symbol's own name (the definition, an item list's original name,
 * a module path before its last segment), which renaming the symbol renames.
 */
export function bindingAt(index: SymbolIndex, occurrence: Occurrence, symbol: SymbolInfo): { file: string; name: string } | undefined {
  if (occurrence.role === "import") {
    // `stats` of `use stats`: the path's last segment is also the name the `use` binds, which is what can be renamed (94a D2).
    // (A std path is one occurrence, `std.io`, whose last segment the binding's name token is.)
    const model = symbol.kind === "module" ? index.model(occurrence.file) : undefined;
    const bound = model?.definitions.find((d) => d.kind === "namespace" && d.name === symbol.name && d.start >= occurrence.start && d.end === occurrence.end);
    return bound ? { file: occurrence.file, name: bound.name } : undefined;
  }
  const text = index.document(occurrence.file)?.text;
  if (text === undefined) return undefined;
  if (occurrence.via !== undefined) return { file: occurrence.file, name: occurrence.via };
  if (occurrence.role === "alias" || symbol.kind === "module") return { file: occurrence.file, name: text.slice(occurrence.start, occurrence.end) };
  return undefined;
}

/**
 * The rename a symbol named by `query`, or found at a position (with its
 * `occurrence` there), asks for: of the name one file binds by `use` when
 * that is what was named (an alias, a module's namespace name), else of the
 * symbol across the workspace.
 */
export function renameNamed(
  request: Omit<WorkspaceRenameRequest, "symbol">,
  found: { readonly symbol: SymbolInfo; readonly occurrence?: Occurrence },
  query: string | undefined,
): WorkspaceRenameResult {
  const binding = query !== undefined ? aliasBinding(request.index, query, found.symbol) : found.occurrence && bindingAt(request.index, found.occurrence, found.symbol);
  if (binding instanceof RenameRefusal) return refusedRename(binding);
  if (binding) return renameBindingInFile({ ...request, ...binding, target: found.symbol, ...(found.occurrence ? { at: found.occurrence.start } : {}) });
  return renameInWorkspace({ ...request, symbol: found.symbol });
}

/** The `use` binding a name at `offset` is or refers to. */
function boundAt(model: SemanticModel, offset: number): Definition | undefined {
  const own = model.definitionAt(offset);
  if (own) return own;
  const resolution = model.referenceAt(offset)?.resolution;
  return resolution?.kind === "definition" ? model.definitions[resolution.definition] : undefined;
}
