// Values given where a type is required (diagnostics.md §6.5): a binding's
// value against its annotation, a `return` value against the declared
// result, an argument against its parameter (E1002), and a destructured
// tuple of the wrong length (E1002).
import { unparenthesized, type AstNode } from "../syntax/ast/ast.js";
import type { Site } from "../semantic/walk/context.js";
import { compatible, componentTypes, deref, display, fullyKnown, wrapper, type Type } from "../semantic/types/types.js";
import type { Sink } from "./context.js";
import { BUILTIN_TYPES } from "../semantic/model/builtins.js";
import { nearestName } from "../diagnostics/edit-distance.js";
import { numericFieldHelp } from "./numeric-field.js";
import { canonicalModulePath } from "../semantic/modules/module-path.js";

/**
 * `value` (of type `actual`) where `expected` is required: E1002 at `at`, the
 * message starting with `what`. `fits` decides what compatible() cannot see
 * for want of declarations: what a record or interface lists in its body.
 */
export function checkAssignable(sink: Sink, actual: Type, expected: Type, value: AstNode, at: Site, what: string, fits: Fits, parts: MixedParts = {}): void {
  if (parts.elements && mixedElementFails(sink, parts.elements, withoutBorrow(value).type === "dictionary", expected, at, what, fits)) return;
  if (parts.branches && mixedBranchFails(sink, parts.branches, unparenthesized(value).type === "match_expression" ? "match" : "if", expected, at, what, fits)) return;
  const malformed = expected.k === "opaque" ? expected.malformed : expected.k === "ref" && expected.inner.k === "opaque" ? expected.inner.malformed : undefined;
  if (malformed !== undefined) {
    // No value fits a generic type applied with the wrong number of arguments (§6.6).
    if (actual.k !== "unknown") sink.report("E1002", at, `${what} ${display(expected)}, which is not a valid type: ${malformed}`, { phase: "types", help: "write the missing type arguments" });
    return;
  }
  if (!fullyKnown(actual) && containerWhereScalar(actual, expected)) {
    // `a: Int = []`: whatever its elements, a list is no Int.
    sink.report("E1002", at, `${what} ${display(expected)}, but the value is ${display(actual)}`, { phase: "types", help: helpFor(what, expected, actual) });
    return;
  }
  if ((!fullyKnown(actual) || !fullyKnown(expected)) && shapesClash(actual, expected)) {
    // `return 5` where a `List(T)` is declared, `(x, x)` where an Int is: whatever their parts, a number is
    // no list and a tuple no number (87a D1, 88a D6).
    sink.report("E1002", at, `${what} ${display(expected)}, but the value is ${display(actual)}`, { phase: "types", help: helpFor(what, expected, actual) });
    return;
  }
  if (!fullyKnown(actual) || !fullyKnown(expected)) return;
  // A read borrow never stands for a write borrow, whatever the declarations say of the values (`feed(&c)` for
  // `s: &mut Sink`, an interface `c`'s record lists; 88b D5).
  const readForWrite = expected.k === "ref" && expected.mut && actual.k === "ref" && !actual.mut;
  const declared = readForWrite ? false : fits(actual, expected);
  if (declared === true || (declared === undefined && compatible(actual, expected, isIntegerLiteral(value)))) return;
  const required = deref(expected);
  const given = deref(actual);
  // Which `Pot`: the record's file, when another file declares it (two modules may declare one name).
  const where = given.k === "record" && given.file !== sink.file ? ` (declared in ${given.file})` : "";
  const help = numericFieldHelp(value) ?? unimportedNamesakeHelp(actual, expected) ?? (required.k === "iface" && given.k === "record" ? `list ${required.name} in the body of ${given.name}${where} to implement it, and give ${given.name} each function ${required.name} declares (\`${given.name}.name: (self: &${given.name}, …) -> … = …\`)` : helpFor(what, expected, actual, unparenthesized(value).type === "borrow_expression"));
  sink.report("E1002", at, `${what} ${display(expected)}, but the value is ${display(actual)}${sameNameApart(actual, expected)}`, { phase: "types", help });
}

/**
 * What to do about a value of the wrong type, by where it is (the start of
 * the message, `what`); `borrowWritten`: the value is written `&x` (a
 * borrow not written so is a `&T` parameter or a name holding one).
 */
/** How to get the value out of a Result or an Option (which is not its value). */
export function notItsValueHelp(family: "result" | "option"): string {
  return family === "result"
    ? `a Result is not its value: match it (\`(ok(v)) => …\`, \`(err(e)) => …\`), use \`?\` in a function returning a Result, or \`result.unwrap_or(value, default)\``
    : `an Option is not its value: match it (\`(some(v)) => …\`, \`none => …\`) or use \`option.unwrap_or(value, default)\``;
}

export function helpFor(what: string, expected: Type, actual?: Type, borrowWritten = false): string {
  const type = display(expected);
  const opaque = deref(expected);
  // A built-in opaque type (`Error`, `File`, `DateTime`) is known: only its value is wrong.
  if (opaque.k === "opaque" && !BUILTIN_TYPES.has(opaque.name)) return undeclaredTypeHelp(opaque.name, actual);
  // One inside it (`(Int, error)`, `List(Foo)`): no value has that either (107a L12).
  const part = undeclaredPart(opaque);
  if (part && part !== opaque) return undeclaredTypeHelp(part.name, undefined, type);
  const family = actual ? wrapper(deref(actual)) : undefined;
  if (family && !wrapper(deref(expected))) return notItsValueHelp(family);
  // A borrow where its value is required (§6.5: only a value auto-borrows, not the other way round).
  if (actual?.k === "ref" && expected.k !== "ref" && compatible(actual.inner, expected)) {
    const borrow = display({ k: "ref", mut: actual.mut, inner: expected });
    const value = borrowWritten ? `the value itself (without \`${actual.mut ? "&mut" : "&"}\`)` : `a ${display(expected)} of its own (this is a borrow of one)`;
    if (what.startsWith("argument")) return `a borrow is not the value: pass ${value}, or declare the parameter as \`${borrow}\``;
    if (what.startsWith("the function returns")) return `a borrow is not the value: return ${value}, or declare the result as \`${borrow}\``;
    return `a borrow is not the value: use ${value}, or declare it as \`${borrow}\``;
  }
  if (what.startsWith("the function returns")) {
    return expected.k === "prim" && expected.name === "Void" ? "the function returns nothing: drop the value, or declare the result it returns" : `return a value of type ${type} (convert it if needed), or change the function's declared result`;
  }
  if (what.startsWith("argument")) return `pass a value of type ${type} for this parameter, or convert the argument`;
  if (what.includes("is declared as")) return `give it a value of type ${type}, or change its annotation`;
  return `use a value of type ${type}, or convert it`;
}

/** The first type name nothing declares among the parts of `type` (itself included), depth first. */
function undeclaredPart(type: Type, depth = 0): Extract<Type, { k: "opaque" }> | undefined {
  if (depth > 8) return undefined;
  const t = deref(type);
  const parts: readonly Type[] = t.k === "tuple" ? t.elems : t.k === "list" ? [t.elem] : t.k === "dict" ? [t.key, t.value] : t.k === "option" ? [t.inner] : t.k === "result" ? [t.ok, t.err] : [];
  if (t.k === "opaque") return BUILTIN_TYPES.has(t.name) ? undefined : t;
  for (const p of parts) {
    const found = undeclaredPart(p, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Type names of other languages, and what YaoXiang calls them. */
const OTHER_LANGUAGE_TYPES: Readonly<Record<string, string>> = {
  number: "`Int` or `Float`",
  Number: "`Int` or `Float`",
  integer: "`Int`",
  Integer: "`Int`",
  long: "`Int`",
  Long: "`Int`",
  u8: "`Int`",
  u16: "`Int`",
  u32: "`Int`",
  u64: "`Int`",
  usize: "`Int`",
  isize: "`Int`",
  uint: "`Int`",
  Uint: "`Int`",
  double: "`Float`",
  Double: "`Float`",
  boolean: "`Bool`",
  Boolean: "`Bool`",
  Str: "`String`",
  Vec: "`List(T)`",
  Vector: "`List(T)`",
  ArrayList: "`List(T)`",
  HashSet: "`Set(T)`",
  BTreeSet: "`Set(T)`",
  BTreeMap: "`Dict(K, V)`",
  HashMap: "`Dict(K, V)`",
  Map: "`Dict(K, V)`",
  object: "a record type (`Name: Type = { … }`)",
  Object: "a record type (`Name: Type = { … }`)",
  // Go's `(T, error)` result (the built-in Result has no constructors in the compiler: `ok(v)` is E1001).
  error: '`String`, its message (`""` for none: YaoXiang has no `nil`)',
};

/** Built-in type names a misspelling is compared with (the canonical spellings). */
const CANONICAL_TYPES = ["Int", "Float", "Bool", "Char", "String", "Bytes", "Void", "List", "Dict", "Set", "Option", "Result", "Array", "Tuple"];

/**
 * E1002 against a type name nothing declares (§6.5: the reference reports
 * it; no value can have it): another language's name, or a near name (the
 * value's own type, a built-in type: `Scor` for `Score`), is what was meant
 * rather than a type to declare.
 */
function undeclaredTypeHelp(name: string, actual: Type | undefined, within?: string): string {
  const instead = OTHER_LANGUAGE_TYPES[name];
  const known = `'${name}'${within ? ` (in ${within})` : ""} is no type YaoXiang knows (nothing declares or imports it, so no value has it)`;
  if (instead) return `${known}: write ${instead}`;
  const given = actual && deref(actual);
  const valueType = given && (given.k === "record" || given.k === "iface" || given.k === "opaque") ? [given.name] : [];
  const near = nearestName(name, [...valueType, ...CANONICAL_TYPES]);
  if (near) return `${known}: did you mean '${near}'?`;
  return `${known}: declare it (\`${name}: Type = { … }\`), import it with \`use\`, or write a built-in type such as \`Int\`, \`Float\`, \`String\``;
}

/** The parts of a value that has no one type (walker.ts mixedLists, mixedBranches), each of which must fit. */
export interface MixedParts {
  /** A list's elements, a dictionary's values. */
  readonly elements?: readonly Type[] | undefined;
  /** An `if`'s or a `match`'s branches. */
  readonly branches?: readonly Type[] | undefined;
}

/** What of `value` (an argument, a bound value, a returned value) has no one type: see MixedParts. */
export function mixedPartsOf(w: { mixedLists: WeakMap<AstNode, readonly Type[]>; mixedBranches: WeakMap<AstNode, readonly Type[]> }, value: AstNode): MixedParts {
  return { elements: w.mixedLists.get(withoutBorrow(value)), branches: w.mixedBranches.get(unparenthesized(value)) };
}

/**
 * An `if` or `match` value whose branches give different types (walker.ts
 * mixedBranches) where a type is required: the first branch whose type is
 * fully known and does not fit it is E1002 (`label: String = if hot { "hot" }
 * else { 0 }`). A Void branch is not judged: it may end in a call that never
 * returns which no signature says so of.
 */
function mixedBranchFails(sink: Sink, branches: readonly Type[], form: "if" | "match", expected: Type, at: Site, what: string, fits: Fits): boolean {
  if (!fullyKnown(expected)) return false;
  const judged = (t: Type) => fullyKnown(t) && !(t.k === "prim" && (t.name === "Void" || t.name === "Never"));
  const at_ = branches.findIndex((t) => judged(t) && !(fits(t, expected) ?? compatible(t, expected, false)));
  if (at_ < 0) return false;
  const which = form === "match" ? `arm ${at_ + 1} of the \`match\`` : `branch ${at_ + 1} of the \`if\``;
  sink.report("E1002", at, `${what} ${display(expected)}, but ${which} gives ${display(branches[at_]!)}`, { phase: "types", help: `make every branch give ${display(expected)}` });
  return true;
}

/**
 * A list literal of elements of different types (`elements`, walker.ts
 * mixedLists) where a list is required: the first fully known element that
 * does not fit the required element type is E1002 (`[Sq(1.0), Bin("x")]`
 * where `List(Shape)` is required); so is a dictionary literal's first value
 * (its type's) where a dictionary is required. Whether one was reported.
 */
function mixedElementFails(sink: Sink, elements: readonly Type[], dictionary: boolean, expected: Type, at: Site, what: string, fits: Fits): boolean {
  const required = deref(expected);
  // A dictionary literal's first value against a required value type (`{"p": Plank(2.0), "c": Circle(1.0)}` where `Dict(String, Shape)` is).
  const wanted = dictionary ? (required.k === "dict" ? required.value : undefined) : required.k === "list" ? required.elem : undefined;
  if (wanted === undefined || !fullyKnown(wanted)) return false;
  // A dictionary takes its type from its first entry (diagnostics.md §6.5): only that value is compared.
  const candidates = dictionary ? elements.slice(0, 1) : elements;
  const at_ = candidates.findIndex((t) => fullyKnown(t) && !(fits(t, wanted) ?? compatible(t, wanted, false)));
  if (at_ < 0) return false;
  const given = elements[at_]!;
  const which = dictionary ? `the dictionary takes its type from its first entry, whose value is ${display(given)}` : `element ${at_ + 1} of the list is ${display(given)}`;
  sink.report("E1002", at, `${what} ${display(expected)}, but ${which}`, { phase: "types" });
  return true;
}

/**
 * When the two types read the same (`List(Pot)` and `List(Pot)`), where the
 * value's type is declared and that it is another type of that name: an
 * annotation naming a type its file cannot see, or two modules declaring one
 * name.
 */
function sameNameApart(actual: Type, given: Type): string {
  // A value where a borrow of it is required borrows itself (§6.5): `List(Point)` for `&List(Point)` reads the same.
  const expected = autoBorrowed(actual, given);
  if (display(actual) !== display(expected)) return "";
  // `Tagged(Point)` of one module's `Point` for another's: name the part that differs, not the whole.
  const part = namesakeApart(actual, expected);
  if (part && display(part.type) !== display(actual)) return `, another type of the same name (the value's ${display(part.type)} is the one declared in ${part.type.file})`;
  const declared = part?.type.file ?? declaringFile(actual);
  return `, another type of the same name${declared ? ` (the value's is declared in ${declared})` : ""}`;
}

/** `expected` without the borrow a value of `actual` takes of itself to fit it. */
function autoBorrowed(actual: Type, expected: Type): Type {
  return expected.k === "ref" && actual.k !== "ref" ? expected.inner : expected;
}

/**
 * `count(pts())` for `count: (ps: &List(Point))` where `Point` is no type the
 * signature's file declares or imports, and the value's `Point` is another
 * file's (105b P8: the help asked for what was passed): import that one.
 */
function unimportedNamesakeHelp(actual: Type, expected: Type): string | undefined {
  const part = namesakeApart(actual, autoBorrowed(actual, expected));
  if (!part?.undeclared) return undefined;
  const name = part.type.name;
  return `'${name}' in the declaration is no type its file declares or imports; the value's is declared in ${part.type.file}: import it, \`use ${canonicalModulePath(part.type.file)}.{${name}}\``;
}

/** The first user type in `actual` (depth first, alongside `expected`) whose namesake in `expected` is declared in another file, or is no type its file sees (`undeclared`). */
function namesakeApart(actual: Type, expected: Type): { type: Extract<Type, { k: "record" | "iface" }>; undeclared?: true } | undefined {
  if ((actual.k === "record" || actual.k === "iface") && expected.k === "opaque" && actual.name === expected.name) return { type: actual, undeclared: true };
  if ((actual.k === "record" || actual.k === "iface") && (expected.k === "record" || expected.k === "iface") && actual.name === expected.name) {
    if (actual.file !== expected.file) return { type: actual };
    const given = actual.k === "record" ? (actual.args ?? []) : [];
    const required = expected.k === "record" ? (expected.args ?? []) : [];
    for (let i = 0; i < Math.min(given.length, required.length); i++) {
      const found = namesakeApart(given[i]!, required[i]!);
      if (found) return found;
    }
    return undefined;
  }
  const given = partsOf(actual);
  const required = partsOf(expected);
  if (actual.k !== expected.k || given.length !== required.length) return undefined;
  for (let i = 0; i < given.length; i++) {
    const found = namesakeApart(given[i]!, required[i]!);
    if (found) return found;
  }
  return undefined;
}

/** A type's parts, a function's parameters and result too (106h K6: `(Int) -> Point` of two `Point`s named neither's file). */
function partsOf(t: Type): readonly Type[] {
  return t.k === "fn" ? [...t.sig.params.map((p) => p.type), t.sig.result] : componentTypes(t);
}

/** The file declaring the first user type found in `t`, depth first. */
function declaringFile(t: Type): string | undefined {
  if (t.k === "record" || t.k === "iface") return t.file;
  for (const part of partsOf(t)) {
    const file = declaringFile(part);
    if (file !== undefined) return file;
  }
  return undefined;
}

/**
 * A list, set or dictionary (of elements not known, as `[]` or `{}` with
 * entries) where a primitive value or a record is required: no element type
 * could make it fit.
 */
function containerWhereScalar(actual: Type, expected: Type): boolean {
  const given = deref(actual);
  const required = deref(expected);
  if (given.k !== "list" && given.k !== "set" && given.k !== "dict") return false;
  if (required.k === "record") return fullyKnown(required);
  return required.k === "prim" && required.name !== "Never" && required.name !== "Void";
}

/**
 * Two values of kinds that never fit each other whatever their parts: a plain value (a number, a string, a
 * Bool) and a list, set, dictionary or tuple; a tuple and a list, set or dictionary.
 */
function shapesClash(actual: Type, expected: Type): boolean {
  const given = deref(actual);
  const required = deref(expected);
  if (given.k === required.k) return false;
  const scalar = (t: Type) => t.k === "prim" && t.name !== "Never" && t.name !== "Void";
  const collection = (t: Type) => t.k === "list" || t.k === "set" || t.k === "dict";
  const one = (a: Type, b: Type) => (scalar(a) && (collection(b) || b.k === "tuple")) || (a.k === "tuple" && collection(b));
  return one(given, required) || one(required, given);
}

/** Whether `actual` fits `expected` by what the declarations list, when they tell (semantic/walk/interfaces.ts); undefined: compatible() decides. */
export type Fits = (actual: Type, expected: Type) => boolean | undefined;

/**
 * Like `checkAssignable` for a parameter of a generic function: the
 * expected type's unknown parts are its type parameters, which fit
 * anything, so only a fully known argument whose shape cannot fit is E1002.
 */
export function checkShape(sink: Sink, actual: Type, expected: Type, value: AstNode, at: Site, what: string, fits?: Fits): void {
  if (!fullyKnown(actual) || expected.k === "unknown") return;
  if (compatible(actual, expected, isIntegerLiteral(value))) return;
  // A record listing the (generic) interface required (`Cell` listing `Getter(Int)` for `&Getter(T)`; 88b D1), but
  // never a read borrow for a write one (`feed(&b, 4)` for `s: &mut Sink(T)`; 89a D3).
  const readForWrite = expected.k === "ref" && expected.mut && actual.k === "ref" && !actual.mut;
  if (!readForWrite && fits?.(actual, expected) === true) return;
  sink.report("E1002", at, `${what} ${display(expected)}, but the value is ${display(actual)}`, { phase: "types", help: helpFor(what, expected, actual) });
}

/** `(a, b) = value` with a tuple of another length. */
export function destructuringRule(sink: Sink, node: AstNode, length: number, names: number): void {
  if (length === names) return;
  const help = `bind one name per element (${length} names), or give a tuple of ${names} element${names === 1 ? "" : "s"}`;
  sink.report("E1002", node, `the tuple has ${length} element(s) but ${names} name(s) are bound to it`, { phase: "types", help });
}

/** `&[…]`, `([…])` → `[…]`: the value a borrow or parentheses wrap. */
export function withoutBorrow(node: AstNode): AstNode {
  let current = node;
  for (;;) {
    const inner = current.type === "borrow_expression" ? current.get("operand") : current.type === "parenthesized_expression" && current.namedChildren.length === 1 ? (current.namedChildren[0] as AstNode) : null;
    if (!inner) return current;
    current = inner;
  }
}

/** An integer literal (`5`, `-5`, `(5)`), which may go into a narrow integer width (diagnostics.md §6.5, T10). */
export function isIntegerLiteral(node: AstNode): boolean {
  if (node.type === "integer_literal") return true;
  // A list of them (`xs: List(Int32) = [1, 2, 3]`): each element is such a literal, as where it stands alone.
  if (node.type === "list_expression") {
    const elements = node.namedChildren.filter((child) => child.type !== "comment");
    return elements.length > 0 && elements.every((element) => isIntegerLiteral(element as AstNode));
  }
  if (node.type === "unary_expression") {
    const operand = node.get("operand");
    return operand?.type === "integer_literal";
  }
  return node.type === "parenthesized_expression" && node.namedChildren.length === 1 && isIntegerLiteral(node.namedChildren[0] as AstNode);
}
