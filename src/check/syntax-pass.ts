// Syntax-class checks (SYN in diagnostics.md): the parser's own E0xxx
// diagnostics, labelled `break`/`continue` (E1070: loops cannot carry labels,
// so every label is unknown), raw-pointer dereference outside `unsafe`
// (E2027, independent of the operand's type) and `Type` itself defined with
// generic parameters (E1091); and the tool's warnings for `t.0` read as `t`
// and the float `.0` (numeric-field.ts), `i++` read as `i + +…`
// (increment.ts), a block comment left open (unclosed-comment.ts) and arm
// patterns the compiler reads as `_` (wildcard-patterns.ts), interpolations
// it keeps as text for an `&&` or `||` in them (text-interpolations.ts), a
// cast whose type takes the operator after it (cast-type.ts) and a character
// literal of several characters (char-literal.ts).
import { dataOf, type AstNode } from "../syntax/ast/ast.js";
import { operatorOf } from "../semantic/types/const-eval.js";
import { castTypeRule } from "./cast-type.js";
import { charLiteralRule } from "./char-literal.js";
import { Sink, type RawDiagnostic } from "./context.js";
import { incrementRule } from "./increment.js";
import { numericFieldRule } from "./numeric-field.js";
import { unclosedCommentRule } from "./unclosed-comment.js";
import { textInterpolationRule } from "./text-interpolations.js";
import { wildcardPatternRule } from "./wildcard-patterns.js";

const NONE: readonly RawDiagnostic[] = [];

/**
 * E1070, E1091 and E2027 of the file whose AST is `root`, in source order (see
 * `toDiagnostic`). Each top-level statement's result is cached on its node
 * (kept by an incremental re-copy while the statement is unchanged).
 */
export function syntaxPass(file: string, root: AstNode, text: string): RawDiagnostic[] {
  const out: RawDiagnostic[] = [];
  const sink = new Sink({ file });
  let previous: AstNode | undefined;
  for (const item of root.children) {
    // Across two top-level statements: not cached with either.
    const glued = sink.raw.length;
    if (previous) numericFieldRule(sink, previous, item);
    for (const d of sink.raw.slice(glued)) out.push(d);
    previous = item;
    if (item.children.length === 0) continue;
    const data = dataOf(item);
    let cached = data.syntaxPass as { file: string; raw: readonly RawDiagnostic[] } | undefined;
    if (!cached || cached.file !== file) {
      const start = sink.raw.length;
      visit(item, false, sink, text);
      cached = { file, raw: sink.raw.length > start ? sink.raw.slice(start) : NONE };
      data.syntaxPass = cached;
    }
    for (const d of cached.raw) out.push(d);
  }
  // A block comment left open at the end swallows the rest of the file (the text after the last statement).
  const before = sink.raw.length;
  unclosedCommentRule(sink, text, root.children[root.children.length - 1]?.end ?? 0);
  for (const d of sink.raw.slice(before)) out.push(d);
  return out;
}

function visit(node: AstNode, inUnsafe: boolean, sink: Sink, text: string): void {
  const stack: [AstNode, boolean][] = [[node, inUnsafe]];
  while (stack.length > 0) {
    const [current, unsafe] = stack.pop() as [AstNode, boolean];
    switch (current.type) {
      case "break_expression":
      case "continue_expression": {
        const label = current.get("label");
        if (label && !label.missing) {
          const keyword = current.type === "break_expression" ? "break" : "continue";
          sink.report("E1070", current, `\`${keyword} ::${label.leafText}\` names the label '${label.leafText}', but loops cannot carry labels`, { phase: "types" });
        }
        break;
      }
      case "generic_type_definition":
        // `Type: (T: Type) -> Type = …`: the meta-type itself defined with generic parameters (the plain
        // self-definition, E1090, the reference accepts silently: nothing is reported for it).
        if (current.get("name")?.leafText === "Type") {
          sink.report("E1091", current, "`Type` is defined in terms of itself with generic parameters", { phase: "types", help: "give the generic type its own name, e.g. `Box: (T: Type) -> Type = { … }`" });
        }
        break;
      case "unary_expression":
        if (!unsafe && operatorOf(current) === "*") {
          sink.report("E2027", current, "`*` dereferences outside an `unsafe { }` block: only a raw pointer (`*T`) is dereferenced, and only inside `unsafe`", { phase: "ownership" });
        }
        break;
      case "binary_expression":
        incrementRule(sink, current);
        castTypeRule(sink, current, text);
        break;
      case "match_arm":
        wildcardPatternRule(sink, current);
        break;
      case "interpolation":
        textInterpolationRule(sink, current, text);
        break;
      default:
        break;
    }
    const nowUnsafe = unsafe || current.type === "unsafe_expression";
    for (let i = current.children.length - 1; i >= 0; i--) {
      const child = current.children[i] as AstNode;
      // `t.0` wherever it stands: two neighbours, the second starting with a float `.0` glued to the first.
      if (i > 0 && current.children[i - 1]!.end === child.start) numericFieldRule(sink, current.children[i - 1]!, child);
      if (child.type === "char_literal") charLiteralRule(sink, child, text);
      if (child.children.length > 0) stack.push([child, nowUnsafe]);
    }
  }
}
