// Deciding cheaply whether the syntax diagnostics need to run. For a tree
// without ERROR or MISSING nodes, syntaxDiagnostics (src/syntax) reports only
// the lexical errors the grammar parses into ordinary nodes: `&&`, `||`,
// a base prefix without digits, an exponent without digits, and `ref` or
// `unsafe` starting a statement. Its query marshals every number literal to
// JavaScript, which costs about half a parse, so on a clean tree the
// formatter first looks for these tokens in its own copy of the tree and
// calls it only when one is there.
// test/format/syntax-check.test.ts checks the two agree on the corpora.
import type { CstNode } from "./cst.js";

const OPERATORS = new Set(["&&", "||"]);
const STATEMENT_KEYWORDS = new Set(["ref", "unsafe"]);
const BAD_INTEGER = /^0[xXoObB]_*$/;
const BAD_FLOAT = /[eE][+-]?$/;

export function mayHaveLexicalErrors(root: CstNode): boolean {
  const stack: CstNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!node.named) {
      if (OPERATORS.has(node.type) || (STATEMENT_KEYWORDS.has(node.type) && startsStatement(node))) return true;
      continue;
    }
    if (node.type === "integer_literal" && BAD_INTEGER.test(node.text)) return true;
    if (node.type === "float_literal" && BAD_FLOAT.test(node.text)) return true;
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
