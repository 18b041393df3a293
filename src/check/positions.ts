// Offsets (UTF-16, what tree-sitter reports) to project spans: 1-based lines
// and code-point columns, end exclusive (diagnostics.md §3.2). The AST keeps
// offsets only; spans are made when a diagnostic is reported.
import type { Span } from "../diagnostics/diagnostic.js";
import type { LineIndex } from "../syntax/line-index.js";

export class Positions {
  private readonly lineStarts: number[] = [0];

  constructor(
    text: string,
    private readonly index: LineIndex,
  ) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) this.lineStarts.push(i + 1);
  }

  /** 0-based row of an offset. */
  row(offset: number): number {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** 1-based line of an offset. */
  line(offset: number): number {
    return this.row(offset) + 1;
  }

  span(start: number, end: number): Span {
    const sr = this.row(start);
    const er = end === start ? sr : this.row(end);
    return [
      sr + 1,
      this.index.column(sr, start - (this.lineStarts[sr] as number)),
      er + 1,
      this.index.column(er, end - (this.lineStarts[er] as number)),
    ];
  }
}
