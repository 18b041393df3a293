// `c ? a : b` (C, TypeScript, Java): YaoXiang has no conditional operator.
// The `?` reads as the try operator and `a : b` as a declaration of `a`, so
// what the user sees depends on what follows: a syntax error at or after the
// `:` (habit-help.ts), E1081 at the `?` with E2002 for `a` (the checker), or
// a statement read only in part (`x = c ? a + 1 : b * 2`). Each says the same
// thing, read here once from the tokens: `if c { a } else { b }` with the
// user's own three parts (106g Z15, 107a L8).
import { spelled } from "./foreign-signature.js";
import type { HabitToken } from "./habit-help.js";

/** The three parts of a conditional written on one line. */
export interface TernaryParts {
  readonly condition: string;
  readonly then: string;
  readonly otherwise: string;
}

/** How far along a line the `?` and the `:` are searched. */
const LINE_LIMIT = 400;

/** The help for a conditional, with its parts when they were read. */
export function ternaryHelp(parts: TernaryParts | undefined): string {
  const written = parts ? `, here \`if ${parts.condition} { ${parts.then} } else { ${parts.otherwise} }\`` : "";
  return `YaoXiang has no \`c ? a : b\`: write \`if c { a } else { b }\`${written} (a \`?\` after a value is the try operator, and \`a : b\` declares \`a\`)`;
}

/** The `:` that ends the then-part of the `?` at `tokens[question]` on its line (outside brackets), or -1. */
export function ternaryColon(tokens: readonly HabitToken[], question: number): number {
  const row = tokens[question]!.startRow;
  for (let i = question + 1, depth = 0; i < tokens.length && i < question + LINE_LIMIT && tokens[i]!.startRow === row; i++) {
    const v = tokens[i]!.value;
    if (v === "(" || v === "[" || v === "{") depth++;
    else if (v === ")" || v === "]" || v === "}") {
      if (depth-- === 0) return -1;
    } else if (depth === 0 && v === ":") return i;
  }
  return -1;
}

/** The last `?` before `tokens[colon]` on its line, or -1. */
export function ternaryQuestion(tokens: readonly HabitToken[], colon: number): number {
  const row = tokens[colon]!.startRow;
  for (let i = colon - 1; i >= 0 && i > colon - LINE_LIMIT && tokens[i]!.startRow === row; i--) if (tokens[i]!.value === "?") return i;
  return -1;
}

/**
 * `n > 3 ? "big" : "small"` on one line: its condition (from the line's `=`, `return`, `(` or `,` on), then and
 * else parts (the else part to the line's end, a `,` or `;`, or the bracket closing around it).
 */
export function ternaryParts(tokens: readonly HabitToken[], question: number, colon: number): TernaryParts | undefined {
  const row = tokens[question]!.startRow;
  let start = question;
  for (let depth = 0; start > 0 && start > question - LINE_LIMIT && tokens[start - 1]!.startRow === row; start--) {
    const v = tokens[start - 1]!.value;
    if (v === ")" || v === "]") depth++;
    else if (v === "(" || v === "[") {
      if (depth-- === 0) break;
    } else if (depth === 0 && (v === "=" || v === "return" || v === "," || v === ":=")) break;
  }
  let end = colon + 1;
  for (let depth = 0; end < tokens.length && end < colon + LINE_LIMIT && tokens[end]!.startRow === row; end++) {
    const v = tokens[end]!.value;
    if (v === "(" || v === "[" || v === "{") depth++;
    else if (v === ")" || v === "]" || v === "}") {
      if (depth-- === 0) break;
    } else if (depth === 0 && (v === "," || v === ";")) break;
  }
  const [condition, then, otherwise] = [spelled(tokens.slice(start, question)), spelled(tokens.slice(question + 1, colon)), spelled(tokens.slice(colon + 1, end))];
  return condition && then && otherwise ? { condition, then, otherwise } : undefined;
}
