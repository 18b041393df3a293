// The role of a name occurrence, from where it stands in the tree.
import type { AstNode } from "../../syntax/ast/ast.js";
import type { MemberRole, ReferenceRole } from "./model.js";

/** Callee, assigned name, name lent for writing, named argument, type name, or a read. */
export function roleOf(node: AstNode): ReferenceRole {
  if (node.type === "type_identifier") return "type";
  const parent = node.parent;
  if (!parent) return "read";
  if (isNamedArgumentName(node)) return "argument";
  if (parent.type === "call_expression" && node.field === "function") return "call";
  if (parent.type === "assignment_expression" && node.field === "left") return "write";
  // `note(&mut g)`: what the callee writes through the borrow is `g`'s (as `&mut t.log` writes the field: memberRole).
  if (parent.type === "borrow_expression" && node.field === "operand" && parent.token("&mut") !== null) return "lend";
  // The `T` of a method target `T.m: … = …` names the type.
  if (parent.type === "field_expression" && node.field === "object" && parent.field === "target" && parent.parent?.type === "binding" && parent.parent.parent?.type === "source_file") return "type";
  // `t.n = 5`, `xs[0] = 9`, `&mut t.log`: the value of the name at the root of a place written through is changed too.
  if ((parent.type === "field_expression" || parent.type === "index_expression") && node.field === "object" && isWrittenPlace(outermostPlace(parent))) return "lend";
  return "read";
}

/** The role of a member token (`p.norm()`: call; `p.x = v`, also inside an expression or through a part of it, `p.xs[0] = v`, and `&mut p.x`, which lends it for writing: write). */
export function memberRole(field: AstNode): MemberRole {
  const access = field.parent;
  if (!access) return "read";
  if (access.parent?.type === "call_expression" && access.field === "function") return "call";
  // What is written or lent for writing may be a part of the field's value: `r.slots[1] = v`,
  // `ledger.loans[i].state = s`, `bump(&mut r.slots[0])` change what the field holds (57a D2).
  return isWrittenPlace(outermostPlace(access)) ? "write" : "read";
}

/** The whole place a field access or index is part of (`ledger.loans[i].state` of its `loans`). */
function outermostPlace(access: AstNode): AstNode {
  let place = access;
  while (place.parent && (place.parent.type === "index_expression" || place.parent.type === "field_expression") && place.field === "object") place = place.parent;
  return place;
}

/** Whether `place` is assigned (a binding's target, or inside an expression: `(go(d)) => c.km = c.km + d`, §5.5) or lent for writing (`&mut p.x`). */
function isWrittenPlace(place: AstNode): boolean {
  const parent = place.parent;
  if (parent?.type === "binding" && place.field === "target") return true;
  if (parent?.type === "assignment_expression" && place.field === "left") return true;
  return parent?.type === "borrow_expression" && place.field === "operand" && parent.token("&mut") !== null;
}

/** The name of a named argument (`Box(size = 1)`, `grow(b, by = 2)`): it gives the field or parameter its value. */
export function isNamedArgumentName(node: AstNode): boolean {
  return node.parent?.type === "named_argument" && node.field === "name";
}
