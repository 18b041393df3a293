// Checks one file of a workspace: syntax (E0xxx and the SYN checks), imports
// (the imports engineer's E5xxx/W1003), and the semantic walk (names, types,
// ownership). The file's own AST and declarations are cached per document
// version, so re-checking only pays for what changed.
import { lineIndexOf, perVersion, syntaxDiagnosticsOf } from "../analysis/doc-cache.js";
import type { ModuleHost } from "../analysis/host.js";
import { analyzeImports, type FileImports } from "../analysis/imports.js";
import { normalizeDiagnostics, type Diagnostic } from "../diagnostics/diagnostic.js";
import type { Document } from "../syntax/document.js";
import { copyTree, type AstNode } from "./ast.js";
import type { FileContext } from "./context.js";
import { collectDeclarations, type Declarations, type TypeDecl } from "./declarations.js";
import { ImportBindings } from "./import-bindings.js";
import { Positions } from "./positions.js";
import { firstPerItem } from "./reference-mode.js";
import { syntaxPass } from "./syntax-pass.js";
import { Walker } from "./walker.js";

export function astOf(doc: Document): AstNode {
  return perVersion(doc, "check.ast", (d) => copyTree(d.tree, d.text));
}

export function declarationsOfDocument(file: string, doc: Document): Declarations {
  return perVersion(doc, `check.declarations:${file}`, (d) => collectDeclarations(file, astOf(d)));
}

function positionsOf(doc: Document): Positions {
  return perVersion(doc, "check.positions", (d) => new Positions(d.text, lineIndexOf(d)));
}

export interface CheckOptions {
  /**
   * Report what the reference's normal mode reports: it stops checking each
   * top-level item at its first type-check error (diagnostics.md §1.5), while
   * our default is collect-all like the LSP (§3.7). Used by the conformance
   * comparison only.
   */
  referenceMode?: boolean;
}

/** Every diagnostic of `file` (its parsed `doc`), checked with `host` as the rest of the workspace. */
export function checkDocument(host: ModuleHost, file: string, doc: Document, options: CheckOptions = {}): Diagnostic[] {
  const root = astOf(doc);
  const imports = analyzeImports(host, file, doc);
  const context = fileContext(host, file, doc, root, imports);
  const syntax = syntaxDiagnosticsOf(doc);
  const diagnostics = [...syntaxPass(context, syntax), ...imports.diagnostics.map((d) => ({ ...d, file }))];
  // Syntax errors do not stop checking (modules-and-workspace.md §5 `typecheck`);
  // only the reference's view skips the type check of a file its parser rejects.
  if (!options.referenceMode || !syntax.some((d) => d.severity === "error")) {
    const walker = new Walker(context, new ImportBindings(imports), options.referenceMode === true);
    const semantic = walker.run();
    diagnostics.push(...(options.referenceMode ? firstPerItem(semantic, walker.sink.items) : semantic));
  }
  return normalizeDiagnostics(diagnostics);
}

function fileContext(host: ModuleHost, file: string, doc: Document, root: AstNode, imports: FileImports): FileContext {
  const declarations = declarationsOfDocument(file, doc);
  const foreign = new Map<string, Declarations | undefined>();
  const declarationsOf = (other: string): Declarations | undefined => {
    if (other === file) return declarations;
    if (!foreign.has(other)) {
      const d = host.document(other);
      foreign.set(other, d ? declarationsOfDocument(other, d) : undefined);
    }
    return foreign.get(other);
  };
  // Types imported by name (`use geometry.{Point}`), visible like the file's own.
  const importedTypes = new Map<string, { decl: TypeDecl; file: string }>();
  for (const record of imports.imports) {
    if (record.enclosing !== null) continue;
    for (const item of record.bindings) {
      if (item.target?.kind !== "export") continue;
      const decl = declarationsOf(item.target.file)?.types.get(item.target.name);
      if (decl && !importedTypes.has(item.local)) importedTypes.set(item.local, { decl, file: item.target.file });
    }
  }
  return {
    file,
    text: doc.text,
    root,
    positions: positionsOf(doc),
    declarations,
    lookupType(name) {
      const own = declarations.types.get(name);
      if (own) return { decl: own, file };
      return importedTypes.get(name);
    },
    declarationsOf,
    documentOf: (other) => (other === file ? doc : host.document(other)),
  };
}

