// The `{{ … }}` of an f-string as the compiler reads it: its lexer turns `{{`
// into `{` before its parser splits the f-string, so `f"{{a + 1}}"` is an
// interpolation of `a + 1` (syntax.md §1.12), where our grammar keeps the
// doubled braces as escapes (the documented intent) and the text between
// them as string content. The checker and the symbol tools must still see
// what the compiler evaluates there (105a N2: a rename of `a` left it): the
// text between the braces is parsed as the one interpolation of an f-string
// of its own, and that parse is placed where the text is.
import { copyTree, rebasedCopy, type AstNode } from "./ast/ast.js";
import type { Document } from "./document.js";
import { INFIX_WORDS } from "./interpolation-lexing.js";

/** What `f"{` adds before the text in the f-string parsed. */
const OPENING = 'f"{';

/** Per string-content node: its text and the interpolation parsed from it (null: none). */
const parsed = new WeakMap<AstNode, { readonly raw: string; readonly interpolation: AstNode | null }>();

/**
 * The interpolation the compiler reads from `content`, the text between a
 * `{{` and the next `}}` (or lone `}`) of an f-string of `doc` (its nodes
 * span `{text}` of the file: the inner brace of each), or null when the text does not
 * parse as one. It belongs to `content`'s statement (moves with it) and has
 * `content` as its parent.
 */
export function braceInterpolation(doc: Document, content: AstNode): AstNode | null {
  const raw = doc.text.slice(content.start, content.end);
  const known = parsed.get(content);
  if (known && known.raw === raw) return known.interpolation;
  // The compiler's parser stops before a token that cannot go on with the expression; so does this parse.
  const source = `${OPENING}${raw.slice(0, leadingExpressionLength(raw))}}"`;
  const tree = doc.parseVariant(source);
  let interpolation: AstNode | null = null;
  try {
    const part = onlyInterpolation(copyTree(tree, source), source.length);
    if (part) interpolation = rebasedCopy(part, content.start - OPENING.length, content.offset, content);
  } finally {
    tree.delete();
  }
  parsed.set(content, { raw, interpolation });
  return interpolation;
}

/** The interpolation of `root` when it is an f-string of one interpolation and nothing else, spanning `length` characters. */
function onlyInterpolation(root: AstNode, length: number): AstNode | null {
  const statement = root.namedChildren.length === 1 ? root.namedChildren[0]! : null;
  const fstring = statement?.type === "format_string" ? statement : statement?.namedChildren.length === 1 ? statement.namedChildren[0]! : null;
  if (fstring?.type !== "format_string" || fstring.start !== 0 || fstring.end !== length) return null;
  const parts = fstring.children.filter((c) => c.type === "interpolation");
  return parts.length === 1 ? parts[0]! : null;
}

/**
 * How much of `raw` the compiler's expression parser reads before it stops
 * (the rest is ignored, syntax.md §1.12): up to the first `,` or `;` outside
 * brackets and strings, a `:` that starts no format spec (the text after it
 * holds a space: `{{a: 1}}`), or a space before another operand (`{{a b}}`,
 * not `{{a and b}}` or `{{a + b}}`). `{{a, b, b}}`, `{{a; b}}`, `{{b.id, c}}`
 * (105d R3) read as `a`, `a`, `b.id`.
 */
export function leadingExpressionLength(raw: string): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (quote) {
      if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
    else if (depth > 0) continue;
    else if (c === "," || c === ";") return i;
    else if (c === ":" && /\s/.test(raw.slice(i + 1))) return i;
    else if (/\s/.test(c) && endsOperand(raw.slice(0, i)) && startsOperand(raw.slice(i).trimStart())) return i;
  }
  return raw.length;
}

/** Text that ends with a complete operand: a name, a number, a closing bracket or quote. */
function endsOperand(before: string): boolean {
  const trimmed = before.trimEnd();
  const word = /[A-Za-z_][A-Za-z0-9_]*$/.exec(trimmed)?.[0];
  if (word !== undefined) return !INFIX_WORDS.has(word);
  return /[0-9)\]"']$/.test(trimmed);
}

/** Text that starts another operand: a name (no infix keyword), a number or a quote. */
function startsOperand(after: string): boolean {
  const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(after)?.[0];
  if (word !== undefined) return !INFIX_WORDS.has(word);
  return /^[0-9"']/.test(after);
}


