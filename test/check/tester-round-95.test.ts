// Tester round 95a (the type system's advanced corners): what it found, fixed.
import { describe, expect, it } from "vitest";
import { check, typesAt } from "./helpers.js";

describe("a generic record of constants alone, instantiated by literal constants (95a D1)", () => {
  it("keeps its arguments in the type of the value, as one with a type argument does (§6.6)", async () => {
    const source =
      "Vec: (N: Int) -> Type = { _pos: Assert(N > 0), data: Array(Float, N) }\nGrid: (T: Type, W: Int) -> Type = { _w: Assert(W > 0), cells: Array(T, W) }\n\n" +
      "main = {\n    v = Vec(3)\n    g = Grid(Int, 3)\n    w: Vec(3) = v\n}\n";
    expect(await check(source)).toEqual([]);
    expect(await typesAt(source, [[5, 5], [6, 5], [7, 5]])).toEqual(["Vec(3)", "Grid(Int, 3)", "Vec(3)"]);
    // Its constraint is still checked at the call.
    expect((await check("Vec: (N: Int) -> Type = { _pos: Assert(N > 0), data: Array(Float, N) }\nmain = {\n    v = Vec(0)\n}\n")).map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E1062 3:9"]);
  });
});

describe("syntax errors of a statement the grammar accepts (95a D3)", () => {
  it("name the document's lines in their messages, not the statement's own", async () => {
    const found = await check("a = 1\nb = 2\nc = 3\n\nF: (N: Int) -> Type = { _f: Assert(g(N) < 100) }\n");
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E0010 5:41", "E0010 5:41", "E0011 5:41", "E0011 5:46", "E0010 5:49"]);
    const text = found.map((d) => `${d.message} ${d.help ?? ""}`).join("\n");
    expect(text).toContain("follows from the error at line 5, column 41");
    expect(text).toContain("expected `}` to close the `{` opened at line 5");
    expect(text).not.toMatch(/line 1\b/);
  });
});
