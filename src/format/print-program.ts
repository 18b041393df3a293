// The top level (formatting.md §3.3, §4, §10.2, §10.3, §11):
//  - header comments (before the first statement) one per line, then exactly
//    one blank line;
//  - with sort_imports, every top-level import first, sorted, no blank lines
//    between them; then the other statements in source order;
//  - between two statements one blank line when the source had at least one
//    in the window of `windowStart` (the reference's, except where it misses
//    the line right after a function's body); it goes after the comments of
//    the gap, directly above the statement, as the reference prints it;
//  - comments after the last statement are kept (the reference drops them).
import { throwIfCancelled } from "../syntax/cancellation.js";
import { fieldChild, type CstComment, type CstNode } from "./cst.js";
import type { PrintContext } from "./context.js";
import { containerItems } from "./comments.js";
import type { BlankLines } from "./blank-lines.js";
import { sortImports } from "./print-imports.js";
import { printNode } from "./print.js";
import { semicolonsKept } from "./semicolons.js";
import { printDoc } from "./printer.js";
import { unwrapDroppable } from "./print-control.js";

export function printProgram(root: CstNode, ctx: PrintContext, blanks: BlankLines): string {
  const comments = ctx.comments;
  const statements = containerItems(root);
  const dangling = comments.danglingOf(root);
  const out: string[] = [];
  const commentLine = (comment: CstComment): void => {
    out.push(comments.emit(comment), "\n");
  };
  if (statements.length === 0) {
    dangling.forEach(commentLine);
    return out.join("");
  }
  const options = ctx.options;
  const printerOptions = { indentWidth: options.indent_width, lineWidth: options.line_width, useTabs: options.use_tabs };

  const sorting = options.sort_imports;
  const imports = sorting ? statements.filter(s => s.type === "use_declaration") : [];
  const order = sorting ? [...sortImports(imports), ...statements.filter(s => s.type !== "use_declaration")] : statements;
  const firstOther = sorting && imports.length > 0 ? order[imports.length] : undefined;
  // The reference's import region ends at the line of the last import (§11.6).
  const importsEnd = Math.max(-1, ...imports.map(s => s.startRow));

  // Comments above the first statement of the file, and those travelling with
  // the import sorted first, form the header: on the next run they would be
  // read as header anyway, so printing them as such keeps the output stable.
  // Decided in source order: a `;` sits between two statements as written.
  const semicolons = semicolonsKept(root, statements);
  const headerOwners = new Set([statements[0]!, order[0]!]);
  const header: CstComment[] = [...headerOwners].flatMap(s => comments.leadingOf(s));
  header.forEach(commentLine);
  if (header.length > 0) out.push("\n");
  order.forEach((statement, i) => {
    throwIfCancelled();
    if (!headerOwners.has(statement)) comments.leadingOf(statement).forEach(commentLine);
    if (i > 0 && !(sorting && statement.type === "use_declaration")) {
      const previous = order[i - 1]!;
      let from = windowStart(previous, root, ctx);
      if (statement === firstOther) from = statement.startRow > importsEnd ? importsEnd : Number.MAX_SAFE_INTEGER;
      if (blanks.anyBetween(from, statement.startRow)) out.push("\n");
    }
    const doc = semicolons.has(statement) ? [printNode(statement, ctx), ";"] : printNode(statement, ctx);
    out.push(printDoc(doc, printerOptions));
    for (const comment of comments.trailingOf(statement)) out.push(" ", comments.emit(comment));
    out.push("\n");
  });
  // A loop, not Math.max(...): a spread of 100,000+ statements overflows the stack.
  let from = statements.reduce((row, s) => Math.max(row, endRow(s, ctx)), -Infinity);
  for (const comment of dangling) {
    if (blanks.anyBetween(from, comment.startRow)) out.push("\n");
    commentLine(comment);
    from = comment.endRow;
  }
  return out.join("");
}

/** Last source row of a statement including its trailing comments. */
function endRow(statement: CstNode, ctx: PrintContext): number {
  const trailing = ctx.comments.trailingOf(statement);
  return Math.max(statement.endRow, ...trailing.map(c => c.endRow));
}

/**
 * The line after which a blank line before the next statement counts
 * (formatting.md §10.3): the previous statement's first line, or for a
 * function or block binding, the line after the first line of the last
 * statement of its body (an expression body: the line after the token that
 * follows it), as the reference has it, but never past the body's last
 * line. The reference's window starts there even when the body ends on that
 * line, and so misses the blank line right after it (vectors o037, o038,
 * marked as its defects; 98d D2). Comments in the gap are printed in any
 * case (the reference drops them there too).
 */
function windowStart(statement: CstNode, root: CstNode, ctx: PrintContext): number {
  const body = functionBody(statement, ctx);
  if (!body) return statement.startRow;
  const last = body.type === "block" ? containerItems(body).at(-1) : undefined;
  if (last) return Math.min(last.startRow + 1, body.endRow);
  const next = firstChildFrom(root, body.end);
  return Math.min(next ? next.startRow + 1 : Number.MAX_SAFE_INTEGER, body.endRow);
}

/**
 * The body the reference anchors the window on: a non-empty block (value of
 * the binding or of its lambda), or an expression body (a lambda's, or a
 * plain value after a signature, which becomes one). Undefined otherwise.
 */
function functionBody(statement: CstNode, ctx: PrintContext): CstNode | undefined {
  if (statement.type !== "binding") return undefined;
  const value = fieldChild(statement, "value");
  if (!value) return undefined;
  const inner = unwrapDroppable(value, ctx);
  const signature = fieldChild(statement, "type")?.type === "function_type";
  let body: CstNode;
  if (inner.type === "lambda") {
    const lambdaBody = fieldChild(inner, "body");
    if (!lambdaBody) return undefined;
    body = unwrapDroppable(lambdaBody, ctx);
  }
  else if (inner.type === "block" || signature) body = inner;
  else return undefined;
  if (body.type !== "block" || containerItems(body).length > 0) return body;
  // `main = {}` is an empty dictionary to the reference; after a signature `{}` is an expression body.
  return inner.type !== "lambda" && signature ? body : undefined;
}

/** The first child of `parent` starting at or after `offset` (binary search: children are in order). */
function firstChildFrom(parent: CstNode, offset: number): CstNode | undefined {
  const children = parent.children;
  let lo = 0;
  let hi = children.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (children[mid]!.start < offset) lo = mid + 1;
    else hi = mid;
  }
  return children[lo];
}
