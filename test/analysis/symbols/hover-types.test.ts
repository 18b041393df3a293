// lookup_symbol's `type` by position for names whose checker type is not a
// value's: a built-in type name and a type parameter show their own name, as a
// declared type does, and a std function the checker types only in part shows
// the std table's signature, as lookup by name does (round 27).
import { describe, expect, it } from "vitest";
import { symbolAtPosition, SymbolIndex } from "../../../src/analysis/symbols/index.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

const SOURCE = `use std.io
Box: (T: Type) -> Type = { value: T }
first: (T: Type) -> (xs: &List(T)) -> T = (xs) => xs[0]
limit: Int = 3
main = {
    io.println("x")
}
`;

describe("hover types of types and std functions", () => {
  it("names a built-in type, a type parameter (declaration and use) and io.println as lookup by name shows it", async () => {
    const doc = new Document(await sharedParser(), SOURCE);
    const index = new SymbolIndex();
    index.sync([{ path: "main.yx", document: () => doc }]);
    const typeAt = (line: number, column: number) => {
      const r = symbolAtPosition(index, "main.yx", line, column);
      return r.found ? `${r.symbol.name}: ${r.type}` : r.what;
    };
    expect(typeAt(4, 8)).toBe("Int: Int");
    expect(typeAt(2, 7)).toBe("T: T");
    expect(typeAt(2, 35)).toBe("T: T");
    expect(typeAt(6, 8)).toBe("println: (...args) -> ()");
  });
});
