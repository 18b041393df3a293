// Deciding cheaply whether the syntax diagnostics need to run. For a tree
// without ERROR or MISSING nodes, syntaxDiagnostics (src/syntax) reports only
// the lexical errors the grammar parses into ordinary nodes: `&&`, `||`,
// a base prefix without digits, an exponent or a fraction without digits, `ref` or
// `unsafe` starting a statement, a `#` line, an integer over 128 bits and a
// malformed `\x` / `\u{…}` escape. Its query marshals every number literal to
// JavaScript, which costs about half a parse, so on a clean tree the
// formatter first looks for these tokens in its own copy of the tree and
// calls it only when one is there.
// test/format/syntax-check.test.ts checks the two agree on the corpora.
import type { CstNode } from "./cst.js";

const OPERATORS = new Set(["&&", "||"]);
const STATEMENT_KEYWORDS = new Set(["ref", "unsafe"]);
const BAD_INTEGER = /^0[xXoObB]_*$/;
/** An exponent without digits (`1e`, `.5e-`), a fraction's `_` without a digit after it (`1._`, `1.5_`). */
const BAD_FLOAT = /[eE][+-]?$|_$/;
/** Longer integer literals may be over the reference lexer's 128-bit limit (the syntax diagnostics tell). */
const LONG_INTEGER = 30;

export function mayHaveLexicalErrors(root: CstNode): boolean {
  const stack: CstNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!node.named) {
      if (OPERATORS.has(node.type) || (STATEMENT_KEYWORDS.has(node.type) && startsStatement(node))) return true;
      continue;
    }
    if (node.type === "integer_literal" && (BAD_INTEGER.test(node.text) || node.text.length > LONG_INTEGER)) return true;
    if (node.type === "float_literal" && BAD_FLOAT.test(node.text)) return true;
    // A `#` line (language note 13), a `\x` or `\u{…}` escape (syntax.md §1.9: malformed ones are lexical errors).
    if (node.type === "hash_comment" || (node.type === "escape_sequence" && /^\\[xu]/.test(node.text))) return true;
    for (const child of node.children) stack.push(child);
  }
  return false;
}

/** True when `keyword` is the first token of an expression statement. */
function startsStatement(keyword: CstNode): boolean {
  for (let node = keyword.parent; node; node = node.parent) {
    if (node.start !== keyword.start) return false;
    if (node.type === "expression_statement") return true;
  }
  return false;
}
