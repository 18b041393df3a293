// Conditions and `?` (diagnostics.md §6.5): the condition of an `if` or a
// `while` must be Bool (E1002 for a statement-level `if`, as the reference
// reports it, else E1054); `?` needs a function that returns `Result(T, E)`
// (E1081), a Result operand (E1082) and an error type the function's errors
// accept (E1083); a loop runs over something iterable (E3004).
import type { AstNode } from "../syntax/ast/ast.js";
import { BOOL, compatible, display, errorFits, fullyKnown, resultParts, type Type } from "../semantic/types/types.js";
import type { Sink } from "./context.js";
import { ternaryHelpOnLine } from "../syntax/reference-parser.js";

export function conditionRule(sink: Sink, node: AstNode, condition: AstNode, type: Type, form: "if-statement" | "if-expression" | "while"): void {
  if (!fullyKnown(type) || compatible(type, BOOL)) return;
  const what = form === "while" ? "while" : "if";
  const message = `the condition of \`${what}\` must be Bool, but it is ${display(type)}`;
  // `if c = "" {`: `=` assigns (and the condition is the assigned value); `==` compares.
  const help = condition.type === "assignment_expression" ? "`=` assigns; to compare, write `==`" : "a condition is a Bool: compare the value explicitly (`n != 0`, `s != \"\"`, `len(xs) > 0`)";
  if (form === "if-statement") sink.report("E1002", node.children[0] ?? node, message, { phase: "types", help });
  else sink.report("E1054", condition, message, { phase: "types", help });
}

/** Types no loop can run over: numbers, Bool, Char, Void (a String, a list, a range, a dict… can be; unknown ones are let be). */
const NOT_ITERABLE = new Set(["Int", "Int8", "Int16", "Int32", "Float", "Float32", "Bool", "Char", "Void"]);

/**
 * `for i in n` with `n: Int`: E3004 at the value looped over (diagnostics.md §2; the reference finds it
 * while generating IR, which `yaoxiang check` runs).
 */
export function iterableRule(sink: Sink, iterable: AstNode, type: Type): void {
  const value = type.k === "ref" ? type.inner : type;
  if (value.k !== "prim" || !NOT_ITERABLE.has(value.name)) return;
  sink.report("E3004", iterable, `cannot iterate over a value of type ${display(value)}`, {
    phase: "codegen",
    help: value.name.startsWith("Int") ? "to loop n times, iterate over a range: `for i in 0..n { … }`" : "iterate over a list, a range or another collection",
  });
}

export function tryOutsideResultRule(sink: Sink, question: AstNode, text: string): void {
  // `x = c ? a : b` (C, TypeScript): the `?` reads as the try operator (107a L8: told to make the result a Result).
  const ternary = ternaryHelpOnLine(text, question.start);
  sink.report("E1081", question, "`?` is used in a function whose declared result is not `Result(T, E)`", { phase: "types", ...(ternary ? { help: ternary } : {}) });
}

/** `return` alone where the function declares a result: the call's value would be missing (E1002 at `return`). */
export function bareReturnRule(sink: Sink, node: AstNode, result: Type): void {
  sink.report("E1002", node, `\`return\` without a value in a function that returns ${display(result)}`, {
    phase: "types",
    help: `return a value of type ${display(result)} (\`return …\`), or declare the result Void`,
  });
}

/**
 * A function declared to return a value whose body can end without one
 * (falls-through.ts): E1002 at the body's `}`, as for a bare `return` (the
 * call would have no value; 105b P2). Not in the reference's view.
 */
export function endsWithoutValueRule(sink: Sink, close: AstNode, result: Type): void {
  sink.report("E1002", close, `the function returns ${display(result)}, but its body can end here without a value: a path reaches the end with no \`return\``, {
    phase: "types",
    help: `end every path with \`return …\` (a value of type ${display(result)}), or declare the result Void`,
  });
}

export function tryOperandRule(sink: Sink, question: AstNode, operand: Type, errorType: Type | null): void {
  // A user-declared `Result` is a Result too (types.ts resultParts).
  const parts = resultParts(operand);
  if (fullyKnown(operand) && !parts && operand.k !== "option") {
    sink.report("E1082", question, `\`?\` needs a Result, but the operand is ${display(operand)}`, { phase: "types" });
    return;
  }
  if (parts && errorType && fullyKnown(parts.err) && fullyKnown(errorType) && !errorFits(parts.err, errorType)) {
    sink.report("E1083", question, `\`?\` would propagate an error of type ${display(parts.err)}, but the function's errors are ${display(errorType)}`, { phase: "types" });
  }
}
