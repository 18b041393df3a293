// Types (formatting.md §8): always on one line. Record bodies print as
// `{ a: T, b: U }`; a comment inside one forces a broken layout, the only way
// to keep it in place.
import { fieldChild, hasToken, namedChildren, type CstNode } from "./cst.js";
import { join, type Doc } from "./doc.js";
import type { PrintContext } from "./context.js";
import { formatInteger } from "./literals.js";
import { delimitedList, oneLineList, type ListItem } from "./print-lists.js";
import { joinsAmpersand } from "./parens.js";
import { mutPrefix, mutSuffix, printAll, printNode, type NodePrinter } from "./print.js";

const p = printNode;

function child(node: CstNode, field: string): CstNode {
  const found = fieldChild(node, field);
  if (!found) throw new Error(`${node.type} without ${field}`);
  return found;
}

function listItems(node: CstNode, ctx: PrintContext): ListItem[] {
  return namedChildren(node).map(item => ({ node: item, doc: p(item, ctx) }));
}

/** Runs `print` with width breaking switched off (nothing inside a type breaks). */
function inType(ctx: PrintContext, print: () => Doc): Doc {
  ctx.typeDepth++;
  try {
    return print();
  } finally {
    ctx.typeDepth--;
  }
}

/** Comma rule of `( … )` types and patterns: `(T,)` keeps it, a grouping `(T)` never gets one. */
export function tupleComma(node: CstNode): "always" | "never" | "break" {
  if (namedChildren(node).length !== 1) return "break";
  return hasToken(node, ",") ? "always" : "never";
}

/** A one-element tuple type without trailing comma is a grouping: `(T)`. */
export function isGrouping(node: CstNode): boolean {
  return node.type === "tuple_type" && namedChildren(node).length === 1 && !hasToken(node, ",");
}

/**
 * `-> ((x: Int) -> Int)` prints as `-> (Int) -> Int` (vector 019): `->` is
 * right-associative, so the parentheses are redundant, and the reference
 * reads the parameter names of such a parenthesised function type as
 * nothing but types.
 */
function printTupleType(node: CstNode, ctx: PrintContext): Doc {
  const items = namedChildren(node);
  if (isGrouping(node) && items[0]!.type === "function_type" && node.field === "result" && !ctx.hasCommentWithin(node)) {
    return printFunctionType(items[0]!, ctx, true);
  }
  const listItems = items.map(item => ({ node: item, doc: p(item, ctx) }));
  return oneLineList(ctx, node, "(", ")", listItems, tupleComma(node));
}

export function printFunctionType(node: CstNode, ctx: PrintContext, typesOnly = false): Doc {
  const parameters = child(node, "parameters");
  return inType(ctx, () => [
    typesOnly ? parameterTypes(parameters, ctx) : p(parameters, ctx),
    " -> ",
    p(child(node, "result"), ctx),
  ]);
}

function parameterTypes(list: CstNode, ctx: PrintContext): Doc {
  const types = namedChildren(list).map(item => (item.type === "parameter" ? child(item, "type") : item));
  return ["(", join(", ", printAll(types, ctx)), ")"];
}

/** `(a: Int, b: Int)`; breaks like a call only in a binding's signature (print-bindings.ts). */
export function parameterListDoc(node: CstNode, ctx: PrintContext, breakable: boolean): Doc {
  const items = namedChildren(node).map(item => ({ node: item, doc: p(item, ctx) }));
  return delimitedList(ctx, node, "", "(", ")", items, { breakable });
}

/**
 * A line comment on the line of the body's `{` (`Event: Type = { // kinds of events`) stays there: printed
 * inside, as the reference does (formatting.md §10.3, o055), it would read as the first member's doc.
 */
function printRecordType(node: CstNode, ctx: PrintContext): Doc {
  const children = namedChildren(node);
  const first = children[0];
  const leading = first ? ctx.comments.leadingOf(first) : [];
  const afterOpen = leading.filter(c => c.kind === "line" && c.startRow === node.startRow);
  if (first && afterOpen.length > 0) ctx.comments.leading.set(first, leading.filter(c => !afterOpen.includes(c)));
  const items = children.map(item => ({ node: item, doc: p(item, ctx) }));
  return delimitedList(ctx, node, "", "{", "}", items, { breakable: false, padded: true, afterOpen });
}

function printFieldDeclaration(node: CstNode, ctx: PrintContext): Doc {
  const positions = fieldChild(node, "positions");
  const defaultValue = fieldChild(node, "default");
  return [
    p(child(node, "name"), ctx),
    // `mut` follows the field name in type bodies (syntax.md §3.7).
    mutSuffix(node, ctx),
    ": ",
    p(child(node, "type"), ctx),
    positions ? p(positions, ctx) : "",
    defaultValue ? [" = ", p(defaultValue, ctx)] : "",
  ];
}

function printPosition(node: CstNode): Doc {
  const integer = node.children.find(c => c.type === "integer_literal");
  return [hasToken(node, "-") ? "-" : "", integer ? formatInteger(integer.text) : node.text];
}

const typed =
  (print: NodePrinter): NodePrinter =>
  (node, ctx) =>
    inType(ctx, () => print(node, ctx));

export const TYPE_PRINTERS: Record<string, NodePrinter> = {
  type_identifier: node => node.text,
  meta_type: () => "Type",
  generic_type: typed((node, ctx) => [p(child(node, "name"), ctx), p(child(node, "arguments"), ctx)]),
  type_arguments: typed((node, ctx) => oneLineList(ctx, node, "(", ")", listItems(node, ctx))),
  tuple_type: typed(printTupleType),
  function_type: (node, ctx) => printFunctionType(node, ctx),
  parameter_list: typed((node, ctx) => parameterListDoc(node, ctx, false)),
  parameter: typed((node, ctx) => [
    mutPrefix(node, ctx),
    p(child(node, "name"), ctx),
    ": ",
    p(child(node, "type"), ctx),
  ]),
  type_bounds: typed((node, ctx) => join(" + ", printAll(namedChildren(node), ctx))),
  record_type: typed(printRecordType),
  field_declaration: typed(printFieldDeclaration),
  method_binding: typed((node, ctx) => {
    const positions = fieldChild(node, "positions");
    return [p(child(node, "name"), ctx), " = ", p(child(node, "function"), ctx), positions ? p(positions, ctx) : ""];
  }),
  binding_positions: (node, ctx) => oneLineList(ctx, node, "[", "]", listItems(node, ctx)),
  position: printPosition,
  reference_type: typed((node, ctx) => {
    const inner = child(node, "type");
    return [hasToken(node, "&mut") ? "&mut " : joinsAmpersand(inner) ? "& " : "&", p(inner, ctx)];
  }),
  pointer_type: typed((node, ctx) => ["*", p(child(node, "type"), ctx)]),
  option_type: typed((node, ctx) => [p(child(node, "type"), ctx), "?"]),
  literal_type: node => printPosition(node),
};
