// Whether a binding statement binds a function: its value is a lambda
// (`f = (a) => …`) or its annotation a function type (`f: (a: Int) -> Int =
// …`, grouped or not). The checker's same-name rule for local functions and
// the doc comments of local declarations both ask it.
import type { AstNode } from "../../syntax/ast/ast.js";
import { withoutGrouping } from "./grouping.js";

export function isFunctionBinding(statement: AstNode): boolean {
  return statement.get("value")?.type === "lambda" || withoutGrouping(statement.get("type"))?.type === "function_type";
}
