// Round 62 (62b): values of a known type that do not fit the one required
// (diagnostics.md §6.5 "Everything else that is fully known and different:
// E1002"): a borrow where its value is required, a function value of
// another shape, and a value another file binds without an annotation.
import { describe, expect, it } from "vitest";
import { check, checkFiles, codes, typesAt, typesIn } from "./helpers.js";

const P = "P: Type = { x: Int }\ntake: (p: P) -> Int = (p) => p.x\nlook: (p: &P) -> Int = (p) => p.x\n";

describe("a borrow where its value is required (62b D1)", () => {
  it("is E1002 in an annotated binding and as an argument, with a help that drops the borrow", async () => {
    const found = await check(`${P}main = {\n    n = 5\n    q: Int = &n\n    mut p = P(1)\n    k = take(&p)\n    m = take(&mut p)\n}\n`);
    expect(codes(found)).toEqual(["E1002@6", "E1002@8", "E1002@9"]);
    expect(found[0]!.message).toBe("'q' is declared as Int, but the value is &Int");
    expect(found[0]!.help).toBe("a borrow is not the value: use the value itself (without `&`), or declare it as `&Int`");
    expect(found[1]!.help).toBe("a borrow is not the value: pass the value itself (without `&`), or declare the parameter as `&P`");
    expect(found[2]!.message).toBe("argument 1 ('p') of 'take' must be P, but the value is &mut P");
  });

  it("is no error where a borrow or any value is required: a value auto-borrows, an interface or type parameter takes a borrow", async () => {
    const source = [
      P,
      "Shape: Type = { area: (self: &Shape) -> Float }",
      "Sq: Type = { s: Float, Shape }",
      "Sq.area: (self: &Sq) -> Float = (self) => self.s * self.s",
      "measure: (s: Shape) -> Float = (s) => s.area()",
      "same: (T: Type) -> (v: T) -> T = (v) => v",
      "main = {",
      "    p = P(1)",
      "    a = look(&p)",
      "    b = look(p)",
      "    sq = Sq(2.0)",
      "    c = measure(&sq)",
      "    r: &P = &p",
      "    d = look(r)",
      "}",
      "",
    ].join("\n");
    expect(await check(source)).toEqual([]);
  });
});

describe("a function value of another shape (62b D2)", () => {
  const APPLY = "apply: (f: (x: Int) -> Int, v: Int) -> Int = (f, v) => f(v)\n";

  it("is E1002 by its parameters' and result's types", async () => {
    const found = await check(`${APPLY}say: (s: String) -> Int = (s) => 1\nmain = {\n    a = apply(say, 2)\n    b = apply((x: Int) => "s", 2)\n    c = apply((x: String) => 1, 2)\n    d = apply((x: Int, y: Int) => x, 2)\n}\n`);
    expect(codes(found)).toEqual(["E1002@4", "E1002@5", "E1002@6", "E1002@7"]);
    expect(found.map((d) => d.message.replace(/.* but the value is /, ""))).toEqual(["(String) -> Int", "(Int) -> String", "(String) -> Int", "(Int, Int) -> Int"]);
  });

  it("is no error when it fits, when parts are unknown, or where the result is unused (Void)", async () => {
    const source = [
      APPLY,
      "twice: (n: Int) -> Int = (n) => n * 2",
      "each: (xs: List(Int), f: (x: Int) -> Void) -> Void = (xs, f) => {",
      "    for x in xs {",
      "        f(x)",
      "    }",
      "}",
      "ident: (T: Type) -> (v: T) -> T = (v) => v",
      "main = {",
      "    a = apply(twice, 2)",
      "    b = apply((x) => x + 1, 2)",
      "    c = apply((x: Int) => x * 3, 2)",
      "    each([1, 2], (x) => twice(x))",
      "    each([1, 2], (x: Int) => print(x))",
      "    d = apply(ident, 4)",
      "}",
      "",
    ].join("\n");
    expect(await check(source)).toEqual([]);
  });
});

describe("a value another file binds without an annotation (62b D3)", () => {
  const SHAPES = "Point: Type = { x: Float, y: Float }\norigin = Point(0.0, 0.0)\nlimit: Int = 5\nname = \"geo\"\n";

  it("has the type that file's walk gives it, imported by name or read off the module", async () => {
    const found = await checkFiles(
      {
        "shapes.yx": SHAPES,
        "main.yx": "use shapes.{origin, limit, name}\nuse shapes\nmain = {\n    a: Int = origin\n    b: String = limit\n    c: Int = name\n    d: Int = shapes.origin\n    e: String = name\n}\n",
      },
      ["main.yx"],
    );
    expect(found["main.yx"]!.map((d) => `${d.code}@${d.span[0]} ${d.message}`)).toEqual([
      "E1002@4 'a' is declared as Int, but the value is Point",
      "E1002@5 'b' is declared as String, but the value is Int",
      "E1002@6 'c' is declared as Int, but the value is String",
      "E1002@7 'd' is declared as Int, but the value is Point",
    ]);
  });

  it("is shown at a local bound to it", async () => {
    expect(await typesIn({ "shapes.yx": SHAPES, "main.yx": "use shapes.{origin}\nmain = {\n    o = origin\n}\n" }, "main.yx", [[3, 5]])).toEqual(["Point"]);
  });

  it("is unknown (no error, no hang) through imports in a cycle", async () => {
    const found = await checkFiles(
      {
        "a.yx": "use b.{bee}\nay = bee + 1\nmain = {\n    s: String = bee\n}\n",
        "b.yx": "use a.{ay}\nbee = 2\nbz = ay\n",
      },
      ["a.yx", "b.yx"],
    );
    // Each walk would wait on the other's: the value is unknown there, as an unannotated function's is.
    expect(found["a.yx"]!.filter((d) => d.severity === "error")).toEqual([]);
    expect(found["b.yx"]!.filter((d) => d.severity === "error")).toEqual([]);
  });
});

describe("a tuple destructured into another number of names (62b D5)", () => {
  it("helps with the names or the tuple", async () => {
    const found = await check("main = {\n    (a, b) = (1, 2, 3)\n}\n");
    expect(codes(found)).toEqual(["E1002@2"]);
    expect(found[0]!.help).toBe("bind one name per element (3 names), or give a tuple of 2 elements");
  });
});

describe("a generic function at a call (62a D4)", () => {
  it("is shown as the call instantiates it; named bare, as declared", async () => {
    const source = `Box: (T: Type) -> Type = { value: T }\n\nwrap: (T: Type) -> (v: T) -> Box(T) = (v) => Box(v)\n\nmain = {\n    b = wrap("x")\n    c = wrap(wrap(2))\n    d = wrap\n}\n`;
    expect(await typesAt(source, [[6, 9], [6, 5], [7, 9], [7, 14], [8, 9]])).toEqual(["(String) -> Box(String)", "Box(String)", "(Box(Int)) -> Box(Box(Int))", "(Int) -> Box(Int)", "(T) -> Box(T)"]);
    expect(await check(source)).toEqual([]);
  });
});

describe("an expression body of a function declared to return nothing (63a)", () => {
  it("drops its value, as a block's last expression and a Void callback do", async () => {
    const source = [
      "Counter: Type = { n mut: Int }",
      "Counter.inc: (self: &mut Counter) -> Int = {",
      "    self.n = self.n + 1",
      "    return self.n",
      "}",
      "add_one: (x: Int) -> Int = (x) => x + 1",
      "touch: (x: Int) -> Void = (x) => add_one(x)",
      "touch2: (x: Int) -> Void = add_one(x)",
      "bump: (c: &mut Counter) -> Void = (c) => c.inc()",
      "main = {",
      "    touch(1)",
      "}",
      "",
    ].join("\n");
    expect(await check(source)).toEqual([]);
    // A `return` of a value there is still E1002.
    expect(codes(await check("f: (x: Int) -> Void = {\n    return 5\n}\n"))).toEqual(["E1002@2"]);
  });
});
