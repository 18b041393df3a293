// `parse_source` as a pure function: source text in, CST JSON and syntax
// diagnostics out. The tree never leaves this module.
import type { Tree } from "web-tree-sitter";
import type { Diagnostic, Span } from "../diagnostics/diagnostic.js";
import { treeToJson, type CstNode, type CstOptions } from "./cst-json.js";
import { LineIndex } from "./line-index.js";
import { parseTree } from "./parse-tree.js";
import { sharedParser } from "./shared-parser.js";
import { syntaxDiagnostics } from "./syntax-diagnostics.js";

export interface ParseSourceOptions extends CstOptions {
  /**
   * Tab width for display columns. Spans always count a tab as one column;
   * with a tab size each diagnostic also gets `displaySpan` with tabs expanded.
   */
  tabSize?: number;
  /**
   * Exact budget for the serialized `ast` plus `diagnostics`: diagnostics get
   * at most half of it, the tree the rest (cut by node count when needed).
   * Without it only the other limits apply.
   */
  maxChars?: number;
}

export type SourceDiagnostic = Diagnostic & {
  displaySpan?: Span;
};

export interface ParseSourceResult {
  ast: CstNode;
  diagnostics: SourceDiagnostic[];
  truncated: boolean;
  nodeCount: number;
}

export async function parseSource(source: string, options: ParseSourceOptions = {}): Promise<ParseSourceResult> {
  const parser = await sharedParser();
  const tree = parseTree(parser, source);
  try {
    const index = new LineIndex(source);
    const diagnostics: SourceDiagnostic[] = syntaxDiagnostics(tree, source, index);
    const { tabSize } = options;
    if (tabSize !== undefined) {
      for (const d of diagnostics) d.displaySpan = displaySpan(d.span, index, tabSize);
    }
    if (options.maxChars === undefined) {
      const { ast, truncated, nodeCount } = treeToJson(tree, source, index, options);
      return { ast, diagnostics, truncated, nodeCount };
    }
    return fitToBudget(tree, source, index, options, diagnostics, options.maxChars);
  } finally {
    tree.delete();
  }
}

/**
 * Keeps the head of the diagnostics within half the budget, then the largest
 * tree that fits the rest: first the size estimate of treeToJson, and when
 * that was off, a binary search on the node count over the same tree (the
 * source is parsed once).
 */
function fitToBudget(
  tree: Tree,
  source: string,
  index: LineIndex,
  options: ParseSourceOptions,
  all: SourceDiagnostic[],
  maxChars: number,
): ParseSourceResult {
  const diagnostics = longestPrefixWithin(all, Math.floor(maxChars / 2));
  const treeBudget = Math.max(0, maxChars - JSON.stringify(diagnostics).length);
  const cutDiagnostics = diagnostics.length < all.length;
  const estimate = treeToJson(tree, source, index, { ...options, maxChars: treeBudget });
  if (JSON.stringify(estimate.ast).length <= treeBudget) {
    return { ...estimate, diagnostics, truncated: estimate.truncated || cutDiagnostics };
  }
  let best = treeToJson(tree, source, index, { ...options, maxNodes: 1 });
  let low = 2;
  let high = estimate.nodeCount;
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    const candidate = treeToJson(tree, source, index, { ...options, maxNodes: mid });
    if (JSON.stringify(candidate.ast).length <= treeBudget) {
      best = candidate;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return { ...best, diagnostics, truncated: true };
}

function longestPrefixWithin<T>(items: T[], limit: number): T[] {
  let size = 2;
  for (let i = 0; i < items.length; i++) {
    size += JSON.stringify(items[i]).length + 1;
    if (size > limit) return items.slice(0, i);
  }
  return items;
}

function displaySpan(span: Span, index: LineIndex, tabSize: number): Span {
  const [startLine, startCol, endLine, endCol] = span;
  return [
    startLine,
    index.displayColumn(startLine, startCol, tabSize),
    endLine,
    index.displayColumn(endLine, endCol, tabSize),
  ];
}
