// The concrete syntax tree as tree-sitter's S-expression (`Node.toString()`:
// named nodes, `field: ` prefixes, `(MISSING x)`, `(UNEXPECTED 'c')`), for
// `parse_source` with `format: "sexp"`: about 3.5× the source where the JSON
// tree is 10–28×. Options add positions in the span convention
// (`(identifier [2, 1] - [2, 5])`: 1-based, code points, end exclusive) and
// cut the tree at a depth, a node count or a size; where children were cut
// the parent ends with `…N` (N children not shown). The walk is iterative, so
// a tree thousands of levels deep costs no stack.
import type { Tree, TreeCursor } from "web-tree-sitter";
import type { LineIndex } from "./line-index.js";

export interface SexpOptions {
  /** Deepest level shown; the root is level 0. */
  maxDepth?: number;
  maxNodes?: number;
  /** Largest length of the result as a JSON string (quotes and escapes counted). */
  maxChars?: number;
  /** Adds `[line, col] - [line, col]` after each node's name. */
  positions?: boolean;
}

/** Which limit cut the tree. */
export type CutBy = "max_depth" | "max_nodes" | "max_chars";

export interface SexpResult {
  sexp: string;
  /** The limits that cut something (empty: the whole tree is shown). */
  cutBy: CutBy[];
  nodeCount: number;
}

/** Room kept under maxChars per open node, for its ` …N` marker and `)` still to come. */
const CLOSING_RESERVE = 8;

export function treeToSexp(tree: Tree, index: LineIndex, options: SexpOptions = {}): SexpResult {
  const maxDepth = options.maxDepth ?? Number.POSITIVE_INFINITY;
  const maxNodes = options.maxNodes ?? Number.POSITIVE_INFINITY;
  const maxChars = options.maxChars ?? Number.POSITIVE_INFINITY;
  const positions = options.positions === true;
  const parts: string[] = [];
  let length = 2; // the JSON string's quotes
  const cutBy = new Set<CutBy>();
  let stopped = false;
  let nodes = 0;

  const emit = (text: string) => {
    parts.push(text);
    length += jsonLength(text);
  };
  /** Opens the node at the cursor (at `depth`) unless a limit stops the walk first. */
  const open = (depth: number): boolean => {
    const field = depth === 0 ? null : cursor.currentFieldName;
    const text = (depth === 0 ? "" : field ? ` ${field}: ` : " ") + head(cursor, index, positions);
    if (depth > 0) {
      const limit: CutBy | undefined =
        nodes >= maxNodes ? "max_nodes" : length + jsonLength(text) + (depth + 1) * CLOSING_RESERVE > maxChars ? "max_chars" : undefined;
      if (limit) {
        cutBy.add(limit);
        stopped = true;
        return false;
      }
    }
    emit(text);
    nodes++;
    return true;
  };
  const omitted = (count: number) => {
    if (count > 0) emit(` …${count}`);
  };

  const cursor = tree.walk();
  try {
    open(0);
    // Per open node below the root: how many of its children are shown, of how many.
    const frames: { total: number; shown: number }[] = [];
    let descend = true;
    for (;;) {
      if (descend) {
        const total = visibleChildCount(cursor);
        if (total > 0 && frames.length < maxDepth && !stopped) {
          cursor.gotoFirstChild();
          while (!isVisible(cursor)) cursor.gotoNextSibling();
          frames.push({ total, shown: 0 });
          if (open(frames.length)) {
            frames[frames.length - 1]!.shown++;
            continue;
          }
        } else {
          if (total > 0) {
            if (!stopped) cutBy.add("max_depth");
            omitted(total);
          }
          emit(")");
        }
      }
      // The node at the cursor is closed (or was not opened): on to its next sibling, or up.
      const frame = frames[frames.length - 1];
      if (!frame) break;
      if (!stopped && nextVisibleSibling(cursor) && open(frames.length)) {
        frame.shown++;
        descend = true;
        continue;
      }
      omitted(frame.total - frame.shown);
      frames.pop();
      cursor.gotoParent();
      emit(")");
      descend = false;
    }
  } finally {
    cursor.delete();
  }
  return { sexp: parts.join(""), cutBy: [...cutBy], nodeCount: nodes };
}

/** `(type`, `(MISSING type`, `(UNEXPECTED 'c'`, with the position when asked; the `)` comes later. */
function head(cursor: TreeCursor, index: LineIndex, positions: boolean): string {
  let text: string;
  if (cursor.nodeIsMissing) {
    text = cursor.nodeIsNamed ? `(MISSING ${cursor.nodeType}` : `(MISSING "${cursor.nodeType}"`;
  } else if (cursor.nodeType === "ERROR" && cursor.endIndex > cursor.startIndex && !hasChildren(cursor)) {
    // The unexpected character is the lexer's, not always the node's first one: ask tree-sitter.
    text = cursor.currentNode.toString().slice(0, -1);
  } else {
    text = `(${cursor.nodeType}`;
  }
  if (!positions) return text;
  const [line, column, endLine, endColumn] = index.span(cursor.startPosition, cursor.endPosition);
  return `${text} [${line}, ${column}] - [${endLine}, ${endColumn}]`;
}

/** Length of `text` inside a JSON string (quotes and backslashes are escaped; only MISSING and UNEXPECTED heads have them). */
function jsonLength(text: string): number {
  return text.includes('"') || text.includes("\\") ? JSON.stringify(text).length - 2 : text.length;
}

/** Named nodes and MISSING tokens are shown; punctuation and keywords are not (as in Node.toString()). */
function isVisible(cursor: TreeCursor): boolean {
  return cursor.nodeIsNamed || cursor.nodeIsMissing;
}

function hasChildren(cursor: TreeCursor): boolean {
  if (!cursor.gotoFirstChild()) return false;
  cursor.gotoParent();
  return true;
}

function visibleChildCount(cursor: TreeCursor): number {
  if (!cursor.gotoFirstChild()) return 0;
  let count = 0;
  do {
    if (isVisible(cursor)) count++;
  } while (cursor.gotoNextSibling());
  cursor.gotoParent();
  return count;
}

function nextVisibleSibling(cursor: TreeCursor): boolean {
  while (cursor.gotoNextSibling()) if (isVisible(cursor)) return true;
  return false;
}
