// Name resolution and the classification of binding sites (diagnostics.md
// §6.2, rules R1-R12): what a name read resolves to, and whether `x = v`,
// `mut x = v`, `x: T = v`, `for x in …` or an assignment inside an
// expression declares a new binding, re-binds or assigns one. This is the
// one place that decides it: the checker's rules (src/check/names.ts) judge
// the outcome, the model records it as a definition or a write.
import { AstNode } from "../../syntax/ast/ast.js";
import { preludeEntry } from "../modules/std-library.js";
import { isPreludeValue } from "../model/builtins.js";
import { primitiveNamed } from "../types/annotations.js";
import { preludeType } from "../types/std-signatures.js";
import { compatible, UNKNOWN, type Signature, type Type } from "../types/types.js";
import type { BindingFacts, BindingOutcome } from "./checks.js";
import { recordDefinition, recordEvent, recordMember, recordReference, recordWrite } from "./occurrences.js";
import { isValueBinding, type Binding, type Scope } from "./scope.js";
import type { Walker } from "./walker.js";

/** Primitive type names that denote types when used as values (§6.5, §7.2). */
const TYPE_VALUES = new Set(["Int", "Float", "Bool", "String", "Char", "Void", "Never", "Type", "int", "float", "bool", "string", "char", "void", "never"]);

/** A read of `name`: its binding's type, a prelude entry, or nothing (E1001/E2020 candidates). */
export function resolveRead(w: Walker, node: AstNode, scope: Scope): Type {
  const name = node.leafText;
  if (name === "" || node.missing) return UNKNOWN;
  const binding = scope.lookup(name);
  if (binding) {
    w.ownership.read(node, binding, scope);
    recordReference(w, node, scope, binding, binding.type);
    return binding.type;
  }
  if (TYPE_VALUES.has(name) || primitiveNamed(name)) {
    recordReference(w, node, scope, { kind: "builtin-type", name }, { k: "meta" });
    return { k: "meta" };
  }
  // A local of a closed bare or `while` block stays visible to the reference's checker (R2), so it hides a
  // prelude entry of its name (`{ max = 3 }` then `y = max` is E2020, not the std `max`; 87a D3).
  const released = scope.releasedBinding(name) ?? null;
  // The prelude is the std short names and `Native` (§7.3); `some`/`ok` are not values in the reference.
  if (!released && (name === "Native" || preludeEntry(name))) {
    const type = name === "Native" ? UNKNOWN : preludeType(name);
    recordReference(w, node, scope, { kind: "prelude", name }, type);
    return type;
  }
  // `north => east`: a variant of a variant set in scope, as the reference lets an arm read it; a use of that variant.
  const variant = w.matchArms > 0 ? w.armVariant(name) : undefined;
  if (variant) {
    recordMember(w, node, node, variant.resolution, UNKNOWN);
    return variant.type;
  }
  // A read after the bare or `while` block that declared the name ended (E2020) is still a use of that local:
  // its references list it, and a rename of the local keeps the read (and its diagnostic) with it.
  recordReference(w, node, scope, released ?? (isPreludeValue(name) ? { kind: "prelude", name } : { kind: "unresolved" }), UNKNOWN);
  w.checks?.unresolvedName(w, node, released, scope);
  return UNKNOWN;
}

/**
 * The visible binding of `name`, seen from `from`, that a binding site in
 * `site` may re-bind or hide (R4-R9). Inside a block, a top-level function,
 * type or import is an immutable binding of the top level like a top-level
 * value (§6.2 excludes only the prelude, R11): `distance = …` in a function
 * body assigns it (R7, E2010) rather than declaring a local. At the top level
 * itself, a value named like a function, type or import is another
 * declaration of the name (overloads, E2002, E5006 are judged elsewhere).
 */
function visibleValue(from: Scope, name: string, site: Scope, newScope = false): Binding | undefined {
  const b = from.lookup(name);
  if (!b) return undefined;
  if (isValueBinding(b)) return b;
  // A function, type or import of the top level; an import of an enclosing block too (`use std.io` in a
  // body binds `io` like a top-level one, §6.2 scope layer 4). `newScope`: the name is bound in a new
  // scope inside `site` (a loop variable), so `site` itself encloses it.
  const enclosingImport = b.kind === "import" && (newScope || b.scope !== site);
  return b.kind !== "placeholder" && site.kind !== "module" && (b.scope.kind === "module" || enclosingImport) ? b : undefined;
}

/**
 * `mut out = []` then `out = out + [row]`: a list that started empty takes
 * the element type of the first list of known elements assigned to it (from
 * there on in the walk, loops included: its elements are all of that type or
 * the program has an error elsewhere).
 */
function refineEmptyList(found: Binding, assigned: Type): void {
  if (found.type.k === "list" && found.type.elem.k === "unknown" && assigned.k === "list" && assigned.elem.k !== "unknown") found.type = assigned;
  // So does a generic record whose arguments were not known (`mut q = Queue([], 0)` then `q = push_task(q, t)`, a `Queue(Task)`; 57b D3).
  else if (found.type.k === "record" && assigned.k === "record" && found.type.name === assigned.name && found.type.file === assigned.file && !knownArgs(found.type) && knownArgs(assigned)) found.type = assigned;
}

/** A generic record instance with every argument known. */
function knownArgs(t: Extract<Type, { k: "record" }>): boolean {
  return t.args !== undefined && t.args.length > 0 && t.args.every((a) => a.k !== "unknown");
}

export interface BindingInit {
  readonly type: Type;
  readonly own: Binding["own"];
  readonly sig: Signature | null;
  /** A local function's parameters (Binding.parameters). */
  readonly parameters?: ReadonlyMap<string, AstNode>;
}

/** `x = v` (R3-R7): declares, re-binds or assigns. */
export function bindPlain(w: Walker, statement: AstNode, target: AstNode, scope: Scope, init: BindingInit): void {
  const name = target.leafText;
  if (name === "_" || name === "") return;
  const found = visibleValue(scope, name, scope);
  if (!found) {
    // R3.
    declare(w, statement, target, scope, init, null);
    return;
  }
  if (found.scope === scope) {
    // R4: re-binding in the declaring block (an assignment when `mut`).
    w.touch(found);
    rebind(w, found, init);
    recordWrite(w, target, statement, scope, found, "rebind", "plain");
    report(w, "rebind", "plain", statement, target, scope, found);
    return;
  }
  if (found.mutable) {
    // R5: assignment to an enclosing `mut` binding.
    w.touch(found);
    w.ownership.revive(found);
    refineEmptyList(found, init.type);
    recordWrite(w, target, statement, scope, found, "assign", "plain");
    report(w, "assign", "plain", statement, target, scope, found);
    return;
  }
  if (found.moved) {
    // R6: the old value is gone; this declares a new local.
    declare(w, statement, target, scope, init, found);
    return;
  }
  // R7.
  recordWrite(w, target, statement, scope, found, "assign-immutable", "plain");
  report(w, "assign-immutable", "plain", statement, target, scope, found);
}

function declare(w: Walker, statement: AstNode, target: AstNode, scope: Scope, init: BindingInit, previous: Binding | null): void {
  const b = w.bind(scope, target.leafText, scope.kind === "module" ? "value" : "local", target, init);
  recordDefinition(w, b, { statement, form: "plain" });
  recordEvent(w, target, statement, scope, target, "declare", "plain", previous);
}

function rebind(w: Walker, found: Binding, init: BindingInit): void {
  w.ownership.revive(found);
  if (found.mutable) {
    // An assignment keeps the declared type; a different one makes it unknown.
    if (!compatible(init.type, found.type)) found.type = UNKNOWN;
    else refineEmptyList(found, init.type);
    return;
  }
  found.type = init.type;
  found.own = init.own;
  found.sig = init.sig;
  found.parameters = init.parameters;
}

export interface Classified {
  readonly outcome: BindingOutcome;
  readonly previous: Binding | null;
}

const DECLARE: Classified = { outcome: "declare", previous: null };

/** `mut x = v`, `x: T = v` (R8): never an assignment. Classifies only; the caller binds. */
export function classifyExplicit(w: Walker, statement: AstNode, target: AstNode, scope: Scope): Classified {
  const name = target.leafText;
  // At the top level the reference accepts re-declarations (a clean snippet does `x = 10` then `mut x = 20`).
  if (name === "_" || name === "" || scope.kind === "module") return DECLARE;
  const same = scope.names.get(name);
  if (same && isValueBinding(same)) {
    report(w, "redeclare", "explicit", statement, target, scope, same);
    return { outcome: "redeclare", previous: same };
  }
  const outer = scope.parent ? visibleValue(scope.parent, name, scope) : undefined;
  if (!outer) return DECLARE;
  report(w, "shadow", "explicit", statement, target, scope, outer);
  return { outcome: "shadow", previous: outer };
}

/** `for x in …` (R9): the loop variable may not hide a visible local, parameter or top-level value. */
export function classifyLoopVariable(w: Walker, variable: AstNode, scope: Scope): Classified {
  const name = variable.leafText;
  if (name === "_" || name === "") return DECLARE;
  const outer = visibleValue(scope, name, scope, true);
  if (!outer) return DECLARE;
  report(w, "shadow", "loop", variable, variable, scope, outer);
  return { outcome: "shadow", previous: outer };
}

/** R12: `x = v` written inside a larger expression (`y = (x = 2)`, a lambda body `x = a`). */
export function expressionAssignment(w: Walker, node: AstNode, left: AstNode, right: AstNode | null, scope: Scope, statementLevel: boolean): void {
  const name = left.leafText;
  if (name === "_" || statementLevel) return;
  const b = scope.lookup(name);
  if (!b || !isValueBinding(b)) return;
  if (b.mutable || b.own === "linear") {
    w.touch(b);
    w.ownership.revive(b);
  }
  const outcome: BindingOutcome = b.scope === scope ? "rebind" : b.mutable ? "assign" : "assign-immutable";
  recordWrite(w, left, node, scope, b, outcome, "plain", right ?? left);
  if (w.checks) w.checks.binding(w, { outcome, form: "expression", statement: node, target: left, value: right, scope, previous: b });
}

function report(w: Walker, outcome: BindingOutcome, form: BindingFacts["form"], statement: AstNode, target: AstNode, scope: Scope, previous: Binding): void {
  if (w.checks) w.checks.binding(w, { outcome, form, statement, target, value: null, scope, previous });
}
