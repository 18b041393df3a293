// Operand checks (diagnostics.md §6.5 "Operators"): E1050 (`and`/`or` need
// Bool operands), E1051 (`!` needs a Bool operand) and E1052 (`*` on
// something that is not a raw pointer); and the tool's own warning for `+`
// of text and a number, which the compiler accepts without a word
// (MCP-TEXT-PLUS). Every check skips operands whose type is unknown; the
// types come from the walk (src/semantic/walk/operators.ts).
import type { AstNode } from "../syntax/ast/ast.js";
import type { OperandFacts } from "../semantic/walk/checks.js";
import { display, fullyKnown, type Type } from "../semantic/types/types.js";
import type { Sink } from "./context.js";
import { macroCallHelp } from "./macro-habit.js";

/** The code of the `+` warning (the tool's own: the compiler has none for it). */
export const TEXT_PLUS_CODE = "MCP-TEXT-PLUS";

/** Primitive values `+` does not turn into text. */
const NOT_TEXT = new Set(["Int", "Int8", "Int16", "Int32", "Float", "Float32", "Bool", "Char"]);

/** The rules of operator `op` at `node` over its operands' facts; `text` is the file's source (a help writes its code back). */
export function operatorRules(sink: Sink, node: AstNode, op: string, operands: readonly OperandFacts[], text: string): void {
  switch (op) {
    case "and":
    case "or": {
      const bad = operands.find((o) => o.node && fullyKnown(o.type) && !isBool(o.type));
      if (bad?.node) sink.report("E1050", bad.node, `\`${op}\` needs Bool operands, but this one is ${display(bad.type)}`, { phase: "types" });
      return;
    }
    case "!": {
      const operand = operands[0];
      if (operand?.node && fullyKnown(operand.type) && !isBool(operand.type)) {
        const help = macroCallHelp(node, text);
        sink.report("E1051", operand.node, `\`!\` needs a Bool operand, but this one is ${display(operand.type)}`, { phase: "types", ...(help ? { help } : {}) });
      }
      return;
    }
    case "*": {
      const operand = operands[0];
      if (operand && fullyKnown(operand.type)) {
        sink.report("E1052", node, `only raw pointers (\`*T\`) can be dereferenced, but this value is ${display(operand.type)}`, { phase: "types" });
      }
      return;
    }
    case "+": {
      const [left, right] = operands;
      if (!left?.type || !right?.type) return;
      const other = isString(left.type) ? right.type : isString(right.type) ? left.type : undefined;
      if (!other || other.k !== "prim" || !NOT_TEXT.has(other.name)) return;
      const at = node.children.find((c) => !c.named && c.type === "+") ?? node;
      sink.report(TEXT_PLUS_CODE, at, `\`+\` of String and ${display(other)}: \`+\` joins two Strings and converts nothing to text, so the compiler gives this no type (diagnostics.md §6.5) and accepts it without a word`, {
        phase: "types",
        severity: "warning",
        help: "build the text with an f-string, `f\"total: {n}\"`",
      });
      return;
    }
    default:
      return;
  }
}

function isString(t: Type): boolean {
  return t.k === "prim" && t.name === "String";
}

function isBool(t: Type): boolean {
  return t.k === "prim" && t.name === "Bool";
}
