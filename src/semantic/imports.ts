// The imports of a file with how often each bound name is used, and W1003
// for the resolved ones never used (modules-and-workspace.md §3.9): the uses
// are the references the file's semantic model resolves to each import or
// namespace definition (reads, calls, names in type positions, the `T` of
// `T.m`, constructor names in patterns; not the writes of R7), so the scope
// rules are the checker's own. Every import of one name at one level shares
// its uses (the first one keeps the name, the others are duplicates).
import type { Document } from "../syntax/document.js";
import { semanticModel } from "./analyse.js";
import type { ModuleHost } from "./modules/host.js";
import { byPosition, resolveImports, withUses, type FileImports, type ImportAnalysisOptions } from "./modules/imports.js";
import { hasSyntaxErrors, syntaxDiagnosticsOf } from "../syntax/doc-cache.js";
import type { SemanticModel } from "./model/model.js";

/** The imports of `file` with their uses, E5001-E5006 and W1003. */
export function analyzeImports(host: ModuleHost, file: string, doc: Document, options: Omit<ImportAnalysisOptions, "uses" | "programHost"> = {}): FileImports {
  const model = semanticModel(host, file, doc);
  // The model's own records, unless asked for another view of the program.
  const resolved =
    options.programAmbiguity === false
      ? resolveImports(host, file, doc, options)
      : { file, imports: model.imports, diagnostics: model.imports.flatMap((r) => r.diagnostics).sort(byPosition), hasSyntaxErrors: hasSyntaxErrors(doc) };
  return withUses(resolved, importUses(model), options.unusedImports !== false);
}

/**
 * `imports` with each record's diagnostics joined by the syntax errors on
 * the lines of its `use` statement (`use shapes.*`, `use a as p, q`): the
 * record shows what the error-tolerant tree recovered, which the compiler
 * rejects (list_imports; typecheck reports these errors itself).
 */
export function withStatementSyntaxErrors(imports: FileImports, doc: Document): FileImports {
  const errors = syntaxDiagnosticsOf(doc).filter((d) => d.severity === "error");
  if (errors.length === 0) return imports;
  const records = imports.imports.map((record) => {
    const [first, , last] = record.span;
    const own = errors.filter((d) => d.span[0] >= first && d.span[0] <= last);
    return own.length === 0 ? record : { ...record, diagnostics: [...record.diagnostics, ...own].sort(byPosition) };
  });
  return { ...imports, imports: records };
}

/** The start of each import and namespace definition's name token → how often the model uses it. */
export function importUses(model: SemanticModel): ReadonlyMap<number, number> {
  const counts = new Map<number, number>();
  const byLevel = new Map<string, number[]>();
  for (const def of model.definitions) {
    if (def.kind !== "import" && def.kind !== "namespace") continue;
    counts.set(def.id, 0);
    const key = `${def.scope}\u0000${def.name}`;
    const same = byLevel.get(key);
    if (same) same.push(def.id);
    else byLevel.set(key, [def.id]);
  }
  // An assignment counts: it is an error (E2010) that names the import, which a "never used" beside it would contradict (109a F1).
  for (const ref of model.references) {
    if (ref.role === "import" || ref.resolution.kind !== "definition") continue;
    const id = ref.resolution.definition;
    const n = counts.get(id);
    if (n !== undefined) counts.set(id, n + 1);
  }
  // `use care` whose module declares (or reaches a module declaring) a method used here: used
  // (an item imported from it, `use care.{x}`, is still used only where `x` is).
  for (const [id, n] of counts) {
    if (model.definitions[id]!.kind !== "namespace") continue;
    const ordinal = model.definitions[id]!.useOrdinal;
    const source = ordinal === null ? null : model.imports[ordinal]?.sourceFile;
    if (source && model.methodModules.has(source)) counts.set(id, n + 1);
  }
  const uses = new Map<number, number>();
  for (const ids of byLevel.values()) {
    let total = 0;
    for (const id of ids) total += counts.get(id)!;
    for (const id of ids) uses.set(model.definitions[id]!.start, total);
  }
  return uses;
}
