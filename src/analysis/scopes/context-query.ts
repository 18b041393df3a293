// What the scope graph needs from the tree besides locals.scm's captures,
// read from the plain copy of the tree (src/syntax/ast/ast.ts) in one walk: the
// node behind each captured identifier and scope, which identifiers are
// called or assigned, and every member access `recv.member` (member names
// are not lexical names, so locals.scm does not capture them).
import type { AstNode } from "../../syntax/ast/ast.js";
import { scopeKey } from "../../semantic/model/locals-query.js";

export interface MemberSite {
  readonly object: AstNode;
  readonly member: AstNode;
}

export interface TreeFacts {
  /** Start offsets of the identifier / type-identifier leaves, in document order (non-decreasing). */
  readonly nameStarts: readonly number[];
  /** The leaves themselves, aligned with nameStarts. */
  readonly nameNodes: readonly AstNode[];
  /** Nodes by scopeKey(start, type). */
  readonly nodes: ReadonlyMap<number, AstNode>;
  /** Start offsets of identifiers that are the callee of a call. */
  readonly calls: ReadonlySet<number>;
  /** Start offsets of identifiers that are the left side of an assignment expression. */
  readonly writes: ReadonlySet<number>;
  /** Start offsets of member names that are called (`p.norm()`). */
  readonly memberCalls: ReadonlySet<number>;
  /** Start offsets of member names written by a statement (`cfg.retries = 3`, `T.m = …`). */
  readonly memberWrites: ReadonlySet<number>;
  /** Every member access, in document order. */
  readonly members: readonly MemberSite[];
}

/** Node types locals.scm captures as scopes (the only inner nodes looked up by position). */
const SCOPE_TYPES = new Set([
  "block", "lambda", "binding", "generic_type_definition", "record_type", "for_expression",
  "spawn_for_expression", "list_comprehension", "match_arm",
]);

export function treeFacts(root: AstNode): TreeFacts {
  const nameStarts: number[] = [];
  const nameNodes: AstNode[] = [];
  const nodes = new Map<number, AstNode>();
  const calls = new Set<number>();
  const writes = new Set<number>();
  const memberCalls = new Set<number>();
  const memberWrites = new Set<number>();
  const members: MemberSite[] = [];
  const stack: AstNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const type = node.type;
    if (type === "identifier" || type === "type_identifier") {
      // Pre-order visits leaves in document order.
      nameStarts.push(node.start);
      nameNodes.push(node);
      const parent = node.parent;
      if (parent && node.field !== null) {
        if (parent.type === "call_expression" && node.field === "function") calls.add(node.start);
        else if (parent.type === "assignment_expression" && node.field === "left") writes.add(node.start);
      }
      continue;
    }
    if (SCOPE_TYPES.has(type)) nodes.set(scopeKey(node.start, type), node);
    if (type === "field_expression") {
      const object = node.get("object");
      const member = node.get("field");
      if (object && member?.type === "identifier") {
        members.push({ object, member });
        const parent = node.parent;
        if (parent?.type === "call_expression" && node.field === "function") memberCalls.add(member.start);
        else if (parent?.type === "binding" && node.field === "target") memberWrites.add(member.start);
      }
    }
    const kids = node.children;
    for (let i = kids.length - 1; i >= 0; i--) if (kids[i]!.named) stack.push(kids[i]!);
  }
  members.sort((a, b) => a.member.start - b.member.start);
  return { nameStarts, nameNodes, nodes, calls, writes, memberCalls, memberWrites, members };
}
