// Lambdas, if/else, match, loops, spawn and unsafe (formatting.md §7.2, §7.4,
// §7.5). Every block goes through the block rules of print-blocks.ts.
import { fieldChild, namedChildren, type CstComment, type CstNode } from "./cst.js";
import { group, hardline, ifBreak, indent, lineWithExtra, type Doc } from "./doc.js";
import type { PrintContext } from "./context.js";
import { containerItems } from "./comments.js";
import { innermost, keepsParens } from "./parens.js";
import { wrapInBlock } from "./print-blocks.js";
import { ownLineComments, trailingComments, withNodeComments } from "./print-comments.js";
import { delimitedList } from "./print-lists.js";
import { mutPrefix, mutSuffix, printNode, type NodePrinter } from "./print.js";
import { utf8Width } from "./width.js";

const p = printNode;

function child(node: CstNode, field: string): CstNode {
  const found = fieldChild(node, field);
  if (!found) throw new Error(`${node.type} without ${field}`);
  return found;
}

/** The node a position really holds once droppable parentheses are gone. */
export function unwrapDroppable(node: CstNode, ctx: PrintContext): CstNode {
  if (node.type !== "parenthesized_expression" || keepsParens(node, ctx)) return node;
  return innermost(node);
}

/**
 * Whether an expression other than a block, as printed (droppable
 * parentheses gone), starts with `{`: `{"a": 1}`, `{"a": 1}["a"]`. As the
 * first token of a statement that `{` opens a block (syntax.md §3.1), so
 * such an expression cannot become a block's statement.
 */
export function startsWithBrace(node: CstNode, ctx: PrintContext): boolean {
  let current = unwrapDroppable(node, ctx);
  if (current.type === "block") return false;
  while (current.children.length > 0) current = unwrapDroppable(current.children[0]!, ctx);
  return current.type === "{";
}

/**
 * A body printed as a block: a block as itself, anything else as `{ expr }`,
 * as the reference prints it (formatting.md §5: `while COND BLOCK`; its
 * parser reads a braceless body as a block). That includes an assignment
 * (`while n > 0 n = n - 1` → `{ n = n - 1 }`): in braces it is a statement
 * that assigns the same `mut` binding (diagnostics.md §6.2 R5; were `n` not
 * `mut`, either form is an error). An expression that starts with `{` stays
 * braceless: in braces it would read as a block.
 */
export function bodyAsBlock(body: CstNode, ctx: PrintContext): Doc {
  const inner = unwrapDroppable(body, ctx);
  if (inner.type === "block" || startsWithBrace(body, ctx)) return p(body, ctx);
  return wrapInBlock(body, ctx);
}

export interface LambdaOptions {
  /** Parameter types to copy from a signature, by parameter name (formatting.md §5.1). */
  readonly signatureTypes?: ReadonlyMap<string, Doc>;
  /** A bare expression body gets braces: `(x) => { x + 1 }`. */
  readonly braceBody?: boolean;
}

export function lambdaParametersDoc(node: CstNode, ctx: PrintContext, options: LambdaOptions = {}): Doc {
  const parameters = child(node, "parameters");
  if (parameters.type === "lambda_parameter") {
    // `x => …` becomes `(x) => …`, a list like any other (so it breaks the same way next time).
    const item = { doc: printLambdaParameter(parameters, ctx, options) };
    return delimitedList(ctx, undefined, "", "(", ")", [item], { breakable: true });
  }
  const params = namedChildren(parameters);
  // The reference reads a list as typed parameters only when its first one is typed or `mut`
  // (syntax.md §5.7): when the first gets no type (its signature entry holds a comment, so its
  // type is not copied), copying later ones would make `(a, b: Int)`, which it rejects.
  const copy = params[0] === undefined || typedOrMutable(params[0], options) ? options : { ...options, signatureTypes: undefined };
  const items = params.map(param => ({ node: param, doc: printLambdaParameter(param, ctx, copy) }));
  return withNodeComments(parameters, delimitedList(ctx, parameters, "", "(", ")", items, { breakable: true }), ctx);
}

/** Whether a lambda parameter is printed with `mut` or a type (its own or one copied from the signature). */
function typedOrMutable(node: CstNode, options: LambdaOptions): boolean {
  if (node.type !== "lambda_parameter") return true;
  if (fieldChild(node, "type") !== undefined || node.children.some(c => c.type === "mutable_specifier")) return true;
  return options.signatureTypes?.has(child(node, "name").text) ?? false;
}

function printLambdaParameter(node: CstNode, ctx: PrintContext, options: LambdaOptions): Doc {
  const name = child(node, "name");
  const type = fieldChild(node, "type");
  const parts: Doc[] = [mutPrefix(node, ctx), p(name, ctx)];
  if (type) parts.push(": ", p(type, ctx));
  else {
    const copied = options.signatureTypes?.get(name.text);
    if (copied !== undefined) parts.push(": ", copied);
  }
  // Printed here rather than through printNode, so attach the node's comments here.
  return withNodeComments(node, parts, ctx);
}

export function printLambda(node: CstNode, ctx: PrintContext, options: LambdaOptions = {}): Doc {
  const body = fieldChild(node, "body");
  // `(x: Int)` alone: a typed head without `=>`, a lambda with an empty body to the compiler (syntax.md §5.7).
  if (!body) return lambdaParametersDoc(node, ctx, options);
  commentsIntoBlock(node.children.find((c) => c.type === "=>")!, body, ctx, options.braceBody === true);
  const bodyDoc = options.braceBody ? bodyAsBlock(body, ctx) : p(body, ctx);
  return [lambdaParametersDoc(node, ctx, options), " => ", bodyDoc];
}

function printIf(node: CstNode, ctx: PrintContext): Doc {
  const alternative = fieldChild(node, "alternative");
  commentsIntoBlock(child(node, "condition"), child(node, "consequence"), ctx);
  if (alternative) commentsIntoElseBranch(child(node, "consequence"), alternative, ctx);
  return [
    "if ",
    p(child(node, "condition"), ctx),
    " ",
    p(child(node, "consequence"), ctx),
    alternative ? [" ", p(alternative, ctx)] : "",
  ];
}

/**
 * `match X {` + one arm per line + `}`. Patterns are padded to the widest
 * one; bodies are always blocks; every arm ends with a comma. An arm whose
 * pattern is wider than 10 bytes and whose line would be too wide puts
 * `=> BODY,` on the next line, indented by exactly four spaces (§7.5).
 */
function printMatchBlock(node: CstNode, ctx: PrintContext): Doc {
  const arms = containerItems(node);
  const comments = ctx.comments;
  const patterns = arms.map(arm => p(child(arm, "pattern"), ctx));
  const widths = patterns.map(doc => utf8Width(flatText(doc)));
  const widest = Math.max(0, ...widths);
  const body: Doc[] = [];
  arms.forEach((arm, i) => {
    const pattern = patterns[i]!;
    const width = widths[i]!;
    const pad = " ".repeat(widest - width);
    commentsIntoBlock(arm.children.find((c) => c.type === "=>")!, child(arm, "value"), ctx);
    const value = bodyAsBlock(child(arm, "value"), ctx);
    const armDoc: Doc =
      width > 10
        ? group([pattern, ifBreak("", pad), lineWithExtra(4), "=> ", value], { adjust: -pad.length })
        : [pattern, pad, " => ", value];
    body.push(hardline, ownLineComments(comments.leadingOf(arm), ctx, hardline));
    body.push(withNodeComments(arm, armDoc, ctx), ",", trailingComments(comments.trailingOf(arm), ctx));
  });
  for (const comment of comments.danglingOf(node)) body.push(hardline, comments.emit(comment));
  return ["{", indent(body), hardline, "}"];
}

/** The text of a doc that holds no line breaks (patterns never break). */
export function flatText(doc: Doc): string {
  if (typeof doc === "string") return doc;
  if (Array.isArray(doc)) return doc.map(flatText).join("");
  switch (doc.kind) {
    case "line":
      return doc.hard ? "\n" : doc.soft ? "" : " ";
    case "indent":
    case "group":
      return flatText(doc.contents);
    case "ifBreak":
      return flatText(doc.flatContents);
  }
}

/**
 * Comments between a head (a loop's, a branch's, a `match`'s; a lambda's or
 * an arm's `=>`; a binding's `=`) and its `{` on a later line (`for i in 0..3
 * // count` / `{`) go into the block, above its first statement, as one on
 * the `{`'s own line does: the `{` then stays on the head's line
 * (formatting.md §6 rule 4), where left after the head the comment pushed it
 * to a continuation line (116b F2). A body the formatter puts in braces
 * (`wrapInBlock`; `braced`: the caller does) gets them above its statement,
 * as the next run, reading that block, puts them.
 */
export function commentsIntoBlock(head: CstNode, body: CstNode, ctx: PrintContext, braced = true): void {
  if (body.startRow <= head.endRow) return;
  const written = body.type === "block" || body.type === "match_block";
  // A body the formatter puts in braces (`braced`: it does): its comments become its statement's (wrapInBlock reads `before`).
  if (!written && (!braced || unwrapDroppable(body, ctx).type === "block" || startsWithBrace(body, ctx))) return;
  const between = (c: { start: number; end: number }) => c.start >= head.end && c.end <= body.start;
  const after = ctx.comments.after.get(head) ?? [];
  const before = ctx.comments.before.get(body) ?? [];
  const moved = [...after.filter(between), ...before.filter(between)].sort((a, b) => a.start - b.start);
  if (moved.length === 0) return;
  ctx.comments.after.set(head, after.filter((c) => !between(c)));
  ctx.comments.before.set(body, inSourceOrder(written ? [] : moved, before.filter((c) => !between(c))));
  if (!written) return;
  // With the comments before an `else` that went there already (commentsIntoElseBranch), in their order (121a F3).
  const first = containerItems(body)[0];
  if (first) ctx.comments.leading.set(first, inSourceOrder(moved, ctx.comments.leadingOf(first)));
  else ctx.comments.dangling.set(body, inSourceOrder(moved, ctx.comments.danglingOf(body)));
}

function printFor(node: CstNode, ctx: PrintContext): Doc {
  commentsIntoBlock(child(node, "iterable"), child(node, "body"), ctx);
  return [
    "for ",
    mutPrefix(node, ctx),
    // A name or `_`, or in a value `(a, b)`, which binds nothing (syntax.md §4.3).
    p(fieldChild(node, "variable") ?? child(node, "pattern"), ctx),
    " in ",
    p(child(node, "iterable"), ctx),
    " ",
    bodyAsBlock(child(node, "body"), ctx),
  ];
}

function printSpawnFor(node: CstNode, ctx: PrintContext): Doc {
  // `mut` follows the variable in `spawn for` (syntax.md §4.6).
  return [
    "spawn for ",
    p(child(node, "variable"), ctx),
    mutSuffix(node, ctx),
    " in ",
    p(child(node, "iterable"), ctx),
    " ",
    p(child(node, "body"), ctx),
  ];
}

/**
 * Comments on their own lines before `else` (`}` / `// zero is its own case`
 * / `else if n == 0 {`) go into the branch they precede, above its first
 * statement: `else` stays on the line of `}` (formatting.md §6 rule 4), and
 * a comment left before it would end the previous branch's line, next to the
 * wrong branch, with `else` pushed to a continuation line. A line comment
 * after the `}` itself, with `else` on a later line (`} // big ones` /
 * `else {`), is that branch's: it goes below its last statement, with any
 * block comment before it on that line. Comments keep their order.
 */
function commentsIntoElseBranch(consequence: CstNode, elseClause: CstNode, ctx: PrintContext): void {
  const after = ctx.comments.after.get(consequence) ?? [];
  // On the `}`'s line: with a line comment there, every comment of that line goes (`} /* a */ // b`: both, in order).
  const braceLine = elseClause.startRow > consequence.endRow && consequence.type === "block" ? after.filter((c) => c.startRow === consequence.endRow) : [];
  const onBrace = braceLine.some((c) => c.kind === "line") ? braceLine : [];
  if (onBrace.length > 0) ctx.comments.dangling.set(consequence, [...ctx.comments.danglingOf(consequence), ...onBrace]);
  // Those after the branch's `}`, on later lines (a block comment right before `else` too: the order is kept).
  const moved = after.filter((c) => c.startRow > consequence.endRow);
  ctx.comments.after.set(consequence, after.filter((c) => !onBrace.includes(c)));
  if (moved.length === 0) return;
  const written = child(elseClause, "body");
  let body = unwrapDroppable(written, ctx);
  if (body.type === "if_expression") body = child(body, "consequence");
  if (body.type === "block") {
    const first = containerItems(body)[0];
    if (first) ctx.comments.leading.set(first, inSourceOrder(moved, ctx.comments.leadingOf(first)));
    else ctx.comments.dangling.set(body, inSourceOrder(moved, ctx.comments.danglingOf(body)));
  } else if (!startsWithBrace(written, ctx)) {
    // A braceless body, which the formatter puts in braces: they become its statement's (wrapInBlock reads
    // `before`), as the next run, reading that block, puts them (121a F4: `else` went to a continuation line).
    ctx.comments.before.set(written, inSourceOrder(moved, ctx.comments.before.get(written) ?? []));
  } else {
    return;
  }
  ctx.comments.after.set(consequence, after.filter((c) => !moved.includes(c) && !onBrace.includes(c)));
}

/** Two lists of comments as one, in the order they stand in the source. */
function inSourceOrder(a: readonly CstComment[], b: readonly CstComment[]): CstComment[] {
  return [...a, ...b].sort((x, y) => x.start - y.start);
}

export const CONTROL_PRINTERS: Record<string, NodePrinter> = {
  lambda: (node, ctx) => printLambda(node, ctx),
  if_expression: printIf,
  else_clause: (node, ctx) => {
    // `else if` stays; a braceless `else expr` (statement form) gets braces like every branch.
    const body = child(node, "body");
    commentsIntoBlock(node.children.find((c) => c.type === "else")!, body, ctx);
    return ["else ", unwrapDroppable(body, ctx).type === "if_expression" ? p(body, ctx) : bodyAsBlock(body, ctx)];
  },
  match_expression: (node, ctx) => {
    commentsIntoBlock(child(node, "value"), child(node, "body"), ctx);
    return ["match ", p(child(node, "value"), ctx), " ", p(child(node, "body"), ctx)];
  },
  // Its arms are laid out one per line like a block's statements: their comments are its own (CommentMap.scoped).
  match_block: (node, ctx) => ctx.comments.scoped(() => printMatchBlock(node, ctx)).result,
  // A braceless statement-form body (`while n > 0 n = n - 1`) gets braces.
  while_expression: (node, ctx) => {
    commentsIntoBlock(child(node, "condition"), child(node, "body"), ctx);
    return ["while ", p(child(node, "condition"), ctx), " ", bodyAsBlock(child(node, "body"), ctx)];
  },
  for_expression: printFor,
  spawn_expression: (node, ctx) => ["spawn ", p(child(node, "body"), ctx)],
  spawn_for_expression: printSpawnFor,
  unsafe_expression: (node, ctx) => ["unsafe ", p(child(node, "body"), ctx)],
};
