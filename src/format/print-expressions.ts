// Operators, postfix forms, literals and collections (formatting.md §7.1,
// §7.2, §9.2, §9.3). Control flow, lambdas and match live in print-control.ts.
import { fieldChild, fieldChildren, namedChildren, type CstNode } from "./cst.js";
import { contLine, contSoftline, flat, group, join, type Doc } from "./doc.js";
import type { PrintContext } from "./context.js";
import { formatChar, formatFloat, formatInteger, formatStringText, multilineStringValue, quote, stringValue, stringValueOfParts } from "./literals.js";
import { argumentsInOrder } from "./call-arguments.js";
import { firstToken, joinsAmpersand, keepsParens } from "./parens.js";
import { delimitedList, oneLineList } from "./print-lists.js";
import { printBlock } from "./print-blocks.js";
import { printAll, printNode, type NodePrinter } from "./print.js";
import { unlexableOperator } from "../syntax/interpolation-lexing.js";

const p = printNode;

function child(node: CstNode, field: string): CstNode {
  const found = fieldChild(node, field);
  if (!found) throw new Error(`${node.type} without ${field}`);
  return found;
}

/** The anonymous operator token of an operator node. */
function operatorText(node: CstNode): string {
  return (fieldChild(node, "operator") ?? node.children.find(c => !c.named))?.type ?? "";
}

/**
 * `L OP R`, or `L` + line break + continuation indent + `OP R` when
 * `level × indent_width + width(L) + width(OP) + width(R) > line_width`
 * (the two spaces are not counted: adjust −2). Inside types nothing breaks.
 */
export function binaryDoc(left: Doc, operator: string, right: Doc, ctx: PrintContext): Doc {
  if (ctx.typeDepth > 0) return [left, " ", operator, " ", right];
  return group([left, contLine, operator, " ", right], { adjust: -2 });
}

function printBinary(node: CstNode, ctx: PrintContext): Doc {
  return binaryDoc(p(child(node, "left"), ctx), operatorText(node), p(child(node, "right"), ctx), ctx);
}

function printPrefix(node: CstNode, ctx: PrintContext): Doc {
  const op = operatorText(node);
  const operandNode = child(node, "operand");
  const operand = p(operandNode, ctx);
  // `&mut` and `ref` are words: they need a space before the operand.
  if (op === "&mut" || node.type === "ref_expression") return [op === "&mut" ? "&mut" : "ref", " ", operand];
  return op === "&" && joinsAmpersand(operandNode) ? [op, " ", operand] : [op, operand];
}


function printField(node: CstNode, ctx: PrintContext): Doc {
  const object = child(node, "object");
  const parts: Doc[] = [p(object, ctx), ".", p(child(node, "field"), ctx)];
  // Only a chain of plain field accesses breaks before `.name` (§9.3).
  if (object.type !== "field_expression" || ctx.typeDepth > 0) return parts;
  return group([parts[0]!, contSoftline, parts[1]!, parts[2]!]);
}

function printCall(node: CstNode, ctx: PrintContext): Doc {
  const args = child(node, "arguments");
  const items = argumentsInOrder(args).map(arg => ({ node: arg, doc: p(arg, ctx) }));
  return delimitedList(ctx, args, p(child(node, "function"), ctx), "(", ")", items, { breakable: true });
}

function printParenthesized(node: CstNode, ctx: PrintContext): Doc {
  const inner = node.children.find(c => c.named)!;
  return keepsParens(node, ctx) ? ["(", p(inner, ctx), ")"] : p(inner, ctx);
}

function printTuple(node: CstNode, ctx: PrintContext): Doc {
  const items = namedChildren(node).map(item => ({ node: item, doc: p(item, ctx) }));
  // `(e,)` keeps its comma: without it the next run reads a grouping (§7.2, o054).
  return oneLineList(ctx, node, "(", ")", items, items.length === 1 ? "always" : "break");
}

function printList(node: CstNode, ctx: PrintContext): Doc {
  const items = namedChildren(node).map(item => ({ node: item, doc: p(item, ctx) }));
  return delimitedList(ctx, node, "", "[", "]", items, { breakable: true });
}

function printDictionary(node: CstNode, ctx: PrintContext): Doc {
  const items = namedChildren(node).map(item => ({ node: item, doc: p(item, ctx) }));
  return delimitedList(ctx, node, "", "{", "}", items, { breakable: true });
}

/** `f"` + text and interpolations + `"`; each run of text parts is printed from its value (literals.ts). */
function printFormatString(node: CstNode, ctx: PrintContext): Doc {
  const parts: Doc[] = ['f"'];
  let text: CstNode[] = [];
  const braces = { open: 0 };
  const endText = (): void => {
    if (text.length > 0) parts.push(formatStringText(stringValueOfParts(text), braces));
    text = [];
  };
  for (const part of node.children) {
    // An empty interpolation is dropped: the text on both sides of it is one run (`}{}}` is `}}`, written `}}}}`).
    if (part.type === "interpolation" && isEmptyInterpolation(part)) continue;
    if (part.type === "interpolation") {
      endText();
      parts.push(printInterpolation(part, ctx));
    } else if (part.named) text.push(part);
  }
  endText();
  parts.push('"');
  return parts;
}

/** `{}`, `{ }`: dropped by the compiler (§1.12), and so by the reference's printer (printFormatString). */
function isEmptyInterpolation(part: CstNode): boolean {
  return part.text.slice(1, -1).trim() === "";
}

/**
 * `{expr}` or `{expr:spec}`. An expression that starts with `{` (`{"a": 1}`,
 * written `f"{ {"a": 1} }"`) keeps a space after the opening brace: `{{` is
 * an escaped brace. The closing side gets one too, for symmetry, unless a
 * format spec follows the expression.
 */
function printInterpolation(part: CstNode, ctx: PrintContext): Doc {
  // One our grammar reads only in part (`{t.0}`, `{pick(1, \"x\")}`), or whose rest the compiler ignores
  // (`{a b}`, `{x: >10}`: interpolation_rest), is kept as written: the compiler reads its leading expression
  // or keeps it as text (syntax.md §1.12), and a reprint of the part we parsed would drop the rest or turn
  // text into code.
  if (holdsSyntaxError(part) || part.children.some((c) => c.type === "interpolation_rest")) return part.text;
  // One with `&&` or `||` does not lex: it is text to the compiler (`{a&&b}` prints as `{a&&b}`).
  if (unlexableOperator(part.text)) return part.text;
  const expression = fieldChild(part, "expression");
  // Without an expression but with a spec (`{:>3}`) it is text to the compiler: as written.
  if (!expression) return part.text;
  const format = fieldChild(part, "format");
  // `{x:}`: the colon of an empty format spec stays (the spec is the compiler's to ignore).
  const colon = format ? [":", format.text] : part.children.some((c) => c.type === ":") ? ":" : undefined;
  const pad = firstToken(expression).type === "{" ? " " : "";
  // An f-string is printed on one line however long (formatting.md §9): so is what it interpolates.
  return ["{", pad, flat(p(expression, ctx)), colon ?? pad, "}"];
}

/** An ERROR node, or a token the parser made up (MISSING: no text where its spelling should be), below `node`. */
function holdsSyntaxError(node: CstNode): boolean {
  return node.children.some(c => c.type === "ERROR" || (c.start === c.end && c.type !== "") || holdsSyntaxError(c));
}

const text: NodePrinter = node => node.text;

export const EXPRESSION_PRINTERS: Record<string, NodePrinter> = {
  identifier: text,
  wildcard: text,
  boolean_literal: text,
  void_literal: text,
  integer_literal: node => formatInteger(node.text),
  float_literal: node => formatFloat(node.text),
  string_literal: node => quote(stringValue(node), '"'),
  multiline_string: node => quote(multilineStringValue(node.text), '"'),
  char_literal: node => formatChar(node.text),
  format_string: printFormatString,
  parenthesized_expression: printParenthesized,
  unit_expression: (node, ctx) => oneLineList(ctx, node, "(", ")", []),
  tuple_expression: printTuple,
  list_expression: printList,
  list_comprehension: (node, ctx) => [
    "[",
    p(child(node, "element"), ctx),
    " for ",
    // A name or `_`, or `(k, v)`, which binds nothing (syntax.md §5.8, §7.1).
    p(fieldChild(node, "variable") ?? child(node, "pattern"), ctx),
    " in ",
    p(child(node, "iterable"), ctx),
    "]",
  ],
  dictionary: printDictionary,
  dictionary_entry: (node, ctx) => [p(child(node, "key"), ctx), ": ", p(child(node, "value"), ctx)],
  block: printBlock,
  assignment_expression: printBinary,
  range_expression: (node, ctx) => binaryDoc(p(child(node, "start"), ctx), "..", p(child(node, "end"), ctx), ctx),
  binary_expression: printBinary,
  unary_expression: printPrefix,
  borrow_expression: printPrefix,
  ref_expression: printPrefix,
  cast_expression: (node, ctx) => [p(child(node, "value"), ctx), " as ", p(child(node, "type"), ctx)],
  call_expression: printCall,
  named_argument: (node, ctx) => [p(child(node, "name"), ctx), "=", p(child(node, "value"), ctx)],
  index_expression: (node, ctx) => [
    p(child(node, "object"), ctx),
    "[",
    join(", ", printAll(fieldChildren(node, "index"), ctx)),
    "]",
  ],
  field_expression: printField,
  try_expression: (node, ctx) => [p(child(node, "operand"), ctx), "?"],
  return_expression: (node, ctx) => {
    const value = fieldChild(node, "value");
    return value ? ["return ", p(value, ctx)] : "return";
  },
  break_expression: printJump("break"),
  continue_expression: printJump("continue"),
  expression_statement: (node, ctx) => p(node.children.find(c => c.named)!, ctx),
};

function printJump(keyword: string): NodePrinter {
  // The label keeps its `::`: the reference's `break outer` re-parses as
  // `break` followed by a separate statement (formatting.md §7.6).
  return (node, ctx) => {
    const label = fieldChild(node, "label");
    return label ? [keyword, " ::", p(label, ctx)] : keyword;
  };
}
