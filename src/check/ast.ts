// A plain-JavaScript copy of the syntax tree, made with one TreeCursor walk.
// The checker passes visit every node several times; reading node properties
// through web-tree-sitter crosses into wasm and allocates on every access, so
// one copy is far cheaper than repeated Node walks. Comments are dropped (no
// pass looks at them); ERROR and MISSING nodes are kept so passes can skip
// broken regions.
import { readFileSync } from "node:fs";
import type { Tree } from "web-tree-sitter";

/** Node types that have fields (src/node-types.json); the others skip the field lookup. */
const HAS_FIELDS: ReadonlySet<string> = (() => {
  const url = new URL("../../src/node-types.json", import.meta.url);
  const entries = JSON.parse(readFileSync(url, "utf8")) as { type: string; fields?: Record<string, unknown> }[];
  return new Set(entries.filter((e) => e.fields && Object.keys(e.fields).length > 0).map((e) => e.type));
})();

export class AstNode {
  parent: AstNode | null = null;
  readonly children: AstNode[] = [];

  constructor(
    readonly type: string,
    readonly named: boolean,
    public missing: boolean,
    /** Field name under the parent, or null. */
    readonly field: string | null,
    /** UTF-16 offsets into the document text. */
    public start: number,
    public end: number,
    /** Source text of leaves (tokens); empty for inner nodes (use `textOf`). */
    public leafText: string,
  ) {}

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

/**
 * Iterative copy (deep trees must not overflow the stack). Only the cheapest
 * cursor properties are read (ids and offsets); rows and columns are derived
 * from offsets by `Positions` when a diagnostic needs them.
 */
export function copyTree(tree: Tree, text: string): AstNode {
  const { types, named, fields } = tablesOf(tree);
  const cursor = tree.walk();
  try {
    // Offsets are read for leaves only: an inner node spans from its first
    // child's start to its last child's end (comments included), which
    // halves the calls into wasm.
    const make = (withField: boolean): AstNode => {
      const typeId = cursor.nodeTypeId;
      const type = types[typeId] ?? "ERROR";
      const fieldId = withField ? cursor.currentFieldId : 0;
      return new AstNode(type, named[typeId] ?? true, false, fieldId ? (fields[fieldId] ?? null) : null, 0, 0, "");
    };
    const root = make(false);
    let current = root;
    for (;;) {
      if (cursor.gotoFirstChild()) {
        const child = make(HAS_FIELDS.has(current.type));
        child.parent = current;
        current.children.push(child);
        current = child;
        continue;
      }
      // Leaf: offsets, text, and whether error recovery invented it.
      current.start = cursor.startIndex;
      current.end = cursor.endIndex;
      current.leafText = text.slice(current.start, current.end);
      if (current.start === current.end && cursor.nodeIsMissing) current.missing = true;
      for (;;) {
        if (current === root) return prune(root);
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
        parent.start = (kids[0] as AstNode).start;
        parent.end = current.end;
        current = parent;
      }
    }
  } finally {
    cursor.delete();
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

/** Source text of any node. */
export function textOf(node: AstNode, text: string): string {
  return node.children.length === 0 ? node.leafText : text.slice(node.start, node.end);
}
