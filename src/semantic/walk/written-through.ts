// The fields a call writes through: a receiver of a method taking `&mut self`
// (`a.b.inc()`), an argument passed to a `&mut` parameter (`note(t.log)`).
// Their member uses become writes (find_references kind `write`), as
// `t.log = v` and `&mut t.log` are; the name at the root (`a` of `a.inc()`,
// `a.b.inc()`, `note(a.log)`) is lent for writing, as `inc(a)` to a `&mut`
// parameter lends it and `a.n = 5` writes through it (roles.ts).
import { unparenthesized, type AstNode } from "../../syntax/ast/ast.js";
import type { Walker } from "./walker.js";

/** The fields a receiver expression reaches its value through (`a.b` of `a.b.inc()`, `xs[0].c`): written by the call; the name at its root is lent. */
export function writtenThrough(w: Walker, receiver: AstNode): void {
  let node: AstNode | null = receiver;
  for (let depth = 0; node && depth < 64; depth++) {
    node = unparenthesized(node);
    if (node?.type === "identifier") {
      w.recorder.lendReference(node);
      return;
    }
    if (node?.type === "field_expression") {
      const field = node.get("field");
      if (field) w.recorder.writeMember(field);
      node = node.get("object");
    } else if (node?.type === "index_expression") {
      node = node.get("object");
    } else return;
  }
}
