// The type lookup_symbol shows at a position, where round 93e found it
// contradicting the checker or written as no type is (93e D3–D7).
import { describe, expect, it } from "vitest";
import { typesAt } from "./helpers.js";

describe("types shown at a position (93e)", () => {
  it("a std function's type has no parameter names; a short name several std modules define is typed as loosely as its calls are checked (D4, D5)", async () => {
    const source = 'main = {\n    xs = [1, 2]\n    n = len(xs)\n    up = upper("x")\n    st = to_string(42)\n    println(f"{n} {up} {st}")\n}\n';
    // `len` is std.string's and std.list's (and std.dict's): `(&String) -> Int` would name a type the call need not have.
    expect(await typesAt(source, [[3, 9], [4, 10], [5, 10]])).toEqual(["(&?) -> Int", "(&String) -> String", "(?) -> String"]);
  });

  it("a constructor in a pattern is the matched value's variant, instantiated (D6)", async () => {
    const source =
      "Maybe: (T: Type) -> Type = { some: (T) -> Maybe(T), none: () -> Maybe(T) }\n" +
      "Shape: Type = { circle: (r: Float) -> Shape, rect: (w: Float, h: Float) -> Shape }\n" +
      "main = {\n    m = Maybe.some(5)\n    d = match m {\n        (some(v)) => v,\n        _ => 0\n    }\n" +
      "    a = match Shape.circle(1.0) {\n        (circle(r)) => r,\n        _ => 0.0\n    }\n    println(d)\n    println(a)\n}\n";
    expect(await typesAt(source, [[6, 10], [6, 15], [10, 10]])).toEqual(["(Int) -> Maybe(Int)", "Int", "(Float) -> Shape"]);
  });

  it("a value of unknown type is shown `?`, not left without a type (D7)", async () => {
    const source = "main = {\n    i = 7\n    f = 2.5\n    mixed = i + f\n    g = (x) => x * 2.0\n    empty = []\n    println(mixed)\n}\n";
    expect(await typesAt(source, [[4, 5], [5, 5], [5, 10], [6, 5], [2, 5]])).toEqual(["?", "(?) -> ?", "?", "List(?)", "Int"]);
  });

  it("a lambda binding a later group of bare types takes them by position (D3); a first group's bare names stay untyped parameters (syntax.md §3.3)", async () => {
    const source =
      "compose: (f: (Int) -> Int, g: (Int) -> Int) -> (Int) -> Int = (f, g) => (x) => f(g(x))\n\n" +
      "main = {\n    c = compose((a: Int) => a + 1, (b: Int) => b * 2)\n    fn_val: (Int) -> Int = (k) => k * 2\n    println(c(1) + fn_val(2))\n}\n";
    expect(await typesAt(source, [[1, 74], [1, 84], [4, 5], [5, 5], [5, 29]])).toEqual(["Int", "Int", "(Int) -> Int", "(?) -> Int", "?"]);
  });
});
