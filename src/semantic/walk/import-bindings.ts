// The names a file's `use` statements bind, for the semantic walk, read off
// the imports engineer's analysis (src/semantic/modules/imports.ts, which also owns
// E5001/E5002/E5003/E5006/W1003). A failed std import binds nothing (its
// names then get E1001/E1042 as in the reference); a failed workspace import
// binds placeholders that are never reported again (§6.2 import rule).
import { type FileImports, type ImportRecord, type ImportTarget } from "../modules/imports.js";
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import { stdExport } from "../modules/std-library.js";
import type { AstNode } from "../../syntax/ast/ast.js";
import { recordDefinition, recordEvent, recordReference } from "./occurrences.js";
import type { Binding, Scope } from "./scope.js";
import { stdSignature, stdValueType } from "../types/std-signatures.js";
import { UNKNOWN } from "../types/types.js";
import type { TypeDecl } from "../types/declarations.js";
import { exportedType } from "./members.js";
import type { Walker } from "./walker.js";

/**
 * `use` statements whose path runs on past a line break into the next
 * statement (`use std.io.` then `main = { … }` reads as `use std.io.main`),
 * which the parser then rejects right after the swallowed name (probe L02).
 * The syntax error is the whole story: the path as read is not the one the
 * author wrote, so its import diagnostics are dropped, and the statement binds
 * the segment before the line break as a placeholder (never reported again,
 * like a failed workspace import), so that its uses do not cascade into E1001.
 */
export function brokenUses(imports: FileImports, syntax: readonly Diagnostic[]): Map<ImportRecord, string> {
  const out = new Map<ImportRecord, string>();
  const errors = syntax.filter((d) => d.severity === "error");
  if (errors.length === 0) return out;
  for (const record of imports.imports) {
    const { segments, form } = record.statement;
    if (form !== "module" || segments.length < 2) continue;
    const last = segments[segments.length - 1] as (typeof segments)[number];
    const cut = segments.findIndex((s, i) => i > 0 && s.span[0] > (segments[i - 1] as typeof s).span[0]);
    if (cut < 1) continue;
    const [line, , endLine, endCol] = last.span;
    const rejected = errors.some((d) => d.span[0] === endLine && d.span[0] === line && d.span[1] >= endCol);
    if (rejected) out.set(record, (segments[cut - 1] as typeof last).name);
  }
  return out;
}

export class ImportBindings {
  private readonly byStart = new Map<number, ImportRecord>();
  /** The bindings made by imports (the first import of a name at one level keeps it, unless it failed and a later one resolves). */
  private readonly bound = new WeakSet<Binding>();

  constructor(
    readonly imports: FileImports,
    private readonly broken: ReadonlyMap<ImportRecord, string> = new Map(),
  ) {
    for (const record of imports.imports) this.byStart.set(record.statement.start, record);
  }

  /**
   * The name a top-level `use std.<name> as x` binds the std module `name`
   * under, when it is another name (`l` of `use std.list as l`): the help of
   * `list.push(…)` names it (98a D5).
   */
  stdModuleAlias(name: string): string | undefined {
    const alias = this.imports.imports.find((r) => r.module === `std.${name}` && r.binding !== null && r.enclosing === null)?.binding;
    return alias !== null && alias !== name ? alias : undefined;
  }

  /** Top-level imports are visible in the whole file (R1). */
  bindTopLevel(w: Walker): void {
    const statements = new Map(w.context.root.children.map((s) => [s.start, s]));
    for (const record of this.imports.imports) {
      if (record.enclosing !== null || record.statement.scope.id >= 0) continue;
      const node = statements.get(record.statement.start);
      if (node) this.bind(w, record, w.module, node);
    }
  }

  /** A `use` inside a block: effective from its position to the end of the block. */
  bindNested(w: Walker, node: AstNode, scope: Scope): void {
    const record = this.byStart.get(node.start);
    if (record) this.bind(w, record, scope, node);
  }

  private bind(w: Walker, record: ImportRecord, scope: Scope, node: AstNode): void {
    const syntax = record.statement;
    // The model's definition of each name bound: the local name token, kind, the `use` it comes from.
    const define = (b: Binding, kind: "import" | "namespace", importedName: string | null) => {
      recordDefinition(w, b, { statement: node, form: "import", kind, visible: scope === w.module ? "hoisted" : "end", useOrdinal: syntax.ordinal, importedName });
      recordEvent(w, b.decl, node, scope, b.decl, "declare", "import", null);
    };
    const intended = this.broken.get(record);
    if (intended !== undefined) {
      const token = syntax.segments.find((s) => s.name === intended);
      const decl = token ? leafAt(node, token.start) : null;
      if (decl) define(w.bind(scope, intended, "placeholder", decl), "namespace", null);
      return;
    }
    const failedStd = record.origin !== "workspace" && syntax.segments[0]?.name === "std" && !record.moduleResolved;
    if (failedStd) return;
    if (record.namespace) {
      const ns = record.namespace;
      const decl = syntax.namespace ? leafAt(node, syntax.namespace.start) : null;
      if (!decl) return;
      const earlier = scope.names.get(ns.local);
      const module = moduleOf(ns.target, record);
      // As for an item (below): a failed import's placeholder gives way to a module that resolves.
      const yields = earlier !== undefined && earlier.kind === "placeholder" && module !== null && ns.resolved;
      if (earlier && this.bound.has(earlier) && !yields) {
        define({ ...earlier, decl, kind: "import" }, "namespace", null);
        return;
      }
      const b = w.bind(scope, ns.local, module ? "import" : "placeholder", decl);
      if (module && ns.resolved) b.module = module;
      this.bound.add(b);
      define(b, "namespace", null);
      return;
    }
    record.bindings.forEach((item, i) => {
      const written = syntax.items[i];
      const decl = written ? leafAt(node, written.local.start) : null;
      if (!written || !decl) return;
      let b: Binding | null = null;
      const earlier = scope.names.get(item.local);
      // A failed import's placeholder gives way to a later import that resolves (106a T1: `use lib.make`, then `use
      // lib.{make}`; 114b F2: the compiler skips a failed import, so the later one binds the name).
      const yields = earlier !== undefined && earlier.kind === "placeholder" && item.resolved && item.target !== null;
      if (earlier && this.bound.has(earlier) && !yields) {
        // The first import of a name at one level keeps it (modules-and-workspace.md §3.9; E5006 says so).
        define({ ...earlier, decl, kind: "import" }, "import", written.name.name);
        return;
      }
      if (!item.resolved || !item.target) {
        if (record.origin === "workspace" || !syntax.segments[0] || syntax.segments[0].name !== "std") b = w.bind(scope, item.local, "placeholder", decl);
      } else {
        b = this.bindItem(w, scope, item.local, item.target, decl);
      }
      if (!b) return;
      this.bound.add(b);
      define(b, "import", written.name.name);
      // `use m.{x as y}`: the item name `x` names what `y` is bound to.
      const original = written.alias ? leafAt(node, written.name.start) : null;
      if (original) recordReference(w, original, scope, b, b.type, "import");
    });
  }

  private bindItem(w: Walker, scope: Scope, local: string, target: ImportTarget, decl: AstNode): Binding {
    switch (target.kind) {
      case "std-export": {
        const e = stdExport(target.module, target.name);
        const b = w.bind(scope, local, "import", decl, { type: e ? stdValueType(e) : UNKNOWN, sig: e ? stdSignature(e) : null });
        b.std = true;
        b.stdUnique = true;
        b.stdName = target.name;
        return b;
      }
      case "std-module":
      case "std-root":
      case "module": {
        const b = w.bind(scope, local, "import", decl);
        b.module = moduleOf(target, null) ?? undefined;
        return b;
      }
      case "export": {
        const decls = w.context.declarationsOf(target.file);
        if (decls?.types.has(target.name)) {
          const b = w.bind(scope, local, "type", decl, { type: { k: "meta" } });
          b.importedType = { file: target.file, name: target.name };
          scope.importsTypes = scope !== w.module;
          return b;
        }
        const type = decls ? exportedType(w, target.file, decls, target.name) : UNKNOWN;
        const b = w.bind(scope, local, "import", decl, { type, sig: type.k === "fn" ? type.sig : null });
        b.exported = { file: target.file, name: target.name };
        return b;
      }
    }
  }
}

/** The identifier leaf of `node` that starts at `start`, or null. */
function leafAt(node: AstNode, start: number): AstNode | null {
  let current: AstNode | undefined = node;
  while (current && current.children.length > 0) {
    current = current.children.find((c) => c.start <= start && start < c.end) ?? current.children.find((c) => c.start === start);
  }
  return current && current.start === start && current.type === "identifier" ? current : null;
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

/**
 * The types the `use`s of the blocks enclosing `scope` import (innermost
 * first), for the annotations there: a type imported in a block is known by
 * its binding only, not by the file's context. Undefined when there are none.
 */
export function blockImportedTypes(w: Walker, scope: Scope): Map<string, { decl: TypeDecl; file: string }> | undefined {
  let found: Map<string, { decl: TypeDecl; file: string }> | undefined;
  for (let s: Scope | null = scope; s && s !== w.module; s = s.parent) {
    if (!s.importsTypes) continue;
    for (const [name, b] of s.names) {
      if (b.kind !== "type" || !b.importedType || found?.has(name)) continue;
      const decl = w.context.declarationsOf(b.importedType.file)?.types.get(b.importedType.name);
      if (decl) (found ??= new Map()).set(name, { decl, file: b.importedType.file });
    }
  }
  return found;
}
