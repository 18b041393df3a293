// The names a file's `use` statements bind, for the semantic walk, read off
// the imports engineer's analysis (src/analysis/imports.ts, which also owns
// E5001/E5002/E5003/E5006/W1003). A failed std import binds nothing (its
// names then get E1001/E1042 as in the reference); a failed workspace import
// binds placeholders that are never reported again (§6.2 import rule).
import type { FileImports, ImportRecord, ImportTarget } from "../analysis/imports.js";
import { stdExport } from "../analysis/std-library.js";
import type { AstNode } from "./ast.js";
import type { Scope } from "./scope.js";
import { stdSignature, stdValueType } from "./std-signatures.js";
import { UNKNOWN } from "./types.js";
import type { Walker } from "./walker.js";

export class ImportBindings {
  private readonly byStart = new Map<number, ImportRecord>();

  constructor(readonly imports: FileImports) {
    for (const record of imports.imports) this.byStart.set(record.statement.start, record);
  }

  /** Top-level imports are visible in the whole file (R1). */
  bindTopLevel(w: Walker): void {
    for (const record of this.imports.imports) {
      if (record.enclosing === null && record.statement.scope.id < 0) this.bind(w, record, w.module);
    }
  }

  /** A `use` inside a block: effective from its position to the end of the block. */
  bindNested(w: Walker, node: AstNode, scope: Scope): void {
    const record = this.byStart.get(node.start);
    if (record) this.bind(w, record, scope);
  }

  private bind(w: Walker, record: ImportRecord, scope: Scope): void {
    const failedStd = record.origin !== "workspace" && record.statement.segments[0]?.name === "std" && !record.moduleResolved;
    if (failedStd) return;
    const decl = w.context.root;
    if (record.namespace) {
      const ns = record.namespace;
      const module = moduleOf(ns.target, record);
      const b = w.bind(scope, ns.local, module ? "import" : "placeholder", decl);
      if (module && ns.resolved) b.module = module;
      return;
    }
    for (const item of record.bindings) {
      if (!item.resolved || !item.target) {
        if (record.origin === "workspace" || !record.statement.segments[0] || record.statement.segments[0].name !== "std") {
          w.bind(scope, item.local, "placeholder", decl);
        }
        continue;
      }
      this.bindItem(w, scope, item.local, item.target, decl);
    }
  }

  private bindItem(w: Walker, scope: Scope, local: string, target: ImportTarget, decl: AstNode): void {
    switch (target.kind) {
      case "std-export": {
        const e = stdExport(target.module, target.name);
        const b = w.bind(scope, local, "import", decl, { type: e ? stdValueType(e) : UNKNOWN, sig: e ? stdSignature(e) : null });
        b.std = true;
        b.stdUnique = true;
        return;
      }
      case "std-module":
      case "std-root":
      case "module": {
        const b = w.bind(scope, local, "import", decl);
        b.module = moduleOf(target, null) ?? undefined;
        return;
      }
      case "export": {
        const decls = w.context.declarationsOf(target.file);
        if (decls?.types.has(target.name)) {
          w.bind(scope, local, "type", decl, { type: { k: "meta" } });
          return;
        }
        const fns = decls?.functions.get(target.name);
        const only = fns && fns.length === 1 ? fns[0] : undefined;
        const sig = only?.typeNode ? w.foreignAnnotations(target.file).signature(only.typeNode) : null;
        w.bind(scope, local, "import", decl, { type: sig ? { k: "fn", sig } : UNKNOWN, sig });
        return;
      }
    }
  }
}

function moduleOf(target: ImportTarget | null, record: ImportRecord | null): { std: boolean; path: string; file: string | null } | null {
  if (!target) return null;
  switch (target.kind) {
    case "std-module":
      return { std: true, path: target.module, file: null };
    case "std-root":
      return { std: true, path: "std", file: null };
    case "module":
      return { std: false, path: record?.module ?? target.file, file: target.file };
    default:
      return null;
  }
}
