// The model's records as small classes: offsets are stored, spans are
// computed by getters through the file's Positions (see positions.ts): a
// workspace has hundreds of thousands of names, and eager span arrays were
// the largest part of the symbol index.
import type { Span } from "../../diagnostics/diagnostic.js";
import type { Type } from "../types/types.js";
import type {
  BindingEvent,
  BindingForm,
  BindingOutcome,
  Definition,
  DefinitionKind,
  MemberResolution,
  MemberRole,
  MemberUse,
  Reference,
  ReferenceRole,
  Resolution,
  SymbolScope,
} from "./model.js";
import { docCommentAt } from "./doc-comment.js";
import { signatureAt } from "./signature-text.js";
import { collapseWhitespace } from "../modules/nodes.js";
import type { Positions } from "./positions.js";

export class DefinitionRecord implements Definition {
  constructor(
    private readonly positions: Positions,
    readonly id: number,
    readonly name: string,
    readonly kind: DefinitionKind,
    readonly symbolScope: SymbolScope,
    readonly scope: number,
    readonly start: number,
    readonly end: number,
    readonly declStart: number,
    readonly declEnd: number,
    readonly visibleFrom: number,
    readonly mutable: boolean,
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
    readonly signatureStart: number | null,
    readonly type: Type,
  ) {}

  get signature(): string | null {
    return this.typeStart < 0 ? null : signatureAt(this.positions.text, this.typeStart, this.typeEnd);
  }

  get defaultValue(): string | null {
    // A field's declaration ends with its default, after its annotation: `name [mut]: Type = default`.
    if (this.kind !== "field" || this.typeStart < 0) return null;
    const after = /^\s*=\s*([^]*)$/.exec(this.positions.text.slice(this.typeEnd, this.declEnd));
    // Line breaks joined, other spaces kept (a string literal's are its value).
    return after && after[1] !== "" ? after[1]!.trim().replace(/[ \t]*\r?\n\s*/g, " ") : null;
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
    readonly type: Type,
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
    readonly start: number,
    readonly statementStart: number,
    readonly statementEnd: number,
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

/** Longest receiver text a member use gives (for `possible` explanations). */
const RECEIVER_TEXT = 40;

export class MemberUseRecord implements MemberUse {
  constructor(
    private readonly positions: Positions,
    readonly member: string,
    readonly start: number,
    readonly end: number,
    readonly role: MemberRole,
    readonly resolution: MemberResolution,
    readonly named: boolean,
    readonly type: Type,
    /** Offsets of the receiver expression (-1: a named argument, none). */
    private readonly receiverStart: number,
    private readonly receiverEnd: number,
    readonly throughType: boolean,
  ) {}

  get span(): Span {
    return this.positions.span(this.start, this.end);
  }

  get receiver(): string | null {
    if (this.receiverStart < 0) return null;
    const raw = collapseWhitespace(this.positions.text.slice(this.receiverStart, this.receiverEnd));
    return raw.length > RECEIVER_TEXT ? `${raw.slice(0, RECEIVER_TEXT - 1)}…` : raw;
  }
}
