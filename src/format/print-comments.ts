// Turning assigned comments into Doc pieces. Comment text is copied verbatim:
// a multi-line block comment keeps its inner lines exactly as written, only
// its first line is placed by the layout (formatting.md §10.1).
import type { CstComment, CstNode } from "./cst.js";
import { commentBreak, commentHardline, type Doc } from "./doc.js";
import type { PrintContext } from "./context.js";

/** Each comment on its own line, each followed by `lineBreak`. */
export function ownLineComments(comments: readonly CstComment[], ctx: PrintContext, lineBreak: Doc): Doc[] {
  const parts: Doc[] = [];
  for (const comment of comments) parts.push(ctx.comments.emit(comment), lineBreak);
  return parts;
}

/** Comments after an item on its line: ` // c`. A `//` comment must end the line; callers ensure a break follows. */
export function trailingComments(comments: readonly CstComment[], ctx: PrintContext): Doc[] {
  return comments.map(comment => " " + ctx.comments.emit(comment));
}

/**
 * Comments stuck to a node inside an expression (see comments.ts): a block
 * comment stays inline, a line comment is followed by a continuation break
 * so the rest of the expression goes on the next line.
 */
export function withNodeComments(node: CstNode, doc: Doc, ctx: PrintContext): Doc {
  const before = ctx.comments.before.get(node);
  const after = ctx.comments.after.get(node);
  if (!before && !after) return doc;
  const parts: Doc[] = [];
  for (const comment of before ?? []) {
    parts.push(ctx.comments.emit(comment), comment.kind === "line" ? commentHardline : " ");
  }
  parts.push(doc);
  for (const comment of after ?? []) {
    parts.push(" ", ctx.comments.emit(comment));
    if (comment.kind === "line") parts.push(commentBreak);
  }
  return parts;
}
