// The nearest-names hint lists, per name, the first two symbols in the order
// of their `qualified (kind, file)` texts; firstTwoInTextOrder picks them in
// one pass without making every text. It must pick what sorting the texts
// picks, on names that are prefixes of each other, equal names of other
// kinds, and files that are prefixes of each other.
import { describe, expect, it } from "vitest";
import { firstTwoInTextOrder } from "../../../src/analysis/symbols/hint.js";
import type { SymbolInfo } from "../../../src/analysis/symbols/model.js";

function seeded(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

const PARTS = ["a", "ab", "a_b", "A", "x1", "main#x", "main#x@3:5", "Point.x", "Point", "p.q"];
const KINDS = ["local", "parameter", "function", "method", "variable", "generic_parameter"];
const FILES = ["a.yx", "a/b.yx", "ab.yx", "src/a.yx", "src/a-b.yx", "src/a.b.yx", null];

describe("firstTwoInTextOrder", () => {
  it("picks what sorting the texts picks (2,000 seeded rows)", () => {
    const random = seeded(62);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
    for (let row = 0; row < 2000; row++) {
      const symbols = Array.from({ length: 1 + Math.floor(random() * 8) }, () => {
        const file = pick(FILES);
        return { qualified_name: pick(PARTS), kind: pick(KINDS), file, module: file === null ? "std.io" : "m" } as unknown as SymbolInfo;
      });
      const text = (s: SymbolInfo) => `${s.qualified_name} (${s.kind}, ${s.file ?? s.module})`;
      expect(firstTwoInTextOrder(symbols).map(text)).toEqual(symbols.map(text).sort().slice(0, 2));
    }
  });
});
