// The help of three E1001/E1042s an agent coming from another language meets
// (tester round 105b): a loop variable read after its loop (P10), `self` in a
// function that declares none (P5), `.unwrap()` on a Result (P9), a type a
// signature names but its file does not import (P8).
import { describe, expect, it } from "vitest";
import { check, checkFiles, typesAt } from "./helpers.js";

describe("help that names the fix (105b)", () => {
  it("a loop variable read after its loop: its `for`, with the variable related (P10)", async () => {
    const [found] = await check("main = {\n    xs = [1, 2, 3]\n    for x in xs {\n        y = x + 1\n    }\n    z = x\n}\n");
    expect(found?.code).toBe("E1001");
    expect(found?.span).toEqual([6, 9, 6, 10]);
    expect(found?.message).toBe("'x' is not defined here: it is the loop variable of the `for` on line 3, which exists only in the loop's body");
    expect(found?.related?.map((r) => r.span)).toEqual([[3, 9, 3, 10]]);
  });

  it("`self` in a method that declares none: declare it in the signature (P5)", async () => {
    const found = await check("Point: Type = { x: Float }\nPoint.norm2: () -> Float = {\n    return self.x * self.x\n}\nscale: (k: Float) -> Float = {\n    return self.x * k\n}\n");
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.help}`)).toEqual([
      "E1001 3:12 `self` is a parameter like any other, not a keyword: declare it first in the method's signature, `Point.norm2: (self: &Point, …) -> …`",
      "E1001 3:21 `self` is a parameter like any other, not a keyword: declare it first in the method's signature, `Point.norm2: (self: &Point, …) -> …`",
      "E1001 6:12 `self` is a parameter like any other, not a keyword: a function reads the values it is given through the parameters its signature declares",
    ]);
  });

  it("`.unwrap()` on the program's own Result: how to get the value out, not a variant to add (P9)", async () => {
    const [found] = await check('Result: (T: Type, E: Type) -> Type = {\n    ok: (T) -> Result(T, E),\n    err: (E) -> Result(T, E),\n}\nparse: (s: String) -> Result(Int, String) = {\n    return Result.ok(1)\n}\nmain = {\n    n = parse("1").unwrap()\n}\n');
    expect(found?.code).toBe("E1042");
    expect(found?.help).toContain("a Result is not its value: match it");
    expect(found?.help).not.toContain("add the variant");
  });

  it("a type a signature names that its file does not import, where the value's is another file's: import it (P8)", async () => {
    const found = await checkFiles(
      {
        "geo/point.yx": "Point: Type = { x: Float, y: Float }\n\npts: () -> List(Point) = {\n    return [Point(1.0, 2.0)]\n}\n",
        "main.yx": "use geo.point.{pts}\n\ncount: (ps: &List(Point)) -> Int = {\n    return 0\n}\n\nmain = {\n    n = count(pts())\n}\n",
      },
      ["main.yx"],
    );
    const mismatch = found["main.yx"]!.find((d) => d.code === "E1002");
    expect(mismatch?.message).toBe("argument 1 ('ps') of 'count' must be &List(Point), but the value is List(Point), another type of the same name (the value's Point is the one declared in geo/point.yx)");
    expect(mismatch?.help).toBe("'Point' in the declaration is no type its file declares or imports; the value's is declared in geo/point.yx: import it, `use geo.point.{Point}`");
  });

  it("a variant whose first payload is of its own set keeps it, at a pattern and read off a value (105c Q4)", async () => {
    const source = "Shape: Type = {\n    dot: () -> Shape,\n    nest: (inner: Shape) -> Shape,\n    pair: (x: Shape, y: Shape) -> Shape,\n}\n\ndepth: (s: Shape) -> Int = {\n    return match s {\n        (nest(i)) => 1,\n        (pair(x, y)) => 2,\n        _ => 0,\n    }\n}\n\nmain = {\n    d = Shape.dot()\n    p = d.pair\n}\n";
    expect(await typesAt(source, [[9, 10], [10, 10], [17, 11]])).toEqual(["(Shape) -> Shape", "(Shape, Shape) -> Shape", "(Shape, Shape) -> Shape"]);
  });

  it("a generic record's field that uses no type parameter is checked in its constructor, as a plain record's (105c Q7)", async () => {
    const source = 'Journal: (T: Type) -> Type = {\n    rows: List(T),\n    count: Int,\n}\nVec: (N: Int) -> Type = {\n    items: List(Int),\n}\n\nmain = {\n    c = Journal(rows = [1], count = "x")\n    d = Journal([1], "x")\n    e = Journal(rows = ["a"], count = 2)\n    v: Vec(3) = Vec(items = [1, 2, 3])\n    t = Journal(Int)\n}\n';
    expect((await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]} ${d.message}`)).toEqual([
      "E1002 10 field 'count' of 'Journal' must be Int, but the value is String",
      "E1002 11 field 'count' of 'Journal' must be Int, but the value is String",
    ]);
  });

  it("a signature without its `=` before a block: the help says the `=` is missing (105c Q6)", async () => {
    const found = await check("f: (n: Int) -> Int {\n    return n\n}\n");
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.help}`)).toEqual([
      "E1001 2:12 the block after `f: (n: Int) -> Int` is not its body, so 'n' is no parameter there: a `=` is missing, `f: (n: Int) -> Int = { … }`",
    ]);
  });

  it("the missing `=` of a generic function or a local one is named too (105d R6)", async () => {
    const found = await check("gen: (T: Type) -> (x: T) -> T {\n    return x\n}\n\nmain = {\n    loc: (n: Int) -> Int {\n        return n * 2\n    }\n}\n");
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.help}`)).toEqual([
      "E1001 2:12 the block after `gen: (T: Type) -> (x: T) -> T` is not its body, so 'x' is no parameter there: a `=` is missing, `gen: (T: Type) -> (x: T) -> T = { … }`",
      "E1001 7:16 the block after `loc: (n: Int) -> Int` is not its body, so 'n' is no parameter there: a `=` is missing, `loc: (n: Int) -> Int = { … }`",
    ]);
  });
});

