// A generic record instantiated by its type arguments, then its constants
// (`arr = SafeArray(Int, 3)`, diagnostics.md §6.6, the corpus's
// const_generic_instantiate.yx): the value has the instance's type, as the
// annotation `SafeArray(Int, 3)` reads it (tester rounds 81b D2, 78c D5: it
// was the bare record, its fields' types lost, and a member use through them
// only a possible one).
import { describe, expect, it } from "vitest";
import { findReferences } from "../../src/analysis/symbols/index.js";
import { indexOf } from "../analysis/symbols/workspace.js";
import { check } from "./helpers.js";

const TYPES = `Vec: (T: Type, N: Int) -> Type = { _n: Assert(N >= 0), data: Array(T, N) }
Grid: (T: Type, W: Int) -> Type = { cells: List(T) }
Point: Type = { x: Int }
`;

async function errors(body: string): Promise<string[]> {
  return (await check(`${TYPES}main = {\n${body}\n}\n`)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]} ${d.message}`);
}

describe("a generic record instantiated by a call of its type arguments and constants", () => {
  it("has the instance's type: its fields' types follow, and it is compared by its arguments", async () => {
    expect(await errors("    v = Vec(Int, 3)\n    s: String = v.data[0]\n    g = Grid(Point, 2)\n    t: String = g.cells[0].x\n    w: Vec(String, 3) = Vec(Int, 3)\n    ok: Vec(Int, 3) = Vec(Int, 3)")).toEqual([
      "E1002 6 's' is declared as String, but the value is Int",
      "E1002 8 't' is declared as String, but the value is Int",
      "E1002 9 'w' is declared as Vec(String, 3), but the value is Vec(Int, 3)",
    ]);
  });

  it("makes a member use through the instance's fields a use of that member, not a possible one", async () => {
    const { index } = await indexOf(new Map([["main.yx", `${TYPES}main = {\n    g = Grid(Point, 2)\n    n = g.cells[0].x\n}\n`]]));
    const found = findReferences(index, { query: "Point.x" });
    expect(found.locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["3:17 definition", "6:20 read"]);
    expect(found.possible).toEqual([]);
  });
});
