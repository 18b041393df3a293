// Offsets (UTF-16 indices into the text) → project spans (1-based lines,
// code-point columns, end exclusive), on demand. The graph keeps offsets
// only and computes spans when asked: a workspace has hundreds of thousands
// of names, and eager span arrays were the largest part of the index.
import type { Span } from "../../diagnostics/diagnostic.js";

export class Positions {
  private readonly lineStarts: Int32Array;
  /** Lines holding a character outside the BMP (their columns need counting). */
  private readonly astral: Set<number> | null;

  constructor(readonly text: string) {
    const starts = [0];
    let astral: Set<number> | null = null;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === 10) starts.push(i + 1);
      else if (code >= 0xd800 && code <= 0xdbff) (astral ??= new Set()).add(starts.length - 1);
    }
    this.lineStarts = Int32Array.from(starts);
    this.astral = astral;
  }

  /** 0-based line of an offset. */
  line(offset: number): number {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** 1-based code-point column of an offset on 0-based `line`. */
  column(line: number, offset: number): number {
    const start = this.lineStarts[line]!;
    if (!this.astral?.has(line)) return offset - start + 1;
    let column = 1;
    for (let i = start; i < offset; i++) {
      const code = this.text.charCodeAt(i);
      if (!(code >= 0xdc00 && code <= 0xdfff)) column++;
    }
    return column;
  }

  span(start: number, end: number): Span {
    const l1 = this.line(start);
    const l2 = end === start ? l1 : this.line(end);
    return [l1 + 1, this.column(l1, start), l2 + 1, this.column(l2, end)];
  }
}

/** Short identifier strings repeat everywhere: keep one copy of each. */
const interned = new Map<string, string>();

export function intern(text: string): string {
  const known = interned.get(text);
  if (known !== undefined) return known;
  if (interned.size > 200_000) interned.clear(); // bounded: a pathological workspace must not grow this forever
  interned.set(text, text);
  return text;
}
