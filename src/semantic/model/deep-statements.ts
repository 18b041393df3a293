// Top-level statements nested too deeply for the locals.scm query.
//
// tree-sitter's query cursor works out, at every node, facts that it reads
// from every level above the node, so a query costs about (nodes × depth):
// nothing for real code, but a 50,000-term operator chain (a left-deep tree
// 50,000 levels deep) took 90 s. Such statements are left out of the query
// (it runs on a parse of the text with them blanked out: query ranges do not
// help, as patterns rooted at the file still descend into every statement)
// and listed in the graph as `unanalysed`, so that a caller that needs every
// occurrence of a name (rename) can refuse instead of missing some.
import type { AstNode } from "../../syntax/ast/ast.js";
import { mentionsWord } from "../../syntax/words.js";

/** Nesting depth above which a top-level statement is not queried (~0.1 s at this depth). */
export const MAX_ANALYSED_DEPTH = 3000;

export interface OffsetRange {
  readonly start: number;
  readonly end: number;
}

/** The top-level statements of `root` deeper than `limit` levels, in document order. */
export function deepStatements(root: AstNode, limit = MAX_ANALYSED_DEPTH): OffsetRange[] {
  const out: OffsetRange[] = [];
  for (const statement of root.children) {
    // Every level of nesting takes at least one character, give or take a
    // few nodes that share their parent's text: short statements are shallow.
    if (statement.end - statement.start < limit / 4) continue;
    if (deeperThan(statement, limit)) out.push({ start: statement.start, end: statement.end });
  }
  return out;
}

/** Iterative depth-first search that stops as soon as `limit` levels are exceeded. */
function deeperThan(node: AstNode, limit: number): boolean {
  const nodes: AstNode[] = [node];
  const depths: number[] = [1];
  while (nodes.length > 0) {
    const current = nodes.pop() as AstNode;
    const depth = depths.pop() as number;
    if (depth > limit) return true;
    for (const child of current.children) {
      if (child.children.length === 0) continue;
      nodes.push(child);
      depths.push(depth + 1);
    }
  }
  return false;
}

/** The ranges of `text` that mention `name` as a whole word (the name's uses there are unknown). */
export function rangesMentioning(text: string, ranges: readonly OffsetRange[], name: string): OffsetRange[] {
  if (ranges.length === 0) return [];
  return ranges.filter((r) => mentionsWord(text.slice(r.start, r.end), name));
}

/** `text` with every character of `ranges` (in any order, overlapping or not) but line breaks replaced by a space (offsets and rows unchanged). */
export function blankedOut(text: string, ranges: readonly OffsetRange[]): string {
  let out = "";
  let from = 0;
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    const start = Math.max(range.start, from);
    if (range.end <= start) continue;
    out += text.slice(from, start) + text.slice(start, range.end).replace(/[^\r\n]/g, " ");
    from = range.end;
  }
  return out + text.slice(from);
}
