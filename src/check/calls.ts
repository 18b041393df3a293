// Calls (diagnostics.md §6.4-§6.6): arity of user functions and record
// constructors (E1010 at the `(`), argument types against known parameter
// types (E1002 at the `(`), missing named constructor fields (E1002), and
// const-generic `Assert` constraints of generic record instantiations
// (E1062). Std calls are type-checked only for a callee that one std module
// defines, never counted; method calls are not checked (as in the reference).
// What the callee is comes from the walk (src/semantic/walk/calls.ts).
import type { AstNode } from "../syntax/ast/ast.js";
import type { CallFacts } from "../semantic/walk/checks.js";
import type { Walker } from "../semantic/walk/walker.js";
import { evaluate, type ConstValue } from "../semantic/types/const-eval.js";
import type { RecordDecl } from "../semantic/types/declarations.js";
import { UNKNOWN } from "../semantic/types/types.js";
import { checkAssignable, checkShape } from "./assignments.js";
import type { Sink } from "./context.js";

export function callRules(sink: Sink, w: Walker, facts: CallFacts): void {
  const { callee, args: open, positional, named, argTypes } = facts;
  switch (callee.kind) {
    case "record":
      construct(sink, w, facts.node, open, callee.decl, positional, named);
      return;
    case "fn": {
      const sig = callee.sig;
      if (!sig) return;
      if (sig.checkArity && named.length === 0 && !sig.params.some((p) => p.optional || p.variadic) && positional.length !== sig.params.length) {
        sink.report(
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
          if (sig.generic) checkShape(sink, argTypes[i] ?? UNKNOWN, param.type, arg, open, what);
          else checkAssignable(sink, argTypes[i] ?? UNKNOWN, param.type, arg, open, what);
        });
      }
      return;
    }
    default:
      return;
  }
}

function construct(sink: Sink, w: Walker, call: AstNode, open: AstNode, decl: RecordDecl, positional: readonly AstNode[], named: readonly AstNode[]): void {
  if (decl.params) {
    instantiate(sink, w, call, decl, positional);
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
  } else if (positional.length === 0) {
    const given = new Set(named.map((n) => n.get("name")?.leafText));
    const missing = decl.fields.filter((f) => !f.hasDefault && !given.has(f.name)).map((f) => f.name);
    if (missing.length > 0) {
      sink.report("E1002", open, `the record '${decl.name}' needs a value for ${missing.map((m) => `'${m}'`).join(", ")}`, { phase: "types" });
    }
  }
}

/** E1062: `G(Int, 0)` where a field of G is `Assert(N > 0)`. */
function instantiate(sink: Sink, w: Walker, call: AstNode, decl: RecordDecl, args: readonly AstNode[]): void {
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
    sink.report("E1062", call, `the constraint Assert(${constraint}) of '${decl.name}' does not hold for ${used.join(", ")}`, {
      phase: "types",
      related: [{ message: "the constraint is declared here", at: predicate, file: decl.file }],
    });
  }
}
