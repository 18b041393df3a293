// Delimited lists: call arguments, parameter lists, list and dict literals
// (formatting.md §9.1), plus the never-breaking item lists of type bodies and
// `use` braces. Single-line form `PREFIX(a, b)` when
// `level × indent_width + width ≤ line_width`; otherwise one item per line at
// the continuation indent, each followed by a comma, and the closing
// delimiter on its own line at the level indent. A comment inside the list
// forces the broken form, the only place it can be printed faithfully.
import type { CstComment, CstNode } from "./cst.js";
import { contHardline, contLine, contSoftline, group, hardline, ifBreak, line, softline, type Doc } from "./doc.js";
import type { PrintContext } from "./context.js";

export interface ListItem {
  /** The CST item carrying leading/trailing comments, if any. */
  readonly node?: CstNode;
  readonly doc: Doc;
}

export interface ListStyle {
  /** Breaks when too wide (true for the four places of §9.1). */
  readonly breakable: boolean;
  /** One space inside the delimiters when flat: `{ a, b }`. */
  readonly padded?: boolean;
  /**
   * Comma after the last item: only when broken (default), always (a
   * one-element tuple `(a,)`), or never (a grouping `(T)`, which a comma would
   * turn into a tuple).
   */
  readonly trailingComma?: "break" | "always" | "never";
  /** Line comments written on the line of the opening delimiter, kept there (they make the list break). */
  readonly afterOpen?: readonly CstComment[];
}

export function delimitedList(
  ctx: PrintContext,
  container: CstNode | undefined,
  prefix: Doc,
  open: string,
  close: string,
  items: readonly ListItem[],
  style: ListStyle,
): Doc {
  const comments = ctx.comments;
  const dangling = container ? comments.danglingOf(container) : [];
  const afterOpen = style.afterOpen ?? [];
  const forceBreak = afterOpen.length > 0 || (container !== undefined && needsOwnLines(container, items, ctx));
  if (items.length === 0 && dangling.length === 0 && afterOpen.length === 0) return [prefix, open, close];
  const lastComma = style.trailingComma === "always" ? "," : style.trailingComma === "never" ? "" : ifBreak(",");
  if (!style.breakable && !forceBreak && !hasComments(items, ctx)) {
    const inner: Doc[] = [];
    items.forEach((item, i) => inner.push(i > 0 ? ", " : "", item.doc));
    if (style.trailingComma === "always") inner.push(",");
    return style.padded ? [prefix, open, " ", inner, " ", close] : [prefix, open, inner, close];
  }
  const inner: Doc[] = [];
  items.forEach((item, i) => {
    inner.push(i === 0 ? (style.padded ? contLine : contSoftline) : contLine);
    const leading = item.node ? comments.leadingOf(item.node) : [];
    const trailing = item.node ? comments.trailingOf(item.node) : [];
    for (const comment of leading) {
      inner.push(comments.emit(comment), isInline(comment, item.node!) ? " " : contHardline);
    }
    inner.push(item.doc);
    // Inline block comments stay before the comma, line comments go after it.
    for (const comment of trailing) if (comment.kind === "block") inner.push(" ", comments.emit(comment));
    inner.push(i < items.length - 1 ? "," : lastComma);
    for (const comment of trailing) if (comment.kind === "line") inner.push(" ", comments.emit(comment));
  });
  for (const comment of dangling) inner.push(contHardline, comments.emit(comment));
  const closeBreak = items.length === 0 ? hardline : style.padded ? line : softline;
  const opened: Doc = afterOpen.length > 0 ? [open, ...afterOpen.map((c) => [" ", comments.emit(c)])] : open;
  return group([prefix, opened, inner, closeBreak, close], { forceBreak });
}

// A block comment written on the line of its item, before it: `f(a, /* x */ b)`.
function isInline(comment: CstComment, item: CstNode): boolean {
  return comment.kind === "block" && comment.startRow === comment.endRow && comment.endRow === item.startRow;
}

function hasComments(items: readonly ListItem[], ctx: PrintContext): boolean {
  return items.some(i => i.node && (ctx.comments.leading.has(i.node) || ctx.comments.trailing.has(i.node)));
}

/**
 * A list must break when a comment needs a line of its own: a `//` comment,
 * a multi-line block comment, a comment on its own line before an item, or
 * one after the last item. Block comments inside a line do not.
 */
function needsOwnLines(container: CstNode, items: readonly ListItem[], ctx: PrintContext): boolean {
  if (ctx.comments.dangling.has(container)) return true;
  return items.some(item => {
    if (!item.node) return false;
    const leading = ctx.comments.leadingOf(item.node);
    const trailing = ctx.comments.trailingOf(item.node);
    return (
      leading.some(c => !isInline(c, item.node!)) ||
      trailing.some(c => c.kind === "line" || c.startRow !== c.endRow)
    );
  });
}

/** A list that never breaks for width (tuples, type arguments, positions). */
export function oneLineList(
  ctx: PrintContext,
  container: CstNode,
  open: string,
  close: string,
  items: readonly ListItem[],
  trailingComma: ListStyle["trailingComma"] = "break",
): Doc {
  return delimitedList(ctx, container, "", open, close, items, { breakable: false, trailingComma });
}
