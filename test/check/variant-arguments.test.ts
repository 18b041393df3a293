// A variant's constructor takes its arguments by value, as a record's does
// (diagnostics.md §6.7 rule 1): a movable variable passed to `Option.some`
// or `Shape.label` is moved; a copied primitive and a `&` parameter are not
// (tester round 28, 42a D8).
import { describe, expect, it } from "vitest";
import { check, codes } from "./helpers.js";

describe("variant constructors", () => {
  it("move a movable argument (a generic variant set's and a plain one's), not an Int or a borrowed one", async () => {
    const source = `use std.io
Option: (T: Type) -> Type = { some: (T) -> Option(T), none: () -> Option(T) }
Pt: Type = { x: Int }
Shape: Type = { circle: (r: Float) -> Shape, label: (name: String) -> Shape }
View: Type = { of: (p: &Pt) -> View, blank: () -> View }
main = {
    s = "str"
    o = Option.some(s)
    io.println(s)
    v = "v"
    l = Shape.label(v)
    io.println(v)
    n = 5
    k = Option.some(n)
    io.println(n)
    p = Pt(1)
    w = View.of(&p)
    io.println(p.x)
}
`;
    expect(codes(await check(source))).toEqual(["E2014@9", "E2014@12"]);
  });
});
