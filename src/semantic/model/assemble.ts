// Turns what one walk recorded (recorder.ts: the module-level fragment and
// one fragment per top-level statement, reused ones included) into the plain
// SemanticModel of the document version: offsets read from the drafts' nodes
// now, definitions and scopes numbered in source order, references pointed
// at definition ids. Nothing of the AST is kept.
import type { Span } from "../../diagnostics/diagnostic.js";
import type { AstNode } from "../../syntax/ast/ast.js";
import type { ImportRecord } from "../modules/imports.js";
import { closedDefinition, laterTopLevel, lookupLexical, resolveName, type LookupScope } from "./lookup.js";
import type { Definition, MemberResolution, MemberUse, Occurrence, Reference, Resolution, Scope, ScopeKind, SemanticModel, SymbolScope } from "./model.js";
import { intern, type Positions } from "./positions.js";
import { BindingEventRecord, DefinitionRecord, MemberUseRecord, ReferenceRecord } from "./records.js";
import type { DefDraft, Fragment, ModelRecorder, ScopeDraft } from "./recorder.js";
import { countAtOrBefore } from "../../syntax/sorted-search.js";

class ScopeRecord implements Scope, LookupScope {
  readonly definitions: number[] = [];
  /** Lexical names bound here → definition ids in source order (null: none). */
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

export function assembleModel(file: string, version: number, root: AstNode, recorder: ModelRecorder, positions: Positions, imports: readonly ImportRecord[]): SemanticModel {
  const fragments: readonly Fragment[] = [recorder.module, ...recorder.fragments];

  // Scopes: parents before children (document order, outer first).
  const drafts: { draft: ScopeDraft; start: number; end: number; depth: number }[] = [];
  for (const f of fragments) {
    for (const draft of f.scopes) drafts.push({ draft, start: draft.from.start, end: draft.to.end, depth: depthOf(draft) });
  }
  drafts.sort((a, b) => a.start - b.start || b.end - a.end || a.depth - b.depth);
  const scopes: ScopeRecord[] = [new ScopeRecord(positions, 0, "module", null, 0, Math.max(root.end, positions.text.length), null)];
  const scopeIds = new Map<ScopeDraft, number>();
  for (const { draft, start, end } of drafts) {
    const id = scopes.length;
    scopeIds.set(draft, id);
    const parent = draft.parent === null ? 0 : (scopeIds.get(draft.parent) ?? 0);
    scopes.push(new ScopeRecord(positions, id, draft.kind, parent, start, end, draft.owner));
  }
  const scopeOf = (draft: ScopeDraft | null): number => (draft === null ? 0 : (scopeIds.get(draft) ?? 0));

  // Definitions, in source order.
  const defDrafts: DefDraft[] = [];
  for (const f of fragments) for (const d of f.definitions) defDrafts.push(d);
  defDrafts.sort((a, b) => a.name.start - b.name.start);
  const defIds = new Map<AstNode, number>();
  const definitions: DefinitionRecord[] = [];
  for (const d of defDrafts) {
    if (defIds.has(d.name)) continue;
    const id = definitions.length;
    defIds.set(d.name, id);
    const scope = scopeOf(d.scope);
    const symbolScope: SymbolScope = d.member ? "member" : scope === 0 ? "top-level" : "local";
    const annotation = d.annotation;
    const record = new DefinitionRecord(
      positions,
      id,
      intern(d.name.leafText),
      d.kind,
      symbolScope,
      scope,
      d.name.start,
      d.name.end,
      d.decl.start,
      d.decl.end,
      d.visible === null ? 0 : d.visible.edge === "start" ? d.visible.node.start : d.visible.node.end,
      d.mutable,
      d.form,
      intern(d.qualifiedName),
      d.container === null ? null : intern(d.container),
      annotation ? annotation.start : -1,
      annotation ? annotation.end : -1,
      d.documented,
      d.useOrdinal,
      d.importedName === null ? null : intern(d.importedName),
      d.signatureName ? d.signatureName.start : null,
      d.type,
    );
    definitions.push(record);
    const owner = scopes[scope]!;
    owner.definitions.push(id);
    if (!d.member) {
      const names = (owner.names ??= new Map());
      const list = names.get(record.name);
      if (list) list.push(id);
      else names.set(record.name, [id]);
    }
  }

  // References: one resolution object per definition, shared by its references.
  const toDefinition: (Resolution | undefined)[] = new Array(definitions.length);
  const references: ReferenceRecord[] = [];
  for (const f of fragments) {
    for (const r of f.references) {
      const name = intern(r.node.leafText);
      const start = r.node.start;
      const scope = scopeOf(r.scope);
      let resolution: Resolution;
      switch (r.target.kind) {
        case "binding": {
          const id = defIds.get(r.target.decl);
          resolution = id === undefined ? { kind: "unresolved", closed: null, later: null } : (toDefinition[id] ??= { kind: "definition", definition: id });
          break;
        }
        case "prelude":
        case "builtin-type":
          resolution = r.target;
          break;
        default:
          resolution = { kind: "unresolved", closed: closedDefinition(scopes, definitions, name, scope, start), later: laterTopLevel(scopes, definitions, name, start) };
      }
      references.push(new ReferenceRecord(positions, name, r.role, start, r.node.end, scope, resolution, r.role === "type", r.type));
    }
  }
  references.sort((a, b) => a.start - b.start);

  const members: MemberUseRecord[] = [];
  const resolutions = new Map<string, MemberResolution>();
  for (const f of fragments) {
    for (const m of f.members) {
      const receiver = m.receiver;
      members.push(
        new MemberUseRecord(positions, intern(m.node.leafText), m.node.start, m.node.end, m.role, shared(resolutions, m.resolution), m.named, m.type, receiver ? receiver.start : -1, receiver ? receiver.end : -1, m.throughType === true),
      );
    }
  }
  members.sort((a, b) => a.start - b.start);

  const bindings: BindingEventRecord[] = [];
  for (const f of fragments) {
    for (const e of f.events) {
      const definition = defIds.get(e.definition);
      if (definition === undefined) continue;
      bindings.push(
        new BindingEventRecord(
          positions,
          intern(e.name.leafText),
          e.form,
          e.outcome,
          e.name.start,
          e.statement.start,
          e.statement.end,
          scopeOf(e.scope),
          definition,
          e.previous ? (defIds.get(e.previous) ?? null) : null,
          e.inExpression,
          e.value ? e.value.start : null,
          e.value ? e.value.end : null,
        ),
      );
    }
  }
  bindings.sort((a, b) => a.start - b.start);

  const implementations: { type: number; interfaceStart: number }[] = [];
  for (const f of fragments) {
    for (const i of f.implements) {
      const type = defIds.get(i.type);
      if (type !== undefined) implementations.push({ type, interfaceStart: i.interface.start });
    }
  }

  const unanalysed: { start: number; end: number }[] = [];
  for (const f of recorder.fragments) if (f.overflowed && f.statement) unanalysed.push({ start: f.statement.start, end: f.statement.end });

  const methodModules = new Set<string>();
  for (const f of fragments) for (const m of f.methodModules) methodModules.add(m);

  return new Model(file, version, positions, scopes, definitions, references, members, bindings, unanalysed, implementations, imports, methodModules);
}

function depthOf(draft: ScopeDraft): number {
  let depth = 0;
  for (let p = draft.parent; p; p = p.parent) depth++;
  return depth;
}

/** What tells resolutions apart (every field of each kind: two equal keys are interchangeable). */
function resolutionKey(r: MemberResolution): string {
  switch (r.kind) {
    case "member":
      return `m\u0000${r.owner.file}\u0000${r.owner.name}\u0000${r.file}\u0000${r.name}`;
    case "function":
    case "module-export":
      return `${r.kind}\u0000${r.file}\u0000${r.name}`;
    case "parameter":
      return `p\u0000${r.file}\u0000${r.fn}\u0000${r.name}\u0000${r.overload?.join(":") ?? ""}`;
    case "overloaded-parameter":
      return `o\u0000${r.file}\u0000${r.fn}\u0000${r.name}`;
    case "unknown-method-argument":
      return `a\u0000${r.method}\u0000${r.name}\u0000${r.owner ?? ""}\u0000${r.unlisted ? "u" : ""}${r.unchosen ? "c" : ""}`;
    case "value-call-argument":
      return `v\u0000${r.name}`;
    case "std-export":
      return `s\u0000${r.module}\u0000${r.name}`;
    case "std-module":
      return `M\u0000${r.module}`;
    case "unknown":
      return `u\u0000${r.why}`;
    case "missing":
      return "missing";
  }
}

/** One object per distinct resolution in a model (thousands of member uses name a few members). */
function shared(table: Map<string, MemberResolution>, r: MemberResolution): MemberResolution {
  const key = resolutionKey(r);
  const known = table.get(key);
  if (known) return known;
  table.set(key, r);
  return r;
}

class Model implements SemanticModel {
  private readonly defsByStart = new Map<number, Definition>();
  private membersByContainer: Map<string, Definition[]> | undefined;

  constructor(
    readonly file: string,
    readonly version: number,
    private readonly positions: Positions,
    readonly scopes: readonly ScopeRecord[],
    readonly definitions: readonly DefinitionRecord[],
    readonly references: readonly Reference[],
    readonly members: readonly MemberUse[],
    readonly bindings: readonly BindingEventRecord[],
    readonly unanalysed: readonly { readonly start: number; readonly end: number }[],
    readonly interfaces: readonly { readonly type: number; readonly interfaceStart: number }[],
    readonly imports: readonly ImportRecord[],
    readonly methodModules: ReadonlySet<string>,
  ) {
    for (const d of definitions) {
      if (!this.defsByStart.has(d.start)) this.defsByStart.set(d.start, d);
      if (d.signatureStart !== null) this.defsByStart.set(d.signatureStart, d);
    }
  }

  definitionAt(offset: number): Definition | undefined {
    return this.defsByStart.get(offset);
  }

  referenceAt(offset: number): Reference | undefined {
    const found = lastStartingAtOrBefore(this.references, offset);
    return found !== undefined && found.start === offset ? found : undefined;
  }

  memberAt(offset: number): MemberUse | undefined {
    const found = lastStartingAtOrBefore(this.members, offset);
    return found !== undefined && found.start === offset ? found : undefined;
  }

  occurrenceAt(offset: number): Occurrence | undefined {
    const reference = lastStartingAtOrBefore(this.references, offset);
    if (reference && offset <= reference.end) return { kind: "reference", reference };
    const member = lastStartingAtOrBefore(this.members, offset);
    if (member && offset <= member.end) return { kind: "member", member };
    const definition = lastStartingAtOrBefore(this.definitions, offset);
    if (definition && offset <= definition.end) return { kind: "definition", definition };
    for (const d of this.definitions) {
      const s = d.signatureStart;
      if (s !== null && s <= offset && offset <= s + d.name.length) return { kind: "definition", definition: d };
    }
    return undefined;
  }

  resolve(name: string, scope: number, offset: number): Resolution {
    return resolveName(this.scopes, this.definitions, name, scope, offset, false);
  }

  scopeAt(offset: number): number {
    let best = 0;
    for (const s of this.scopes) {
      const current = this.scopes[best]!;
      if (s.start <= offset && offset < s.end && s.end - s.start <= current.end - current.start) best = s.id;
    }
    return best;
  }

  membersOf(container: string): readonly Definition[] {
    if (!this.membersByContainer) {
      const table = new Map<string, Definition[]>();
      for (const d of this.definitions) {
        if (d.symbolScope !== "member" || d.container === null) continue;
        const list = table.get(d.container);
        if (list) list.push(d);
        else table.set(d.container, [d]);
      }
      this.membersByContainer = table;
    }
    return this.membersByContainer.get(container) ?? [];
  }

  spanOf(start: number, end: number): Span {
    return this.positions.span(start, end);
  }

  /** The visible lexical definition of `name` at `offset` (for tests and the lexical pass). */
  lookup(name: string, scope: number, offset: number): number | undefined {
    return lookupLexical(this.scopes, this.definitions, name, scope, offset);
  }
}

/** The last element starting at or before `offset` (elements sorted by start). */
function lastStartingAtOrBefore<T extends { readonly start: number }>(list: readonly T[], offset: number): T | undefined {
  return list[countAtOrBefore(list, offset, (element) => element.start) - 1];
}
