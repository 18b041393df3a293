// Semicolons are never printed (formatting.md §13), except where dropping one
// would join two statements into one: before a statement whose first token
// could continue the previous one (`shown = total; -total` would read as
// `shown = total - total`, `f(); (a)` as a call of `f()`'s result), and after
// a `return` without a value (`return;` then `log(x)` would return `log(x)`).
import type { CstNode } from "./cst.js";

/** First characters of a statement that would continue an expression on the line before. */
const CONTINUING = new Set(["-", "+", "*", "/", "%", "(", "[", ".", "&", "|", "<", ">", "=", "?", "!"]);

/**
 * The items of `container` (a block or the file, `items` in order) that keep
 * the `;` written after them: the next item would otherwise be read as part
 * of them. One pass over the container's children.
 */
export function semicolonsKept(container: CstNode, items: readonly CstNode[]): ReadonlySet<CstNode> {
  const kept = new Set<CstNode>();
  const children = container.children;
  let item = 0;
  for (let i = 0; i + 1 < children.length; i++) {
    const child = children[i]!;
    if (child !== items[item]) continue;
    item++;
    const next = items[item];
    if (next && children[i + 1]!.type === "empty_statement" && (CONTINUING.has(next.text.charAt(0)) || isBareReturn(child))) kept.add(child);
  }
  return kept;
}

function isBareReturn(statement: CstNode): boolean {
  const inner = statement.type === "expression_statement" ? statement.children.find((c) => c.named) : statement;
  return inner?.type === "return_expression" && !inner.children.some((c) => c.named && c.field === "value");
}
