// A plain-object copy of the tree-sitter tree. The formatter visits every
// node several times (comment assignment, measuring, printing); reading
// web-tree-sitter nodes crosses into wasm on every property access, so one
// cursor walk into ordinary objects is several times cheaper overall.
import type { Tree } from "web-tree-sitter";
import { walkTree } from "../syntax/fast-cursor.js";

/** One node of the plain tree. `text` is computed from the shared source on demand. */
/** Shared by every leaf: most nodes are leaves, and an array each is garbage to collect. */
const NO_CHILDREN: CstNode[] = [];

export class CstNode {
  parent: CstNode | null = null;

  constructor(
    /** Node type (aliases applied), e.g. `binding` or `"+"` for an anonymous token. */
    readonly type: string,
    readonly named: boolean,
    /** Field name under which the parent holds this node, if any. */
    readonly field: string | null,
    /** UTF-16 offsets into the source, end exclusive. */
    readonly start: number,
    public end: number,
    /** 0-based rows. */
    readonly startRow: number,
    public endRow: number,
    private readonly source: string,
    /** Children without comments (comments are in `Cst.comments`); never mutate a leaf's. */
    readonly children: CstNode[] = [],
  ) {}

  /** Completes an inner node once its children are known (buildCst only). */
  setEnd(end: number, endRow: number): void {
    this.end = end;
    this.endRow = endRow;
  }

  get text(): string {
    return this.source.slice(this.start, this.end);
  }
}

export interface CstComment {
  readonly kind: "line" | "block";
  /** Verbatim text; line comments lose a trailing CR so output lines end in LF only. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly startRow: number;
  readonly endRow: number;
  /** Position in source order, used to check that every comment is printed once. */
  readonly index: number;
}

export interface Cst {
  readonly root: CstNode;
  /** Every comment of the file in source order. */
  readonly comments: CstComment[];
}

/** Row lookup by offset: the cursor's positions cost a wasm call each, offsets are cheap. */
class Rows {
  private readonly starts: number[] = [0];
  private last = 0;

  constructor(source: string) {
    for (let i = source.indexOf("\n"); i >= 0; i = source.indexOf("\n", i + 1)) this.starts.push(i + 1);
  }

  row(offset: number, hint = this.last): number {
    const starts = this.starts;
    // Offsets mostly grow during the walk, and most nodes end on the row they
    // start on: try the hint (or the previous answer) first.
    let r = hint;
    if (starts[r]! <= offset && (r + 1 >= starts.length || starts[r + 1]! > offset)) return r;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    this.last = lo;
    r = lo;
    return r;
  }
}

/**
 * Parent types that have fields (src/node-types.json; a test keeps the two in
 * step). Asking the cursor for a field id costs a wasm call, so it is only
 * asked under these parents.
 */
export const FIELD_PARENTS = new Set([
  "assignment_expression", "binary_expression", "binding", "borrow_expression", "break_expression",
  "call_expression", "cast_expression", "constructor_pattern", "continue_expression", "destructuring",
  "dictionary_entry", "else_clause", "field_declaration", "field_expression", "for_expression",
  "function_type", "generic_type", "generic_type_definition", "if_expression", "index_expression",
  "interpolation", "lambda", "lambda_parameter", "list_comprehension", "match_arm", "match_expression",
  "method_binding", "named_argument", "parameter", "pointer_type", "range_expression", "ref_expression",
  "reference_type", "return_expression", "spawn_expression", "spawn_for_expression", "try_expression",
  "type_definition", "unary_expression", "unsafe_expression", "use_declaration", "use_item",
  "while_expression",
]);

/**
 * Copies the tree with as few cursor calls as possible (each is a wasm round
 * trip, made through the fast cursor of src/syntax/fast-cursor.ts): the end
 * of an inner node is the end of its last child (tree-sitter never ends a node
 * with an extra), the end of a keyword or punctuation token is its start plus
 * its spelling, node kinds seen once without children are not asked for
 * children again, and type names come from the language's tables.
 */
export function buildCst(tree: Tree, source: string): Cst {
  const language = tree.language;
  const typeNames: string[] = [];
  const typeNamed: boolean[] = [];
  const leafTypes: boolean[] = [];
  const fieldNames: (string | null)[] = [];
  const rows = new Rows(source);
  const cursor = walkTree(tree);
  const comments: CstComment[] = [];

  const rootEnd = cursor.endIndex;
  const root = new CstNode(tree.rootNode.type, true, null, cursor.startIndex, rootEnd, 0, rows.row(rootEnd), source);
  const stack: CstNode[] = [root];
  if (!cursor.gotoFirstChild()) {
    cursor.delete();
    return finish(root, comments);
  }
  for (;;) {
    const parent = stack[stack.length - 1]!;
    const typeId = cursor.nodeTypeId;
    let type = typeNames[typeId];
    if (type === undefined) {
      type = language.types[typeId] || "ERROR";
      typeNames[typeId] = type;
      typeNamed[typeId] = language.nodeTypeIsNamed(typeId);
    }
    const named = typeNamed[typeId]!;
    let field: string | null = null;
    if (FIELD_PARENTS.has(parent.type)) {
      const fieldId = cursor.currentFieldId;
      if (fieldId > 0) {
        field = fieldNames[fieldId] ?? null;
        if (field === null) {
          field = language.fieldNameForId(fieldId);
          fieldNames[fieldId] = field;
        }
      }
    }
    const start = cursor.startIndex;
    let descended = false;
    let end: number;
    if (!named && source.startsWith(type, start) && type.length > 0) end = start + type.length;
    else if (!named || leafTypes[typeId]) end = cursor.endIndex;
    else if (cursor.gotoFirstChild()) {
      descended = true;
      end = -1; // set when its children are done
    } else {
      leafTypes[typeId] = true;
      end = cursor.endIndex;
    }
    const startRow = rows.row(start);
    const endRow = end < 0 ? -1 : rows.row(end, startRow);
    const node = new CstNode(type, named, field, start, end, startRow, endRow, source, descended ? [] : NO_CHILDREN);
    if (type === "line_comment" || type === "block_comment") {
      const text = node.text;
      comments.push({
        kind: type === "line_comment" ? "line" : "block",
        text: type === "line_comment" ? text.replace(/\r+$/, "") : text.replace(/\r\n/g, "\n"),
        start,
        end,
        startRow: node.startRow,
        endRow: node.endRow,
        index: 0,
      });
    } else {
      node.parent = parent;
      parent.children.push(node);
    }
    if (descended) {
      stack.push(node);
      continue;
    }
    while (!cursor.gotoNextSibling()) {
      if (!cursor.gotoParent() || stack.length === 1) {
        cursor.delete();
        return finish(root, comments);
      }
      const done = stack.pop()!;
      const last = done.children[done.children.length - 1];
      done.setEnd(last ? last.end : done.start, last ? last.endRow : done.startRow);
    }
  }
}

function finish(root: CstNode, comments: CstComment[]): Cst {
  comments.sort((a, b) => a.start - b.start);
  const numbered = comments.map((c, index) => ({ ...c, index }));
  return { root, comments: numbered };
}

/** Named children that are not comments (comments never enter `children`). */
export function namedChildren(node: CstNode): CstNode[] {
  return node.children.filter(c => c.named);
}

export function fieldChild(node: CstNode, field: string): CstNode | undefined {
  return node.children.find(c => c.field === field);
}

export function fieldChildren(node: CstNode, field: string): CstNode[] {
  return node.children.filter(c => c.field === field);
}

/** True when an anonymous token with this text is a direct child. */
export function hasToken(node: CstNode, token: string): boolean {
  return node.children.some(c => !c.named && c.type === token);
}
