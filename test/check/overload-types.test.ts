// Overloads of one arity (syntax.md §3.3; the std docs declare `abs: (x:
// Int) -> Int` and `abs: (x: Float) -> Float`): the arguments' types choose
// (calls.ts withOverloadByTypes), exactly first, then by fit; several or none
// leave the call unchecked.
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

const OVERLOADS = `abs: (x: Int) -> Int = (x) => {
    if x < 0 {
        return -x
    }
    return x
}
abs: (x: Float) -> Float = (x) => {
    if x < 0.0 {
        return -x
    }
    return x
}
Box: Type = { w: Float }
Tag: Type = { t: String }
label: (b: Box) -> String = (b) => f"box {b.w}"
label: (t: Tag) -> String = (t) => t.t
scale: (x: Float) -> Float = (x) => x * 2.0
scale: (s: String) -> String = (s) => s + s
`;

async function errors(main: string): Promise<string[]> {
  const lines = OVERLOADS.split("\n").length - 1;
  return (await check(`${OVERLOADS}main = {\n${main}\n}\n`))
    .filter((d) => d.severity === "error")
    .map((d) => `${d.code} ${d.span[0] - lines - 1}: ${d.message}`);
}

describe("overloads of one arity are chosen by the arguments' types", () => {
  it("exactly: abs(-3) is an Int, abs(2.5) a Float; records by name", async () => {
    expect(await errors(`    a: Int = abs(-3)\n    b: Float = abs(2.5)\n    c: String = abs(1)\n    d: Int = abs(1.5)\n    e: String = label(Box(1.0))\n    f: Int = label(Tag("x"))`)).toEqual([
      "E1002 3: 'c' is declared as String, but the value is Int",
      "E1002 4: 'd' is declared as Int, but the value is Float",
      "E1002 6: 'f' is declared as Int, but the value is String",
    ]);
  });

  it("else by fit (an Int fits a Float parameter), and the chosen overload checks and moves the arguments", async () => {
    expect(await errors(`    a: String = scale(2)\n    s = "x"\n    t = scale(s)\n    print(s)`)).toEqual([
      "E1002 1: 'a' is declared as String, but the value is Float",
      "E2014 4: 's' was moved away earlier and cannot be used here",
    ]);
  });

  it("arguments of unknown type that leave several, or that fit none, leave the call unchecked", async () => {
    expect(await errors(`    u = (v) => abs(v)\n    n: String = scale(true)\n    m: Bool = label(3)`)).toEqual([]);
  });

  it("a count no overload takes is E1010 naming the counts they take (not with named arguments)", async () => {
    expect(await errors(`    a = abs(1, 2)\n    b = label()\n    c = abs(x = 1, y = 2)`)).toEqual([
      "E1010 1: no declaration of 'abs' takes 2 argument(s): its overloads take 1",
      "E1010 2: no declaration of 'label' takes 0 argument(s): its overloads take 1",
    ]);
  });
});

describe("a method declared twice with as many parameters", () => {
  it("is chosen by its arguments' types: no false E1002 from the first one's result", async () => {
    const source = "Sq: Type = { x: Int }\nSq.near: (self: &Sq, other: &Sq) -> Int = { return self.x - other.x }\nSq.near: (self: &Sq, label: String) -> String = { return label + f\"{self.x}\" }\nmain = {\n    p = Sq(x = 5)\n    q = Sq(x = 2)\n    a: Int = p.near(&q)\n    b: String = p.near(\"at \")\n    c: Int = p.near(\"at \")\n}\n";
    expect((await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}`)).toEqual(["E1002 9"]);
  });
});

describe("a method declared twice, called with named arguments", () => {
  it("takes the overload the names, count and types choose", async () => {
    const source = "Pt: Type = { x: Float }\nPt.grow: (self: &Pt, by: Int) -> Pt = { return Pt(self.x + 1.0) }\nPt.grow: (self: &Pt, by: Float) -> Float = { return self.x * by }\nmain = {\n    p = Pt(1.0)\n    c: Float = p.grow(by = 0.5)\n    d: Pt = p.grow(by = 2)\n    e: Pt = p.grow(by = 0.5)\n}\n";
    expect((await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}`)).toEqual(["E1002 8"]);
  });
});
