// A tree cursor for the hot loops that visit every node (the plain copy of
// the tree, src/syntax/ast/ast.ts, which the checker and the symbol index read).
//
// web-tree-sitter's TreeCursor keeps its state in JavaScript and, on every
// call, writes it into the runtime's transfer buffer with emscripten's
// generic setValue(), calls the exported wasm function, and reads the state
// back with getValue(). On the 1,000-file workspace benchmark that glue cost
// more than the wasm work itself (~0.8 s of a 3.2 s index). This cursor makes
// the same calls to the same exported functions (`_ts_tree_cursor_*_wasm`),
// but moves its four words of state with typed-array reads and writes.
//
// It relies on web-tree-sitter internals, which is why the version is pinned
// in package.json: the emscripten module object that Parser.init() fills in
// (we pass it, see language.ts), the cursor's four-word transfer layout, and
// the `[0]` handles of Tree and TreeCursor. `walkTree` checks that each of
// these is there and otherwise returns the public TreeCursor, which has the
// same interface; test/syntax/ast-copy.test.ts compares the copy made through
// this cursor with one made through the Node API on every corpus tree.
import type { Tree, TreeCursor } from "web-tree-sitter";
import { internalRuntime, isHandle } from "./language.js";

/** The part of TreeCursor the hot loops use. */
export interface CursorLike {
  readonly nodeTypeId: number;
  readonly startIndex: number;
  readonly endIndex: number;
  readonly currentFieldId: number;
  readonly nodeIsMissing: boolean;
  gotoFirstChild(): boolean;
  gotoNextSibling(): boolean;
  gotoParent(): boolean;
  delete(): void;
}

type CursorCall = (tree: number) => number;

interface Runtime {
  readonly HEAP32: Int32Array;
  readonly _ts_init: () => number;
  readonly _ts_tree_cursor_goto_first_child_wasm: CursorCall;
  readonly _ts_tree_cursor_goto_next_sibling_wasm: CursorCall;
  readonly _ts_tree_cursor_goto_parent_wasm: CursorCall;
  readonly _ts_tree_cursor_current_node_type_id_wasm: CursorCall;
  readonly _ts_tree_cursor_current_field_id_wasm: CursorCall;
  readonly _ts_tree_cursor_current_node_is_missing_wasm: CursorCall;
  readonly _ts_tree_cursor_start_index_wasm: CursorCall;
  readonly _ts_tree_cursor_end_index_wasm: CursorCall;
}

const CALLS = [
  "_ts_init",
  "_ts_tree_cursor_goto_first_child_wasm",
  "_ts_tree_cursor_goto_next_sibling_wasm",
  "_ts_tree_cursor_goto_parent_wasm",
  "_ts_tree_cursor_current_node_type_id_wasm",
  "_ts_tree_cursor_current_field_id_wasm",
  "_ts_tree_cursor_current_node_is_missing_wasm",
  "_ts_tree_cursor_start_index_wasm",
  "_ts_tree_cursor_end_index_wasm",
] as const;

let checked: { runtime: Runtime; buffer: number } | null | undefined;

/** The runtime and its transfer buffer address, when this web-tree-sitter exposes what the cursor needs. */
function runtime(): { runtime: Runtime; buffer: number } | null {
  if (checked !== undefined) return checked;
  const found = internalRuntime<Runtime>(CALLS);
  checked = found && { runtime: found.module, buffer: found.buffer };
  return checked;
}

/** Internal handles of web-tree-sitter objects (see the header). */
type Handles = Partial<Record<0 | 1 | 2 | 3, unknown>>;


/** A cursor at the root of `tree`: the fast one when the runtime allows it. Callers must `delete()` it. */
export function walkTree(tree: Tree): CursorLike {
  const cursor = tree.walk();
  const found = runtime();
  const state = cursor as unknown as Handles;
  const treeHandle = (tree as unknown as Handles)[0];
  if (!found || !isHandle(treeHandle) || ![state[0], state[1], state[2], state[3]].every(isHandle)) return cursor;
  return new FastCursor(found.runtime, found.buffer, treeHandle, cursor);
}

class FastCursor implements CursorLike {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;
  /** Index of the transfer buffer in HEAP32. */
  private readonly at: number;

  constructor(
    private readonly runtime: Runtime,
    buffer: number,
    private readonly tree: number,
    private readonly inner: TreeCursor,
  ) {
    const state = inner as unknown as Record<0 | 1 | 2 | 3, number>;
    this.s0 = state[0];
    this.s1 = state[1];
    this.s2 = state[2];
    this.s3 = state[3];
    this.at = buffer >> 2;
  }

  /** Writes the state into the transfer buffer (HEAP32 is re-read: memory growth replaces it). */
  private put(): void {
    const heap = this.runtime.HEAP32;
    const at = this.at;
    heap[at] = this.s0;
    heap[at + 1] = this.s1;
    heap[at + 2] = this.s2;
    heap[at + 3] = this.s3;
  }

  private take(): void {
    const heap = this.runtime.HEAP32;
    const at = this.at;
    this.s0 = heap[at] as number;
    this.s1 = heap[at + 1] as number;
    this.s2 = heap[at + 2] as number;
    this.s3 = heap[at + 3] as number;
  }

  private move(call: CursorCall): boolean {
    this.put();
    const moved = call(this.tree);
    this.take();
    return moved === 1;
  }

  private read(call: CursorCall): number {
    this.put();
    return call(this.tree);
  }

  get nodeTypeId(): number {
    return this.read(this.runtime._ts_tree_cursor_current_node_type_id_wasm);
  }

  get startIndex(): number {
    return this.read(this.runtime._ts_tree_cursor_start_index_wasm);
  }

  get endIndex(): number {
    return this.read(this.runtime._ts_tree_cursor_end_index_wasm);
  }

  get currentFieldId(): number {
    return this.read(this.runtime._ts_tree_cursor_current_field_id_wasm);
  }

  get nodeIsMissing(): boolean {
    return this.read(this.runtime._ts_tree_cursor_current_node_is_missing_wasm) === 1;
  }

  gotoFirstChild(): boolean {
    return this.move(this.runtime._ts_tree_cursor_goto_first_child_wasm);
  }

  gotoNextSibling(): boolean {
    return this.move(this.runtime._ts_tree_cursor_goto_next_sibling_wasm);
  }

  gotoParent(): boolean {
    return this.move(this.runtime._ts_tree_cursor_goto_parent_wasm);
  }

  /** Hands the state back to the public cursor, which frees it. */
  delete(): void {
    const state = this.inner as unknown as Record<0 | 1 | 2 | 3, number>;
    state[0] = this.s0;
    state[1] = this.s1;
    state[2] = this.s2;
    state[3] = this.s3;
    this.inner.delete();
  }
}
