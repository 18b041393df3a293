// Blocks (formatting.md §6): `{}` when empty; `{ stmt }` when there is exactly
// one statement, no comment of the block's own that needs a line, and
// `level × indent_width + width("{ stmt }") ≤ line_width` (the statement may
// itself span lines: the width then counts every byte of it, §6.2);
// otherwise one statement per line at the next level with no blank lines.
// A block comment written on the statement's line stays inline and does not
// prevent the one-line form; any other comment does, and so does a `//`
// comment inside the statement itself, outside the blocks nested in it
// (§6 rule 2, §10.4: a trailing line comment on the statement's anchor line
// prevents the collapse). The reference prints no comment inside an
// expression, so such a comment, on the anchor line, is its trailing one;
// ours stays in place (`foo(1, // first` + `2)`), where breaking the list
// moves it to a later line: so the rule holds wherever in the statement it
// ends up, or the next run would collapse the block (not a fixed point).
import type { CstComment, CstNode } from "./cst.js";
import { group, hardline, indent, line, type Doc } from "./doc.js";
import type { PrintContext } from "./context.js";
import { containerItems } from "./comments.js";
import { printBare, printNode } from "./print.js";
import { semicolonsKept } from "./semicolons.js";

interface Statement {
  readonly doc: Doc;
  /** `//` comments printed inside the statement, outside the blocks nested in it. */
  readonly lineComments: number;
  readonly startRow: number;
  readonly endRow: number;
  readonly leading: readonly CstComment[];
  readonly trailing: readonly CstComment[];
}

/** A `block` node: a comment scope of its own (see CommentMap.scoped). */
export function printBlock(node: CstNode, ctx: PrintContext): Doc {
  return ctx.comments.scoped(() => blockDoc(node, ctx)).result;
}

function blockDoc(node: CstNode, ctx: PrintContext): Doc {
  const items = containerItems(node);
  const semicolons = semicolonsKept(node, items);
  const statements = items.map((s) => {
    const printed = ctx.comments.scoped(() => (semicolons.has(s) ? [printNode(s, ctx), ";"] : printNode(s, ctx)));
    return {
      doc: printed.result,
      lineComments: printed.lineComments,
      startRow: s.startRow,
      endRow: s.endRow,
      leading: ctx.comments.leadingOf(s),
      trailing: ctx.comments.trailingOf(s),
    };
  });
  return blockLayout(statements, ctx.comments.danglingOf(node), ctx);
}

/**
 * An expression printed as the only statement of a block: `x + 1` →
 * `{ x + 1 }`. Comments stuck to the expression become the statement's
 * comments, exactly as the next run will read them.
 */
export function wrapInBlock(expression: CstNode, ctx: PrintContext): Doc {
  return ctx.comments.scoped(() => {
    const printed = ctx.comments.scoped(() => printBare(expression, ctx));
    const statement: Statement = {
      doc: printed.result,
      lineComments: printed.lineComments,
      startRow: expression.startRow,
      endRow: expression.endRow,
      leading: ctx.comments.before.get(expression) ?? [],
      trailing: ctx.comments.after.get(expression) ?? [],
    };
    return blockLayout([statement], [], ctx);
  }).result;
}

function inlineLeading(comment: CstComment, statement: Statement): boolean {
  return comment.kind === "block" && comment.startRow === comment.endRow && comment.endRow === statement.startRow;
}

function inlineTrailing(comment: CstComment): boolean {
  return comment.kind === "block" && comment.startRow === comment.endRow;
}

function blockLayout(statements: readonly Statement[], dangling: readonly CstComment[], ctx: PrintContext): Doc {
  const comments = ctx.comments;
  const withComments = (s: Statement, ownLines: boolean): Doc[] => {
    const parts: Doc[] = [];
    for (const c of s.leading) parts.push(comments.emit(c), ownLines && !inlineLeading(c, s) ? hardline : " ");
    parts.push(s.doc);
    for (const c of s.trailing) parts.push(" ", comments.emit(c));
    return parts;
  };
  const only = statements[0];
  if (
    statements.length === 1 &&
    dangling.length === 0 &&
    only!.lineComments === 0 &&
    only!.leading.every(c => inlineLeading(c, only!)) &&
    only!.trailing.every(inlineTrailing)
  ) {
    return group(["{", indent([line, withComments(only!, false)]), line, "}"], { breakOnCommentLine: true });
  }
  if (statements.length === 0 && dangling.length === 0) return "{}";
  const body: Doc[] = [];
  for (const statement of statements) body.push(hardline, withComments(statement, true));
  for (const comment of dangling) body.push(hardline, comments.emit(comment));
  return ["{", indent(body), hardline, "}"];
}
