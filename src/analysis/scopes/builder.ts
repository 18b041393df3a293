// Builds the scope graph from the captures of queries/locals.scm, in
// document order: which nodes are scopes and which identifiers are
// definitions (with their kind) or references comes from the query; this
// file adds what a query cannot decide (§4.4): hoisting (R1), the
// assignment-first rule (R3-R7), explicit declarations and loop variables
// (R8, R9), the merge of signature and lambda parameters, constructor names
// in patterns. It touches tree nodes only around captures (the hot path of
// the workspace index: no full tree walk).
//
// Top-level statements are declared first (pre-pass) so that hoisted names
// are known inside every body; values become visible at the end of their
// statement, so a lookup at any offset sees exactly what R1 allows.
import { textOf, type AstNode as Node } from "../../syntax/ast/ast.js";
import type { Span } from "../../diagnostics/diagnostic.js";
import type { ModuleExports } from "../../semantic/modules/exports.js";
import { BUILTIN_CONSTRUCTORS } from "../../semantic/model/builtins.js";
import type { MemberSite, TreeFacts } from "./context-query.js";
import { scopeKey, type LocalsCaptures, type LocalsKind } from "../../semantic/model/locals-query.js";
import { lookupLexical, resolveName } from "../../semantic/model/lookup.js";
import { memberKinds, type MemberKind } from "../../semantic/model/member-kinds.js";
import type {
  BindingEvent,
  BindingForm,
  Resolution,
  BindingOutcome,
  Definition,
  DefinitionKind,
  MemberAccess,
  ReceiverHint,
  Reference,
  ReferenceRole,
  ScopeKind,
  SymbolScope,
  TypeHint,
} from "../../semantic/model/model.js";
import { intern, Positions } from "../../semantic/model/positions.js";
import { BindingEventRecord, DefinitionRecord, MemberAccessRecord, ReferenceRecord } from "../../semantic/model/records.js";
import { scopeOpening } from "./scope-kinds.js";
import { resultHint, typeNameHint, valueHint } from "./type-hints.js";

/**
 * A scope as the builder makes it and the graph keeps it (`names` is for
 * lookups only; the span is computed on demand).
 */
export class BuildScope {
  readonly definitions: number[] = [];
  /** Lexical names bound here → definition ids in creation order (null: none yet). */
  names: Map<string, number[]> | null = null;

  constructor(
    private readonly positions: Positions,
    readonly id: number,
    readonly kind: ScopeKind,
    readonly parent: number | null,
    readonly start: number,
    readonly end: number,
    readonly owner: string | null,
  ) {}

  get span(): Span {
    return this.positions.span(this.start, this.end);
  }
}

export type BuildDefinition = DefinitionRecord;

export interface BuildResult {
  scopes: BuildScope[];
  definitions: BuildDefinition[];
  references: Reference[];
  bindings: BindingEvent[];
  members: MemberAccess[];
  types: Map<number, TypeHint>;
  results: Map<number, TypeHint>;
  positions: Positions;
}

interface RawReference {
  node: Node;
  role: ReferenceRole;
  scope: number;
  /** Already resolved (writes, import item names). */
  definition?: number;
  /** A bare constructor name in a pattern (`red`): may name a variant, which is no lexical name. */
  patternConstructor?: boolean;
}

interface NewDefinition {
  name: Node;
  kind: DefinitionKind;
  symbolScope: SymbolScope;
  scope: number;
  decl: Node;
  visibleFrom: number;
  mutable: boolean;
  form: BindingForm;
  container: string | null;
  qualifiedName: string;
  /** The annotation node, if any (its text is the signature). */
  type?: Node | null;
  /** Carries the comment above it as `doc` (top-level and member declarations). */
  documented?: boolean;
  /** False for members: never found by a lexical lookup. */
  lexical: boolean;
  useOrdinal?: number | null;
  importedName?: string | null;
  /** Keep an earlier import of the name in this scope (the first import wins, §3.9). */
  keepFirst?: boolean;
}

/** An open scope while scanning; offsets inside `exclude` belong to the parent (a loop's iterable). */
interface OpenScope {
  scope: number;
  end: number;
  exclude: [number, number] | null;
}

export class ScopeGraphBuilder {
  private readonly scopes: BuildScope[] = [];
  private readonly defs: BuildDefinition[] = [];
  private readonly raw: RawReference[] = [];
  private readonly events: BindingEventRecord[] = [];
  private readonly positions: Positions;
  private readonly types = new Map<number, TypeHint>();
  private readonly results = new Map<number, TypeHint>();
  /** Identifier starts already dealt with (one flag per text offset). */
  private readonly handled: Uint8Array;
  /** Definition id by name start (for top-level bindings declared in the pre-pass). */
  private readonly defByStart = new Map<number, number>();
  /** Parameters declared from a function's type annotation, waiting for a lambda binder. */
  private readonly signatureParams = new Set<number>();
  /** Binding event index per parameter definition (moved to the lambda binder). */
  private readonly paramEvents = new Map<number, number>();
  /** Record bodies of named types → container name and entry kinds. */
  private readonly records = new Map<Node, { container: string; kinds: Map<number, MemberKind> }>();
  /** Names of variants declared in the file (bare pattern identifiers that refer, not bind). */
  private readonly variantNames = new Set<string>();
  private readonly stack: OpenScope[] = [];

  constructor(
    private readonly root: Node,
    private readonly locals: LocalsCaptures,
    private readonly context: TreeFacts,
    private readonly exports: ModuleExports,
    private readonly useOrdinals: ReadonlyMap<number, number>,
    text: string,
  ) {
    this.positions = new Positions(text);
    this.handled = new Uint8Array(text.length + 1);
  }

  build(): BuildResult {
    const module = this.openScope(this.root, null, "module", null);
    this.stack.push({ scope: module, end: Number.MAX_SAFE_INTEGER, exclude: null });
    this.declareTopLevel(module);
    const { nameStarts, nameNodes, nodes } = this.context;
    // Captures come in document order, like the name leaves: one cursor finds each capture's leaf.
    let next = 0;
    for (const c of this.locals.ordered) {
      while (this.stack.length > 1 && this.stack[this.stack.length - 1]!.end <= c.start) this.stack.pop();
      const scope = this.scopeAt(c.start);
      if (c.capture === "scope") {
        const node = nodes.get(scopeKey(c.start, c.type));
        if (node) this.enter(node, scope);
        continue;
      }
      if (this.handled[c.start] === 1) continue;
      while (next < nameStarts.length && nameStarts[next]! < c.start) next++;
      // The last leaf at this start (a zero-width MISSING name may share it).
      let at = next;
      while (at + 1 < nameStarts.length && nameStarts[at + 1] === c.start) at++;
      const node = nameStarts[at] === c.start ? nameNodes[at] : undefined;
      if (!node) continue;
      if (c.capture === "definition") this.definition(node, c.kind, c.parentScope ? (this.scopes[scope]!.parent ?? scope) : scope);
      else this.reference(node, scope);
    }
    return {
      scopes: this.scopes,
      definitions: this.defs,
      references: this.finishReferences(),
      bindings: this.events.sort((a, b) => a.start - b.start),
      members: this.memberAccesses(),
      types: this.types,
      results: this.results,
      positions: this.positions,
    };
  }

  // ───────────────────────────── scopes ─────────────────────────────

  private isScope = (node: Node): boolean => this.locals.scopes.has(scopeKey(node.start, node.type));

  private openScope(node: Node, parent: number | null, kind: ScopeKind, owner: string | null): number {
    const id = this.scopes.length;
    this.scopes.push(new BuildScope(this.positions, id, kind, parent, node.start, node.end, owner));
    return id;
  }

  /** The innermost open scope that owns `offset`. */
  private scopeAt(offset: number): number {
    for (let i = this.stack.length - 1; i > 0; i--) {
      const open = this.stack[i]!;
      if (open.exclude && open.exclude[0] <= offset && offset < open.exclude[1]) continue;
      return open.scope;
    }
    return this.stack[0]!.scope;
  }

  /** A scope node of locals.scm: opens a scope unless it merges into the current one. */
  private enter(node: Node, scope: number): void {
    if (node.type === "source_file") return;
    const opening = scopeOpening(node, this.isScope);
    if (opening.merge) return;
    const inherited = opening.kind === "type" ? null : this.scopes[scope]!.owner;
    const id = this.openScope(node, scope, opening.kind, opening.owner ?? inherited);
    let exclude: [number, number] | null = null;
    if (opening.kind === "for" || opening.kind === "comprehension") {
      const iterable = node.get("iterable");
      if (iterable) exclude = [iterable.start, iterable.end];
    }
    this.stack.push({ scope: id, end: node.end, exclude });
    if (node.type === "record_type") this.record(node);
  }

  /** A named type's body: the kinds of its entries, and its variants. */
  private record(body: Node): void {
    const owner = body.parent;
    if (owner?.type !== "type_definition" && owner?.type !== "generic_type_definition") return;
    const name = owner.get("name");
    if (!name) return;
    const kinds = memberKinds(body, name.leafText);
    this.records.set(body, { container: name.leafText, kinds });
    for (const entry of body.namedChildren) {
      const entryName = entry?.get("name");
      if (entryName && kinds.get(entryName.start) === "variant") this.variantNames.add(entryName.leafText);
    }
  }

  // ─────────────────────────── top level ────────────────────────────

  private declareTopLevel(module: number): void {
    for (const statement of this.root.namedChildren) {
      switch (statement.type) {
        case "use_declaration":
          this.declareUse(statement, module, true);
          break;
        case "type_definition":
        case "generic_type_definition":
          this.declareTypeName(statement, module, true);
          break;
        case "binding":
          this.declareTopLevelBinding(statement, module);
          break;
        case "destructuring":
          for (const name of statement.all("name")) {
            this.bindName(name, statement, "destructuring", module, { visibleFrom: statement.end, mutable: false });
          }
          break;
        default:
          break;
      }
    }
  }

  private declareTopLevelBinding(statement: Node, module: number): void {
    const target = statement.get("target");
    if (!target) return;
    if (target.type === "identifier") {
      const exported = this.exportAt(target.start);
      const kind = exported?.kind ?? "variable";
      const hoisted = kind === "function" || kind === "type" || kind === "interface";
      this.bindBinding(target, statement, module, hoisted ? 0 : statement.end, kind);
    } else if (target.type === "field_expression") {
      this.declareMethodTarget(statement, target, module);
    }
  }

  /** `T.m: … = …` / `T.m = f[0]` (locals.scm decides which targets define a method). */
  private declareMethodTarget(statement: Node, target: Node, scope: number): void {
    const object = target.get("object");
    const field = target.get("field");
    if (!object || !field || this.locals.definitions.get(field.start) !== "method") return;
    const container = object.leafText;
    const type = statement.get("type");
    const def = this.define({
      name: field,
      kind: "method",
      symbolScope: "member",
      scope,
      decl: statement,
      visibleFrom: 0,
      mutable: false,
      form: "declaration",
      container,
      qualifiedName: qualifiedPair(MEMBER_NAMES, container, field.leafText),
      type,
      documented: true,
      lexical: false,
    });
    if (type?.type === "function_type") this.results.set(def, resultHint(type));
    // The receiver `T` of `T.m` is an occurrence of the type.
    this.rawReference(object, "type", scope);
  }

  private exportsByStart: Map<number, ModuleExports["definitions"][number]> | undefined;

  private exportAt(start: number): ModuleExports["definitions"][number] | undefined {
    this.exportsByStart ??= new Map(this.exports.definitions.map((d) => [d.nameStart, d]));
    return this.exportsByStart.get(start);
  }

  // ─────────────────────────── definitions ──────────────────────────

  private definition(node: Node, kind: LocalsKind, scope: number): void {
    const parent = node.parent;
    if (!parent) return;
    switch (parent.type) {
      case "binding":
        this.bindBinding(node, parent, scope, null, null);
        return;
      case "field_expression": {
        const binding = parent.parent;
        if (binding?.type === "binding") this.declareMethodTarget(binding, parent, scope);
        return;
      }
      case "destructuring":
        this.bindName(node, parent, "destructuring", scope, { visibleFrom: parent.end, mutable: false });
        return;
      case "parameter":
        this.signatureParameter(node, parent, kind, scope);
        return;
      case "lambda_parameter":
        this.lambdaParameter(node, parent, scope);
        return;
      case "for_expression":
      case "spawn_for_expression": {
        const body = parent.get("body");
        const text = this.positions.text;
        const mutable = parent.type === "for_expression" ? mutBetween(text, parent.start, node.start) : mutAfter(text, node.end);
        this.bindName(node, parent, "loop", scope, { visibleFrom: body?.start ?? parent.end, mutable });
        return;
      }
      case "list_comprehension":
        this.bindName(node, parent, "loop", scope, { visibleFrom: parent.start, mutable: false });
        return;
      case "match_arm":
      case "tuple_pattern":
      case "constructor_pattern":
      case "struct_pattern":
        this.patternName(node, parent, scope);
        return;
      case "type_definition":
      case "generic_type_definition":
        this.declareTypeName(parent, scope, false);
        return;
      case "field_declaration":
      case "method_binding":
        this.recordEntry(node, parent, scope);
        return;
      case "module_path":
      case "use_declaration":
      case "use_item": {
        const use = useStatementOf(parent);
        if (use.type === "use_declaration") this.declareUse(use, scope, false);
        return;
      }
      default:
        // A definition no rule here anticipated: keep it as a local of this scope.
        this.bindName(node, parent, "declaration", scope, { visibleFrom: node.end, mutable: false });
    }
  }

  /** The target of a binding statement (top-level from the pre-pass, or nested). */
  private bindBinding(target: Node, binding: Node, scope: number, visibleFrom: number | null, kind: DefinitionKind | null): void {
    const type = binding.get("type");
    const value = binding.get("value");
    const early = value?.type === "lambda" || type?.type === "function_type";
    const mutable = mutBetween(this.positions.text, binding.start, target.start);
    const def = this.bindName(target, binding, explicitForm(type, mutable), scope, {
      visibleFrom: visibleFrom ?? (early ? binding.start : binding.end),
      mutable,
      type,
      kind: kind ?? undefined,
    });
    if (def === undefined || this.defs[def]!.start !== target.start) return; // a write, not a new definition
    if (type?.type === "function_type") this.results.set(def, resultHint(type));
    else this.types.set(def, type ? typeNameHint(type) : valueHint(value));
  }

  private declareTypeName(statement: Node, scope: number, hoisted: boolean): void {
    const name = statement.get("name");
    if (!name || this.handled[name.start] === 1) return;
    const exported = hoisted ? this.exportAt(name.start) : undefined;
    const kind: DefinitionKind = exported?.kind === "interface" ? "interface" : "type";
    const topLevel = scope === 0;
    this.define({
      name,
      kind,
      symbolScope: topLevel ? "top-level" : "local",
      scope,
      decl: statement,
      visibleFrom: hoisted ? 0 : statement.end,
      mutable: false,
      form: "declaration",
      container: topLevel ? null : this.scopes[scope]!.owner,
      qualifiedName: topLevel ? name.leafText : this.localQualifiedName(name.leafText, scope),
      documented: true,
      lexical: true,
    });
  }

  private recordEntry(name: Node, entry: Node, scope: number): void {
    const record = entry.parent ? this.records.get(entry.parent) : undefined;
    if (!record) return; // an anonymous record type: its entries are no symbols
    const type = entry.get("type");
    const def = this.define({
      name,
      kind: record.kinds.get(name.start) ?? "field",
      symbolScope: "member",
      scope,
      decl: entry,
      visibleFrom: 0,
      mutable: mutAfter(this.positions.text, name.end),
      form: "declaration",
      container: record.container,
      qualifiedName: qualifiedPair(MEMBER_NAMES, record.container, name.leafText),
      type,
      documented: true,
      lexical: false,
    });
    if (type?.type === "function_type") this.results.set(def, resultHint(type));
    else if (type) this.types.set(def, typeNameHint(type));
  }

  // ────────────────────────── parameters ────────────────────────────

  /** A name in a function's type annotation (`a: Point`); `T: Type` is a generic parameter. */
  private signatureParameter(name: Node, parameter: Node, kind: LocalsKind, scope: number): void {
    const generic = kind === "type";
    const def = this.defineParameter(name, parameter, generic ? "generic_parameter" : "parameter", scope);
    if (!generic) this.signatureParams.add(def);
    this.paramEvents.set(def, this.events.length);
    this.event(name, parameter, "parameter", "declare", scope, def, null, false, null);
  }

  private lambdaParameter(name: Node, parameter: Node, scope: number): void {
    const type = parameter.get("type");
    const fromSignature = this.pendingSignatureParam(name.leafText, scope);
    if (fromSignature !== undefined) {
      // The lambda binder is the definition; the annotation name becomes its `signature` occurrence.
      this.handled[name.start] = 1;
      const def = this.defs[fromSignature]!;
      def.signatureStart = def.start;
      def.start = name.start;
      def.end = name.end;
      def.declStart = parameter.start;
      def.declEnd = parameter.end;
      if (mutBetween(this.positions.text, parameter.start, name.start)) def.mutable = true;
      this.defByStart.set(def.start, def.id);
      if (type) this.types.set(fromSignature, typeNameHint(type));
      this.signatureParams.delete(fromSignature);
      const at = this.paramEvents.get(fromSignature);
      const event = at === undefined ? undefined : this.events[at];
      if (event) {
        event.start = def.start;
        event.statementStart = def.declStart;
        event.statementEnd = def.declEnd;
      }
      return;
    }
    const def = this.defineParameter(name, parameter, "parameter", scope);
    this.event(name, parameter, "parameter", "declare", scope, def, null, false, null);
  }

  /** A parameter (or generic parameter) `name` of `parameter`, visible in all of `scope`, with its type hint. */
  private defineParameter(name: Node, parameter: Node, kind: "parameter" | "generic_parameter", scope: number): number {
    const type = parameter.get("type");
    const def = this.define({
      container: this.scopes[scope]!.owner,
      qualifiedName: this.localQualifiedName(name.leafText, scope),
      name,
      kind,
      symbolScope: "local",
      scope,
      decl: parameter,
      visibleFrom: this.scopes[scope]!.start,
      mutable: mutBetween(this.positions.text, parameter.start, name.start),
      form: "parameter",
      type,
      lexical: true,
    });
    this.types.set(def, typeNameHint(type));
    return def;
  }

  private pendingSignatureParam(name: string, scope: number): number | undefined {
    for (const id of this.scopes[scope]!.names?.get(name) ?? []) if (this.signatureParams.has(id)) return id;
    return undefined;
  }

  // ─────────────────────────── patterns ─────────────────────────────

  /** A pattern identifier binds a name for its arm, unless it names a known constructor. */
  private patternName(name: Node, parent: Node, scope: number): void {
    if (this.isConstructorName(name.leafText, scope, name.start)) {
      this.handled[name.start] = 1;
      this.raw.push({ node: name, role: "read", scope, patternConstructor: true });
      return;
    }
    let arm: Node | null = parent;
    while (arm && arm.type !== "match_arm") arm = arm.parent;
    this.bindName(name, arm ?? parent, "pattern", scope, { visibleFrom: (arm ?? parent).start, mutable: false });
  }

  private isConstructorName(name: string, scope: number, offset: number): boolean {
    if (BUILTIN_CONSTRUCTORS.has(name) || this.variantNames.has(name)) return true;
    const found = lookupLexical(this.scopes, this.defs, name, scope, offset);
    return found !== undefined && this.defs[found]!.kind === "variant";
  }

  // ─────────────────────────── references ───────────────────────────

  private reference(node: Node, scope: number): void {
    const start = node.start;
    if (node.type === "type_identifier") {
      this.rawReference(node, "type", scope);
    } else if (this.context.writes.has(start)) {
      this.assignment(node, scope);
    } else {
      this.rawReference(node, this.context.calls.has(start) ? "call" : "read", scope);
    }
  }

  /** `x = v` inside an expression (R12): a write of a visible binding. */
  private assignment(left: Node, scope: number): void {
    this.handled[left.start] = 1;
    const found = lookupLexical(this.scopes, this.defs, left.leafText, scope, left.start);
    if (found === undefined) {
      this.raw.push({ node: left, role: "write", scope });
      return;
    }
    const def = this.defs[found]!;
    const outcome: BindingOutcome = def.scope === scope ? "rebind" : def.mutable ? "assign" : "assign-immutable";
    this.raw.push({ node: left, role: "write", scope, definition: found });
    const expression = left.parent ?? left;
    this.event(left, expression, "plain", outcome, scope, found, found, true, expression.get("right"));
  }

  // ───────────────────────────── imports ────────────────────────────

  private declareUse(statement: Node, scope: number, hoisted: boolean): void {
    const ordinal = this.useOrdinals.get(statement.start) ?? null;
    const visibleFrom = hoisted ? 0 : statement.end;
    const items = statement.get("items");
    if (items) {
      for (const item of items.namedChildren) {
        if (item?.type !== "use_item") continue;
        const name = item.get("name");
        const alias = item.get("alias");
        const local = alias ?? name;
        if (!name || !local || name.missing || local.missing) continue;
        const def = this.importDefinition(local, statement, scope, visibleFrom, "import", ordinal, name.leafText);
        this.handled[name.start] = 1;
        if (alias) this.raw.push({ node: name, role: "import", scope, definition: def });
      }
      return;
    }
    const path = statement.get("path");
    const segments = path?.namedChildren.filter((n): n is Node => n?.type === "identifier") ?? [];
    for (const s of segments) this.handled[s.start] = 1;
    const aliases = statement.all("alias");
    for (const a of aliases) this.handled[a.start] = 1;
    const local = aliases[0] ?? segments[segments.length - 1];
    if (!local || local.missing) return;
    this.importDefinition(local, statement, scope, visibleFrom, "namespace", ordinal, null);
  }

  private importDefinition(
    local: Node,
    statement: Node,
    scope: number,
    visibleFrom: number,
    kind: "import" | "namespace",
    ordinal: number | null,
    importedName: string | null,
  ): number {
    const topLevel = scope === 0;
    const def = this.define({
      container: topLevel ? null : this.scopes[scope]!.owner,
      qualifiedName: topLevel ? local.leafText : this.localQualifiedName(local.leafText, scope),
      name: local,
      kind,
      symbolScope: topLevel ? "top-level" : "local",
      scope,
      decl: statement,
      visibleFrom,
      mutable: false,
      form: "import",
      lexical: true,
      useOrdinal: ordinal,
      importedName,
      keepFirst: true,
    });
    this.event(local, statement, "import", "declare", scope, def, null, false, null);
    return def;
  }

  // ─────────────────────── binding classification ───────────────────

  /**
   * A name bound by a statement: decides between a new definition and a write
   * of a visible one (R3-R9). Returns the definition bound or written.
   */
  private bindName(
    name: Node,
    statement: Node,
    form: BindingForm,
    scope: number,
    options: { visibleFrom: number; mutable: boolean; kind?: DefinitionKind; type?: Node | null },
  ): number | undefined {
    const nameStart = name.start;
    const text = textOf(name, this.positions.text);
    if (text === "") return undefined; // a MISSING identifier has no width
    this.handled[nameStart] = 1;
    const found = lookupLexical(this.scopes, this.defs, text, scope, nameStart);
    const foundDef = found === undefined ? undefined : this.defs[found]!;
    const sameScope = foundDef !== undefined && foundDef.scope === scope;
    const importClash = foundDef !== undefined && scope === 0 && (foundDef.kind === "import" || foundDef.kind === "namespace");

    let outcome: BindingOutcome = "declare";
    if (foundDef !== undefined && !importClash) {
      if (form === "plain" || form === "destructuring") outcome = sameScope ? "rebind" : foundDef.mutable ? "assign" : "assign-immutable";
      else if (form === "explicit") outcome = sameScope ? "redeclare" : "shadow";
      else if (form === "loop") outcome = "shadow";
    }
    // One symbol per name at the top level (a repeat is a write of the first).
    const writes = outcome === "rebind" || outcome === "assign" || outcome === "assign-immutable" || (outcome === "redeclare" && scope === 0);
    if (writes) {
      this.raw.push({ node: name, role: "write", scope, definition: found! });
      this.event(name, statement, form, outcome, scope, found!, found!, false, null);
      return found;
    }
    const topLevel = scope === 0;
    const def = this.define({
      container: topLevel ? null : this.scopes[scope]!.owner,
      qualifiedName: topLevel ? text : this.localQualifiedName(text, scope),
      name,
      kind: options.kind ?? (topLevel ? "variable" : "local"),
      symbolScope: topLevel ? "top-level" : "local",
      scope,
      decl: statement,
      visibleFrom: options.visibleFrom,
      mutable: options.mutable,
      form,
      type: options.type ?? null,
      documented: topLevel,
      lexical: true,
    });
    this.event(name, statement, form, outcome, scope, def, found ?? null, false, null);
    return def;
  }

  // ──────────────────────────── records ─────────────────────────────

  private define(d: NewDefinition): number {
    const id = this.defs.length;
    const start = d.name.start;
    const end = d.name.end;
    const name = intern(textOf(d.name, this.positions.text));
    const type = d.type ?? null;
    this.defs.push(
      new DefinitionRecord(
        this.positions,
        id,
        name,
        d.kind,
        d.symbolScope,
        d.scope,
        start,
        end,
        d.decl.start,
        d.decl.end,
        d.visibleFrom,
        d.mutable,
        d.form,
        intern(d.qualifiedName),
        d.container === null ? null : intern(d.container),
        type ? type.start : -1,
        type ? type.end : -1,
        d.documented === true,
        d.useOrdinal ?? null,
        d.importedName === undefined || d.importedName === null ? null : intern(d.importedName),
      ),
    );
    this.handled[start] = 1;
    this.defByStart.set(start, id);
    const scope = this.scopes[d.scope]!;
    scope.definitions.push(id);
    if (d.lexical) {
      const names = (scope.names ??= new Map<string, number[]>());
      const list = names.get(name);
      if (!list) names.set(name, [id]);
      else if (!(d.keepFirst && list.some((other) => this.defs[other]!.form === "import"))) list.push(id);
    }
    return id;
  }

  /** `owner#name`, interned (flat, one copy per distinct name). */
  private localQualifiedName(name: string, scope: number): string {
    const owner = this.scopes[scope]!.owner;
    return qualifiedPair(LOCAL_NAMES, owner ?? "", name);
  }

  private event(
    name: Node,
    statement: Node,
    form: BindingForm,
    outcome: BindingOutcome,
    scope: number,
    definition: number,
    previous: number | null,
    inExpression: boolean,
    value: Node | null,
  ): void {
    this.events.push(
      new BindingEventRecord(
        this.positions,
        intern(name.leafText),
        form,
        outcome,
        name.start,
        statement.start,
        statement.end,
        scope,
        definition,
        previous,
        inExpression,
        value ? value.start : null,
        value ? value.end : null,
      ),
    );
  }

  private rawReference(node: Node, role: ReferenceRole, scope: number): void {
    this.handled[node.start] = 1;
    this.raw.push({ node, role, scope });
  }

  private finishReferences(): Reference[] {
    const variants = new Map<string, number>();
    for (const d of this.defs) if (d.kind === "variant" && !variants.has(d.name)) variants.set(d.name, d.id);
    // One (immutable) resolution object per definition, shared by its references.
    const resolutions: (Resolution | undefined)[] = new Array(this.defs.length);
    const toDefinition = (id: number): Resolution => (resolutions[id] ??= { kind: "definition", definition: id });
    const refs = this.raw.map(({ node, role, scope, definition, patternConstructor }): Reference => {
      const typePosition = node.type === "type_identifier" || role === "type";
      const name = intern(node.leafText);
      const start = node.start;
      let resolution: Resolution;
      if (definition !== undefined) resolution = toDefinition(definition);
      else {
        const found = lookupLexical(this.scopes, this.defs, name, scope, start);
        resolution = found !== undefined ? toDefinition(found) : resolveName(this.scopes, this.defs, name, scope, start, typePosition);
      }
      const variant = patternConstructor && resolution.kind === "unresolved" ? variants.get(name) : undefined;
      if (variant !== undefined) resolution = toDefinition(variant);
      return new ReferenceRecord(this.positions, name, role, start, node.end, scope, resolution, typePosition);
    });
    return refs.sort((a, b) => a.start - b.start);
  }

  /** `recv.member` sites (member names defined by `T.m` targets excluded). */
  private memberAccesses(): MemberAccess[] {
    const out: MemberAccess[] = [];
    for (const site of this.context.members) {
      const start = site.member.start;
      if (this.defByStart.has(start)) continue;
      out.push(
        new MemberAccessRecord(
          this.positions,
          intern(site.member.leafText),
          start,
          site.member.end,
          this.context.memberCalls.has(start),
          this.context.memberWrites.has(start),
          receiverHint(site),
        ),
      );
    }
    return out;
  }

}

interface PairTable {
  readonly separator: string;
  readonly byOwner: Map<string, Map<string, string>>;
}

const LOCAL_NAMES: PairTable = { separator: "#", byOwner: new Map() };
const MEMBER_NAMES: PairTable = { separator: ".", byOwner: new Map() };

/**
 * `owner#name` (locals) or `Type.member`, one flat interned copy per pair:
 * no concatenation per definition (a workspace has tens of thousands of
 * them, under a few thousand distinct pairs).
 */
function qualifiedPair(table: PairTable, owner: string, name: string): string {
  let byName = table.byOwner.get(owner);
  if (!byName) {
    if (table.byOwner.size > 50_000) table.byOwner.clear(); // bounded, like the name table
    byName = new Map();
    table.byOwner.set(owner, byName);
  }
  let qualified = byName.get(name);
  if (qualified === undefined) {
    qualified = intern([owner, name].join(table.separator));
    byName.set(name, qualified);
  }
  return qualified;
}

/** The keyword `mut` in `text[from, to)` (read from the text: asking the tree child by child costs more). */
function mutBetween(text: string, from: number, to: number): boolean {
  const at = text.indexOf("mut", from);
  if (at < 0 || at + 3 > to) return false;
  return !isWordChar(text.charCodeAt(at - 1)) && !isWordChar(text.charCodeAt(at + 3));
}

/** The keyword `mut` right after `from` (`spawn for x mut in`, `y mut: Float`). */
function mutAfter(text: string, from: number): boolean {
  let i = from;
  while (i < text.length && (text[i] === " " || text[i] === "\t")) i++;
  return text.startsWith("mut", i) && !isWordChar(text.charCodeAt(i + 3));
}

function isWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

/** `mut x = v` and `x: T = v` are explicit declarations (R8); `x = v` is declare-or-assign. */
function explicitForm(type: Node | null, mutable: boolean): BindingForm {
  return type || mutable ? "explicit" : "plain";
}

function receiverHint(site: MemberSite): ReceiverHint {
  let node: Node | null = site.object;
  while (node?.type === "parenthesized_expression") node = node.namedChildren[0] ?? null;
  if (!node) return { kind: "unknown" };
  if (node.type === "identifier") return { kind: "name", referenceStart: node.start };
  if (node.type === "field_expression") {
    const field = node.get("field");
    return field ? { kind: "member", memberStart: field.start, call: false } : { kind: "unknown" };
  }
  if (node.type === "call_expression") {
    const fn = node.get("function");
    if (fn?.type === "identifier") return { kind: "call", referenceStart: fn.start };
    const field = fn?.type === "field_expression" ? fn.get("field") : null;
    if (field) return { kind: "member", memberStart: field.start, call: true };
  }
  return { kind: "unknown" };
}

function useStatementOf(node: Node): Node {
  let current: Node | null = node;
  while (current && current.type !== "use_declaration") current = current.parent;
  return current ?? node;
}
