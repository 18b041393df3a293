// Where a node sits in its tree (its parent, siblings, the leaves around it),
// read from a TreeCursor, which keeps its own stack of the nodes it went
// down through. Never through Node.parent, nextSibling or previousSibling:
// in web-tree-sitter those trap ("memory access out of bounds") on a node a
// few hundred levels deep, such as the bottom of 500 lines of `+` (issue 18),
// and the trap may leave the wasm memory corrupt for every later parse.
import type { Node, Tree, TreeCursor } from "web-tree-sitter";
import { throwIfCancelled } from "./cancellation.js";

/**
 * The node a cursor is on. The cursor is borrowed: each question moves a
 * second cursor of the same tree, first reset to it, so the place is valid
 * as long as the cursor stays where it is. (Not TreeCursor.copy(): in
 * web-tree-sitter 0.26.13 it copies whatever the last call left in the
 * transfer buffer, not the cursor, and the copy then traps.)
 */
export class TreePlace {
  /** Types and start offsets of the ancestors, root first (kept by walkPlaces: reading them costs no cursor copy). */
  readonly ancestorTypes: string[] = [];
  readonly ancestorStarts: number[] = [];

  constructor(
    private readonly cursor: TreeCursor,
    private readonly scratch: TreeCursor,
  ) {}

  get parentType(): string | undefined {
    return this.ancestorTypes[this.ancestorTypes.length - 1];
  }

  get node(): Node {
    return this.cursor.currentNode;
  }

  /** The node's range, read without building a Node. */
  get startIndex(): number {
    return this.cursor.startIndex;
  }

  get endIndex(): number {
    return this.cursor.endIndex;
  }

  parent(): Node | null {
    return this.moved((c) => (c.gotoParent() ? c.currentNode : null));
  }

  /** The ancestors, nearest first, while `keepGoing` says so. */
  ancestors(keepGoing: (ancestor: Node) => boolean): Node[] {
    return this.moved((c) => {
      const out: Node[] = [];
      while (c.gotoParent()) {
        const ancestor = c.currentNode;
        out.push(ancestor);
        if (!keepGoing(ancestor)) break;
      }
      return out;
    });
  }

  previousSibling(): Node | null {
    return this.moved((c) => (c.gotoPreviousSibling() ? c.currentNode : null));
  }

  /** The first leaf after this node (extras included), or null at the end of the tree. */
  nextLeaf(): Node | null {
    return this.moved((c) => {
      for (;;) {
        if (c.gotoNextSibling()) {
          while (c.gotoFirstChild());
          return c.currentNode;
        }
        if (!c.gotoParent()) return null;
      }
    });
  }

  /** The last leaf before this node, skipping extra siblings (comments) on the way up. */
  previousLeaf(): Node | null {
    return this.moved((c) => {
      for (;;) {
        let found = c.gotoPreviousSibling();
        while (found && c.currentNode.isExtra) found = c.gotoPreviousSibling();
        if (found) {
          while (c.gotoLastChild());
          return c.currentNode;
        }
        if (!c.gotoParent()) return null;
      }
    });
  }

  /** The answers below cost one copy of the cursor's stack: O(depth). */
  private moved<T>(walk: (scratch: TreeCursor) => T): T {
    this.scratch.resetTo(this.cursor);
    return walk(this.scratch);
  }
}

/**
 * Walks `tree` in order, showing `enter` each node at its place; the walk
 * goes into a node's children only when `enter` says "descend". Iterative:
 * a tree 50,000 levels deep costs no stack.
 */
export function walkPlaces(tree: Tree, enter: (place: TreePlace) => "descend" | "skip"): void {
  const cursor = tree.walk();
  const scratch = tree.walk();
  const place = new TreePlace(cursor, scratch);
  try {
    const { ancestorTypes, ancestorStarts } = place;
    for (;;) {
      throwIfCancelled();
      if (enter(place) === "descend") {
        const type = cursor.nodeType;
        const start = cursor.startIndex;
        if (cursor.gotoFirstChild()) {
          ancestorTypes.push(type);
          ancestorStarts.push(start);
          continue;
        }
      }
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return;
        ancestorTypes.pop();
        ancestorStarts.pop();
      }
    }
  } finally {
    scratch.delete();
    cursor.delete();
  }
}

/**
 * `node` and up to `count` of its ancestors, nearest first (a cursor walk
 * down to it: safe at any depth, unlike following Node.parent).
 */
export function nodeAndAncestors(tree: Tree, node: Node, count: number): Node[] {
  let found: Node[] | undefined;
  walkPlaces(tree, (place) => {
    if (found || place.startIndex > node.startIndex || place.endIndex < node.endIndex) return "skip";
    if (place.startIndex === node.startIndex && place.endIndex === node.endIndex && place.node.id === node.id) {
      let left = count;
      found = [node, ...place.ancestors(() => --left > 0)];
      return "skip";
    }
    return "descend";
  });
  return found ?? [node];
}
