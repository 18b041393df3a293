// Bindings and their function forms (formatting.md §5, §5.1):
//  - a signature's parameter list breaks like a call's (§9.1);
//  - a lambda value copies parameter types from the signature by name;
//  - without an annotation a bare lambda body gets braces;
//  - `() =>` is dropped, the body printed as a block (at top level, or
//    with a function type annotation: see valueDoc);
//  - a signature followed by a plain value becomes an explicit lambda.
// Where the reference is not idempotent (`f: () -> Int = () => 1` prints
// `= 1`, then `= { 1 }`, vector o048) we print the fixed point directly.
import { fieldChild, namedChildren, type CstNode } from "./cst.js";
import { type Doc } from "./doc.js";
import type { PrintContext } from "./context.js";
import { containerItems } from "./comments.js";
import { wrapInBlock } from "./print-blocks.js";
import { withNodeComments } from "./print-comments.js";
import { bodyAsBlock, commentsIntoBlock, printLambda, startsWithBrace, unwrapDroppable } from "./print-control.js";
import { delimitedList } from "./print-lists.js";
import { parameterListDoc } from "./print-types.js";
import { printNode, type NodePrinter } from "./print.js";

const p = printNode;

function child(node: CstNode, field: string): CstNode {
  const found = fieldChild(node, field);
  if (!found) throw new Error(`${node.type} without ${field}`);
  return found;
}

/** `pub ` / `mut ` prefixes; both are kept (the reference loses `mut`, vector o053). */
function modifiers(node: CstNode, ctx: PrintContext): Doc[] {
  const out: Doc[] = [];
  const vis = node.children.find(c => c.type === "visibility_modifier");
  const mut = node.children.find(c => c.type === "mutable_specifier");
  if (vis) out.push(p(vis, ctx), " ");
  if (mut) out.push(p(mut, ctx), " ");
  return out;
}

/** `(a: A, b: B) -> R` of a binding: the parameter list may break (§9.1). */
function signatureDoc(type: CstNode, ctx: PrintContext): Doc {
  const parameters = child(type, "parameters");
  ctx.typeDepth++;
  try {
    const params = withNodeComments(parameters, parameterListDoc(parameters, ctx, true), ctx);
    return withNodeComments(type, [params, " -> ", p(child(type, "result"), ctx)], ctx);
  } finally {
    ctx.typeDepth--;
  }
}

/** Named parameter types of a (curried) signature, by name. */
function signatureTypes(type: CstNode, ctx: PrintContext): Map<string, Doc> {
  const types = new Map<string, Doc>();
  for (let fn: CstNode | undefined = type; fn?.type === "function_type"; fn = fieldChild(fn, "result")) {
    for (const param of namedChildren(child(fn, "parameters"))) {
      if (param.type !== "parameter" || ctx.hasCommentWithin(param)) continue;
      const name = child(param, "name").text;
      if (!types.has(name)) types.set(name, p(child(param, "type"), ctx));
    }
  }
  return types;
}

/**
 * A function body given as a plain value: a non-empty block as itself, and
 * an expression that starts with `{` too (`{ {"a": 1} }` would make it a
 * block, syntax.md §3.1); anything else in braces.
 */
function bodyFromValue(value: CstNode, ctx: PrintContext): Doc {
  if (startsWithBrace(value, ctx)) return p(value, ctx);
  const inner = unwrapDroppable(value, ctx);
  // `{}` after a signature is an empty dictionary to the reference, so it
  // becomes the body's only statement (vector 013).
  if (inner.type === "block" && (containerItems(inner).length > 0 || ctx.hasCommentWithin(inner))) return p(value, ctx);
  return wrapInBlock(value, ctx);
}

/** `(x: Int, y: Int)` built from a signature's parameters (printed a second time). */
function parametersFromSignature(parameters: CstNode[], ctx: PrintContext): Doc {
  const items = parameters.map(param => ({
    doc: [
      param.children.some(c => c.type === "mutable_specifier") ? "mut " : "",
      p(child(param, "name"), ctx),
      ": ",
      p(child(param, "type"), ctx),
    ],
  }));
  return delimitedList(ctx, undefined, "", "(", ")", items, { breakable: true });
}

function valueDoc(type: CstNode | undefined, value: CstNode, topLevel: boolean, ctx: PrintContext, equals?: CstNode): Doc {
  // A comment between `=` and a block on a later line goes into the block (`main = // c` / `{`), as after `=>`;
  // not into `{}`, which after `=` may be an empty dictionary (bodyFromValue), and with a comment is a block.
  const emptyBraces = value.type === "block" && containerItems(value).length === 0;
  if (equals && !emptyBraces) commentsIntoBlock(equals, value, ctx, false);
  const inner = unwrapDroppable(value, ctx);
  const isSignature = type?.type === "function_type";
  // The parentheses around `inner` (if any) are dropped; their comments sit on `value`.
  const outer = (doc: Doc): Doc => (inner === value ? doc : withNodeComments(value, doc, ctx));
  // `(x: Int)` alone (a typed head, an empty body to the compiler, syntax.md §5.7) is printed as it is.
  if (inner.type === "lambda" && !fieldChild(inner, "body")) return p(value, ctx);
  if (inner.type === "lambda") {
    const params = child(inner, "parameters");
    const count = params.type === "lambda_parameters" ? namedChildren(params).length : 1;
    // `() =>` is dropped only when no comment sits in it (`() /* c */ => 1`).
    const arrow = inner.children.find(c => c.type === "=>")!;
    const body = child(inner, "body");
    // `noop = () => {}` stays: without `() =>`, an empty `{}` is an empty dictionary (syntax.md §5.8);
    // so does `mk = () => {"a": 1}`: its body cannot go in braces (startsWithBrace), and bare it is no function.
    const emptyBody = body.type === "block" && namedChildren(body).every((c) => c.type === "line_comment" || c.type === "block_comment");
    // So does a local's without a function type (`seven = () => 7` in a body): there `seven = { 7 }` may be read
    // as a block's value, 7 (syntax.md §5.9), not as a function; a top-level `name = { … }` is one (diagnostics.md §6).
    const mayBeBlockValue = !topLevel && !isSignature;
    if (count === 0 && !emptyBody && !mayBeBlockValue && !startsWithBrace(body, ctx) && ctx.commentsWithin(params.start, arrow.end).length === 0) {
      commentsIntoBlock(arrow, body, ctx);
      return outer(withNodeComments(inner, isSignature ? bodyFromValue(body, ctx) : bodyAsBlock(body, ctx), ctx));
    }
    const signatureTypesByName = isSignature ? signatureTypes(type, ctx) : undefined;
    const lambda = printLambda(inner, ctx, { signatureTypes: signatureTypesByName, braceBody: type === undefined });
    return outer(withNodeComments(inner, lambda, ctx));
  }
  // A curried signature (`(a: Int) -> (b: Int) -> Int = { a + b }`) gets no header: one group's
  // `(a: Int) =>` would leave `b` unbound, the reference's own meaning change.
  if (isSignature && fieldChild(type, "result")?.type !== "function_type") {
    const parameters = child(type, "parameters");
    const params = namedChildren(parameters);
    if (params.length === 0) return bodyFromValue(value, ctx);
    // The header copies each parameter's name and type: not when a comment sits in one (it would be printed
    // twice); one between them stays in the signature alone (119b F1).
    if (params.every(param => param.type === "parameter" && !ctx.hasCommentWithin(param))) {
      // A comment between `=` and the body's `{` goes into the body, as the next run puts one after `=>`.
      if (equals && !emptyBraces) commentsIntoBlock(equals, value, ctx);
      return [parametersFromSignature(params, ctx), " => ", bodyFromValue(value, ctx)];
    }
  }
  return p(value, ctx);
}

function printBinding(node: CstNode, ctx: PrintContext): Doc {
  const type = fieldChild(node, "type");
  const value = fieldChild(node, "value");
  const parts: Doc[] = [modifiers(node, ctx), p(child(node, "target"), ctx)];
  if (type) parts.push(": ", type.type === "function_type" ? signatureDoc(type, ctx) : p(type, ctx));
  if (value) parts.push(" = ", valueDoc(type, value, node.parent?.type === "source_file", ctx, node.children.find((c) => c.type === "=")));
  return parts;
}

function visibility(node: CstNode, ctx: PrintContext): Doc {
  const vis = node.children.find(c => c.type === "visibility_modifier");
  return vis ? [p(vis, ctx), " "] : "";
}

export const BINDING_PRINTERS: Record<string, NodePrinter> = {
  binding: printBinding,
  visibility_modifier: () => "pub",
  mutable_specifier: () => "mut",
  type_definition: (node, ctx) => [visibility(node, ctx), p(child(node, "name"), ctx), ": Type = ", p(child(node, "value"), ctx)],
  generic_type_definition: (node, ctx) => {
    const parameters = child(node, "parameters");
    ctx.typeDepth++;
    try {
      return [
        visibility(node, ctx),
        p(child(node, "name"), ctx),
        ": ",
        withNodeComments(parameters, parameterListDoc(parameters, ctx, true), ctx),
        " -> Type = ",
        p(child(node, "body"), ctx),
      ];
    } finally {
      ctx.typeDepth--;
    }
  },
  destructuring: (node, ctx) => {
    // `(q, r) = …` loses its parentheses: `q, r = …` (formatting.md §5).
    const names = node.children.filter(c => c.field === "name").map(n => p(n, ctx));
    const parts: Doc[] = [];
    names.forEach((name, i) => parts.push(i > 0 ? ", " : "", name));
    // `(a) = …` keeps them: `a = …` would be a plain binding.
    const left = names.length === 1 ? ["(", parts, ")"] : parts;
    return [left, " = ", p(child(node, "value"), ctx)];
  },
};
