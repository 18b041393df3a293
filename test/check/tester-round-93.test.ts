// Leftovers of rounds 92a–92c and round 93: a list of integer literals goes
// where one literal goes (92c D9); helps that lead to a fix (93b D2, D3).
import { describe, expect, it } from "vitest";
import { check, typesAt } from "./helpers.js";

describe("integer literals into narrow widths (diagnostics.md §6.5, T10; 92c D9)", () => {
  it("a list of integer literals fits List(Int32) as one literal fits Int32", async () => {
    expect(await check("main = {\n    a: i32 = 1\n    xs: List(i32) = [1, 2, -3]\n    m: List(List(Int8)) = [[1], [2, 3]]\n    print(f\"{a} {xs} {m}\")\n}\n")).toEqual([]);
  });

  it("a list with a computed element, or a list value, is still a List(Int)", async () => {
    const computed = await check("main = {\n    n = 4\n    xs: List(Int32) = [1, n]\n    print(xs)\n}\n");
    expect(computed.map((d) => d.code)).toEqual(["E1002"]);
    const named = await check("main = {\n    ys = [1, 2]\n    xs: List(Int32) = ys\n    print(xs)\n}\n");
    expect(named.map((d) => d.code)).toEqual(["E1002"]);
  });

  it("a list literal as an argument of a List(Int16) parameter", async () => {
    const source = "total: (xs: List(Int16)) -> Int = {\n    return len(xs)\n}\nmain = {\n    print(total([1, 2]))\n}\n";
    expect(await check(source)).toEqual([]);
  });
});

describe("helps that lead to a fix (93b D2, D3)", () => {
  it("E2018 of one call's two borrows does not suggest naming them in separate statements (a named borrow lives to its block's end)", async () => {
    const [found] = await check("P: Type = { x: Int }\nf: (a: &mut P, b: &P) -> Void = {\n    a.x = b.x\n}\nmain = {\n    mut p = P(1)\n    f(p, p)\n}\n");
    expect(found?.code).toBe("E2018");
    expect(found?.help).toBe("both borrows are taken in one statement and live until it ends: pass 'p' only once (a write borrow of it excludes every other borrow of it while it lives), or split the work into calls that borrow it once each, or borrow with `&p` both times if neither writes");
  });

  it("E1002 of a record that does not list an interface also says to give it the interface's functions", async () => {
    const [found] = await check("Shape: Type = { area: (self: &Shape) -> Float }\nDot: Type = { r: Float }\ntotal: (s: Shape) -> Float = s.area()\nmain = {\n    t = total(Dot(1.0))\n}\n");
    expect(found?.help).toBe("list Shape in the body of Dot to implement it, and give Dot each function Shape declares (`Dot.name: (self: &Dot, …) -> … = …`)");
  });
});

describe("what the compiler accepts with another meaning gets a warning (92c D12)", () => {
  it("a cast to a bare type name before an operator: MCP-CAST-TYPE at the operator, with the parenthesised fix", async () => {
    const found = await check("main = {\n    n = 3\n    half = n as Float / 2.0\n    print(half)\n}\n");
    expect(found.map((d) => ({ code: d.code, severity: d.severity, at: `${d.span[0]}:${d.span[1]}`, help: d.help }))).toEqual([
      { code: "MCP-CAST-TYPE", severity: "warning", at: "3:23", help: "parenthesise the cast: `(n as Float) / 2.0`" },
    ]);
    expect(found[0]?.message).toContain("a cast to the type `Float / 2.0`");
  });

  it("no warning for a parenthesised cast, a cast on the right, a generic type or a cast alone", async () => {
    const source = "main = {\n    n = 3\n    a = (n as Float) / 2.0\n    b = 2.0 * n as Float\n    c = n as Float\n    print(f\"{a} {b} {c}\")\n}\n";
    expect(await check(source)).toEqual([]);
  });

  it("a character literal of several characters: MCP-CHAR-LITERAL names the character kept; escapes count as one", async () => {
    const found = await check("main = {\n    name = 'Ana'\n    a = '\\n'\n    b = '\\u{1F600}'\n    c = '中'\n    d = '\\x41'\n    e = '\\''\n    print(f\"{name}{a}{b}{c}{d}{e}\")\n}\n");
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.message} | ${d.help}`)).toEqual([
      "MCP-CHAR-LITERAL 2:12 'Ana' is the character 'A': a character literal keeps its first character and drops the rest without a word | write a string with double quotes: \"Ana\"",
    ]);
  });
});

describe("`+` of text and a number (92c D12)", () => {
  it("warns at the `+` with MCP-TEXT-PLUS when one side is a String and the other a number, Bool or Char; not for two Strings or unknown types", async () => {
    const found = await check('show: (x) -> Void = print(x)\nmain = {\n    n = 3\n    s = "total: " + n\n    t = 1.5 + "x"\n    u = "a" + "b"\n    v = "a" + show\n    print(f"{s}{t}{u}{v}")\n}\n');
    expect(found.map((d) => `${d.code} ${d.severity} ${d.span[0]}:${d.span[1]}`)).toEqual(["MCP-TEXT-PLUS warning 4:19", "MCP-TEXT-PLUS warning 5:13"]);
    expect(found[0]?.message).toContain("`+` of String and Int");
    expect(found[0]?.help).toBe('build the text with an f-string, `f"total: {n}"`');
  });
});

describe("a curried generic function's later groups are instantiated (93e D1)", () => {
  const KONST = 'konst: (A: Type, B: Type) -> (a: A) -> (b: B) -> A = (a) => (b) => a\nmain = {\n    kk = konst(1)\n    k2 = kk("b")\n    k = konst(1)("a")\n    print(f"{k2} {k}")\n}\n';

  it("konst(1) is a function to Int, and its call and konst(1)(\"a\") are Ints (were `(B) -> A`, `A` and unknown)", async () => {
    expect(await typesAt(KONST, [[3, 5], [4, 5], [5, 5]])).toEqual(["(?) -> Int", "Int", "Int"]);
    expect(await check(KONST)).toEqual([]);
  });

  it("a String declared for that Int is E1002", async () => {
    const found = await check(KONST.replace('    print(f"{k2} {k}")', "    s: String = k2\n    print(s)"));
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E1002 6:5"]);
  });
});

describe("a generic variant's constructor with no arguments (93e D2)", () => {
  const MAYBE = "Maybe: (T: Type) -> Type = { some: (T) -> Maybe(T), none: () -> Maybe(T) }\n\nfind: (xs: List(Int), k: Int) -> Maybe(Int) = {\n    for x in xs {\n        if x == k {\n            return Maybe.some(x)\n        }\n    }\n    return Maybe.none()\n}\n\nmain = {\n    mut n = Maybe.none()\n    n = Maybe.some(3)\n    xs: List(Maybe(Int)) = [Maybe.none(), Maybe.some(1)]\n    ys = [Maybe.none(), Maybe.some(\"a\")]\n    take: (m: Maybe(String)) -> Int = 1\n    t = take(Maybe.none())\n    z = find([1, 2], 2)\n    print(f\"{n} {xs} {ys} {t} {z}\")\n}\n";

  it("Maybe.none() is a Maybe(?), its argument unknown (was no type; shown `?` since 104d K2); every use of it stays clean", async () => {
    expect(await typesAt(MAYBE, [[13, 9], [16, 5]])).toEqual(["Maybe(?)", "List(Maybe)"]);
    expect(await check(MAYBE)).toEqual([]);
  });
});
