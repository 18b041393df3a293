// The graph's records as small classes: offsets are stored, spans are
// computed by getters through the file's Positions (see positions.ts).
import type { Span } from "../../diagnostics/diagnostic.js";
import type {
  BindingEvent,
  BindingForm,
  BindingOutcome,
  Definition,
  DefinitionKind,
  MemberAccess,
  ReceiverHint,
  Reference,
  ReferenceRole,
  Resolution,
  SymbolScope,
} from "./model.js";
import { docCommentAt, signatureAt } from "./doc-comment.js";
import type { Positions } from "./positions.js";

export class DefinitionRecord implements Definition {
  signatureStart: number | null = null;

  constructor(
    private readonly positions: Positions,
    readonly id: number,
    readonly name: string,
    readonly kind: DefinitionKind,
    readonly symbolScope: SymbolScope,
    readonly scope: number,
    public start: number,
    public end: number,
    public declStart: number,
    public declEnd: number,
    readonly visibleFrom: number,
    public mutable: boolean,
    readonly form: BindingForm,
    readonly qualifiedName: string,
    readonly container: string | null,
    /** Offsets of the annotation (-1: none); the signature text is read on demand. */
    private readonly typeStart: number,
    private readonly typeEnd: number,
    /** Top-level and member declarations carry the comment above them. */
    private readonly documented: boolean,
    readonly useOrdinal: number | null,
    readonly importedName: string | null,
  ) {}

  get signature(): string | null {
    return this.typeStart < 0 ? null : signatureAt(this.positions.text, this.typeStart, this.typeEnd);
  }

  get doc(): string | null {
    return this.documented ? docCommentAt(this.positions.text, this.declStart) : null;
  }

  get span(): Span {
    return this.positions.span(this.start, this.end);
  }

  get declSpan(): Span {
    return this.positions.span(this.declStart, this.declEnd);
  }

  get signatureSpan(): Span | null {
    return this.signatureStart === null ? null : this.positions.span(this.signatureStart, this.signatureStart + this.name.length);
  }
}

export class ReferenceRecord implements Reference {
  constructor(
    private readonly positions: Positions,
    readonly name: string,
    readonly role: ReferenceRole,
    readonly start: number,
    readonly end: number,
    readonly scope: number,
    readonly resolution: Resolution,
    readonly typePosition: boolean,
  ) {}

  get span(): Span {
    return this.positions.span(this.start, this.end);
  }
}

export class BindingEventRecord implements BindingEvent {
  constructor(
    private readonly positions: Positions,
    readonly name: string,
    readonly form: BindingForm,
    readonly outcome: BindingOutcome,
    public start: number,
    public statementStart: number,
    public statementEnd: number,
    readonly scope: number,
    readonly definition: number,
    readonly previous: number | null,
    readonly inExpression: boolean,
    readonly valueStart: number | null,
    readonly valueEnd: number | null,
  ) {}

  get span(): Span {
    return this.positions.span(this.start, this.start + this.name.length);
  }

  get statementSpan(): Span {
    return this.positions.span(this.statementStart, this.statementEnd);
  }

  get valueSpan(): Span | null {
    return this.valueStart === null || this.valueEnd === null ? null : this.positions.span(this.valueStart, this.valueEnd);
  }
}

export class MemberAccessRecord implements MemberAccess {
  constructor(
    private readonly positions: Positions,
    readonly member: string,
    readonly start: number,
    readonly end: number,
    readonly call: boolean,
    readonly write: boolean,
    readonly receiver: ReceiverHint,
  ) {}

  get span(): Span {
    return this.positions.span(this.start, this.end);
  }
}
