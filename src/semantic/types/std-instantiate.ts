// Type parameters of the std signatures inferred at a call, as for the
// workspace's generic functions (instantiate.ts, diagnostics.md §6.5): the
// std tables write their signatures as text (`[T](list: &List<T>, fn:
// (item: T) -> Bool) -> List<T>`, `(self: &Result(T, E)) -> T`), so the
// parameter types are read from that text against the arguments' types.
// A single capital letter (or a name the `[…]` prefix lists) is a type
// parameter; a result that keeps one the arguments do not fix stays unknown.
import { builtinGeneric, builtinGenericParts, deref, sameInstance, UNKNOWN, type Type } from "./types.js";

/** A type as the std tables write it: `List<T>` is { name: "List", args: [T] }; `&T` drops the `&`. */
interface TypeText {
  readonly name: string;
  readonly args: readonly TypeText[];
  /** A function type's parameter and result types. */
  readonly fn?: { readonly params: readonly TypeText[]; readonly result: TypeText };
}

/**
 * The result of a call of a std function with these positional argument
 * types, or undefined when the signature has no type parameter. One whose
 * result has none (`is_ok: (self: &Result(T, E)) -> Bool`) still gets one,
 * so that the call shows the function as its arguments instantiate it
 * (`(&Result(Int, Error)) -> Bool`; 85a D7). `leaf` reads a parameter-free
 * type text (the tables' own parser).
 */
export function stdInstantiation(paramTexts: readonly string[], resultText: string, listed: readonly string[], leaf: (text: string) => Type): ((argTypes: readonly Type[]) => Type) | undefined {
  const vars = new Set(listed);
  const result = parse(resultText);
  const params = paramTexts.map(parse);
  if (!mentions(result, vars) && !params.some((p) => mentions(p, vars))) return undefined;
  return (argTypes) => build(result, vars, bindArguments(params, argTypes, vars), leaf);
}

/**
 * The type of a std function's positional parameter `index` for a call whose
 * arguments before it have the types `before`, its type parameters bound by
 * them: `fn: (item: T) -> Bool` of `list.filter(sales, …)` is a function of a
 * sale (the context of an untyped lambda argument, §6.5).
 */
export function stdExpectation(paramTexts: readonly string[], listed: readonly string[], leaf: (text: string) => Type): (index: number, before: readonly Type[]) => Type {
  const vars = new Set(listed);
  const params = paramTexts.map(parse);
  return (index, before) => {
    const wanted = params[index];
    if (!wanted) return UNKNOWN;
    const bound = bindArguments(params, before, vars);
    if (!wanted.fn) return build(wanted, vars, bound, leaf);
    const fnParams = wanted.fn.params.map((p) => ({ name: "", type: build(p, vars, bound, leaf), typed: false, borrow: "none" as const }));
    return { k: "fn", sig: { params: fnParams, result: build(wanted.fn.result, vars, bound, leaf), checkArity: false, checkTypes: false } };
  };
}

/** The type variables the arguments bind, unified position by position with the parameters (null: two disagreed). */
function bindArguments(params: readonly TypeText[], argTypes: readonly Type[], vars: ReadonlySet<string>): Map<string, Type | null> {
  const bound = new Map<string, Type | null>();
  argTypes.forEach((actual, i) => {
    const p = params[i];
    if (p) unify(p, actual, vars, bound);
  });
  return bound;
}

function isVar(name: string, vars: ReadonlySet<string>): boolean {
  return vars.has(name) || /^[A-Z]$/.test(name);
}

/** Two reads of one type parameter (each read of `T` is an object of its own). */
function sameParameter(a: Type, b: Type): boolean {
  return a.k === "unknown" && b.k === "unknown" && a.param !== undefined && a.param.name === b.param?.name;
}

function mentions(t: TypeText, vars: ReadonlySet<string>): boolean {
  if (isVar(t.name, vars)) return true;
  if (t.fn) return t.fn.params.some((p) => mentions(p, vars)) || mentions(t.fn.result, vars);
  return t.args.some((a) => mentions(a, vars));
}

function unify(t: TypeText, actual: Type, vars: ReadonlySet<string>, bound: Map<string, Type | null>): void {
  const a = deref(actual);
  // A type parameter of the function being read (`xs: List(T)` in a generic function) binds one as a type does:
  // `list.reverse(xs)` is a `List(T)` (123a R2: it was `List(?)`); it stays unknown to every rule.
  if (a.k === "unknown" && !a.param) return;
  if (isVar(t.name, vars)) {
    const before = bound.get(t.name);
    if (!bound.has(t.name)) bound.set(t.name, a);
    else if (before && !sameInstance(before, a) && !sameParameter(before, a)) bound.set(t.name, null);
    return;
  }
  if (t.fn) {
    if (a.k !== "fn") return;
    t.fn.params.forEach((p, i) => {
      const param = a.sig.params[i];
      if (param) unify(p, param.type, vars, bound);
    });
    unify(t.fn.result, a.sig.result, vars, bound);
    return;
  }
  builtinGenericParts(t.name, a)?.forEach((part, i) => {
    const arg = t.args[i];
    if (arg) unify(arg, part, vars, bound);
  });
}

function build(t: TypeText, vars: ReadonlySet<string>, bound: ReadonlyMap<string, Type | null>, leaf: (text: string) => Type): Type {
  if (isVar(t.name, vars)) return bound.get(t.name) ?? UNKNOWN;
  if (t.fn) return UNKNOWN;
  const args = t.args.map((a) => build(a, vars, bound, leaf));
  const generic = builtinGeneric(t.name, args);
  if (generic) return generic;
  if (t.name === "Tuple" || t.name === "") return args.length > 0 ? { k: "tuple", elems: args } : UNKNOWN;
  return args.length === 0 ? leaf(t.name) : UNKNOWN;
}

/** Reads `&List<T>`, `Result(T, E)`, `(item: T) -> Bool`, `(A, B)`. */
function parse(text: string): TypeText {
  const s = text.trim().replace(/^&(mut\s+)?/, "").trim();
  if (s.startsWith("(")) {
    const close = matching(s, 0);
    const inner = splitTopLevel(s.slice(1, close)).filter((p) => p.trim() !== "").map((p) => p.replace(/^\s*\w+\s*:/, ""));
    const rest = s.slice(close + 1).trim();
    if (rest.startsWith("->")) return { name: "fn", args: [], fn: { params: inner.map(parse), result: parse(rest.slice(2)) } };
    return { name: "", args: inner.map(parse) };
  }
  const open = s.search(/[<([]/);
  if (open < 0) return { name: s, args: [] };
  const close = matching(s, open);
  return { name: s.slice(0, open).trim(), args: splitTopLevel(s.slice(open + 1, close)).filter((p) => p.trim() !== "").map(parse) };
}

/** The index of the bracket closing the one at `open` (any of `()`, `[]`, `<>`; `->` is no bracket). */
export function matching(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    const c = s[i];
    if (c === "(" || c === "[" || c === "<") depth++;
    else if (c === ")" || c === "]" || (c === ">" && s[i - 1] !== "-")) {
      depth--;
      if (depth === 0) return i;
    }
  }
  return s.length;
}

/** `s` split at its top-level commas. */
export function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === "(" || c === "[" || c === "<") depth++;
    else if (c === ")" || c === "]" || (c === ">" && s[i - 1] !== "-")) depth--;
    else if (c === "," && depth === 0) {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  out.push(s.slice(start));
  return out;
}
