// Long runs of bare tokens inside ERROR nodes, left out of the locals.scm
// query.
//
// At every node, tree-sitter's query cursor looks along the node's later
// siblings for a named one (ts_tree_cursor_current_status computes
// `has_later_named_siblings`), so a node costs as many steps as there are
// anonymous siblings after it before the next named one. Error recovery can
// put every token of a broken file in one flat ERROR node (a file of N lines
// `{`): N² steps, 36 s for 100,000 lines. Such runs hold no name (locals.scm
// captures identifiers only), so the query runs on the text with them blanked
// out (model/captures.ts); what stands between them keeps its text. Only
// broken code has them: a well-formed node never has more than a handful of
// anonymous children in a row.
import type { AstNode } from "../../syntax/ast/ast.js";
import type { OffsetRange } from "./deep-statements.js";

/** Anonymous children in a row above which an ERROR node's tokens are blanked for the query (≤ 256 steps a token). */
export const MAX_TOKEN_RUN = 256;

/** The runs of more than `limit` anonymous children of ERROR nodes under `root` (outer nodes' runs first). */
export function tokenRuns(root: AstNode, limit = MAX_TOKEN_RUN): OffsetRange[] {
  const out: OffsetRange[] = [];
  const pending: AstNode[] = [root];
  while (pending.length > 0) {
    const node = pending.pop() as AstNode;
    if (node.isError) collectRuns(node, limit, out);
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = node.children[i]!;
      if (child.children.length > 0) pending.push(child);
    }
  }
  return out;
}

function collectRuns(node: AstNode, limit: number, out: OffsetRange[]): void {
  let first = -1;
  const children = node.children;
  for (let i = 0; i <= children.length; i++) {
    const child = children[i];
    if (child !== undefined && !child.named) {
      if (first < 0) first = i;
      continue;
    }
    if (first >= 0 && i - first > limit) out.push({ start: children[first]!.start, end: children[i - 1]!.end });
    first = -1;
  }
}
