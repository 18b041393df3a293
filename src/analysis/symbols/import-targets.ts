// What each `use` of a file points at, for linking only: the module a path
// resolves to and the symbol each item names. The same rules as
// src/semantic/modules/imports.ts (§3.3 resolution via resolve-module.ts, exports via
// exports.ts, the std table), without what the index does not need there:
// diagnostics, duplicate checks and usage counts (analyzeImports always
// walks the file to count uses for W1003, which would cost the index a
// full extra tree walk per file). One difference: a target file "has syntax
// errors" here when its tree has an ERROR or MISSING node (the lexical
// validators behind some E0xxx are not run), so a file with only such errors
// still links.
import type { Span } from "../../diagnostics/diagnostic.js";
import type { Document } from "../../syntax/document.js";
import { perVersion } from "../../syntax/doc-cache.js";
import { moduleExports } from "../../semantic/modules/exports.js";
import type { ImportTarget } from "../../semantic/modules/imports.js";
import { resolveModulePath, type SourceListing } from "../../semantic/modules/resolve-module.js";
import { STD_ROOT, stdExport, stdModule } from "../../semantic/modules/std-library.js";
import { useStatements, type UseForm, type UseStatement } from "../../semantic/modules/use-syntax.js";

export interface ResolvedItem {
  readonly span: Span;
  readonly aliasSpan: Span | null;
  readonly resolved: boolean;
  readonly target: ImportTarget | null;
}

export interface ResolvedUse {
  readonly statement: UseStatement;
  /** The path as written. */
  readonly module: string;
  readonly pathSpan: Span;
  readonly form: UseForm;
  /** Resolved workspace file, null for std and unresolved paths. */
  readonly sourceFile: string | null;
  readonly origin: "workspace" | "std" | "unresolved";
  /** The module resolved and can be imported. */
  readonly moduleResolved: boolean;
  readonly namespace: { readonly resolved: boolean; readonly target: ImportTarget | null } | null;
  /** Aligned with `statement.items`. */
  readonly bindings: readonly ResolvedItem[];
}

export function resolveUses(path: string, doc: Document, listing: SourceListing, documentOf: (rel: string) => Document | undefined): ResolvedUse[] {
  return useStatements(doc).statements.map((statement) => resolveUse(path, statement, listing, documentOf));
}

function resolveUse(path: string, statement: UseStatement, listing: SourceListing, documentOf: (rel: string) => Document | undefined): ResolvedUse {
  const resolution = resolveModulePath(statement.segments.map((s) => s.name), path, listing);
  const base = { statement, module: statement.module, pathSpan: statement.pathSpan, form: statement.form };
  const items = (target: (name: string) => ImportTarget | null): ResolvedItem[] =>
    statement.items.map((item) => {
      const t = target(item.name.name);
      return { span: item.name.span, aliasSpan: item.alias?.span ?? null, resolved: t !== null, target: t };
    });
  const failed = (origin: ResolvedUse["origin"], sourceFile: string | null): ResolvedUse => ({
    ...base,
    sourceFile,
    origin,
    moduleResolved: false,
    namespace: statement.namespace ? { resolved: false, target: null } : null,
    bindings: items(() => null),
  });

  switch (resolution.kind) {
    case "not-found":
      return failed("unresolved", null);
    case "std-root":
    case "std": {
      const modulePath = resolution.kind === "std" ? resolution.module.path : STD_ROOT;
      const namespaceTarget: ImportTarget = resolution.kind === "std" ? { kind: "std-module", module: modulePath } : { kind: "std-root" };
      return {
        ...base,
        sourceFile: null,
        origin: "std",
        moduleResolved: true,
        namespace: statement.namespace ? { resolved: true, target: namespaceTarget } : null,
        bindings: items((name) => {
          if (resolution.kind === "std-root") {
            const sub = stdModule(`${STD_ROOT}.${name}`);
            return sub ? { kind: "std-module", module: sub.path } : null;
          }
          const e = stdExport(modulePath, name);
          return e?.plain ? { kind: "std-export", module: modulePath, name: e.name } : null;
        }),
      };
    }
    case "file": {
      const target = documentOf(resolution.file);
      if (resolution.ambiguousWith || !target || treeHasErrors(target)) return failed("workspace", resolution.file);
      const exports = moduleExports(target);
      return {
        ...base,
        sourceFile: resolution.file,
        origin: "workspace",
        moduleResolved: true,
        namespace: statement.namespace ? { resolved: true, target: { kind: "module", file: resolution.file } } : null,
        bindings: items((name) => (exports.get(name) ? { kind: "export", file: resolution.file, name } : null)),
      };
    }
  }
}

/** The document's tree has an ERROR or MISSING node (cached per version). */
export function treeHasErrors(doc: Document): boolean {
  return perVersion(doc, "symbols.treeHasErrors", (d) => d.tree.rootNode.hasError);
}
