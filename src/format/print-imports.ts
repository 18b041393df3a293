// `use` statements (formatting.md §5, §11): `use PATH`, `use PATH.{ a, b as c }`,
// `use PATH as X`, and the order of top-level imports when sorting is on:
// std group (path starts with `std`, `core` or `alloc` — a plain prefix test,
// like the reference), then external, then relative; inside a group by
// code-unit order of the dotted path; stable.
import { fieldChild, type CstNode } from "./cst.js";
import { join, type Doc } from "./doc.js";
import type { PrintContext } from "./context.js";
import { delimitedList } from "./print-lists.js";
import { printAll, printNode, type NodePrinter } from "./print.js";

const p = printNode;

export function importPath(node: CstNode): string {
  const path = fieldChild(node, "path");
  return path ? path.children.filter(c => c.type === "identifier").map(c => c.text).join(".") : "";
}

export function importGroup(path: string): number {
  if (path.startsWith(".")) return 2;
  if (path.startsWith("std") || path.startsWith("core") || path.startsWith("alloc")) return 0;
  return 1;
}

/** Sorted copy of `imports`; equal keys keep their source order. */
export function sortImports(imports: readonly CstNode[]): CstNode[] {
  return sortByImportPath(imports, importPath);
}

/** The same order for any representation of the imports, given each one's dotted path (equivalence.ts reads its own). */
export function sortByImportPath<T>(imports: readonly T[], pathOf: (item: T) => string): T[] {
  const keyed = imports.map((node, index) => ({ node, index, path: pathOf(node) }));
  keyed.sort((a, b) => {
    const group = importGroup(a.path) - importGroup(b.path);
    if (group !== 0) return group;
    if (a.path !== b.path) return a.path < b.path ? -1 : 1;
    return a.index - b.index;
  });
  return keyed.map(k => k.node);
}

function printUse(node: CstNode, ctx: PrintContext): Doc {
  const items = fieldChild(node, "items");
  const aliases = node.children.filter(c => c.field === "alias");
  return [
    "use ",
    p(fieldChild(node, "path")!, ctx),
    items ? [".", p(items, ctx)] : "",
    aliases.length > 0 ? [" as ", join(", ", printAll(aliases, ctx))] : "",
  ];
}

export const IMPORT_PRINTERS: Record<string, NodePrinter> = {
  use_declaration: printUse,
  module_path: (node, ctx) => join(".", printAll(node.children.filter(c => c.named), ctx)),
  use_list: (node, ctx) => {
    const items = node.children.filter(c => c.named).map(item => ({ node: item, doc: p(item, ctx) }));
    return delimitedList(ctx, node, "", "{", "}", items, { breakable: false, padded: true });
  },
  use_item: (node, ctx) => {
    const alias = fieldChild(node, "alias");
    dropSkippedPub(node, ctx);
    return [p(fieldChild(node, "name")!, ctx), alias ? [" as ", p(alias, ctx)] : ""];
  },
};

/**
 * `use std.{pub io}` prints `use std.{ io }`: the parser skips a `pub`
 * before an item (syntax.md §3.10), so the reference's tree has none to
 * print (formatting.md §5: items are `a, b as c`). Comments stuck to the
 * `pub` become the item's leading comments, laid out by the item list as
 * the next run reads them (set before the list reads them: the list prints
 * its items first).
 */
function dropSkippedPub(item: CstNode, ctx: PrintContext): void {
  const pub = item.children.find(c => c.type === "visibility_modifier");
  if (!pub) return;
  const { before, after, leading } = ctx.comments;
  const moved = [...(before.get(pub) ?? []), ...(after.get(pub) ?? [])];
  if (moved.length > 0) leading.set(item, [...ctx.comments.leadingOf(item), ...moved]);
}
