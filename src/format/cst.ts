// A plain-object copy of the tree-sitter tree. The formatter visits every
// node several times (comment assignment, measuring, printing); reading
// web-tree-sitter nodes crosses into wasm on every property access, so one
// cursor walk into ordinary objects is several times cheaper overall.
import type { Language, Tree } from "web-tree-sitter";
import { walkTree } from "../syntax/fast-cursor.js";
import { WHOLE_LITERAL_TYPES } from "../syntax/literal-types.js";

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
  ) {}

  /** Children without comments (comments are in `Cst.comments`); never mutate them. */
  children: CstNode[] = NO_CHILDREN;

  /** Completes an inner node once its children are known (buildCst only). */
  complete(children: CstNode[], end: number, endRow: number): void {
    this.children = children;
    this.end = end;
    this.endRow = endRow;
  }

  get text(): string {
    return this.source.slice(this.start, this.end);
  }
}

export interface CstComment {
  readonly kind: "line" | "block";
  /** Verbatim text; a line comment keeps a trailing CR (formatting.md §1, vector o027: comment text is copied up to the LF). */
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
  "method_binding", "named_argument", "option_type", "parameter", "pattern_operation", "pointer_type", "range_expression", "ref_expression",
  "reference_type", "return_expression", "spawn_expression", "spawn_for_expression", "try_expression",
  "type_definition", "unary_expression", "unsafe_expression", "use_declaration", "use_item",
  "while_expression",
]);

/** A language's node type and field names by id, filled in as walks meet them. */
export interface CstNames {
  readonly types: string[];
  readonly named: boolean[];
  /** Whether the type has fields (is in FIELD_PARENTS). */
  readonly hasFields: boolean[];
  readonly fields: (string | null)[];
  /** By type id: the literals read whole (literal-types.ts), copied as leaves. */
  readonly wholeLiterals: boolean[];
}

const namesByLanguage = new WeakMap<Language, CstNames>();

export function cstNames(language: Language): CstNames {
  let names = namesByLanguage.get(language);
  if (!names) {
    names = { types: [], named: [], hasFields: [], fields: [], wholeLiterals: [] };
    for (const type of WHOLE_LITERAL_TYPES) {
      const id = language.idForNodeType(type, true);
      if (id !== null) names.wholeLiterals[id] = true;
    }
    namesByLanguage.set(language, names);
  }
  return names;
}

/** What `walkCst` reports: every node below the root, in document order, comments included. */
export interface CstVisitor {
  /**
   * A node, under the last node reported with `end` -1 and not yet closed;
   * its names are in `cstNames(language)`, `fieldId` is 0 outside a field.
   * `end` is -1 when the node's children come next (then `close` ends it).
   */
  node(typeId: number, fieldId: number, start: number, end: number): void;
  /** The last node reported with `end` -1 has no more children. */
  close(): void;
}

/**
 * Walks the tree with as few cursor calls as possible (each is a wasm round
 * trip, made through the fast cursor of src/syntax/fast-cursor.ts): the end
 * of an inner node is the end of its last child (tree-sitter never ends a node
 * with an extra), the end of a keyword or punctuation token is its start plus
 * its spelling, node kinds seen once without children are not asked for
 * children again (nor are the literals read whole, literal-types.ts, whose
 * escapes are left out), field ids are asked for only under types that have fields,
 * and names come from the language's tables.
 *
 * With `textLeaves`, for readers that take text from those node types alone:
 * only their nodes are asked for a range, and they are reported as leaves
 * (not descended into); every other node is reported at 0..0 (an inner one
 * with `end` -1 as usual). About a fifth fewer calls.
 */
export function walkCst(tree: Tree, source: string, visitor: CstVisitor, textLeaves?: ReadonlySet<string>): void {
  const language = tree.language;
  const names = cstNames(language);
  /** By type id: reported as leaves (the literals read whole, and types met once without children). */
  const leafTypes: boolean[] = [...names.wholeLiterals];
  /** By type id, with `textLeaves`: whether the type is one of them. */
  const textLeaf: boolean[] = [];
  const cursor = walkTree(tree);
  /** Whether each open node (the root first) has fields. */
  const hasFields: boolean[] = [FIELD_PARENTS.has(tree.rootNode.type)];
  try {
    if (!cursor.gotoFirstChild()) return;
    for (;;) {
      const typeId = cursor.nodeTypeId;
      let type = names.types[typeId];
      if (type === undefined) {
        type = language.types[typeId] || "ERROR";
        names.types[typeId] = type;
        names.named[typeId] = language.nodeTypeIsNamed(typeId);
        names.hasFields[typeId] = FIELD_PARENTS.has(type);
      }
      const named = names.named[typeId]!;
      let fieldId = 0;
      if (hasFields[hasFields.length - 1]) {
        fieldId = cursor.currentFieldId;
        if (fieldId > 0 && names.fields[fieldId] === undefined) names.fields[fieldId] = language.fieldNameForId(fieldId);
      }
      let start = 0;
      let end = 0;
      let descended = false;
      if (textLeaves && (textLeaf[typeId] ??= textLeaves.has(type))) {
        start = cursor.startIndex;
        end = cursor.endIndex;
      } else if (textLeaves && (!named || leafTypes[typeId])) {
        // No range wanted, nothing below.
      } else {
        if (!textLeaves) start = cursor.startIndex;
        if (!named && type.length > 0 && source.startsWith(type, start)) end = start + type.length;
        else if (!named || leafTypes[typeId]) end = cursor.endIndex;
        else if (cursor.gotoFirstChild()) {
          descended = true;
          end = -1; // set when its children are done
        } else {
          leafTypes[typeId] = true;
          if (!textLeaves) end = cursor.endIndex;
        }
      }
      visitor.node(typeId, fieldId, start, end);
      if (descended) {
        hasFields.push(names.hasFields[typeId]!);
        continue;
      }
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent() || hasFields.length === 1) return;
        hasFields.pop();
        visitor.close();
      }
    }
  } finally {
    cursor.delete();
  }
}

/** The plain copy of `tree`, whose text is `source`; `alsoVisit` sees the same walk (one walk, two copies). */
export function buildCst(tree: Tree, source: string, alsoVisit?: CstVisitor): Cst {
  const rows = new Rows(source);
  const { startIndex, endIndex } = tree.rootNode;
  const root = new CstNode(tree.rootNode.type, true, null, startIndex, endIndex, 0, rows.row(endIndex), source);
  const builder = new CstBuilder(cstNames(tree.language), root, rows, source);
  walkCst(tree, source, alsoVisit ? new BothVisitors(builder, alsoVisit) : builder);
  return finish(builder.finishRoot(), builder.comments);
}

class BothVisitors implements CstVisitor {
  constructor(
    private readonly first: CstVisitor,
    private readonly second: CstVisitor,
  ) {}

  node(typeId: number, fieldId: number, start: number, end: number): void {
    this.first.node(typeId, fieldId, start, end);
    this.second.node(typeId, fieldId, start, end);
  }

  close(): void {
    this.first.close();
    this.second.close();
  }
}

class CstBuilder implements CstVisitor {
  /** The open nodes, the root first. */
  private readonly open: CstNode[];
  /**
   * The children of the open nodes, each node's after its parent's: an
   * array per node sized exactly once its children are known (an array grown
   * by push holds room for 17 children from the first one on).
   */
  private readonly pending: CstNode[] = [];
  /** Where each open node's children start in `pending`. */
  private readonly firstChild: number[] = [0];
  readonly comments: CstComment[] = [];

  constructor(
    private readonly names: CstNames,
    private readonly root: CstNode,
    private readonly rows: Rows,
    private readonly source: string,
  ) {
    this.open = [root];
  }

  node(typeId: number, fieldId: number, start: number, end: number): void {
    const names = this.names;
    const type = names.types[typeId]!;
    const startRow = this.rows.row(start);
    const endRow = end < 0 ? -1 : this.rows.row(end, startRow);
    const field = fieldId > 0 ? (names.fields[fieldId] ?? null) : null;
    const node = new CstNode(type, names.named[typeId]!, field, start, end, startRow, endRow, this.source);
    if (type === "line_comment" || type === "block_comment") {
      const text = node.text;
      // A `//` comment the scanner ended at an interpolation's `}` (`f"{n // 2}"`) ends no line: it is placed as a
      // block comment is, inline, without the blanks before the `}` (the printer spaces the `}`; 79a D1).
      const closedByBrace = type === "line_comment" && this.source[end] === "}";
      this.comments.push({
        kind: type === "line_comment" && !closedByBrace ? "line" : "block",
        // Copied as written up to the LF, a CR included (formatting.md §1: a `//` comment in a CRLF file keeps its `\r`).
        text: closedByBrace ? text.replace(/[ \t]+$/, "") : type === "line_comment" ? text : blockCommentText(text, end === this.source.length),
        start,
        end,
        startRow,
        endRow,
        index: 0,
      });
      return;
    }
    node.parent = this.open[this.open.length - 1]!;
    this.pending.push(node);
    if (end < 0) {
      this.open.push(node);
      this.firstChild.push(this.pending.length);
    }
  }

  close(): void {
    const done = this.open.pop()!;
    const from = this.firstChild.pop()!;
    const children = this.pending.slice(from);
    this.pending.length = from;
    const last = children[children.length - 1];
    done.complete(children, last ? last.end : done.start, last ? last.endRow : done.startRow);
  }

  /** The root, with its children (the walk does not close it). */
  finishRoot(): CstNode {
    const root = this.root;
    if (this.pending.length > 0) root.complete(this.pending.slice(), root.end, root.endRow);
    return root;
  }
}

/**
 * A block comment's text, verbatim (its line ends as written, §10.1). An unterminated one (it runs to
 * the end of the file without an error, syntax.md §1.3) also loses its trailing
 * whitespace: everything printed after it would become part of it, so
 * without that the final LF would add a line to it on every run.
 */
function blockCommentText(text: string, atEndOfFile: boolean): string {
  return atEndOfFile && isUnterminated(text) ? text.trimEnd() : text;
}

/** Whether a block comment's nesting (src/scanner.c) is still open at its end. */
function isUnterminated(comment: string): boolean {
  let depth = 0;
  for (let i = 0; i < comment.length - 1; i++) {
    const pair = comment.slice(i, i + 2);
    if (pair !== "/*" && pair !== "*/") continue;
    depth += pair === "/*" ? 1 : -1;
    if (depth === 0) return false;
    i++; // the scanner consumes both characters
  }
  return true;
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
