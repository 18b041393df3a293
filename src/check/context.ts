// What every pass of one file gets: the file's text and AST, positions, its
// declarations and a way to look up other files' declarations through its
// imports, and a sink for diagnostics. Passes are pure functions of this.
import type { Diagnostic, RelatedInformation } from "../diagnostics/diagnostic.js";
import { helpFor } from "../diagnostics/registry.js";
import type { Severity } from "../diagnostics/types.js";
import type { Document } from "../syntax/document.js";
import type { AstNode } from "../syntax/ast/ast.js";
import type { Declarations, TypeDecl } from "../semantic/types/declarations.js";
import type { Positions } from "../syntax/ast/positions.js";

export interface FileContext {
  /** Root-relative path (the `file` of every diagnostic). */
  readonly file: string;
  readonly text: string;
  readonly root: AstNode;
  readonly positions: Positions;
  readonly declarations: Declarations;
  /** A user type visible at the top level (own or imported), with its declaring file. */
  lookupType(name: string): { decl: TypeDecl; file: string } | undefined;
  /** The declarations of another workspace file (for imported records and their methods). */
  declarationsOf(file: string): Declarations | undefined;
  /** The parsed document of a workspace file (this one included). */
  documentOf(file: string): Document | undefined;
  /** Every user type visible at the top level, flattened: name, declaring statement, file, … (to compare two checks). */
  typeEnvironment(): readonly unknown[];
}

/** Where a diagnostic or its related information points: a node, or a range of offsets. */
export type Site = AstNode | { readonly start: number; readonly end: number };

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
