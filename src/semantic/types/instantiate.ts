// Type parameters inferred at a call (diagnostics.md §6.5 "Function calls":
// generic parameters instantiated freshly per call by unifying parameter
// types with argument types; §6.6). The parameter types are read as written
// (annotation nodes) against the arguments' types, so that `zip(names,
// areas)` with `zip: (A: Type, B: Type) -> (xs: &List(A), ys: &List(B)) ->
// List(Pair(A, B))` gives `List(Pair(String, Float))`. A parameter that the
// arguments leave open, or bind to two different types, stays unknown: the
// result is never more precise than the arguments say.
import type { AstNode } from "../../syntax/ast/ast.js";
import { groupedType } from "./grouping.js";
import { builtinGenericParts, compatible, deref, fullyKnown, sameInstance, UNKNOWN, type ParamConflict, type Type } from "./types.js";

/** Bindings being inferred: a type, or null once two arguments disagreed. */
export type Inferred = Map<string, Type | null>;

/** Unifies the annotation `node` (in which the names of `params` are type parameters) with `actual`. */
export function unify(node: AstNode | null, actual: Type, params: ReadonlySet<string>, inferred: Inferred, depth = 0): void {
  // An enclosing function's own type parameter (`items: &List(T)` inside `rank: (T: Type) -> …`) binds
  // too, weakly (bind): `sort_by_key(items, …)` there is a `List(T)`, not a `List(?)` (82a D8).
  if (!node || (actual.k === "unknown" && !actual.param) || depth > 20) return;
  switch (node.type) {
    case "type_identifier":
      if (params.has(node.leafText)) bind(node.leafText, actual, inferred);
      return;
    case "reference_type":
      // A plain value passed where `&T` is expected is borrowed: T is its type.
      unify(node.get("type"), deref(actual), params, inferred, depth + 1);
      return;
    case "tuple_type": {
      // A grouping `(T)` is the type inside, as annotations read it; `(T,)` is a one-tuple.
      const grouped = groupedType(node);
      const elems = node.namedChildren;
      if (grouped) unify(grouped, actual, params, inferred, depth + 1);
      else if (actual.k === "tuple" && actual.elems.length === elems.length) elems.forEach((e, i) => unify(e, actual.elems[i]!, params, inferred, depth + 1));
      return;
    }
    case "generic_type":
      unifyGeneric(node, actual, params, inferred, depth);
      return;
    case "function_type": {
      if (actual.k !== "fn") return;
      // `(x: A) -> R` and `(A) -> R` alike: a named parameter's type, or the bare type written in its place.
      const entries = (node.get("parameters")?.namedChildren ?? []).filter((e) => !e.type.endsWith("comment"));
      entries.forEach((e, i) => {
        const p = actual.sig.params[i];
        if (p) unify(e.type === "parameter" ? e.get("type") : e, p.type, params, inferred, depth + 1);
      });
      unify(node.get("result"), actual.sig.result, params, inferred, depth + 1);
      return;
    }
    default:
      return;
  }
}

function unifyGeneric(node: AstNode, actual: Type, params: ReadonlySet<string>, inferred: Inferred, depth: number): void {
  const name = node.get("name")?.leafText ?? "";
  const args = node.get("arguments")?.namedChildren ?? [];
  const t = deref(actual);
  // A built-in generic (`List(T)`), or a generic record of the workspace (`Pair(A, B)`) with known arguments.
  const parts = builtinGenericParts(name, t) ?? (t.k === "record" && t.name === name && t.args?.length === args.length ? t.args : undefined);
  parts?.forEach((part, i) => unify(args[i] ?? null, part, params, inferred, depth + 1));
}

/**
 * Binds `name` to `actual`. A type parameter of the enclosing function is a weak binding: it stands until
 * another argument gives a known type, which replaces it; against a weak one nothing disagrees.
 */
function bind(name: string, actual: Type, inferred: Inferred): void {
  const weak = (t: Type) => t.k === "unknown" && t.param !== undefined;
  if (!inferred.has(name)) {
    inferred.set(name, actual);
    return;
  }
  const before = inferred.get(name);
  if (!before || weak(actual)) return;
  if (weak(before)) inferred.set(name, actual);
  else if (!sameInstance(before, actual)) inferred.set(name, null);
}

/** The bindings that held (a parameter two arguments disagreed on is left out, so it stays unknown). */
export function agreed(inferred: Inferred): Map<string, Type> {
  const out = new Map<string, Type>();
  for (const [name, type] of inferred) if (type) out.set(name, type);
  return out;
}

/**
 * An argument as a witness of the type parameters: a lambda's parameters
 * without a type of their own were typed by this call (from the arguments
 * before it), so they tell nothing; what it returns does (`apply2(3, (x) =>
 * "bad")` of `(v: T, f: (x: T) -> T)`: T is Int by `3`, String by the lambda;
 * 107a L3).
 */
function asWitness(actual: Type): { readonly type: Type; readonly lambdaResult: boolean } {
  if (actual.k !== "fn" || actual.sig.params.every((p) => p.typed)) return { type: actual, lambdaResult: false };
  return { type: { k: "fn", sig: { ...actual.sig, params: actual.sig.params.map((p) => (p.typed ? p : { ...p, type: UNKNOWN })) } }, lambdaResult: true };
}

/**
 * The first type parameter that two arguments bind to fully known types
 * neither of which fits the other (§6.6: one fresh variable per call, unified
 * with every argument), in argument order; null when they agree, or where
 * one only widens or borrows the other (`Int` and `Float`, `T` and `&T`).
 */
export function firstConflict(valueParams: readonly AstNode[], argTypes: readonly Type[], params: ReadonlySet<string>): ParamConflict | null {
  const seen = new Map<string, ParamConflict["first"]>();
  for (let i = 0; i < argTypes.length; i++) {
    const own: Inferred = new Map();
    const { type: witness, lambdaResult } = asWitness(argTypes[i]!);
    unify(valueParams[i]?.get("type") ?? null, witness, params, own);
    for (const [name, type] of own) {
      if (!type || !fullyKnown(type)) continue;
      const before = seen.get(name);
      if (!before) seen.set(name, { arg: i, type, ...(lambdaResult ? { lambdaResult } : {}) });
      else if (!compatible(type, before.type) && !compatible(before.type, type)) return { name, first: before, second: { arg: i, type, ...(lambdaResult ? { lambdaResult } : {}) } };
    }
  }
  return null;
}
