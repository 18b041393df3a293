// "Means the same program": the named-node shape of a tree after normalising
// exactly what the formatter rewrites on purpose (formatting.md intro):
// literal spellings, droppable grouping parentheses, braces added to lambda
// and match-arm bodies, the function forms of bindings (§5.1), the copied
// signature types, the parenthesised curried result of vector 019, named
// arguments after positional ones, braces around braceless loop and else
// bodies, and the import order. Comments and empty statements are not part of the shape.
// Two trees with equal shapes parse to the same program.
import { fieldChild, namedChildren, type CstNode } from "./cst.js";
import { formatChar, formatFloat, formatInteger, multilineStringValue, stringValue } from "./literals.js";
import { sortImports } from "./print-imports.js";
import { argumentsInOrder } from "./call-arguments.js";

export interface ShapeOptions {
  /** Hoist and sort top-level imports, as the formatter does with sort_imports. */
  readonly sortImports: boolean;
}

/** Node types whose anonymous tokens carry meaning (operators, signs, `&mut`). */
const TOKEN_BEARING = new Set([
  "binary_expression",
  "unary_expression",
  "borrow_expression",
  "reference_type",
  "literal_pattern",
  "literal_type",
  "position",
]);

/** One-element forms where a trailing comma makes a tuple out of a grouping. */
const ONE_TUPLES = new Set(["tuple_type", "tuple_pattern"]);

export function programShape(root: CstNode, options: ShapeOptions): string {
  let statements = namedChildren(root).filter(s => s.type !== "empty_statement");
  if (options.sortImports) {
    const imports = statements.filter(s => s.type === "use_declaration");
    statements = [...sortImports(imports), ...statements.filter(s => s.type !== "use_declaration")];
  }
  return `(source_file ${statements.map(shape).join(" ")})`;
}

function unparen(node: CstNode): CstNode {
  let current = node;
  while (current.type === "parenthesized_expression") current = namedChildren(current)[0] ?? current;
  return current;
}

function leaf(node: CstNode): string | undefined {
  switch (node.type) {
    case "identifier":
    case "type_identifier":
    case "boolean_literal":
    case "string_content":
    case "escape_sequence":
    case "brace_escape":
    case "format_spec":
      return `(${node.type} ${JSON.stringify(node.text)})`;
    case "integer_literal":
      return `(integer ${formatInteger(node.text)})`;
    case "float_literal":
      return `(float ${formatFloat(node.text)})`;
    case "string_literal":
      return `(string ${JSON.stringify(stringValue(node))})`;
    case "multiline_string":
      return `(string ${JSON.stringify(multilineStringValue(node.text))})`;
    case "char_literal":
      return `(char ${JSON.stringify(formatChar(node.text))})`;
    default:
      return undefined;
  }
}

function shape(node: CstNode): string {
  const simple = leaf(node);
  if (simple !== undefined) return simple;
  switch (node.type) {
    case "parenthesized_expression":
      return shape(unparen(node));
    case "lambda":
      return lambdaShape(node, undefined);
    case "match_arm":
      return `(match_arm ${shape(fieldChild(node, "pattern")!)} ${bodyShape(fieldChild(node, "value")!)})`;
    case "binding":
      return bindingShape(node);
    case "tuple_type":
      return tupleTypeShape(node);
    case "argument_list":
      return generic(node, argumentsInOrder(node));
    case "while_expression":
    case "for_expression":
      return loopShape(node);
    case "else_clause": {
      const body = fieldChild(node, "body")!;
      return `(else_clause ${unparen(body).type === "if_expression" ? shape(body) : bodyShape(body)})`;
    }
    default:
      return generic(node);
  }
}

function generic(node: CstNode, children: readonly CstNode[] = node.children): string {
  const parts: string[] = [node.type];
  for (const child of children) {
    if (child.named) {
      if (child.type !== "empty_statement") parts.push((child.field ? child.field + ": " : "") + shape(child));
    } else if (TOKEN_BEARING.has(node.type) || (child.type === "," && ONE_TUPLES.has(node.type) && namedChildren(node).length === 1)) {
      parts.push(JSON.stringify(child.type));
    }
  }
  return `(${parts.join(" ")})`;
}

/** A body as a block: `x + 1` and `{ x + 1 }` have the same shape. */
function bodyShape(body: CstNode): string {
  const inner = unparen(body);
  if (inner.type === "block") return shape(inner);
  return `(block (expression_statement ${shape(inner)}))`;
}

/** `f: (x: Int) -> Int = <value>` bodies: a non-empty block as is, anything else (even `{}`) wrapped. */
function valueBodyShape(value: CstNode): string {
  const inner = unparen(value);
  if (inner.type === "block" && namedChildren(inner).some(c => c.type !== "empty_statement")) return shape(inner);
  return `(block (expression_statement ${shape(inner)}))`;
}

function lambdaParameters(lambda: CstNode): CstNode[] {
  const parameters = fieldChild(lambda, "parameters")!;
  return parameters.type === "lambda_parameter" ? [parameters] : namedChildren(parameters);
}

/** Lambda shape; with `signature`, parameter types come from the signature and are left out. */
function lambdaShape(lambda: CstNode, signature: CstNode | undefined): string {
  const params = lambdaParameters(lambda).map(param => {
    const kept = param.children.filter(c => c.named && (signature === undefined || c.field !== "type"));
    return generic(param, kept);
  });
  return `(lambda (lambda_parameters ${params.join(" ")}) ${bodyShape(fieldChild(lambda, "body")!)})`;
}

function bindingShape(node: CstNode): string {
  const type = fieldChild(node, "type");
  const value = fieldChild(node, "value");
  const others = node.children.filter(c => c.named && c.field !== "value");
  const head = generic(node, others).slice(0, -1);
  if (!value) return head + ")";
  const inner = unparen(value);
  const isSignature = type?.type === "function_type";
  let valueShape: string;
  if (inner.type === "lambda" && lambdaParameters(inner).length === 0) {
    valueShape = isSignature ? valueBodyShape(fieldChild(inner, "body")!) : bodyShape(fieldChild(inner, "body")!);
  } else if (inner.type === "lambda") {
    valueShape = lambdaShape(inner, isSignature ? type : undefined);
  } else if (isSignature) {
    const params = namedChildren(fieldChild(type, "parameters")!);
    if (params.length === 0) valueShape = valueBodyShape(value);
    else if (params.every(p => p.type === "parameter")) {
      const lambdaParams = params.map(p => {
        const kept = p.children.filter(c => c.named && c.field !== "type");
        return generic({ ...p, type: "lambda_parameter" } as CstNode, kept);
      });
      valueShape = `(lambda (lambda_parameters ${lambdaParams.join(" ")}) ${valueBodyShape(value)})`;
    } else valueShape = shape(value);
  } else valueShape = shape(value);
  return `${head} value: ${valueShape})`;
}

/** `-> ((x: Int) -> Int)` and `-> (Int) -> Int` have the same shape (vector 019). */
function tupleTypeShape(node: CstNode): string {
  const items = namedChildren(node);
  const grouping = items.length === 1 && !node.children.some(c => c.type === ",");
  if (!grouping || items[0]!.type !== "function_type" || node.field !== "result") return generic(node);
  return functionTypeWithoutNames(items[0]!);
}

function functionTypeWithoutNames(fn: CstNode): string {
  const params = namedChildren(fieldChild(fn, "parameters")!).map(p =>
    p.type === "parameter" ? shape(fieldChild(p, "type")!) : shape(p),
  );
  return `(function_type parameters: (parameter_list ${params.join(" ")}) result: ${shape(fieldChild(fn, "result")!)})`;
}

/** Loops: a braceless body and the same body in braces have the same shape. */
function loopShape(node: CstNode): string {
  const others = node.children.filter(c => c.named && c.field !== "body");
  return `${generic(node, others).slice(0, -1)} body: ${bodyShape(fieldChild(node, "body")!)})`;
}
