// Calls (diagnostics.md §6.4-§6.6): what a call's callee is (a function with
// its signature, a record constructor, a method, something unknown), the
// type of the call, and the moves and borrows of its arguments. The rules on
// arity and argument types (E1010, E1002, E1062) judge the facts in
// src/check/calls.ts.
import type { AstNode } from "../../syntax/ast/ast.js";
import { preludeEntry } from "../modules/std-library.js";
import { stdMember, stdSignature } from "../types/std-signatures.js";
import { deref, UNKNOWN, type Param, type Type } from "../types/types.js";
import type { Callee } from "./checks.js";
import { memberOf, moduleOf } from "./members.js";
import { recordMember, recordReference } from "./occurrences.js";
import type { Scope } from "./scope.js";
import type { Walker } from "./walker.js";

/** Std functions whose arguments are borrowed, never moved (§6.7 rule 1, project rule). */
const PRINT_LIKE = new Set(["print", "println", "format"]);

export function inferCall(w: Walker, node: AstNode, scope: Scope): Type {
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
  w.checks?.call(w, { node, args, callee, positional, named, argTypes });
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
      if (!decl.params) {
        // Constructor fields take their values by value.
        const params: Param[] = decl.fields.map((f) => ({ name: f.name, type: UNKNOWN, typed: false, borrow: "none" }));
        w.ownership.callArguments(positional, params, undefined);
        for (const n of named) {
          const v = n.get("value");
          if (v) w.ownership.callArguments([v], [{ name: "", type: UNKNOWN, typed: false, borrow: "none" }], undefined);
        }
      }
      return { k: "record", name: decl.name, file };
    }
    case "fn": {
      const sig = callee.sig;
      if (!sig) return UNKNOWN;
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
      if (b) {
        w.ownership.read(fn, b, scope);
        recordReference(w, fn, scope, b, b.type);
      }
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
    // (The alias is recorded when `w.expr` walks the member access.)
    const module = moduleOf(w, object, scope, false);
    if (module) {
      const t = w.expr(fn, scope);
      // `geometry.Point(…)`: a record type of the module is its constructor.
      const record = module.file ? w.context.declarationsOf(module.file)?.types.get(field.leafText) : undefined;
      if (t.k === "meta" && record?.kind === "record" && module.file) return { kind: "record", decl: record, file: module.file };
      if (module.std) {
        const e = stdMember(module.module, field.leafText);
        return { kind: "fn", name: `${module.module.replace(/^std\./, "")}.${field.leafText}`, sig: e ? stdSignature(e) : null, std: true, checkTypes: true };
      }
      return { kind: "fn", name: field.leafText, sig: t.k === "fn" ? t.sig : null, std: false, checkTypes: true };
    }
    // A method call: the receiver is read (not moved) and arguments are not checked.
    const receiver = w.expr(object, scope);
    const member = w.resolvedMember(field, object, receiver, memberOf(w, receiver, field.leafText));
    const result = member.k === "fn" ? member.sig.result : UNKNOWN;
    return { kind: "unknown", result: deref(receiver).k === "record" ? result : UNKNOWN };
  }
  w.expr(fn, scope);
  return { kind: "unknown", result: UNKNOWN };
}
