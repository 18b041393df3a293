// Converts tree-sitter positions (row, column in UTF-16 code units, which is
// what web-tree-sitter reports for JavaScript strings) into the project's
// span convention: 1-based lines and columns, columns in Unicode code points,
// end exclusive. Lines without astral characters take the fast path.
import type { Point } from "web-tree-sitter";
import type { Span } from "../diagnostics/diagnostic.js";

export class LineIndex {
  // Compact: a workspace index keeps one per file (scope graphs compute
  // their spans on demand through it).
  private readonly lineStarts: Int32Array;
  /** Lines holding a character outside the BMP (their columns need counting). */
  private readonly astralLines: Set<number> | null;

  constructor(private readonly text: string) {
    const starts = [0];
    let astral: Set<number> | null = null;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === 10) starts.push(i + 1);
      else if (code >= 0xd800 && code <= 0xdbff) (astral ??= new Set()).add(starts.length - 1);
    }
    this.lineStarts = Int32Array.from(starts);
    this.astralLines = astral;
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  /** 1-based code-point column of a 0-based UTF-16 column on a 0-based row. */
  column(row: number, utf16Column: number): number {
    if (!this.astralLines?.has(row)) return utf16Column + 1;
    const start = this.lineStarts[row] ?? 0;
    let codePoints = 0;
    for (let i = start; i < start + utf16Column; i++) {
      const code = this.text.charCodeAt(i);
      // The low half of a surrogate pair does not start a new code point.
      if (!(code >= 0xdc00 && code <= 0xdfff)) codePoints++;
    }
    return codePoints + 1;
  }

  /** The 0-based row of a UTF-16 offset (binary search over line starts). */
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

  /** The 0-based row and UTF-16 column of a UTF-16 offset. */
  pointAt(offset: number): Point {
    const row = this.row(offset);
    return { row, column: offset - (this.lineStarts[row] as number) };
  }

  /** The span of UTF-16 offsets `start`..`end`. */
  offsetSpan(start: number, end: number): Span {
    const sr = this.row(start);
    const er = end === start ? sr : this.row(end);
    return [
      sr + 1,
      this.column(sr, start - (this.lineStarts[sr] as number)),
      er + 1,
      this.column(er, end - (this.lineStarts[er] as number)),
    ];
  }

  span(start: Point, end: Point): Span {
    return [start.row + 1, this.column(start.row, start.column), end.row + 1, this.column(end.row, end.column)];
  }

  /** The display column of a code-point column when tabs stop every `tabSize` columns. */
  displayColumn(line: number, codePointColumn: number, tabSize: number): number {
    const start = this.lineStarts[line - 1] ?? 0;
    let display = 0;
    let seen = 1;
    for (const char of this.text.slice(start)) {
      if (seen >= codePointColumn || char === "\n") break;
      display = char === "\t" ? display + tabSize - (display % tabSize) : display + 1;
      seen++;
    }
    return display + 1;
  }

  /**
   * The UTF-16 offset of a 1-based line and code-point column (the span
   * convention), or undefined when the line does not exist or the column is
   * past the line's end (the column right after its last character is on
   * the line: a cursor there touches the last name).
   */
  offsetAt(line: number, column: number): number | undefined {
    if (!Number.isInteger(line) || !Number.isInteger(column) || line < 1 || column < 1) return undefined;
    const start = this.lineStarts[line - 1];
    if (start === undefined) return undefined;
    const next = this.lineStarts[line];
    const end = next === undefined ? this.text.length : next - 1;
    let offset = start;
    for (let seen = 1; seen < column; seen++) {
      if (offset >= end) return undefined;
      const code = this.text.charCodeAt(offset);
      offset += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
    }
    return offset <= end ? offset : undefined;
  }

  /** Text of a 1-based line without its line break. */
  lineText(line: number): string {
    const start = this.lineStarts[line - 1];
    if (start === undefined) return "";
    const next = this.lineStarts[line];
    return this.text.slice(start, next === undefined ? this.text.length : next - 1).replace(/\r$/, "");
  }
}
