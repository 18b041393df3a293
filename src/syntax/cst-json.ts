// The concrete syntax tree as plain JSON, for `parse_source`. Walks with a
// TreeCursor (no Node objects per child) and stops cleanly at the depth,
// node-count and character budgets, marking where it cut.
import type { Tree, TreeCursor } from "web-tree-sitter";
import type { Span } from "../diagnostics/diagnostic.js";
import type { CutBy } from "./cst-sexp.js";
import type { LineIndex } from "./line-index.js";
import { WHOLE_LITERAL_TYPES } from "./literal-types.js";

export interface CstNode {
  type: string;
  /** The field name under which the parent holds this node, if any. */
  field?: string;
  span: Span;
  /**
   * Source text, on leaves (nodes whose children are not shown) and on the
   * literals read whole (`"""` strings, character literals), whose only
   * children are their escapes.
   */
  text?: string;
  /** Anonymous nodes are punctuation and keywords; shown unless `namedOnly`. */
  named: boolean;
  missing?: true;
  error?: true;
  children?: CstNode[];
  /** Children that exist but were cut by a budget (depth, nodes or characters). */
  omittedChildren?: number;
}

export interface CstOptions {
  /** Leave out anonymous nodes (punctuation, keywords); MISSING tokens are kept. */
  namedOnly?: boolean;
  /** Deepest level shown; the root is level 0. */
  maxDepth?: number;
  maxNodes?: number;
  /** Approximate size budget of the serialized tree. */
  maxChars?: number;
}

export interface CstResult {
  ast: CstNode;
  truncated: boolean;
  /** The limits that cut something. */
  cutBy: CutBy[];
  nodeCount: number;
}

/** Approximate JSON overhead of a node beyond its own fields (commas, braces, children key). */
const NODE_OVERHEAD = 16;

export function treeToJson(tree: Tree, text: string, index: LineIndex, options: CstOptions = {}): CstResult {
  const maxDepth = options.maxDepth ?? Number.POSITIVE_INFINITY;
  const maxNodes = options.maxNodes ?? Number.POSITIVE_INFINITY;
  const maxChars = options.maxChars ?? Number.POSITIVE_INFINITY;
  const namedOnly = options.namedOnly ?? false;
  const budget = { nodes: 0, chars: 0, truncated: false };
  const cutBy = new Set<CutBy>();

  const cursor = tree.walk();
  try {
    const root = describe(cursor, index);
    budget.nodes = 1;
    budget.chars = size(root);
    fillChildren(root, 0);
    return { ast: root, truncated: budget.truncated, cutBy: [...cutBy], nodeCount: budget.nodes };
  } finally {
    cursor.delete();
  }

  // Appends the children of the cursor's current node to `parent`.
  function fillChildren(parent: CstNode, depth: number): void {
    const total = visibleChildCount(cursor, namedOnly);
    if (total === 0 || WHOLE_LITERAL_TYPES.has(parent.type)) {
      parent.text = text.slice(cursor.startIndex, cursor.endIndex);
      budget.chars += parent.text.length + 10;
      if (total === 0) return;
    }
    if (depth >= maxDepth || budget.truncated) {
      if (!budget.truncated) cutBy.add("max_depth");
      cut(parent, total);
      return;
    }
    const children: CstNode[] = [];
    parent.children = children;
    cursor.gotoFirstChild();
    do {
      if (!isVisible(cursor, namedOnly)) continue;
      if (budget.nodes >= maxNodes || budget.chars >= maxChars) {
        cutBy.add(budget.nodes >= maxNodes ? "max_nodes" : "max_chars");
        budget.truncated = true;
        break;
      }
      const child = describe(cursor, index);
      budget.nodes++;
      budget.chars += size(child);
      children.push(child);
      fillChildren(child, depth + 1);
    } while (cursor.gotoNextSibling());
    cursor.gotoParent();
    if (children.length < total) cut(parent, total - children.length);
  }

  function cut(node: CstNode, omitted: number): void {
    node.omittedChildren = omitted;
    budget.truncated = true;
  }
}

function describe(cursor: TreeCursor, index: LineIndex): CstNode {
  const node: CstNode = {
    type: cursor.nodeType,
    span: index.span(cursor.startPosition, cursor.endPosition),
    named: cursor.nodeIsNamed,
  };
  const field = cursor.currentFieldName;
  if (field) node.field = field;
  if (cursor.nodeIsMissing) node.missing = true;
  if (cursor.nodeType === "ERROR") node.error = true;
  return node;
}

function isVisible(cursor: TreeCursor, namedOnly: boolean): boolean {
  return !namedOnly || cursor.nodeIsNamed || cursor.nodeIsMissing;
}

function visibleChildCount(cursor: TreeCursor, namedOnly: boolean): number {
  if (!cursor.gotoFirstChild()) return 0;
  let count = 0;
  do {
    if (isVisible(cursor, namedOnly)) count++;
  } while (cursor.gotoNextSibling());
  cursor.gotoParent();
  return count;
}

function size(node: CstNode): number {
  return node.type.length + (node.field?.length ?? 0) + 40 + NODE_OVERHEAD;
}
