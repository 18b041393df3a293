// A lambda parameter that a function's annotation types shows that type as
// its signature (lookup_symbol, list_symbols): `cap` of `f: (cap: Int) ->
// Int = (cap) => …` is an `Int`. Before, only a parameter with an annotation
// of its own had one (round 14).
import { describe, expect, it } from "vitest";
import { lookupSymbols, SymbolIndex } from "../../../src/analysis/symbols/index.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

describe("a lambda parameter's signature", () => {
  it("is the type of the annotation's parameter it takes, by name or by position; its own annotation wins", async () => {
    const doc = new Document(await sharedParser(), "f: (cap: Int) -> Int = (cap) => cap + 1\ng: (a: Float) -> Float = (x) => x\nh: (a: Float) -> Float = (y: Float) => y\nk = (z) => z\n");
    try {
      const index = new SymbolIndex();
      index.sync([{ path: "m.yx", document: () => doc }]);
      const signature = (query: string) => lookupSymbols(index, { query }).symbols[0]?.signature ?? null;
      expect(signature("f#cap")).toBe("Int");
      expect(signature("g#x")).toBe("Float");
      expect(signature("h#y")).toBe("Float");
      expect(signature("k#z")).toBeNull();
    } finally {
      doc.dispose();
    }
  });
});
