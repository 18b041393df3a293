// False errors found by testers (round 20) on valid programs, each the
// smallest program that showed it: a program's own Result and returns of
// plain values, `?` in local functions declared to return a Result, unnamed
// `&` parameters of function types, and a method's overloads declared in
// several files; and one missed error (a generic value-group argument by name).
import { describe, expect, it } from "vitest";
import { check, checkFiles } from "./helpers.js";

async function errors(source: string, referenceMode = false): Promise<string[]> {
  return (await check(source, { referenceMode })).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}: ${d.message}`);
}

describe("valid programs stay clean", () => {
  it("a plain value returned where the program's own Result is declared (§6.5 skips Option/Result returns)", async () => {
    const source = `Result: (T: Type, E: Type) -> Type = { ok: (T) -> Result(T, E), err: (E) -> Result(T, E) }

wrap: (n: Int) -> Result(Int, String) = {
    return n
}
also: (n: Int) -> Result(Int, String) = (n) => n
`;
    expect(await errors(source)).toEqual([]);
  });

  it("`?` in a local function declared to return a Result propagates to it (lambda head, block body), and E1083 there", async () => {
    const source = `use std.string

outer: (a: &String) -> Result(Int, Error) = {
    head: (s: &String) -> Result(Int, Error) = (s) => {
        n = string.parse_int(s)?
        return n
    }
    bare: (s: &String) -> Result(Int, Error) = {
        n = string.parse_int(s)?
        return n
    }
    wrong: (s: &String) -> Result(Int, String) = (s) => {
        n = string.parse_int(s)?
        return n
    }
    x = head(a)?
    y = bare(a)?
    return x + y
}
`;
    expect(await errors(source)).toEqual(["E1083 13: `?` would propagate an error of type Error, but the function's errors are String"]);
    // The reference: only a top-level function's body inherits its result, so `?` in a local one is E1081
    // (its view keeps the first error of each top-level statement).
    expect((await errors(source, true)).map((e) => e.slice(0, 8))).toEqual(["E1081 5:"]);
  });

  it("an unnamed `&` parameter of a function type borrows its argument (format_source writes `-> (&Reading) -> Bool`)", async () => {
    const source = `Reading: Type = { sensor: String, celsius: Float }

both: (f: (&Reading) -> Bool) -> Bool = {
    r = Reading("a", 1.0)
    a = f(r)
    b = f(r)
    return a and b
}

local: () -> Bool = {
    g: (x: Int) -> (&Reading) -> Bool = (x: Int) => (r) => r.celsius > x
    h = g(1)
    r = Reading("a", 1.0)
    a = h(r)
    b = h(r)
    return a and b
}
`;
    expect(await errors(source)).toEqual([]);
  });

  it("a method's overloads declared in several files are all its overloads, also from a file the caller does not import", async () => {
    const files = {
      "geo.yx": "Pt: Type = { x: Float, y: Float }\n\nPt.grow: (self: &Pt, by: Float) -> Pt = (self, by) => Pt(self.x * by, self.y * by)\nPt.tag: (self: &Pt, n: Int) -> Int = n\n",
      "more.yx": "use geo.{Pt}\n\nPt.grow: (self: &Pt, bx: Float, by: Float) -> Pt = (self, bx, by) => Pt(self.x * bx, self.y * by)\n\nhere: (p: &Pt) -> Pt = p.grow(2.0)\n",
      "tags.yx": "use geo.{Pt}\n\nPt.tag: (self: &Pt, s: String) -> Int = 1\n",
      "main.yx": "use geo.{Pt}\nuse more.{here}\n\nmain = {\n    p = Pt(1.0, 2.0)\n    a = p.grow(2.0, 3.0)\n    b = here(p)\n    c = p.tag(\"x\")\n    d = p.grow(1.0, 2.0, 3.0)\n}\n",
    };
    const diagnostics = await checkFiles(files, ["more.yx", "main.yx"]);
    expect(diagnostics["more.yx"]).toEqual([]);
    // Only a count no declaration anywhere takes is reported.
    expect(diagnostics["main.yx"]!.map((d) => `${d.code} ${d.span[0]}: ${d.message}`)).toEqual(["E1010 9: the method 'Pt.grow' takes 1 or 2 argument(s) besides its receiver but 3 were given"]);
  });

  it("a generic function's value-group argument given by name is checked as by position", async () => {
    const source = "count_if: (T: Type) -> (xs: &List(T), keep: (x: T) -> Bool) -> Int = (xs, keep) => 0\n\nmain = {\n    a = count_if(xs = [1, 2], keep = 7)\n    b = count_if([1, 2], keep = (x) => x > 1)\n}\n";
    expect(await errors(source)).toEqual(["E1002 4: argument 'keep' of 'count_if' must be (T) -> Bool, but the value is Int"]);
  });
});
