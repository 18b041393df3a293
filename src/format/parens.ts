// Which grouping parentheses can go. The reference drops all of them and so
// changes meaning (`(1 + 2) * 3` → `1 + 2 * 3`, formatting.md §7.2); we drop
// only those that precedence makes redundant and keep every pair whose removal
// could change the tree, or that protects against a known quirk of the
// reference parser (a cast followed by an operator, syntax.md §5.6).
import type { CstNode } from "./cst.js";
import type { PrintContext } from "./context.js";

const BINARY_PREC: Record<string, number> = {
  or: 3,
  and: 4,
  "==": 5,
  "!=": 5,
  "<": 6,
  "<=": 6,
  ">": 6,
  ">=": 6,
  "+": 7,
  "-": 7,
  "*": 8,
  "/": 8,
  "%": 8,
};

/** Expressions that open with a keyword and end with a block or an open-ended operand. */
const LOW_PREC = new Set([
  "lambda",
  "if_expression",
  "match_expression",
  "while_expression",
  "for_expression",
  "spawn_expression",
  "spawn_for_expression",
  "unsafe_expression",
  "block",
  "return_expression",
  "break_expression",
  "continue_expression",
]);

const POSTFIX = new Set(["call_expression", "index_expression", "field_expression", "try_expression"]);
const PREFIX = new Set(["unary_expression", "borrow_expression", "ref_expression"]);

/** Binding strength of an expression node; primaries are 12. */
export function precedence(node: CstNode): number {
  if (LOW_PREC.has(node.type)) return 0;
  switch (node.type) {
    case "assignment_expression":
      return 1;
    case "range_expression":
      return 2;
    case "binary_expression": {
      const op = node.children.find(c => c.field === "operator");
      return BINARY_PREC[op?.type ?? ""] ?? 3;
    }
    case "cast_expression":
      return 9;
    default:
      if (PREFIX.has(node.type)) return 10;
      if (POSTFIX.has(node.type)) return 11;
      return 12;
  }
}

/** The expression inside any number of nested parentheses. */
export function innermost(node: CstNode): CstNode {
  let current = node;
  while (current.type === "parenthesized_expression") {
    const inner = current.children.find(c => c.named);
    if (!inner) break;
    current = inner;
  }
  return current;
}

/** Where a parenthesised expression sits, skipping enclosing parentheses. */
function outerPosition(node: CstNode): { parent: CstNode | null; field: string | null } {
  let current = node;
  while (current.parent?.type === "parenthesized_expression") current = current.parent;
  return { parent: current.parent, field: current.field };
}

const TYPE_PARENTS = new Set(["type_arguments", "record_type", "parameter", "field_declaration", "generic_type"]);

function inTypePosition(node: CstNode): boolean {
  for (let p = node.parent; p; p = p.parent) {
    if (TYPE_PARENTS.has(p.type)) return true;
    if (p.type !== "binary_expression" && p.type !== "unary_expression" && p.type !== "parenthesized_expression") {
      return false;
    }
  }
  return false;
}

/** Operator nodes a loop head may be made of, walking up from a parenthesised part. */
const HEAD_PARTS = new Set([
  "binary_expression",
  "range_expression",
  "assignment_expression",
  "cast_expression",
  "unary_expression",
  "borrow_expression",
  "ref_expression",
  "parenthesized_expression",
  "field_expression",
  "index_expression",
  "try_expression",
  "call_expression",
]);

function inLoopHead(node: CstNode): boolean {
  let current = node;
  while (current.parent && HEAD_PARTS.has(current.parent.type)) {
    if (current.field === "arguments" || current.field === "index") return false;
    current = current.parent;
  }
  const parent = current.parent;
  return (
    (parent?.type === "while_expression" && current.field === "condition") ||
    (parent?.type === "for_expression" && current.field === "iterable")
  );
}

/** A binary `+`, `-` or `*` outside any brackets. */
function hasPrefixLikeOperator(node: CstNode): boolean {
  if (node.type === "binary_expression") {
    const op = node.children.find(c => c.field === "operator")?.type;
    if (op === "+" || op === "-" || op === "*") return true;
  }
  if (!HEAD_PARTS.has(node.type) || node.type === "call_expression" || node.type === "index_expression") return false;
  return node.children.some(c => c.named && hasPrefixLikeOperator(c));
}

/** Tokens that, at the start of a line, continue the expression before them. */
const CONTINUING_TOKENS = new Set(["-", "+", "*", "..", "=", "as", "=>", "and", "or"]);

/**
 * Whether `node` begins (is the first token of, at any depth) a place where a
 * `{` would not start the expression: an interpolation (`{{` is an escaped
 * brace), a statement (a `{` there opens a block, syntax.md §3.1) and the
 * expression body of a lambda or match arm (a block body, §5.7). So
 * `({"k": 5})["k"]` keeps its parentheses there.
 */
function startsBraceSensitive(node: CstNode): boolean {
  return startsPart(
    node,
    (parent, child) =>
      parent.type === "interpolation" ||
      parent.type === "expression_statement" ||
      (parent.type === "lambda" && child.field === "body") ||
      (parent.type === "match_arm" && child.field === "value"),
  );
}

/** Whether `node` begins (is the first token of, at any depth) a child that `isPart` accepts. */
function startsPart(node: CstNode, isPart: (parent: CstNode, child: CstNode) => boolean): boolean {
  for (let current = node; current.parent; current = current.parent) {
    if (isPart(current.parent, current)) return true;
    if (current.parent.children.find((c) => c.type !== "line_comment" && c.type !== "block_comment") !== current) return false;
  }
  return false;
}

/**
 * Whether a `&` written right before `node` would make another token with it: `&&` (no token of the
 * language, syntax.md §1.6) before a borrow, `&mut…` before a name starting with `mut` (`& mutable`).
 */
export function joinsAmpersand(node: CstNode): boolean {
  return /^(&|mut)/.test(firstToken(node).text);
}

export function firstToken(node: CstNode): CstNode {
  let current = node;
  while (current.children.length > 0) current = current.children[0]!;
  return current;
}

/** True when the parentheses of `node` (a parenthesized_expression) must be printed. */
export function keepsParens(node: CstNode, ctx: PrintContext): boolean {
  // Nested pairs: only the outermost is considered; the inner ones always go.
  if (node.parent?.type === "parenthesized_expression") return false;
  if (ctx.hasCommentWithin(node) || inTypePosition(node)) return true;
  const child = innermost(node);
  if (child === node) return true;
  // Work around a grammar bug (reported): in `while a + 1 > b { … }` and
  // `for i in a - 1 { … }` our parser reads `+ 1 > b` as a braceless body.
  if (hasPrefixLikeOperator(child) && inLoopHead(node)) return true;
  const { parent, field } = outerPosition(node);
  if (!parent) return true;
  const prec = precedence(child);
  // `f((a = b))` would become a named argument, `x = (a = b)` a chained binding.
  if (child.type === "assignment_expression") return true;
  // `f"{({"k": 5})["k"]}"`: a `{` right after an interpolation's `{` makes `{{`, an escaped brace;
  // at the start of a statement or an arrow's body it opens a block.
  if (firstToken(child).type === "{" && startsBraceSensitive(node)) return true;
  switch (parent.type) {
    case "binary_expression":
    case "range_expression": {
      if (child.type === "cast_expression" || prec === 0) return true;
      const parentPrec = precedence(parent);
      const isLeft = field === "left" || field === "start";
      return isLeft ? prec < parentPrec : prec <= parentPrec;
    }
    case "assignment_expression":
      // `(a) = 1` at statement level would turn into a binding.
      return field === "left" || prec === 0;
    case "unary_expression":
    case "borrow_expression":
    case "ref_expression":
      return prec < 10;
    case "cast_expression":
      return prec < 9;
    case "call_expression":
    case "index_expression":
    case "field_expression":
    case "try_expression":
      if (field !== "function" && field !== "object" && field !== "operand") return false;
      // `(1).abs()` stays: a number followed by `.` reads as a float.
      return prec < 11 || child.type === "integer_literal" || child.type === "float_literal";
    case "if_expression":
    case "while_expression":
    case "for_expression":
    case "spawn_for_expression":
    case "match_expression":
    case "list_comprehension":
      // A block-like head would swallow the body: `if ({ a }) { … }`.
      return prec === 0 || child.type === "dictionary";
    case "expression_statement":
      // `{ "k": 1 }` alone would read as a block; `ref`/`unsafe` cannot start a
      // statement; a statement starting with `-`, `+` or `*` continues the
      // previous one as a binary operation (syntax.md §2.2).
      return (
        child.type === "dictionary" ||
        child.type === "ref_expression" ||
        child.type === "unsafe_expression" ||
        child.type === "block" ||
        CONTINUING_TOKENS.has(firstToken(child).type)
      );
    case "interpolation":
      // `{({"k": 5})}`: without them `{{` is an escaped brace.
      return prec === 0 || firstToken(child).type === "{";
    default:
      return false;
  }
}
