// Calls (diagnostics.md §6.4-§6.6): arity of user functions and record
// constructors (E1010 at the `(`), argument types against known parameter
// types (E1002 at the `(`), missing named constructor fields (E1002), and
// const-generic `Assert` constraints of generic record instantiations
// (E1062). Std calls are type-checked only for a callee that one std module
// defines, never counted; method calls are not checked (as in the reference).
import { preludeEntry } from "../semantic/modules/std-library.js";
import type { AstNode } from "../syntax/ast/ast.js";
import { evaluate, type ConstValue } from "../semantic/types/const-eval.js";
import type { RecordDecl } from "../semantic/types/declarations.js";
import { memberOf, moduleOf } from "./members.js";
import type { Scope } from "../semantic/walk/scope.js";
import { stdMember, stdSignature } from "../semantic/types/std-signatures.js";
import { deref, UNKNOWN, type Param, type Signature, type Type } from "../semantic/types/types.js";
import type { Walker } from "../semantic/walk/walker.js";

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
  const argTypes = positional.map((a) => w.expr(a, scope));
  for (const n of named) {
    const v = n.get("value");
    if (v) w.expr(v, scope);
  }
  const open = args;
  switch (callee.kind) {
    case "record":
      return construct(w, node, open, callee.decl, callee.file, positional, named);
    case "fn": {
      const sig = callee.sig;
      if (!sig) return UNKNOWN;
      if (sig.checkArity && named.length === 0 && !sig.params.some((p) => p.optional || p.variadic) && positional.length !== sig.params.length) {
        w.sink.report(
          "E1010",
          open,
          `'${callee.name}' takes ${sig.params.length} argument(s) but ${positional.length} ${positional.length === 1 ? "was" : "were"} given`,
          { phase: "types" },
        );
      } else if (callee.checkTypes && sig.checkTypes) {
        positional.forEach((arg, i) => {
          const param = sig.params[i];
          if (!param || !param.typed || param.variadic) return;
          const what = `argument ${i + 1} ('${param.name}') of '${callee.name}' must be`;
          if (sig.generic) w.checkShape(argTypes[i] ?? UNKNOWN, param.type, arg, open, what);
          else w.checkAssignable(argTypes[i] ?? UNKNOWN, param.type, arg, open, what);
        });
      }
      w.ownership.callArguments(positional, callee.name && PRINT_LIKE.has(callee.name) && callee.std ? null : sig.params, scope);
      return sig.result;
    }
    default:
      return callee.result;
  }
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
    const receiver = w.expr(object, scope);
    const member = memberOf(w, receiver, field);
    const result = member.k === "fn" ? member.sig.result : UNKNOWN;
    return { kind: "unknown", result: deref(receiver).k === "record" ? result : UNKNOWN };
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
  // Constructor fields take their values by value.
  const params: Param[] = decl.fields.map((f) => ({ name: f.name, type: UNKNOWN, typed: false, borrow: "none" }));
  w.ownership.callArguments(positional, params, undefined);
  for (const n of named) {
    const v = n.get("value");
    if (v) w.ownership.callArguments([v], [{ name: "", type: UNKNOWN, typed: false, borrow: "none" }], undefined);
  }
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
