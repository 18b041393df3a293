// Rules that make typecheck agree with the reference compiler where it used to
// disagree on the shared corpus (diagnostics.md §6, syntax.md §3.6/§7.2), each
// with clean variants that must stay clean.
import { describe, expect, it } from "vitest";
import { parseSource } from "../../src/syntax/parse-source.js";
import { check, codes } from "./helpers.js";

async function errors(source: string, referenceMode = false): Promise<string[]> {
  return codes((await check(source, { referenceMode })).filter((d) => d.severity === "error"));
}

describe("member access on an undeclared type name (E1053)", () => {
  it.each([
    ["parameter typed with an undeclared name", "f: (p: Point) -> Float = {\n    d = p.x\n    return d\n}", ["E1053@2"]],
    ["borrowed parameter", "f: (p: &Point) -> Void = {\n    print(p.y)\n}", ["E1053@2"]],
    ["write borrow, field write", "f: (p: &mut Point, dx: Float) -> Void = {\n    p.x = dx\n}", ["E1053@2"]],
    ["method call", "f: (p: Point) -> Void = {\n    p.move(1)\n}", ["E1053@2"]],
  ])("%s", async (_name, source, expected) => {
    expect(await errors(source)).toEqual(expected);
  });

  it.each([
    ["declared record", "Point: Type = { x: Float }\nf: (p: Point) -> Float = {\n    return p.x\n}"],
    ["declared below", "f: (p: &Point) -> Float = {\n    return p.x\n}\nPoint: Type = { x: Float }"],
    ["built-in interface method", "f: (p: Point) -> Void = {\n    q = p.clone()\n}"],
    ["std opaque type", "f: (h: File) -> Void = {\n    n = h.size\n}"],
    ["generic parameter", "f: (T: Type, x: T) -> Void = {\n    y = x.field\n}"],
    ["failed workspace import", "use geometry.{Point}\nf: (p: Point) -> Float = {\n    return p.x\n}"],
  ])("%s stays silent", async (_name, source) => {
    expect((await errors(source)).filter((c) => c.startsWith("E1053"))).toEqual([]);
  });
});

describe("built-in generic types with the wrong number of type arguments (E1002)", () => {
  it.each([
    ["Dict with one argument", "main = {\n    d: Dict(Int) = {}\n}", ["E1002@2"]],
    ["top-level Dict with one argument", "empty: Dict(Int) = {}", ["E1002@1"]],
    ["List with two", "main = {\n    xs: List(Int, Int) = [1]\n}", ["E1002@2"]],
    ["Set with two", "main = {\n    s: Set(Int, Int) = [1]\n}", ["E1002@2"]],
    ["Result with one", "main = {\n    r: Result(Int) = 1\n}", ["E1002@2"]],
    ["Option with two", "main = {\n    o: Option(Int, Int) = 1\n}", ["E1002@2"]],
    ["Array with three", "main = {\n    a: Array(Int, 3, 4) = [1]\n}", ["E1002@2"]],
    ["parameter of a call", "f: (d: Dict(Int)) -> Int = (d) => 1\nmain = {\n    n = f({\"a\": 1})\n}", ["E1002@3"]],
  ])("%s", async (_name, source, expected) => {
    expect(await errors(source)).toEqual(expected);
  });

  it.each([
    ["Dict with two", "main = {\n    d: Dict(String, Int) = {}\n}"],
    ["List, Set, Option with one", "main = {\n    xs: List(Int) = [1]\n    s: Set(Int) = [1]\n}"],
    ["Result with two", "f: () -> Result(Int, String) = {\n    return 1\n}"],
    ["Array with one or two", "main = {\n    a: Array(Int) = [1]\n    b: Array(Int, 2) = [1, 2]\n}"],
    ["bare List and Dict", "main = {\n    xs: List = [1]\n    d: Dict = {}\n}"],
    ["unknown value", "main = {\n    d: Dict(Int) = mystery_fn()\n}"],
    ["user type named like nothing built in", "Pair: (A: Type, B: Type) -> Type = { a: A, b: B }\nmain = {\n    p: Pair(Int) = Pair(Int, Int)\n}"],
  ])("%s stays silent", async (_name, source) => {
    expect((await errors(source)).filter((c) => c.startsWith("E1002"))).toEqual([]);
  });
});

describe("calls of generic functions", () => {
  const map = "map: (T: Type, R: Type) -> ((list: List(T), f: (T) -> R) -> List(R)) = {\n    return []\n}\n";
  it("explicit type arguments are value arguments: E1002 at the call", async () => {
    expect(await errors(`${map}numbers = [1, 2]\ndoubled = map(Int, Int)(numbers, (x) => x * 2)\n`)).toEqual(["E1002@5"]);
  });

  it("in the reference's view the failed binding is unbound afterwards", async () => {
    expect(await errors(`${map}numbers = [1, 2]\ndoubled = map(Int, Int)(numbers, (x) => x * 2)\nprint(doubled)\n`, true)).toEqual(["E1002@5", "E1001@6"]);
  });

  it("too few or too many arguments are E1010: the value parameters after the type parameters are counted (§6.4)", async () => {
    expect(await errors(`${map}main = {\n    ys = map(Int)\n}\n`)).toEqual(["E1010@5"]);
    expect(await errors(`${map}main = {\n    ys = map([1, 2])\n}\n`)).toEqual(["E1010@5"]);
    expect(await errors("identity: (T: Type) -> ((x: T) -> T) = (x) => x\nmain = {\n    a = identity(5, 6)\n}\n")).toEqual(["E1010@3"]);
  });

  it("a call whose result is called (`f(Int)(…)`, type arguments given explicitly) is not counted", async () => {
    const heap = "Heap: (T: Type) -> Type = { size: Int }\nempty_heap: (T: Type) -> () -> Heap(T) = () => Heap(0)\n";
    expect(await errors(`${heap}main = {\n    h = empty_heap(Int)()\n}\n`)).toEqual([]);
  });

  it.each([
    ["inferred type arguments", `${map}main = {\n    ys = map([1, 2], (x) => x * 2)\n    zs = map(["a"], (s) => s)\n}\n`],
    ["type parameter bound by a value", "identity: (T: Type) -> ((x: T) -> T) = (x) => x\nmain = {\n    a = identity(5)\n    b = identity(\"s\")\n}\n"],
    ["one group with a type parameter", "first_of: (T: Type, xs: List(T)) -> T = (T, xs) => xs[0]\nmain = {\n    y = first_of([1])\n    z = first_of([\"a\"])\n}\n"],
    ["type passed to a `Type` parameter (probe N08)", "show: (x: Type) -> Int = (x) => 1\nmain = {\n    r = show(Int)\n}\n"],
    ["interface-typed parameter", "Show: Type = { show: (self: Show) -> String }\ntell: (T: Show, x: T) -> Void = (T, x) => {}\nmain = {\n    tell(3)\n}\n"],
    ["const-generic curried call", "rep: (N: Int) -> (s: String) -> String = (N) => (s) => s\nmain = {\n    r = rep(3)(\"x\")\n}\n"],
  ])("%s stay silent", async (_name, source) => {
    expect(await errors(source)).toEqual([]);
  });
});

describe("type definitions inside blocks", () => {
  it("a type defined in an `unsafe` block is not visible in it (E1001)", async () => {
    const source = "SqliteDb = unsafe {\n    SqliteDb: Type = {\n        handle: *Void\n    }\n    return SqliteDb\n}\n";
    expect(await errors(source)).toEqual(["E1001@5"]);
  });

  it("nor in a function body, as a constructor", async () => {
    expect(await errors("main = {\n    P: Type = { x: Int }\n    p = P(1)\n}\n")).toEqual(["E1001@3"]);
  });

  it.each([
    ["top-level type used in a block", "P: Type = { x: Int }\nmain = {\n    q = unsafe {\n        P(1)\n    }\n}\n"],
    ["local function in unsafe and bare blocks", "main = {\n    n = unsafe {\n        f = (a) => a + 1\n        f(2)\n    }\n    {\n        g = (a) => a\n        m = g(1)\n    }\n}\n"],
    ["nested type used only in annotations", "main = {\n    Q: Type = { y: Int }\n    v: Q = mystery()\n}\n"],
  ])("%s stays clean", async (_name, source) => {
    expect((await errors(source)).filter((c) => c !== "E1001@3" || !source.includes("mystery"))).toEqual([]);
  });
});

describe("syntax the grammar accepts but the reference parser rejects", () => {
  const constructorPattern = 'r = match value {\n    ok(v) => "yes",\n    err(e) => "no",\n    _ => "other",\n}\n';
  it("unparenthesised constructor patterns: E0010 at the `(` (syntax.md §7.2)", async () => {
    const ours = await check(`value = 1\n${constructorPattern}`, { referenceMode: true });
    expect(codes(ours)).toEqual(["E0010@3", "E0010@4"]);
    expect(ours[0]?.span.slice(0, 2)).toEqual([3, 7]);
    const parsed = await parseSource(`value = 1\n${constructorPattern}`, { maxNodes: 1 });
    expect(parsed.diagnostics.map((d) => `${d.code}@${d.span[0]}:${d.span[1]}`)).toEqual(["E0010@3:7", "E0010@4:8"]);
  });

  it("with the reference's recovery errors inside the same statement", async () => {
    const source =
      "simplify: (e: Expr) -> Expr = match e {\n    add(literal(0), right) => right,\n    other => other,\n}\nlater = 1\n";
    const got = codes(await check(source, { referenceMode: true }));
    expect(got[0]).toBe("E0010@2");
    expect(got.every((c) => c.startsWith("E0") && Number(c.split("@")[1]) <= 4)).toBe(true);
  });

  it("a generic type whose value is not a type body: the stray E0010 (syntax.md §3.6)", async () => {
    const source = "AsString: (T: Type) -> Type = match T {\n    Int => String,\n    _ => String\n}\n";
    expect(codes(await check(source))).toEqual(["E0010@1"]);
  });

  it("a `-> Type` function with a block body: the help's lambda header takes it past the type attempt (99b D2)", async () => {
    const body = "{\n    if C {\n        return A\n    }\n    return B\n}\nmain = {\n    t = pick(true, Int, String)\n}\n";
    const [stray, ...rest] = await check(`pick: (C: Bool, A: Type, B: Type) -> Type = ${body}`);
    expect([stray?.code, rest]).toEqual(["E0010", []]);
    expect(stray?.help).toContain("`= (C, A, B) => …`");
    expect(stray?.help).not.toContain("items of a type body");
    expect(codes(await check(`pick: (C: Bool, A: Type, B: Type) -> Type = (C, A, B) => ${body}`))).toEqual([]);
  });

  it.each([
    ["parenthesised constructor pattern", 'value = 1\nr = match value {\n    (ok(v)) => "yes",\n    _ => "other",\n}\n'],
    ["plain patterns", 'n = 2\nk = match n {\n    0 => "zero",\n    (x, 0) => "pair",\n    _ => "other",\n}\n'],
    ["generic type with a record body", "Pair: (A: Type, B: Type) -> Type = { left: A, right: B }\n"],
    ["predicate type", "Small: (v: Int) -> Type = { v < 10 }\n"],
  ])("%s stays clean", async (_name, source) => {
    expect(codes(await check(source))).toEqual([]);
    expect((await parseSource(source, { maxNodes: 1 })).diagnostics).toEqual([]);
  });
});

describe("a `use` path that runs into the next statement (probe L02)", () => {
  it("reports the syntax error only: no import warning, no E1001 for the module's uses", async () => {
    const source = 'use std.io.\nmain = {\n    io.println("x")\n}\n';
    expect(codes(await check(source))).toEqual(["E0011@2", "E0011@4"]);
  });

  it("a path continued on the next line without a syntax error is an ordinary import", async () => {
    expect(codes(await check('use std.\n    io\nmain = {\n    io.println("x")\n}\n'))).toEqual([]);
    expect(codes(await check('use std.\n    nope\nmain = {\n    x = 1\n}\n'))).toEqual(["E5001@1"]);
  });
});

describe("f-strings as the reference reads them (syntax.md §1.12)", () => {
  it("`{{name}}` is an interpolation of `name` for the compiler: E1001 at the name", async () => {
    const ours = await check('print(f"{{literal braces}}")\nname = "Y"\nprint(f"{{name}} is {name}")\n');
    expect(codes(ours.filter((d) => d.severity === "error"))).toEqual(["E1001@1"]);
    expect(ours[0]?.span).toEqual([1, 11, 1, 18]);
    expect(ours[0]?.message).toContain("{{literal");
  });

  it.each([
    ["a defined name", 'name = "Y"\nprint(f"{{name}}")\n'],
    ["a literal", 'print(f"Set: {{1, 2, 3}}")\n'],
    ["text that does not parse as an expression", 'print(f"{{a +}} and {{}}")\n'],
    ["a format spec after a defined name", 'n = 1\nprint(f"{{n:>4}}")\n'],
    ["a prelude name", 'print(f"{{PI}}")\n'],
  ])("%s stays clean", async (_name, source) => {
    expect(await errors(source)).toEqual([]);
  });

  it("a `//` in an interpolation comments out the rest of it, up to its `}` (78a D2: the comment swallowed the `}\"`, E1001 at the binding)", async () => {
    const source = 'main = {\n    half = 10\n    s = f"{half // 2} of {half // {x}}"\n    print(s)\n}\n';
    expect(await errors(source)).toEqual([]);
    const tree = await parseSource(source, { format: "sexp" });
    expect(tree.diagnostics).toEqual([]);
    expect(tree.sexp).not.toContain("ERROR");
  });

  it("in the reference's view positions inside an interpolation are relative to its text", async () => {
    const source = 'message = f"Hello {name}, age: {age}"\nother = f"{{  missing}}"\n';
    expect(await errors(source)).toEqual(["E1001@1", "E1001@1", "E1001@2"]);
    const ref = (await check(source, { referenceMode: true })).filter((d) => d.severity === "error");
    expect(ref.map((d) => `${d.code}@${d.span[0]}:${d.span[1]}`)).toEqual(["E1001@1:1", "E1001@1:1"]);
  });
});
