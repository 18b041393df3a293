// A plain-JavaScript copy of the syntax tree, made with one TreeCursor walk.
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
import { readFileSync } from "node:fs";
import type { Tree, TreeCursor } from "web-tree-sitter";

/** Node types that have fields (src/node-types.json); the others skip the field lookup. */
const HAS_FIELDS: ReadonlySet<string> = (() => {
  const url = new URL("../../src/node-types.json", import.meta.url);
  const entries = JSON.parse(readFileSync(url, "utf8")) as { type: string; fields?: Record<string, unknown> }[];
  return new Set(entries.filter((e) => e.fields && Object.keys(e.fields).length > 0).map((e) => e.type));
})();

/**
 * Moves all nodes of one top-level statement at once: their offsets are
 * relative to it (see copyTreeIncrementally).
 */
export class Offset {
  delta = 0;
}

export class AstNode {
  parent: AstNode | null = null;
  readonly children: AstNode[] = [];
  /** Offsets as copied; `offset.delta` moves them (internal to ast.ts). */
  _start: number;
  _end: number;

  constructor(
    readonly type: string,
    readonly named: boolean,
    public missing: boolean,
    /** Field name under the parent, or null. */
    readonly field: string | null,
    start: number,
    end: number,
    /** Source text of leaves (tokens); empty for inner nodes (use `textOf`). */
    public leafText: string,
    /** Shared by the nodes of one top-level statement. */
    readonly offset: Offset = new Offset(),
  ) {
    this._start = start - offset.delta;
    this._end = end - offset.delta;
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

const COMMENTS = new Set(["line_comment", "block_comment"]);

/** Per-language lookup tables (type names, namedness, field names by id). */
interface Tables {
  types: string[];
  named: boolean[];
  fields: (string | null)[];
}

const tablesByLanguage = new WeakMap<object, Tables>();

function tablesOf(tree: Tree): Tables {
  const language = tree.language;
  let tables = tablesByLanguage.get(language);
  if (!tables) {
    const types: string[] = [];
    const named: boolean[] = [];
    for (let id = 0; id < language.nodeTypeCount; id++) {
      types.push(language.nodeTypeForId(id) ?? "ERROR");
      named.push(language.nodeTypeIsNamed(id));
    }
    const fields: (string | null)[] = [null];
    for (let id = 1; id <= language.fieldCount; id++) fields.push(language.fieldNameForId(id));
    tables = { types, named, fields };
    tablesByLanguage.set(language, tables);
  }
  return tables;
}

/** The copy of one version of a tree, kept to copy the next version incrementally. */
export interface AstCopy {
  readonly root: AstNode;
  readonly text: string;
  /** Top-level statements by start offset: their copy and end offset. */
  readonly topLevel: ReadonlyMap<number, { readonly node: AstNode; readonly end: number }>;
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
  const cursor = tree.walk();
  try {
    const rootType = tables.types[cursor.nodeTypeId] ?? "ERROR";
    const topLevel = new Map<number, { node: AstNode; end: number }>();
    const previous = change && change.previous.root.type === rootType ? change.previous : undefined;
    const root = previous ? previous.root : new AstNode(rootType, tables.named[cursor.nodeTypeId] ?? true, false, null, 0, 0, "");
    root.children.length = 0;
    root.missing = false;
    root.leafText = "";
    if (!cursor.gotoFirstChild()) {
      root.start = cursor.startIndex;
      root.end = cursor.endIndex;
      root.leafText = text.slice(root.start, root.end);
      if (root.start === root.end && cursor.nodeIsMissing) root.missing = true;
      return { root, text, topLevel };
    }
    const rootHasFields = HAS_FIELDS.has(root.type);
    let first = true;
    for (;;) {
      const typeId = cursor.nodeTypeId;
      const type = tables.types[typeId] ?? "ERROR";
      const start = cursor.startIndex;
      const end = cursor.endIndex;
      if (first) root.start = start;
      first = false;
      root.end = end;
      if (!COMMENTS.has(type)) {
        const old = previous ? unchanged(change as AstChange, type, start, end, text) : undefined;
        let node: AstNode;
        if (old) {
          node = old.node;
          // Every node of the statement shares its Offset: one addition moves them all.
          node.offset.delta += start - node.start;
        } else {
          node = copySubtree(cursor, tables, text, rootHasFields);
        }
        node.parent = root;
        root.children.push(node);
        topLevel.set(start, { node, end });
      }
      if (!cursor.gotoNextSibling()) break;
    }
    return { root, text, topLevel };
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

/** Copies the node under `cursor` and its subtree; the cursor ends where it started. */
function copySubtree(cursor: TreeCursor, { types, named, fields }: Tables, text: string, withField: boolean): AstNode {
  // Offsets are read for leaves only: an inner node spans from its first
  // child's start to its last child's end (comments included), which
  // halves the calls into wasm.
  const offset = new Offset();
  const make = (field: boolean): AstNode => {
    const typeId = cursor.nodeTypeId;
    const type = types[typeId] ?? "ERROR";
    const fieldId = field ? cursor.currentFieldId : 0;
    if (COMMENTS.has(type)) hasComment = true;
    return new AstNode(type, named[typeId] ?? true, false, fieldId ? (fields[fieldId] ?? null) : null, 0, 0, "", offset);
  };
  let hasComment = false;
  const top = make(withField);
  let current = top;
  for (;;) {
    // Anonymous nodes are tokens, so leaves: the grammar aliases only tokens to strings.
    if (current.named && cursor.gotoFirstChild()) {
      const child = make(HAS_FIELDS.has(current.type));
      child.parent = current;
      current.children.push(child);
      current = child;
      continue;
    }
    // Leaf: offsets, text, and whether error recovery invented it (the
    // statement's offset.delta is 0 while it is copied).
    const start = cursor.startIndex;
    const end = cursor.endIndex;
    current._start = start;
    current._end = end;
    current.leafText = text.slice(start, end);
    if (start === end && cursor.nodeIsMissing) current.missing = true;
    for (;;) {
      if (current === top) return hasComment ? prune(top) : top;
      if (cursor.gotoNextSibling()) {
        const parent = current.parent as AstNode;
        const sibling = make(HAS_FIELDS.has(parent.type));
        sibling.parent = parent;
        parent.children.push(sibling);
        current = sibling;
        break;
      }
      cursor.gotoParent();
      const parent = current.parent as AstNode;
      const kids = parent.children;
      parent._start = (kids[0] as AstNode)._start;
      parent._end = current._end;
      current = parent;
    }
  }
}

/** Removes comment nodes everywhere (iteratively). */
function prune(root: AstNode): AstNode {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop() as AstNode;
    const kids = node.children;
    let hasComment = false;
    for (const c of kids) {
      if (COMMENTS.has(c.type)) hasComment = true;
      else if (c.children.length > 0) stack.push(c);
    }
    if (hasComment) {
      const kept = kids.filter((c) => !COMMENTS.has(c.type));
      kids.length = 0;
      kids.push(...kept);
    }
  }
  return root;
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
}

const statementData = new WeakMap<AstNode, StatementData>();

/** The cache slots of the top-level statement `node`. */
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
