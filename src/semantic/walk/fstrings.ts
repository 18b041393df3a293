// F-string interpolations as the reference reads them (syntax.md §1.12).
//
// - Its lexer turns `{{` into `{` before its parser splits the f-string, so
//   the parser reads `f"{{name}}"` as an interpolation of `name` (syntax.md
//   §11 row 22), and `f"{{a + 1}}"` of `a + 1`. Our grammar keeps `{{`/`}}`
//   as escapes (the documented intent); the walk reads the text between them
//   as the compiler does (brace-interpolation.ts parses it), so the checker
//   reports what the compiler will there and the model records its uses.
// - Each interpolation's text is trimmed and re-lexed on its own, so the
//   reference's positions inside it are relative to that text (line 1,
//   column 1 = its first character). Only the reference's view (conformance)
//   uses those positions; our diagnostics keep the real ones.
import type { AstNode } from "../../syntax/ast/ast.js";
import { backslashOutsideStrings, compilerInterpolation, INFIX_WORDS, unlexableOperator } from "../../syntax/interpolation-lexing.js";

/**
 * The text nodes of `fstring` that stand between a `{{` and the next `}}` or
 * lone `}`, with nothing else between: the compiler reads each as an interpolation
 * (syntax.md §1.12; brace-interpolation.ts parses it). Text with a `\\` or
 * a `}` in it is left alone: the lexer's copy of it is not the text.
 */
export function braceContents(fstring: AstNode, text: string): AstNode[] {
  const out: AstNode[] = [];
  const parts = fstring.children;
  for (let i = 0; i + 2 < parts.length; i++) {
    const [open, content, close] = [parts[i]!, parts[i + 1]!, parts[i + 2]!];
    if (open.type !== "brace_escape" || text.slice(open.start, open.end) !== "{{") continue;
    // `{{a}` too: a lone `}` is a `}` to the lexer as `}}` is, and closes the interpolation (105c Q3).
    const closing = text.slice(close.start, close.end);
    if (content.type !== "string_content" || close.type !== "brace_escape" || (closing !== "}}" && closing !== "}")) continue;
    const raw = text.slice(content.start, content.end);
    if (raw.includes("\\") || raw.includes("}")) continue;
    out.push(content);
    i += 2;
  }
  return out;
}

/**
 * The expression of an f-string interpolation, or null when it is text to
 * the reference: it re-lexes and parses the interpolation's raw text on its
 * own and keeps what fails as literal text (syntax.md §1.12), so an
 * interpolation that does not lex (`{pick(1, \"Ana\")}`, whose `\` is no
 * token outside a string) is not code: not checked, and nothing in it is a
 * use of a name. One that lexes but that our grammar reads only in part is
 * its leading complete expression, if it has one (the rest is ignored).
 */
export function interpolatedExpression(part: AstNode, text: string): AstNode | null {
  if (part.type !== "interpolation") return null;
  const expression = part.get("expression");
  // `&&` and `||` are no tokens of the compiler's lexer (§1.6), though our grammar reads them: the whole interpolation is text (87a D4).
  if (unlexableOperator(text.slice(part.start, part.end))) return null;
  // Its lexer counts the braces of the raw text, in literals too: where it does not close the interpolation after
  // the expression our grammar reads (`{add(n, '}')}` ends inside the literal), it reads text there, or fails (111a F2).
  if (expression && compilerReading(part, expression, text) !== "same") return null;
  // One our grammar reads after an interpolation whose format spec holds braces is that spec's text to the compiler
  // (`{n:>{w}.{p}}`: `{p}`, 113a).
  if (withinEarlierSpec(part, text)) return null;
  if (!containsError(part)) return expression;
  // A `\` outside a string literal does not lex there: the whole interpolation is text.
  if (backslashOutsideStrings(text.slice(part.start, part.end))) return null;
  // "Trailing tokens after a complete expression are silently ignored" (`{a b}`, `{t.0}`: `t` then the
  // float `.0`, §1.5): our grammar reads the leading expression as the interpolation's, or puts it in an ERROR; that one is the value.
  const first = part.namedChildren[0];
  const lead = first?.isError && first.namedChildren.length === 1 ? bareName(first.namedChildren[0] as AstNode) : first === expression ? first : null;
  if (!lead || containsError(lead) || !LEADING_EXPRESSIONS.has(lead.type)) return null;
  // Only what the interpolation starts with leads it: in `{if ok}` our grammar's recovery dropped the `if`, the compiler's
  // first token, whose parse then fails (text, 111a F1).
  if (text.slice(part.start + 1, lead.start).trim() !== "") return null;
  // Its parser stops before a token that cannot go on with the expression (another operand); one that
  // can (`{a +}`: an operator) goes on, fails, and the whole interpolation is text.
  const rest = text.slice(lead.end, part.end - 1).trimStart();
  return rest === "" || !goesOn(rest) ? lead : null;
}

/**
 * How the compiler's lexer reads interpolation `part` of an f-string (interpolation-lexing.ts). A `{{ … }}` one,
 * parsed apart from its text (brace-interpolation.ts), has no braces of its own there: "same".
 */
export function compilerReading(part: AstNode, expression: AstNode, text: string): "same" | "early" | "on" {
  const fstring = part.parent;
  if (fstring?.type !== "format_string") return "same";
  return compilerInterpolation(text, part.start, part.end, expression.end, fstring.end - 1).reading;
}

/** Whether `part` lies inside the raw text of an interpolation before it in its f-string, as the compiler's lexer counts braces. */
function withinEarlierSpec(part: AstNode, text: string): boolean {
  const fstring = part.parent;
  if (fstring?.type !== "format_string") return false;
  for (const earlier of fstring.children) {
    if (earlier === part) return false;
    const expression = earlier.type === "interpolation" ? earlier.get("expression") : null;
    if (!expression) continue;
    const read = compilerInterpolation(text, earlier.start, earlier.end, expression.end, fstring.end - 1);
    if (read.reading === "same" && read.close > part.start) return true;
  }
  return false;
}

/** Expressions that stand complete before trailing tokens (a name, a member, a call, an index, a literal). */
const LEADING_EXPRESSIONS = new Set(["identifier", "field_expression", "call_expression", "index_expression", "integer_literal", "float_literal", "string_literal"]);

/**
 * Whether the compiler's expression parser goes on into `rest` after a
 * complete expression: an operator, a `.`, a call's `(` or an index's `[`, an
 * infix keyword. Before anything else (another word, a number, a `,` or a
 * `:`: `{a, b}`, `{a: 1}`, 105c Q3) it stops, and the rest is ignored.
 */
function goesOn(rest: string): boolean {
  const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest)?.[0];
  if (word !== undefined) return INFIX_WORDS.has(word);
  return /^[-+*/%=!<>&|.([?^~]/.test(rest);
}


/** `{a b}`: our grammar reads the `a` before another word as a lambda's parameter; the compiler, as the value. */
function bareName(node: AstNode): AstNode {
  const name = node.type === "lambda_parameter" && node.namedChildren.length === 1 ? node.get("name") : null;
  return name ?? node;
}

/** An ERROR node, or a token error recovery made up (`{a +}`: the operand after `+`). */
function containsError(node: AstNode): boolean {
  return node.isError || node.missing || node.children.some(containsError);
}

/**
 * Start offsets of the trimmed expression texts of every interpolation of
 * the file (real ones and `{{ … }}` ones), with their ends, for rebasing the
 * reference's positions. Sorted by start.
 */
export function interpolationRanges(root: AstNode, text: string): { exprStart: number; end: number }[] {
  const out: { exprStart: number; end: number }[] = [];
  const stack: AstNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as AstNode;
    if (node.type === "format_string") {
      for (const part of node.children) {
        if (part.type !== "interpolation") continue;
        const e = part.get("expression");
        if (e) out.push({ exprStart: e.start, end: e.end });
      }
      for (const content of braceContents(node, text)) {
        const raw = text.slice(content.start, content.end);
        const exprStart = content.start + raw.length - raw.trimStart().length;
        if (exprStart < content.end) out.push({ exprStart, end: content.end });
      }
    }
    for (const c of node.children) if (c.children.length > 0) stack.push(c);
  }
  return out.sort((a, b) => a.exprStart - b.exprStart);
}
