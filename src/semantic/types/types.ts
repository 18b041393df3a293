// The checker's type model (diagnostics.md §6.5). Deliberately small: every
// construct the checker cannot type with certainty is `unknown`, and no rule
// ever fires on `unknown` - a false error costs an agent a useless fix loop.

export type Type =
  /**
   * Not known. `param`: a type parameter of the function or record being
   * read (`T` of `(T: Show) -> (x: &T) -> String`): still unknown to every
   * rule, but its name is shown and its interface bounds give its members.
   * A generic record's constant argument (`8` of `Ring(String, 8)`) is one
   * too, named as written and without bounds, so that it is shown.
   */
  | { readonly k: "unknown"; readonly param?: TypeParameter }
  /** Int, Float, Bool, Char, String, Void, Never, Bytes, and the narrow widths Int8/16/32, Float32. */
  | { readonly k: "prim"; readonly name: PrimName }
  /**
   * A list; `array` when it was written `Array(T)` or `Array(T, N)` (`size`: N as written), which
   * the checker reads as a list and shows as written (108f P1: `cells: Array(Int, 4)` was shown
   * `List(Int)`, in a file declaring its own `List` a type it is not).
   */
  | { readonly k: "list"; readonly elem: Type; readonly array?: { readonly size?: string } }
  | { readonly k: "dict"; readonly key: Type; readonly value: Type }
  | { readonly k: "set"; readonly elem: Type }
  | { readonly k: "tuple"; readonly elems: readonly Type[] }
  | { readonly k: "range"; readonly elem: Type }
  | { readonly k: "option"; readonly inner: Type }
  | { readonly k: "result"; readonly ok: Type; readonly err: Type }
  | { readonly k: "fn"; readonly sig: Signature }
  /**
   * A user record (or generic record instance) declared in `file`. `args`: a
   * generic record's arguments, one per declared parameter (unknown for a
   * constant parameter or one not inferred), when they are known
   * (`Pair(String, Vec2)`); they give its fields' types (walk/members.ts).
   * Records are compared by name: the arguments only add what members are.
   */
  | { readonly k: "record"; readonly name: string; readonly file: string; readonly args?: readonly Type[] }
  /** A user interface type declared in `file`. */
  | { readonly k: "iface"; readonly name: string; readonly file: string }
  | { readonly k: "ref"; readonly mut: boolean; readonly inner: Type }
  | { readonly k: "ptr"; readonly inner: Type }
  /** `ref e`: a shared handle. */
  | { readonly k: "arc"; readonly inner: Type }
  /** A type used as a value (`Int` as an argument, `Type` parameters). */
  | { readonly k: "meta" }
  /** A type name nobody declares (`Rect`), or a std opaque type (`File`): known, but with nothing inside. */
  | {
      readonly k: "opaque";
      readonly name: string;
      /**
       * A built-in generic type applied with the wrong number of type
       * arguments (`Dict(Int)`): the reference exempts it from arity checks
       * but no value fits it (§6.6). The text says what it takes.
       */
      readonly malformed?: string;
      /** A name nobody declares, applied (`Elem(Counter)`): shown so; compared by its name, as bare. */
      readonly applied?: string;
    }
  /** A std module alias or a workspace module alias. */
  | { readonly k: "module"; readonly module: string; readonly std: boolean; readonly file: string | null };

export type PrimName =
  | "Int"
  | "Float"
  | "Bool"
  | "Char"
  | "String"
  | "Void"
  | "Never"
  | "Bytes"
  | "Int8"
  | "Int16"
  | "Int32"
  | "Float32";

export interface TypeParameter {
  readonly name: string;
  /** The user interfaces it is bound by (`T: Show + Ord`: Show when Show is a user interface). */
  readonly bounds: readonly Type[];
  /** A generic record's constant argument written as a value (`3` of `Vec(3)`): `name` is its text. */
  readonly literal?: boolean;
}

/** A function type with its parameters' names (`(x: Int) -> Int`) where they are known; any other type as `display` shows it. */
export function displayNamed(t: Type): string {
  if (t.k !== "fn" || t.sig.params.some((p) => p.name === "" || p.variadic)) return display(t);
  // A parameter of no known type by its name alone, as the lambda head writes it (`(a, b) -> ?`).
  const params = t.sig.params.map((p) => (display(p.type) === "?" ? p.name : `${p.name}: ${displayParam(p)}`)).join(", ");
  return `(${params}) -> ${t.sig.curried ? display({ k: "fn", sig: t.sig.curried }) : display(t.sig.result)}`;
}

/** A parameter's type as written: a std parameter keeps its borrow apart from its type (`s: &String` is String, borrowed). */
function displayParam(p: Param, names?: TypeNames): string {
  const text = display(p.type, names);
  if (p.borrow === "none" || p.type.k === "ref") return text;
  return `${p.borrow === "write" ? "&mut " : "&"}${text}`;
}

export interface Param {
  readonly name: string;
  /** Unknown when the parameter has no type (`(a: Int, b)`, bare-name signatures). */
  readonly type: Type;
  /** False for a parameter written without a type. */
  readonly typed: boolean;
  /** True when the parameter is written `&T` (borrowed: passing a variable does not move it). */
  readonly borrow: "none" | "read" | "write";
  readonly optional?: boolean;
  readonly variadic?: boolean;
}

/** Two arguments of a generic call that bind one type parameter to types that cannot be one. */
export interface ParamConflict {
  readonly name: string;
  /** `lambdaResult`: fixed by what a lambda argument returns (`(x) => "s"` where `(x: T) -> T` is taken). */
  readonly first: { readonly arg: number; readonly type: Type; readonly lambdaResult?: boolean };
  readonly second: { readonly arg: number; readonly type: Type; readonly lambdaResult?: boolean };
}

export interface Signature {
  readonly params: readonly Param[];
  /** A method bound by position (`Vec2.dot = dot_product[0]`): the parameters the receiver fills are already left out. */
  readonly receiverFilled?: boolean;
  /**
   * The bound function's parameters, receiver's included, in its order: a method bound by position named
   * through its type is that function (`Vec2.dot(a, b)`; `credit = credit_to[1]` makes `Wallet.credit(5.0, w)`, 112a F1).
   */
  readonly boundParams?: readonly Param[];
  /** A variant's constructor (`pair: (x: Shape, y: Shape) -> Shape`): no receiver fills its first parameter, whatever its type (105c Q4). */
  readonly variant?: boolean;
  readonly result: Type;
  /**
   * False when calls must not be checked (several parameter groups, type
   * parameters, untyped parameters, variadic or std signatures with optional
   * parts): arity and argument types are then unknown.
   */
  readonly checkArity: boolean;
  readonly checkTypes: boolean;
  /**
   * The result was not declared: the body gave it (walker.ts inferredResult).
   * The value of such a call is of unknown copy kind for the ownership rules,
   * as in the reference (diagnostics.md §6.7: only a declared result type is
   * classified).
   */
  readonly resultInferred?: boolean;
  /**
   * True for a generic function: its type parameters are unknown in the
   * parameter types and unify with anything, so an argument is an error only
   * where its known shape cannot fit (`Int` passed where `List(T)` is
   * expected, e.g. an explicit type argument the reference reads as a value).
   */
  readonly generic?: boolean;
  /**
   * A generic function's result for a call with these positional argument
   * types: its type parameters unified with the arguments' types (§6.5
   * "instantiated freshly per call"), unknown where they do not tell; with
   * `expected`, the result the call's context expects fixes those.
   */
  readonly instantiate?: (argTypes: readonly Type[], expected?: Type) => Type;
  /**
   * A generic function's type for its positional argument `index`, its type
   * parameters unified with the types of the arguments `before` it: the
   * context an untyped lambda argument's parameters take their types from
   * (§6.5 "parameter types from context"). A plain signature's parameter
   * types are the context as they are. `result`: the type the call's context
   * expects of its value (`h: Gate(Item) = open_gate(…)`), which fixes the
   * type parameters the arguments before leave unknown.
   */
  readonly expects?: (index: number, before: readonly Type[], result?: Type) => Type;
  /**
   * A generic function's first type parameter that two of these positional
   * arguments bind to types neither of which fits the other (`same(1, "s")`
   * for `(a: T, b: T)`: T cannot be both), or null.
   */
  readonly conflict?: (argTypes: readonly Type[]) => ParamConflict | null;
  /**
   * A curried function's next parameter group (`(b: Int) -> Int` of `(a:
   * Int) -> (b: Int) -> Int`), for display only: the result stays unknown
   * to the checks (how calls group the arguments is not specified).
   */
  readonly curried?: Signature;
  /**
   * A curried function whose first group is fully typed and holds no type
   * parameter (`add: (n: Int) -> (m: Int) -> Int`): the first arguments of a
   * call fill that group however the call groups the rest, so their types
   * are checked (the arity is not, §6.4).
   */
  readonly checkFirstGroup?: boolean;
  /**
   * Type parameters leading the one group of the values, or alone in it
   * (`describe: (t: Type, n: Int) -> String`, `show: (x: Type) -> Int`): a
   * call passes them first (`describe(Int, 3)`, `show(Int)`) or leaves them
   * to be inferred (`describe(3)`, diagnostics.md §6.6), told apart by the
   * count (calledForm). `explicit`: the signature a call passing them takes,
   * its type parameters bound to the types given (unknown where not given).
   */
  readonly typeArguments?: { readonly count: number; readonly names: readonly string[]; readonly explicit: (types: readonly Type[]) => Signature };
  /**
   * A generic function's value group once its group of type parameters is
   * applied explicitly (`Pot.mk(Int)` of `(T: Type) -> (x: T) -> Pot(T)`:
   * `(x: Int) -> Pot(Int)`), the types given in order (unknown where not).
   */
  readonly applied?: (types: readonly Type[]) => Signature;
  /** The signature as a call passing its type arguments takes it: the declared one it came from. */
  readonly explicitOf?: Signature;
}

/**
 * A signature as a call of `count` arguments takes it: with its leading type
 * parameters passed when the count holds them too (`describe(Int, 3)`),
 * else as declared (`describe(3)`, their types inferred).
 */
export function calledForm(sig: Signature, count: number): Signature {
  const declared = sig.explicitOf ?? sig;
  const typeArguments = declared.typeArguments;
  return typeArguments && count === typeArguments.count + declared.params.length ? typeArguments.explicit([]) : declared;
}

/** The argument counts a call of this signature may pass: its values', and with its leading type parameters given. */
export function argumentCounts(sig: Signature): readonly number[] {
  const declared = sig.explicitOf ?? sig;
  return declared.typeArguments ? [declared.params.length, declared.typeArguments.count + declared.params.length] : [declared.params.length];
}

/**
 * Whether a call's argument count tells this signature from another's (an
 * overload's): a counted one, or one whose leading type parameters are
 * inferred, its values all named, typed, none optional or variadic.
 */
export function countsArguments(sig: Signature): boolean {
  if (sig.checkArity) return true;
  return sig.typeArguments !== undefined && sig.params.every((p) => p.typed && p.name !== "" && !p.optional && !p.variadic);
}

export const UNKNOWN: Type = { k: "unknown" };
const prims = new Map<PrimName, Type>();
export function prim(name: PrimName): Type {
  let t = prims.get(name);
  if (!t) {
    t = { k: "prim", name };
    prims.set(name, t);
  }
  return t;
}
export const INT = prim("Int");
export const FLOAT = prim("Float");
export const BOOL = prim("Bool");
export const STRING = prim("String");
export const CHAR = prim("Char");
export const VOID = prim("Void");
export const NEVER = prim("Never");

export function isUnknown(t: Type): boolean {
  return t.k === "unknown";
}

/** True when `t` has no unknown part (only then may a mismatch be reported). */
export function fullyKnown(t: Type): boolean {
  return t.k !== "unknown" && componentTypes(t).every(fullyKnown);
}

/**
 * Whether `t` has an unknown part, a record's type arguments included
 * (`Pen(?)`: a type parameter nothing fixed), unlike fullyKnown.
 */
export function leavesUnknown(t: Type): boolean {
  return t.k === "unknown" || (t.k === "record" && (t.args ?? []).some(leavesUnknown)) || componentTypes(t).some(leavesUnknown);
}

/**
 * The types `t` is built from: a container's elements (a dictionary's keys
 * and values), a tuple's members, what an Option, a borrow, a pointer or a
 * shared handle holds, a Result's two sides; none for the others (a
 * record's type arguments and a function's parameters are not its parts here).
 */
export function componentTypes(t: Type): readonly Type[] {
  switch (t.k) {
    case "list":
    case "set":
    case "range":
      return [t.elem];
    case "dict":
      return [t.key, t.value];
    case "tuple":
      return t.elems;
    case "option":
    case "ref":
    case "ptr":
    case "arc":
      return [t.inner];
    case "result":
      return [t.ok, t.err];
    default:
      return [];
  }
}

/**
 * A method as called on a value (`c.sub(1)` of `Counter.sub: (c: &Counter, k: Int) -> Int`): the
 * receiver fills its first parameter, which is `self`, or whatever its name, one of the method's own
 * type (`self` is an ordinary name, syntax.md §3.8). `owner`: the type the method belongs to.
 */
export function withoutReceiver(type: Type, owner?: { readonly name: string; readonly file: string }): Type {
  if (type.k !== "fn" || !receiverFirst(type.sig, owner)) return type;
  return { k: "fn", sig: { ...type.sig, params: type.sig.params.slice(1) } };
}

/** Whether a method's first parameter is the receiver a call on a value fills: `self`, or one of the method's own type (withoutReceiver). */
export function receiverFirst(sig: Signature, owner?: { readonly name: string; readonly file: string }): boolean {
  const first = sig.params[0];
  if (!first || sig.receiverFilled || sig.variant) return false;
  if (first.name === "self") return true;
  const inner = first.type.k === "ref" ? first.type.inner : first.type;
  return owner !== undefined && (inner.k === "record" || inner.k === "iface") && inner.name === owner.name && inner.file === owner.file;
}

/** How a declared type is named in a display: its name, or `module.Name` where another type of that name is visible. */
export type TypeNames = (type: { readonly name: string; readonly file: string }) => string;

/** Source-level display name (`Int`, `List(String)`, `(Int) -> Bool`, `&mut Point`); `names` names declared types. */
/** While set, display() writes an array as the list the checker reads it as (identityText). */
let arraysAsLists = false;

/** A type's text as the checker tells types apart: an `Array(T, N)` is a `List(T)` (display() shows it as written). */
function identityText(t: Type): string {
  arraysAsLists = true;
  try {
    return display(t);
  } finally {
    arraysAsLists = false;
  }
}

export function display(t: Type, names?: TypeNames): string {
  switch (t.k) {
    case "unknown":
      return t.param?.name ?? "?";
    case "prim":
      return t.name;
    case "list":
      if (t.array && !arraysAsLists) return `Array(${display(t.elem, names)}${t.array.size === undefined ? "" : `, ${t.array.size}`})`;
      return `List(${display(t.elem, names)})`;
    case "set":
      return `Set(${display(t.elem, names)})`;
    case "range":
      return `Range(${display(t.elem, names)})`;
    case "dict":
      return `Dict(${display(t.key, names)}, ${display(t.value, names)})`;
    case "tuple":
      // A one-tuple keeps its comma (`(Int,)`): `(Int)` is a grouping, the type Int (syntax.md §6.1).
      return t.elems.length === 1 ? `(${display(t.elems[0]!, names)},)` : `(${t.elems.map((e) => display(e, names)).join(", ")})`;
    case "option":
      return `Option(${display(t.inner, names)})`;
    case "result":
      return `Result(${display(t.ok, names)}, ${display(t.err, names)})`;
    case "fn":
      return `(${t.sig.params.map((p) => displayParam(p, names)).join(", ")}) -> ${t.sig.curried ? display({ k: "fn", sig: t.sig.curried }, names) : display(t.sig.result, names)}`;
    case "record":
      // A generic instance with its arguments, `?` for one not known (`Pair(String, Vec2)`, `Pair(A, B)`, `Box(?)`: 103b D2, 104d K2).
      return t.args && t.args.length > 0 ? `${names ? names(t) : t.name}(${t.args.map((e) => display(e, names)).join(", ")})` : names ? names(t) : t.name;
    case "iface":
      return names ? names(t) : t.name;
    case "opaque":
      return t.applied ?? t.name;
    case "ref":
      return `${t.mut ? "&mut " : "&"}${display(t.inner, names)}`;
    case "ptr":
      return `*${display(t.inner, names)}`;
    case "arc":
      return `Arc(${display(t.inner, names)})`;
    case "meta":
      return "Type";
    case "module":
      return `module ${t.module}`;
  }
}

/**
 * Whether `used` (a call's type) may be `declared` with its type parameters
 * filled: a type parameter of `declared`, or anything unknown in either,
 * matches any part; the rest must be the same shape, records by name
 * (`(List(Int)) -> String` is an instance of `(List(T)) -> String`, not of
 * `(T) -> Int`). Which overload a call's type came from (position.ts).
 */
export function instanceOf(declared: Type, used: Type): boolean {
  if (declared.k === "unknown" || used.k === "unknown") return true;
  if (declared.k !== used.k) return false;
  const all = (a: readonly Type[], b: readonly Type[]) => a.length === b.length && a.every((t, i) => instanceOf(t, b[i]!));
  switch (declared.k) {
    case "fn": {
      const u = (used as typeof declared).sig;
      return all(declared.sig.params.map((p) => p.type), u.params.map((p) => p.type)) && instanceOf(declared.sig.result, u.result);
    }
    case "record": {
      const u = used as typeof declared;
      return declared.name === u.name && declared.file === u.file && (!declared.args || !u.args || all(declared.args, u.args));
    }
    default: {
      // A container, tuple, Option, Result or borrow: its parts (componentTypes); any other type as shown.
      const parts = componentTypes(declared);
      return parts.length > 0 || declared.k === "tuple" ? all(parts, componentTypes(used)) : identityText(declared) === identityText(used);
    }
  }
}

/** The type behind any number of borrows (`&&T` → `T`). */
export function deref(t: Type): Type {
  let current = t;
  while (current.k === "ref") current = current.inner;
  return current;
}

const NARROW_INTS = new Set(["Int8", "Int16", "Int32"]);
/** Required types a borrow does not fit (`compatible`): values of a known shape, not an interface, type parameter or opaque name. */
const BORROWS_DO_NOT_FIT: ReadonlySet<Type["k"]> = new Set(["prim", "list", "set", "dict", "tuple", "record"]);
/** Kinds of values that cannot be called. */
const NOT_CALLABLE: ReadonlySet<Type["k"]> = new Set(["prim", "list", "set", "dict", "tuple", "range", "record"]);

/**
 * Whether a value of type `actual` may be used where `expected` is required
 * (§6.5 "Compatibility"). Lenient wherever the reference's rules are unclear:
 * Option/Result wrapping, function values, interfaces, `Any`-like opaque types.
 * `literal` marks an integer literal, or a list of them (allowed into narrow integer widths).
 * A borrow is no value (`q: Int = &n`, `take(&p)` for `take: (p: P)`: only a
 * value auto-borrows); inside a container or a tuple (`List(&String)` for
 * `List(String)`) the two are not told apart, where inference is least sure.
 */
export function compatible(actual: Type, expected: Type, literal = false): boolean {
  if (actual.k === "ref" && actual.inner.k !== "unknown" && BORROWS_DO_NOT_FIT.has(expected.k)) return false;
  return fitsLoosely(actual, expected, literal);
}

/** `compatible` without telling a borrow from its value. */
function fitsLoosely(actual: Type, expected: Type, literal = false): boolean {
  if (actual.k === "unknown" || expected.k === "unknown") return true;
  if (actual.k === "prim" && actual.name === "Never") return true;
  if (expected.k === "ref") {
    // A read borrow cannot stand for a write borrow (`w(&p)` for `w: (a: &mut P)`): writing through it is what `&` forbids.
    if (expected.mut && actual.k === "ref" && !actual.mut) return false;
    // Auto-borrow: a plain value where a borrow is expected.
    return fitsLoosely(actual.k === "ref" ? actual.inner : actual, expected.inner, literal);
  }
  if (actual.k === "ref") return fitsLoosely(actual.inner, expected, literal);
  // An undeclared type name is opaque: only itself fits (the reference reports a known value bound to it).
  if (expected.k === "opaque") return actual.k === "opaque" ? actual.name === expected.name : actual.k === "iface" || actual.k === "fn" || actual.k === "meta" || actual.k === "arc";
  if (actual.k === "opaque") return true;
  if (wrapper(expected) || wrapper(actual)) return sameShapeLenient(actual, expected);
  switch (expected.k) {
    case "prim": {
      if (actual.k !== "prim") return actual.k === "meta" ? false : actual.k === "arc" ? true : false;
      if (actual.name === expected.name) return true;
      if (expected.name === "Float" && actual.name === "Int") return true;
      if (expected.name === "Float32" && (actual.name === "Float" || actual.name === "Int")) return true;
      if (expected.name === "Float" && actual.name === "Float32") return true;
      if (NARROW_INTS.has(expected.name) && actual.name === "Int") return literal;
      if (expected.name === "Int" && NARROW_INTS.has(actual.name)) return true;
      if (NARROW_INTS.has(expected.name) && NARROW_INTS.has(actual.name)) return true;
      return false;
    }
    case "list":
      return actual.k === "list" ? fitsLoosely(actual.elem, expected.elem, literal) : actual.k === "arc" || (isContainerish(actual) && !knownDict(actual));
    case "set":
      return actual.k === "set" ? fitsLoosely(actual.elem, expected.elem) : actual.k === "arc" || isContainerish(actual);
    case "dict":
      return actual.k === "dict"
        ? fitsLoosely(actual.key, expected.key) && fitsLoosely(actual.value, expected.value)
        : actual.k === "arc" || (isContainerish(actual) && !(actual.k === "list" && actual.elem.k !== "unknown"));
    case "tuple":
      if (actual.k !== "tuple") return actual.k === "arc";
      return actual.elems.length === expected.elems.length && actual.elems.every((a, i) => fitsLoosely(a, expected.elems[i] as Type));
    case "record":
      // By name and declaring file: two modules' `Pot`s are two types (`keep(Pot(1))` with the other
      // module's `Pot` is E1002), one record reached through different files' annotations is one; a generic
      // record's instances by their arguments too where both are known (`Pair(String, Int)` is no `Pair(Int, Int)`).
      if (actual.k === "record") return actual.name === expected.name && actual.file === expected.file && sameArguments(actual.args, expected.args);
      // A function value is never a record (`d(d)` with `d: (a: &P) -> Float`).
      return actual.k === "arc" || actual.k === "iface";
    case "iface":
      return true;
    case "meta":
      return actual.k === "meta" || actual.k === "record";
    case "fn":
      // A value nothing can call is no function (`apply(7)` for `apply: (f: () -> Int) -> Int`, §6.5).
      if (actual.k === "fn") return sameCallShape(actual.sig, expected.sig);
      return !NOT_CALLABLE.has(actual.k);
    default:
      // range, ptr, arc, module: not compared.
      return true;
  }
}

/**
 * Whether a function of signature `actual` may stand where one of `expected`
 * is required (`apply(say, 2)` with `say: (s: String) -> Int` for `f: (x:
 * Int) -> Int` is E1002, §6.5): as many parameters, each required parameter
 * type fitting the function's (a borrow and its value alike), its result
 * fitting the required one unless that is Void (the result is then unused).
 * Unknown parts fit anything; generic, curried, optional and variadic
 * signatures are not compared (how their calls fill them is not known here).
 */
function sameCallShape(actual: Signature, expected: Signature): boolean {
  const plain = (sig: Signature) => !sig.generic && !sig.curried && sig.params.every((p) => !p.optional && !p.variadic);
  if (!plain(actual) || !plain(expected)) return true;
  if (actual.params.length !== expected.params.length) return false;
  const paramsFit = expected.params.every((p, i) => fitsLoosely(deref(p.type), deref(actual.params[i]!.type)));
  const voidResult = expected.result.k === "prim" && expected.result.name === "Void";
  return paramsFit && (voidResult || fitsLoosely(actual.result, expected.result));
}

/** A generic record's arguments fit those required, each (unknown ones and type parameters fit anything). */
function sameArguments(actual: readonly Type[] | undefined, expected: readonly Type[] | undefined): boolean {
  if (!actual || !expected || actual.length !== expected.length) return true;
  return actual.every((a, i) => fitsLoosely(a, expected[i]!) && !differentConstants(a, expected[i]!));
}

/** Two constant arguments both known by their values, and different (`Vec(3)` for a `Vec(2)`: 99b D1). */
function differentConstants(a: Type, b: Type): boolean {
  return a.k === "unknown" && b.k === "unknown" && a.param?.literal === true && b.param?.literal === true && a.param.name !== b.param.name;
}

/**
 * Lists and dictionaries are compared structurally; a range or set is close
 * enough to a list. A list of known elements is no dictionary, nor is a
 * dictionary of known entries a list (`{}` and `[]` alone may be either).
 */
function isContainerish(t: Type): boolean {
  return t.k === "range" || t.k === "set" || t.k === "list" || t.k === "dict";
}

function knownDict(t: Type): boolean {
  return t.k === "dict" && (t.key.k !== "unknown" || t.value.k !== "unknown");
}

/** Named types a std signature leaves opaque that say nothing about the value (§6.6): they fit anything. */
const OPEN_NAMES: ReadonlySet<string> = new Set(["Any", "Tuple"]);

/**
 * Whether a Result's error type `found` is the `expected` one (a `?` behind which it propagates,
 * E1083; a Result given where another is required, E1002). A std signature's `Error`
 * (`parse_int: … -> Result(Int, Error)`) is a named type of its own: only `Error` is it, not a
 * String or a record of another name (an opaque value elsewhere fits anything).
 */
export function errorFits(found: Type, expected: Type): boolean {
  if (found.k === "opaque" && !OPEN_NAMES.has(found.name) && (expected.k === "prim" || expected.k === "record" || expected.k === "opaque")) {
    return expected.k === "prim" ? false : expected.name === found.name || (expected.k === "opaque" && OPEN_NAMES.has(expected.name));
  }
  return fitsLoosely(found, expected);
}

/** Kinds of required types an Option or Result never fits. */
const PLAIN_KINDS: ReadonlySet<Type["k"]> = new Set(["prim", "list", "dict", "set", "tuple", "record", "fn", "range"]);

/**
 * An Option or a Result: built in, or the program's own (the guide declares `Result: (T: Type, E:
 * Type) -> Type = { ok: …, err: … }`), which is the same family: the std's `Result(Int, Error)` is
 * what a `Result(Int, Error)` the program declares takes.
 */
export function wrapper(t: Type): "option" | "result" | undefined {
  if (t.k === "option" || (t.k === "record" && t.name === "Option")) return "option";
  return resultParts(t) ? "result" : undefined;
}

/** What an Option (built in, or the program's own `Option(T)`) holds. */
export function optionInner(t: Type): Type {
  return t.k === "option" ? t.inner : t.k === "record" ? (t.args?.[0] ?? UNKNOWN) : UNKNOWN;
}

function sameShapeLenient(actual: Type, expected: Type): boolean {
  const family = wrapper(actual);
  const required = wrapper(expected);
  if (family === "result" && required === "result") {
    const a = resultParts(actual)!;
    const e = resultParts(expected)!;
    return fitsLoosely(a.ok, e.ok) && errorFits(a.err, e.err);
  }
  if (family === "option" && required === "option") return fitsLoosely(optionInner(actual), optionInner(expected));
  // A value where an Option/Result is required: whether the reference wraps it implicitly is not settled: accept.
  // An Option/Result where a plain type is required is never its value (`m: Int = parse_int("7")`): it must be
  // matched or unwrapped first (§6.5: known and different).
  if (family && !required) return !PLAIN_KINDS.has(expected.k);
  return true;
}

/** Join of two branch types: equal types stay, anything else becomes unknown. */
export function join(a: Type, b: Type): Type {
  if (a.k === "prim" && a.name === "Never") return b;
  if (b.k === "prim" && b.name === "Never") return a;
  // One generic record with other arguments on each side: the record, its arguments not known.
  if (a.k === "record" && b.k === "record" && a.name === b.name && a.file === b.file) return sameArgs(a.args, b.args) ? a : { k: "record", name: a.name, file: a.file };
  return sameType(a, b) ? a : UNKNOWN;
}

/** The same type, a generic record's arguments included (all known and equal on both sides). */
export function sameInstance(a: Type, b: Type): boolean {
  return sameType(a, b) && (a.k !== "record" || b.k !== "record" || sameArgs(a.args, b.args));
}

function sameArgs(a: readonly Type[] | undefined, b: readonly Type[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((t, i) => sameInstance(t, b[i]!) && !differentConstants(t, b[i]!));
}

/**
 * The built-in generic type `name` with these arguments (`List(T)`,
 * `Dict(K, V)`; `Array(T, N)` is a list), or undefined when `name` is not
 * one: annotations and the std tables read type text through it.
 */
export function builtinGeneric(name: string, args: readonly Type[]): Type | undefined {
  const arg = (i: number): Type => args[i] ?? UNKNOWN;
  switch (name) {
    case "List":
      return { k: "list", elem: arg(0) };
    case "Array":
      return { k: "list", elem: arg(0), array: {} };
    case "Set":
      return { k: "set", elem: arg(0) };
    case "Dict":
      return { k: "dict", key: arg(0), value: arg(1) };
    case "Option":
      return { k: "option", inner: arg(0) };
    case "Result":
      return { k: "result", ok: arg(0), err: arg(1) };
    case "Arc":
      return { k: "arc", inner: arg(0) };
    default:
      return undefined;
  }
}

/**
 * What the arguments of built-in generic `name` are in `actual`, by position
 * (`List(T)` against a list of Int: [Int]), or undefined when `actual` is
 * not such a type: what unifying a type's text with a value's type reads.
 */
export function builtinGenericParts(name: string, actual: Type): readonly Type[] | undefined {
  switch (name) {
    case "List":
    case "Array":
      return actual.k === "list" ? [actual.elem] : undefined;
    case "Set":
      return actual.k === "set" ? [actual.elem] : undefined;
    case "Dict":
      return actual.k === "dict" ? [actual.key, actual.value] : undefined;
    case "Option":
      return actual.k === "option" ? [actual.inner] : undefined;
    case "Result":
      return actual.k === "result" ? [actual.ok, actual.err] : undefined;
    case "Arc":
      return actual.k === "arc" ? [actual.inner] : undefined;
    default:
      return undefined;
  }
}

export function sameType(a: Type, b: Type): boolean {
  if (a === b) return true;
  if (a.k !== b.k) return false;
  return identityText(a) === identityText(b) && a.k !== "unknown";
}

/**
 * The success and error types of a Result: the built-in `Result(T, E)`, or a
 * user type named `Result`, as the docs declare one (`Result: (T: Type, E:
 * Type) -> Type = { ok: (T) -> Result(T, E), err: (E) -> Result(T, E) }`).
 * The prelude has no way to build a built-in Result (`ok`/`err` are not in
 * it, diagnostics.md §7.3, §7.5), so such a declaration is how a program gets
 * one to use `?` on (§6.5): it is a Result to `?` and to the std Result
 * functions, with its arguments (unknown when not given) as its parts.
 * Null for any other type.
 */
export function resultParts(t: Type): { readonly ok: Type; readonly err: Type } | null {
  if (t.k === "result") return t;
  if (t.k === "record" && t.name === "Result") return { ok: t.args?.[0] ?? UNKNOWN, err: t.args?.[1] ?? UNKNOWN };
  return null;
}

/** Int (any width), Float, Bool, Char: copied, never moved (§6.7). */
export function isCopyType(t: Type): boolean {
  return t.k === "prim" && t.name !== "String" && t.name !== "Bytes";
}
