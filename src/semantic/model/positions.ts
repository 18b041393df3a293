// Offsets (UTF-16 indices into the text) → project spans (1-based lines,
// code-point columns, end exclusive), on demand, and the text the model's
// signatures and doc comments are read from. The model keeps offsets only.
import type { Span } from "../../diagnostics/diagnostic.js";
import type { LineIndex } from "../../syntax/line-index.js";

export class Positions {
  constructor(
    readonly text: string,
    private readonly index: LineIndex,
  ) {}

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
