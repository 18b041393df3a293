// What every pass of one file gets: the file's text and AST, positions, its
// declarations and a way to look up other files' declarations through its
// imports, and a sink for diagnostics. Passes are pure functions of this.
import type { Diagnostic, RelatedInformation, Span } from "../diagnostics/diagnostic.js";
import { helpFor } from "../diagnostics/registry.js";
import type { Severity } from "../diagnostics/types.js";
import type { Document } from "../syntax/document.js";
import type { AstNode } from "./ast.js";
import type { Declarations, TypeDecl } from "./declarations.js";
import type { Positions } from "./positions.js";

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
}

export class Sink {
  readonly diagnostics: Diagnostic[] = [];
  /** Top-level statement being checked (index), for the reference's first-error-per-item view. */
  item = -1;
  /** The item of each diagnostic, in emission order. */
  readonly items = new Map<Diagnostic, number>();

  constructor(private readonly context: { file: string; positions: Positions }) {}

  report(
    code: string,
    node: AstNode | { start: number; end: number },
    message: string,
    options: { phase: string; severity?: Severity; related?: RelatedInformation[]; help?: string } = { phase: "types" },
  ): void {
    const diagnostic: Diagnostic = {
      code,
      severity: options.severity ?? "error",
      message,
      span: this.context.positions.span(node.start, node.end),
      phase: options.phase,
      file: this.context.file,
      help: options.help ?? helpFor(code),
      ...(options.related && options.related.length > 0 ? { related: options.related } : {}),
    };
    this.diagnostics.push(diagnostic);
    this.items.set(diagnostic, this.item);
  }

  spanOf(node: { start: number; end: number }): Span {
    return this.context.positions.span(node.start, node.end);
  }
}
