// Another language's function header (`fn add(a: i32, b: i32) -> i32`,
// `func add(a int, b int) int`, `def add(a, b):`, `identity<T>(x: T): T`)
// read into the parts of a YaoXiang signature, so that a habit's help can
// show the user's own function written the YaoXiang way (106f Y3, Y5: a
// fixed one-parameter template, copied as it was, changed the function).
// Pure functions of the reference parser's tokens; undefined where a header
// is not read with confidence (the help then keeps its general form).
import type { HabitToken } from "./habit-help.js";

/** Words that start a function definition in other languages (plain names in YaoXiang). */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(["fn", "def", "func", "function", "fun"]);

/** Words another language may write before a function word (`pub(crate) async fn`, `export const`, 106g Z5). */
export const MODIFIERS: ReadonlySet<string> = new Set(["pub", "async", "const", "export", "unsafe", "static", "extern", "inline", "override", "private", "public", "protected", "open", "suspend"]);

export interface ForeignParameter {
  readonly name: string;
  /** The YaoXiang type, undefined when none is written (Python, JavaScript). */
  readonly type: string | undefined;
  /** The default value as written (`lo=0`, `x: number = 1`), which YaoXiang has no place for. */
  readonly default?: string;
  /** Written as optional (`name?: string`), which YaoXiang has no place for either. */
  readonly optional?: boolean;
  /** A rest parameter (`...xs: number[]`, `*args`): YaoXiang's takes a list. */
  readonly rest?: boolean;
}

export interface ForeignSignature {
  readonly typeParameters: readonly string[];
  readonly parameters: readonly ForeignParameter[];
  /** The YaoXiang result type; undefined when none is written. */
  readonly result: string | undefined;
  /** Whether the first parameter was `self`, `&self` or `&mut self` (left out of `parameters`); `mut` for `&mut self`. */
  readonly self?: "read" | "mut";
  /** Whether Go's `error` was written (read as a `String`, its message). */
  readonly goError?: boolean;
}

/**
 * `fun <T> first(xs: List<T>): T` (Kotlin, 107a L10): the tokens with the type parameters moved after
 * the name, as Rust and TypeScript write them (`fun first<T>(…)`), so that one reading serves both;
 * undefined when the function word at `word` is not followed by `<…>` and a name on its line. The
 * count of tokens is the same, so an index after the name still points at the same token.
 */
export function typeParametersAfterName(tokens: readonly HabitToken[], word: number): HabitToken[] | undefined {
  if (!FUNCTION_WORDS.has(tokens[word]?.value ?? "") || tokens[word + 1]?.value !== "<") return undefined;
  const close = matching(tokens, word + 1, "<", ">");
  const name = tokens[close + 1];
  if (close < 0 || name?.kind !== "ident" || name.startRow !== tokens[word]!.startRow) return undefined;
  return [...tokens.slice(0, word + 1), name, ...tokens.slice(word + 1, close + 1), ...tokens.slice(close + 2)];
}

/**
 * The header whose type parameters (`<T>`) or parameter list starts at
 * `tokens[from]`, to the `{`, `:` or `=` that starts the body.
 */
export function foreignSignature(tokens: readonly HabitToken[], from: number): ForeignSignature | undefined {
  let at = from;
  const typeParameters: string[] = [];
  // `<T>` (Rust, TypeScript, Java), `[T]` (the old bracket generics, Go).
  if (tokens[at]?.value === "<" || tokens[at]?.value === "[") {
    const close = tokens[at]!.value === "<" ? matching(tokens, at, "<", ">") : matching(tokens, at, "[", "]");
    if (close < 0) return undefined;
    for (const part of splitTopLevel(tokens.slice(at + 1, close))) {
      if (part[0]?.kind !== "ident") return undefined;
      typeParameters.push(part[0].value);
    }
    at = close + 1;
  }
  if (tokens[at]?.value !== "(") return undefined;
  const close = matching(tokens, at, "(", ")");
  if (close < 0) return undefined;
  const parameters: ForeignParameter[] = [];
  let self: "read" | "mut" | undefined;
  for (const [i, part] of splitTopLevel(tokens.slice(at + 1, close)).entries()) {
    const selfKind = i === 0 ? selfParameter(part) : undefined;
    if (selfKind) {
      self = selfKind;
      continue;
    }
    const parameter = foreignParameter(part);
    if (!parameter) return undefined;
    parameters.push(parameter);
  }
  goGroupedTypes(parameters, splitTopLevel(tokens.slice(at + 1, close)).slice(self ? 1 : 0));
  // The result: undefined when none is written; the header not read when one is there but not read.
  const resultTokens = resultTokensAfter(tokens, close + 1);
  const result = resultTokens && foreignType(resultTokens);
  if (resultTokens && result === undefined) return undefined;
  // Go's `error` in a parameter's or the result's type, read as a String: said in the help (a failure is then a message, "" for none).
  const goError = [...tokens.slice(at + 1, close), ...(resultTokens ?? [])].some((t) => t.value === "error" && t.kind === "ident");
  return { typeParameters, parameters, result, ...(self ? { self } : {}), ...(goError ? { goError } : {}) };
}

/**
 * `func divmod(a, b int)` (Go): names before one written with its type, without a `:`, have that
 * type (106g Z6: `a` was left untyped, and the help fell back to the lambda form). Another
 * language's untyped name (`def f(a, b: int)`) is written with a `:` after the next one.
 */
function goGroupedTypes(parameters: ForeignParameter[], parts: readonly (readonly HabitToken[])[]): void {
  for (let i = parameters.length - 2; i >= 0; i--) {
    const [here, next] = [parameters[i]!, parameters[i + 1]!];
    const nextParts = parts[i + 1];
    const colonless = nextParts !== undefined && nextParts.length > 1 && nextParts[1]!.value !== ":" && nextParts[1]!.value !== "=";
    if (here.type === undefined && here.default === undefined && parts[i]?.length === 1 && next.type !== undefined && colonless) parameters[i] = { name: here.name, type: next.type };
  }
}

/**
 * `x: i32`, `mut x: i32`, `x int` (Go), `x` and `x=1` (Python), `name?: string` (TypeScript), a rest
 * parameter `...xs: number[]` or `*args` (106g Z7: the general template); undefined for `**kw` and the like.
 */
function foreignParameter(part: readonly HabitToken[]): ForeignParameter | undefined {
  const spread = part[0]?.value === "..." || (part[0]?.value === "*" && part[1]?.kind === "ident");
  if (spread) {
    const inner = foreignParameter(part.slice(1));
    // `*args` untyped, `...xs: number[]` a list already (its type is the list's).
    return inner && { ...inner, rest: true };
  }
  const unmarked = part[0]?.value === "mut" ? part.slice(1) : part;
  const optional = unmarked[1]?.value === "?";
  const tokens = optional ? [unmarked[0]!, ...unmarked.slice(2)] : unmarked;
  const name = tokens[0];
  if (name?.kind !== "ident") return undefined;
  if (optional) {
    const parameter = foreignParameter(tokens);
    return parameter && { ...parameter, optional: true };
  }
  const rest = tokens.slice(1);
  const defaultOf = (from: readonly HabitToken[]) => {
    const at = from.findIndex((t) => t.value === "=");
    return at < 0 ? {} : { default: spelled(from.slice(at + 1)) };
  };
  if (rest.length === 0 || rest[0]!.value === "=") return { name: name.value, type: undefined, ...defaultOf(rest) };
  const typeTokens = rest[0]!.value === ":" ? rest.slice(1) : rest;
  const end = typeTokens.findIndex((t) => t.value === "=");
  const type = foreignType(end < 0 ? typeTokens : typeTokens.slice(0, end));
  return type === undefined ? undefined : { name: name.value, type, ...defaultOf(typeTokens) };
}

function selfParameter(part: readonly HabitToken[]): "read" | "mut" | undefined {
  // (`&mut` may be one token or two.)
  const text = part.map((t) => t.value).join("");
  if (text === "self" || text === "&self") return "read";
  if (text === "&mutself" || text === "mutself") return "mut";
  return undefined;
}

/**
 * The tokens of the result after a parameter list ending before `tokens[at]`:
 * `-> T` (Rust, Python), `: T` on the same line (TypeScript), `T` (Go), up to
 * the body. Undefined when none is written.
 */
function resultTokensAfter(tokens: readonly HabitToken[], at: number): readonly HabitToken[] | undefined {
  const start = tokens[at];
  if (!start || start.value === "{" || start.value === "=" || start.value === "=>") return undefined;
  // `def f(a, b):` with the body on the next line: no result.
  if (start.value === ":" && (tokens[at + 1] === undefined || tokens[at + 1]!.startRow !== start.startRow)) return undefined;
  const from = start.value === "->" || start.value === ":" ? at + 1 : at;
  if (from === at && start.startRow !== tokens[at - 1]?.startRow) return undefined;
  let end = from;
  let depth = 0;
  for (; end < tokens.length && tokens[end]!.startRow === start.startRow; end++) {
    const v = tokens[end]!.value;
    if (v === "(" || v === "[" || v === "<") depth++;
    else if (v === ")" || v === "]" || v === ">") depth--;
    // `-> String where T: Display {`: the bounds are not the result.
    else if (depth === 0 && (v === "{" || v === ":" || v === "=" || v === "=>" || v === "where")) break;
  }
  return tokens.slice(from, end);
}

const PRIMITIVES: ReadonlyMap<string, string> = new Map([
  ...["int", "i8", "i16", "i32", "i64", "i128", "u8", "u16", "u32", "u64", "u128", "isize", "usize", "long", "short", "Integer", "uint", "int32", "int64", "uint32", "uint64"].map((n) => [n, "Int"] as const),
  ...["float", "f32", "f64", "double", "number", "float32", "float64", "Double"].map((n) => [n, "Float"] as const),
  ...["str", "string", "String", "&str"].map((n) => [n, "String"] as const),
  ...["bool", "boolean", "Boolean"].map((n) => [n, "Bool"] as const),
  ...["char", "rune"].map((n) => [n, "Char"] as const),
  ...["void", "None", "unit"].map((n) => [n, "Void"] as const),
  // Go's `error`, as its message (107a L12: `(Int, error)` named no YaoXiang type). The built-in
  // Result has no constructors in the compiler (`ok(…)` is E1001), so `Result(T, String)` is no way out.
  ["error", "String"],
]);

const LISTS = new Set(["Vec", "List", "list", "Array", "ArrayList", "Sequence", "slice"]);
const OPTIONS = new Set(["Option", "Optional", "Maybe"]);
const DICTS = new Set(["HashMap", "Map", "Dict", "dict", "BTreeMap", "Record"]);

/** A type as another language writes it, in YaoXiang (`Vec<i32>` → `List(Int)`, `[]string` → `List(String)`); undefined if not read. */
export function foreignType(tokens: readonly HabitToken[]): string | undefined {
  const [first, second] = [tokens[0], tokens[1]];
  if (!first) return undefined;
  // (`&mut` may be one token or two.)
  if (first.value === "&" || first.value === "&mut") {
    const mutable = first.value === "&mut" || second?.value === "mut";
    const inner = foreignType(tokens.slice(first.value === "&" && mutable ? 2 : 1));
    if (inner === "String" && !mutable) return "String";
    return inner === undefined ? undefined : `&${mutable ? "mut " : ""}${inner}`;
  }
  if (first.value === "*") return foreignType(tokens.slice(1));
  const fn = functionType(tokens);
  if (fn !== null) return fn;
  // `[i32]` (a Rust slice, after its `&`); `[number, string]` (a TypeScript tuple, 106g Z6).
  if (first.value === "[" && matching(tokens, 0, "[", "]") === tokens.length - 1 && !tokens.some((t) => t.value === ";")) {
    const parts = splitTopLevel(tokens.slice(1, -1));
    return parts.length > 1 ? tuple(parts) : wrap("List", parts);
  }
  if (first.value === "(" && second?.value === ")" && tokens.length === 2) return "Void";
  // `(i32, String)` (Rust, Go's results), a tuple.
  if (first.value === "(" && matching(tokens, 0, "(", ")") === tokens.length - 1) return tuple(splitTopLevel(tokens.slice(1, -1)));
  // `[]T` (Go), `T[]` (TypeScript).
  if (first.value === "[" && second?.value === "]") return wrap("List", [tokens.slice(2)]);
  if (tokens.length >= 3 && tokens.at(-2)!.value === "[" && tokens.at(-1)!.value === "]") return wrap("List", [tokens.slice(0, -2)]);
  // `void` may be read as a keyword (106g Z7: `: void` fell back to the template).
  if (tokens.length === 1 && PRIMITIVES.has(first.value)) return PRIMITIVES.get(first.value);
  if (first.kind !== "ident") return undefined;
  if (tokens.length === 1) return first.value;
  // `map[K]V` (Go).
  if (first.value === "map" && second?.value === "[") {
    const close = matching(tokens, 1, "[", "]");
    return close < 0 ? undefined : wrap("Dict", [tokens.slice(2, close), tokens.slice(close + 1)]);
  }
  // `Name<A, B>`, `Name[A, B]`, `Name(A, B)`.
  const open = second?.value;
  if (open !== "<" && open !== "[" && open !== "(") return undefined;
  const closeValue = open === "<" ? ">" : open === "[" ? "]" : ")";
  const close = matching(tokens, 1, open, closeValue);
  if (close !== tokens.length - 1) return undefined;
  const args = splitTopLevel(tokens.slice(2, close));
  // `tuple[int, str]` (Python), `Tuple<A, B>`: a tuple (106g Z3: `tuple(Int, Int)` is no type).
  if (TUPLES.has(first.value)) return tuple(args);
  const name = LISTS.has(first.value) ? "List" : OPTIONS.has(first.value) ? "Option" : DICTS.has(first.value) ? "Dict" : first.value;
  return wrap(name, args);
}

const TUPLES = new Set(["tuple", "Tuple"]);

/** Tokens as written: a space where the text had one between two tokens. */
export function spelled(tokens: readonly HabitToken[]): string {
  return tokens.map((t, i) => (i > 0 && t.start > tokens[i - 1]!.end ? " " : "") + t.value).join("");
}

/** Words in front of a Rust closure type (`impl Fn(i32) -> i32`, `Box<dyn Fn(String) -> bool>`). */
const CLOSURE_TRAITS = new Set(["Fn", "FnMut", "FnOnce"]);

/**
 * A function type (106g Z7): Rust `fn(i32) -> i32`, `impl Fn(i32) -> i32`, `Box<dyn Fn(String) -> bool>`,
 * Go `func(int) int`, TypeScript `(x: number) => number`, as YaoXiang's `(Int) -> Int`. Null when
 * `tokens` is no function type, undefined when it is one not read.
 */
function functionType(tokens: readonly HabitToken[]): string | undefined | null {
  let at = 0;
  // `Box<dyn Fn(…) -> R>`: the box is how Rust holds it; YaoXiang's function values need none.
  if (tokens[0]?.value === "Box" && tokens[1]?.value === "<" && matching(tokens, 1, "<", ">") === tokens.length - 1) return functionType(tokens.slice(2, -1));
  if (tokens[at]?.value === "impl" || tokens[at]?.value === "dyn") at++;
  const word = tokens[at]?.value;
  const typed = word === "fn" || word === "func" || (word !== undefined && CLOSURE_TRAITS.has(word));
  const open = typed ? at + 1 : at;
  if (tokens[open]?.value !== "(" || (!typed && open !== 0)) return null;
  const close = matching(tokens, open, "(", ")");
  if (close < 0) return undefined;
  const arrow = tokens[close + 1]?.value;
  // A TypeScript parameter list is a function type only with its `=>` (else a tuple or a grouping).
  if (!typed && arrow !== "=>") return null;
  const params = splitTopLevel(tokens.slice(open + 1, close)).map((part) => foreignType(part[1]?.value === ":" ? part.slice(2) : part));
  const resultTokens = arrow === "->" || arrow === "=>" ? tokens.slice(close + 2) : tokens.slice(close + 1);
  const result = resultTokens.length === 0 ? "Void" : foreignType(resultTokens);
  if (params.some((p) => p === undefined) || result === undefined) return undefined;
  return `(${params.join(", ")}) -> ${result}`;
}

/** `(A, B)`; one type alone is that type (a grouping). */
function tuple(parts: readonly (readonly HabitToken[])[]): string | undefined {
  const types = parts.map(foreignType);
  if (types.some((t) => t === undefined) || types.length === 0) return undefined;
  return types.length === 1 ? types[0] : `(${types.join(", ")})`;
}

function wrap(name: string, args: readonly (readonly HabitToken[])[]): string | undefined {
  const types = args.map(foreignType);
  return types.some((t) => t === undefined) ? undefined : `${name}(${types.join(", ")})`;
}

/** The index of the token closing the `open` at `tokens[at]`, -1 when it is not closed. */
function matching(tokens: readonly HabitToken[], at: number, open: string, close: string): number {
  let depth = 0;
  for (let i = at; i < tokens.length; i++) {
    const v = tokens[i]!.value;
    if (v === open) depth++;
    else if (v === close && --depth === 0) return i;
    // `>>` closes two `<` (`Vec<Vec<i32>>`): the lexer may read it as one token.
    else if (open === "<" && v === ">>" && (depth -= 2) <= 0) return depth === 0 ? i : -1;
  }
  return -1;
}

/** `tokens` split at the commas outside brackets (`<…>` among them in types; not in values, where `<` compares), empty parts left out. */
export function splitTopLevel(tokens: readonly HabitToken[], angles = true): HabitToken[][] {
  const parts: HabitToken[][] = [[]];
  let depth = 0;
  for (const t of tokens) {
    if (t.value === "(" || t.value === "[" || t.value === "{" || (angles && t.value === "<")) depth++;
    else if (t.value === ")" || t.value === "]" || t.value === "}" || (angles && t.value === ">")) depth--;
    if (t.value === "," && depth === 0) parts.push([]);
    else parts.at(-1)!.push(t);
  }
  return parts.filter((p) => p.length > 0);
}

/**
 * `name: (a: Int, b: Int) -> Int = { … }` for a header, the way YaoXiang
 * writes it: a typed signature where every parameter has a type (a result
 * not written is Void where `resultless` says so: `fn`/`func`-like headers), else the
 * lambda form `name = (a, b) => …`.
 */
export function yaoxiangBinding(name: string, signature: ForeignSignature, resultless: "Void" | "unknown", receiver?: string): string {
  const params = signature.parameters;
  const selfParam = receiver ? [`self: ${signature.self === "mut" ? "&mut " : "&"}${receiver}`] : [];
  const result = signature.result ?? (resultless === "Void" ? "Void" : undefined);
  if (params.some((p) => p.type === undefined) || result === undefined) {
    // Every parameter typed (no result written): a lambda head with the types, all or none (syntax.md §5.7; 106g Z14).
    const typed = params.length > 0 && params.every((p) => p.type !== undefined) && !receiver;
    const names = [...(receiver ? ["self"] : []), ...params.map((p) => (typed ? `${p.name}: ${p.type}` : p.name))];
    return `${name} = (${names.join(", ")}) => …`;
  }
  const generic = signature.typeParameters.length > 0 ? `(${signature.typeParameters.map((t) => `${t}: Type`).join(", ")}) -> ` : "";
  return `${name}: ${generic}(${[...selfParam, ...params.map((p) => `${p.name}: ${p.type}`)].join(", ")}) -> ${result} = { … }`;
}
