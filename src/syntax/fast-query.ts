// Query matches without a Node object per capture, for the hot loop that
// runs queries/locals.scm over every file the symbol index reads.
//
// web-tree-sitter's Query.matches() turns every capture into a Node (an
// object with a position object, through emscripten's generic getValue()):
// on the 1,015-file workspace benchmark locals.scm captures 280,000 nodes,
// 165 MB of objects that die young, and their making cost about a third of
// the query. The consumer reads only each capture's name and start, and the
// end and type of the few scope captures. This reader makes the same call
// into wasm (`_ts_query_matches_wasm`), reads the match records it leaves in
// wasm memory with typed-array reads, and asks wasm for an end or a type only
// when the consumer does. Text predicates (`#match?` and the like) are run
// as web-tree-sitter runs them, with the capture's text.
//
// Like fast-cursor.ts it relies on web-tree-sitter internals (the version is
// pinned in package.json): the module object Parser.init() fills in, the
// `[0]` handles of Query, Tree and Node, the query's parsed predicate tables
// (`captureNames`, `textPredicates`, `setProperties`), the five-word node and
// the match record layout. `forEachMatch` checks what it can and otherwise
// reads the public matches(); test/syntax/fast-query.test.ts compares the two
// on every corpus tree.
import type { Node, Query } from "web-tree-sitter";
import { internalRuntime, isHandle } from "./language.js";

/** The captures of one match, read by index (valid only during the visit). */
export interface MatchCaptures {
  readonly count: number;
  name(i: number): string;
  /** UTF-16 offset, as Node.startIndex. */
  start(i: number): number;
  /** UTF-16 offset, as Node.endIndex (one call into wasm). */
  end(i: number): number;
  /** As Node.type (one call into wasm). */
  type(i: number): string;
}

export interface MatchOptions {
  /** Byte range of the UTF-16 text the parser read (as Query.matches' startIndex / endIndex). */
  readonly startIndex?: number;
  readonly endIndex?: number;
  /** As Query.matches' progressCallback: returning true halts the query. */
  readonly progressCallback?: (state: unknown) => boolean;
}

/** `setProperties` of the match's pattern (`#set!`), or undefined. */
export type MatchProperties = Readonly<Record<string, string | null>> | undefined;

export type MatchVisitor = (pattern: number, captures: MatchCaptures, properties: MatchProperties) => void;

/**
 * Visits the matches of `query` in `node`'s tree, in the order Query.matches
 * returns them, skipping those its text predicates reject. `text` is the
 * tree's source text (for the predicates).
 */
export function forEachMatch(query: Query, node: Node, text: string, options: MatchOptions, visit: MatchVisitor): void {
  const fast = runtime();
  const internals = fast && queryInternals(query);
  const handles = fast && nodeHandles(node);
  if (!fast || !internals || !handles) return publicMatches(query, node, options, visit);
  const { module, buffer } = fast;
  const at = buffer >> 2;
  const heap = module.HEAP32;
  for (let i = 0; i < 5; i++) heap[at + i] = handles.words[i]!;
  module.currentQueryProgressCallback = options.progressCallback ?? null;
  let records = 0;
  try {
    module._ts_query_matches_wasm(
      internals.handle, handles.tree,
      0, 0, 0, 0, options.startIndex ?? 0, options.endIndex ?? 0,
      0, 0, 0, 0, 0, 0,
      0xffffffff, 0xffffffff,
    );
    const after = module.HEAP32; // memory may have grown: a new view
    const count = after[at]!;
    records = after[at + 1]!;
    // Nothing below allocates in wasm memory, so this view stays valid.
    const reader = new RecordReader(after, module, at, handles.tree, node.tree.language.types, internals.captureNames, text);
    let word = records >> 2;
    for (let m = 0; m < count; m++) {
      const pattern = after[word]!;
      const captures = after[word + 1]!;
      reader.point(word + 2, captures);
      word += 2 + captures * CAPTURE_WORDS;
      const predicates = internals.textPredicates[pattern]!;
      if (predicates.length > 0 && !predicates.every((p) => p(reader.asCaptures()))) continue;
      visit(pattern, reader, internals.setProperties[pattern]);
    }
  } finally {
    if (records !== 0) module._free(records);
    module.currentQueryProgressCallback = null;
  }
}

/** Words of one capture in a match record: the capture index and a node (id, start, row, column, tree-internal). */
const CAPTURE_WORDS = 6;

class RecordReader implements MatchCaptures {
  private first = 0;
  count = 0;
  private readonly endIndex: (tree: number) => number;
  private readonly symbol: (tree: number) => number;

  constructor(
    private readonly heap: Int32Array,
    module: Runtime,
    private readonly at: number,
    private readonly tree: number,
    private readonly types: readonly (string | null | undefined)[],
    private readonly names: readonly string[],
    private readonly text: string,
  ) {
    // Read once: the module object has hundreds of properties, each lookup is slow.
    this.endIndex = module._ts_node_end_index_wasm;
    this.symbol = module._ts_node_symbol_wasm;
  }

  point(first: number, count: number): void {
    this.first = first;
    this.count = count;
  }

  private word(i: number, offset: number): number {
    return this.heap[this.first + i * CAPTURE_WORDS + offset]!;
  }

  name(i: number): string {
    return this.names[this.word(i, 0)]!;
  }

  start(i: number): number {
    return this.word(i, 2);
  }

  /** Puts capture i's node in the transfer buffer, where the node calls read it. */
  private marshal(i: number): void {
    const heap = this.heap;
    const from = this.first + i * CAPTURE_WORDS + 1;
    for (let k = 0; k < 5; k++) heap[this.at + k] = heap[from + k]!;
  }

  end(i: number): number {
    this.marshal(i);
    return this.endIndex(this.tree);
  }

  type(i: number): string {
    this.marshal(i);
    return this.types[this.symbol(this.tree)] || "ERROR";
  }

  /** The match as web-tree-sitter's text predicates read it: capture names and node texts. */
  asCaptures(): { name: string; node: { text: string } }[] {
    const out: { name: string; node: { text: string } }[] = [];
    for (let i = 0; i < this.count; i++) out.push({ name: this.name(i), node: { text: this.text.slice(this.start(i), this.end(i)) } });
    return out;
  }
}

/** The public API behind the same visitor (when the internals are not as expected). */
function publicMatches(query: Query, node: Node, options: MatchOptions, visit: MatchVisitor): void {
  const matches = query.matches(node, options as Parameters<Query["matches"]>[1]);
  let nodes: Node[] = [];
  let names: string[] = [];
  const captures: MatchCaptures = {
    get count() {
      return nodes.length;
    },
    name: (i) => names[i]!,
    start: (i) => nodes[i]!.startIndex,
    end: (i) => nodes[i]!.endIndex,
    type: (i) => nodes[i]!.type,
  };
  for (const match of matches) {
    nodes = match.captures.map((c) => c.node);
    names = match.captures.map((c) => c.name);
    visit(match.patternIndex, captures, match.setProperties as MatchProperties);
  }
}

type TextPredicate = (captures: { name: string; node: { text: string } }[]) => boolean;

interface Runtime {
  HEAP32: Int32Array;
  currentQueryProgressCallback: ((state: unknown) => boolean) | null;
  readonly _ts_init: () => number;
  readonly _free: (address: number) => void;
  readonly _ts_query_matches_wasm: (...args: number[]) => void;
  readonly _ts_node_end_index_wasm: (tree: number) => number;
  readonly _ts_node_symbol_wasm: (tree: number) => number;
}

const CALLS = ["_ts_init", "_free", "_ts_query_matches_wasm", "_ts_node_end_index_wasm", "_ts_node_symbol_wasm"] as const;

let checked: { module: Runtime; buffer: number } | null | undefined;

function runtime(): { module: Runtime; buffer: number } | null {
  if (checked === undefined) checked = internalRuntime<Runtime>(CALLS);
  return checked;
}

interface QueryInternals {
  readonly handle: number;
  readonly captureNames: readonly string[];
  readonly textPredicates: readonly (readonly TextPredicate[])[];
  readonly setProperties: readonly MatchProperties[];
}

function queryInternals(query: Query): QueryInternals | undefined {
  const q = query as unknown as Partial<Omit<QueryInternals, "handle">> & Handles;
  const handle = q[0];
  if (!isHandle(handle) || !Array.isArray(q.captureNames) || !Array.isArray(q.textPredicates) || !Array.isArray(q.setProperties)) return undefined;
  return { handle, captureNames: q.captureNames, textPredicates: q.textPredicates, setProperties: q.setProperties };
}

type Handles = Partial<Record<0, unknown>>;

/** The five words of `node` as web-tree-sitter marshals it, and the handle of its tree. */
function nodeHandles(node: Node): { words: readonly number[]; tree: number } | undefined {
  const other = (node as unknown as Handles)[0];
  const tree = (node.tree as unknown as Handles)[0];
  if (!isHandle(other) || !isHandle(tree) || !isHandle(node.id)) return undefined;
  return { words: [node.id, node.startIndex, node.startPosition.row, node.startPosition.column, other], tree };
}
