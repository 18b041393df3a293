// The concrete syntax tree as tree-sitter's S-expression (`Node.toString()`:
// named nodes, `field: ` prefixes, `(MISSING x)`, `(UNEXPECTED 'c')`), for
// `parse_source` with `format: "sexp"`: about 3.5× the source where the JSON
// tree is 10–28×. Options add positions in the span convention
// (`(identifier [2, 1] - [2, 5])`: 1-based, code points, end exclusive) and
// cut the tree at a depth, a node count or a size; where children were cut
// the parent ends with `…N` (N children not shown). The walk is iterative, so
// a tree thousands of levels deep costs no stack, and goes through the fast
// cursor (fast-cursor.ts): node names, fields and named-ness come from the
// language's tables, not from a call into the runtime per node.
import type { Language, Tree } from "web-tree-sitter";
import { walkTree, type CursorLike } from "./fast-cursor.js";
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

  const names = new NodeNames(tree.language);
  const emit = (text: string) => {
    parts.push(text);
    length += jsonLength(text);
  };
  /** Opens the node at the cursor (at `depth`) unless a limit stops the walk first. */
  const open = (depth: number): boolean => {
    const field = depth === 0 ? null : names.field(cursor.currentFieldId);
    const text = (depth === 0 ? "" : field ? ` ${field}: ` : " ") + head(tree, cursor, names, index, positions);
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

  const cursor = walkTree(tree);
  try {
    open(0);
    // Per open node below the root: how many of its children are shown, of how many.
    const frames: { total: number; shown: number }[] = [];
    let descend = true;
    for (;;) {
      if (descend) {
        const total = visibleChildCount(cursor, names);
        if (total > 0 && frames.length < maxDepth && !stopped) {
          cursor.gotoFirstChild();
          while (!names.visible(cursor)) cursor.gotoNextSibling();
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
      if (!stopped && nextVisibleSibling(cursor, names) && open(frames.length)) {
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

/** Names and named-ness of node types and fields, looked up once per id. */
class NodeNames {
  private readonly named = new Map<number, boolean>();

  constructor(private readonly language: Language) {}

  type(id: number): string {
    return this.language.types[id] || "ERROR";
  }

  field(id: number): string | null {
    return id === 0 ? null : (this.language.fields[id] ?? null);
  }

  /** Named nodes and MISSING tokens are shown; punctuation and keywords are not (as in Node.toString()). */
  visible(cursor: CursorLike): boolean {
    const id = cursor.nodeTypeId;
    let named = this.named.get(id);
    if (named === undefined) {
      named = this.language.nodeTypeIsNamed(id);
      this.named.set(id, named);
    }
    return named || cursor.nodeIsMissing;
  }

  isNamed(id: number): boolean {
    return this.named.get(id) ?? this.language.nodeTypeIsNamed(id);
  }
}

/** `(type`, `(MISSING type`, `(UNEXPECTED 'c'`, with the position when asked; the `)` comes later. */
function head(tree: Tree, cursor: CursorLike, names: NodeNames, index: LineIndex, positions: boolean): string {
  const id = cursor.nodeTypeId;
  const type = names.type(id);
  const start = cursor.startIndex;
  const end = cursor.endIndex;
  let text: string;
  if (cursor.nodeIsMissing) {
    text = names.isNamed(id) ? `(MISSING ${type}` : `(MISSING "${type}"`;
  } else if (type === "ERROR" && end > start && !hasChildren(cursor)) {
    text = unexpected(tree, start, end);
  } else {
    text = `(${type}`;
  }
  if (!positions) return text;
  const [line, column, endLine, endColumn] = index.offsetSpan(start, end);
  return `${text} [${line}, ${column}] - [${endLine}, ${endColumn}]`;
}

/**
 * `(UNEXPECTED 'c'` of the error leaf at start..end. The character is the
 * lexer's lookahead, not always the leaf's first one, and only tree-sitter's
 * own string has it: the error leaves are looked up once per tree.
 */
const errorLeaves = new WeakMap<Tree, Map<string, string>>();

function unexpected(tree: Tree, start: number, end: number): string {
  let leaves = errorLeaves.get(tree);
  if (!leaves) {
    leaves = new Map();
    for (const node of tree.rootNode.descendantsOfType("ERROR")) {
      if (node && node.childCount === 0) leaves.set(`${node.startIndex}:${node.endIndex}`, node.toString().slice(0, -1));
    }
    errorLeaves.set(tree, leaves);
  }
  return leaves.get(`${start}:${end}`) ?? "(ERROR";
}

/** Length of `text` inside a JSON string (quotes and backslashes are escaped; only MISSING and UNEXPECTED heads have them). */
function jsonLength(text: string): number {
  return text.includes('"') || text.includes("\\") ? JSON.stringify(text).length - 2 : text.length;
}

function hasChildren(cursor: CursorLike): boolean {
  if (!cursor.gotoFirstChild()) return false;
  cursor.gotoParent();
  return true;
}

function visibleChildCount(cursor: CursorLike, names: NodeNames): number {
  if (!cursor.gotoFirstChild()) return 0;
  let count = 0;
  do {
    if (names.visible(cursor)) count++;
  } while (cursor.gotoNextSibling());
  cursor.gotoParent();
  return count;
}

function nextVisibleSibling(cursor: CursorLike, names: NodeNames): boolean {
  while (cursor.gotoNextSibling()) if (names.visible(cursor)) return true;
  return false;
}
