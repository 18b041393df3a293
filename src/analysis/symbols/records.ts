// Workspace symbols and occurrences as small classes that compute their
// spans on demand from the file's scope graph (memory: a large workspace has
// hundreds of thousands of occurrences). Use symbolJson / occurrenceJson
// (model.ts) for plain copies.
import type { Span } from "../../diagnostics/diagnostic.js";
import type { Definition } from "../../semantic/index.js";
import { shownSignature } from "./signature.js";
import type { Occurrence, OccurrenceKind, OccurrenceRole, SymbolInfo, SymbolKind, SymbolScope } from "./model.js";

const MODULE_SPAN: Span = [1, 1, 1, 1];

export class WorkspaceSymbol implements SymbolInfo {
  readonly origin = "workspace" as const;

  constructor(
    private readonly def: Definition,
    readonly id: string,
    readonly module: string,
    readonly file: string,
  ) {}

  get name(): string {
    return this.def.name;
  }
  get kind(): SymbolKind {
    return this.def.kind as SymbolKind;
  }
  get scope(): SymbolScope {
    return this.def.symbolScope;
  }
  // A member is named by its type's own name, also when the declaring file
  // imports the type under an alias (`use lexer.{Tok as Token}` then
  // `Token.is_op: …` is `Tok.is_op`, §4.3): the id already names the type.
  // So is a local of such a member (`Tok.is_op#x`): its id holds the name (ids.ts localId).
  get qualified_name(): string {
    if (this.def.symbolScope === "local") return this.localQualifiedName();
    const owner = this.memberOwner();
    return owner === null ? this.def.qualifiedName : `${owner}.${this.def.name}`;
  }
  get container(): string | null {
    if (this.def.symbolScope === "local" && this.def.container !== null) {
      const qualified = this.localQualifiedName();
      return qualified.slice(0, qualified.length - this.def.qualifiedName.length + this.def.container.length);
    }
    return this.memberOwner() ?? this.def.container;
  }
  /** `<container>#<name>` of a local's id `<module>.<container>#<name>@line:col`. */
  private localQualifiedName(): string {
    return this.id.slice(this.module.length + 1, this.id.lastIndexOf("@"));
  }
  get span(): Span {
    return this.def.span;
  }
  /** The type's name in the member's id (`lexer.Tok.is_op` → `Tok`), or null for other symbols. */
  private memberOwner(): string | null {
    if (this.def.symbolScope !== "member" || !this.id.endsWith(`.${this.def.name}`)) return null;
    const owner = this.id.slice(0, this.id.length - this.def.name.length - 1);
    return owner.slice(owner.lastIndexOf(".") + 1) || null;
  }
  get decl_span(): Span {
    return this.def.declSpan;
  }
  get signature(): string | null {
    return shownSignature(this.def);
  }
  get doc(): string | null {
    return this.def.doc;
  }
}

export class ModuleSymbol implements SymbolInfo {
  readonly kind = "module" as const;
  readonly scope = "top-level" as const;
  readonly container = null;
  readonly signature = null;
  readonly doc = null;
  readonly origin = "workspace" as const;
  readonly name: string;

  constructor(
    readonly module: string,
    readonly file: string,
  ) {
    const dot = module.lastIndexOf(".");
    this.name = dot < 0 ? module : module.slice(dot + 1);
  }

  get qualified_name(): string {
    return this.module;
  }
  get id(): string {
    return this.module;
  }
  get span(): Span {
    return MODULE_SPAN;
  }
  get decl_span(): Span {
    return MODULE_SPAN;
  }
}

/** Computes the span of an offset range of one file. */
export interface SpanSource {
  span(start: number, end: number): Span;
}

export class OccurrenceRecord implements Occurrence {
  constructor(
    private readonly source: SpanSource,
    readonly file: string,
    readonly start: number,
    readonly end: number,
    readonly symbol: string,
    readonly role: OccurrenceRole,
    readonly kind: OccurrenceKind,
    readonly via?: string,
  ) {}

  get span(): Span {
    return this.source.span(this.start, this.end);
  }
}
