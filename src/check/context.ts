// Diagnostics as the rules report them: their places are nodes (or offset
// ranges), turned into spans only when the check's result is assembled.
import type { Diagnostic, RelatedInformation } from "../diagnostics/diagnostic.js";
import { helpFor } from "../diagnostics/registry.js";
import type { Severity } from "../diagnostics/types.js";
import type { Positions } from "../syntax/ast/positions.js";
import type { Site } from "../semantic/walk/context.js";

export type { Site };

/**
 * A diagnostic as reported: its places are nodes, not spans yet. Spans are
 * made when the check's result is assembled (`toDiagnostic`), from the nodes'
 * offsets at that time, so a result cached on an AST node that an incremental
 * re-copy moved stays right.
 */
export interface RawDiagnostic {
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  readonly at: Site;
  readonly phase: string;
  readonly file: string;
  readonly help: string | undefined;
  readonly related: readonly RawRelated[] | undefined;
}

export interface RawRelated {
  readonly message: string;
  readonly at: Site;
  readonly file: string;
}

export class Sink {
  readonly raw: RawDiagnostic[] = [];
  /** Top-level statement being checked (index), for the reference's first-error-per-item view. */
  item = -1;
  /** The item of each diagnostic, in emission order. */
  readonly items = new Map<RawDiagnostic, number>();

  constructor(private readonly context: { file: string }) {}

  /** The file whose diagnostics these are. */
  get file(): string {
    return this.context.file;
  }

  report(
    code: string,
    node: Site,
    message: string,
    options: { phase: string; severity?: Severity; related?: RawRelated[]; help?: string } = { phase: "types" },
  ): void {
    const diagnostic: RawDiagnostic = {
      code,
      severity: options.severity ?? "error",
      message,
      at: node,
      phase: options.phase,
      file: this.context.file,
      help: options.help,
      related: options.related && options.related.length > 0 ? options.related : undefined,
    };
    this.raw.push(diagnostic);
    this.items.set(diagnostic, this.item);
  }

  /** Drops the diagnostics reported since `mark` (raw.length then): a check that found out it could not be sure. */
  dropSince(mark: number): void {
    for (const d of this.raw.splice(mark)) this.items.delete(d);
  }
}

/** The diagnostic with its spans, from the current offsets of its nodes. */
export function toDiagnostic(raw: RawDiagnostic, positions: Positions): Diagnostic {
  return {
    code: raw.code,
    severity: raw.severity,
    message: raw.message,
    span: positions.span(raw.at.start, raw.at.end),
    phase: raw.phase,
    file: raw.file,
    help: raw.help ?? helpFor(raw.code),
    ...(raw.related
      ? { related: raw.related.map((r): RelatedInformation => ({ message: r.message, span: positions.span(r.at.start, r.at.end), file: r.file })) }
      : {}),
  };
}
