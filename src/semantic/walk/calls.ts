// Calls (diagnostics.md §6.4-§6.6): what a call's callee is (a function with
// its signature, a record constructor, a method, something unknown), the
// type of the call, and the moves and borrows of its arguments. The rules on
// arity and argument types (E1010, E1002, E1062) judge the facts in
// src/check/calls.ts.
import type { AstNode } from "../../syntax/ast/ast.js";
import { preludeEntry } from "../modules/std-library.js";
import { stdMember, stdSignature } from "../types/std-signatures.js";
import { borrowOf, entryFunctionType } from "../types/annotations.js";
import { boundMethodIn, isTypeParameterType, lambdaParams, type FieldDecl, type FnDecl, type RecordDecl, type TypeDecl } from "../types/declarations.js";
import { agreed, unify, type Inferred } from "../types/instantiate.js";
import { evaluate, type ConstValue } from "../types/const-eval.js";
import { argumentCounts, calledForm, compatible, countsArguments, deref, leavesUnknown, receiverFirst, sameType, UNKNOWN, type Param, type Signature, type Type } from "../types/types.js";
import type { Callee, CheckedMethod, GenericCall, MethodParameters, NamedOverload, UnresolvedMethod } from "./checks.js";
import { attachedDeclaration, boundFunction, boundMethodFunction, declarationsFor, defaultPosition, filledPositions, declaredFieldType, methodDeclarations, implementingMethodsUsed, instanceMethodType, interfaceMemberType, memberAccess, methodDeclared, methodOverloadSet, methodValueGroup, namesType, moduleOf, variantInstance, throughAliases, typeNamed, type MemberResolution } from "./members.js";
import { recordMember, recordReference } from "./occurrences.js";
import { isValueBinding, type Binding, type BindingKind, type Scope } from "./scope.js";
import type { Walker } from "./walker.js";
import { writtenThrough } from "./written-through.js";

/** Std functions whose arguments are borrowed, never moved (§6.7 rule 1, project rule). */
const PRINT_LIKE = new Set(["print", "println", "format"]);

export function inferCall(w: Walker, node: AstNode, scope: Scope): Type {
  const tokens = w.ownership.temporaries();
  try {
    return call(w, node, scope);
  } finally {
    // The borrows its arguments made end with the call (diagnostics.md §6.7 rule 3: they conflict
    // within one call, and across statements only when bound to a name).
    w.ownership.endCall(tokens);
  }
}

function call(w: Walker, node: AstNode, scope: Scope): Type {
  const fn = node.get("function");
  const args = node.get("arguments");
  if (!fn || !args) return UNKNOWN;
  const argNodes = args.namedChildren;
  const positional = argNodes.filter((a) => a.type !== "named_argument");
  const named = argNodes.filter((a) => a.type === "named_argument");
  const found = withTypeArguments(w, resolveCallee(w, fn, scope, named, positional), fn, positional, named);
  // A generic record's constructor: the instance its context expects fixes what its fields do not.
  // So does the result a generic function's context expects (`h: Gate(Item) = open_gate("f", (c) => …)`),
  // which only a lambda argument reads (asked for only then: an argument's expected type costs a little to make).
  const lambdaArgument = found.kind === "fn" && found.sig?.expects !== undefined && (positional.some((a) => a.type === "lambda") || named.some(isLambdaArgument));
  const expected = (found.kind === "record" && found.decl.params) || lambdaArgument ? w.expectedValue(node) : undefined;
  const resolved: Callee = expected && (found.kind === "record" || found.kind === "fn") ? { ...found, expected } : found;
  const argTypes: Type[] = [];
  // A lambda before the argument that fixes its parameters' type (`list.reduce(xs, (acc, x) => …, Tally(0, 0))`: `A` by
  // `init`) is walked after the others, unless it mentions a name they do (the order of moves and reads stays as written).
  const deferred = lambdaArgument ? lambdasTypedByLater(positional, scope) : NO_INDICES;
  positional.forEach((a, i) => {
    argTypes[i] = deferred.has(i) ? UNKNOWN : argumentType(w, a, scope, () => expectedArgument(w, resolved, i, argTypes.slice(0, i), named));
  });
  for (const i of deferred) argTypes[i] = argumentType(w, positional[i]!, scope, () => expectedArgument(w, resolved, i, argTypes, named));
  // Named lambdas last: their parameters' types may come from the arguments written after them
  // (`pick_max(by = (s) => s.climb, xs = &legs)` fixes `T` by `xs`).
  const namedTypes: Type[] = named.map(() => UNKNOWN);
  const lambdaLast = [...named.keys()].sort((a, b) => Number(isLambdaArgument(named[a]!)) - Number(isLambdaArgument(named[b]!)));
  for (const i of lambdaLast) {
    const n = named[i]!;
    const v = n.get("value");
    if (v) namedTypes[i] = argumentType(w, v, scope, () => namedParameterType(w, resolved, n, argTypes, named, namedTypes));
  }
  const byTypes = withMethodOverloadByTypes(w, withOverloadByTypes(w, resolved, fn, argTypes, named.length), fn, argTypes);
  const byNames = withNamedMethodOverload(w, withMethodElsewhereByTypes(w, byTypes, fn, argTypes), fn, argTypes, named, namedTypes);
  const callee = withTypeArguments(w, withNamedMethodElsewhere(w, byNames, fn, argTypes, named, namedTypes), fn, positional, named);
  const params = callee.kind === "fn" && callee.sig ? positionalParams(callee.sig, named) : null;
  params?.forEach((p, i) => argTypes[i] && implementingMethodsUsed(w, argTypes[i], p.type));
  w.checks?.call(w, { node, args, callee, positional, named, argTypes, namedTypes, params, scope });
  if (callee.kind === "unknown" && callee.method) methodNamedArguments(w, callee.method, named, callee.params);
  if (callee.kind === "unknown" && callee.unresolved) unresolvedMethodArguments(w, callee.unresolved, named);
  if (calledThroughValue(callee, fn, scope)) valueCallArguments(w, fn, named);
  switch (callee.kind) {
    case "record": {
      const { decl, file } = callee;
      // `Point(x = 1)`: the argument names are the record's fields.
      for (const n of named) {
        const name = n.get("name");
        if (!name) continue;
        const field = decl.fields.some((f) => f.name === name.leafText) || decl.members.has(name.leafText);
        recordMember(w, name, null, field ? { kind: "member", owner: { name: decl.name, file }, file, name: name.leafText } : { kind: "missing" }, UNKNOWN);
      }
      // A generic record's fields take their values as a plain record's do (81b D3: `b = Box(p)` did not move `p`).
      constructorArguments(w, decl, positional, named, scope);
      if (!decl.params) return { k: "record", name: decl.name, file };
      // A value built from an explicit instance is of its type, not that instance again (calling it builds nothing).
      const instance = (callee.explicit && { ...callee.explicit }) ?? explicitInstance(w, decl, file, positional, named, argTypes) ?? genericInstance(decl, file, argTypes, named, namedTypes, callee.expected);
      // Each named argument's name as this instance has the field (`Pair(left = "a", right = 2)`: `String`, `Int`, not `A`, `B`; 69a D6).
      retypeNamedArguments(w, named, (name) => declaredFieldType(w, decl, file, decl.fields.find((f) => f.name === name), instance));
      return instance;
    }
    case "interface": {
      // The named arguments are its members (a rename of `Esc.text` renames `Esc(text = …)`).
      const { decl, file } = callee;
      for (const n of named) {
        const name = n.get("name");
        if (name) recordMember(w, name, null, decl.members.has(name.leafText) ? { kind: "member", owner: { name: decl.name, file }, file, name: name.leafText } : { kind: "missing" }, UNKNOWN);
      }
      return { k: "iface", name: decl.name, file };
    }
    case "fn": {
      if (callee.method) methodNamedArguments(w, callee.method, named, callee.sig?.params);
      else namedArguments(w, callee, named, positional.length);
      // Each named argument's name as the types passed have it (`apply_t(Int, x = 3, …)`: `x` an `Int`, not a `T`; 104c H4).
      const explicit = callee.sig?.explicitOf ? callee.sig : undefined;
      if (explicit) retypeNamedArguments(w, named, (name) => explicit.params.find((p) => p.name === name)?.type);
      localLambdaArguments(w, fn, scope, named);
      const sig = callee.sig;
      if (!sig) return callee.curriedResult ?? UNKNOWN;
      if (sig.resultInferred) w.inferredResultCalls.add(node);
      // `println(n)`, `io.println(n)`, `string.format("{}", n)`: only read, bare or through their module alike.
      if (callee.std && PRINT_LIKE.has(stdName(callee))) w.ownership.callArguments(positional, null, scope);
      else if (named.length === 0 || !params || params.length < positional.length) w.ownership.callArguments(positional, params ?? [], scope);
      else {
        // Named arguments move as positional ones do (`take(n = 1, p = a)` moves `a`), after them, in order.
        const given = named.flatMap((n) => {
          const value = n.get("value");
          const param = sig.params.find((p) => p.name === n.get("name")?.leafText);
          return value && param ? [{ value, param }] : [];
        });
        w.ownership.callArguments([...positional, ...given.map((a) => a.value)], [...params.slice(0, positional.length), ...given.map((a) => a.param)], scope);
      }
      // `inc = add(1)` of `add: (a: Int) -> (b: Int) -> Int`: the first group filled, the next one's function,
      // its arguments' types checked as the unparenthesised `-> ((b: Int) -> Int)` has them (format_source writes
      // that one in this form); not their count (how the reference counts groups is not known).
      if (sig.curried && sig.checkFirstGroup && named.length === 0 && positional.length === sig.params.length) {
        // A generic one's next group with the type parameters the arguments fix (`konst(1)` of
        // `konst: (A: Type, B: Type) -> (a: A) -> (b: B) -> A`: `(b: ?) -> Int`, not `(B) -> A`; 93e D1).
        const instance = sig.instantiate?.(argTypes);
        // Called and checked as a plain one's next group is (`applyg(3)((x) => "bad")`: `(f: (x: Int) -> Int) -> Int`;
        // a type parameter no argument fixes is unknown there and fits anything; 107a L3).
        if (instance?.k === "fn") {
          const next: Signature = { ...instance.sig, checkArity: false };
          laterGroups.add(next);
          return { k: "fn", sig: next };
        }
        const later: Signature = { ...sig.curried, checkArity: false };
        laterGroups.add(later);
        return { k: "fn", sig: later };
      }
      // `mkp(Int)` of `mkp: (T: Type) -> (x: T) -> Box(T)`: its type group applied, the value group's function with
      // those types (`(x: Int) -> Box(Int)`), which a next call calls (104b G4).
      if (sig.applied && named.length === 0 && positional.length > 0 && argTypes.every((t) => t.k === "meta")) {
        const group: Type = { k: "fn", sig: appliedGroup(sig.applied(positional.map((arg) => w.annotations.instantiationArgument(arg, true)))) };
        // Shown so at the name, bare or through its module (104c H2).
        if (fn.type === "identifier") w.recorder.retypeReference(fn, group);
        else if (fn.type === "field_expression" && fn.get("field")) w.recorder.retypeMember(fn.get("field")!, group);
        return group;
      }
      // A generic function's result with its type parameters inferred from the (positional) arguments
      // (not for a std short name several modules define: which signature is meant is not known).
      if (!sig.instantiate || !callee.checkTypes) return sig.result;
      // Named arguments (`slotted(&cars, first = 1)`) are put in their parameters' places first.
      const ordered = named.length === 0 ? argTypes : inParameterOrder(sig, params, argTypes, named, namedTypes);
      if (!ordered) return sig.result;
      const result = sig.instantiate(ordered);
      // The function named here as this call instantiates it (`wrap("x")`: `(String) -> Box(String)`, not `(T) -> Box(T)`; 62a D4).
      // Through its module too (`result.unwrap_or(r, 0)`, `geo.wrap(x)`: the same function; 84b D2).
      const shownName = fn.type === "identifier" ? fn : fn.type === "field_expression" ? fn.get("field") : null;
      if (shownName && sig.expects && !sig.curried) {
        // Type parameters no argument fixes, as the context expects the value (`cats: Pen(Cat) = pen_of(cap = 2)`:
        // `(Int) -> Pen(Cat)`; 66a D1). For the name shown only: the call's type stays what its arguments tell.
        const context = leavesUnknown(result) ? w.expectedValue(node) : undefined;
        const shown = context ? sig.instantiate(ordered, context) : result;
        const instantiated = sig.params.map((p, i) => (p.variadic ? p : { ...p, type: sig.expects!(i, ordered, context) }));
        const type: Type = { k: "fn", sig: { params: instantiated, result: shown, checkArity: sig.checkArity, checkTypes: sig.checkTypes } };
        if (shownName === fn) w.recorder.retypeReference(fn, type);
        else w.recorder.retypeMember(shownName, type);
        // So is each named argument's name (`pair_of(l = c, r = 3)`: `Cat` and `Int`, not `A` and `B`; 66b D1).
        retypeNamedArguments(w, named, (name) => instantiated.find((p) => p.name === name)?.type);
      }
      return result;
    }
    default: {
      // A variant's constructor takes its arguments by value, as a record's does (§6.7 rule 1): a movable variable passed is moved.
      if (callee.kind === "unknown" && callee.variant) {
        // Named ones (`Entry.opened(acct = a)`) by their parameter's name, after the positional ones, as a function's.
        const params = callee.variant;
        const given = named.flatMap((n) => {
          const value = n.get("value");
          const param = params.find((p) => p.name !== "" && p.name === n.get("name")?.leafText);
          return value && param ? [{ value, param }] : [];
        });
        w.ownership.callArguments([...positional, ...given.map((a) => a.value)], [...params.slice(0, positional.length), ...given.map((a) => a.param)], scope);
      }
      if (callee.kind === "unknown" && callee.genericVariant) {
        const instance = genericVariantCall(w, node, fn, callee.genericVariant, argTypes, named, namedTypes);
        if (instance) return instance;
      }
      // A generic method's result with its own type parameters inferred from the arguments (the receiver fills `self`).
      const generic = callee.kind === "unknown" ? callee.generic : undefined;
      if (!generic?.instantiate) return callee.result;
      const ordered = genericOrder(callee, generic, argTypes, named, namedTypes);
      const instance = ordered ? generic.instantiate(ordered) : callee.result;
      // `bx.get()` of `Box.get: (T: Type) -> (self: &Box(T)) -> T`: the receiver's instance fixed `T` already
      // (instanceMethodType), which the arguments alone do not (80a D5).
      const result = leavesUnknown(instance) && !leavesUnknown(callee.result) ? callee.result : instance;
      if (ordered && generic.expects) showInstantiated(w, fn, callee, generic, ordered, result, named);
      return result;
    }
  }
}

/**
 * `Maybe.just(v = 3)`: the variant as this call instantiates it, for its name and its named arguments'
 * names (`(v: Int) -> Maybe(Int)`, `Int`, 71b D4), and the call's value (`Maybe(Int)`); undefined when
 * neither the arguments nor the context fix the set's type parameters.
 */
function genericVariantCall(w: Walker, node: AstNode, fn: AstNode, variant: NonNullable<Extract<Callee, { kind: "unknown" }>["genericVariant"]>, argTypes: readonly Type[], named: readonly AstNode[], namedTypes: readonly Type[]): Type | undefined {
  const byName = new Map(named.map((n, i) => [n.get("name")?.leafText ?? "", namedTypes[i] ?? UNKNOWN]));
  const type = variantInstance(w, variant.owner, variant.file, variant.name, argTypes, byName, w.expectedValue(node));
  if (type?.k !== "fn") return undefined;
  const field = fn.get("field");
  if (field) w.recorder.retypeMember(field, type);
  retypeNamedArguments(w, named, (name) => type.sig.params.find((p) => p.name === name)?.type);
  return type.sig.result;
}

/** Each named argument's name with the type the call gives its parameter or field (`typeOf`), where that is known. */
function retypeNamedArguments(w: Walker, named: readonly AstNode[], typeOf: (name: string) => Type | undefined): void {
  for (const n of named) {
    const name = n.get("name");
    const type = name ? typeOf(name.leafText) : undefined;
    if (name && type && !leavesUnknown(type)) w.recorder.retypeMember(name, type);
  }
}

/** A std function's own name, whatever the call names it by: `println` of `io.println` and of `say` (`use std.io.{println as say}`). */
/**
 * Whether the local `b` is bound by a statement whose value is its function: a lambda (`f = (a: Int) =>
 * …`), or the body of its signature (`f: (a: Int) -> Int = a + 1`), not a value that picks or makes one
 * (`f = if c { … } else { … }`, `f = pick(true)`; 88a D2, D3).
 */
function declaresItsFunction(b: Binding): boolean {
  const statement = b.decl.parent;
  if (statement?.type !== "binding" || statement.get("target") !== b.decl) return false;
  const value = statement.get("value");
  return value?.type === "lambda" || (statement.get("type")?.type === "function_type" && value !== null);
}

function stdName(callee: Extract<Callee, { kind: "fn" }>): string {
  const called = callee.name ?? "";
  return callee.stdName ?? called.slice(called.lastIndexOf(".") + 1);
}

function isLambdaArgument(named: AstNode): boolean {
  return named.get("value")?.type === "lambda";
}

const NO_INDICES: ReadonlySet<number> = new Set();

/** Bindings whose value a later argument may move (a function, type or import is never moved). */
const MOVABLE: ReadonlySet<BindingKind> = new Set(["local", "param", "loop", "pattern", "value"]);

/**
 * The positional lambda arguments followed by a non-lambda argument with no
 * variable in common with them: their parameters may take a type from it, so
 * they are walked after the others.
 */
function lambdasTypedByLater(positional: readonly AstNode[], scope: Scope): ReadonlySet<number> {
  let last = positional.length - 1;
  while (last >= 0 && positional[last]!.type === "lambda") last--;
  if (last < 0) return NO_INDICES;
  const out = new Set<number>();
  for (let i = 0; i < last; i++) {
    if (positional[i]!.type !== "lambda") continue;
    const later = new Set(positional.slice(i + 1).filter((a) => a.type !== "lambda").flatMap((a) => identifiersIn(a)));
    const shared = identifiersIn(positional[i]!).some((name) => {
      const kind = later.has(name) ? scope.lookup(name)?.kind : null;
      return kind === undefined || (kind !== null && MOVABLE.has(kind));
    });
    if (!shared) out.add(i);
  }
  return out;
}

/** The identifiers written in `node`. */
function identifiersIn(node: AstNode): string[] {
  const out: string[] = [];
  const stack = [node];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.type === "identifier") out.push(n.leafText);
    else for (const c of n.children) stack.push(c);
  }
  return out;
}

/** A method whose receiver is `self: &mut T`. */
function takesSelfForWriting(type: Type): boolean {
  const first = type.k === "fn" ? type.sig.params[0] : undefined;
  return first?.name === "self" && first.borrow === "write";
}

/**
 * An argument's type; a bare `{}` is an empty block or an empty dictionary:
 * unknown (§6.5). A lambda whose parameters are not all annotated takes the
 * types of the function type the callee expects there (`select(rows, r =>
 * r.count > 1)`, §6.5 "parameter types from context"), when its arity fits.
 */
function argumentType(w: Walker, arg: AstNode, scope: Scope, expected: () => Type): Type {
  if (arg.type === "block" && arg.namedChildren.length === 0) return UNKNOWN;
  if (arg.type === "lambda") return w.lambdaArgument(arg, scope, expected);
  if (arg.type === "call_expression") w.expectValue(arg, expected);
  return w.expr(arg, scope);
}

/**
 * The type the callee expects for positional argument `index`, given the
 * types of the arguments before it; unknown for a callee whose signature is
 * not known to be the one called (a std short name several modules define)
 * or whose arguments named ones rearrange.
 */
function expectedArgument(w: Walker, callee: Callee, index: number, before: readonly Type[], named: readonly AstNode[]): Type {
  // `Handler("news", (e) => e.size)`: a constructor argument fills the field at its position among those no name names.
  if (callee.kind === "record") {
    const { decl, file } = callee;
    // `Ordered([p], (x) => x.years)`: a generic record's parameters as the arguments before fix them.
    const instance = decl.params ? genericInstance(decl, file, before, named, named.map(() => UNKNOWN), callee.expected) : undefined;
    return declaredFieldType(w, decl, file, positionalFields(decl, named)[index], instance);
  }
  if (callee.kind === "interface") return interfaceMemberType(w, callee.decl, callee.file, [...callee.decl.members][index]);
  // A method's lambda argument (`b.count_if((name) => …)`) takes its parameter's type too; nothing else is checked.
  // With named arguments, the positional ones fill the parameters no name names, in order.
  if (callee.kind === "unknown") {
    const param = (named.length === 0 ? callee.params : unnamedParams(callee.params, named))?.[index];
    // A method with type parameters of its own: instantiated with the arguments before (the receiver fills `self`).
    const generic = callee.generic;
    if (!param || !generic?.expects) return param?.type ?? UNKNOWN;
    return genericExpected(callee, generic, param, before, named, named.map(() => UNKNOWN));
  }
  if (callee.kind !== "fn" || !callee.sig || !callee.checkTypes) return UNKNOWN;
  const { sig } = callee;
  if (named.length > 0) {
    const free = positionalParams(sig, named);
    const param = free?.[index];
    if (!param || param.variadic) return UNKNOWN;
    return sig.expects ? expectedInOrder(sig, param, free, before, named, named.map(() => UNKNOWN), callee.expected) : param.type;
  }
  if (sig.expects) return sig.expects(index, before, callee.expected);
  const param = sig.params[index];
  return param && !param.variadic ? param.type : UNKNOWN;
}

/**
 * The type generic `sig` expects for `param`, its type parameters unified
 * with the arguments of the parameters before it: the positional ones
 * (`argTypes`, filling `free` in order) and the named ones (`namedTypes`,
 * unknown for those not typed yet).
 */
function expectedInOrder(sig: Signature, param: Param, free: readonly Param[] | null, argTypes: readonly Type[], named: readonly AstNode[], namedTypes: readonly Type[], result?: Type): Type {
  const at = sig.params.indexOf(param);
  const ordered = inParameterOrder(sig, free, argTypes, named, namedTypes);
  // Every argument typed so far, also those after the parameter (named lambdas are typed last: `twice(f = (q) => …, x = leg)`
  // fixes `T` by `x`); those not typed yet are unknown there and fix nothing.
  return at >= 0 && ordered && sig.expects ? sig.expects(at, ordered, result) : UNKNOWN;
}

/**
 * `span(low = 2)` with `span = (low: Int, high: Int) => …` (or a signature
 * and its body) bound in a body: each named argument's name is a use of the
 * parameter it names.
 */
function localLambdaArguments(w: Walker, fn: AstNode, scope: Scope, named: readonly AstNode[]): void {
  if (named.length === 0 || fn.type !== "identifier") return;
  const params = scope.lookup(fn.leafText)?.parameters;
  if (!params) return;
  for (const argument of named) {
    const name = argument.get("name");
    const param = name && params.get(name.leafText);
    if (name && param) recordReference(w, name, scope, { decl: param }, UNKNOWN);
  }
}

/**
 * A call whose callee is a value with no declaration behind it here (`g =
 * scale` then `g(factor = 2)`, `mk = Dog` then `mk(name = "x")`,
 * `make()(n = 1)`): not a function or type the walk
 * names, nor a method, a variant or a local lambda, whose named arguments are
 * attributed elsewhere; nor a std function, whose parameters are no symbols.
 */
function calledThroughValue(callee: Callee, fn: AstNode, scope: Scope): boolean {
  if (callee.kind === "fn" && (callee.declared || callee.std || callee.method)) return false;
  if (callee.kind === "unknown" && (callee.method || callee.unresolved || callee.variant || callee.genericVariant || callee.generic)) return false;
  if (callee.kind !== "fn" && callee.kind !== "unknown") return false;
  if (fn.type !== "identifier") return true;
  // A name: a value bound to it (a local, a parameter, a top-level value), not a function, type or import of
  // the workspace (their calls' names are attributed to them), nor a local lambda's (localLambdaArguments), nor
  // an unknown name (E1001: it calls nothing).
  const binding = scope.lookup(fn.leafText);
  return binding !== undefined && isValueBinding(binding) && !binding.parameters;
}

/**
 * The named arguments of a call through a value: each may name a parameter
 * or field of that name of anything (so find_references lists it among the
 * possible uses of each, and a rename warns of it).
 */
function valueCallArguments(w: Walker, fn: AstNode, named: readonly AstNode[]): void {
  for (const argument of named) {
    const name = argument.get("name");
    if (name) recordMember(w, name, fn, { kind: "value-call-argument", name: name.leafText }, UNKNOWN);
  }
}

/**
 * `report(pen = top)`: each named argument's name is a use of the parameter
 * it names, when the callee is a top-level function of the workspace that
 * declares it (so a rename of the parameter renames the calls' names too).
 */
function namedArguments(w: Walker, callee: Extract<Callee, { kind: "fn" }>, named: readonly AstNode[], positional: number): void {
  const declared = callee.declared;
  if (!declared || named.length === 0) return;
  const fn = declarationsFor(w, declared.file)?.functions.get(declared.name);
  if (!fn || fn.length === 0) return;
  const names = named.map((n) => n.get("name"));
  const overload = fn.length === 1 ? fn[0]! : overloadNamed(fn, names, positional);
  const params = overload ? parameterNames(overload) : undefined;
  const at = overload && fn.length > 1 ? ([overload.node.start, overload.node.end] as const) : undefined;
  for (const name of names) {
    if (!name) continue;
    const param = { file: declared.file, fn: declared.name, name: name.leafText };
    if (params?.has(name.leafText)) recordMember(w, name, name, { kind: "parameter", ...param, ...(at ? { overload: at } : {}) }, UNKNOWN);
    // Several overloads could take the call (or none does): the argument may name the parameter of any that declares it.
    else if (!overload && fn.some((o) => parameterNames(o).has(name.leafText))) recordMember(w, name, name, { kind: "overloaded-parameter", ...param }, UNKNOWN);
  }
}

/**
 * The overload (syntax.md §3.3) a call with these named arguments and
 * `positional` positional ones takes: the only one whose parameters include
 * every name and whose arity is the call's; else undefined.
 */
function overloadNamed(overloads: readonly FnDecl[], names: readonly (AstNode | null)[], positional: number): FnDecl | undefined {
  const arity = positional + names.length;
  const given = names.map((n) => n?.leafText ?? "");
  const fitting = overloads.filter((o) => {
    const params = parameterNames(o);
    return names.every((n) => n !== null && params.has(n.leafText)) && takesCount(o, arity, given);
  });
  return fitting.length === 1 ? fitting[0] : undefined;
}

/** Whether a call of `count` arguments naming `named` may call `fn`: a type parameter named is one passed (`tagf(t = Int)`; 104b G1). */
function takesCount(fn: FnDecl, count: number, named: readonly string[]): boolean {
  const [all, inferred] = declaredArities(fn);
  if (count === all) return true;
  return inferred !== undefined && count === inferred && !leadingTypeParameters(fn).some((name) => named.includes(name));
}

/** The names of the type parameters leading a function's one group (`t` of `tagf: (t: Type, n: Int)`). */
function leadingTypeParameters(fn: FnDecl): string[] {
  const group = fn.typeNode?.type === "function_type" && !methodValueGroup(fn.typeNode) ? fn.typeNode.get("parameters") : null;
  const names: string[] = [];
  for (const p of group?.namedChildren ?? []) {
    if (p.type.endsWith("comment")) continue;
    if (p.type !== "parameter" || !isTypeParameterType(p.get("type"))) break;
    names.push(p.get("name")?.leafText ?? "");
  }
  return names;
}

/**
 * How many arguments a function's first parameter group takes, as written (its annotation's, else its
 * lambda's); after a leading group of type parameters, the group the call's values fill
 * (`(T: Type) -> (self: &Box(T), d: T) -> T`: two; 102c N2: one, so no overload of a generic method took
 * a call with named arguments, and the first one's parameters were read). A group its type parameters
 * lead (`tagf: (t: Type, n: Int)`) takes them or leaves them inferred: two or one (`tagf(n = 2)`; 104a F3).
 */
function declaredArities(fn: FnDecl): readonly number[] {
  const typeNode = fn.typeNode?.type === "function_type" ? (methodValueGroup(fn.typeNode) ?? fn.typeNode) : null;
  const group = typeNode ? typeNode.get("parameters") : null;
  if (!group) return [fn.lambda ? lambdaParams(fn.lambda).length : 0];
  const entries = group.namedChildren.filter((p) => !p.type.endsWith("comment"));
  const leading = leadingTypeParameters(fn).length;
  return leading > 0 ? [entries.length, entries.length - leading] : [entries.length];
}

/** The parameters of the method a member resolution names, for the named arguments of its calls. */
function methodParameters(w: Walker, resolution: MemberResolution): MethodParameters | undefined {
  const method = methodDeclared(w, resolution);
  if (method && (method.decl.typeNode || method.decl.lambda)) return { fn: method.qualified, file: method.file, names: parameterNames(method.decl) };
  const entry = typeEntryParameters(w, resolution);
  if (entry) return entry;
  const attached = attachedParameters(w, resolution);
  if (attached) return attached;
  // A method bound by position (`lot.raise(by = 50)` with `raise = raise_reserve[0]`): the bound function's parameters the receiver does not fill.
  const bound = boundMethodFunction(w, resolution);
  if (!bound) return undefined;
  const names = new Set<string>();
  for (const decl of bound.decls) for (const name of parameterNames(decl)) names.add(name);
  for (const decl of bound.decls) for (const receiver of receiverNames(functionTypeParameters(decl.typeNode), bound.positions)) names.delete(receiver);
  return { fn: bound.name, file: bound.file, names };
}

/**
 * `m.bump_by(step = 2)` of `pub bump_by: (m: &mut Meter, step: Int) -> Void`
 * (§3.4): the function's parameters but the receiver it is called on (and a
 * leading group of type parameters), named as a plain call names them.
 */
function attachedParameters(w: Walker, resolution: MemberResolution): MethodParameters | undefined {
  const attached = attachedDeclaration(w, resolution);
  const typeNode = attached?.decl.typeNode;
  if (!attached || resolution.kind !== "function" || typeNode?.type !== "function_type") return undefined;
  const names = parameterNames(attached.decl);
  const valueGroup = methodValueGroup(typeNode);
  if (valueGroup) for (const typeParam of functionTypeParameters(typeNode)) names.delete(typeParam.get("name")?.leafText ?? "");
  names.delete(functionTypeParameters(valueGroup ?? typeNode)[0]?.get("name")?.leafText ?? "");
  const lambdaReceiver = attached.decl.lambda ? lambdaParams(attached.decl.lambda)[0]?.get("name")?.leafText : undefined;
  if (lambdaReceiver !== undefined) names.delete(lambdaReceiver);
  return { fn: resolution.name, file: attached.file, names };
}

/** The parameters of a function type (none for another node). */
function functionTypeParameters(typeNode: AstNode | null): AstNode[] {
  return typeNode?.type === "function_type" ? (typeNode.get("parameters")?.namedChildren ?? []).filter((p) => p.type === "parameter") : [];
}

/** The names of the parameters at `positions` (a negative one from the end): those the receiver fills (syntax.md §3.7). */
function receiverNames(params: readonly AstNode[], positions: readonly number[]): string[] {
  return positions.flatMap((at) => params[at < 0 ? params.length + at : at]?.get("name")?.leafText ?? []);
}

/**
 * A member a type's body declares with a function type (syntax.md §3.7): an
 * interface's method (`scaled: (self: &Figure, factor: Float) -> Float`), a
 * field of function type, a variant, or an anonymous method (`fee: ((a:
 * Account, pct: Float) -> Float)[0] = ((a, pct) => …)`). A call through the
 * type names the parameters of its first group the receiver does not fill
 * (`Figure.scaled#factor`, walker.ts entryParameters; an anonymous method's
 * lambda binds them, fieldDefault), as the checker reads them: which
 * function runs may be known only at run time, its signature is not.
 */
function typeEntryParameters(w: Walker, resolution: MemberResolution): MethodParameters | undefined {
  if (resolution.kind !== "member") return undefined;
  const { owner, name } = resolution;
  const decl = declarationsFor(w, owner.file)?.types.get(owner.name);
  const field = decl?.kind === "record" ? decl.fields.find((f) => f.name === name) : undefined;
  const positions = field?.positions ?? [];
  const fnType = entryFunctionType((decl?.kind === "iface" ? decl.memberTypes.get(name) : field?.typeNode) ?? null, positions.length > 0);
  if (!fnType) return undefined;
  const params = functionTypeParameters(fnType);
  const names = new Set(params.flatMap((p) => p.get("name")?.leafText ?? []));
  for (const receiver of receiverNames(params, positions)) names.delete(receiver);
  return { fn: `${owner.name}.${name}`, file: owner.file, names };
}

/**
 * The overloads of a method declared more than once whose parameters include
 * every name a call's named arguments use and whose count is the call's (the
 * receiver aside), each with the parameters its names name; undefined for a
 * method declared once.
 */
function methodOverloadsNamed(w: Walker, resolution: MemberResolution, namedArgs: readonly AstNode[], positional: number, receiver: Type): NamedOverload[] | undefined {
  const taking = namedTaking(w, resolution, namedArgs, positional, receiver);
  const overloads = methodOverloadSet(w, resolution);
  const seen = overloads ? taking(overloads) : undefined;
  if ((seen && seen.length > 0) || resolution.kind !== "member") return seen;
  // None of those the call sees declares every name with as many parameters (or it sees one declaration only, which
  // does not): another file's may (every loaded module's methods are every file's, §3.2; 102c N1: the visible one
  // was read, with false E1002s), chosen from as a positional call's are (methodOverloadsFor).
  const { decls, everywhere } = methodDeclarations(w, resolution.owner.name, resolution.owner.file, resolution.name, resolution.file);
  if (!overloads && (decls.length !== 1 || taking(decls.map(withQualified(resolution))).length === 1)) return undefined;
  const all = everywhere();
  if (all.length === decls.length) return seen;
  return taking(all.map(withQualified(resolution)));
}

/** `generic` with how the call fills its receiver (the first argument through the type, else the value), when `sig` has type parameters to infer. */
function genericCall(sig: Signature, receiver: Type): GenericCall | undefined {
  if (!sig.instantiate) return undefined;
  return receiver.k === "meta" ? { generic: sig, genericThroughType: true } : { generic: sig, genericReceiver: receiver };
}

/**
 * The declarations among `overloads` that declare every name `namedArgs`
 * give and take as many arguments as the call passes (on a value, the
 * receiver one more; through the type, every argument written: 102a D1),
 * each as the receiver has it (an instance of a generic record: 102a D4).
 */
function namedTaking(w: Walker, resolution: MemberResolution, namedArgs: readonly AstNode[], positional: number, receiver: Type) {
  const names = namedArgs.map((n) => n.get("name"));
  const count = positional + names.length + (receiver.k === "meta" ? 0 : 1);
  const { signatureOf } = methodArity(w, resolution, positional, receiver);
  return (overloads: readonly { readonly file: string; readonly decl: FnDecl; readonly qualified: string }[]): NamedOverload[] => {
    const out: NamedOverload[] = [];
    for (const { file, decl, qualified } of overloads) {
      const params = parameterNames(decl);
      const sig = signatureOf({ file, decl });
      if (!sig || !declaredArities(decl).includes(count) || !names.every((n) => n !== null && params.has(n.leafText))) continue;
      const generic = genericCall(sig, receiver);
      out.push({ method: { fn: qualified, file, names: params, overload: [decl.node.start, decl.node.end] }, sig, ...(generic ? { genericCall: generic } : {}) });
    }
    return out;
  };
}

/**
 * Every workspace file's declarations of a method that a call with named
 * arguments may mean (namedTaking), when other files than those the call
 * sees declare it: what the arguments' types choose from when they fit no
 * declaration the call sees (103a D1: `r.tp(k = "x")` read the visible
 * `Room.tp(self, k: Int)` beside another file's `Room.tp(self, k: String)`).
 */
function namedMethodsEverywhere(w: Walker, resolution: MemberResolution, namedArgs: readonly AstNode[], positional: number, receiver: Type): readonly NamedOverload[] {
  if (resolution.kind !== "member") return [];
  const { decls, everywhere } = methodDeclarations(w, resolution.owner.name, resolution.owner.file, resolution.name, resolution.file);
  if (decls.length === 0) return [];
  const all = everywhere();
  return all.length === decls.length ? [] : namedTaking(w, resolution, namedArgs, positional, receiver)(all.map(withQualified(resolution)));
}

/**
 * Whether `args` apply a method's group of type parameters (`Pot.get(Int)` of `Pot.get: (T: Type) -> (self:
 * &Pot(T), d: T) -> T`): every argument names a type, and a declaration of the method the call sees begins with
 * a group of that many type parameters.
 */
function typeApplication(w: Walker, resolution: MemberResolution, args: readonly AstNode[]): readonly { readonly file: string; readonly decl: FnDecl; readonly values: number }[] {
  if (resolution.kind !== "member" || args.length === 0 || !args.every((a) => a.type === "identifier" && namesType(w, w.context.file, a.leafText))) return [];
  const { decls } = methodDeclarations(w, resolution.owner.name, resolution.owner.file, resolution.name, resolution.file);
  return decls.flatMap(({ file, decl }) => {
    const typeNode = decl.typeNode;
    const valueGroup = typeNode?.type === "function_type" ? methodValueGroup(typeNode) : null;
    const group = valueGroup ? typeNode!.get("parameters")?.namedChildren.filter((p) => p.type === "parameter") : undefined;
    const values = valueGroup?.get("parameters")?.namedChildren.filter((p) => p.type === "parameter").length ?? 0;
    return group?.length === args.length ? [{ file, decl, values }] : [];
  });
}

/** Value groups a call applying a generic function's type group gave (`mkp(Int)`): the next call calls them as functions. */
const appliedGroups = new WeakSet<Signature>();

/** The next groups a call filling a curried function's first group gave (`twice(3)`): the next call calls them as functions. */
const laterGroups = new WeakSet<Signature>();

function appliedGroup(sig: Signature): Signature {
  appliedGroups.add(sig);
  return sig;
}

/**
 * `Pot.mk(Int)(1, 2)`: of the declarations whose type group a call applies, the one whose value group takes
 * as many arguments as the call of its result passes (103c claim 6); undefined when that is not one.
 */
function appliedOverload(w: Walker, applied: readonly { readonly file: string; readonly decl: FnDecl; readonly values: number }[], call: AstNode | null): { readonly file: string; readonly decl: FnDecl; readonly sig: Signature } | undefined {
  const next = call?.parent;
  if (!call || next?.type !== "call_expression" || next.get("function") !== call) return undefined;
  const count = next.get("arguments")?.namedChildren.length ?? -1;
  const taking = applied.filter((a) => a.values === count);
  const sig = taking.length === 1 ? signatureIn(w, taking[0]!.file, taking[0]!.decl) : null;
  return sig ? { file: taking[0]!.file, decl: taking[0]!.decl, sig } : undefined;
}

/** The method an applied value group came from (`Pot.mk(Int)`): the next call's named arguments are its parameters. */
const appliedMethods = new WeakMap<Signature, MethodParameters>();

/**
 * The parameter names of a method's declarations, when it has more than one: those the calling file sees, and
 * every workspace file's (which the call chose from too: 103c E5, `Room.sc(k = 1, j = 2)` beside a visible
 * `(self, k)` and another file's `(self, k, j)` made `k` a certain use of the first).
 */
function overloadParameterNames(w: Walker, resolution: MemberResolution): ReadonlySet<string> | undefined {
  const seen = methodOverloadSet(w, resolution) ?? [];
  const overloads = resolution.kind === "member" ? [...seen, ...methodDeclarations(w, resolution.owner.name, resolution.owner.file, resolution.name, resolution.file).everywhere()] : seen;
  if (new Set(overloads.map((o) => o.decl)).size < 2) return undefined;
  const names = new Set<string>();
  for (const { decl } of overloads) for (const name of parameterNames(decl)) names.add(name);
  return names;
}

/** A method declaration with the name its file writes the method under (`Crop.thirst`), as methodOverloadSet gives them. */
function withQualified(resolution: Extract<MemberResolution, { kind: "member" }>) {
  return ({ file, decl }: { readonly file: string; readonly decl: FnDecl }) => ({ file, decl, qualified: `${decl.node.get("target")?.get("object")?.leafText ?? resolution.owner.name}.${resolution.name}` });
}

/**
 * `t.add(prefix = "10.2.")`: each name a use of the method's parameter it names (for the symbol tools). A
 * name the method has no parameter of may name one of an overload a file this one does not see declares:
 * a possible use of the parameters so named of the methods so named of its type.
 */
function methodNamedArguments(w: Walker, method: MethodParameters, named: readonly AstNode[], params: readonly Param[] | undefined): void {
  const dot = method.fn.lastIndexOf(".");
  for (const n of named) {
    const name = n.get("name");
    if (!name) continue;
    // The parameter's type as the call has it: a generic record's method on an instance takes the instance's arguments (`a: T` of `Pen(Cat)`'s `admit`: `Cat`).
    const declared = params?.find((p) => p.name === name.leafText)?.type;
    const type = declared && !leavesUnknown(declared) ? declared : UNKNOWN;
    // `Room.sc(k = 1, j = 2)` (the receiver missing) of `Room.sc(self, k)` and `Room.sc(self, k, j)`: the call chooses
    // neither, and each name one has is a possible use of theirs (102c N6: `j` was named by no declaration it sees).
    if (method.overloadNames?.has(name.leafText) && dot > 0) recordMember(w, name, name, { kind: "unknown-method-argument", method: method.fn.slice(dot + 1), name: name.leafText, owner: method.fn.slice(0, dot), unchosen: true }, UNKNOWN);
    else if (method.names.has(name.leafText)) recordMember(w, name, name, { kind: "parameter", file: method.file, fn: method.fn, name: name.leafText, ...(method.overload ? { overload: method.overload } : {}) }, type);
    else if (dot > 0) recordMember(w, name, name, { kind: "unknown-method-argument", method: method.fn.slice(dot + 1), name: name.leafText, owner: method.fn.slice(0, dot), unlisted: true }, UNKNOWN);
  }
}

/** `p.grow(by = 2)` with `p` of unknown type: each name may name a parameter of any method called `grow` (a possible use). */
function unresolvedMethodArguments(w: Walker, unresolved: UnresolvedMethod, named: readonly AstNode[]): void {
  for (const n of named) {
    const name = n.get("name");
    if (name) recordMember(w, name, unresolved.receiver, { kind: "unknown-method-argument", method: unresolved.method, name: name.leafText, ...(unresolved.owner ? { owner: unresolved.owner } : {}) }, UNKNOWN);
  }
}

/**
 * `p.grow(by = 0.5)` of `Pt.grow` declared for `by: Int` and for `by: Float`:
 * the overloads the names and count allow (resolveCallee), the one the
 * arguments' types choose, in their parameters' places; its parameters are
 * what the names name and its result the call's type. Several or none: each
 * name is a possible use of every overload's parameter of that name.
 */
function withNamedMethodOverload(w: Walker, callee: Callee, fn: AstNode, argTypes: readonly Type[], named: readonly AstNode[], namedTypes: readonly Type[]): Callee {
  if (callee.kind !== "unknown" || !callee.namedOverloads) return callee;
  const pairs = namedPairs(argTypes, named, namedTypes);
  // None of those the call sees fits its arguments' types: another file's may (103a D1).
  const chosen = chooseByTypes(callee.namedOverloads, pairs) ?? (callee.namedElsewhere ? chooseByTypes(callee.namedElsewhere.all(), pairs) : undefined);
  if (!chosen) return choosesNoneNamed(w, callee.namedOverloads, named);
  const field = fn.get("field");
  if (field) w.recorder.retypeMember(field, { k: "fn", sig: chosen.sig });
  return { kind: "unknown", result: chosen.sig.instantiate ? UNKNOWN : chosen.sig.result, method: chosen.method, ...chosen.genericCall };
}

/**
 * A call with named arguments read as the one declaration of its method
 * that its names and count fit among those it sees, once its arguments'
 * types are known: when they do not fit it but fit one other workspace
 * file's declaration, that one (its type, result and parameters); when they
 * fit several, none (103a D1, as withMethodElsewhereByTypes for positional
 * arguments).
 */
function withNamedMethodElsewhere(w: Walker, callee: Callee, fn: AstNode, argTypes: readonly Type[], named: readonly AstNode[], namedTypes: readonly Type[]): Callee {
  if (callee.kind !== "unknown" || !callee.namedElsewhere?.read || callee.namedOverloads) return callee;
  const pairs = namedPairs(argTypes, named, namedTypes);
  if ([...argTypes, ...namedTypes].every((t) => t.k === "unknown") || chooseByTypes([{ sig: callee.namedElsewhere.read }], pairs)) return callee;
  const all = callee.namedElsewhere.all();
  if (all.length === 0) return callee;
  const chosen = chooseByTypes(all, pairs);
  if (!chosen) return choosesNoneNamed(w, all, named);
  const field = fn.get("field");
  if (field) w.recorder.retypeMember(field, { k: "fn", sig: chosen.sig });
  return { kind: "unknown", result: chosen.sig.instantiate ? UNKNOWN : chosen.sig.result, method: chosen.method, ...chosen.genericCall };
}

/** How a declaration's value parameters pair with a call's arguments, positional and named (for chooseByTypes). */
function namedPairs(argTypes: readonly Type[], named: readonly AstNode[], namedTypes: readonly Type[]) {
  const count = argTypes.length + named.length;
  return ({ sig }: { readonly sig: Signature }) => {
    const values = valueParameters(sig, count);
    const receiverless = values ? { ...sig, params: values } : null;
    const args = receiverless ? inParameterOrder(receiverless, positionalParams(receiverless, named), argTypes, named, namedTypes) : null;
    if (!values || !args) return null;
    // A generic declaration named through its type (`Jar.put(j, k = [3])`): its parameters as the arguments instantiate them (103c E6).
    const instantiated = values.length === sig.params.length && sig.instantiate !== undefined && sig.expects !== undefined;
    return { params: instantiated ? values.map((p, i) => (p.variadic ? p : { ...p, type: sig.expects!(i, args) })) : values, args };
  };
}

/**
 * A call with named arguments that no one of `overloads` takes by its arguments' types: each name a possible use
 * of their parameters so named (of a method, in whichever file each is declared, as methodNamedArguments says).
 */
function choosesNoneNamed(w: Walker, overloads: readonly NamedOverload[], named: readonly AstNode[]): Callee {
  const first = overloads[0]!.method;
  const dot = first.fn.lastIndexOf(".");
  for (const n of named) {
    const name = n.get("name");
    if (!name || !overloads.some(({ method }) => method.names.has(name.leafText))) continue;
    if (dot > 0) recordMember(w, name, name, { kind: "unknown-method-argument", method: first.fn.slice(dot + 1), name: name.leafText, owner: first.fn.slice(0, dot), unchosen: true }, UNKNOWN);
    else recordMember(w, name, name, { kind: "overloaded-parameter", file: first.file, fn: first.fn, name: name.leafText }, UNKNOWN);
  }
  return { kind: "unknown", result: UNKNOWN };
}

/** The value parameters a function declares: its annotation's (every group) and its lambda header's. */
export function parameterNames(fn: FnDecl): Set<string> {
  const names = new Set<string>();
  for (let t: AstNode | null = fn.typeNode; t?.type === "function_type"; t = t.get("result")) {
    for (const p of t.get("parameters")?.namedChildren ?? []) if (p.type === "parameter") names.add(p.get("name")?.leafText ?? "");
  }
  for (const p of fn.lambda ? lambdaParams(fn.lambda) : []) names.add(p.get("name")?.leafText ?? "");
  names.delete("");
  return names;
}

/**
 * The declared type of the parameter (or field, or member) a named argument
 * names; a generic function's once the arguments of the parameters before
 * it are known (`best_by(items = &ps, score = (p) => p.size)`: `p` is a
 * `Pkg`): the positional ones and the named ones typed so far (`namedTypes`,
 * unknown for those not typed yet: named lambdas are typed last).
 */
function namedParameterType(w: Walker, callee: Callee, argument: AstNode, argTypes: readonly Type[], named: readonly AstNode[], namedTypes: readonly Type[]): Type {
  const name = argument.get("name")?.leafText;
  if (callee.kind === "record") {
    const { decl, file } = callee;
    const instance = decl.params ? genericInstance(decl, file, argTypes, named, namedTypes, callee.expected) : undefined;
    return declaredFieldType(w, decl, file, decl.fields.find((f) => f.name === name), instance);
  }
  if (callee.kind === "interface") return interfaceMemberType(w, callee.decl, callee.file, name);
  if (callee.kind === "unknown") {
    const param = callee.params?.find((p) => p.name === name);
    const generic = callee.generic;
    if (!param || !generic?.expects) return param?.type ?? UNKNOWN;
    return genericExpected(callee, generic, param, argTypes, named, namedTypes);
  }
  if (callee.kind !== "fn" || !callee.sig || !callee.checkTypes) return UNKNOWN;
  const { sig } = callee;
  const param = sig.params.find((p) => p.name === name);
  if (!param) return UNKNOWN;
  if (!sig.expects) return param.type;
  // The named arguments not typed yet are unknown there (namedTypes holds every one, in order).
  return expectedInOrder(sig, param, positionalParams(sig, named), argTypes, named, namedTypes, callee.expected);
}

/**
 * A generic method as this call instantiates it, where a reader looks: the method named through its type
 * (`Box.get` of `Box.get(bx)`: `(&Box(Int)) -> Int`, not `(&Box(T)) -> T`; 81c D7) and each named argument's
 * name (`v` of `Box.put(&mut bx, v = 5)`: `Int`), as for a generic function's call.
 */
function showInstantiated(w: Walker, fn: AstNode, callee: Extract<Callee, { kind: "unknown" }>, generic: Signature, ordered: readonly Type[], result: Type, named: readonly AstNode[]): void {
  const params = generic.params.map((p, i) => (p.variadic ? p : { ...p, type: generic.expects!(i, ordered) }));
  const field = fn.type === "field_expression" ? fn.get("field") : null;
  // On a value as through the type (`j.conv("s")`: `(String) -> String` as the position shows it, not `(U) -> U`; 103a D7).
  if (field) w.recorder.retypeMember(field, { k: "fn", sig: { params, result, checkArity: generic.checkArity, checkTypes: generic.checkTypes } });
  retypeNamedArguments(w, named, (name) => params.find((p) => p.name === name)?.type);
}

/**
 * A generic method's arguments in its signature's order (receiver first): on a value, the receiver is the
 * value before the `.` (`b.with("s")`: `Box(Int)` fixes the record's `T`, 81c D5), the positional arguments
 * fill the parameters after it; through the type (`Box.get(bx)`) they fill all of them. Null when a named
 * argument names no parameter.
 */
function genericOrder(callee: Extract<Callee, { kind: "unknown" }>, generic: Signature, argTypes: readonly Type[], named: readonly AstNode[], namedTypes: readonly Type[]): Type[] | null {
  const free = positionalParams(generic, named);
  if (callee.genericThroughType) return inParameterOrder(generic, free, argTypes, named, namedTypes);
  const ordered = inParameterOrder(generic, free?.slice(1) ?? null, argTypes, named, namedTypes);
  if (ordered && ordered.length > 0 && callee.genericReceiver) ordered[0] = callee.genericReceiver;
  return ordered;
}

/** The type a generic method expects for `param` (one of its signature's), as the arguments typed so far instantiate it (a lambda's parameters; 81c D6). */
function genericExpected(callee: Extract<Callee, { kind: "unknown" }>, generic: Signature, param: Param, argTypes: readonly Type[], named: readonly AstNode[], namedTypes: readonly Type[]): Type {
  const at = generic.params.indexOf(param);
  const ordered = genericOrder(callee, generic, argTypes, named, namedTypes);
  return at >= 0 && ordered && generic.expects ? generic.expects(at, ordered) : UNKNOWN;
}

/** The arguments' types in the order of the parameters they fill (`free`: those the positional ones fill), or null when a name names none. */
function inParameterOrder(sig: Signature, free: readonly Param[] | null, argTypes: readonly Type[], named: readonly AstNode[], namedTypes: readonly Type[]): Type[] | null {
  if (!free) return null;
  const byName = new Map<string, Type>();
  named.forEach((n, i) => byName.set(n.get("name")?.leafText ?? "", namedTypes[i] ?? UNKNOWN));
  return sig.params.map((p) => byName.get(p.name) ?? argTypes[free.indexOf(p)] ?? UNKNOWN);
}

/**
 * The parameters the positional arguments fill, in order: those no named
 * argument names. Null when a named argument names no parameter (then which
 * argument is which is unknown).
 */
function positionalParams(sig: Signature, named: readonly AstNode[]): readonly Param[] | null {
  return unnamedParams(sig.params, named) ?? null;
}

/** `params` but those `named` names, in order; undefined when a name names none of them. */
function unnamedParams(params: readonly Param[] | undefined, named: readonly AstNode[]): readonly Param[] | undefined {
  if (!params || named.length === 0) return params;
  const names = named.map((n) => n.get("name")?.leafText ?? "");
  if (names.some((name) => !params.some((p) => p.name === name))) return undefined;
  return params.filter((p) => !names.includes(p.name));
}

/**
 * `Pair("origin", Vec2(0.0, 0.0))`: a generic record built from values, its
 * type parameters inferred from the fields they fill (the fields' declared
 * types unified with the values' types, instantiate.ts), those the fields
 * leave unknown from the instance the context expects (`expected`, when it
 * is one of this record). `G(Int, 3)` passes type arguments instead: its
 * arguments stay unknown.
 */
function genericInstance(decl: RecordDecl, file: string, argTypes: readonly Type[], named: readonly AstNode[], namedTypes: readonly Type[], expected?: Type): Type {
  const plain: Type = { k: "record", name: decl.name, file };
  const params = decl.params ?? [];
  if (argTypes.some((t) => t.k === "meta") || argTypes.length > decl.fields.length) return plain;
  const typeParams = new Set(params.filter((p) => p.isType).map((p) => p.name));
  const inferred: Inferred = new Map();
  const fields = positionalFields(decl, named);
  argTypes.forEach((t, i) => unify(fields[i]?.typeNode ?? null, t, typeParams, inferred));
  named.forEach((n, i) => {
    const f = decl.fields.find((x) => x.name === n.get("name")?.leafText);
    if (f) unify(f.typeNode, namedTypes[i]!, typeParams, inferred);
  });
  const bindings = agreed(inferred);
  const context = expected?.k === "record" && expected.name === decl.name && expected.file === file && expected.args?.length === params.length ? expected.args : undefined;
  if (bindings.size === 0 && !context) return plain;
  return { ...plain, args: params.map((p, i) => (p.isType ? bindings.get(p.name) ?? context?.[i] ?? UNKNOWN : UNKNOWN)) };
}

/**
 * `SafeArray(Int, 3)` of `SafeArray: (T: Type, N: Int) -> Type = {…}`: a generic record instantiated by
 * its type arguments, then its constants, in declaration order (diagnostics.md §6.6; the corpus's
 * `arr = SafeArray(Int, 3)` is a value), typed as the annotation `SafeArray(Int, 3)` is (81b D2: it was
 * `SafeArray` without arguments, its fields' types lost). Undefined for any other form of the call.
 */
function explicitInstance(w: Walker, decl: RecordDecl, file: string, positional: readonly AstNode[], named: readonly AstNode[], argTypes: readonly Type[]): Type | undefined {
  const params = decl.params ?? [];
  if (named.length > 0 || positional.length !== params.length || params.length === 0) return undefined;
  // A type argument is a type's name, or itself an explicit instance (`Box(Box(Int))`; 100d D2).
  if (!params.every((p, i) => p.isType === (argTypes[i]?.k === "meta" || explicitInstances.has(argTypes[i]!)))) return undefined;
  // Constants alone (`Vec(3)` of `Vec: (N: Int) -> Type`): literal constants, as §6.6 calls them (95a D1); a value
  // computed there is a constructor's field more likely than a constant.
  if (!params.some((p) => p.isType) && !positional.every((a) => isConstant(evaluate(a, new Map())))) return undefined;
  const argument = (p: { readonly isType: boolean }, i: number): Type =>
    p.isType && explicitInstances.has(argTypes[i]!) ? { ...argTypes[i]! } : w.annotations.instantiationArgument(positional[i]!, p.isType);
  const instance: Type = { k: "record", name: decl.name, file, args: params.map(argument) };
  explicitInstances.set(instance, { decl, file });
  return instance;
}

/** The instances explicitInstance made, with their declaration: a call of one constructs it. */
const explicitInstances = new WeakMap<Type, { readonly decl: RecordDecl; readonly file: string }>();

function isConstant(value: ConstValue | undefined): boolean {
  return typeof value === "bigint" || typeof value === "boolean";
}

/** The fields a constructor's positional arguments fill, in order: those no named argument names (`Rec(on = f, "r", g)`: `name`, then `fmt`). */
function positionalFields(decl: RecordDecl, named: readonly AstNode[]): readonly FieldDecl[] {
  if (named.length === 0) return decl.fields;
  const names = new Set(named.map((n) => n.get("name")?.leafText));
  return decl.fields.filter((f) => !names.has(f.name));
}

/** Constructor fields take their values by value (§6.7 rule 1), or borrow them when typed `&T`. */
function constructorArguments(w: Walker, decl: RecordDecl, positional: readonly AstNode[], named: readonly AstNode[], scope: Scope): void {
  const field = (f: FieldDecl | undefined): Param => ({ name: f?.name ?? "", type: UNKNOWN, typed: false, borrow: borrowOf(f?.typeNode ?? null) });
  const values: AstNode[] = [...positional];
  const fields = positionalFields(decl, named);
  const params: Param[] = positional.map((_, i) => field(fields[i]));
  for (const n of named) {
    const value = n.get("value");
    if (!value) continue;
    values.push(value);
    params.push(field(decl.fields.find((f) => f.name === n.get("name")?.leafText)));
  }
  w.ownership.callArguments(values, params, scope);
}

/** What `fn` calls; `named`: the call's named arguments (only with some are a method's parameters looked up, which reads its file's declarations). */
function resolveCallee(w: Walker, fn: AstNode, scope: Scope, namedArgs: readonly AstNode[], positionalArgs: readonly AstNode[]): Callee {
  const named = namedArgs.length > 0;
  const arity = positionalArgs.length;
  if (fn.type === "identifier") {
    const name = fn.leafText;
    const b = scope.lookup(name);
    if (b?.kind === "type" || (!b && w.context.lookupType(name))) {
      // `P2(1, 2)` with `P2: Type = Point`: the constructor of the type the alias names.
      const found = throughAliases(w, typeNamed(w, name, b));
      if (b) {
        w.ownership.read(fn, b, scope);
        recordReference(w, fn, scope, b, b.type);
      }
      if (found?.decl.kind === "record") return { kind: "record", decl: found.decl, file: found.file };
      if (found?.decl.kind === "iface") return { kind: "interface", decl: found.decl, file: found.file };
      return { kind: "unknown", result: UNKNOWN };
    }
    const t = w.expr(fn, scope);
    if (b) {
      const declared = b.kind === "function" && b.scope === w.module ? { file: w.context.file, name } : b.exported;
      const overload = b.sig || t.k === "fn" ? undefined : overloadFor(w, declared, arity, namedArgs);
      if (overload) w.recorder.retypeReference(fn, { k: "fn", sig: overload });
      const sig = b.sig ?? (t.k === "fn" ? t.sig : (overload ?? null));
      const std = b.kind === "import" && b.std === true;
      // A local function whose own lambda (or signature) names its parameters, not a local holding another function (`g = scale`).
      // Not a `mut` one: another function may be assigned to it (88a D1).
      const local = b.kind === "local" && !b.mutable && b.parameters !== undefined && declaresItsFunction(b) ? { local: true as const } : {};
      // `twice: (f: (v: Int) -> Int, …)`: the parameter's type names the function's parameters, as a field's does (104e M3).
      const namedByType = b.kind === "param" && !b.mutable && sig !== null && sig.params.length > 0 && sig.params.every((p) => p.name !== "" && !p.variadic) ? { namedByType: true as const } : {};
      return { kind: "fn", name, sig, std, checkTypes: !std || b.stdUnique === true, ...(declared ? { declared } : {}), ...local, ...namedByType, ...(b.stdName ? { stdName: b.stdName } : {}) };
    }
    const entry = preludeEntry(name);
    if (entry) {
      return { kind: "fn", name, sig: t.k === "fn" ? t.sig : null, std: true, checkTypes: !entry.ambiguous };
    }
    return { kind: "unknown", result: UNKNOWN };
  }
  if (fn.type === "field_expression") {
    const object = fn.get("object");
    const field = fn.get("field");
    if (!object || !field || object.type === "generic_type") return { kind: "unknown", result: UNKNOWN };
    // (The alias is recorded when `w.expr` walks the member access.)
    const module = moduleOf(w, object, scope, false);
    if (module) {
      const t = w.expr(fn, scope);
      // `geometry.Point(…)`: a record type of the module is its constructor.
      const record = module.file ? w.context.declarationsOf(module.file)?.types.get(field.leafText) : undefined;
      if (t.k === "meta" && record?.kind === "record" && module.file) return { kind: "record", decl: record, file: module.file };
      if (t.k === "meta" && record?.kind === "iface" && module.file) return { kind: "interface", decl: record, file: module.file };
      if (module.std) {
        const e = stdMember(module.module, field.leafText);
        return { kind: "fn", name: `${module.module.replace(/^std\./, "")}.${field.leafText}`, sig: e ? stdSignature(e) : null, std: true, checkTypes: true };
      }
      const declared = module.file ? { file: module.file, name: field.leafText } : undefined;
      const overload = t.k === "fn" ? undefined : overloadFor(w, declared, arity, namedArgs);
      if (overload) w.recorder.retypeMember(field, { k: "fn", sig: overload });
      const sig = t.k === "fn" ? t.sig : (overload ?? null);
      return { kind: "fn", name: field.leafText, sig, std: false, checkTypes: true, ...(declared ? { declared } : {}) };
    }
    // A method call: the receiver is read (not moved) and arguments are not checked; named ones name its parameters.
    const member = memberAccess(w, object, field, scope);
    // `Pot.get(Int)(c, 1)`: its group of type parameters applied (syntax.md §5.10, a generic application is a call), not
    // its value arguments (103a D3: a false E1010, and the overload of one value parameter chosen for `Pot.mk(Int)(1, 2)`).
    const applied = named ? [] : typeApplication(w, member.resolution, positionalArgs);
    if (applied.length > 0) {
      // The declaration the next call's count chooses (103c claim 6).
      const chosen = appliedOverload(w, applied, fn.parent);
      // Its value is its value group with the types given, which the next call calls (`Pot.mk(Int)(1)` is a `Pot(Int)`; 104b G4),
      // shown so at the name (104c H2); its named arguments are that declaration's parameters (104c H1).
      const group = chosen?.sig.applied?.(positionalArgs.map((arg) => w.annotations.instantiationArgument(arg, true)));
      w.recorder.retypeMember(field, group ? { k: "fn", sig: group } : chosen ? { k: "fn", sig: chosen.sig } : UNKNOWN);
      if (group && chosen && member.resolution.kind === "member") {
        const { file, decl, qualified } = withQualified(member.resolution)(chosen);
        appliedMethods.set(group, { fn: qualified, file, names: parameterNames(decl), ...(applied.length > 1 ? { overload: [decl.node.start, decl.node.end] as const } : {}) });
      }
      return { kind: "unknown", result: group ? { k: "fn", sig: appliedGroup(group) } : UNKNOWN };
    }
    // `a.b.inc()` with `inc: (self: &mut B) -> …`: the call changes the fields its receiver is reached through (58a D5).
    if (takesSelfForWriting(member.type)) writtenThrough(w, object);
    // Named arguments of a method declared more than once: the overloads that declare every name and take as many.
    const namedOverloads = named ? methodOverloadsNamed(w, member.resolution, namedArgs, arity, member.receiver) : undefined;
    // The arguments' types may fit another file's declaration only (withNamedMethodElsewhere).
    const namedEverywhere = named && member.resolution.kind === "member" ? () => namedMethodsEverywhere(w, member.resolution, namedArgs, arity, member.receiver) : undefined;
    if (namedOverloads && namedOverloads.length === 1) {
      const only = namedOverloads[0]!;
      w.recorder.retypeMember(field, { k: "fn", sig: only.sig });
      // A generic one's type parameters are inferred from its arguments, named ones in their parameters' places (the
      // result not a `T`, 102c N2, nor unknown, 103a D2: `Jar.get(j, d = "q", e = 2)` of a `Jar(String)` is a String).
      return { kind: "unknown", result: only.sig.instantiate ? UNKNOWN : only.sig.result, method: only.method, ...only.genericCall, ...(namedEverywhere ? { namedElsewhere: { read: only.sig, all: namedEverywhere } } : {}) };
    }
    if (namedOverloads && namedOverloads.length > 1) {
      w.recorder.retypeMember(field, UNKNOWN); // until the arguments' types choose one (withNamedMethodOverload)
      return { kind: "unknown", result: UNKNOWN, namedOverloads, ...(namedEverywhere ? { namedElsewhere: { all: namedEverywhere } } : {}) };
    }
    const declared = named ? methodParameters(w, member.resolution) : undefined;
    const overloadNames = declared && namedOverloads?.length === 0 ? overloadParameterNames(w, member.resolution) : undefined;
    const method = declared && overloadNames ? { ...declared, overloadNames } : declared;
    const overloads = named ? undefined : methodOverloadsFor(w, member.resolution, arity, member.receiver);
    const overload = overloads?.length === 1 ? overloads[0] : undefined;
    if (overload) w.recorder.retypeMember(field, { k: "fn", sig: overload });
    // Several overloads of that count: unknown until the arguments' types choose (withMethodOverloadByTypes).
    if (overloads && overloads.length > 1) return { kind: "unknown", result: UNKNOWN, overloads };
    // (Through the type, `Point.shift(p, 1)`, the receiver is the first argument: not counted; a variant's constructor,
    // `Tok.num(7)`, is checked against its declared function type like a field holding a function.)
    // (Only a call through a type can name a variant: a method call on a value does not look.)
    const variant = member.receiver.k === "meta" ? variantOf(w, member.resolution, arity + namedArgs.length) : {};
    const checkedMethod =
      member.receiver.k !== "meta"
        ? methodToCheck(w, member.resolution, arity, namedArgs.length, member.type)
        : variant.declared && member.resolution.kind === "member"
          ? variantToCheck(
              memberFunctionToCheck(`${member.resolution.owner.name}.${member.resolution.name}`, variant.declared.owner, member.resolution.name, variant.declared.type, arity, namedArgs.length) ??
                genericVariantCount(`${member.resolution.owner.name}.${member.resolution.name}`, variant.declared.type, arity, namedArgs.length),
            )
          : throughTypeToCheck(w, member.resolution, arity, namedArgs.length, member.type);
    // Declared several times and no declaration takes as many arguments (E1010): which one was meant, and so the
    // call's type, is not known (101b D6: the first declaration's result gave a second error, an E1002).
    // So is a call whose named arguments no declaration has all of (102a D2).
    const choosesNone = overloads?.length === 0 || namedOverloads?.length === 0;
    const type = overload ? { k: "fn" as const, sig: overload } : choosesNone ? UNKNOWN : member.type;
    if (choosesNone) w.recorder.retypeMember(field, UNKNOWN); // nor the method's type there (101d D3)
    const params = type.k === "fn" ? valueParameters(type.sig, arity + namedArgs.length) : undefined;
    // The arguments' types may fit another file's overload only (withMethodElsewhereByTypes).
    const elsewhere = !named && member.resolution.kind === "member" ? () => methodSignaturesEverywhere(w, member.resolution, arity, member.receiver) : undefined;
    // Through the type (`Box.get(bx)`), every parameter is an argument, the receiver first.
    const throughType = member.receiver.k === "meta";
    const generic = type.k === "fn" && type.sig.instantiate && params && (params.length < type.sig.params.length || (throughType && params.length > 0)) ? type.sig : undefined;
    const receiverUnknown = member.resolution.kind === "unknown" && (member.resolution.why === "receiver" || member.resolution.why === "interface");
    // A member the receiver's type declares by a type that names no parameters of its own (`run: Handler`, an alias of a
    // function type; typeEntryParameters took a function type written in the body): whose parameters the call names is not known.
    const declaredByType = member.resolution.kind === "member" ? member.resolution.owner.name : undefined;
    const unresolved: UnresolvedMethod | undefined =
      named && !method && (receiverUnknown || declaredByType) ? { method: field.leafText, receiver: object, ...(receiverUnknown ? {} : { owner: declaredByType }) } : undefined;
    const namedElsewhere = namedEverywhere && method && !choosesNone && type.k === "fn" ? { read: type.sig, all: namedEverywhere } : undefined;
    return {
      kind: "unknown",
      result: type.k === "fn" ? type.sig.result : UNKNOWN,
      ...(method ? { method } : {}),
      ...(namedElsewhere ? { namedElsewhere } : {}),
      ...(params ? { params } : {}),
      ...(generic ? genericCall(generic, member.receiver) : {}),
      ...(unresolved ? { unresolved } : {}),
      ...(checkedMethod ? { checkedMethod } : {}),
      ...(elsewhere ? { elsewhere } : {}),
      ...(variant.params ? { variant: variant.params } : {}),
      ...(variant.declared?.owner.params && member.resolution.kind === "member" ? { genericVariant: { owner: variant.declared.owner, file: member.resolution.owner.file, name: member.resolution.name } } : {}),
    };
  }
  if (fn.type === "call_expression") {
    // `affine(k = 2.0)(x = 5.0)`: a later group of a curried top-level function. Its named arguments
    // are its parameters (for the symbol tools); nothing is checked (how the groups are counted is not known).
    const result = w.expr(fn, scope);
    // `Box(Int)(1)`, `Vec(3)()` (syntax.md §6.1): the constructor of the instance the inner call fixed (99h D2: untyped).
    const instantiated = explicitInstances.get(result);
    if (instantiated && result.k === "record") return { kind: "record", decl: instantiated.decl, file: instantiated.file, explicit: result };
    const base = curriedBase(w, fn, scope);
    // `mkp(Int)(1)`, `Pot.mk(Int)(1)`: the value group with the types the inner call gave, called and checked as a function (104b G4).
    if (result.k === "fn" && appliedGroups.has(result.sig)) {
      const inner = fn.get("function");
      const name = inner?.type === "field_expression" ? `${inner.get("object")?.leafText ?? "…"}.${inner.get("field")?.leafText ?? ""}` : (inner?.leafText ?? "…");
      const method = appliedMethods.get(result.sig);
      return { kind: "fn", name, sig: result.sig, std: false, checkTypes: true, ...(base ? { declared: base.declared } : {}), ...(method ? { method } : {}) };
    }
    // `twice(3)((x) => …)` of `twice: (n: Int) -> (f: (x: Int) -> Int) -> Int`: the group the inner call returned,
    // called as `inc = add(1); inc(…)` calls it (the same checks, its lambdas typed by it; 106h K2).
    if (base && result.k === "fn" && laterGroups.has(result.sig)) {
      // A middle group of three or more (`add3(1)("two")(3)`) is curried itself: its own arguments checked as a first group's (107a L2).
      return { kind: "fn", name: base.declared.name, sig: result.sig, std: false, checkTypes: result.sig.checkTypes || result.sig.checkFirstGroup === true, declared: base.declared };
    }
    if (base) {
      // Else the type the inner call gave the group it returns (a generic function's, instantiated: `konst(1)("a")`).
      const declared = curriedResult(w, base, fn);
      const given = declared.k === "unknown" && result.k === "fn" ? result.sig.result : declared;
      return { kind: "fn", name: base.declared.name, sig: null, std: false, checkTypes: false, declared: base.declared, curriedResult: given };
    }
    return { kind: "unknown", result: result.k === "fn" ? result.sig.result : UNKNOWN };
  }
  w.expr(fn, scope);
  return { kind: "unknown", result: UNKNOWN };
}

/**
 * The overload of a top-level function several bindings declare (syntax.md
 * §3.3; in this file or, imported, in another) that a call with `arity`
 * positional arguments (and `named` ones) calls: the one whose signature
 * takes that many (and declares every name), when exactly one does (its calls are then
 * checked and typed, and the name there has its type); else undefined.
 */
function overloadFor(w: Walker, declared: { readonly file: string; readonly name: string } | undefined, arity: number, named: readonly AstNode[]): Signature | undefined {
  if (!declared) return undefined;
  const own = declared.file === w.context.file;
  const overloads = (own ? w.context.declarations : declarationsFor(w, declared.file))?.functions.get(declared.name) ?? [];
  if (overloads.length < 2) return undefined;
  const signatureOf = (o: FnDecl) => signatureIn(w, declared.file, o);
  // With named arguments: the overload that declares every name and takes as many arguments (namedArguments() links their names to it).
  if (named.length > 0) {
    const overload = overloadNamed(overloads, named.map((n) => n.get("name")), arity);
    return (overload && signatureOf(overload)) ?? undefined;
  }
  const fitting = overloads.flatMap((o) => {
    const sig = signatureOf(o);
    const called = sig && calledForm(sig, arity);
    return called && countsArguments(called) && called.params.length === arity ? [called] : [];
  });
  return fitting.length === 1 ? fitting[0] : undefined;
}

/**
 * `describe(Int, 3)` of `describe: (t: Type, n: Int) -> String`: a function
 * whose leading type parameters the call passes, as it takes them (each a
 * `Type` value, bound to the type named in its place for the values' types
 * and the result; 103c E2, E3); any other call as it was.
 */
function withTypeArguments(w: Walker, callee: Callee, fn: AstNode, positional: readonly AstNode[], named: readonly AstNode[]): Callee {
  if (callee.kind !== "fn" || !callee.sig) return callee;
  const declared = callee.sig.explicitOf ?? callee.sig;
  const typeArguments = declared.typeArguments;
  if (!typeArguments || positional.length + named.length !== typeArguments.count + declared.params.length) return callee;
  // Each type given in its place, or by its name (`first_of(T = Pt, xs = …)`; 104b G2).
  const types = typeArguments.names.map((name, i) => {
    const arg = positional[i] ?? named.find((n) => n.get("name")?.leafText === name)?.get("value");
    return arg ? w.annotations.instantiationArgument(arg, true) : UNKNOWN;
  });
  const sig = typeArguments.explicit(types);
  // The name called, bare or through its module (`tf.describe(Int, 3)`; 104b G3).
  if (fn.type === "identifier") w.recorder.retypeReference(fn, { k: "fn", sig });
  const field = fn.type === "field_expression" ? fn.get("field") : null;
  if (field) w.recorder.retypeMember(field, { k: "fn", sig });
  return { ...callee, sig };
}

/**
 * The parameters a method call's arguments fill: after the receiver's
 * (`Box.count_if: (self: &Box, test: …)`), or all of them for a method bound
 * by position (its type has the receiver's filled); told apart by the count.
 */
function valueParameters(sig: Signature, arity: number): readonly Param[] | undefined {
  if (sig.params.length === arity + 1) return sig.params.slice(1);
  return sig.params.length === arity ? sig.params : undefined;
}

/**
 * A call of an overloaded function whose argument count did not choose an
 * overload (resolveCallee), once its positional arguments' types are known:
 * when no overload takes that many, the counts they take (for E1010);
 * otherwise the overload the types choose (overloadByTypes), which types and
 * checks the call from then on. Named arguments: as resolveCallee left it.
 */
function withOverloadByTypes(w: Walker, callee: Callee, fn: AstNode, argTypes: readonly Type[], named: number): Callee {
  if (callee.kind !== "fn" || callee.sig || !callee.declared || named > 0) return callee;
  const { file, name } = callee.declared;
  const overloads = (file === w.context.file ? w.context.declarations : declarationsFor(w, file))?.functions.get(name) ?? [];
  if (overloads.length < 2) return callee;
  const signatures = overloads.map((o) => {
    const sig = signatureIn(w, file, o);
    return sig && calledForm(sig, argTypes.length);
  });
  const counted = signatures.every((sig) => sig !== null && countsArguments(sig) && !sig.params.some((p) => p.optional || p.variadic));
  if (counted && !signatures.some((sig) => sig!.params.length === argTypes.length)) {
    return { ...callee, overloadArities: [...new Set(signatures.flatMap((sig) => argumentCounts(sig!)))].sort((a, b) => a - b) };
  }
  const chosen = overloadByTypes(signatures, argTypes);
  if (!chosen) return callee;
  const type: Type = { k: "fn", sig: chosen };
  if (fn.type === "identifier") w.recorder.retypeReference(fn, type);
  else if (fn.type === "field_expression") {
    const field = fn.get("field");
    if (field) w.recorder.retypeMember(field, type);
  }
  return { ...callee, sig: chosen };
}

/**
 * `abs(2.5)` of `abs: (x: Int) -> Int` and `abs: (x: Float) -> Float`: among
 * the overloads taking as many arguments, the one whose parameters are
 * exactly the arguments' types, else the only one they fit (an Int fits a
 * Float); several or none: undefined.
 */
function overloadByTypes(signatures: readonly (Signature | null)[], argTypes: readonly Type[]): Signature | undefined {
  if (argTypes.length === 0) return undefined;
  // A generic one (whose arguments are not checked) only with its parameters known, as the receiver or the
  // arguments instantiate them (`T` fits anything): `Jar.put` of `k: T` and of `k: List(T)` on a `Jar(Int)` (103c E6).
  const comparable = (sig: Signature) => (sig.instantiate ? sig.params.every((p) => !leavesUnknown(p.type)) : sig.checkTypes);
  const candidates = signatures.filter((sig): sig is Signature => sig !== null && countsArguments(sig) && sig.params.length === argTypes.length && comparable(sig));
  // Of several the types fit exactly, the one that infers no type parameter (`pr(5)` of `pr: (n: Int) -> Int` and
  // `pr: (t: Type, n: Int) -> String`, `t` inferred: the first; 104b G5), as overloads are chosen elsewhere.
  return chooseByTypes(candidates, (sig) => ({ params: sig.params, args: argTypes }), (sig) => !sig.generic);
}

/**
 * Among `candidates`, the one whose parameters are exactly its arguments'
 * types (`pairs` gives both, in order; null: it cannot take the call), else
 * the only one they fit; several or none: undefined.
 */
function chooseByTypes<T>(candidates: readonly T[], pairs: (candidate: T) => { readonly params: readonly Param[]; readonly args: readonly Type[] } | null, preferred?: (candidate: T) => boolean): T | undefined {
  const fits = (exact: boolean) =>
    candidates.filter((c) => {
      const p = pairs(c);
      return p !== null && p.args.every((t, i) => (exact ? t.k === "unknown" || sameType(stripRef(t), stripRef(p.params[i]!.type)) : compatible(stripRef(t), p.params[i]!.type)));
    });
  const exact = fits(true);
  // A preference only among fits of known types (an unknown argument fits each as exactly: it tells none apart).
  if (exact.length > 1 && preferred && !pairs(exact[0]!)!.args.some((t) => t.k === "unknown")) return single(exact.filter(preferred));
  return exact.length === 1 ? exact[0] : exact.length === 0 ? single(fits(false)) : undefined;
}

function single<T>(list: readonly T[]): T | undefined {
  return list.length === 1 ? list[0] : undefined;
}

function stripRef(t: Type): Type {
  return t.k === "ref" ? t.inner : t;
}

/**
 * The overloads of a method declared more than once (`Point.scale` twice)
 * that a call with `arity` arguments (its receiver aside) may call; undefined
 * for a method declared once.
 */
function methodOverloadsFor(w: Walker, resolution: MemberResolution, arity: number, receiver: Type): Signature[] | undefined {
  const { signatureOf, takes } = methodArity(w, resolution, arity, receiver);
  // Every declaration the call sees, with the type or apart (methodOverloadSet), each read in its own file.
  const overloads = methodOverloadSet(w, resolution);
  const seen = overloads?.map(signatureOf).filter(takes);
  if ((seen && seen.length > 0) || resolution.kind !== "member") return seen;
  // None of them takes `arity` arguments: the overloads other workspace files declare may (every loaded module's
  // methods are every file's, modules-and-workspace.md §3.2), chosen from with these (101b D1: the one overload an
  // import reached typed `r.cost(2)`, `r.cost("x")`, whatever their count).
  const { decls, everywhere } = methodDeclarations(w, resolution.owner.name, resolution.owner.file, resolution.name, resolution.file);
  const certain = decls.map(signatureOf);
  // (No `T.m` declaration at all: an interface's function or a field's, which no other file adds to.)
  if (certain.length === 0 || !certain.every((sig) => sig !== null && sig.checkArity) || certain.some(takes)) return seen;
  const all = everywhere();
  if (all.length === decls.length) return seen;
  // Several declarations, none of them taking the count (E1010): empty, so that no one of them types the call.
  return all.map(signatureOf).filter(takes);
}

/**
 * A method declaration's signature as a call on `receiver` has it (on an
 * instance of a generic record, `s: Stack(Room)`, with the instance's
 * arguments: `x: Room`, not `x: ?`; 58a D2), and whether it takes `arity`
 * arguments (the receiver aside, unless the call is through the type,
 * `Acct.get(&a)`, where it is the first argument; 59a D1).
 */
function methodArity(w: Walker, resolution: MemberResolution, arity: number, receiver: Type) {
  const record = deref(receiver);
  const receiverCounts = record.k === "meta";
  const owner = resolution.kind === "member" ? resolution.owner : undefined;
  const signatureOf = ({ file, decl }: { readonly file: string; readonly decl: FnDecl }): Signature | null => {
    const t = record.k === "record" && record.args ? instanceMethodType(w, record, { file, decl }) : undefined;
    return t?.k === "fn" ? t.sig : signatureIn(w, file, decl);
  };
  const takes = (sig: Signature | null): sig is Signature => sig !== null && sig.checkArity && sig.params.length - (!receiverCounts && receiverFirst(sig, owner) ? 1 : 0) === arity;
  return { signatureOf, takes };
}

/**
 * Every workspace file's declarations of a method that take `arity`
 * arguments, those the call sees first: what a call is chosen from when its
 * arguments' types fit none of the declarations it sees (101b D1:
 * `r.cost("x")` beside an imported `Room.cost(self, nights: Int)`, while
 * another file declares `Room.cost(self, code: String)`).
 */
function methodSignaturesEverywhere(w: Walker, resolution: MemberResolution, arity: number, receiver: Type): readonly Signature[] {
  if (resolution.kind !== "member") return [];
  const { signatureOf, takes } = methodArity(w, resolution, arity, receiver);
  const { decls, everywhere } = methodDeclarations(w, resolution.owner.name, resolution.owner.file, resolution.name, resolution.file);
  if (decls.length === 0) return [];
  const all = everywhere();
  return all.length === decls.length ? [] : all.map(signatureOf).filter(takes);
}

/**
 * What a method call with `arity` positional arguments is checked against
 * (CheckedMethod): only a method every declaration of which takes the
 * receiver first (`self`, or a parameter of the method's own type under
 * another name, receiverFirst; 79a D5) and a fixed count (a method bound by
 * position is not counted).
 */
function methodToCheck(w: Walker, resolution: MemberResolution, arity: number, named: number, memberType: Type): CheckedMethod | undefined {
  if (resolution.kind === "function") return attachedToCheck(w, resolution, arity, named);
  if (resolution.kind !== "member") return undefined;
  const name = `${resolution.owner.name}.${resolution.name}`;
  const owner = declarationsFor(w, resolution.owner.file)?.types.get(resolution.owner.name);
  // Overloads may be declared in several files (one with the type, more apart): all those the call sees.
  const { decls, everywhere } = methodDeclarations(w, resolution.owner.name, resolution.owner.file, resolution.name, resolution.file);
  // A method bound by position (`deposit = credit[0]` in the type's body, `V.dotp = dot[0]`): the function's counts.
  const bound = bindingOf(w, resolution, owner, decls);
  if (bound) return boundToCheck(w, bound, { record: resolution.owner.name, name, owner, arity, named, calledOn: "value" });
  if (decls.length === 0) return memberFunctionToCheck(name, owner, resolution.name, memberType, arity, named);
  const signatures = decls.map((d) => signatureIn(w, d.file, d.decl));
  const counted = (sig: Signature | null): sig is Signature => sig !== null && sig.checkArity && receiverFirst(sig, resolution.owner) && !sig.params.some((p) => p.optional || p.variadic);
  if (!signatures.every(counted)) return undefined;
  const method = { name, receiver: true, receiverName: signatures[0]!.params[0]!.name };
  return withEverywhere(w, decls, everywhere, counted, (sigs, confirmed) => byCount({ ...method, confirmed }, sigs, 1, arity, named, owner?.kind === "record" && !owner.params), signatures, (sig) => named > 0 || sig.params.length - 1 === arity);
}

/**
 * The check `check` makes of a method call against the declarations the call
 * sees (`signatures` of `decls`); when none of them takes its count and other
 * workspace files declare more, against all of them, which then settle the
 * count (101b D1: `r.cost(1, 2)` was unchecked beside an imported overload).
 */
function withEverywhere(
  w: Walker,
  decls: readonly { readonly file: string; readonly decl: FnDecl }[],
  everywhere: () => readonly { readonly file: string; readonly decl: FnDecl }[],
  counted: (sig: Signature | null) => sig is Signature,
  check: (signatures: readonly Signature[], confirmed: () => boolean) => CheckedMethod | undefined,
  signatures: readonly Signature[],
  takesCall: (sig: Signature) => boolean,
): CheckedMethod | undefined {
  const others = () => everywhere().slice(decls.length).map((d) => signatureIn(w, d.file, d.decl));
  // The arguments' types are checked against the one the call sees that takes their count, unless another
  // file's declaration takes as many (the types may be meant for it; 101d D1: any other declaration, of any count, kept them unchecked).
  const seen = check(signatures, () => !others().some((sig) => !counted(sig) || takesCall(sig)));
  if (!seen?.takes) return seen;
  const all = everywhere();
  if (all.length === decls.length) return seen;
  const allSignatures = all.map((d) => signatureIn(w, d.file, d.decl));
  return allSignatures.every(counted) ? check(allSignatures, () => true) : seen;
}

/**
 * `a.dotp(b)` of `V.dotp = dot[0]`: a method bound by position, checked as the function it binds is
 * declared, without the parameter its receiver fills (96a D1: such calls were never counted, so a
 * parameter added to `dot` left them broken without a word). Only a binding of one position, to a
 * function every declaration of which has a fixed count. Named through its type (`Wallet.credit(5.0, w)`
 * of `credit = credit_to[1]`), it is that function as declared, every parameter an argument in its own
 * order (112a: such calls were not checked at all).
 */
function boundToCheck(
  w: Walker,
  fn: { readonly file: string; readonly decls: readonly FnDecl[]; readonly positions: readonly number[] },
  call: BoundCall,
): CheckedMethod | undefined {
  const signatures = fn.decls.map((decl) => signatureIn(w, fn.file, decl));
  if (!signatures.every((sig): sig is Signature => sig !== null && sig.checkArity)) return undefined;
  return boundSignaturesToCheck(signatures, fn.positions, call);
}

/** A call of a method bound by position, as its checks read it. */
interface BoundCall {
  /** The type the method is bound in (its name: a position-less binding fills its first parameter of that type); "" when not known. */
  readonly record: string;
  /** `Type.member`, as messages name it. */
  readonly name: string;
  readonly owner: TypeDecl | undefined;
  /** Positional and named arguments the call passes. */
  readonly arity: number;
  readonly named: number;
  readonly calledOn: "value" | "type";
}

/**
 * The function a method is bound to by position (`deposit = credit[0]` in its type's body, or
 * `V.dotp = dot[0]` at the top level, its only declaration `decls` holds), with the positions bound.
 * Not boundMethodFunction: that one looks for the declaration, across the workspace if need be,
 * which a call's check, whose declarations are found already, must not pay at every call.
 */
function bindingOf(
  w: Walker,
  resolution: Extract<MemberResolution, { kind: "member" }>,
  owner: TypeDecl | undefined,
  decls: readonly { readonly file: string; readonly decl: FnDecl }[],
): { readonly file: string; readonly decls: readonly FnDecl[]; readonly positions: readonly number[] } | undefined {
  const only = decls.length === 1 ? decls[0]! : undefined;
  const bodyBinding = owner?.kind === "record" ? owner.bindings.get(resolution.name) : undefined;
  const [file, binding] = bodyBinding ? [resolution.owner.file, bodyBinding] : only && !only.decl.typeNode ? [only.file, boundMethodIn(only.decl.node.get("value"))] : [];
  const fn = file !== undefined && binding ? boundFunction(w, file, binding) : undefined;
  return fn && binding ? { ...fn, positions: binding.positions } : undefined;
}

/**
 * The check of a call of a method bound by position to a function of `signatures` (boundToCheck; a
 * function-typed field's one type, boundFieldToCheck): on a value without the parameter the receiver
 * fills, through the type every parameter in the function's order.
 */
function boundSignaturesToCheck(signatures: readonly Signature[], boundPositions: readonly number[], call: BoundCall): CheckedMethod | undefined {
  const { record, name, owner, arity, named, calledOn } = call;
  const receiverFirst: Signature[] = [];
  let receiverAt: number | undefined;
  for (const sig of signatures) {
    if (sig.params.some((p) => p.optional || p.variadic)) return undefined;
    const positions = filledPositions(sig, boundPositions.length > 0 ? boundPositions : defaultPosition(sig, record));
    const at = positions[0];
    if (positions.length !== 1 || at === undefined || at < 0 || at >= sig.params.length) return undefined;
    receiverAt = receiverAt === undefined || receiverAt === at ? at : -1;
    receiverFirst.push({ ...sig, params: [sig.params[at]!, ...sig.params.filter((_, i) => i !== at)] });
  }
  if (receiverFirst.length === 0) return undefined;
  const typesFixed = owner?.kind === "record" && !owner.params;
  if (calledOn === "type") {
    // The help names the receiver as the first argument only where it is (position 0 of every declaration).
    const method = { name, receiver: false, throughType: true, confirmed: () => true, ...(receiverAt === 0 ? { receiverName: signatures[0]!.params[0]!.name } : {}) };
    return byCount(method, signatures, 0, arity, named, typesFixed);
  }
  const method = { name, receiver: true, receiverName: receiverFirst[0]!.params[0]!.name, confirmed: () => true };
  return byCount(method, receiverFirst, 1, arity, named, typesFixed);
}

/**
 * The check of a call of a method declared by `signatures` (all of a fixed count), whose first `skip`
 * parameters the call does not pass (its receiver before the `.`: 1; through the type: 0): `takes`
 * when none takes `arity` arguments, else the parameters the arguments fill, when their types are
 * known (`typesFixed`: a record without type parameters); by name, those of a method declared once.
 */
function byCount(method: Omit<CheckedMethod, "takes" | "params" | "byName" | "declaredParams">, signatures: readonly Signature[], skip: number, arity: number, named: number, typesFixed: boolean): CheckedMethod | undefined {
  const typesKnown = (sig: Signature) => sig.checkTypes && !sig.generic && typesFixed;
  if (named > 0) {
    // By name: the names and types of a method declared once (several overloads: which one is meant is the names' to say).
    const only = signatures.length === 1 ? signatures[0]! : undefined;
    return only && typesKnown(only) ? { ...method, params: only.params.slice(skip), byName: true } : undefined;
  }
  const takes = [...new Set(signatures.map((sig) => sig.params.length - skip))].sort((a, b) => a - b);
  if (!takes.includes(arity)) return { ...method, takes, ...(signatures.length === 1 ? { declaredParams: signatures[0]!.params.slice(skip) } : {}) };
  const matching = signatures.filter((sig) => sig.params.length - skip === arity);
  const sig = matching.length === 1 ? matching[0]! : undefined;
  return sig && typesKnown(sig) ? { ...method, params: sig.params.slice(skip) } : undefined;
}

/**
 * `Counter.plus(c, 5)`, `Counter.make(3)`: a `T.m` method or static function
 * called through its type, checked as the plain function it is there (every
 * parameter an argument, the receiver first; 80a D4), on the terms of
 * methodToCheck: every declaration of a fixed count, the types only of a
 * record without type parameters. A method bound by position
 * (`Vec2.dot = dot_product[0]`) is the function it binds, in its own order
 * (boundToCheck), as its type named through the type is (asNamedThroughType).
 */
function throughTypeToCheck(w: Walker, resolution: MemberResolution, arity: number, named: number, memberType: Type): CheckedMethod | undefined {
  if (resolution.kind !== "member") return undefined;
  const name = `${resolution.owner.name}.${resolution.name}`;
  const owner = declarationsFor(w, resolution.owner.file)?.types.get(resolution.owner.name);
  const { decls, everywhere } = methodDeclarations(w, resolution.owner.name, resolution.owner.file, resolution.name, resolution.file);
  const bound = bindingOf(w, resolution, owner, decls);
  if (bound) return boundToCheck(w, bound, { record: resolution.owner.name, name, owner, arity, named, calledOn: "type" });
  if (decls.length === 0) {
    if (owner?.kind === "iface") return interfaceEntryThroughType(name, owner, resolution.name, memberType, arity, named);
    const field = owner?.kind === "record" && !owner.params ? owner.fields.find((f) => f.name === resolution.name) : undefined;
    return owner && field && field.positions.length > 0 && memberType.k === "fn" ? boundFieldToCheck(memberType.sig, field.positions, { record: "", name, owner, arity, named, calledOn: "type" }) : undefined;
  }
  const signatures = decls.map((d) => signatureIn(w, d.file, d.decl));
  const counted = (sig: Signature | null): sig is Signature => sig !== null && sig.checkArity && !sig.receiverFilled && !sig.curried && !sig.params.some((p) => p.optional || p.variadic);
  if (!signatures.every(counted)) return undefined;
  // The receiver's name, for the help, when every declaration takes one first (not a static function's first parameter).
  const receiverName = signatures.every((sig) => receiverFirst(sig, resolution.owner)) ? signatures[0]!.params[0]?.name : undefined;
  const method = { name, receiver: false, throughType: true, ...(receiverName ? { receiverName } : {}) };
  return withEverywhere(w, decls, everywhere, counted, (sigs, confirmed) => byCount({ ...method, confirmed }, sigs, 0, arity, named, owner?.kind === "record" && !owner.params), signatures, (sig) => named > 0 || sig.params.length === arity);
}

/**
 * `Shape.area(sq, 2)` of an interface entry `area: (self: Shape, k: Int) -> Float`: its
 * declared function, the receiver the first argument (81c D2), checked as the same call on
 * a value is (memberFunctionToCheck) with the receiver counted. An entry that takes no
 * receiver (a record of functions) is not called this way in the spec: left unchecked.
 */
function interfaceEntryThroughType(name: string, owner: TypeDecl, member: string, type: Type, arity: number, named: number): CheckedMethod | undefined {
  const onValue = memberFunctionToCheck(name, owner, member, type, Math.max(arity - 1, 0), named);
  if (!onValue?.receiver || type.k !== "fn") return undefined;
  const { takes: _takes, params: values, byName, ...rest } = onValue;
  const method = { ...rest, receiver: false, throughType: true };
  const receiver = type.sig.params[0]!;
  if (named > 0) return byName && values ? { ...method, params: [receiver, ...values], byName: true } : undefined;
  if (type.sig.params.length !== arity) return { ...method, takes: [type.sig.params.length] };
  return values ? { ...method, params: [receiver, ...values] } : undefined;
}

/**
 * `m.bump_by(2)` of `pub bump_by: (m: &mut Meter, step: Int) -> Void` (§3.4):
 * checked as a method declared once, its first parameter the receiver. Its
 * overloads are all in its own file, so nothing elsewhere can add one.
 */
function attachedToCheck(w: Walker, resolution: MemberResolution, arity: number, named: number): CheckedMethod | undefined {
  const attached = attachedDeclaration(w, resolution);
  const sig = attached ? signatureIn(w, attached.file, attached.decl) : null;
  const receiver = sig?.params[0];
  if (resolution.kind !== "function" || !sig || !receiver || !sig.checkArity || sig.generic || sig.curried || sig.params.some((p) => p.optional || p.variadic)) return undefined;
  const method = { name: resolution.name, receiver: true, receiverName: receiver.name, confirmed: () => true };
  const params = sig.params.slice(1);
  if (named > 0) return sig.checkTypes ? { ...method, params, byName: true } : undefined;
  if (params.length !== arity) return { ...method, takes: [params.length] };
  return sig.checkTypes ? { ...method, params } : undefined;
}

/**
 * A call of a member no `T.m` binding declares, by the member's declared type: an interface's function
 * (`s.area(2.0)` with `s: &Shape`; the receiver is its first parameter when that is named `self` or is of
 * the interface's own type, else not passed: a record of functions, `e.text("x")`), or a field of a record without type parameters
 * holding a function (`b.on_press(1)`; not one the receiver fills, `fee: (…)[0]`). A type body's
 * function types count even with bare parameter types (`show: (Int) -> String`).
 */
function memberFunctionToCheck(name: string, owner: TypeDecl | undefined, member: string, type: Type, arity: number, named: number): CheckedMethod | undefined {
  if (type.k !== "fn" || !owner || type.sig.generic || type.sig.params.some((p) => p.optional || p.variadic)) return undefined;
  const all = type.sig.params.map((p) => (p.name === "" && p.type.k !== "unknown" && p.type.k !== "opaque" ? { ...p, typed: true } : p));
  let params: readonly Param[];
  let receiver: boolean;
  if (owner.kind === "iface") {
    // A first parameter with no name of the type's own type may be the receiver or not: not checked.
    const first = all[0] ? deref(all[0].type) : undefined;
    if (all[0]?.name === "" && (first === undefined || first.k === "unknown" || ("name" in first && first.name === owner.name))) return undefined;
    // `self`, or whatever its name, a first parameter of the interface's own type (`area: (s: &Shape) -> Float`; 78c).
    receiver = all[0]?.name === "self" || (first?.k === "iface" && first.name === owner.name);
    params = receiver ? all.slice(1) : all;
  } else if (owner.kind === "record" && !owner.params) {
    const field = owner.fields.find((f) => f.name === member);
    if (field && field.positions.length > 0 && !owner.bindings.has(member)) return boundFieldToCheck(type.sig, field.positions, { record: "", name, owner, arity, named, calledOn: "value" });
    if (!field || field.positions.length > 0 || owner.bindings.has(member)) return undefined;
    // An entry whose first parameter is `self` is a method (modules-and-workspace.md §4.2's kinds; 80a D3: `b.cb(1)` of
    // `cb: (self: Btn, n: Int) -> Int` was a false E1010); any other is a function the field holds.
    receiver = all[0]?.name === "self";
    params = receiver ? all.slice(1) : all;
  } else {
    return undefined;
  }
  if (!params.every((p) => p.typed)) return undefined;
  const confirmed = () => true;
  const method = { name, receiver, confirmed, ...(receiver ? { receiverName: all[0]!.name } : {}) };
  if (named > 0) return params.every((p) => p.name !== "") ? { ...method, params, byName: true } : undefined;
  if (params.length !== arity) return { ...method, takes: [params.length] };
  return { ...method, params };
}

/**
 * `s.bump(1.0)` / `Square.bump(s, 1.0)` of a function-typed field bound by position (`bump: ((s: Square,
 * d: Float) -> Square)[0] = …`, syntax.md §3.7): checked as a method bound to a function declared so is
 * (boundSignaturesToCheck; 114a F1: such calls were never checked). Its types are checked when every
 * parameter has one.
 */
function boundFieldToCheck(sig: Signature, positions: readonly number[], call: BoundCall): CheckedMethod | undefined {
  // Read off a value the receiver's parameters are gone (receiverBound): the field's whole function is boundParams.
  const params = sig.boundParams ?? sig.params;
  const declared: Signature = { params, result: sig.result, checkArity: true, checkTypes: params.every((p) => p.typed), ...(sig.generic ? { generic: sig.generic } : {}) };
  return boundSignaturesToCheck([declared], positions, call);
}

/**
 * A method call whose arguments' types fit none of the declarations it sees
 * (`r.cost("x")` beside an imported `Room.cost(self, nights: Int)`): the one
 * other workspace files declare that they fit gives the call its type; none
 * or several, the type is not known (not the first declaration's: 101b D1,
 * a false E1002 on the call's value).
 */
function withMethodElsewhereByTypes(w: Walker, callee: Callee, fn: AstNode, argTypes: readonly Type[]): Callee {
  if (callee.kind !== "unknown" || !callee.elsewhere || !callee.params || callee.params.length !== argTypes.length) return callee;
  if (argTypes.every((t) => t.k === "unknown") || chooseByTypes([callee.params], (params) => ({ params, args: argTypes }))) return callee;
  const all = callee.elsewhere();
  if (all.length === 0) return callee;
  const receiverless = all.map((sig) => {
    const values = valueParameters(sig, argTypes.length);
    return values ? { ...sig, params: values } : null;
  });
  const chosen = chooseByTypes(
    receiverless.filter((sig): sig is Signature => sig !== null),
    (sig) => ({ params: sig.params, args: argTypes }),
  );
  const original = chosen ? all[receiverless.indexOf(chosen)] : undefined;
  const field = fn.get("field");
  if (!original || !chosen) {
    // None or several fit: which declaration runs, and so the result's type, is not known; nor the method's type
    // there, unless only the declaration the call was checked against takes its count (101d D3).
    if (field && all.length > 1) w.recorder.retypeMember(field, UNKNOWN);
    return { ...callee, result: UNKNOWN };
  }
  if (field) w.recorder.retypeMember(field, { k: "fn", sig: original });
  return { ...callee, result: original.result, params: chosen.params };
}

/**
 * A method call whose overloads of its argument count are several
 * (resolveCallee left its result unknown): the one its arguments' types
 * choose (overloadByTypes, the receiver's parameter aside) gives the call
 * its type.
 */
function withMethodOverloadByTypes(w: Walker, callee: Callee, fn: AstNode, argTypes: readonly Type[]): Callee {
  if (callee.kind !== "unknown" || !callee.overloads) return callee;
  const receiverless = callee.overloads.map((sig) => {
    const values = valueParameters(sig, argTypes.length);
    if (!values) return null;
    // A generic declaration named through its type (`Jar.put(j, [3])` of `(T: Type) -> (self: &Jar(T), k: List(T))`):
    // its parameters as these arguments instantiate them (103c E6: such overloads were never told apart by type).
    const throughType = values.length === sig.params.length && sig.instantiate !== undefined && sig.expects !== undefined;
    return { ...sig, params: throughType ? values.map((p, i) => (p.variadic ? p : { ...p, type: sig.expects!(i, argTypes) })) : values };
  });
  const chosen = overloadByTypes(receiverless, argTypes);
  const original = chosen ? callee.overloads[receiverless.indexOf(chosen)] : undefined;
  // A generic one named through its type, as these arguments instantiate it (`Jar.put(j, [3])`: `(&Jar(Int), List(Int)) ->
  // String`, not `(&Jar(T), List(T)) -> String`; 103c E8); on a value the receiver's instance typed it already.
  const instance = chosen && original?.instantiate && chosen.params.length === original.params.length ? { ...chosen, result: original.instantiate(argTypes) } : original;
  const field = fn.get("field");
  // None chosen: which declaration the call means is not known, nor its type there (not the first's: 101d D3).
  if (field) w.recorder.retypeMember(field, instance ? { k: "fn", sig: instance } : UNKNOWN);
  return instance ? { ...callee, result: leavesUnknown(instance.result) ? original!.result : instance.result } : callee;
}

/**
 * The signature of a function or method `fn` declared in `file`: read by the
 * walk in this file; in another file from its annotation alone, read there
 * (its type names are that file's).
 */
function signatureIn(w: Walker, file: string, fn: FnDecl): Signature | null {
  if (file === w.context.file) return w.functionSignature(fn);
  return fn.typeNode?.type === "function_type" ? w.foreignAnnotations(file).signature(fn.typeNode) : null;
}

interface CurriedBase {
  readonly declared: { readonly file: string; readonly name: string };
  /** Its annotation: a function type whose result is a function type. */
  readonly typeNode: AstNode;
}

/** The workspace's top-level function a chain of calls starts with (`f` of `f(a)(b)`), when it has several parameter groups. */
function curriedBase(w: Walker, call: AstNode, scope: Scope): CurriedBase | undefined {
  let base: AstNode | null = call;
  while (base?.type === "call_expression") base = base.get("function");
  if (base?.type !== "identifier") return undefined;
  const b = scope.lookup(base.leafText);
  const declared = b?.kind === "function" && b.scope === w.module ? { file: w.context.file, name: base.leafText } : b?.exported;
  const fn = declared ? declarationsFor(w, declared.file)?.functions.get(declared.name) : undefined;
  const typeNode = fn?.length === 1 ? fn[0]!.typeNode : null;
  return declared && typeNode?.type === "function_type" && typeNode.get("result")?.type === "function_type" ? { declared, typeNode } : undefined;
}

/**
 * The type of the call whose callee is `inner` (`tag_of(1)` of `tag_of(1)("x")`): when the
 * chain applies every group of the function, each with as many arguments as the group has
 * parameters, its declared result (type parameters unknown); else unknown.
 */
function curriedResult(w: Walker, base: CurriedBase, inner: AstNode): Type {
  const calls: AstNode[] = [];
  for (let c: AstNode | null = inner; c?.type === "call_expression"; c = c.get("function")) calls.unshift(c);
  const groups: AstNode[] = [];
  let result: AstNode | null = base.typeNode;
  for (; result?.type === "function_type"; result = result.get("result")) groups.push(result);
  // The outer call (whose callee is `inner`) is one more group than `calls`.
  if (groups.length !== calls.length + 1 || !result) return UNKNOWN;
  const outer = inner.parent;
  const applied = [...calls, ...(outer?.type === "call_expression" ? [outer] : [])];
  const fits = applied.every((c, i) => (c.get("arguments")?.namedChildren.length ?? -1) === (groups[i]!.get("parameters")?.namedChildren.length ?? -2));
  if (applied.length !== groups.length || !fits) return UNKNOWN;
  const annotations = base.declared.file === w.context.file ? w.annotations : w.foreignAnnotations(base.declared.file);
  const typeParameters = groups.flatMap((g) => annotations.withTypeParameters(g.get("parameters")?.namedChildren ?? []).names);
  return annotations.withBindings(new Map(typeParameters.map((name) => [name, UNKNOWN]))).type(result);
}

/**
 * `Option.some(…)`, `Shape.label(…)`: the call names a variant of a type,
 * whose constructor takes its arguments by value: its declared function type
 * and its owner (`declared`), and the parameters `arity` arguments fill
 * (type parameters unknown: how each is passed is what matters for moves).
 */
function variantOf(w: Walker, resolution: MemberResolution, arity: number): { declared?: { owner: RecordDecl; type: Type }; params?: readonly Param[] } {
  if (resolution.kind !== "member") return {};
  const owner = w.context.declarationsOf(resolution.owner.file)?.types.get(resolution.owner.name);
  if (owner?.kind !== "record" || !owner.variants.has(resolution.name)) return {};
  const type = declaredFieldType(w, owner, resolution.owner.file, owner.fields.find((f) => f.name === resolution.name));
  const params = type.k === "fn" ? valueParameters(type.sig, arity) : undefined;
  return { declared: { owner, type }, ...(params ? { params } : {}) };
}

/**
 * A generic set's variant (`Option.some(1, 2)`): its arguments' types are its
 * type parameters', so only their count is checked (E1010).
 */
function genericVariantCount(name: string, type: Type, arity: number, named: number): CheckedMethod | undefined {
  if (type.k !== "fn" || named > 0 || type.sig.params.some((p) => p.optional || p.variadic)) return undefined;
  const takes = type.sig.params.length;
  return arity === takes ? undefined : { name, receiver: false, takes: [takes], confirmed: () => true };
}

function variantToCheck(checked: CheckedMethod | undefined): CheckedMethod | undefined {
  return checked ? { ...checked, variant: true } : undefined;
}
