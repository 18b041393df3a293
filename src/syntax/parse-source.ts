// `parse_source` as a pure function: source text in, the syntax tree (JSON
// nodes or tree-sitter's S-expression) and syntax diagnostics out. The tree
// never leaves this module.
import type { Tree } from "web-tree-sitter";
import type { Diagnostic, Span } from "../diagnostics/diagnostic.js";
import { treeToJson, type CstNode, type CstOptions } from "./cst-json.js";
import { treeToSexp, type CutBy } from "./cst-sexp.js";
import { LineIndex } from "./line-index.js";
import { parseTree } from "./parse-tree.js";
import { sharedParser } from "./shared-parser.js";
import { syntaxDiagnostics } from "./syntax-diagnostics.js";

export interface ParseSourceOptions extends CstOptions {
  /** `json` (default): CstNode objects; `sexp`: tree-sitter's S-expression (named nodes only). */
  format?: "json" | "sexp";
  /** sexp: `[line, col] - [line, col]` after each node. */
  positions?: boolean;
  /**
   * Tab width for display columns. Spans always count a tab as one column;
   * with a tab size each diagnostic also gets `displaySpan` with tabs expanded.
   */
  tabSize?: number;
  /**
   * Exact budget for the serialized tree plus `diagnostics`: diagnostics get
   * at most half of it, the tree the rest (cut by node count when needed).
   * Without it only the other limits apply.
   */
  maxChars?: number;
}

export type SourceDiagnostic = Diagnostic & {
  displaySpan?: Span;
};

export interface ParseSourceResult {
  /** The tree, format `json`. */
  ast?: CstNode;
  /** The tree, format `sexp`. */
  sexp?: string;
  diagnostics: SourceDiagnostic[];
  truncated: boolean;
  /** What cut the tree or the diagnostics: the caller's max_depth / max_nodes, or the size budget. */
  cutBy: CutBy[];
  nodeCount: number;
}

export async function parseSource(source: string, options: ParseSourceOptions = {}): Promise<ParseSourceResult> {
  const parser = await sharedParser();
  const tree = parseTree(parser, source);
  try {
    const index = new LineIndex(source);
    const all: SourceDiagnostic[] = syntaxDiagnostics(tree, source, index);
    const { tabSize } = options;
    if (tabSize !== undefined) {
      for (const d of all) d.displaySpan = displaySpan(d.span, index, tabSize);
    }
    const diagnostics = options.maxChars === undefined ? all : longestPrefixWithin(all, Math.floor(options.maxChars / 2));
    const treeBudget = options.maxChars === undefined ? undefined : Math.max(0, options.maxChars - JSON.stringify(diagnostics).length);
    const shown = options.format === "sexp" ? sexpTree(tree, index, options, treeBudget) : jsonTree(tree, source, index, options, treeBudget);
    const cutBy = new Set(shown.cutBy);
    if (diagnostics.length < all.length) cutBy.add("max_chars");
    return { ...shown, diagnostics, truncated: cutBy.size > 0, cutBy: [...cutBy] };
  } finally {
    tree.delete();
  }
}

type TreePart = Pick<ParseSourceResult, "ast" | "sexp" | "cutBy" | "nodeCount">;

function sexpTree(tree: Tree, index: LineIndex, options: ParseSourceOptions, budget: number | undefined): TreePart {
  const { sexp, cutBy, nodeCount } = treeToSexp(tree, index, { ...options, maxChars: budget });
  return { sexp, cutBy, nodeCount };
}

/**
 * The largest JSON tree within `budget`: first the size estimate of
 * treeToJson, and when that was off, a binary search on the node count over
 * the same tree (the source is parsed once).
 */
function jsonTree(tree: Tree, source: string, index: LineIndex, options: ParseSourceOptions, budget: number | undefined): TreePart {
  const estimate = treeToJson(tree, source, index, { ...options, maxChars: budget });
  if (budget === undefined || JSON.stringify(estimate.ast).length <= budget) return estimate;
  const limit = options.maxNodes ?? Number.POSITIVE_INFINITY;
  const build = (n: number) => treeToJson(tree, source, index, { ...options, maxChars: undefined, maxNodes: Math.min(n, limit) });
  let best = build(1);
  let low = 2;
  let high = estimate.nodeCount;
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    const candidate = build(mid);
    if (JSON.stringify(candidate.ast).length <= budget) {
      best = candidate;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  // The node count that fits is the budget's cut, not the caller's max_nodes (unless that one is smaller).
  const cutBy = new Set(best.cutBy.filter((c) => c !== "max_nodes" || best.nodeCount >= limit));
  cutBy.add("max_chars");
  return { ...best, cutBy: [...cutBy] };
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
