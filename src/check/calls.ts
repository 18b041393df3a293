// Calls (diagnostics.md §6.4-§6.6): arity of user functions and record
// constructors (E1010 at the `(`), argument types against known parameter
// types (E1002 at the `(`), missing named constructor fields (E1002), and
// const-generic `Assert` constraints of generic record instantiations
// (E1062). Std calls are type-checked only for a callee that one std module
// defines, never counted; a workspace method's calls are checked outside the
// reference's view (it checks none).
// What the callee is comes from the walk (src/semantic/walk/calls.ts).
import type { AstNode } from "../syntax/ast/ast.js";
import type { CallFacts, Callee, CheckedMethod } from "../semantic/walk/checks.js";
import { declaredFieldType } from "../semantic/walk/members.js";
import type { Scope } from "../semantic/walk/scope.js";
import type { Walker } from "../semantic/walk/walker.js";
import { evaluate, type ConstValue } from "../semantic/types/const-eval.js";
import type { FieldDecl, RecordDecl } from "../semantic/types/declarations.js";
import { argumentCounts, compatible, countsArguments, deref, display, fullyKnown, resultParts, UNKNOWN, type Param, type ParamConflict, type Signature, type Type } from "../semantic/types/types.js";
import { fitsByDeclaration } from "../semantic/walk/interfaces.js";
import { checkAssignable, checkShape, mixedPartsOf } from "./assignments.js";
import type { Sink } from "./context.js";
import { nearestName } from "../diagnostics/edit-distance.js";

export function callRules(sink: Sink, w: Walker, facts: CallFacts): void {
  const { callee, args: open, positional, named, argTypes, namedTypes, params: free } = facts;
  if (!w.referenceMode) namedTwice(sink, named, open);
  switch (callee.kind) {
    case "record":
      // An explicit instance's constructor (`Box(Int)(1)`): its instantiation was checked at the inner call; the values given
      // are checked against its fields as that instance has them (how many a constant-generic record needs is not known).
      if (!callee.explicit) construct(sink, w, facts.node, open, callee.decl, positional, named, facts.scope);
      else unknownFields(sink, callee.decl, named);
      if ((!callee.decl.params || callee.explicit) && !w.referenceMode) fieldValues(sink, w, callee.decl, callee.file, facts, callee.explicit);
      // `Journal(rows = [1], count = "x")` of a generic record: the values of the fields that use no type
      // parameter (`count: Int`) are checked as a plain record's are (105c Q7); not a call passing types.
      else if (!w.referenceMode && !passesTypes(facts, callee.decl)) fieldValues(sink, w, callee.decl, callee.file, facts, undefined, true);
      return;
    case "interface": {
      // Built from its functions by name (`Esc(text = …)`): each one it declares needs a value, as a record's fields do.
      if (positional.length > 0 || named.length === 0) return;
      const given = new Set(named.map((n) => n.get("name")?.leafText));
      const missing = [...callee.decl.members].filter((m) => !given.has(m) && !callee.decl.defaults.has(m));
      if (missing.length > 0) {
        sink.report("E1002", open, `the type '${callee.decl.name}' needs a value for ${missing.map((m) => `'${m}'`).join(", ")}`, {
          phase: "types",
          help: `name every function it declares: add ${missing.map((m) => `\`${m} = …\``).join(", ")}`,
        });
      }
      if (w.referenceMode) return;
      // Each value against its function's declared type: a number is no function (`Esc(attr = 5)`; 87a D5).
      const annotations = callee.file === w.context.file ? w.annotations : w.foreignAnnotations(callee.file);
      named.forEach((n, i) => {
        const name = n.get("name")?.leafText ?? "";
        const typeNode = callee.decl.memberTypes.get(name);
        const value = n.get("value");
        if (typeNode && value) checkShape(sink, namedTypes[i] ?? UNKNOWN, annotations.type(typeNode), value, open, `the function '${name}' of '${callee.decl.name}' must be`);
      });
      return;
    }
    case "fn": {
      const sig = callee.sig;
      if (!sig) {
        const counts = callee.overloadArities;
        if (counts && named.length === 0) {
          const taken = counts.length === 1 ? `${counts[0]}` : `${counts.slice(0, -1).join(", ")} or ${counts[counts.length - 1]}`;
          sink.report("E1010", open, `no declaration of '${callee.name}' takes ${positional.length} argument(s): its overloads take ${taken}`, { phase: "types" });
        }
        return;
      }
      // `empty_heap(Job)()`, `map(Int, Int)(xs, f)`: type arguments passed explicitly, then the values: not counted.
      const explicitTypes = sig.generic === true && isCalledAgain(facts.node);
      // `describe(Int, 2, 3)` of `describe: (t: Type, n: Int)`: as many as neither its values nor they with its type parameters (104a F1).
      const counts = argumentCounts(sig);
      if (sig.typeArguments && countsArguments(sig) && !explicitTypes && named.length === 0 && !counts.includes(positional.length)) {
        sink.report("E1010", open, `'${callee.name}' takes ${counts[0]} argument(s), or ${counts[1]} with its type parameter(s) given, but ${positional.length} ${positional.length === 1 ? "was" : "were"} given`, {
          phase: "types",
          help: `pass its values (the types are inferred), or its type parameter(s) first and then the values`,
        });
        return;
      }
      if (sig.checkArity && !explicitTypes && named.length === 0 && !sig.params.some((p) => p.optional || p.variadic) && positional.length !== sig.params.length) {
        sink.report(
          "E1010",
          open,
          `'${callee.name}' takes ${sig.params.length} argument(s) but ${positional.length} ${positional.length === 1 ? "was" : "were"} given`,
          { phase: "types", help: sig.params.length === 0 ? `call it with no arguments: \`${callee.name}()\`` : `pass one value per parameter: ${sig.params.map((p) => (p.name ? `${p.name}: ${display(p.type)}` : display(p.type))).join(", ")}` },
        );
      } else if (callee.checkTypes && sig.checkTypes) {
        if (free) {
          positional.forEach((arg, i) => {
            const param = free[i];
            if (param) checkArgument(sink, w, callee, sig, param, argTypes[i] ?? UNKNOWN, arg, open, argumentLabel(i, param.name));
          });
          named.forEach((n, i) => {
            const param = sig.params.find((p) => p.name === n.get("name")?.leafText);
            const value = n.get("value");
            if (param && value) checkArgument(sink, w, callee, sig, param, namedTypes[i] ?? UNKNOWN, value, open, `argument '${param.name}'`);
          });
          // Every name names a parameter: those none names are missing (a workspace function; not in the reference's view).
          const allKnown = named.every((n) => sig.params.some((p) => p.name === n.get("name")?.leafText));
          // A top-level function's, or a local's (`f = (a: Int, b: Int) => …`; 87a D7).
          const namesKnown = callee.declared !== undefined || callee.local === true;
          if (named.length > 0 && allKnown && sig.checkArity && namesKnown && !w.referenceMode) missingParameters(sink, `'${callee.name}'`, sig.params, positional.length, named, open);
        } else if (callee.std || ((callee.declared || callee.local || callee.namedByType) && !w.referenceMode)) {
          // A name no parameter has (`area(width = 2.0, hieght = 3.0)`): of a std function, or of a workspace
          // function (not in the reference's view: whether it reports one is not known).
          unknownNamedArgument(sink, callee.name, sig, named, open, facts.scope, callee.std);
        }
      } else if (callee.checkTypes && sig.generic && !w.referenceMode && positional.length + named.length === sig.params.length) {
        // `count_if: (T: Type) -> (xs: &List(T), keep: (x: T) -> Bool) -> Int` called `count_if(xs, 5)` (or
        // `keep = 5`): its value group is not counted (the reference's reading of it is not known), but a known
        // argument that cannot fit its parameter's shape whatever the type parameters are (an Int for a
        // function) is E1002.
        positional.forEach((arg, i) => {
          const param = sig.params[i];
          if (!param?.typed || param.variadic) return;
          // Shown with the type parameters the arguments before it fix (`(Int) -> Int`, not `(T) -> Int`; 107a L14).
          const actual = argTypes[i] ?? UNKNOWN;
          const instantiated = compatible(actual, param.type) ? undefined : sig.expects?.(i, argTypes.slice(0, i));
          const expected = instantiated && instantiated.k !== "unknown" ? instantiated : param.type;
          checkShape(sink, actual, expected, arg, open, `${argumentLabel(i, param.name)} of '${callee.name}' must be`, (a, e) => fitsByDeclaration(w, a, e));
        });
        named.forEach((n, i) => {
          const param = sig.params.find((p) => p.name === n.get("name")?.leafText);
          const value = n.get("value");
          if (param?.typed && !param.variadic && value) checkShape(sink, namedTypes[i] ?? UNKNOWN, param.type, value, open, `argument '${param.name}' of '${callee.name}' must be`, (a, e) => fitsByDeclaration(w, a, e));
        });
      } else if (callee.checkTypes && sig.checkFirstGroup && named.length === 0) {
        // `add("x")(1)`: the first arguments fill the first group, whichever way the rest is grouped.
        positional.forEach((arg, i) => {
          const param = sig.params[i];
          if (param) checkArgument(sink, w, callee, sig, param, argTypes[i] ?? UNKNOWN, arg, open, argumentLabel(i, param.name));
        });
      }
      // A generic function's type parameters, one per call (also in the curried form whose calls are not otherwise checked).
      if (callee.checkTypes && sig.conflict && named.length === 0) conflictingArguments(sink, callee.name, sig.conflict(argTypes), open);
      return;
    }
    case "unknown":
      // The reference does not check a method call's arguments (diagnostics.md §6.4 blind spots).
      if (callee.checkedMethod && !w.referenceMode) methodArguments(sink, w, callee.checkedMethod, facts);
      return;
    default:
      return;
  }
}

/**
 * `mk(who = "bo", who = "cy")`: one parameter or field named twice, whatever
 * is called, since it cannot take both values (105b P1: it passed). E1002 at
 * the call's `(`, as for a name it does not have; not in the reference's view
 * (the spec does not say what the compiler makes of it).
 */
function namedTwice(sink: Sink, named: readonly AstNode[], open: AstNode): void {
  const seen = new Set<string>();
  const reported = new Set<string>();
  for (const argument of named) {
    const name = argument.get("name")?.leafText;
    if (name === undefined) continue;
    if (!seen.has(name)) {
      seen.add(name);
    } else if (!reported.has(name)) {
      reported.add(name);
      sink.report("E1002", open, `\`${name} = …\` is given twice in this call: a parameter or field takes one value`, {
        phase: "types",
        help: `keep one \`${name} = …\` (the call would otherwise lose one of the values)`,
      });
    }
  }
}

/**
 * Whether a call of a generic record may be its instantiation rather than
 * its construction: a type among the arguments (`Journal(Int)`), or as many
 * positional arguments as it has parameters (`Vec(3)` of `Vec: (N: Int) -> Type`).
 */
function passesTypes(facts: CallFacts, decl: RecordDecl): boolean {
  if ([...facts.argTypes, ...facts.namedTypes].some((t) => t.k === "meta")) return true;
  return facts.named.length === 0 && facts.positional.length === (decl.params?.length ?? 0);
}

/** Whether a call's result is called right away (`f(a)(b)`). */
function isCalledAgain(call: AstNode): boolean {
  const parent = call.parent;
  return parent?.type === "call_expression" && parent.get("function") === call;
}

/** `p.shift(1, 2)`: the count of a method call's arguments (E1010 at the `(`), else their types (E1002). */
function methodArguments(sink: Sink, w: Walker, method: CheckedMethod, facts: CallFacts): void {
  const mark = sink.raw.length;
  reportMethodArguments(sink, w, method, facts);
  // Another workspace file may declare more overloads (looked for only now, errors being rare).
  if (sink.raw.length > mark && !method.confirmed()) sink.dropSince(mark);
}

function reportMethodArguments(sink: Sink, w: Walker, method: CheckedMethod, facts: CallFacts): void {
  const { args: open, positional, argTypes } = facts;
  const self = method.receiverName ?? "self";
  if (method.takes) {
    const taken = method.takes.length === 1 ? `${method.takes[0]}` : `${method.takes.slice(0, -1).join(", ")} or ${method.takes[method.takes.length - 1]}`;
    const given = `${positional.length} ${positional.length === 1 ? "was" : "were"} given`;
    const tooMany = positional.length > Math.max(...method.takes);
    const message = method.receiver
      ? `the method '${method.name}' takes ${taken} argument(s) besides its receiver but ${given}`
      : method.variant
        ? `the variant '${method.name}' takes ${taken} argument(s) but ${given}`
        : method.throughType
          ? `'${method.name}' takes ${taken} argument(s) but ${given}`
          : `the function in field '${method.name}' takes ${taken} argument(s) but ${given}`;
    const help = method.variant
      ? "pass one value per parameter of the variant's declared function type"
      : method.throughType
      ? method.receiverName
        ? `called through its type, the method takes its receiver \`${method.receiverName}\` as the first argument, then one value per parameter after it`
        : `pass one value per parameter of '${method.name}'`
      : !method.receiver
      ? "pass one value per parameter of the field's function type"
      : tooMany
        ? `the receiver before the \`.\` is its \`${self}\`: pass only the parameters after it`
        : `pass a value for each parameter after \`${self}\` (the receiver before the \`.\` is \`${self}\`)`;
    // The parameters a call of a method declared once leaves out (104d K3).
    const missing = !tooMany && method.receiver && method.declaredParams ? method.declaredParams.slice(positional.length) : [];
    const named = missing.length > 0 ? `; missing ${missing.map((p) => `\`${p.name ? `${p.name}: ` : ""}${display(p.type)}\``).join(", ")}` : "";
    sink.report("E1010", open, message, { phase: "types", help: `${help}${named}` });
    return;
  }
  const params = method.params ?? [];
  const check = (param: Param, actual: Type, arg: AstNode, label: string) => {
    if (!param.typed) return;
    checkAssignable(sink, actual, param.type, arg, open, `${label} of '${method.name}' must be`, (a, e) => fitsByDeclaration(w, a, e), mixedPartsOf(w, arg));
  };
  // With names, the positional arguments fill the parameters no argument names, in order.
  const names = new Set(facts.named.map((n) => n.get("name")?.leafText));
  const unnamed = method.byName ? params.filter((p) => !names.has(p.name)) : params;
  positional.forEach((arg, i) => {
    const param = unnamed[i];
    if (param) check(param, argTypes[i] ?? UNKNOWN, arg, argumentLabel(i, param.name));
  });
  if (!method.byName) return;
  let unknownName = false;
  facts.named.forEach((n, i) => {
    const name = n.get("name")?.leafText ?? "";
    const value = n.get("value");
    const param = params.find((p) => p.name === name);
    if (param && value) check(param, facts.namedTypes[i] ?? UNKNOWN, value, `argument '${name}'`);
    if (param) return;
    unknownName = true;
    const names = params.map((p) => p.name).join(", ");
    const near = nearestName(name, params.map((p) => p.name));
    sink.report("E1002", open, `'${method.name}' has no parameter named '${name}' (its parameters are ${names || "none"}${method.receiver ? ` besides ${self}` : ""}), so \`${name} = …\` is not an argument it accepts`, {
      phase: "types",
      help: near ? `did you mean \`${near} = …\`?` : `name one of its parameters: ${names || "it takes none"}`,
    });
  });
  if (!unknownName) missingParameters(sink, method.variant ? `the variant '${method.name}'` : `'${method.name}'`, params, positional.length, facts.named, open);
}

/**
 * A call by name that gives no value to some parameter (`amber_fn(secs = 4)`
 * for `(secs: Int, flashing: Bool)`): E1010, as the positional call with one
 * argument too few is (every parameter is required, §6.4).
 */
function missingParameters(sink: Sink, what: string, params: readonly Param[], positional: number, named: readonly AstNode[], open: AstNode): void {
  if (params.some((p) => p.optional || p.variadic || p.name === "")) return;
  const given = new Set(named.map((n) => n.get("name")?.leafText));
  // The positional arguments fill the parameters no argument names, in order, wherever they stand
  // (`f(a = 1, 2, c = 3)` gives `b` its 2; 86a D2: `b` was reported missing).
  const unnamed = params.filter((p) => !given.has(p.name));
  if (positional > unnamed.length) {
    // `add(a = 1, b = 2, 3)`: no parameter is left for some positional arguments (87a D6).
    const total = positional + named.length;
    const left = unnamed.length === 0 ? "no parameter is" : `only ${unnamed.map((p) => `'${p.name}'`).join(", ")} ${unnamed.length === 1 ? "is" : "are"}`;
    sink.report("E1010", open, `${what} takes ${params.length} argument(s) but ${total} were given: ${left} left for ${positional} positional argument(s)`, {
      phase: "types",
      help: `remove ${positional - unnamed.length} positional argument(s), or name each value once`,
    });
    return;
  }
  const missing = unnamed.slice(positional);
  if (missing.length === 0) return;
  const list = missing.map((p) => `'${p.name}'`).join(", ");
  sink.report("E1010", open, `${what} is called without ${missing.length === 1 ? "a value for its parameter" : "values for its parameters"} ${list}`, {
    phase: "types",
    help: `pass ${missing.map((p) => `\`${p.name} = …\``).join(", ")} too`,
  });
}

type FunctionCallee = Extract<Callee, { kind: "fn" }>;

/** Two arguments of a generic call that make one type parameter two types (§6.6): E1002 at the call's `(`. */
function conflictingArguments(sink: Sink, name: string, conflict: ParamConflict | null, open: AstNode): void {
  if (!conflict) return;
  const { first, second } = conflict;
  sink.report(
    "E1002",
    open,
    `type parameter '${conflict.name}' of '${name}' is ${display(first.type)} by ${argumentWitness(first)} but ${display(second.type)} by ${argumentWitness(second)}`,
    { phase: "types", help: `pass arguments of one type for '${conflict.name}', or convert one of them` },
  );
}

/** What fixed a type parameter: an argument, or what a lambda passed returns (its parameters are typed by the call). */
function argumentWitness(witness: ParamConflict["first"]): string {
  return witness.lambdaResult ? `what the lambda of argument ${witness.arg + 1} returns` : `argument ${witness.arg + 1}`;
}

/** One argument against its parameter: E1002 at the call's `(`. */
function checkArgument(sink: Sink, w: Walker, callee: FunctionCallee, sig: Signature, param: Param, actual: Type, arg: AstNode, open: AstNode, which: string): void {
  if (!param.typed || param.variadic) return;
  const what = `${which} of '${callee.name}' must be`;
  // The std tables write `&` where a parameter is only read, not always (`parse_float(s: String)`): a borrow
  // of the value fits a std parameter either way.
  if (callee.std) checkStdArgument(sink, actual.k === "ref" ? actual.inner : actual, param.type, arg, open, what);
  else if (sig.generic) checkShape(sink, actual, param.type, arg, open, what, (a, e) => fitsByDeclaration(w, a, e));
  else checkAssignable(sink, actual, param.type, arg, open, what, (a, e) => fitsByDeclaration(w, a, e), mixedPartsOf(w, arg));
}

/** What fits a std parameter that is a container of type parameters (`&List<T>`, `&Result(T, E)`, `Dict`). */
const CONTAINER_FITS: Partial<Record<Type["k"], ReadonlySet<Type["k"]>>> = {
  list: new Set(["list", "range", "set"]),
  set: new Set(["set", "list"]),
  dict: new Set(["dict"]),
  result: new Set(["result"]),
  option: new Set(["option"]),
};

/** Kinds of values whose shape is certain (an opaque, interface or shared value may be anything). */
const DEFINITE: ReadonlySet<Type["k"]> = new Set(["prim", "list", "dict", "set", "tuple", "range", "option", "result", "fn", "record", "meta"]);

/**
 * A std argument: a container parameter (`list: &List`, `self: &Result(T, E)`)
 * takes only that container, whatever its element types; any other
 * parameter is compared like a generic function's (§7.4: `item: Any` and
 * the type parameters are unchecked).
 */
function checkStdArgument(sink: Sink, actual: Type, expected: Type, arg: AstNode, open: AstNode, what: string): void {
  const e = deref(expected);
  const a = deref(actual);
  const fits = CONTAINER_FITS[e.k];
  // A user-declared `Result` (types.ts resultParts) is what `self: &Result(T, E)` takes.
  if (e.k === "result" && a.k === "record" && resultParts(a)) return;
  if (!fits) {
    checkShape(sink, actual, expected, arg, open, what);
  } else if (DEFINITE.has(a.k) && !fits.has(a.k)) {
    // The element types are the function's type parameters: name the container only.
    const container = display(e).replace(/\(\?(, \?)*\)/, "");
    sink.report("E1002", open, `${what} a ${container}, but the value is ${display(actual)}`, { phase: "types" });
  } else if (fullyKnown(a) && fullyKnown(e)) {
    checkShape(sink, actual, expected, arg, open, what);
  }
}

/**
 * A named argument in a call to a std function whose parameters have no
 * such name (`assert.assert(x = 1.0, "m")`): std functions are natives
 * with positional parameters (diagnostics.md §7.4), so the call cannot be
 * matched: E1002 naming the argument, and nothing about the others.
 */
function unknownNamedArgument(sink: Sink, callee: string, sig: Signature, named: readonly AstNode[], open: AstNode, scope: Scope, std: boolean): void {
  const bad = named.find((n) => !sig.params.some((p) => p.name === n.get("name")?.leafText)) as AstNode;
  const name = bad.get("name")?.leafText ?? "";
  const params = sig.params.map((p) => p.name).join(", ");
  const comparison = scope.lookup(name) !== undefined ? `; to compare, write \`${name} == …\`` : "";
  const near = std ? undefined : nearestName(name, sig.params.map((p) => p.name));
  sink.report("E1002", open, `'${callee}' has no parameter named '${name}' (its parameters are ${params || "none"}), so \`${name} = …\` is not an argument it accepts${comparison}`, {
    phase: "types",
    help: std ? `pass the arguments by position: \`${callee}(${params})\`` : near ? `did you mean \`${near} = …\`?` : `name one of its parameters: ${params || "it takes none"}`,
  });
}

function construct(sink: Sink, w: Walker, call: AstNode, open: AstNode, decl: RecordDecl, positional: readonly AstNode[], named: readonly AstNode[], scope: Scope): void {
  unknownFields(sink, decl, named);
  if (decl.params) {
    instantiate(sink, w, call, decl, positional, scope);
    return;
  }
  const total = decl.fields.length;
  const required = decl.fields.filter((f) => !f.hasDefault).length;
  if (named.length === 0) {
    if (positional.length < required || positional.length > total) {
      const expected = required === total ? `${total}` : `${required} to ${total}`;
      sink.report("E1010", open, `the record '${decl.name}' takes ${expected} field value(s) but ${positional.length} ${positional.length === 1 ? "was" : "were"} given`, {
        phase: "types",
        help: `'${decl.name}' has the fields ${decl.fields.map((f) => (f.hasDefault ? `${f.name} (optional)` : f.name)).join(", ")}`,
      });
    }
  } else if (positional.length > 0) {
    // `P(x = 1, y = 2, 3)`: the positional values fill the fields no argument names; none is left for some (87a D6).
    const given = new Set(named.map((n) => n.get("name")?.leafText));
    const unnamed = decl.fields.filter((f) => !given.has(f.name));
    if (positional.length > unnamed.length) {
      const left = unnamed.length === 0 ? "no field is" : `only ${unnamed.map((f) => `'${f.name}'`).join(", ")} ${unnamed.length === 1 ? "is" : "are"}`;
      sink.report("E1010", open, `the record '${decl.name}' takes ${total} field value(s) but ${positional.length + named.length} were given: ${left} left for ${positional.length} positional value(s)`, {
        phase: "types",
        help: `remove ${positional.length - unnamed.length} positional value(s), or name each field once`,
      });
    }
  } else {
    const given = new Set(named.map((n) => n.get("name")?.leafText));
    const missing = decl.fields.filter((f) => !f.hasDefault && !given.has(f.name)).map((f) => f.name);
    if (missing.length > 0) {
      sink.report("E1002", open, `the record '${decl.name}' needs a value for ${missing.map((m) => `'${m}'`).join(", ")}`, {
        phase: "types",
        help: `name every field that has no default: add ${missing.map((m) => `\`${m} = …\``).join(", ")}`,
      });
    }
  }
}

/**
 * `Car(flor = 3)`: a named argument that names no field (nor method) of the
 * record. The spec is silent; left unreported, a misspelt optional field
 * would silently keep its default.
 */
function unknownFields(sink: Sink, decl: RecordDecl, named: readonly AstNode[]): void {
  for (const argument of named) {
    const name = argument.get("name");
    if (!name || decl.fields.some((f) => f.name === name.leafText) || decl.members.has(name.leafText)) continue;
    const fields = decl.fields.map((f) => (f.hasDefault ? `${f.name} (optional)` : f.name));
    const near = nearestName(name.leafText, decl.fields.map((f) => f.name));
    sink.report("E1042", name, `record '${decl.name}' has no field '${name.leafText}', so \`${name.leafText} = …\` sets nothing`, {
      phase: "types",
      help: `${near ? `did you mean '${near}'? ` : ""}${fields.length > 0 ? `'${decl.name}' has the fields ${fields.join(", ")}` : `'${decl.name}' has no fields`}`,
    });
  }
}

/**
 * `Member("Bo", "1")` with `limit: Int`: each value against its field's
 * declared type, as a function's arguments are against its parameters' (E1002
 * at the `(`). The reference does not check them (diagnostics.md §6.8 lists
 * it among its blind spots); a generic record's are not checked either.
 */
function fieldValues(sink: Sink, w: Walker, decl: RecordDecl, file: string, facts: CallFacts, instance?: Type, knownOnly = false): void {
  const { positional, named, argTypes, namedTypes, args: open } = facts;
  const names = new Set(named.map((n) => n.get("name")?.leafText));
  const unnamed = decl.fields.filter((f) => !names.has(f.name));
  const check = (field: FieldDecl | undefined, actual: Type, value: AstNode) => {
    if (!field?.typeNode) return;
    const expected = declaredFieldType(w, decl, file, field, instance);
    // `knownOnly`: a generic record's arguments are not known, only fields that use none of its type parameters are compared.
    if (knownOnly && !fullyKnown(expected)) return;
    checkAssignable(sink, actual, expected, value, open, `field '${field.name}' of '${decl.name}' must be`, (a, e) => fitsByDeclaration(w, a, e), mixedPartsOf(w, value));
  };
  // Too few values by position (E1010): which field each was meant for is not known, so none is compared (110b F4: a field
  // added to the record blamed the values after it, each for the field before it), as a function call with too few is not.
  const tooFew = named.length === 0 && positional.length < decl.fields.filter((f) => !f.hasDefault).length;
  if (positional.length <= unnamed.length && !tooFew) positional.forEach((arg, i) => check(unnamed[i], argTypes[i] ?? UNKNOWN, arg));
  named.forEach((n, i) => {
    const value = n.get("value");
    if (value) check(decl.fields.find((f) => f.name === n.get("name")?.leafText), namedTypes[i] ?? UNKNOWN, value);
  });
}

/** Whether `arg` names a parameter of an enclosing function. */
function isParameter(arg: AstNode, scope: Scope): boolean {
  return arg.type === "identifier" && scope.lookup(arg.leafText)?.kind === "param";
}

/**
 * The call with a literal in place of `arg`: the value of an immutable local
 * bound to one (`n = 3` → `SafeArray(Int, 3)`), else a placeholder to fill in
 * (a help read literally must not put `…` or a made-up size in code; 99b D3).
 */
function constantArgumentHelp(w: Walker, call: AstNode, arg: AstNode, scope: Scope): string {
  const text = w.context.text;
  const binding = arg.type === "identifier" ? scope.lookup(arg.leafText) : undefined;
  const bound = binding && binding.kind === "local" && !binding.mutable ? binding.decl.parent?.get("value") : undefined;
  const value = bound ? evaluate(bound, new Map()) : undefined;
  const literal = typeof value === "bigint" || typeof value === "boolean" ? String(value) : undefined;
  const written = (replacement: string) => `${text.slice(call.start, arg.start)}${replacement}${text.slice(arg.end, call.end)}`;
  if (literal !== undefined) return `write the value itself: \`${written(literal)}\``;
  return `write a literal (or an operation on literals) in its place: \`${written("<literal>")}\``;
}

/** E1062: `G(Int, 0)` where a field of G is `Assert(N > 0)`. */
function instantiate(sink: Sink, w: Walker, call: AstNode, decl: RecordDecl, args: readonly AstNode[], scope: Scope): void {
  const params = decl.params ?? [];
  if (decl.asserts.length === 0) return;
  const env = new Map<string, ConstValue>();
  params.forEach((p, i) => {
    const arg = args[i];
    if (p.isType || !arg) return;
    // The constants of a generic record are integers and Booleans (`N: Int`); a string or float there is no such constant.
    const evaluated = evaluate(arg, new Map());
    const v = typeof evaluated === "bigint" || typeof evaluated === "boolean" ? evaluated : undefined;
    if (v !== undefined) env.set(p.name, v);
    // The constraint needs a compile-time constant (§6.6: the reference reports E1002 for any other argument);
    // a parameter of the enclosing function (`Buf(Int, N)` in `make: (N: Int) -> …`) is one at each call of it.
    // (A name nothing declares is E1001 already, which says what to fix: not both; 88b D7.)
    else if (!isParameter(arg, scope) && !(arg.type === "identifier" && !scope.lookup(arg.leafText) && !w.referenceMode)) sink.report("E1002", arg, `the constant '${p.name}' of '${decl.name}' must be a compile-time constant (a literal or an operation on literals), but \`${w.context.text.slice(arg.start, arg.end)}\` is not`, { phase: "types", help: constantArgumentHelp(w, call, arg, scope) });
  });
  for (const predicate of decl.asserts) {
    if (evaluate(predicate, env) !== false) continue;
    const used = params.filter((p) => !p.isType && env.has(p.name)).map((p) => `${p.name} = ${String(env.get(p.name))}`);
    // Another file's predicate is read in that file's text (100d D3: it was read at its offsets in this one's), which the memo does not describe.
    if (decl.file !== w.context.file) w.memo?.volatile();
    const constraint = w.context.textIn(decl.file, predicate) ?? "";
    sink.report("E1062", call, `the constraint Assert(${constraint}) of '${decl.name}' does not hold for ${used.join(", ")}`, {
      phase: "types",
      related: [{ message: "the constraint is declared here", at: predicate, file: decl.file }],
    });
  }
}

/** `argument 2 ('by')`, or `argument 2` for a parameter without a name (`(Float) -> Float`). */
function argumentLabel(index: number, name: string): string {
  return name === "" ? `argument ${index + 1}` : `argument ${index + 1} ('${name}')`;
}
