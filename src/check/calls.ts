// Calls (diagnostics.md §6.4-§6.6): arity of user functions and record
// constructors (E1010 at the `(`), argument types against known parameter
// types (E1002 at the `(`), missing named constructor fields (E1002), and
// const-generic `Assert` constraints of generic record instantiations
// (E1062). Std calls are type-checked only for a callee that one std module
// defines, never counted; method calls are not checked (as in the reference).
import { preludeEntry } from "../analysis/std-library.js";
import type { AstNode } from "./ast.js";
import { evaluate, type ConstValue } from "./const-eval.js";
import { borrowOf } from "./annotations.js";
import type { FieldDecl, RecordDecl } from "./declarations.js";
import { memberOfExpression, moduleOf } from "./members.js";
import type { Scope } from "./scope.js";
import { stdMember, stdSignature } from "./std-signatures.js";
import { deref, display, fullyKnown, UNKNOWN, type Param, type Signature, type Type } from "./types.js";
import type { Walker } from "./walker.js";

type Callee =
  | { kind: "fn"; name: string; sig: Signature | null; std: boolean; checkTypes: boolean }
  | { kind: "record"; decl: RecordDecl; file: string }
  | { kind: "unknown"; result: Type };

/** Std functions whose arguments are borrowed, never moved (§6.7 rule 1, project rule). */
const PRINT_LIKE = new Set(["print", "println", "format"]);

export function checkCall(w: Walker, node: AstNode, scope: Scope): Type {
  const fn = node.get("function");
  const args = node.get("arguments");
  if (!fn || !args) return UNKNOWN;
  const callee = resolveCallee(w, fn, scope);
  const argNodes = args.namedChildren;
  const positional = argNodes.filter((a) => a.type !== "named_argument");
  const named = argNodes.filter((a) => a.type === "named_argument");
  const argTypes = positional.map((a) => argumentType(w, a, scope));
  const namedTypes = named.map((n) => {
    const v = n.get("value");
    return v ? argumentType(w, v, scope) : UNKNOWN;
  });
  const open = args;
  switch (callee.kind) {
    case "record":
      return construct(w, node, open, callee.decl, callee.file, positional, named, scope);
    case "fn": {
      const sig = callee.sig;
      if (!sig) return UNKNOWN;
      const arityWrong =
        sig.checkArity && named.length === 0 && !sig.params.some((p) => p.optional || p.variadic) && positional.length !== sig.params.length;
      if (arityWrong) {
        w.sink.report(
          "E1010",
          open,
          `'${callee.name}' takes ${sig.params.length} argument(s) but ${positional.length} ${positional.length === 1 ? "was" : "were"} given`,
          { phase: "types" },
        );
      }
      const free = positionalParams(sig, named);
      if (!arityWrong && callee.checkTypes && sig.checkTypes) {
        if (free) {
          positional.forEach((arg, i) => {
            const param = free[i];
            if (param) checkArgument(w, callee, sig, param, argTypes[i] ?? UNKNOWN, arg, open, `argument ${i + 1} ('${param.name}')`);
          });
          named.forEach((n, i) => {
            const param = sig.params.find((p) => p.name === n.get("name")?.leafText);
            const value = n.get("value");
            if (param && value) checkArgument(w, callee, sig, param, namedTypes[i] ?? UNKNOWN, value, open, `argument '${param.name}'`);
          });
        } else if (callee.std) {
          unknownNamedArgument(w, callee.name, sig, named, open, scope);
        }
      }
      w.ownership.callArguments(positional, callee.name && PRINT_LIKE.has(callee.name) && callee.std ? null : (free ?? []), scope);
      return sig.result;
    }
    default:
      return callee.result;
  }
}

/** An argument's type; a bare `{}` is an empty block or an empty dictionary: unknown (§6.5). */
function argumentType(w: Walker, arg: AstNode, scope: Scope): Type {
  return arg.type === "block" && arg.namedChildren.length === 0 ? UNKNOWN : w.expr(arg, scope);
}

/**
 * The parameters the positional arguments fill, in order: those no named
 * argument names. Null when a named argument names no parameter (then which
 * argument is which is unknown).
 */
function positionalParams(sig: Signature, named: readonly AstNode[]): readonly Param[] | null {
  if (named.length === 0) return sig.params;
  const names = named.map((n) => n.get("name")?.leafText ?? "");
  if (names.some((name) => !sig.params.some((p) => p.name === name))) return null;
  return sig.params.filter((p) => !names.includes(p.name));
}

/** One argument against its parameter: E1002 at the call's `(`. */
function checkArgument(w: Walker, callee: Extract<Callee, { kind: "fn" }>, sig: Signature, param: Param, actual: Type, arg: AstNode, open: AstNode, which: string): void {
  if (!param.typed || param.variadic) return;
  const what = `${which} of '${callee.name}' must be`;
  if (callee.std) checkStdArgument(w, actual, param.type, arg, open, what);
  else if (sig.generic) w.checkShape(actual, param.type, arg, open, what);
  else w.checkAssignable(actual, param.type, arg, open, what);
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
function checkStdArgument(w: Walker, actual: Type, expected: Type, arg: AstNode, open: AstNode, what: string): void {
  const e = deref(expected);
  const a = deref(actual);
  const fits = CONTAINER_FITS[e.k];
  if (!fits) {
    w.checkShape(actual, expected, arg, open, what);
  } else if (DEFINITE.has(a.k) && !fits.has(a.k)) {
    // The element types are the function's type parameters: name the container only.
    const container = display(e).replace(/\(\?(, \?)*\)/, "");
    w.sink.report("E1002", open, `${what} a ${container}, but the value is ${display(actual)}`, { phase: "types" });
  } else if (fullyKnown(a) && fullyKnown(e)) {
    w.checkShape(actual, expected, arg, open, what);
  }
}

/**
 * A named argument in a call to a std function whose parameters have no
 * such name (`assert.assert(x = 1.0, "m")`): std functions are natives
 * with positional parameters (diagnostics.md §7.4), so the call cannot be
 * matched: E1002 naming the argument, and nothing about the others.
 */
function unknownNamedArgument(w: Walker, callee: string, sig: Signature, named: readonly AstNode[], open: AstNode, scope: Scope): void {
  const bad = named.find((n) => !sig.params.some((p) => p.name === n.get("name")?.leafText)) as AstNode;
  const name = bad.get("name")?.leafText ?? "";
  const params = sig.params.map((p) => p.name).join(", ");
  const comparison = scope.lookup(name) !== undefined ? `; to compare, write \`${name} == …\`` : "";
  w.sink.report("E1002", open, `'${callee}' has no parameter named '${name}' (its parameters are ${params || "none"}), so \`${name} = …\` is not an argument it accepts${comparison}`, {
    phase: "types",
    help: `pass the arguments by position: \`${callee}(${params})\``,
  });
}

function resolveCallee(w: Walker, fn: AstNode, scope: Scope): Callee {
  if (fn.type === "identifier") {
    const name = fn.leafText;
    const b = scope.lookup(name);
    if (b?.kind === "type" || (!b && w.context.lookupType(name))) {
      const found = w.context.lookupType(name);
      if (b) w.ownership.read(fn, b, scope);
      if (found?.decl.kind === "record") return { kind: "record", decl: found.decl, file: found.file };
      return { kind: "unknown", result: UNKNOWN };
    }
    const t = w.expr(fn, scope);
    if (b) {
      const sig = b.sig ?? (t.k === "fn" ? t.sig : null);
      const std = b.kind === "import" && b.std === true;
      return { kind: "fn", name, sig, std, checkTypes: !std || b.stdUnique === true };
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
    const module = moduleOf(w, object, scope);
    if (module) {
      const t = w.expr(fn, scope);
      if (module.std) {
        const e = stdMember(module.module, field.leafText);
        return { kind: "fn", name: `${module.module.replace(/^std\./, "")}.${field.leafText}`, sig: e ? stdSignature(e) : null, std: true, checkTypes: true };
      }
      return { kind: "fn", name: field.leafText, sig: t.k === "fn" ? t.sig : null, std: false, checkTypes: true };
    }
    // A method call: the receiver is read (not moved) and arguments are not checked.
    const member = memberOfExpression(w, object, field, scope);
    const result = member.k === "fn" ? member.sig.result : UNKNOWN;
    return { kind: "unknown", result };
  }
  w.expr(fn, scope);
  return { kind: "unknown", result: UNKNOWN };
}

function construct(
  w: Walker,
  call: AstNode,
  open: AstNode,
  decl: RecordDecl,
  file: string,
  positional: AstNode[],
  named: AstNode[],
  scope: Scope,
): Type {
  if (decl.params) {
    instantiate(w, call, decl, positional);
    return { k: "record", name: decl.name, file };
  }
  const total = decl.fields.length;
  const required = decl.fields.filter((f) => !f.hasDefault).length;
  if (named.length === 0) {
    if (positional.length < required || positional.length > total) {
      const expected = required === total ? `${total}` : `${required} to ${total}`;
      w.sink.report("E1010", open, `the record '${decl.name}' takes ${expected} field value(s) but ${positional.length} ${positional.length === 1 ? "was" : "were"} given`, {
        phase: "types",
        help: `'${decl.name}' has the fields ${decl.fields.map((f) => (f.hasDefault ? `${f.name} (optional)` : f.name)).join(", ")}`,
      });
    }
  } else if (positional.length === 0) {
    const given = new Set(named.map((n) => n.get("name")?.leafText));
    const missing = decl.fields.filter((f) => !f.hasDefault && !given.has(f.name)).map((f) => f.name);
    if (missing.length > 0) {
      w.sink.report("E1002", open, `the record '${decl.name}' needs a value for ${missing.map((m) => `'${m}'`).join(", ")}`, { phase: "types" });
    }
  }
  // Constructor fields take their values by value (§6.7 rule 1), or borrow them when typed `&T`.
  const field = (f: FieldDecl | undefined): Param => ({ name: f?.name ?? "", type: UNKNOWN, typed: false, borrow: borrowOf(f?.typeNode ?? null) });
  const values: AstNode[] = [...positional];
  const params: Param[] = positional.map((_, i) => field(decl.fields[i]));
  for (const n of named) {
    const value = n.get("value");
    if (!value) continue;
    values.push(value);
    params.push(field(decl.fields.find((f) => f.name === n.get("name")?.leafText)));
  }
  w.ownership.callArguments(values, params, scope);
  return { k: "record", name: decl.name, file };
}

/** E1062: `G(Int, 0)` where a field of G is `Assert(N > 0)`. */
function instantiate(w: Walker, call: AstNode, decl: RecordDecl, args: AstNode[]): void {
  const params = decl.params ?? [];
  if (decl.asserts.length === 0) return;
  const env = new Map<string, ConstValue>();
  params.forEach((p, i) => {
    const arg = args[i];
    if (p.isType || !arg) return;
    const v = evaluate(arg, new Map());
    if (v !== undefined) env.set(p.name, v);
  });
  for (const predicate of decl.asserts) {
    if (evaluate(predicate, env) !== false) continue;
    const used = params.filter((p) => !p.isType && env.has(p.name)).map((p) => `${p.name} = ${String(env.get(p.name))}`);
    // Another file's predicate is read at its offsets in this file's text (not described by the memo).
    if (decl.file !== w.context.file) w.memo?.volatile();
    const constraint = w.context.text.slice(predicate.start, predicate.end);
    w.sink.report("E1062", call, `the constraint Assert(${constraint}) of '${decl.name}' does not hold for ${used.join(", ")}`, {
      phase: "types",
      related: [{ message: "the constraint is declared here", at: predicate, file: decl.file }],
    });
  }
}
