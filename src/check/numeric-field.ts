// `lo = pair.0` (syntax.md §1.8, §2.1): YaoXiang has no numeric field access,
// and `.0` is a float literal, so the line is two valid statements: `lo =
// pair` (which moves the whole tuple into `lo`) and the float `.0` on its
// own. The compiler accepts it silently and the errors that follow (a
// tuple where an Int was declared, `pair` moved away) never mention `.0`.
// Any node that starts with a leading-dot float written right against the
// last token of the node before it (a statement, a list element, a `for`'s
// body, a dictionary's value after a syntax error) is this mistake: a
// warning says so, and the help of an error the whole value causes names
// the `.0`.
// (Where `.0` is a parse error instead, as in `f(t.0)`, the syntax error
// says it: reference-parser.ts numericFieldAccess.)
import type { AstNode } from "../syntax/ast/ast.js";
import type { Site } from "../semantic/walk/context.js";
import type { Sink } from "./context.js";

/** The code of the warning (the tool's own: the compiler has none for it). */
export const NUMERIC_FIELD_CODE = "MCP-NUMERIC-FIELD";

/** `t.0` read as `t` and the float `.0`: where the `.0` is, its text, and the name before it (undefined after `)` or `]`). */
interface GluedFloat {
  readonly site: Site;
  readonly dot: string;
  readonly name: string | undefined;
}

/**
 * Whether `next` starts with a `.N` float glued to `previous`: the statement
 * after it in its block (`.0` alone, or `.0 + 1` of `s = t.0 + 1`), or the
 * element after it in a list (`[t.0, t.1]`, whose commas are optional, §5.8),
 * or the part after it in an f-string's interpolation (`f"{t.0}"`, which the
 * grammar reads as `t` and the rest the compiler ignores, `.0`).
 */
function gluedFloat(previous: AstNode, next: AstNode): GluedFloat | undefined {
  if (previous.end !== next.start) return undefined;
  // `f"{t.0}"`: what the compiler ignores after the interpolation's expression (the scanner's interpolation_rest).
  const rest = next.type === "interpolation_rest" ? /^\.\d+/.exec(next.leafText)?.[0] : undefined;
  if (rest) return gluedAfter(lastLeaf(previous), { start: next.start, end: next.start + rest.length }, rest);
  const literal = firstLeaf(next);
  const last = lastLeaf(previous);
  if (literal.type === "float_literal" && /^\.\d+$/.test(literal.leafText)) return gluedAfter(last, literal, literal.leafText);
  if (literal.type === "integer_literal" && /^\d+$/.test(literal.leafText) && last.type === "." && last.end === literal.start) {
    const siblings = last.parent?.children ?? [];
    const before = siblings[siblings.indexOf(last) - 1];
    if (before && before.end === last.start) return gluedAfter(lastLeaf(before), { start: last.start, end: literal.end }, `.${literal.leafText}`);
  }
  return undefined;
}

/** The `.N` at `site` after the token `last`, when that is a name, a call's `)` or an index's `]`, as Rust's `t.0` is written. */
function gluedAfter(last: AstNode, site: Site, dot: string): GluedFloat | undefined {
  if (last.type !== "identifier" && last.leafText !== ")" && last.leafText !== "]") return undefined;
  return { site, dot, name: last.type === "identifier" ? last.leafText : undefined };
}

/** The fix, `pair[0]` or a destructuring. */
function indexHelp({ dot, name }: GluedFloat): string {
  const index = dot.slice(1);
  const receiver = name ?? "…";
  return `index the tuple, \`${receiver}[${index}]\`, or destructure it, \`(a, b) = ${receiver}\``;
}

/** Reports `next` when it starts with a `.N` float glued to `previous` (the statement or list element before it). */
export function numericFieldRule(sink: Sink, previous: AstNode, next: AstNode): void {
  const glued = gluedFloat(previous, next);
  if (!glued) return;
  const { site, dot, name } = glued;
  const written = name ? `\`${name}${dot}\` is \`${name}\` followed by the float \`${dot}\`` : `\`${dot}\` right after a \`)\` or \`]\` is the float \`${dot}\``;
  const where = placeOf(next);
  sink.report(NUMERIC_FIELD_CODE, site, `${written} (${where}): YaoXiang has no numeric field access, so what comes before takes the whole value`, {
    phase: "syntax",
    severity: "warning",
    help: indexHelp(glued),
  });
}

/** Where the float `.N` of `next` ends up, as the grammar reads it. */
function placeOf(next: AstNode): string {
  if (next.type === "expression_statement") return "which starts a statement of its own";
  switch (next.parent?.type) {
    case "interpolation":
      return "in an f-string's interpolation";
    case "list_expression":
      return "another element";
    case "for_expression":
      // `for v in t.0..5 { … }`: `for v in t` with the body `.0..5`; the block after it is a statement of its own.
      return "which the `for` takes as its body, so the loop runs over the whole value and the block after it is no body";
    default:
      return "which the grammar reads as what comes next, not a part of the value";
  }
}

/**
 * The help for an error at `value` (`lo: Int = pair.0`: a tuple where an
 * Int is declared; `return pair.1`) when the statement holding it is
 * followed by such a float statement: the error's cause is the `.0`, and
 * the help an error gives otherwise (change the annotation) is no fix.
 */
export function numericFieldHelp(value: AstNode): string | undefined {
  let statement = value;
  while (statement.parent && statement.parent.type !== "block" && statement.parent.type !== "source_file") statement = statement.parent;
  const list = statement.parent;
  if (!list) return undefined;
  const next = list.children[list.children.indexOf(statement) + 1];
  const glued = next && gluedFloat(statement, next);
  if (!glued) return undefined;
  const dot = glued.dot;
  return `\`${glued.name ?? "…"}${dot}\` is the whole value followed by the float \`${dot}\` (YaoXiang has no numeric field access): ${indexHelp(glued)}`;
}

function firstLeaf(node: AstNode): AstNode {
  let at = node;
  while (at.children.length > 0) at = at.children[0]!;
  return at;
}

function lastLeaf(node: AstNode): AstNode {
  let at = node;
  while (at.children.length > 0) at = at.children[at.children.length - 1]!;
  return at;
}
