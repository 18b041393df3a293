// lookup_symbol's `type` by position for names whose checker type is not a
// value's: a built-in type name and a type parameter show their own name, as a
// declared type does, and a std function the checker types only in part shows
// the std table's signature, as lookup by name does (round 27).
import { describe, expect, it } from "vitest";
import { symbolAtPosition, SymbolIndex } from "../../../src/analysis/symbols/index.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import { indexOf } from "./workspace.js";

const SOURCE = `use std.io
Box: (T: Type) -> Type = { value: T }
first: (T: Type) -> (xs: &List(T)) -> T = (xs) => xs[0]
limit: Int = 3
main = {
    io.println("x")
}
`;

/** lookup_symbol's `type` at a position of `source` (main.yx of a one-file workspace, or `file` of a workspace of `files`), or what is there instead. */
async function typesIn(source: string | ReadonlyMap<string, string>, file = "main.yx"): Promise<(line: number, column: number) => string | null | undefined> {
  const { index } = await indexOf(typeof source === "string" ? new Map([[file, source]]) : new Map(source));
  return (line, column) => {
    const r = symbolAtPosition(index, file, line, column);
    return r.found ? r.type : r.what;
  };
}

describe("hover types of types and std functions", () => {
  it("names a built-in type, a type parameter (declaration and use) and io.println typed as the std table types it (no parameter names)", async () => {
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
    expect(typeAt(6, 8)).toBe("println: (...?) -> Void");
  });

  it("std functions are shown in the notation every type is: `Void`, `?` for what the table leaves open (108f P3, P5)", async () => {
    const source = [
      "use std.{dict, list}",
      "main = {",
      "    d = dict.set({}, \"a\", 1)",
      "    h = dict.has(d, \"a\")",
      "    ks = dict.keys(d)",
      "    m = dict.merge(d, d)",
      "    f = list.filter([1, 2], (x) => x > 1)",
      "}",
      "",
    ].join("\n");
    const typeAt = await typesIn(source);
    expect(typeAt(4, 14)).toBe("(&Dict(?, ?), ?) -> Bool");
    // `dict.set({}, "a", 1)` makes a Dict(String, Int), which a merge keeps (120b F1).
    expect(typeAt(3, 5)).toBe("Dict(String, Int)");
    expect(typeAt(6, 14)).toBe("(&Dict(String, Int), &Dict(String, Int)) -> Dict(String, Int)");
    expect(typeAt(5, 15)).toBe("(&Dict(String, Int)) -> List(String)");
    expect(typeAt(7, 14)).toBe("(&List(Int), (Int) -> Bool) -> List(Int)");
  });

  it("a list with an item added, set, reordered or cut keeps its element type; an item of another type leaves it open (120b F1)", async () => {
    const source = [
      "use std.list",
      "main = {",
      '    names: List(String) = ["a", "b"]',
      '    more = list.push(names, "c")',
      "    part = list.slice(more, 0, 1)",
      "    back = list.reverse(part)",
      "    odd = list.push(back, 5)",
      '    all = list.concat(more, ["z"])',
      "}",
      "",
    ].join("\n");
    const typeAt = await typesIn(source);
    expect([typeAt(4, 5), typeAt(5, 5), typeAt(6, 5), typeAt(7, 5), typeAt(8, 5)]).toEqual([
      "List(String)",
      "List(String)",
      "List(String)",
      "List(?)",
      "List(String)",
    ]);
  });

  it("a list of a generic function's type parameter keeps it through the std functions (123a R2)", async () => {
    const source = [
      "use std.list",
      "rev: (T: Type) -> (xs: List(T), x: T) -> List(T) = (xs, x) => {",
      "    r = list.reverse(xs)",
      "    p = list.push(r, x)",
      "    q = list.push(p, 5)",
      "    return q",
      "}",
      "",
    ].join("\n");
    const typeAt = await typesIn(source);
    expect([typeAt(3, 5), typeAt(4, 5), typeAt(5, 5)]).toEqual(["List(T)", "List(T)", "List(?)"]);
  });

  it("a module is named by its qualified name wherever it is written: at its `use`, under an alias, in a use of it (108f P4)", async () => {
    const files = new Map([
      ["app/shapes.yx", "side: Int = 2\n"],
      ["app/main.yx", "use shapes\nuse shapes as sh\nmain = {\n    a = shapes.side\n    b = sh.side\n}\n"],
    ]);
    const typeAt = await typesIn(files, "app/main.yx");
    expect([typeAt(1, 5), typeAt(2, 15), typeAt(4, 9), typeAt(5, 9)]).toEqual(["module app.shapes", "module app.shapes", "module app.shapes", "module app.shapes"]);
  });

  it("a generic record with a constant parameter keeps its arguments as written (`Ring(String, 8)`, not `Ring`)", async () => {
    const source = [
      "Ring: (T: Type, N: Int) -> Type = { items: List(T), cap: Int }",
      "make_ring: (cap: Int) -> Ring(String, 8) = Ring([], cap)",
      "flip: (r: Ring(Bool, -1)) -> Int = r.cap",
      "main = {",
      "    r: Ring(String, 8) = make_ring(8)",
      "    s = make_ring(3)",
      "    n = flip(Ring([], 2))",
      "}",
      "",
    ].join("\n");
    const typeAt = await typesIn(source);
    expect([typeAt(5, 5), typeAt(6, 5), typeAt(3, 8)]).toEqual(["Ring(String, 8)", "Ring(String, 8)", "Ring(Bool, -1)"]);
  });

  it("a call of an unannotated function declared further down shows the result its own statement infers (55a D2)", async () => {
    const source = "Size: Type = { w: Float, h: Float }\nmain = {\n    s = unit_size()\n}\nunit_size = () => {\n    return Size(1.0, 2.0)\n}\n";
    const { index } = await indexOf(new Map([["main.yx", source]]));
    const r = symbolAtPosition(index, "main.yx", 3, 9);
    expect(r.found ? [r.symbol.signature, r.type] : r.what).toEqual(["() -> Size", "() -> Size"]);
  });
});

describe("hover types in a generic record's method call through its type (81c D7)", () => {
  it("show the method and its named arguments as the call instantiates them, not the record's `T`", async () => {
    const source = [
      "Box: (T: Type) -> Type = { value mut: T }",
      "Box.get: (T: Type) -> (self: &Box(T)) -> T = (self) => self.value",
      "Box.put: (T: Type) -> (self: &mut Box(T), v: T) -> Void = (self, v) => { self.value = v }",
      "main = {",
      "    mut bx = Box(5)",
      "    a = Box.get(bx)",
      "    b = bx.get()",
      "    bx.put(v = 4)",
      "    Box.put(&mut bx, v = 5)",
      "}",
      "",
    ].join("\n");
    const typeAt = await typesIn(source);
    expect(typeAt(6, 13)).toBe("(&Box(Int)) -> Int");
    expect(typeAt(6, 5)).toBe("Int");
    expect(typeAt(7, 12)).toBe("() -> Int");
    expect(typeAt(8, 12)).toBe("Int");
    expect(typeAt(9, 22)).toBe("Int");
  });

  it("a std function through its module is shown as called there: its `self` an argument, instantiated as the bare call is, a result without type parameters too (84b D1, D2; 85a D7)", async () => {
    const source = [
      "use std.result",
      "use std.string",
      "main = {",
      "    r = string.parse_int(\"5\")",
      "    a = result.is_ok(r)",
      "    b = result.unwrap_or(r, 0)",
      "    c = unwrap_or(r, 0)",
      "    d = is_err(r)",
      "}",
      "",
    ].join("\n");
    const typeAt = await typesIn(source);
    expect(typeAt(5, 16)).toBe("(&Result(Int, Error)) -> Bool");
    expect(typeAt(8, 9)).toBe("(&Result(Int, Error)) -> Bool");
    expect(typeAt(6, 16)).toBe("(&Result(Int, Error), Int) -> Int");
    expect(typeAt(7, 9)).toBe("(&Result(Int, Error), Int) -> Int");
  });

  it("a generic call inside a generic function instantiated with the function's own type parameter: `List(T)`, not `List(?)`; a known type still wins (82a D8)", async () => {
    const source = [
      "sort_by_key: (T: Type) -> (items: &List(T), key: (item: T) -> Float) -> List(T) = (items, key) => items",
      "pick: (A: Type) -> (a: A, b: A) -> A = (a, b) => a",
      "rank: (T: Type) -> (items: &List(T), score: (item: T) -> Float) -> List(T) = (items, score) => {",
      "    ordered = sort_by_key(items, score)",
      "    n = pick(items[0], 3)",
      "    ordered",
      "}",
      "",
    ].join("\n");
    const typeAt = await typesIn(source);
    expect(typeAt(4, 5)).toBe("List(T)");
    expect(typeAt(4, 15)).toBe("(&List(T), (T) -> Float) -> List(T)");
    expect(typeAt(5, 5)).toBe("Int");
  });

  it("a member named through an alias of its type keeps the receiver as its first parameter, as through the type itself (85a D6)", async () => {
    const source = [
      "Shape: Type = { area: (self: Shape, k: Int) -> Float }",
      "Form: Type = Shape",
      "Sq: Type = { s: Float, Shape }",
      "Sq.area: (self: Sq, k: Int) -> Float = self.s",
      "main = {",
      "    sq = Sq(1.0)",
      "    a = Form.area(sq, 1)",
      "    b = Shape.area(sq, 1)",
      "    c = sq.area(2)",
      "}",
      "",
    ].join("\n");
    const typeAt = await typesIn(source);
    expect(typeAt(7, 14)).toBe("(Shape, Int) -> Float");
    expect(typeAt(8, 15)).toBe("(Shape, Int) -> Float");
    expect(typeAt(9, 12)).toBe("(Int) -> Float");
  });
});

describe("a method with type parameters of its own, called on a value", () => {
  it("shows as the call instantiates it, as through its type (103a D7: `j.conv(\"s\")` was `(U) -> U`)", async () => {
    const typeAt = await typesIn(
      [
        "Jar: (T: Type) -> Type = { v: T }",
        "Jar.conv: (T: Type, U: Type) -> (self: &Jar(T), u: U) -> U = u",
        "run: () -> Void = {",
        "    j: Jar(Int) = Jar(3)",
        '    c1 = j.conv("s")',
        '    c2 = Jar.conv(j, "s")',
        '    c3 = j.conv(u = "s")',
        "}",
        "",
      ].join("\n"),
    );
    expect(typeAt(5, 12)).toBe("(String) -> String");
    expect(typeAt(6, 14)).toBe("(&Jar(Int), String) -> String");
    expect(typeAt(7, 12)).toBe("(String) -> String");
    expect(typeAt(5, 5)).toBe("String");
  });
});
