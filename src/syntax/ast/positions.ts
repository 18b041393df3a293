// Offsets (UTF-16, what tree-sitter reports) to project spans: 1-based lines
// and code-point columns, end exclusive (diagnostics.md §3.2). The AST keeps
// offsets only; spans are made when a diagnostic is reported.
import type { Span } from "../../diagnostics/diagnostic.js";
import type { LineIndex } from "../line-index.js";

export class Positions {
  constructor(private readonly index: LineIndex) {}

  /** 0-based row of an offset. */
  row(offset: number): number {
    return this.index.row(offset);
  }

  /** 1-based line of an offset. */
  line(offset: number): number {
    return this.index.row(offset) + 1;
  }

  span(start: number, end: number): Span {
    return this.index.offsetSpan(start, end);
  }
}
