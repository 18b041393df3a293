// F-string interpolations as the reference reads them (syntax.md §1.12).
//
// - Its lexer turns `{{` into `{` before its parser splits the f-string, so
//   the parser reads `f"{{name}}"` as an interpolation of `name` (syntax.md
//   §11 row 22): the compiler reports an unknown name there. Our grammar
//   keeps `{{`/`}}` as escapes (the documented intent); the checker reports
//   what the compiler will, for the leading name of such a text, and the
//   model records it as a use of the name where one is bound (names.ts).
// - Each interpolation's text is trimmed and re-lexed on its own, so the
//   reference's positions inside it are relative to that text (line 1,
//   column 1 = its first character). Only the reference's view (conformance)
//   uses those positions; our diagnostics keep the real ones.
import type { AstNode } from "../../syntax/ast/ast.js";
import { backslashOutsideStrings, unlexableOperator } from "../../syntax/interpolation-lexing.js";

export interface BraceInterpolation {
  /** The name the reference evaluates first (offsets into the file text). */
  readonly name: string;
  readonly start: number;
  readonly end: number;
  /** Start of the trimmed expression text (the reference's line 1, column 1). */
  readonly exprStart: number;
  /** The text node holding it. */
  readonly content: AstNode;
}

const KEYWORDS = new Set([
  "pub", "use", "spawn", "ref", "mut", "if", "else", "match", "while", "for", "in",
  "return", "break", "continue", "as", "unsafe", "and", "or", "true", "false", "void",
]);

/**
 * The `{{ … }}` texts of `fstring` that the reference reads as an
 * interpolation whose expression starts with a plain name it will evaluate:
 * the name alone (`{{name}}`, `{{name:>4}}`) or followed by another word
 * (`{{literal braces}}`: trailing tokens after a complete expression are
 * ignored). Anything else may fail to parse there (then it stays text) and
 * is left alone.
 */
export function braceInterpolations(fstring: AstNode, text: string): BraceInterpolation[] {
  const out: BraceInterpolation[] = [];
  const parts = fstring.children;
  for (let i = 0; i < parts.length; i++) {
    const open = parts[i] as AstNode;
    if (open.type !== "brace_escape" || text.slice(open.start, open.end) !== "{{") continue;
    // Only text up to the closing `}}`: a real interpolation inside is not modelled.
    const content = parts[i + 1];
    const close = parts[i + 2];
    if (!content || content.type !== "string_content" || !close || close.type !== "brace_escape" || text.slice(close.start, close.end) !== "}}") continue;
    const raw = text.slice(content.start, content.end);
    if (raw.includes("\\") || raw.includes("}")) continue;
    const lead = raw.length - raw.trimStart().length;
    const expr = withoutFormatSpec(raw.trim());
    const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(expr);
    if (!m) continue;
    const name = m[0];
    const rest = expr.slice(name.length);
    if (name === "_" || KEYWORDS.has(name)) continue;
    const next = /^\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(rest)?.[1];
    if (rest.trim() !== "" && (next === undefined || ["and", "or", "as", "in"].includes(next))) continue;
    const start = content.start + lead;
    out.push({ name, start, end: start + name.length, exprStart: start, content });
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
  if (!containsError(part)) return expression;
  // A `\` outside a string literal does not lex there: the whole interpolation is text.
  if (backslashOutsideStrings(text.slice(part.start, part.end))) return null;
  // "Trailing tokens after a complete expression are silently ignored" (`{a b}`, `{t.0}`: `t` then the
  // float `.0`, §1.5): our grammar reads the leading expression as the interpolation's, or puts it in an ERROR; that one is the value.
  const first = part.namedChildren[0];
  const lead = first?.isError && first.namedChildren.length === 1 ? (first.namedChildren[0] as AstNode) : first === expression ? first : null;
  return lead && !containsError(lead) && LEADING_EXPRESSIONS.has(lead.type) ? lead : null;
}

/** Expressions that stand complete before trailing tokens (a name, a member, a call, an index, a literal). */
const LEADING_EXPRESSIONS = new Set(["identifier", "field_expression", "call_expression", "index_expression", "integer_literal", "float_literal", "string_literal"]);

function containsError(node: AstNode): boolean {
  return node.isError || node.children.some(containsError);
}

/** The text before a format spec: after the last `:` outside `()`/`[]`, non-empty and without spaces. */
function withoutFormatSpec(expr: string): string {
  let depth = 0;
  let colon = -1;
  for (let i = 0; i < expr.length; i++) {
    const c = expr[i];
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === ":" && depth === 0) colon = i;
  }
  if (colon < 0) return expr;
  const spec = expr.slice(colon + 1);
  return spec !== "" && !/\s/.test(spec) ? expr.slice(0, colon).trimEnd() : expr;
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
      for (const b of braceInterpolations(node, text)) out.push({ exprStart: b.exprStart, end: b.end });
    }
    for (const c of node.children) if (c.children.length > 0) stack.push(c);
  }
  return out.sort((a, b) => a.exprStart - b.exprStart);
}
