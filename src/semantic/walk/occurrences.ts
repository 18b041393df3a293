// What the walk records in the model as it resolves names: a definition for
// every binding it makes, a reference for every name it resolves, a member
// use for every `.member` and named constructor argument, and an event for
// every classified binding site (../model/recorder.ts). The walk and the
// model thus agree by construction: a statement the walk treats as a new
// binding is a definition in the model, one it treats as an assignment is a
// `write` of the binding it assigns.
import type { AstNode } from "../../syntax/ast/ast.js";
import type { BindingForm, BindingOutcome, DefinitionKind, MemberResolution, ReferenceRole } from "../model/model.js";
import { localName, memberName } from "../model/qualified-names.js";
import type { RefTarget, ScopeDraft } from "../model/recorder.js";
import { isNamedArgumentName, memberRole, roleOf } from "../model/roles.js";
import { UNKNOWN, type Type } from "../types/types.js";
import { isFunctionBinding } from "../types/function-binding.js";
import type { Binding, Scope } from "./scope.js";
import type { Walker } from "./walker.js";

/** How a binding's definition is written (what the model needs beyond the binding itself). */
export interface DefSite {
  /** The declaring statement, parameter or pattern (the definition's `declSpan`). */
  readonly statement: AstNode;
  readonly form: BindingForm;
  /** The model's kind; by default derived from the binding's kind. */
  readonly kind?: DefinitionKind;
  /**
   * Where lexical references start to see it: after `statement` (default),
   * from its start, from the start of the scope (parameters, patterns, loop
   * variables), or everywhere (hoisted top-level names).
   */
  readonly visible?: "end" | "start" | "scope" | "hoisted";
  /** The annotation (its text is the definition's signature). */
  readonly annotation?: { readonly start: number; readonly end: number } | null;
  /** A parameter's name in the function's annotation when its lambda head names it too. */
  readonly signatureName?: AstNode | null;
  readonly useOrdinal?: number | null;
  readonly importedName?: string | null;
}

/** Records the definition of `binding` (bound by the walk at its name token `binding.decl`). */
export function recordDefinition(w: Walker, binding: Binding, site: DefSite): void {
  const scope = binding.scope;
  const topLevel = scope.draft === null;
  const kind = site.kind ?? defaultKind(w, binding);
  const visible = site.visible ?? "end";
  w.recorder.define({
    name: binding.decl,
    kind,
    scope: scope.draft,
    decl: site.statement,
    visible:
      visible === "hoisted"
        ? null
        : visible === "scope"
          ? { node: scope.draft?.from ?? site.statement, edge: "start" }
          : { node: site.statement, edge: visible },
    mutable: binding.mutable,
    form: site.form,
    container: topLevel ? null : scope.owner,
    qualifiedName: topLevel ? binding.name : localName(scope.owner, binding.name),
    annotation: site.annotation ?? null,
    // A local function carries the comment above it too (`/// Formats one number.` over `helper: … = …`).
    documented: topLevel || (binding.kind === "local" && site.statement.type === "binding" && isFunctionBinding(site.statement)),
    useOrdinal: site.useOrdinal ?? null,
    importedName: site.importedName ?? null,
    signatureName: site.signatureName ?? null,
    type: binding.type,
    member: false,
  });
}

function defaultKind(w: Walker, binding: Binding): DefinitionKind {
  switch (binding.kind) {
    case "param":
      return binding.type.k === "meta" ? "generic_parameter" : "parameter";
    case "value":
      return w.topLevelKind(binding.decl) ?? "variable";
    case "function":
      return "function";
    case "type":
      return w.topLevelKind(binding.decl) ?? "type";
    case "import":
    case "placeholder":
      return "import";
    default:
      return "local";
  }
}

/** A member of a type (field, variant or method), which is no lexical name. */
export function recordMemberDefinition(
  w: Walker,
  name: AstNode,
  kind: "field" | "variant" | "method",
  container: string,
  scope: ScopeDraft | null,
  statement: AstNode,
  annotation: AstNode | null,
  type: Type,
  mutable = false,
): void {
  w.recorder.define({
    name,
    kind,
    scope,
    decl: statement,
    visible: null,
    mutable,
    form: "declaration",
    container,
    qualifiedName: memberName(container, name.leafText),
    annotation,
    documented: true,
    useOrdinal: null,
    importedName: null,
    signatureName: null,
    type,
    member: true,
  });
}

/** A name occurrence the walk resolved (`target`: a binding, the prelude, a built-in type name, or nothing). */
export function recordReference(
  w: Walker,
  node: AstNode,
  scope: Scope,
  target: { readonly decl: AstNode } | Exclude<RefTarget, { kind: "binding" }>,
  type: Type,
  role?: ReferenceRole,
): void {
  w.recorder.reference({
    node,
    role: role ?? roleOf(node),
    scope: scope.draft,
    target: "decl" in target ? { kind: "binding", decl: target.decl } : target,
    type,
  });
}

/** `x = v` that re-binds or assigns `binding` (a `write` of it), with its event. */
export function recordWrite(
  w: Walker,
  target: AstNode,
  statement: AstNode,
  scope: Scope,
  binding: Binding,
  outcome: BindingOutcome,
  form: BindingForm,
  value: AstNode | null = null,
): void {
  recordReference(w, target, scope, binding, binding.type, "write");
  recordEvent(w, target, statement, scope, binding.decl, outcome, form, binding, value);
}

export function recordEvent(
  w: Walker,
  name: AstNode,
  statement: AstNode,
  scope: Scope,
  definition: AstNode,
  outcome: BindingOutcome,
  form: BindingForm,
  previous: Binding | null,
  value: AstNode | null = null,
): void {
  w.recorder.event({
    name,
    statement,
    form,
    outcome,
    scope: scope.draft,
    definition,
    previous: previous?.decl ?? null,
    inExpression: value !== null,
    value,
  });
}

/** `field` (a member token, or a named argument's name) resolved as `resolution`. */
export function recordMember(w: Walker, field: AstNode, receiver: AstNode | null, resolution: MemberResolution, type: Type, throughType = false): void {
  const named = receiver === null;
  // A named argument gives the new value its field or parameter starts with: a reference, as a call's named argument (§4.5 keeps `write` for assignments).
  const role = isNamedArgumentName(field) ? "argument" : named ? "read" : memberRole(field);
  w.recorder.member({ node: field, role, resolution, named, type: named ? UNKNOWN : type, receiver, ...(throughType ? { throughType } : {}) });
}
