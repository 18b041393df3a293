// `'Ana'`: a character literal with more than one character is accepted
// without a word and only its first character is kept (syntax.md §1.11), so
// a string written with single quotes (Python, JavaScript) becomes the
// character 'A'. A warning of the tool's own says so.
import type { AstNode } from "../syntax/ast/ast.js";
import type { Sink } from "./context.js";

/** The code of the warning (the tool's own: the compiler has none for it). */
export const CHAR_LITERAL_CODE = "MCP-CHAR-LITERAL";

const ESCAPE = /\\(?:u\{[^}]*\}|x[0-9a-fA-F]{2}|[^])/gu;
/** An escape at the start of a literal's text (its first character, written so). */
const LEADING_ESCAPE = new RegExp(`^(?:${ESCAPE.source})`, "u");

/** Reports a character literal that holds more than one character (an escape counts as one). */
export function charLiteralRule(sink: Sink, literal: AstNode, text: string): void {
  const source = text.slice(literal.start, literal.end);
  if (source.length < 2 || !source.endsWith("'")) return;
  // Each escape is one character (`\n`, `\'`, `\xHH`, `\u{…}`; an unknown one is the character escaped).
  const characters = [...source.slice(1, -1).replace(ESCAPE, "e")].length;
  if (characters <= 1) return;
  const inner = source.slice(1, -1);
  const first = LEADING_ESCAPE.exec(inner)?.[0] ?? [...inner][0]!;
  const body = inner.replace(/"/g, '\\"');
  sink.report(CHAR_LITERAL_CODE, literal, `${source} is the character '${first}': a character literal keeps its first character and drops the rest without a word`, {
    phase: "syntax",
    severity: "warning",
    help: `write a string with double quotes: "${body}"`,
  });
}
