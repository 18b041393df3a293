// The single entry for printing any CST node: dispatches on the node type and
// attaches the comments that stick to the node (comments.ts). Every printer
// prints children through here, so no comment can be skipped silently.
import type { CstNode } from "./cst.js";
import type { Doc } from "./doc.js";
import type { PrintContext } from "./context.js";
import { withNodeComments } from "./print-comments.js";
import { EXPRESSION_PRINTERS } from "./print-expressions.js";
import { TYPE_PRINTERS } from "./print-types.js";
import { PATTERN_PRINTERS } from "./print-patterns.js";
import { CONTROL_PRINTERS } from "./print-control.js";
import { BINDING_PRINTERS } from "./print-bindings.js";
import { IMPORT_PRINTERS } from "./print-imports.js";

export type NodePrinter = (node: CstNode, ctx: PrintContext) => Doc;

let printers: Record<string, NodePrinter> | undefined;

function table(): Record<string, NodePrinter> {
  // Built lazily: the printer modules import this one, so their tables are
  // only complete once every module has been evaluated.
  printers ??= {
    ...PATTERN_PRINTERS,
    ...TYPE_PRINTERS,
    ...EXPRESSION_PRINTERS,
    ...CONTROL_PRINTERS,
    ...BINDING_PRINTERS,
    ...IMPORT_PRINTERS,
  };
  return printers;
}

export function printNode(node: CstNode, ctx: PrintContext): Doc {
  return withNodeComments(node, printBare(node, ctx), ctx);
}

/** A node without the comments stuck to it (the caller places them). */
export function printBare(node: CstNode, ctx: PrintContext): Doc {
  const printer = table()[node.type];
  // Unknown node kinds (none exist in an error-free tree) keep their text.
  return printer ? printer(node, ctx) : node.text;
}

export function printAll(nodes: readonly CstNode[], ctx: PrintContext): Doc[] {
  return nodes.map(node => printNode(node, ctx));
}

/** `mut ` before a name, printed through printNode so its comments are kept. */
export function mutPrefix(node: CstNode, ctx: PrintContext): Doc {
  const mut = node.children.find(c => c.type === "mutable_specifier");
  return mut ? [printNode(mut, ctx), " "] : "";
}

/** ` mut` after a name (type-body fields, `spawn for`). */
export function mutSuffix(node: CstNode, ctx: PrintContext): Doc {
  const mut = node.children.find(c => c.type === "mutable_specifier");
  return mut ? [" ", printNode(mut, ctx)] : "";
}
