// A statement the parser reads only in part (an ERROR node in its tree, or
// the rest of an interpolation the compiler ignores) that no syntax error reports: a form the reference compiler's parser
// is taken to accept (reference-parser.ts finds no error; `add: (a: Int) Int
// = a`, an interpolation `f"{a b}"`, README language note 23), but whose
// meaning the tools do not know. Nothing in it is checked (broken-statements.ts)
// and its names are no symbols, so a clean typecheck would say more than is
// known: a warning of the tool's own says so (85c D1, D2).
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { AstNode } from "../syntax/ast/ast.js";
import type { Positions } from "../syntax/ast/positions.js";
import { interpolatedExpression } from "../semantic/walk/fstrings.js";
import { headerHelpAt, ternaryHelpOnLine } from "../syntax/reference-parser.js";
import { renderTemplate } from "../diagnostics/registry.js";
import { UNDECLARED_NAME } from "./unknown-names.js";

/** The code of the warning (the tool's own: the compiler has none for it). */
export const READ_IN_PART_CODE = "MCP-READ-IN-PART";

/**
 * The warnings of `root`'s top-level statements holding an ERROR node, in a file without syntax errors
 * (`reported`: the diagnostics so far; a line one of the tool's own warnings is on needs no other): one at the first ERROR outside an
 * f-string, where the whole statement goes unchecked (broken-statements.ts), and one at each
 * interpolation read in part, where only the interpolation does. (A MISSING token alone is read as
 * written, and checked.)
 */
export function readInPartWarnings(file: string, root: AstNode, text: string, reported: readonly Diagnostic[], positions: Positions): Diagnostic[] {
  // With a syntax error in the file, the errors say what is wrong (and which statements they break).
  if (reported.some((d) => d.severity === "error" && d.code.startsWith("E0"))) return [];
  // What one of the tool's own syntax warnings already explains gets no second one: a statement on its line, an
  // interpolation where it is (`f"{t.0} {n!r}"`: MCP-NUMERIC-FIELD at the `.0`, and the `!r` still warned; 117a F2).
  const own = reported.filter((d) => d.code.startsWith("MCP-"));
  const explained = new Set(own.map((d) => d.span[0]));
  const explainedWithin = (node: AstNode): boolean => {
    const place = enclosingInterpolation(node) ?? node;
    const [startLine, startColumn, endLine, endColumn] = positions.span(place.start, place.end);
    // Whether line:column `a` is at or after `b`.
    const atOrAfter = (aLine: number, aColumn: number, bLine: number, bColumn: number) => aLine > bLine || (aLine === bLine && aColumn >= bColumn);
    return own.some((d) => atOrAfter(d.span[0], d.span[1], startLine, startColumn) && atOrAfter(endLine, endColumn, d.span[0], d.span[1]));
  };
  const out: Diagnostic[] = [];
  for (const statement of root.children) {
    const { statementError, interpolationErrors } = errorNodes(statement);
    if (!statementError && interpolationErrors.length === 0) continue;
    const first = positions.line(statement.start);
    const last = positions.line(Math.max(statement.start, statement.end - 1));
    const warn = (node: AstNode, consequence: string, inString: boolean) => {
      const span = positions.span(node.start, Math.max(node.end, node.start));
      if (inString ? explainedWithin(node) : explained.has(span[0])) return;
      // One place, one warning (`{add(zz: 1)}`: an ERROR node and a made-up token where it starts, 112b O3).
      if (out.some((d) => d.span[0] === span[0] && d.span[1] === span[1])) return;
      // Another language's header or interface (`def main():`, `interface Shape {`): its first word is a name the
      // compiler finds undefined (E1001, as a header that parses whole gets), told with the code written back
      // (106f Y7, 106g Z9; 107a L9: a warning alone left `files_with_errors` at 0).
      const head = lineHead(text, statement.start);
      const foreign = headerHelpAt(text, head);
      const word = foreign === undefined ? undefined : /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(head, head + 40))?.[0];
      if (foreign !== undefined && word !== undefined) {
        out.push({ code: "E1001", severity: "error", phase: "names", file, message: renderTemplate(UNDECLARED_NAME, { name: word }), span: positions.span(head, head + word.length), help: foreign });
        return;
      }
      if (node.type === "interpolation_rest") {
        out.push({ code: READ_IN_PART_CODE, severity: "warning", phase: "syntax", file, message: `this part of the interpolation is ignored: ${consequence}`, span, help: IGNORED_REST_HELP });
        return;
      }
      out.push({
        code: READ_IN_PART_CODE,
        severity: "warning",
        phase: "syntax",
        file,
        message: `the parser reads this code only in part (an ERROR node in parse_source's tree) and no syntax error is known for it: ${consequence}`,
        span,
        // `x = c ? a + 1 : b * 2` (107a L8: the general help alone).
        help: ternaryHelpOnLine(text, node.start) ?? "if it has a mistake (a missing `->` in a signature, `==` for `=`), fix it; parse_source shows what was read",
      });
    };
    const lines = first === last ? `the statement on line ${first}` : `the statement on lines ${first}–${last}`;
    if (statementError) warn(statementError, `what it means is not known, so ${lines} is not checked`, false);
    // The compiler keeps of an interpolation what it can read (syntax.md §1.12: `{x: >10}` is `x`): only that is not checked here.
    else for (const node of interpolationErrors) warn(node, interpolationConsequence(node, text), true);
  }
  return out;
}

/** Help for the rest of an interpolation the compiler ignores (`{a b}`, `{x: >10}`). */
const IGNORED_REST_HELP = "if it is meant, give each value braces of its own (`{a} {b}`), or write a format spec without spaces (`{x:>10}`)";

/** Where the code of the line holding `offset` starts (`interface Shape {`: the block is a statement of its own). */
function lineHead(text: string, offset: number): number {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  return start + (/^[ \t]*/.exec(text.slice(start, offset))?.[0].length ?? 0);
}

/**
 * What the compiler makes of the interpolation around `error`, as the walk
 * reads it (fstrings.ts): its leading expression, the rest ignored (`{a b}`:
 * likely a slip for `{a} {b}`), or text when no expression leads it.
 */
function interpolationConsequence(error: AstNode, text: string): string {
  let part: AstNode | null = error.parent;
  while (part && part.type !== "interpolation") part = part.parent;
  const lead = part ? interpolatedExpression(part, text) : null;
  if (!lead) return "the compiler keeps this interpolation as text (it does not read as an expression), so nothing in it is checked";
  const shown = text.slice(lead.start, lead.end);
  return `the compiler reads only \`${shown.length > 40 ? `${shown.slice(0, 37)}…` : shown}\` of this interpolation and ignores the rest`;
}

/** The first ERROR node of `node`'s subtree outside f-strings, and the outermost ones inside (in source order; no recursion: trees may be deep). */
function errorNodes(node: AstNode): { statementError: AstNode | undefined; interpolationErrors: AstNode[] } {
  const interpolationErrors: AstNode[] = [];
  const stack: [AstNode, boolean][] = [[node, false]];
  while (stack.length > 0) {
    const [current, inString] = stack.pop()!;
    // What the compiler ignores after an interpolation's expression (interpolation_rest) is told as one read in part is.
    if (current.isError || (inString && (current.type === "interpolation_rest" || current.missing))) {
      if (!inString) return { statementError: current, interpolationErrors };
      interpolationErrors.push(current);
      continue;
    }
    const nowInString = inString || current.type === "format_string";
    for (let i = current.children.length - 1; i >= 0; i--) stack.push([current.children[i]!, nowInString]);
  }
  return { statementError: undefined, interpolationErrors };
}

/** The interpolation `node` is in, if any. */
function enclosingInterpolation(node: AstNode): AstNode | undefined {
  for (let at: AstNode | null = node; at; at = at.parent) if (at.type === "interpolation") return at;
  return undefined;
}
