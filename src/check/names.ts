// Name resolution and re-binding (diagnostics.md §6.2, rules R1-R12):
// E1001 (unknown name), E2020 (read after a bare/while block released it),
// E2002 / E2010 / E2013 (re-binding and explicit re-declaration), E2016 (an
// assignment inside an expression to a name that is not `mut`, R12).
import { preludeEntry } from "../semantic/modules/std-library.js";
import type { AstNode } from "../syntax/ast/ast.js";
import type { BraceInterpolation } from "./fstrings.js";
import { primitiveNamed } from "../semantic/types/annotations.js";
import { isValueBinding, type Binding, type Scope } from "../semantic/walk/scope.js";
import { preludeType } from "../semantic/types/std-signatures.js";
import { compatible, UNKNOWN, type Signature, type Type } from "../semantic/types/types.js";
import type { Walker } from "../semantic/walk/walker.js";

/** Primitive type names that denote types when used as values (§6.5, §7.2). */
const TYPE_VALUES = new Set(["Int", "Float", "Bool", "String", "Char", "Void", "Never", "Type", "int", "float", "bool", "string", "char", "void", "never"]);

/** A read of `name`: its binding's type, a prelude entry, or E1001/E2020. */
export function resolveRead(w: Walker, node: AstNode, scope: Scope): Type {
  const name = node.leafText;
  if (name === "" || node.missing) return UNKNOWN;
  const binding = scope.lookup(name);
  if (binding) {
    w.ownership.read(node, binding, scope);
    return binding.type;
  }
  if (TYPE_VALUES.has(name) || primitiveNamed(name)) return { k: "meta" };
  // The prelude is the std short names and `Native` (§7.3); `some`/`ok` are not values in the reference.
  if (name === "Native") return UNKNOWN;
  if (preludeEntry(name)) return preludeType(name);
  if (w.matchArms > 0) return UNKNOWN;
  const released = scope.releasedBinding(name);
  if (released) {
    w.sink.report("E2020", node, `'${name}' was declared inside a block that has ended, so it no longer exists here`, {
      phase: "ownership",
      related: [{ message: `'${name}' is declared here`, at: released.decl, file: w.context.file }],
      help: "Declare the variable before the block (with `mut` if the block updates it) and assign it inside the block.",
    });
    return UNKNOWN;
  }
  w.sink.report("E1001", node, `'${name}' is not defined here: no enclosing scope, import or prelude entry declares it`, { phase: "names" });
  return UNKNOWN;
}

/**
 * The leading name of an f-string's `{{ … }}`, which the reference reads as
 * an interpolation (fstrings.ts): E1001 when nothing declares it.
 */
export function resolveBraceRead(w: Walker, b: BraceInterpolation, scope: Scope): void {
  const name = b.name;
  if (scope.lookup(name) || TYPE_VALUES.has(name) || primitiveNamed(name) || name === "Native" || preludeEntry(name) || w.matchArms > 0) return;
  if (scope.releasedBinding(name)) return;
  w.sink.report(
    "E1001",
    { start: b.start, end: b.end },
    `'${name}' is not defined here: the compiler reads \`{{${name}…}}\` in an f-string as an interpolation of '${name}', not as literal braces`,
    { phase: "names", help: "define the name, or build the text without `{{` (e.g. concatenate \"{\" + …)" },
  );
}

/** The visible value binding of `name` (functions, types and imports are not re-bindable values). */
function visibleValue(scope: Scope, name: string): Binding | undefined {
  const b = scope.lookup(name);
  return b && isValueBinding(b) ? b : undefined;
}

/** `x = v` (R3-R7). Declares, re-binds or assigns, and reports E2010/E2002 for an outer immutable name. */
export function checkPlainBinding(
  w: Walker,
  statement: AstNode,
  target: AstNode,
  scope: Scope,
  init: { type: Type; own: Binding["own"]; sig: Signature | null },
): void {
  const name = target.leafText;
  if (name === "_" || name === "") return;
  const found = visibleValue(scope, name);
  const kind = scope.kind === "module" ? "value" : "local";
  if (!found) {
    w.bind(scope, name, kind, target, init);
    return;
  }
  if (found.scope === scope) {
    // R4: re-binding in the declaring block (an assignment when `mut`).
    w.touch(found);
    rebind(found, init);
    return;
  }
  if (found.mutable) {
    // R5: assignment to an enclosing `mut` binding.
    w.touch(found);
    found.moved = null;
    return;
  }
  if (found.moved) {
    // R6: the old value is gone; this declares a new local.
    w.bind(scope, name, kind, target, init);
    return;
  }
  // R7.
  const code = scope.kind === "bare" ? "E2002" : "E2010";
  const message =
    code === "E2002"
      ? `'${name}' is already bound in the enclosing block, and a bare block shares it: this re-binds an immutable name`
      : `'${name}' is immutable and bound in an enclosing scope: declare it \`mut\` to assign it here`;
  w.sink.report(code, statement, message, {
    phase: "names",
    related: [{ message: `'${name}' is bound here`, at: found.decl, file: w.context.file }],
  });
}

function rebind(found: Binding, init: { type: Type; own: Binding["own"]; sig: Signature | null }): void {
  found.moved = null;
  if (found.mutable) {
    // An assignment keeps the declared type; a different one makes it unknown.
    if (!compatible(init.type, found.type)) found.type = UNKNOWN;
    return;
  }
  found.type = init.type;
  found.own = init.own;
  found.sig = init.sig;
}

/** `mut x = v`, `x: T = v` (R8): never an assignment. */
export function checkExplicitDeclaration(w: Walker, statement: AstNode, target: AstNode, scope: Scope): void {
  const name = target.leafText;
  // At the top level the reference accepts re-declarations (a clean snippet does `x = 10` then `mut x = 20`).
  if (name === "_" || name === "" || scope.kind === "module") return;
  const same = scope.names.get(name);
  if (same && isValueBinding(same)) {
    w.sink.report("E2002", statement, `'${name}' is already declared in this block`, {
      phase: "names",
      related: [{ message: `first declaration of '${name}'`, at: same.decl, file: w.context.file }],
    });
    return;
  }
  const outer = scope.parent ? visibleValue(scope.parent, name) : undefined;
  if (!outer) return;
  const code = scope.kind === "bare" ? "E2002" : "E2013";
  const message =
    code === "E2002"
      ? `'${name}' is already declared in the enclosing block, which a bare block shares`
      : `this declaration of '${name}' would shadow the binding of an enclosing scope`;
  w.sink.report(code, statement, message, {
    phase: "names",
    related: [{ message: `'${name}' is bound here`, at: outer.decl, file: w.context.file }],
  });
}

/** `for x in …` (R9): the loop variable may not hide a visible local, parameter or top-level value. */
export function checkLoopVariable(w: Walker, variable: AstNode, scope: Scope): void {
  const name = variable.leafText;
  if (name === "_" || name === "") return;
  const outer = visibleValue(scope, name);
  if (!outer) return;
  w.sink.report("E2013", variable, `the loop variable '${name}' would shadow a binding that is visible here`, {
    phase: "names",
    related: [{ message: `'${name}' is bound here`, at: outer.decl, file: w.context.file }],
  });
}

/** R12: `x = v` written inside a larger expression (`y = (x = 2)`, a lambda body `x = a`). */
export function checkExpressionAssignment(
  w: Walker,
  _node: AstNode,
  left: AstNode,
  right: AstNode | null,
  scope: Scope,
  statementLevel: boolean,
): void {
  const name = left.leafText;
  if (name === "_" || statementLevel) return;
  const b = scope.lookup(name);
  if (!b || !isValueBinding(b)) return;
  if (b.mutable || b.own === "linear") {
    w.touch(b);
    b.moved = null;
    return;
  }
  w.sink.report("E2016", right ?? left, `'${name}' is not mutable, so it cannot be assigned here`, {
    phase: "ownership",
    related: [{ message: `'${name}' is bound here without \`mut\``, at: b.decl, file: w.context.file }],
  });
}
