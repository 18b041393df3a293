// The role of a name occurrence, from where it stands in the tree.
import type { AstNode } from "../../syntax/ast/ast.js";
import type { ReferenceRole } from "./model.js";

/** Callee, assigned name, type name, or a read. */
export function roleOf(node: AstNode): ReferenceRole {
  if (node.type === "type_identifier") return "type";
  const parent = node.parent;
  if (!parent) return "read";
  if (parent.type === "call_expression" && node.field === "function") return "call";
  if (parent.type === "assignment_expression" && node.field === "left") return "write";
  // The `T` of a method target `T.m: … = …` names the type.
  if (parent.type === "field_expression" && node.field === "object" && parent.field === "target" && parent.parent?.type === "binding" && parent.parent.parent?.type === "source_file") return "type";
  return "read";
}

/** The role of a member token (`p.norm()`: call; `p.x = v`, also inside an expression, and `&mut p.x`, which lends it for writing: write). */
export function memberRole(field: AstNode): "read" | "write" | "call" {
  const access = field.parent;
  if (!access) return "read";
  const parent = access.parent;
  if (parent?.type === "call_expression" && access.field === "function") return "call";
  if (parent?.type === "binding" && access.field === "target") return "write";
  // `(go(d)) => c.km = c.km + d`: an assignment inside an expression (a match arm's value, §5.5).
  if (parent?.type === "assignment_expression" && access.field === "left") return "write";
  if (parent?.type === "borrow_expression" && access.field === "operand" && parent.token("&mut") !== null) return "write";
  return "read";
}
