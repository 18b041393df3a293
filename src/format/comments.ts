// Decides where every comment is printed, before anything is printed.
// Unlike the reference (which works from statement anchor lines and drops or
// duplicates comments, formatting.md §10), each comment gets exactly one
// place:
//  - inside a "container" (statement lists, match arms, delimited lists, type
//    bodies) a comment is the trailing comment of the item it follows on the
//    same line, else a leading comment of the next item, else a dangling
//    comment before the closing delimiter;
//  - anywhere else it sticks to the nearest named node: after the node it
//    follows, or before the node it precedes. Newlines are not statement
//    terminators in YaoXiang (syntax.md §2), so the line break a `//` comment
//    needs is safe there.
import type { CstComment, CstNode } from "./cst.js";

/** Item children of the node types that lay out comments themselves. */
const CONTAINER_ITEMS: Record<string, (node: CstNode) => CstNode[]> = {
  source_file: statementItems,
  block: statementItems,
  match_block: node => node.children.filter(c => c.type === "match_arm"),
  argument_list: namedItems,
  list_expression: namedItems,
  dictionary: namedItems,
  lambda_parameters: namedItems,
  parameter_list: namedItems,
  record_type: namedItems,
  use_list: namedItems,
  tuple_expression: namedItems,
  unit_expression: namedItems,
  tuple_type: namedItems,
  tuple_pattern: namedItems,
  type_arguments: namedItems,
  binding_positions: namedItems,
};

function statementItems(node: CstNode): CstNode[] {
  return node.children.filter(c => c.named && c.type !== "empty_statement");
}

function namedItems(node: CstNode): CstNode[] {
  return node.children.filter(c => c.named);
}

export function containerItems(node: CstNode): CstNode[] {
  return (CONTAINER_ITEMS[node.type] ?? namedItems)(node);
}

export class CommentMap {
  readonly leading = new Map<CstNode, CstComment[]>();
  readonly trailing = new Map<CstNode, CstComment[]>();
  readonly dangling = new Map<CstNode, CstComment[]>();
  readonly before = new Map<CstNode, CstComment[]>();
  readonly after = new Map<CstNode, CstComment[]>();
  /** How often each comment (by index) was emitted; checked after printing. */
  readonly emitted: number[];
  /** `//` comments emitted since the innermost `scoped` call began. */
  private lineCommentsInScope = 0;

  constructor(readonly all: readonly CstComment[]) {
    this.emitted = all.map(() => 0);
  }

  leadingOf(node: CstNode): CstComment[] {
    return this.leading.get(node) ?? [];
  }

  trailingOf(node: CstNode): CstComment[] {
    return this.trailing.get(node) ?? [];
  }

  danglingOf(node: CstNode): CstComment[] {
    return this.dangling.get(node) ?? [];
  }

  /** Comments inside a container's own layout (not nested deeper). */
  hasOwnComments(container: CstNode, items: readonly CstNode[]): boolean {
    return this.dangling.has(container) || items.some(i => this.leading.has(i) || this.trailing.has(i));
  }

  /** Records that a comment was printed and returns its text. */
  emit(comment: CstComment): string {
    this.emitted[comment.index] = (this.emitted[comment.index] ?? 0) + 1;
    if (comment.kind === "line") this.lineCommentsInScope++;
    return comment.text;
  }

  /**
   * Runs `print` as a scope of its own: what it prints, and how many `//`
   * comments it emitted. The enclosing scope's count is left as it was, so a
   * block printed inside a statement hides its comments from the statement
   * (print-blocks.ts: a block's comments are its own statements' business).
   */
  scoped<T>(print: () => T): { result: T; lineComments: number } {
    const outer = this.lineCommentsInScope;
    this.lineCommentsInScope = 0;
    try {
      const result = print();
      return { result, lineComments: this.lineCommentsInScope };
    } finally {
      this.lineCommentsInScope = outer;
    }
  }

  /** True when every comment was printed exactly once. */
  allEmittedOnce(): boolean {
    return this.emitted.every(n => n === 1);
  }
}

function push(map: Map<CstNode, CstComment[]>, node: CstNode, comment: CstComment): void {
  const list = map.get(node);
  if (list) list.push(comment);
  else map.set(node, [comment]);
}

export function assignComments(root: CstNode, comments: readonly CstComment[]): CommentMap {
  const map = new CommentMap(comments);
  assign(root, comments.slice(), map);
  return map;
}

function assign(node: CstNode, comments: CstComment[], map: CommentMap): void {
  if (comments.length === 0) return;
  const perChild = new Map<CstNode, CstComment[]>();
  const own: CstComment[] = [];
  let ci = 0;
  const children = node.children;
  for (const comment of comments) {
    while (ci < children.length && children[ci]!.end <= comment.start) ci++;
    const child = children[ci];
    if (child && child.start <= comment.start && comment.end <= child.end) push(perChild, child, comment);
    else own.push(comment);
  }
  for (const [child, list] of perChild) assign(child, list, map);
  if (own.length === 0) return;
  if (node.type in CONTAINER_ITEMS) assignInContainer(node, own, map);
  else assignNearNode(node, own, map);
}

function assignInContainer(container: CstNode, comments: CstComment[], map: CommentMap): void {
  const items = containerItems(container);
  // Comments and items are both in source order: one forward pass.
  let next = 0;
  for (const comment of comments) {
    while (next < items.length && items[next]!.end <= comment.start) next++;
    const prev = next > 0 ? items[next - 1] : undefined;
    const following = items[next];
    // `a /* x */, b`: before the separator the comment still belongs to `a`;
    // after it (`a, /* x */ b`, `a = 1; /* x */ b = 2`) to `b` when on its line.
    const beforeSeparator = prev !== undefined && !hasSeparatorBetween(container, prev.end, comment.start);
    const sameLineAsNext = following !== undefined && following.startRow === comment.endRow;
    if (prev && comment.startRow === prev.endRow && (beforeSeparator || !sameLineAsNext)) {
      push(map.trailing, prev, comment);
    } else if (following) push(map.leading, following, comment);
    else push(map.dangling, container, comment);
  }
}

/** Item separators: a list's comma, and a statement list's `;` (an empty statement). */
const SEPARATORS: ReadonlySet<string> = new Set([",", "empty_statement"]);

function hasSeparatorBetween(container: CstNode, from: number, to: number): boolean {
  if (to - from < 1) return false;
  // Binary search for the first child at or after `from`.
  const children = container.children;
  let lo = 0;
  let hi = children.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (children[mid]!.start < from) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < children.length && children[i]!.end <= to; i++) {
    if (SEPARATORS.has(children[i]!.type)) return true;
  }
  return false;
}

function assignNearNode(node: CstNode, comments: CstComment[], map: CommentMap): void {
  const children = node.children;
  for (const comment of comments) {
    let prevAny: CstNode | undefined;
    let prevNamed: CstNode | undefined;
    let nextNamed: CstNode | undefined;
    for (const child of children) {
      if (child.end <= comment.start) {
        prevAny = child;
        if (child.named) prevNamed = child;
      } else if (child.start >= comment.end && child.named) {
        nextNamed = child;
        break;
      }
    }
    // Stick to the token the comment touches: `x = // c` belongs before the
    // value, `a // c` + `+ b` after the operand.
    if (prevAny?.named) push(map.after, prevAny, comment);
    else if (nextNamed) push(map.before, nextNamed, comment);
    else if (prevNamed) push(map.after, prevNamed, comment);
    else push(map.after, node, comment);
  }
}
