// The tree the equivalence check (equivalence.ts) reads: the plain tree of
// cst.ts (comments left out, the same types, fields, offsets), but held in
// typed arrays, one slot per node, instead of an object per node. Verifying a
// formatter result copies the output's tree once more; as objects that copy
// was megabytes for the garbage collector to move while the formatter still
// held its own, and verification cost more than formatting. Node and field
// names are numbered (`nameCode`), so comparing two of them is comparing two
// integers.
import type { Tree } from "web-tree-sitter";
import { cstNames, walkCst, type CstNames, type CstVisitor } from "./cst.js";

const codes = new Map<string, number>();
const names: string[] = [];

/** The number of a node type, field name or token (the same for every tree). */
export function nameCode(name: string): number {
  let code = codes.get(name);
  if (code === undefined) {
    code = names.length;
    names.push(name);
    codes.set(name, code);
  }
  return code;
}

export function nameOf(code: number): string {
  return names[code]!;
}

const NONE = -1;
const LINE_COMMENT = nameCode("line_comment");
const BLOCK_COMMENT = nameCode("block_comment");

/** Node 0 is the root; children are linked in order through `firstChild` and `nextSibling` (-1 ends). */
export class ShapeTree {
  size = 0;
  type: Int32Array;
  named: Uint8Array;
  /** Field name code, or -1. */
  field: Int32Array;
  /** The range of a node of TEXT_LEAVES; of other nodes only in trees built during buildCst's walk (shapeTreeOf leaves them 0). */
  start: Int32Array;
  end: Int32Array;
  firstChild: Int32Array;
  nextSibling: Int32Array;
  /**
   * The nodes with a comment among their own children. Comments are no part
   * of a shape, but they decide one thing the formatter reads: after a
   * signature `{ // c }` is a comment-only block body and `{}` an empty
   * dictionary (print-bindings.ts, bodyFromValue).
   */
  readonly commented = new Set<number>();

  constructor(
    readonly source: string,
    capacity: number,
  ) {
    this.type = new Int32Array(capacity);
    this.named = new Uint8Array(capacity);
    this.field = new Int32Array(capacity);
    this.start = new Int32Array(capacity);
    this.end = new Int32Array(capacity);
    this.firstChild = new Int32Array(capacity);
    this.nextSibling = new Int32Array(capacity);
  }

  text(node: number): string {
    return this.source.slice(this.start[node], this.end[node]);
  }

  /** The child under `field` (a name code), or -1. */
  fieldChild(node: number, field: number): number {
    for (let c = this.firstChild[node]!; c !== NONE; c = this.nextSibling[c]!) if (this.field[c] === field) return c;
    return NONE;
  }

  /** Appends a node without children; returns its index. */
  add(type: number, named: boolean, field: number, start: number, end: number): number {
    if (this.size === this.type.length) this.grow();
    const node = this.size++;
    this.type[node] = type;
    this.named[node] = named ? 1 : 0;
    this.field[node] = field;
    this.start[node] = start;
    this.end[node] = end;
    this.firstChild[node] = NONE;
    this.nextSibling[node] = NONE;
    return node;
  }

  private grow(): void {
    const capacity = this.type.length * 2 + 16;
    const larger = <T extends Int32Array | Uint8Array>(array: T): T => {
      const copy = new (array.constructor as new (length: number) => T)(capacity);
      copy.set(array);
      return copy;
    };
    this.type = larger(this.type);
    this.named = larger(this.named);
    this.field = larger(this.field);
    this.start = larger(this.start);
    this.end = larger(this.end);
    this.firstChild = larger(this.firstChild);
    this.nextSibling = larger(this.nextSibling);
  }
}

/** The corpus has about one node per 3.6 characters; the arrays grow when a file is denser. */
function initialCapacity(source: string): number {
  return Math.ceil(source.length / 3) + 64;
}

/** Appends each node as the last child of its parent. */
class Linker {
  /** The open nodes (the root first) and the last child added to each. */
  private readonly parents: number[] = [0];
  private readonly lastChildren: number[] = [NONE];

  constructor(readonly tree: ShapeTree) {}

  /** Adds a node under the innermost open node; with `open`, later nodes go under it until `close`. */
  add(type: number, named: boolean, field: number, start: number, end: number, open: boolean): void {
    const tree = this.tree;
    const node = tree.add(type, named, field, start, end);
    const depth = this.parents.length - 1;
    const previous = this.lastChildren[depth]!;
    if (previous === NONE) tree.firstChild[this.parents[depth]!] = node;
    else tree.nextSibling[previous] = node;
    this.lastChildren[depth] = node;
    if (open) {
      this.parents.push(node);
      this.lastChildren.push(NONE);
    }
  }

  /** The innermost open node (the root when none is). */
  openNode(): number {
    return this.parents[this.parents.length - 1]!;
  }

  /** Ends the innermost open node at the end of its last child (as the plain tree does). */
  close(): void {
    const node = this.parents.pop()!;
    const last = this.lastChildren.pop()!;
    this.tree.end[node] = last === NONE ? this.tree.start[node]! : this.tree.end[last]!;
  }
}

/**
 * The node types whose text a shape reads (equivalence.ts: names and the
 * like as written, literals by their value; a string literal's value comes
 * from its content and escape children). An ERROR node the formatter lets
 * through (an f-string interpolation our grammar reads only in part) is
 * compared as written: what is in it may be text to the compiler.
 */
export const TEXT_LEAVES: ReadonlySet<string> = new Set([
  "ERROR",
  "identifier",
  "type_identifier",
  "boolean_literal",
  "string_content",
  "escape_sequence",
  "brace_escape",
  "format_spec",
  "interpolation_rest",
  "integer_literal",
  "float_literal",
  "multiline_string",
  "char_literal",
]);

/**
 * The shape tree of a parsed text, read straight from tree-sitter (as
 * buildCst reads it), with ranges for TEXT_LEAVES alone (held as leaves):
 * what verifying a formatter result reads of its output, in a fifth fewer
 * calls than a full copy.
 */
export function shapeTreeOf(tree: Tree, source: string): ShapeTree {
  const builder = new ShapeTreeBuilder(tree, source);
  walkCst(tree, source, builder, TEXT_LEAVES);
  return builder.shapes;
}

/**
 * Builds a shape tree from the events of a walk (`walkCst`); the formatter
 * passes one to buildCst, so that its input's shape tree comes with the
 * walk that copies the input anyway.
 */
export class ShapeTreeBuilder implements CstVisitor {
  readonly shapes: ShapeTree;
  private readonly linker: Linker;
  private readonly names: CstNames;
  /** Name codes by type id and by field id, as met. */
  private readonly typeCodes: number[] = [];
  private readonly fieldCodes: number[] = [];

  constructor(tree: Tree, source: string) {
    this.shapes = new ShapeTree(source, initialCapacity(source));
    const { type, startIndex, endIndex } = tree.rootNode;
    this.shapes.add(nameCode(type), true, NONE, startIndex, endIndex);
    this.linker = new Linker(this.shapes);
    this.names = cstNames(tree.language);
  }

  node(typeId: number, fieldId: number, start: number, end: number): void {
    let type = this.typeCodes[typeId];
    if (type === undefined) {
      type = nameCode(this.names.types[typeId]!);
      this.typeCodes[typeId] = type;
    }
    // Comments are no part of a program's shape (nor of the plain tree's children), only noted on their parent.
    if (type === LINE_COMMENT || type === BLOCK_COMMENT) {
      this.shapes.commented.add(this.linker.openNode());
      return;
    }
    let field = NONE;
    if (fieldId > 0) {
      field = this.fieldCodes[fieldId] ?? NONE;
      if (field === NONE) {
        const name = this.names.fields[fieldId];
        field = name ? nameCode(name) : NONE;
        this.fieldCodes[fieldId] = field;
      }
    }
    this.linker.add(type, this.names.named[typeId]!, field, start, end, end < 0);
  }

  close(): void {
    this.linker.close();
  }
}
