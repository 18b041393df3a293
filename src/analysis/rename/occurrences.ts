// Step 5 of rename_symbol: every token to rewrite. Lexical targets: the
// definition (and its signature name), every reference and write that
// resolves to it - f-string interpolations included, since they are
// ordinary expressions - but never the item name of `use m.{x as y}` when
// `y` is renamed. Members: the declaration and every `recv.member` whose
// receiver type is known to be the member's type. A namespace binding that
// is the last segment of its `use` path gets ` as <new>` inserted instead of
// an edit of the path.
import type { Span } from "../../diagnostics/diagnostic.js";
import type { Document } from "../../syntax/document.js";
import type { Definition, ScopeGraph } from "../scopes/index.js";
import { useStatements } from "../../semantic/modules/use-syntax.js";
import { LinkContext, type WorkspaceFiles } from "../symbols/context.js";
import { TypeResolver } from "../symbols/types.js";
import { resolveUses, type ResolvedUse } from "../symbols/import-targets.js";
import { listingFromPaths } from "../../semantic/modules/resolve-module.js";
import type { RenameEdit } from "./model.js";

/** The path the single source is analysed under (its module path is `source`). */
export const SOURCE_PATH = "source.yx";

export function renameEdits(doc: Document, graph: ScopeGraph, targets: readonly Definition[], newName: string): RenameEdit[] {
  const text = doc.text;
  const edits = new Map<number, RenameEdit>();
  const replace = (start: number, end: number, span: Span) => {
    if (!edits.has(start)) edits.set(start, { span, start, end, old_text: text.slice(start, end), new_text: newName });
  };
  const ids = new Set(targets.map((t) => t.id));
  for (const def of targets) {
    const pathEnd = def.kind === "namespace" ? pathEndIfUnaliased(doc, def) : null;
    if (pathEnd) {
      edits.set(pathEnd.offset, { span: pathEnd.span, start: pathEnd.offset, end: pathEnd.offset, old_text: "", new_text: ` as ${newName}` });
    } else {
      replace(def.start, def.end, def.span);
    }
    if (def.signatureStart !== null && def.signatureSpan) replace(def.signatureStart, def.signatureStart + def.name.length, def.signatureSpan);
  }
  for (const ref of graph.references) {
    if (ref.role === "import") continue;
    if (ref.resolution.kind === "definition" && ids.has(ref.resolution.definition)) replace(ref.start, ref.end, ref.span);
  }
  const members = targets.filter((t) => t.symbolScope === "member");
  if (members.length > 0) {
    const files = singleFile(doc);
    const ctx = new LinkContext(files, SOURCE_PATH);
    const types = new TypeResolver(ctx);
    const wanted = new Set(members.map((m) => ctx.definitionId(SOURCE_PATH, m)));
    for (const access of graph.members) {
      const target = types.member(SOURCE_PATH, access);
      if (target && wanted.has(target.id)) replace(access.start, access.end, access.span);
    }
  }
  return [...edits.values()].sort((a, b) => a.start - b.start);
}

/** Applies edits (sorted, non-overlapping, against `text`). */
export function applyEdits(text: string, edits: readonly RenameEdit[]): string {
  let out = "";
  let at = 0;
  for (const e of edits) {
    out += text.slice(at, e.start) + e.new_text;
    at = e.end;
  }
  return out + text.slice(at);
}

/** A one-file workspace: std imports resolve, workspace imports do not. */
export function singleFile(doc: Document): WorkspaceFiles {
  let imports: ResolvedUse[] | undefined;
  return {
    document: (path) => (path === SOURCE_PATH ? doc : undefined),
    imports: (path) => {
      if (path !== SOURCE_PATH) return [];
      imports ??= resolveUses(SOURCE_PATH, doc, listingFromPaths([SOURCE_PATH]), (p) => (p === SOURCE_PATH ? doc : undefined));
      return imports;
    },
  };
}

/** For `use p` (no alias) the binding is the last path segment: insert after the path. */
function pathEndIfUnaliased(doc: Document, def: Definition): { offset: number; span: Span } | null {
  if (def.useOrdinal === null) return null;
  const statement = useStatements(doc).statements[def.useOrdinal];
  if (!statement || statement.form !== "module") return null;
  const last = statement.segments[statement.segments.length - 1];
  if (!last) return null;
  return { offset: last.start + last.name.length, span: [last.span[2], last.span[3], last.span[2], last.span[3]] };
}
