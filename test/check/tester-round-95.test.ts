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

describe("a `while` whose `{` is missing (94b D9)", () => {
  it("is named by the help of the stray `}` it leaves, rather than the `}` meant for it", async () => {
    const found = await check('repeat_str: (s: String, n: Int) -> String = (s, n) => {\n    mut out = ""\n    mut i = 0\n    while i < n\n        out = out + s\n        i = i + 1\n    }\n    return out\n}\n');
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.help}`)).toEqual([
      "E0011 9:1 the `while` on line 4 has no `{`, so its body is only the next statement, and the `}` on line 7 probably closes the block around it: if the lines below it belong to it, add `{` at the end of line 4",
    ]);
    // A `}` one too many, with every header braced, keeps its help.
    const early = await check("f: (n: Int) -> Int = (n) => {\n    mut i = 0\n    if i < n {\n        i = i + 1\n        }\n    }\n    return i\n}\n");
    expect(early.map((d) => d.help)).toEqual(["no block is open here: the `}` on line 6, indented more than line 1 where the block it closed opens, probably closed that block early; remove one `}` there"]);
  });
});

describe("a multi-line type body left open before the next declaration (94b D7)", () => {
  it("gets the help that says so at the declaration it swallowed", async () => {
    const found = await check("Point: Type = { x: Int, y: Int }\n\nWindow: Type = {\n    view: &Point,\n\nmain = {\n    p = Point(1, 2)\n}\n");
    expect(found[0]).toMatchObject({ code: "E0010", span: [6, 8, 6, 9] });
    expect(found[0]!.help).toBe("`main` starts a line like a declaration of its own: the type body before it is not closed; add its `}` after its last field");
  });
});

describe("a line ending with an operator before the next statement (94b D8)", () => {
  it("the E1001 of the name its declaration reads says the line goes on", async () => {
    const found = await check("dist: (a: Int, b: Int) -> Int = (a, b) => {\n    dx = a -\n    return dx * dx\n}\n");
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E1001 3:12", "E1001 3:17"]);
    expect(found[0]!.help).toBe("line 2 ends with `-`, so the next line goes on with its expression and reads 'dx' in its own declaration, before it is bound: finish the expression on line 2");
    // On one line, the read of the name being declared is said as such.
    expect((await check("main = {\n    total = total + 1\n}\n"))[0]!.help).toBe("'total' is read in the value of its own declaration, before it is bound");
  });
});

describe("a refinement with several parameters of one built-in type (95a D2)", () => {
  it("types its values as that type, as one with a single parameter does", async () => {
    const source = "Small: (v: Int) -> Type = { v < 10 }\nInRange: (lo: Int, hi: Int) -> Type = { lo < hi }\nMixed: (n: Int, s: String) -> Type = { n > 0 }\n\nmain = {\n    k: Small(3) = 3\n    j: InRange(1, 5) = 2\n    m: Mixed(1, \"a\") = 2\n}\n";
    expect(await check(source)).toEqual([]);
    // Parameters of different types: which the value is would be a guess.
    expect(await typesAt(source, [[6, 5], [7, 5], [8, 5]])).toEqual(["Int", "Int", "?"]);
  });
});

describe("a type function with an expression body (95a D5)", () => {
  it("gives a `Type`, whatever its parameters", async () => {
    const source = "Choose: (C: Bool, A: Type, B: Type) -> Type = pick(C, A, B)\nWidth: (n: Int) -> Type = g(n)\nh: (n: Int) -> Int = n\n";
    expect(await typesAt(source, [[1, 1], [2, 1], [3, 1]])).toEqual(["(Bool) -> Type", "(Int) -> Type", "(Int) -> Int"]);
  });
});
