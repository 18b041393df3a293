// A plain-JavaScript copy of the syntax tree, made with one cursor walk
// (src/syntax/fast-cursor.ts).
// The checker passes visit every node several times; reading node properties
// through web-tree-sitter crosses into wasm and allocates on every access, so
// one copy is far cheaper than repeated Node walks. Comments are dropped (no
// pass looks at them); ERROR and MISSING nodes are kept so passes can skip
// broken regions.
//
// After an edit the copy is redone only for the top-level statements the edit
// touched (copyTreeIncrementally): the others keep their node objects, and
// all nodes of a statement share one `Offset`, so moving a statement to its
// new position is one addition. Results computed from one statement can thus
// be cached on its node (WeakMaps in the analyses, memo.ts for the walk).
import type { Tree } from "web-tree-sitter";
import { walkTree, type CursorLike } from "../fast-cursor.js";
import { COMMENT, FIELDS, FIXED, LEAF, NAMED, tablesOf, type Tables } from "./ast-tables.js";

/**
 * Moves all nodes of one top-level statement at once: their offsets are
 * relative to it (see copyTreeIncrementally).
 */
export class Offset {
  delta = 0;
}

/** The children of every leaf (frozen: nothing may add to it). */
const NO_CHILDREN: AstNode[] = Object.freeze([]) as unknown as AstNode[];

export class AstNode {
  parent: AstNode | null;
  /** Leaves share one frozen empty array; do not mutate children arrays. */
  readonly children: AstNode[] = NO_CHILDREN;
  /** Offsets as copied; `offset.delta` moves them (internal to ast.ts). */
  _start: number;
  _end: number;
  /** 1: named, 2: missing (one field instead of two: the copies are large). */
  private _bits: number;

  constructor(
    readonly type: string,
    named: boolean,
    missing: boolean,
    /** Field name under the parent, or null. */
    readonly field: string | null,
    start: number,
    end: number,
    /** Source text of leaves (tokens); empty for inner nodes (use `textOf`). */
    public leafText: string,
    /** Shared by the nodes of one top-level statement. */
    readonly offset: Offset = new Offset(),
    parent: AstNode | null = null,
  ) {
    this.parent = parent;
    this._start = start - offset.delta;
    this._end = end - offset.delta;
    this._bits = (named ? 1 : 0) | (missing ? 2 : 0);
  }

  get named(): boolean {
    return (this._bits & 1) !== 0;
  }

  /** Invented by error recovery (zero-width). */
  get missing(): boolean {
    return (this._bits & 2) !== 0;
  }

  set missing(value: boolean) {
    this._bits = value ? this._bits | 2 : this._bits & ~2;
  }

  /** UTF-16 offset of the node's start in the document text. */
  get start(): number {
    return this._start + this.offset.delta;
  }

  set start(value: number) {
    this._start = value - this.offset.delta;
  }

  /** UTF-16 offset of the node's end (exclusive). */
  get end(): number {
    return this._end + this.offset.delta;
  }

  set end(value: number) {
    this._end = value - this.offset.delta;
  }

  /** First child under `field`. */
  get(field: string): AstNode | null {
    for (const c of this.children) if (c.field === field) return c;
    return null;
  }

  /** Every child under `field`. */
  all(field: string): AstNode[] {
    return this.children.filter((c) => c.field === field);
  }

  /** Named children (comments are already gone). */
  get namedChildren(): AstNode[] {
    return this.children.filter((c) => c.named);
  }

  /** First child token of the given anonymous type (`mut`, `&mut`, …). */
  token(type: string): AstNode | null {
    for (const c of this.children) if (!c.named && c.type === type) return c;
    return null;
  }

  get isError(): boolean {
    return this.type === "ERROR";
  }
}

/**
 * A copy of `node` (a tree copied from another text) placed in this one:
 * every offset moved by `shift`, every node sharing `offset` (that of the
 * statement it now belongs to, so it moves with it) under `parent`.
 */
export function rebasedCopy(node: AstNode, shift: number, offset: Offset, parent: AstNode): AstNode {
  const copy = new AstNode(node.type, node.named, node.missing, node.field, node.start + shift, node.end + shift, node.leafText, offset, parent);
  if (node.children.length > 0) setChildren(copy, node.children.map((child) => rebasedCopy(child, shift, offset, copy)));
  return copy;
}

/** Sets the children array (internal to ast.ts). */
function setChildren(node: AstNode, children: AstNode[]): void {
  (node as { children: AstNode[] }).children = children;
}

/** The copy of one version of a tree, kept to copy the next version incrementally. */
export interface AstCopy {
  readonly root: AstNode;
  readonly text: string;
  /** Top-level statements by start offset: their copy and end offset. */
  readonly topLevel: ReadonlyMap<number, { readonly node: AstNode; readonly end: number }>;
  /** The tree has an ERROR or MISSING node (tree-sitter's hasError): false lets passes skip looking for them. */
  readonly hasErrors: boolean;
}

/** How the tree to copy differs from the one `previous` was copied from (see Document.lastChange). */
export interface AstChange {
  readonly previous: AstCopy;
  /** The one text edit between the two versions. */
  readonly edit: { readonly startIndex: number; readonly oldEndIndex: number; readonly newEndIndex: number };
  /** Tree.getChangedRanges(old, new), in new offsets. */
  readonly changedRanges: readonly { readonly startIndex: number; readonly endIndex: number }[];
}

/**
 * Iterative copy (deep trees must not overflow the stack). Only the cheapest
 * cursor properties are read (ids and offsets); rows and columns are derived
 * from offsets by `Positions` when a diagnostic needs them.
 */
export function copyTree(tree: Tree, text: string): AstNode {
  return copyTreeIncrementally(tree, text, undefined).root;
}

/**
 * Copies `tree`, reusing the copy of the previous version for every top-level
 * statement that the edit did not touch: same type, same text, outside every
 * changed range. A reused statement keeps its node objects: they are moved to
 * their new offsets in place, and the previous copy is consumed (its root
 * becomes this copy's root), so it must not be used afterwards.
 */
export function copyTreeIncrementally(tree: Tree, text: string, change: AstChange | undefined): AstCopy {
  const tables = tablesOf(tree);
  const { types, flags } = tables;
  // Fixed-text tokens get their end from their text only in trees without
  // errors: there, no token is MISSING (zero-width) and every token is what
  // the lexer matched (see ast-tables.ts).
  const fixedEnds = !tree.rootNode.hasError;
  const cursor = walkTree(tree);
  try {
    const rootTypeId = cursor.nodeTypeId;
    const rootType = types[rootTypeId] as string;
    const topLevel = new Map<number, { node: AstNode; end: number }>();
    const previous = change && change.previous.root.type === rootType ? change.previous : undefined;
    const root = previous ? previous.root : new AstNode(rootType, ((flags[rootTypeId] as number) & NAMED) !== 0, false, null, 0, 0, "");
    const kids: AstNode[] = root.children === NO_CHILDREN ? [] : root.children;
    kids.length = 0;
    setChildren(root, kids);
    root.missing = false;
    root.leafText = "";
    if (!cursor.gotoFirstChild()) {
      root.start = cursor.startIndex;
      root.end = cursor.endIndex;
      root.leafText = text.slice(root.start, root.end);
      if (root.start === root.end && cursor.nodeIsMissing) root.missing = true;
      return { root, text, topLevel, hasErrors: !fixedEnds };
    }
    const rootHasFields = ((flags[rootTypeId] as number) & FIELDS) !== 0;
    let first = true;
    for (;;) {
      const typeId = cursor.nodeTypeId;
      if (((flags[typeId] as number) & COMMENT) !== 0) {
        // Comments are not copied, but the root spans them.
        if (first) root.start = cursor.startIndex;
        first = false;
        if (!cursor.gotoNextSibling()) {
          root.end = cursor.endIndex;
          break;
        }
        continue;
      }
      let node: AstNode | undefined;
      let start = 0;
      let end = 0;
      if (previous) {
        start = cursor.startIndex;
        end = cursor.endIndex;
        const old = unchanged(change as AstChange, types[typeId] as string, start, end, text);
        if (old) {
          node = old.node;
          // Every node of the statement shares its Offset: one addition moves them all.
          node.offset.delta += start - node.start;
          node.parent = root;
        }
      }
      if (!node) {
        node = copySubtree(cursor, tables, text, typeId, rootHasFields, fixedEnds, root);
        // A node spans its children (copySubtree), which is what the cursor would say.
        start = node.start;
        end = node.end;
      }
      if (first) root.start = start;
      first = false;
      root.end = end;
      kids.push(node);
      topLevel.set(start, { node, end });
      if (!cursor.gotoNextSibling()) break;
    }
    return { root, text, topLevel, hasErrors: !fixedEnds };
  } finally {
    cursor.delete();
  }
}

/** The previous copy of the top-level statement at [start, end) of the new text, when it is unchanged. */
function unchanged(change: AstChange, type: string, start: number, end: number, text: string): { node: AstNode; end: number } | undefined {
  const { edit, previous, changedRanges } = change;
  let delta: number;
  if (end <= edit.startIndex) delta = 0;
  else if (start >= edit.newEndIndex) delta = edit.newEndIndex - edit.oldEndIndex;
  else return undefined;
  const old = previous.topLevel.get(start - delta);
  if (!old || old.end !== end - delta || old.node.type !== type) return undefined;
  for (const r of changedRanges) {
    if (r.startIndex < end && r.endIndex > start) return undefined;
    if (r.startIndex === r.endIndex && r.startIndex >= start && r.startIndex <= end) return undefined;
  }
  if (previous.text.slice(start - delta, end - delta) !== text.slice(start, end)) return undefined;
  return old;
}

// Scratch stacks of copySubtree (reset on every call): the finished
// children of the open nodes, and per open node its copy, where its
// children start in `pending`, its start offset (-1 until known) and
// whether its type has fields.
const pending: AstNode[] = [];
const openNodes: AstNode[] = [];
const openBase: number[] = [];
const openStart: number[] = [];
const openFields: boolean[] = [];

/**
 * Copies the node under `cursor` (of type `topTypeId`, a child of `parent`)
 * and its subtree; the cursor ends where it started.
 *
 * Every cursor call crosses into wasm, so the loop makes as few as it can:
 * per node its type id, its field id when the parent's type has fields, and
 * the move to its next sibling; per leaf its start and end (the end of a
 * fixed-text token is derived in trees without errors); per inner node the
 * moves down and up. Offsets of inner nodes come from their children: an
 * inner node spans from its first child's start to its last child's end,
 * comments included. Comments are not copied; their start is read only when
 * they come first, their end only when they come last. Children arrays are
 * allocated once at their exact size; leaves share NO_CHILDREN.
 */
function copySubtree(
  cursor: CursorLike,
  tables: Tables,
  text: string,
  topTypeId: number,
  withField: boolean,
  fixedEnds: boolean,
  parent: AstNode,
): AstNode {
  const { types, flags, fixed, fields } = tables;
  pending.length = 0;
  openNodes.length = 0;
  openBase.length = 0;
  openStart.length = 0;
  openFields.length = 0;
  // The statement's offset.delta is 0 while it is copied.
  const offset = new Offset();
  let typeId = topTypeId;
  let f = flags[typeId] as number;
  const top = new AstNode(
    types[typeId] as string,
    (f & NAMED) !== 0,
    false,
    withField ? fields[cursor.currentFieldId] ?? null : null,
    0,
    0,
    "",
    offset,
    parent,
  );
  let node = top;
  let comment = false;
  let depth = -1;
  let lastEnd = 0;
  for (;;) {
    if (!comment && (f & LEAF) === 0 && cursor.gotoFirstChild()) {
      depth++;
      openNodes[depth] = node;
      openBase[depth] = pending.length;
      openStart[depth] = -1;
      openFields[depth] = (f & FIELDS) !== 0;
    } else {
      if (comment) {
        if ((openStart[depth] as number) < 0) openStart[depth] = cursor.startIndex;
      } else {
        const start = cursor.startIndex;
        let end: number;
        if ((f & FIXED) !== 0 && fixedEnds && text.startsWith(fixed[typeId] as string, start)) {
          node.leafText = fixed[typeId] as string;
          end = start + node.leafText.length;
        } else {
          end = cursor.endIndex;
          node.leafText = text.slice(start, end);
          if (start === end && cursor.nodeIsMissing) node.missing = true;
        }
        node._start = start;
        node._end = end;
        if (node === top) return top;
        if ((openStart[depth] as number) < 0) openStart[depth] = start;
        lastEnd = end;
      }
      let moved = cursor.gotoNextSibling();
      if (!moved && comment) lastEnd = cursor.endIndex;
      while (!moved) {
        const done = openNodes[depth] as AstNode;
        const base = openBase[depth] as number;
        if (pending.length > base) {
          setChildren(done, pending.slice(base));
          pending.length = base;
        }
        done._start = openStart[depth] as number;
        done._end = lastEnd;
        depth--;
        cursor.gotoParent();
        if (done === top) {
          openNodes.length = 0;
          return top;
        }
        if ((openStart[depth] as number) < 0) openStart[depth] = done._start;
        moved = cursor.gotoNextSibling();
      }
    }
    // The cursor is on the next child of openNodes[depth].
    typeId = cursor.nodeTypeId;
    f = flags[typeId] as number;
    comment = (f & COMMENT) !== 0;
    if (!comment) {
      const owner = openNodes[depth] as AstNode;
      const fieldId = openFields[depth] ? cursor.currentFieldId : 0;
      node = new AstNode(types[typeId] as string, (f & NAMED) !== 0, false, fieldId ? fields[fieldId] ?? null : null, 0, 0, "", offset, owner);
      pending.push(node);
    }
  }
}

/**
 * Results computed from one top-level statement alone, one slot per analysis
 * (each module stores its own type there). Kept with the statement's node,
 * which an incremental re-copy keeps while the statement is unchanged.
 */
export class StatementData {
  useNodes: unknown = undefined;
  exports: unknown = undefined;
  declarations: unknown = undefined;
  usage: unknown = undefined;
  syntaxPass: unknown = undefined;
  captures: unknown = undefined;
}

const statementData = new WeakMap<AstNode, StatementData>();

/** The cache slots of the top-level statement `node`. */
/** `((x))` → `x`: the expression parentheses wrap (the node itself when it is not parenthesised). */
export function unparenthesized(node: AstNode): AstNode {
  let current = node;
  while (current.type === "parenthesized_expression" && current.namedChildren.length === 1) current = current.namedChildren[0] as AstNode;
  return current;
}

export function dataOf(node: AstNode): StatementData {
  let data = statementData.get(node);
  if (!data) {
    data = new StatementData();
    statementData.set(node, data);
  }
  return data;
}

/** Source text of any node. */
export function textOf(node: AstNode, text: string): string {
  return node.children.length === 0 ? node.leafText : text.slice(node.start, node.end);
}
