// "Means the same program": the named-node shape of a tree after normalising
// exactly what the formatter rewrites on purpose (formatting.md intro):
// literal spellings (an f-string's text by its value too), droppable
// grouping parentheses, braces added to lambda and match-arm bodies, the
// function forms of bindings (§5.1), the copied signature types, the
// parenthesised curried result of vector 019, named arguments after
// positional ones, braces around braceless loop and else bodies (where an
// assignment becomes a binding statement), the import order, the `pub` the
// parser skips before an imported item (syntax.md §3.10), and empty
// f-string interpolations, which the compiler drops (§1.12). Comments and
// empty statements are not part of the shape.
// Two trees with equal shapes parse to the same program.
//
// The shape is walked once per tree and sent, event by event, to a sink.
// Verifying a formatter result (`sameProgram`) records the input's events
// and replays the output's against them, stopping at the first difference:
// no text of either shape is built (a 5,000-line file's shape is 600,000
// characters), and the trees are the typed arrays of shape-tree.ts, so the
// check leaves almost nothing for the garbage collector. `programShape`
// renders the same events as text, for tests and for reading a difference.
import { formatChar, formatFloat, formatInteger, multilineStringValue, stringValueOfParts } from "./literals.js";
import { sortByImportPath } from "./print-imports.js";
import { positionalFirst } from "./call-arguments.js";
import { nameCode, nameOf, TEXT_LEAVES, type ShapeTree } from "./shape-tree.js";

export interface ShapeOptions {
  /** Hoist and sort top-level imports, as the formatter does with sort_imports. */
  readonly sortImports: boolean;
}

const NONE = -1;
const code = nameCode;

/** Node types whose anonymous tokens carry meaning (operators, signs, `&mut`). */
const TOKEN_BEARING = new Set(
  ["binary_expression", "unary_expression", "borrow_expression", "reference_type", "literal_pattern", "literal_type", "position"].map(code),
);

/** One-element forms where a trailing comma makes a tuple out of a grouping. */
const ONE_TUPLES = new Set(["tuple_type", "tuple_pattern"].map(code));

const ARGUMENT_LIST = code("argument_list");
const ASSIGNMENT_EXPRESSION = code("assignment_expression");
const BINDING = code("binding");
const BLOCK = code("block");
const CHAR = code("char");
const CHAR_LITERAL = code("char_literal");
const COMMA = code(",");
const ELSE_CLAUSE = code("else_clause");
const EMPTY_STATEMENT = code("empty_statement");
const EXPRESSION_STATEMENT = code("expression_statement");
const FLOAT = code("float");
const FLOAT_LITERAL = code("float_literal");
const FOR_EXPRESSION = code("for_expression");
const FORMAT_STRING = code("format_string");
const FUNCTION_TYPE = code("function_type");
const IDENTIFIER = code("identifier");
const IF_EXPRESSION = code("if_expression");
const INTEGER = code("integer");
const INTEGER_LITERAL = code("integer_literal");
const INTERPOLATION = code("interpolation");
const LAMBDA = code("lambda");
const LAMBDA_PARAMETER = code("lambda_parameter");
const LAMBDA_PARAMETERS = code("lambda_parameters");
const MATCH_ARM = code("match_arm");
const MULTILINE_STRING = code("multiline_string");
const MUTABLE_SPECIFIER = code("mutable_specifier");
const NAMED_ARGUMENT = code("named_argument");
const PARAMETER = code("parameter");
const PARAMETER_LIST = code("parameter_list");
const PARENTHESIZED_EXPRESSION = code("parenthesized_expression");
const SOURCE_FILE = code("source_file");
const STRING = code("string");
const STRING_CONTENT = code("string_content");
const STRING_LITERAL = code("string_literal");
const VISIBILITY_MODIFIER = code("visibility_modifier");
const TUPLE_TYPE = code("tuple_type");
const USE_DECLARATION = code("use_declaration");
const USE_ITEM = code("use_item");
const WHILE_EXPRESSION = code("while_expression");

const FIELD_BODY = code("body");
const FIELD_LEFT = code("left");
const FIELD_RIGHT = code("right");
const FIELD_TARGET = code("target");
const FIELD_PARAMETERS = code("parameters");
const FIELD_PATH = code("path");
const FIELD_PATTERN = code("pattern");
const FIELD_RESULT = code("result");
const FIELD_TYPE = code("type");
const FIELD_VALUE = code("value");

/** Receives a shape in order: `(type`, `field:` before a child, leaves, meaningful tokens, `)`. */
interface ShapeSink {
  open(type: number): void;
  field(name: number): void;
  /** A leaf whose shape is its text as written. */
  verbatim(type: number, tree: ShapeTree, node: number): void;
  /** A leaf whose shape is its normalised value. */
  leaf(kind: number, value: string): void;
  token(type: number): void;
  close(): void;
}

/** The shape as text, e.g. `(source_file (binding target: (identifier "x") value: (integer 1)))`. */
export function programShape(tree: ShapeTree, options: ShapeOptions): string {
  const text = new ShapeText();
  emitProgram(tree, options, text);
  return text.toString();
}

/**
 * True when the two trees have the same shape (the same program): exactly
 * when their `programShape` texts are equal, without building either text.
 */
export function sameProgram(a: ShapeTree, b: ShapeTree, options: ShapeOptions): boolean {
  const tape = new ShapeTape(a.source);
  emitProgram(a, options, tape);
  tape.rewind();
  try {
    emitProgram(b, options, tape);
  } catch (error) {
    if (error === MISMATCH) return false;
    throw error;
  }
  return tape.atEnd();
}

// Events on the tape: a name code times 8 plus the event's kind, so that two
// tapes are equal exactly when their event sequences are. A verbatim leaf's
// text is kept as its offsets in the recorded source, a normalised value in
// a list of its own.
const OPEN = 0;
const FIELD = 1;
const TOKEN = 2;
const LEAF = 3;
const VERBATIM = 4;
const CLOSE = 5;

/** Thrown by a replay at the first event that differs from the recording. */
const MISMATCH = new Error("the shapes differ");

/** A growing list of integers, off the garbage-collected heap. */
class IntList {
  private items = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.items.length) {
      const larger = new Int32Array(this.length * 2);
      larger.set(this.items);
      this.items = larger;
    }
    this.items[this.length++] = value;
  }

  at(index: number): number {
    return this.items[index]!;
  }
}

/** Records one shape, then checks another against it. */
class ShapeTape implements ShapeSink {
  private readonly events = new IntList();
  private readonly ranges = new IntList();
  private readonly values: string[] = [];
  private replaying = false;
  /** While replaying: the next event, range and value. */
  private event = 0;
  private range = 0;
  private value = 0;

  /** `source`: the text of the tree that is recorded. */
  constructor(private readonly source: string) {}

  rewind(): void {
    this.replaying = true;
  }

  atEnd(): boolean {
    return this.event === this.events.length;
  }

  private put(event: number): void {
    if (!this.replaying) this.events.push(event);
    else if (this.event === this.events.length || this.events.at(this.event++) !== event) throw MISMATCH;
  }

  open(type: number): void {
    this.put(type * 8 + OPEN);
  }

  field(name: number): void {
    this.put(name * 8 + FIELD);
  }

  verbatim(type: number, tree: ShapeTree, node: number): void {
    this.put(type * 8 + VERBATIM);
    const start = tree.start[node]!;
    const end = tree.end[node]!;
    if (!this.replaying) {
      this.ranges.push(start);
      this.ranges.push(end);
      return;
    }
    // The same event sequence so far, so the same number of ranges.
    const from = this.ranges.at(this.range++);
    const to = this.ranges.at(this.range++);
    if (to - from !== end - start) throw MISMATCH;
    const recorded = this.source;
    const text = tree.source;
    for (let i = 0; i < end - start; i++) if (recorded.charCodeAt(from + i) !== text.charCodeAt(start + i)) throw MISMATCH;
  }

  leaf(kind: number, value: string): void {
    this.put(kind * 8 + LEAF);
    if (!this.replaying) this.values.push(value);
    else if (this.values[this.value++] !== value) throw MISMATCH;
  }

  token(type: number): void {
    this.put(type * 8 + TOKEN);
  }

  close(): void {
    this.put(CLOSE);
  }
}

/** Numbers are shown as they are, every other leaf value and token quoted. */
const UNQUOTED_LEAVES = new Set([INTEGER, FLOAT]);

class ShapeText implements ShapeSink {
  private readonly parts: string[] = [];
  private separate = false;

  private item(text: string): void {
    if (this.separate) this.parts.push(" ");
    this.parts.push(text);
    this.separate = true;
  }

  open(type: number): void {
    this.item("(" + nameOf(type));
  }

  field(name: number): void {
    this.item(nameOf(name) + ":");
  }

  verbatim(type: number, tree: ShapeTree, node: number): void {
    this.leaf(type, tree.text(node));
  }

  leaf(kind: number, value: string): void {
    this.item(`(${nameOf(kind)} ${UNQUOTED_LEAVES.has(kind) ? value : JSON.stringify(value)})`);
  }

  token(type: number): void {
    this.item(JSON.stringify(nameOf(type)));
  }

  close(): void {
    this.parts.push(")");
    this.separate = true;
  }

  toString(): string {
    return this.parts.join("");
  }
}

/** The child under a field the grammar requires (an error-free tree has it). */
function required(t: ShapeTree, node: number, field: number): number {
  const child = t.fieldChild(node, field);
  if (child === NONE) throw new Error(`${nameOf(t.type[node]!)} without ${nameOf(field)}`);
  return child;
}

/** The named children of a node, in order. */
function namedChildren(t: ShapeTree, node: number): number[] {
  const out: number[] = [];
  for (let c = t.firstChild[node]!; c !== NONE; c = t.nextSibling[c]!) if (t.named[c]) out.push(c);
  return out;
}

function firstNamed(t: ShapeTree, node: number): number {
  for (let c = t.firstChild[node]!; c !== NONE; c = t.nextSibling[c]!) if (t.named[c]) return c;
  return NONE;
}

function namedCount(t: ShapeTree, node: number): number {
  let count = 0;
  for (let c = t.firstChild[node]!; c !== NONE; c = t.nextSibling[c]!) count += t.named[c]!;
  return count;
}

function hasChildOfType(t: ShapeTree, node: number, type: number): boolean {
  for (let c = t.firstChild[node]!; c !== NONE; c = t.nextSibling[c]!) if (t.type[c] === type) return true;
  return false;
}

/** The dotted path of a `use` (as print-imports.ts's importPath reads it). */
function importPath(t: ShapeTree, use: number): string {
  const path = t.fieldChild(use, FIELD_PATH);
  if (path === NONE) return "";
  const parts: string[] = [];
  for (let c = t.firstChild[path]!; c !== NONE; c = t.nextSibling[c]!) if (t.type[c] === IDENTIFIER) parts.push(t.text(c));
  return parts.join(".");
}

function emitProgram(t: ShapeTree, options: ShapeOptions, sink: ShapeSink): void {
  let statements = namedChildren(t, 0).filter(s => t.type[s] !== EMPTY_STATEMENT);
  if (options.sortImports) {
    const isImport = (s: number): boolean => t.type[s] === USE_DECLARATION;
    const imports = sortByImportPath(statements.filter(isImport), s => importPath(t, s));
    statements = [...imports, ...statements.filter(s => !isImport(s))];
  }
  sink.open(SOURCE_FILE);
  for (const statement of statements) emit(t, statement, sink);
  sink.close();
}

function unparen(t: ShapeTree, node: number): number {
  let current = node;
  while (t.type[current] === PARENTHESIZED_EXPRESSION) {
    const inner = firstNamed(t, current);
    if (inner === NONE) break;
    current = inner;
  }
  return current;
}

/** The children of a node as type and text (for literals.ts). */
function* parts(t: ShapeTree, node: number): Generator<{ type: string; text: string }> {
  for (let c = t.firstChild[node]!; c !== NONE; c = t.nextSibling[c]!) yield { type: nameOf(t.type[c]!), text: t.text(c) };
}

/** Literals: their shape is their value, normalised, under the kind shown. */
const LITERALS: { kind: number; value: (t: ShapeTree, node: number) => string }[] = [];
LITERALS[INTEGER_LITERAL] = { kind: INTEGER, value: (t, node) => formatInteger(t.text(node)) };
LITERALS[FLOAT_LITERAL] = { kind: FLOAT, value: (t, node) => formatFloat(t.text(node)) };
LITERALS[STRING_LITERAL] = { kind: STRING, value: (t, node) => stringValueOfParts(parts(t, node)) };
LITERALS[MULTILINE_STRING] = { kind: STRING, value: (t, node) => multilineStringValue(t.text(node)) };
LITERALS[CHAR_LITERAL] = { kind: CHAR, value: (t, node) => formatChar(t.text(node)) };

// What `emit` does with each node type (by name code; everything else is generic).
const GENERIC = 0;
const AS_VERBATIM = 1;
const AS_LITERAL = 2;
const AS_PARENTHESIZED = 3;
const AS_LAMBDA = 4;
const AS_BINDING = 5;
const AS_TUPLE_TYPE = 6;
const AS_LOOP = 7;
const AS_ARGUMENTS = 8;
const AS_MATCH_ARM = 9;
const AS_ELSE = 10;
const AS_USE_ITEM = 11;
const AS_FORMAT_STRING = 12;

const HANDLING: number[] = [];
// Every text leaf but a literal is compared as written (a string literal is no text leaf: its value is read from its children).
for (const code of [...TEXT_LEAVES].map(nameCode)) HANDLING[code] = AS_VERBATIM;
LITERALS.forEach((_, code) => (HANDLING[code] = AS_LITERAL));
for (const [code, handling] of [
  [PARENTHESIZED_EXPRESSION, AS_PARENTHESIZED],
  [LAMBDA, AS_LAMBDA],
  [BINDING, AS_BINDING],
  [TUPLE_TYPE, AS_TUPLE_TYPE],
  [WHILE_EXPRESSION, AS_LOOP],
  [FOR_EXPRESSION, AS_LOOP],
  [ARGUMENT_LIST, AS_ARGUMENTS],
  [MATCH_ARM, AS_MATCH_ARM],
  [ELSE_CLAUSE, AS_ELSE],
  [USE_ITEM, AS_USE_ITEM],
  [FORMAT_STRING, AS_FORMAT_STRING],
] as const) {
  HANDLING[code] = handling;
}

function emit(t: ShapeTree, node: number, sink: ShapeSink): void {
  const type = t.type[node]!;
  switch (HANDLING[type] ?? GENERIC) {
    case AS_VERBATIM:
      sink.verbatim(type, t, node);
      return;
    case AS_LITERAL: {
      const literal = LITERALS[type]!;
      sink.leaf(literal.kind, literal.value(t, node));
      return;
    }
    case AS_PARENTHESIZED:
      emit(t, unparen(t, node), sink);
      return;
    case AS_LAMBDA:
      emitLambda(t, node, false, sink);
      return;
    case AS_BINDING:
      emitBinding(t, node, sink);
      return;
    case AS_TUPLE_TYPE:
      emitTupleType(t, node, sink);
      return;
    case AS_LOOP:
      emitLoop(t, node, sink);
      return;
    case AS_ARGUMENTS:
      sink.open(type);
      for (const arg of positionalFirst(namedChildren(t, node), a => t.type[a] === NAMED_ARGUMENT)) emitChild(t, arg, sink);
      sink.close();
      return;
    case AS_MATCH_ARM:
      sink.open(type);
      emit(t, required(t, node, FIELD_PATTERN), sink);
      emitBody(t, required(t, node, FIELD_VALUE), sink);
      sink.close();
      return;
    case AS_ELSE: {
      const body = required(t, node, FIELD_BODY);
      sink.open(type);
      if (t.type[unparen(t, body)] === IF_EXPRESSION) emit(t, body, sink);
      else emitBody(t, body, sink);
      sink.close();
      return;
    }
    case AS_FORMAT_STRING:
      emitFormatString(t, node, sink);
      return;
    case AS_USE_ITEM:
      // `{pub io}` and `{io}` import the same: the parser skips that `pub` (print-imports.ts).
      sink.open(type);
      for (let c = t.firstChild[node]!; c !== NONE; c = t.nextSibling[c]!) if (t.named[c] && t.type[c] !== VISIBILITY_MODIFIER) emitChild(t, c, sink);
      sink.close();
      return;
    default:
      emitGeneric(t, node, sink);
  }
}

/** The parts of an f-string's text (print-expressions.ts prints each run of them from its value). */
const FORMAT_TEXT_PARTS = new Set(["string_content", "escape_sequence", "brace_escape"].map(code));

/** An f-string: each run of text by its value (`\u{4F60}` and `你`, `\x7B` and `{{` are one text), the rest as nodes but empty interpolations. */
function emitFormatString(t: ShapeTree, node: number, sink: ShapeSink): void {
  sink.open(FORMAT_STRING);
  let text: number[] = [];
  const endText = (): void => {
    if (text.length > 0) sink.leaf(STRING_CONTENT, stringValueOfParts(text.map(c => ({ type: nameOf(t.type[c]!), text: t.text(c) }))));
    text = [];
  };
  for (let c = t.firstChild[node]!; c !== NONE; c = t.nextSibling[c]!) {
    // An empty interpolation (`{}`, `{ }`) is nothing: the text on both sides of it is one run.
    if (!t.named[c] || (t.type[c] === INTERPOLATION && firstNamed(t, c) === NONE)) continue;
    if (FORMAT_TEXT_PARTS.has(t.type[c]!)) text.push(c);
    else {
      endText();
      emitChild(t, c, sink);
    }
  }
  endText();
  sink.close();
}

/** `(type field: child … "token" …)`: named children in order, tokens where they carry meaning. */
function emitGeneric(t: ShapeTree, node: number, sink: ShapeSink): void {
  const type = t.type[node]!;
  const tokens = TOKEN_BEARING.has(type);
  sink.open(type);
  for (let c = t.firstChild[node]!; c !== NONE; c = t.nextSibling[c]!) {
    if (t.named[c]) emitChild(t, c, sink);
    else if (tokens || (t.type[c] === COMMA && ONE_TUPLES.has(type) && namedCount(t, node) === 1)) sink.token(t.type[c]!);
  }
  sink.close();
}

/** A named child under its field name; empty statements are no part of the shape. */
function emitChild(t: ShapeTree, child: number, sink: ShapeSink): void {
  if (t.type[child] === EMPTY_STATEMENT) return;
  const field = t.field[child]!;
  if (field !== NONE) sink.field(field);
  emit(t, child, sink);
}

/** A body as a block: `x + 1` and `{ x + 1 }` have the same shape. */
function emitBody(t: ShapeTree, body: number, sink: ShapeSink): void {
  const inner = unparen(t, body);
  if (t.type[inner] === BLOCK) emit(t, inner, sink);
  else emitAsBlock(t, inner, sink);
}

/**
 * `f: (x: Int) -> Int = <value>` bodies: a block with a statement or a comment
 * as is, anything else (even `{}`) wrapped, as print-bindings.ts's bodyFromValue
 * reads them.
 */
function emitValueBody(t: ShapeTree, value: number, sink: ShapeSink): void {
  const inner = unparen(t, value);
  if (t.type[inner] === BLOCK && (hasStatement(t, inner) || t.commented.has(inner))) emit(t, inner, sink);
  else emitAsBlock(t, inner, sink);
}

function hasStatement(t: ShapeTree, block: number): boolean {
  for (let c = t.firstChild[block]!; c !== NONE; c = t.nextSibling[c]!) if (t.named[c] && t.type[c] !== EMPTY_STATEMENT) return true;
  return false;
}

function emitAsBlock(t: ShapeTree, expression: number, sink: ShapeSink): void {
  sink.open(BLOCK);
  if (t.type[expression] === ASSIGNMENT_EXPRESSION) emitAssignmentAsBinding(t, expression, sink);
  else {
    sink.open(EXPRESSION_STATEMENT);
    emit(t, expression, sink);
    sink.close();
  }
  sink.close();
}

/**
 * A braceless body's assignment (`while n > 0 n = n - 1`) as the statement
 * it is in braces, `{ n = n - 1 }`: a binding of the same target and value
 * (the formatter braces it, print-control.ts bodyAsBlock).
 */
function emitAssignmentAsBinding(t: ShapeTree, assignment: number, sink: ShapeSink): void {
  sink.open(BINDING);
  sink.field(FIELD_TARGET);
  emit(t, required(t, assignment, FIELD_LEFT), sink);
  sink.field(FIELD_VALUE);
  emitBindingValue(t, required(t, assignment, FIELD_RIGHT), NONE, sink);
  sink.close();
}

/** A lambda's `parameters`: one lambda_parameter, or a lambda_parameters list. */
function hasLambdaParameters(t: ShapeTree, lambda: number): boolean {
  const parameters = required(t, lambda, FIELD_PARAMETERS);
  return t.type[parameters] === LAMBDA_PARAMETER || firstNamed(t, parameters) !== NONE;
}

/** A lambda; with `signatureTyped`, parameter types come from the signature and are left out. */
function emitLambda(t: ShapeTree, lambda: number, signatureTyped: boolean, sink: ShapeSink): void {
  sink.open(LAMBDA);
  sink.open(LAMBDA_PARAMETERS);
  const parameters = required(t, lambda, FIELD_PARAMETERS);
  if (t.type[parameters] === LAMBDA_PARAMETER) emitParameter(t, parameters, signatureTyped, sink);
  else for (let c = t.firstChild[parameters]!; c !== NONE; c = t.nextSibling[c]!) if (t.named[c]) emitParameter(t, c, signatureTyped, sink);
  sink.close();
  // `(x: Int)` alone has no body (syntax.md §5.7): nothing to compare there.
  const body = t.fieldChild(lambda, FIELD_BODY);
  if (body !== NONE) emitBody(t, body, sink);
  sink.close();
}

/** A lambda's or a signature's parameter as a lambda parameter: its named parts, without its type when the signature gives it. */
function emitParameter(t: ShapeTree, param: number, withoutType: boolean, sink: ShapeSink): void {
  sink.open(LAMBDA_PARAMETER);
  for (let c = t.firstChild[param]!; c !== NONE; c = t.nextSibling[c]!) {
    if (t.named[c] && !(withoutType && t.field[c] === FIELD_TYPE)) emitChild(t, c, sink);
  }
  sink.close();
}

function emitBinding(t: ShapeTree, node: number, sink: ShapeSink): void {
  sink.open(BINDING);
  // `mut pub x` and `pub mut x` are one binding (syntax.md §3.2): the modifiers in one order.
  for (const modifier of [VISIBILITY_MODIFIER, MUTABLE_SPECIFIER]) {
    for (let c = t.firstChild[node]!; c !== NONE; c = t.nextSibling[c]!) if (t.named[c] && t.type[c] === modifier) emitChild(t, c, sink);
  }
  for (let c = t.firstChild[node]!; c !== NONE; c = t.nextSibling[c]!) {
    if (t.named[c] && t.field[c] !== FIELD_VALUE && t.type[c] !== VISIBILITY_MODIFIER && t.type[c] !== MUTABLE_SPECIFIER) emitChild(t, c, sink);
  }
  const value = t.fieldChild(node, FIELD_VALUE);
  if (value !== NONE) {
    sink.field(FIELD_VALUE);
    emitBindingValue(t, value, t.fieldChild(node, FIELD_TYPE), sink);
  }
  sink.close();
}

/** The function forms of §5.1 (`f = () => e`, `f: (x: Int) -> Int = e`, `f: … = (x) => e`) as one shape. */
function emitBindingValue(t: ShapeTree, value: number, type: number, sink: ShapeSink): void {
  const inner = unparen(t, value);
  const isSignature = type !== NONE && t.type[type] === FUNCTION_TYPE;
  if (t.type[inner] === LAMBDA) {
    const body = t.fieldChild(inner, FIELD_BODY);
    // A typed head alone (`(x: Int)`, syntax.md §5.7) has parameters and no body.
    if (hasLambdaParameters(t, inner) || body === NONE) emitLambda(t, inner, isSignature, sink);
    // `() => {}` is a function; `{}` alone an empty dictionary: not the same value.
    else if (t.type[body] === BLOCK && !hasStatement(t, body)) emit(t, inner, sink);
    else if (isSignature) emitValueBody(t, body, sink);
    else emitBody(t, body, sink);
    return;
  }
  // A curried signature's plain body gets no header (one group's would unbind the others).
  if (isSignature && t.type[required(t, type, FIELD_RESULT)] !== FUNCTION_TYPE) {
    const params = required(t, type, FIELD_PARAMETERS);
    if (firstNamed(t, params) === NONE) {
      emitValueBody(t, value, sink);
      return;
    }
    if (allNamedAre(t, params, PARAMETER)) {
      sink.open(LAMBDA);
      sink.open(LAMBDA_PARAMETERS);
      for (let c = t.firstChild[params]!; c !== NONE; c = t.nextSibling[c]!) if (t.named[c]) emitParameter(t, c, true, sink);
      sink.close();
      emitValueBody(t, value, sink);
      sink.close();
      return;
    }
  }
  emit(t, value, sink);
}

function allNamedAre(t: ShapeTree, node: number, type: number): boolean {
  for (let c = t.firstChild[node]!; c !== NONE; c = t.nextSibling[c]!) if (t.named[c] && t.type[c] !== type) return false;
  return true;
}

/** `-> ((x: Int) -> Int)` and `-> (Int) -> Int` have the same shape (vector 019). */
function emitTupleType(t: ShapeTree, node: number, sink: ShapeSink): void {
  const item = firstNamed(t, node);
  const grouping = namedCount(t, node) === 1 && !hasChildOfType(t, node, COMMA);
  if (grouping && t.type[item] === FUNCTION_TYPE && t.field[node] === FIELD_RESULT) emitFunctionTypeWithoutNames(t, item, sink);
  else emitGeneric(t, node, sink);
}

function emitFunctionTypeWithoutNames(t: ShapeTree, fn: number, sink: ShapeSink): void {
  sink.open(FUNCTION_TYPE);
  sink.field(FIELD_PARAMETERS);
  sink.open(PARAMETER_LIST);
  const params = required(t, fn, FIELD_PARAMETERS);
  for (let c = t.firstChild[params]!; c !== NONE; c = t.nextSibling[c]!) {
    if (t.named[c]) emit(t, t.type[c] === PARAMETER ? required(t, c, FIELD_TYPE) : c, sink);
  }
  sink.close();
  sink.field(FIELD_RESULT);
  emit(t, required(t, fn, FIELD_RESULT), sink);
  sink.close();
}

/** Loops: a braceless body and the same body in braces have the same shape. */
function emitLoop(t: ShapeTree, node: number, sink: ShapeSink): void {
  sink.open(t.type[node]!);
  for (let c = t.firstChild[node]!; c !== NONE; c = t.nextSibling[c]!) if (t.named[c] && t.field[c] !== FIELD_BODY) emitChild(t, c, sink);
  sink.field(FIELD_BODY);
  emitBody(t, required(t, node, FIELD_BODY), sink);
  sink.close();
}
