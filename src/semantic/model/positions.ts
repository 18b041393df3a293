// Offsets (UTF-16 indices into the text) → project spans (1-based lines,
// code-point columns, end exclusive), on demand. The graph keeps offsets
// only and computes spans when asked: a workspace has hundreds of thousands
// of names, and eager span arrays were the largest part of the index.
import type { Span } from "../../diagnostics/diagnostic.js";
import { LineIndex } from "../../syntax/line-index.js";

export class Positions {
  private readonly index: LineIndex;

  constructor(readonly text: string) {
    this.index = new LineIndex(text);
  }

  span(start: number, end: number): Span {
    return this.index.offsetSpan(start, end);
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
