// Issue 12: no cascades after a syntax error. Nothing is reported inside a
// top-level statement a syntax error breaks, what it declares is not
// reported missing elsewhere, syntax errors come first, and the statements
// it does not touch are still checked.
import { describe, expect, it } from "vitest";
import { cascades } from "../../src/check/conformance.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { Document } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { check, codes } from "./helpers.js";

async function errors(source: string): Promise<string[]> {
  return codes((await check(source)).filter((d) => d.severity === "error"));
}

const syntaxOnly = (list: string[]) => list.filter((c) => !c.startsWith("E0"));

describe("no checker diagnostics from a statement a syntax error breaks", () => {
  it.each([
    ["a type definition missing a comma: its constructor and fields", "Point: Type = { x: Float y: Float }\nmain = {\n    p = Point(1.0, 2.0)\n    print(p.x)\n}\n"],
    ["a function whose body does not parse: calls with any arguments", "helper: (a: Int) -> Int = {\n    return a +\n}\nmain = {\n    n = helper(1)\n    m = helper(\"x\", 2)\n}\n"],
    ["named arguments written `x: 3.0`: not four arguments", "Point: Type = { x: Float, y: Float }\nmain = {\n    p = Point(x: 3.0, y: 4.0)\n}\n"],
    ["a method whose body does not parse", "Shape.area: (self: &Shape) -> Float = {\n    return self.w *\n}\nShape: Type = { w: Float }\nmain = {\n    s = Shape(1.0)\n    a = s.area()\n}\n"],
    ["a declaration the parser split (`main` then `= {`)", "use std.assert\nmain = {\n    items = [1]\n    {assert.assert(items[0] == 1, \"x\")\n}\nother = {\n    main()\n}\n"],
    ["a broken `use`: its names", "use std.)assert\nmain = {\n    assert.assert(true, \"m\")\n}\n"],
    ["a broken `for`: its loop variable", "main = {\n    for i in 1,5 {\n        print(i)\n    }\n}\n"],
    ["statements left at the top level by a stray `}`", "main = {\n    result = 6\n    }\n    print(result)\n}\n"],
    ["a value whose initialiser does not parse, used below", "total = compute(1,\nmain = {\n    print(total)\n}\n"],
    // 122b F2: the compiler's lexer reads the rest into the open string; the tree's reading of it is no code.
    ["the text after an unterminated string", 'x = 1\nmsg = f"""\nsum of {x}\n"""\ny: Int = "s"\n'],
    // 105b P3, P4: another language's declaration declares its name (its uses were E1053 and E1001, one per use).
    ["a Rust `struct`: its uses as a type and a constructor", "struct Point {\n    x: Float,\n    y: Float,\n}\n\nnorm2: (p: Point) -> Float = {\n    return p.x * p.x + p.y * p.y\n}\n\nmain = {\n    p = Point(1.0, 2.0)\n}\n"],
    ["a Rust `fn`: its calls", "fn double(x: Int) -> Int {\n    return x * 2\n}\n\nmain = {\n    y = double(4)\n}\n"],
    // 105c Q5: and a method declared so (its calls were E1042).
    ["a method in the old syntax: its calls", "Point: Type = {\n    x: Int,\n    y: Int,\n}\n\nPoint.len(self: &Point) -> Int = {\n    return self.y\n}\n\nmain = {\n    p = Point(1, 2)\n    n = p.len()\n}\n"],
    // 105d R4: `fn Point.area(…)` and `def Point.len(self) -> Int:` declare the methods, not a `Point`.
    ["a method written with a function word: its calls", "Point: Type = {\n    x: Int,\n    y: Int,\n}\n\nfn Point.area(self: &Point) -> Int {\n    return self.x * self.y\n}\n\ndef Point.len(self) -> Int:\n    return self.x\n\nmain = {\n    p = Point(1, 2)\n    n = p.area() + p.len()\n}\n"],
    ["a Rust `impl` block: its methods' calls", "Point: Type = {\n    x: Int,\n}\n\nimpl Point {\n    fn norm(&self) -> Int {\n        return self.x\n    }\n}\n\nmain = {\n    p = Point(1)\n    n = p.norm()\n}\n"],
  ])("%s", async (_name, source) => {
    const got = await errors(source);
    expect(got.some((c) => c.startsWith("E0")), got.join(" ")).toBe(true);
    expect(syntaxOnly(got)).toEqual([]);
  });

  it("still checks the statements a syntax error does not touch", async () => {
    const got = await errors("broken = (1 +\nmain = {\n    y = nope\n}\n\nother = {\n    z = also_missing\n}\n");
    expect(got).toContain("E1001@7");
  });

  it("reports the syntax errors first", async () => {
    const ours = (await check("main = {\n    y = nope\n}\nother = {\n    x = (1 + 2\n}\n")).filter((d) => d.severity === "error");
    expect(codes(ours)).toEqual(["E0010@6", "E1001@2"]);
  });

  it("a file whose tree has an ERROR the compiler's parser accepts is checked as usual", async () => {
    expect(await errors("f: (a: Int) -> ( Int = {\n    return a\n}\nmain = {\n    y = nope\n}\n")).toEqual(["E1002@2", "E1001@5"]);
  });

  it("in a file the compiler's parser accepts, a statement whose tree skipped text (an ERROR node) is not checked", async () => {
    // `return` in an argument is an expression to the compiler; the grammar skips it.
    const got = await errors('use std.assert\nmain = {\n    removed = true\n    assert.assert(return removed, "ok")\n    y = nope\n}\nother = {\n    z = also_missing\n}\n');
    expect(got).toEqual(["E1001@8"]);
    // Recovery may split the statement and leave its name on its line alone (`f"{value # other}"`, which the
    // compiler keeps as text): that name is part of it, not a read of an undeclared `main`.
    expect(await errors('main = {\n    value = 3\n    print(f"{value # other}")\n    print(value)\n}\n')).toEqual([]);
  });

  it("a lexical error is reported alone in its statement", async () => {
    expect(await errors("main = {\n    x = a && b\n    y = nope\n}\n")).toEqual(["E0001@2"]);
  });

  it("a `#` line breaks nothing (the grammar reads it as an extra): the statement around it is checked", async () => {
    expect(await errors("main = {\n    x = 1 # note\n    y = nope\n}\n")).toEqual(["E0001@2", "E1001@3"]);
  });
});

describe("the cascade measure of conformance:check", () => {
  const error = (code: string, span: Diagnostic["span"]): Diagnostic => ({ code, severity: "error", message: "", span });

  it("counts a checker error inside a statement with an ERROR node, a use of a name only it declares, and a call of it", async () => {
    const source = "helper = (a) => {\n    return a +\n}\nmain = {\n    n = helper(1)\n    m = nope\n}\n";
    const doc = new Document(await sharedParser(), source);
    try {
      const ours = [
        error("E1002", [2, 5, 2, 11]),
        error("E1001", [5, 9, 5, 15]),
        error("E1010", [5, 15, 5, 16]),
        error("E1001", [6, 9, 6, 13]),
        error("E0011", [3, 1, 3, 2]),
      ];
      expect(cascades(doc, ours)).toEqual(["E1002@2", "E1001@5", "E1010@5"]);
    } finally {
      doc.dispose();
    }
  });
});

describe("an f-string interpolation the grammar cannot read, which the compiler keeps as text (syntax.md §1.12)", () => {
  it("leaves the rest of its statement checked", async () => {
    const source = 'name_of: (s: String) -> String = { return s }\nmain = {\n    print(f"{name_of(\\"a\\")}")\n    q: String = 5\n}\n';
    expect(await errors(source)).toEqual(["E1002@4"]);
  });

  it("is not code when the grammar reads only part of it (`\\\"` after a space): nothing in it is checked or used", async () => {
    const source = 'pick = (a: Int, name: String) => name\nmain = {\n    s = "x"\n    a = f"{pick(1, \\"Ana\\")}"\n    b = f"{pick(s, \\"-\\")}"\n    c = f"{pick(s, 2)}"\n}\n';
    // (Both of `pick(s, 2)`'s arguments are wrong: one E1002 at the call's `(` that names each.)
    expect(await errors(source)).toEqual(["E1002@6"]);
  });

  it("that lexes but holds trailing tokens is its leading expression, as for the compiler (`{a b}`, `{t.0}`)", async () => {
    const source = 'main = {\n    t = (1, 2)\n    s = f"{t.0}"\n    a = 3\n    u = f"{a b}"\n    v = f"{zz q}"\n}\n';
    expect(await errors(source)).toEqual(["E1001@6"]);
  });
});
