// Round 35 (types an agent reads by position, and the uses they decide): a
// method-style call of a generic `pub` function has its type parameters
// fixed by the receiver; a type parameter written bare in a function-typed
// parameter (`(A) -> R`) is inferred from the argument; record patterns
// (`{ x }`, `(Pos(a, b))`) bind the fields' types.
import { describe, expect, it } from "vitest";
import { findReferences, SymbolIndex, symbolAtPosition } from "../../src/analysis/symbols/index.js";
import { Document } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { check } from "./helpers.js";

async function indexed(source: string): Promise<{ index: SymbolIndex; dispose: () => void }> {
  const doc = new Document(await sharedParser(), source);
  const index = new SymbolIndex();
  index.sync([{ path: "main.yx", document: () => doc }]);
  return { index, dispose: () => doc.dispose() };
}

const typeAt = (index: SymbolIndex, line: number, column: number) => {
  const found = symbolAtPosition(index, "main.yx", line, column);
  return found.found ? found.type : undefined;
};

describe("generic functions", () => {
  it("a method-style call of a generic pub function takes its type parameters from the receiver (49g D1)", async () => {
    const source = "Sq: Type = { side: Float }\nBox: (T: Type) -> Type = { inner: T }\npub unbox: (T: Type) -> (b: &Box(T)) -> T = (b) => b.inner\nmain = {\n    b = Box(Sq(2.0))\n    s = b.unbox()\n    x = s.side\n    v = unbox(&b)\n}\n";
    expect(await check(source)).toEqual([]);
    const { index, dispose } = await indexed(source);
    try {
      expect(typeAt(index, 6, 5)).toBe("Sq");
      expect(typeAt(index, 8, 5)).toBe("Sq");
      const side = findReferences(index, { query: "Sq.side" });
      expect(side.locations.map((l) => `${l.span[0]}:${l.span[1]}`)).toEqual(["1:14", "7:11"]);
      expect(side.possible).toEqual([]);
    } finally {
      dispose();
    }
  });

  it("a type parameter written bare in a function-typed parameter is inferred from the argument (49g D2)", async () => {
    const source = 'wrap: (A: Type, R: Type) -> (f: (A) -> R) -> ((x: A) -> R) = (f) => (x) => f(x)\nto_s: (i: Int) -> String = (i) => f"{i}"\nmain = {\n    w = wrap(to_s)\n    ok = w(1)\n    bad = w("x")\n}\n';
    const found = await check(source);
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E1002 6:12"]);
    const { index, dispose } = await indexed(source);
    try {
      expect(typeAt(index, 4, 5)).toBe("(Int) -> String");
    } finally {
      dispose();
    }
  });
});

describe("record patterns (49g D3)", () => {
  it("`{ x }` and `(Pos(a, b))` bind the fields' types", async () => {
    const source = "Pos: Type = { x: Int, y: Float }\nmain = {\n    p = Pos(1, 2.0)\n    v = match p {\n        { x } => x + 1,\n    }\n    w = match p {\n        (Pos(a, b)) => b,\n    }\n}\n";
    expect(await check(source)).toEqual([]);
    const { index, dispose } = await indexed(source);
    try {
      expect([typeAt(index, 5, 11), typeAt(index, 8, 14), typeAt(index, 8, 17), typeAt(index, 4, 5), typeAt(index, 7, 5)]).toEqual(["Int", "Int", "Float", "Int", "Float"]);
    } finally {
      dispose();
    }
  });
});
