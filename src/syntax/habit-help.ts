// Another language's construct around a syntax error (Rust, Go, Python,
// TypeScript, C): the help that names it and says how YaoXiang writes it.
// The reference parser's own help at such an error is generic ("insert `]`
// here", "separate statements with a line break"), or would send an agent the
// wrong way: a habit, when one is recognised, is the better help. Positions
// never change (they are the compiler's); only the help does. Pure functions
// of the token list and the index of the token the error is at.

import { blockBody, INTERFACE_WORDS, interfaceHelp } from "./foreign-interface.js";
import { ternaryHelp, ternaryParts, ternaryQuestion } from "./ternary.js";
import { FUNCTION_WORDS, foreignSignature, MODIFIERS, spelled, splitTopLevel, typeParametersAfterName, yaoxiangBinding, type ForeignSignature } from "./foreign-signature.js";

/** What this module reads of a token (the reference parser's tokens). */
export interface HabitToken {
  readonly kind: string;
  readonly value: string;
  readonly start: number;
  readonly end: number;
  readonly startRow: number;
  readonly startCol: number;
}

/** How far back an enclosing block or a line's start is searched. */
const LOOKBACK = 2000;

/** The help for the error at `tokens[at]`, when another language's construct explains it. */
export function habitHelp(tokens: readonly HabitToken[], at: number): string | undefined {
  const token = tokens[at];
  if (!token) return undefined;
  return (
    walrus(tokens, at) ??
    tripleEquals(tokens, at) ??
    pathSeparator(token) ??
    pythonLambda(tokens, at) ??
    goMethodHeader(tokens, at) ??
    functionHeader(tokens, at) ??
    multiLineHeader(tokens, at) ??
    angleGenerics(tokens, at) ??
    bracketGenerics(tokens, at) ??
    switchCase(tokens, at) ??
    objectLiteral(tokens, at) ??
    ternary(tokens, at) ??
    cStyleFor(tokens, at) ??
    comprehensionFilter(tokens, at) ??
    ifLet(tokens, at) ??
    isComparison(tokens, at) ??
    pythonImport(tokens, at) ??
    colonBlock(tokens, at) ??
    colonResult(tokens, at) ??
    enclosingBlock(tokens, at)
  );
}

/** `x := 1` (Go, Python): the error is at the `=` right after the `:`. */
function walrus(tokens: readonly HabitToken[], at: number): string | undefined {
  const [before, token] = [tokens[at - 1], tokens[at]!];
  if (before?.value !== ":" || token.value !== "=" || before.end !== token.start) return undefined;
  const name = tokens[at - 2];
  const shown = name?.kind === "ident" ? name.value : "x";
  return `YaoXiang has no \`:=\`: bind with \`${shown} = …\` (\`mut ${shown} = …\` for a variable, \`${shown}: Int = …\` with a type)`;
}

/** `a === 1` (JavaScript): `==` then a stray `=`. */
function tripleEquals(tokens: readonly HabitToken[], at: number): string | undefined {
  const [before, token] = [tokens[at - 1], tokens[at]!];
  if (token.value !== "=" || before?.value !== "==" || before.end !== token.start) return undefined;
  return "YaoXiang has no `===`: compare with `==` (`!=` for not equal)";
}

/** `use std::io`, `String::from(…)` (Rust, C++). */
function pathSeparator(token: HabitToken): string | undefined {
  if (token.value !== "::") return undefined;
  return "paths use `.`, not `::`: `use std.io`, `use geometry.{Point}`, `Point.origin()` (`::` only names a label, `break ::outer`)";
}

/**
 * `fn name(…) -> T {`, `def name(a, b):`, `func name(a int) int {`, `pub fn name(…)`:
 * an error anywhere on a line that starts with a function word and a name.
 */
export function functionHeader(tokens: readonly HabitToken[], at: number): string | undefined {
  // `def f(a, b):` then the body on the next line: the error is at the body's first token.
  const onLineOfItsOwn = at > 0 && tokens[at - 1]!.startRow < tokens[at]!.startRow;
  const first = afterModifiers(tokens, lineStart(tokens, onLineOfItsOwn ? at - 1 : at));
  const [word, name] = [tokens[first], tokens[first + 1]];
  const kotlin = typeParametersAfterName(tokens, first);
  if (kotlin) return functionHeader(kotlin, at);
  // `func (p *Point) Norm() int {`, which parses (107a L11: the template named none of it).
  if (word?.value === "func" && tokens[first + 1]?.value === "(") return goMethodHeader(tokens, at);
  if (!word || !name || !FUNCTION_WORDS.has(word.value) || name.kind !== "ident" || name.startRow !== word.startRow) return undefined;
  const impl = enclosingOpen(tokens, first);
  // A trait's or an interface's method: the whole interface written back (106f Y7).
  if (impl && INTERFACE_WORDS.has(impl.word)) return interfaceHelp(impl.word, impl.name, blockBody(tokens, impl.index));
  const receiverOf = impl?.word === "impl" ? impl.name : undefined;
  // `fn Point.area(self: &Point)`: a method, declared on its type (105d R4: the help named `Point` the function).
  const member = tokens[first + 2]?.value === "." && tokens[first + 3]?.kind === "ident" ? tokens[first + 3] : undefined;
  if (member) {
    const signature = foreignSignature(tokens, first + 4);
    const method = signature ? yaoxiangBinding(`${name.value}.${member.value}`, signature, resultlessOf(word.value), signature.self ? name.value : undefined) : `${name.value}.${member.value}: (self: &${name.value}, p: Int) -> Int = { … }`;
    return `YaoXiang has no \`${word.value}\`: a method is a binding on its type, \`${method}\``;
  }
  // The user's own header written back (106f Y5); a template where it is not read with confidence.
  const written = foreignHeaderHelp(tokens, first + 1, receiverOf);
  if (written) return written;
  if (receiverOf) return `YaoXiang has no \`impl\` blocks or \`${word.value}\`: declare each method at the top level, \`${receiverOf}.${name.value}: (self: &${receiverOf}, p: Int) -> Int = …\``;
  const generic = tokens[first + 2]?.value === "<";
  const template = generic ? `(T: Type) -> (p: T) -> T = (p) => …` : `(p: Int) -> Int = (p) => …`;
  return `YaoXiang has no \`${word.value}\`: a function is a binding, \`${name.value}: ${template}\` (or \`= { … }\` with the parameters named in the signature, giving its value with \`return\`)${generic ? "; type parameters are the signature's first group, not `<T>`" : ""}`;
}

/**
 * `fn area(` with its parameters on the lines after it (106g Z8: "named arguments are written
 * `name = value`" at `w: f64,`): the error inside a parameter list that opens a function header.
 */
export function multiLineHeader(tokens: readonly HabitToken[], at: number): string | undefined {
  let depth = 0;
  for (let i = at - 1; i >= 0 && i >= at - LOOKBACK; i--) {
    const v = tokens[i]!.value;
    if (v === ")") depth++;
    else if (v === "(" && depth-- === 0) {
      if (tokens[i]!.startRow === tokens[at]!.startRow) return undefined; // one line: functionHeader's
      const name = tokens[i - 1];
      return name?.kind === "ident" && FUNCTION_WORDS.has(tokens[i - 2]?.value ?? "") ? functionHeader(tokens, i - 1) : undefined;
    }
  }
  return undefined;
}

/** `fn`, `func`, `fun` headers without a result give nothing (Void); `def` and `function` leave it unwritten. */
function resultlessOf(word: string): "Void" | "unknown" {
  return word === "def" || word === "function" ? "unknown" : "Void";
}

/**
 * `def area(self) -> float:` in a `class`, `fn len(&self) -> f64` in an `impl` (`receiverOf`): the old-syntax
 * header after a function word at `tokens[nameIndex - 1]`, written back with the user's own parameters and
 * types (106g Z2, Z4: `Type.area: (self: Self) -> float` named neither the class nor a YaoXiang type).
 */
export function foreignHeaderHelp(tokens: readonly HabitToken[], nameIndex: number, receiverOf: string | undefined): string | undefined {
  const [word, name] = [tokens[nameIndex - 1], tokens[nameIndex]];
  if (!word || !name || !FUNCTION_WORDS.has(word.value) || word.startRow !== name.startRow) return undefined;
  const signature = foreignSignature(tokens, nameIndex + 1);
  if (!signature) return undefined;
  const resultless = resultlessOf(word.value);
  // In an `impl` block, or a Python `class` (106g Z2: the help dropped `self` and the method with it); a function
  // without `self` there is the type's, called `Point.new(…)`, with no receiver (106g Z1).
  const owner = receiverOf ?? (signature.self ? enclosingClass(tokens, afterModifiers(tokens, lineStart(tokens, nameIndex - 1))) : undefined);
  if (owner) {
    const method = yaoxiangBinding(`${owner}.${name.value}`, signature, resultless, signature.self ? owner : undefined);
    return `YaoXiang has no \`${word.value}\` or ${receiverOf ? "`impl` blocks" : "classes"}: a method is a binding on its type, \`${method}\` (a block body gives its value with \`return\`)`;
  }
  return `YaoXiang has no \`${word.value}\`: a function is a binding, ${bindingHelp(name.value, signature, resultless)}`;
}

/** The index of the first token of the line starting at `first` that is no modifier (`pub(crate)` whole). */
function afterModifiers(tokens: readonly HabitToken[], first: number): number {
  let at = first;
  for (;;) {
    const token = tokens[at];
    if (!token || !MODIFIERS.has(token.value) || token.startRow !== tokens[first]!.startRow) return at;
    at++;
    // `pub(crate)`, `pub(super)`.
    if (token.value === "pub" && tokens[at]?.value === "(" && tokens[at + 2]?.value === ")") at += 3;
  }
}

/** The class a Python method's line is indented under (`class Circle:`), if any. */
function enclosingClass(tokens: readonly HabitToken[], first: number): string | undefined {
  const indent = tokens[first]!.startCol;
  for (let i = first - 1; i >= 0 && i >= first - LOOKBACK; i--) {
    const token = tokens[i]!;
    if (i > 0 && tokens[i - 1]!.startRow === token.startRow) continue;
    if (token.startCol >= indent) continue;
    const name = tokens[i + 1];
    return token.value === "class" && name?.kind === "ident" ? name.value : undefined;
  }
  return undefined;
}

/** The user's function as a YaoXiang binding, in backquotes, with what a block body needs. */
function bindingHelp(name: string, signature: ForeignSignature, resultless: "Void" | "unknown"): string {
  const binding = yaoxiangBinding(name, signature, resultless);
  // What the user wrote that YaoXiang has no place for, said rather than dropped.
  const notes = defaultsNote(signature) + optionalNote(signature) + restNote(signature) + resultNote(signature);
  if (binding.includes(" => ")) return `\`${binding}\` (give the parameters types in a signature, \`${name}: (…) -> T = { … }\`, for a block body, which gives its value with \`return\`)${notes}`;
  return `\`${binding}\` (a block body gives its value with \`return\`; a single expression may be the body, \`= (${signature.parameters.map((p) => p.name).join(", ")}) => …\`)${notes}`;
}

/**
 * `def clamp(x, lo=0, hi=10):`: the defaults have no place in YaoXiang, said rather than dropped
 * (106g Z13: the help left them out, and `clamp(5)` was then an E1010 the agent had not seen coming).
 */
function defaultsNote(signature: ForeignSignature): string {
  const defaulted = signature.parameters.filter((p) => p.default !== undefined);
  if (defaulted.length === 0) return "";
  const shown = defaulted.map((p) => `\`${p.name} = ${p.default!}\``).join(", ");
  return `; YaoXiang has no default values (${shown}): every call passes every argument (\`${defaulted[0]!.name}\` too), or a second binding of the name with fewer parameters (an overload) passes the default itself`;
}

/** `name?: string` (TypeScript): said, not dropped, as a default is (106g Z7). */
function optionalNote(signature: ForeignSignature): string {
  const optional = signature.parameters.filter((p) => p.optional);
  if (optional.length === 0) return "";
  return `; YaoXiang has no optional parameters (${optional.map((p) => `\`${p.name}?\``).join(", ")}): every call passes every argument, or a second binding of the name without it (an overload) stands for the call that leaves it out`;
}

/** `...xs: number[]`, `*args`: a list the callers pass (106g Z7). */
function restNote(signature: ForeignSignature): string {
  const rest = signature.parameters.find((p) => p.rest);
  return rest ? `; YaoXiang has no rest parameters: \`${rest.name}\` takes a list${rest.type ? "" : ` (\`${rest.name}: List(T)\`)`}, and a call passes \`[a, b, c]\`` : "";
}

/** Go's `error` written as a String (107a L12): said, with what stands for `nil`. */
function resultNote(signature: ForeignSignature): string {
  return signature.goError ? "; Go's `error` is written as its message, a `String` (`\"\"` for none: YaoXiang has no `nil`)" : "";
}

/** `func (p Point) Sum() Float {` (Go): a method with a receiver, the error inside the receiver's parentheses. */
function goMethodHeader(tokens: readonly HabitToken[], at: number): string | undefined {
  const first = afterModifiers(tokens, lineStart(tokens, at));
  const [word, open, receiver] = [tokens[first], tokens[first + 1], tokens[first + 2]];
  if (word?.value !== "func" || open?.value !== "(" || receiver?.kind !== "ident") return undefined;
  const pointer = tokens[first + 3]?.value === "*" ? 1 : 0;
  const [type, close, name] = [tokens[first + 3 + pointer], tokens[first + 4 + pointer], tokens[first + 5 + pointer]];
  if (type?.kind !== "ident" || close?.value !== ")" || name?.kind !== "ident") return undefined;
  const signature = foreignSignature(tokens, first + 6 + pointer);
  const withSelf = signature ? { ...signature, self: pointer ? ("mut" as const) : ("read" as const) } : undefined;
  const method = withSelf ? yaoxiangBinding(`${type.value}.${name.value}`, withSelf, "Void", type.value) : `${type.value}.${name.value}: (self: &${type.value}) -> T = { … }`;
  return `YaoXiang has no \`func\` or receivers: a method is a binding on its type, \`${method}\`, its receiver \`${receiver.value}\` named \`self\` in the body`;
}

/** `filter(xs, lambda x: x > 0)` (Python): the error at the parameter after `lambda`. */
function pythonLambda(tokens: readonly HabitToken[], at: number): string | undefined {
  for (let i = at; i >= Math.max(lineStart(tokens, at), at - 3); i--) {
    if (tokens[i]!.value !== "lambda") continue;
    const names: string[] = [];
    let j = i + 1;
    for (; tokens[j]?.kind === "ident"; j += tokens[j + 1]?.value === "," ? 2 : 1) names.push(tokens[j]!.value);
    if (tokens[j]?.value !== ":") return undefined;
    return `YaoXiang has no \`lambda\`: a lambda is \`(${names.join(", ")}) => …\` (its body an expression or a block)`;
  }
  return undefined;
}

/** `first<T>: (xs: List(T)) -> T = …` (Rust, TypeScript, Java): read as comparisons, the error at the `:` or `(`. */
function angleGenerics(tokens: readonly HabitToken[], at: number): string | undefined {
  const first = lineStart(tokens, at);
  const [name, open, parameter, close] = [tokens[first], tokens[first + 1], tokens[first + 2], tokens[first + 3]];
  if (name?.kind !== "ident" || open?.value !== "<" || parameter?.kind !== "ident" || close?.value !== ">" || at < first + 4) return undefined;
  if (name.end !== open.start) return undefined;
  // The user's own parameters after the type parameters (106f Y3: a fixed `(xs: List(T))` changed the function).
  const signature = foreignSignature(tokens, first + 1);
  if (signature && signature.typeParameters.length > 0 && !yaoxiangBinding(name.value, signature, "unknown").includes(" => ")) {
    return `type parameters are the signature's first group, not \`<${signature.typeParameters.join(", ")}>\`: \`${yaoxiangBinding(name.value, signature, "unknown")}\``;
  }
  return `type parameters are the signature's first group, not \`<${parameter.value}>\`: \`${name.value}: (${parameter.value}: Type) -> …\`, the function's own parameters and result after it (\`${name.value}: (${parameter.value}: Type) -> (x: ${parameter.value}) -> ${parameter.value}\`)`;
}

/** `first: [T](xs: List[T]) -> T` (the old bracket generics, syntax.md §3.4): the error at the `[`. */
function bracketGenerics(tokens: readonly HabitToken[], at: number): string | undefined {
  const [name, colon, open] = [tokens[at - 2], tokens[at - 1], tokens[at]!];
  if (open.value !== "[" || colon?.value !== ":" || name?.kind !== "ident" || lineStart(tokens, at) !== at - 2) return undefined;
  const signature = foreignSignature(tokens, at);
  if (!signature || signature.typeParameters.length === 0) return undefined;
  return `type parameters are the signature's first group, not \`[${signature.typeParameters.join(", ")}]\`: \`${yaoxiangBinding(name.value, signature, "unknown")}\``;
}

/** `switch x { case 1: … default: … }` (C, Go, JavaScript): an error inside the `switch`'s block or on a `case` line. */
function switchCase(tokens: readonly HabitToken[], at: number): string | undefined {
  const open = enclosingOpen(tokens, at);
  const lineWord = tokens[lineStart(tokens, at)]?.value;
  if (open?.word !== "switch" && lineWord !== "case") return undefined;
  const subject = open?.word === "switch" ? open.name : "x";
  return `YaoXiang has no \`switch\`: match the value, \`match ${subject} { 100 => …, _ => … }\` (an arm per \`case\`, \`_\` for \`default\`; \`return match …\` gives its value)`;
}

/** `{name: "Ana", age: 31}` (JavaScript, Python with bare keys): read as a type annotation, the error at the first value. */
function objectLiteral(tokens: readonly HabitToken[], at: number): string | undefined {
  const [brace, key, colon] = [tokens[at - 3], tokens[at - 2], tokens[at - 1]];
  if (brace?.value !== "{" || key?.kind !== "ident" || colon?.value !== ":") return undefined;
  const before = tokens[at - 4]?.value;
  if (before !== "=" && before !== "(" && before !== "," && before !== "[" && before !== "return") return undefined;
  // The record's own fields and a type named after what it is bound to (106g Z15: always `Person(…)`).
  const named = before === "=" && tokens[at - 5]?.kind === "ident" ? tokens[at - 5]!.value : undefined;
  const type = named ? `${named.charAt(0).toUpperCase()}${named.slice(1)}` : "Person";
  const fields = recordFields(blockBody(tokens, at - 3));
  const declared = fields.length > 0 ? `, declared \`${type}: Type = { ${fields.map((f) => `${f.name}: ${f.type}`).join(", ")} }\`` : "";
  const call = fields.length > 0 ? fields.map((f) => `${f.name} = ${f.value}`).join(", ") : `${key.value} = …`;
  return `a dictionary's keys are values, \`{"${key.value}": …}\`; a record is built by calling its type, \`${type}(${call})\`${declared}`;
}

/** `{name: "Ana", age: 31}`: each `key: value`, the value's type where a literal tells it (else `…`). */
function recordFields(body: readonly HabitToken[]): { name: string; value: string; type: string }[] {
  return splitTopLevel(body, false).flatMap(([name, colon, ...value]) =>
    name?.kind === "ident" && colon?.value === ":" && value.length > 0 ? [{ name: name.value, value: spelled(value), type: value.length === 1 ? literalType(value[0]!) : "…" }] : [],
  );
}

function literalType(token: HabitToken): string {
  if (token.kind === "str" || token.kind === "fstr") return "String";
  if (token.kind === "int") return "Int";
  if (token.kind === "float") return "Float";
  if (token.kind === "char") return "Char";
  return token.value === "true" || token.value === "false" ? "Bool" : "…";
}

/**
 * `s = n > 3 ? "big" : "small"` (C, TypeScript): the `?` is the try operator, the error at the `:`,
 * or right after it where the `:` reads as a type annotation (`x >= 0 ? x : -x`, 106f Y8).
 */
function ternary(tokens: readonly HabitToken[], at: number): string | undefined {
  const colon = tokens[at]!.value === ":" ? at : tokens[at - 1]?.value === ":" ? at - 1 : -1;
  const question = colon < 0 ? -1 : ternaryQuestion(tokens, colon);
  return question < 0 ? undefined : ternaryHelp(ternaryParts(tokens, question, colon));
}

/** `for i := 0; i < n; i++ {`, `for (i = 0; …)` (C, Go, Java). */
function cStyleFor(tokens: readonly HabitToken[], at: number): string | undefined {
  const first = lineStart(tokens, at);
  const word = tokens.slice(first, at + 1).findIndex((t) => t.value === "for");
  if (word < 0) return undefined;
  const after = tokens.slice(first + word + 1, at + 1);
  const cStyle = after[0]?.value === "(" || after.some((t) => t.value === ";") || (after[0]?.kind === "ident" && [":", "=", ":="].includes(after[1]?.value ?? ""));
  return cStyle ? C_STYLE_FOR : undefined;
}

/** The help at a C-style `for` (`for (i = 0; i < n; i++)`), wherever on its line the error is. */
export const C_STYLE_FOR = "YaoXiang has no C-style `for`: loop over a range, `for i in 0..n { … }` (or `while i < n { … }` with `mut i = 0`)";

/** `[x for x in xs if x > 0]` (Python): a comprehension has one `for` and no filter (syntax.md §5.8). */
function comprehensionFilter(tokens: readonly HabitToken[], at: number): string | undefined {
  if (tokens[at]!.value !== "if") return undefined;
  let depth = 0;
  let sawFor = false;
  for (let i = at - 1; i >= 0 && i >= at - LOOKBACK; i--) {
    const v = tokens[i]!.value;
    if (v === ")" || v === "]" || v === "}") depth++;
    else if (v === "(" || v === "{") {
      if (depth === 0) return undefined;
      depth--;
    } else if (v === "[") {
      if (depth === 0) return sawFor ? "a list comprehension has no `if` filter (syntax.md §5.8): filter the list, `filter(xs, (x) => x > 0)`, then map it, or build it in a loop" : undefined;
      depth--;
    } else if (v === "for" && depth === 0) sawFor = true;
  }
  return undefined;
}

/** `if let x = v {` (Rust, Swift). */
function ifLet(tokens: readonly HabitToken[], at: number): string | undefined {
  for (let i = at - 1; i > 0 && i >= at - 8; i--) {
    if (tokens[i]!.value === "let" && tokens[i - 1]!.value === "if" && tokens[i - 1]!.end < tokens[i]!.start) {
      return "YaoXiang has no `if let`: match the value, `match v { pattern => …, _ => … }`";
    }
  }
  return undefined;
}

/** `if r is None {`, `while x is not y` (Python): the error at the `is` (105b P7: the help said to write braces). */
function isComparison(tokens: readonly HabitToken[], at: number): string | undefined {
  const token = tokens[at]!;
  if (token.value !== "is" || at === 0 || tokens[at - 1]!.startRow !== token.startRow) return undefined;
  const next = tokens[at + 1]?.value === "not" ? tokens[at + 2] : tokens[at + 1];
  const nothing = next !== undefined && ["None", "null", "nil"].includes(next.value);
  return nothing
    ? "YaoXiang has no `is` or `None`: a value that may be missing is an Option; match it (`match r { (some(v)) => …, none => … }`)"
    : "YaoXiang has no `is`: compare with `==` (`!=` for not equal)";
}

/** `from geo.point import Point, origin` (Python): the error on the line that starts with `from`. */
function pythonImport(tokens: readonly HabitToken[], at: number): string | undefined {
  const first = lineStart(tokens, at);
  if (tokens[first]?.value !== "from" || tokens[at]!.startRow !== tokens[first]!.startRow) return undefined;
  const importAt = tokens.findIndex((t, i) => i > first && t.value === "import" && t.startRow === tokens[first]!.startRow);
  if (importAt < 0) return undefined;
  const path = tokens.slice(first + 1, importAt).map((t) => t.value).join("");
  const names = tokens.slice(importAt + 1).filter((t) => t.startRow === tokens[first]!.startRow && t.kind === "ident").map((t) => t.value);
  return `imports are written with \`use\`: \`use ${path || "module"}.{${names.join(", ") || "name"}}\``;
}

/** `for i in range(10):`, `while x > 0:` (Python): a block after a `:` at the end of the header's line. */
function colonBlock(tokens: readonly HabitToken[], at: number): string | undefined {
  const [token, next] = [tokens[at]!, tokens[at + 1]];
  if (token.value !== ":" || (next !== undefined && next.startRow === token.startRow)) return undefined;
  const word = tokens[lineStart(tokens, at)]!.value;
  if (!["for", "while", "if", "else", "match"].includes(word)) return undefined;
  return `YaoXiang's blocks are in braces, not after a \`:\`: \`${word} … { … }\` (\`for i in 0..10 { … }\`)`;
}

/** `add: (a: Int, b: Int): Int = …` (TypeScript): the result type after a `:`. */
function colonResult(tokens: readonly HabitToken[], at: number): string | undefined {
  const [close, token] = [tokens[at - 1], tokens[at]!];
  // After `pub` too (105b P6: `pub origin: (): Point = …` had no help).
  const start = lineStart(tokens, at);
  const first = tokens[start]?.value === "pub" ? start + 1 : start;
  const [name, colon] = [tokens[first], tokens[first + 1]];
  if (token.value !== ":" || close?.value !== ")" || name?.kind !== "ident" || colon?.value !== ":" || at <= first + 2) return undefined;
  return `the result type follows \`->\`: \`${name.value}: (…) -> Type = …\``;
}

/** Blocks of other languages: the error inside `enum Color {`, `impl Point {`, `class Dog {`, `trait Shape {`. */
function enclosingBlock(tokens: readonly HabitToken[], at: number): string | undefined {
  const open = enclosingOpen(tokens, at);
  if (open && INTERFACE_WORDS.has(open.word)) return interfaceHelp(open.word, open.name, blockBody(tokens, open.index));
  return open && blockHelp(open.word, open.name, tokens.slice(open.index + 1, at));
}

/** The `word Name {` whose braces hold `tokens[at]`, when the `{` follows a word and a name on its line. */
export function enclosingOpen(tokens: readonly HabitToken[], at: number): { word: string; name: string; index: number } | undefined {
  let depth = 0;
  for (let i = at - 1; i >= 2 && i >= at - LOOKBACK; i--) {
    const v = tokens[i]!.value;
    if (v === "}") depth++;
    else if (v === "{") {
      if (depth > 0) {
        depth--;
        continue;
      }
      const [word, name] = [tokens[i - 2]!, tokens[i - 1]!];
      if (name.kind !== "ident" || word.startRow !== name.startRow) return undefined;
      return { word: word.value, name: name.value, index: i };
    }
  }
  return undefined;
}

function blockHelp(word: string, name: string, body: readonly HabitToken[]): string | undefined {
  switch (word) {
    case "enum": {
      const variants = body.filter((t, k) => t.kind === "ident" && (k === 0 || body[k - 1]!.value === ",")).map((t) => t.value);
      const shown = (variants.length > 0 ? variants : ["a", "b"]).slice(0, 3).map((v) => `${v.charAt(0).toLowerCase()}${v.slice(1)}: () -> ${name}`);
      return `YaoXiang has no \`enum\`: a sum type is a record of constructors, \`${name}: Type = { ${shown.join(", ")}, … }\` (a variant with data: \`circle: (r: Float) -> ${name}\`)`;
    }
    case "impl":
      return `YaoXiang has no \`impl\` blocks: declare each method at the top level, \`${name}.method: (self: &${name}) -> Int = …\``;
    case "struct":
    case "class":
      return `YaoXiang has no \`${word}\`: a type is a binding, \`${name}: Type = { x: Int, y: Int }\`, its methods \`${name}.method: (self: &${name}) -> Int = …\` (\`self: &mut ${name}\` for one that changes its fields)`;
    default:
      return undefined;
  }
}

/** The index of the first token on the line of `tokens[at]`. */
function lineStart(tokens: readonly HabitToken[], at: number): number {
  const row = tokens[at]!.startRow;
  let i = at;
  while (i > 0 && i > at - LOOKBACK && tokens[i - 1]!.startRow === row) i--;
  return i;
}
