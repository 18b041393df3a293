// Arm patterns the compiler turns into `_` without a word (syntax.md §7.2:
// it reads a pattern as an expression and converts it; "any other
// expression converts to `_`"): a call whose callee is not a plain name
// (`(Color.green(v))`, as Rust or Swift would write it), a list `[1, 2]`,
// an f-string and, inside parentheses, a negative number `(-1)` or an
// operation (`(a + b)`, `(!ok)`, a range, a cast, an index, a `?`, a call
// or a field of a call's result). Such an arm
// matches every value and binds nothing, so the arms after it never run and
// a name it seems to bind is undefined. The grammar parses them (so that the
// tree has no ERROR node) and the walker binds nothing for them; a warning
// of the tool's own says what the compiler does. (At the top of an arm,
// `-1 =>` and `Color.green(v) =>` are syntax errors: the reference parser
// model reports those.)
import type { AstNode } from "../syntax/ast/ast.js";
import type { Sink } from "./context.js";

/** The code of the warning (the tool's own: the compiler has none for it). */
export const WILDCARD_PATTERN_CODE = "MCP-PATTERN-WILDCARD";

/** What a converted pattern is and how to write what was meant. */
interface Converted {
  readonly what: string;
  readonly help: string;
}

/** Reports each pattern of `arm` that the compiler reads as `_`. */
export function wildcardPatternRule(sink: Sink, arm: AstNode): void {
  const pattern = arm.get("pattern");
  if (!pattern) return;
  const stack: [AstNode, boolean][] = [[pattern, false]];
  while (stack.length > 0) {
    const [node, nested] = stack.pop()!;
    const converted = convertedPattern(node, nested);
    if (converted) {
      sink.report(WILDCARD_PATTERN_CODE, node, `the compiler reads this pattern as \`_\`: ${converted.what}, so it matches every value and binds nothing`, {
        phase: "syntax",
        severity: "warning",
        help: converted.help,
      });
      continue;
    }
    if (node.type !== "tuple_pattern" && node.type !== "constructor_pattern") continue;
    for (const child of node.namedChildren) if (child.field !== "constructor") stack.push([child, true]);
  }
}

/** `node` as the compiler converts it, when that is a silent `_`; `nested`: inside parentheses. */
function convertedPattern(node: AstNode, nested: boolean): Converted | undefined {
  switch (node.type) {
    case "constructor_pattern": {
      const callee = node.get("constructor");
      if (callee?.type !== "pattern_path" || !nested) return undefined;
      const names = callee.namedChildren.map((name) => name.leafText);
      return {
        what: `a call whose callee is not a plain name (\`${names.join(".")}\`) is no constructor pattern`,
        help: `name the variant alone: \`(${names[names.length - 1]}(…))\``,
      };
    }
    case "pattern_operation":
      return operationConverted(node.children.find((c) => c.field === "operator")?.leafText ?? "");
    case "list_expression":
      return { what: "a list is no pattern", help: "take the list apart another way, e.g. compare it with `==` in an `if`" };
    case "literal_pattern":
      if (node.namedChildren[0]?.type === "format_string") {
        return { what: "an f-string is no pattern", help: "match a plain string literal, or compare with `==` in an `if`" };
      }
      if (nested && node.children[0]?.type === "-") {
        const written = `-${node.namedChildren[0]?.leafText ?? ""}`;
        return { what: `a negative number (\`${written}\`) is a unary expression, no literal pattern`, help: `compare with \`==\` in an \`if\` (\`if n == ${written} { … }\`)` };
      }
      return undefined;
    default:
      return undefined;
  }
}

/** What an operation in parentheses is, by its operator (`[` an index, `(` a call and `.` a field of a call's result). */
function operationConverted(operator: string): Converted {
  const compare = "bind the value to a name and compare it in an `if`, in the arm's body or before the match";
  switch (operator) {
    case "..":
      return { what: "a range (`..`) is no pattern", help: "test the range in an `if` (`if n >= a and n < b { … }`)" };
    case "as":
      return { what: "a cast (`as`) is no pattern", help: "bind the value to a name and cast it in the arm's body" };
    case "[":
      return { what: "an index (`[…]`) is no pattern", help: `${compare} (\`if n == xs[0] { … }\`)` };
    case "?":
      return { what: "a `?` is no pattern", help: "match the value's `Some(v)` / `Ok(v)` in an arm of its own" };
    case "(":
      return { what: "a call of a call's result is no constructor pattern", help: `${compare} (\`if n == g(1)(2) { … }\`)` };
    case ".":
      return { what: "a field of a computed value (not a dotted name) is no pattern", help: `${compare} (\`if n == g(1).x { … }\`)` };
    default:
      return { what: `an operation (\`${operator}\`) is no pattern`, help: `${compare} (\`if n == a + b { … }\`)` };
  }
}
