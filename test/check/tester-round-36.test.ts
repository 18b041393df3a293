// Round 36 (help an agent acts on, 50h): `lo = pair.0` is two valid
// statements, which the compiler accepts silently, so the tool warns
// (MCP-NUMERIC-FIELD); an undeclared type name near the value's type or a
// built-in one gets "did you mean"; a built-in opaque type (`Error`) is not
// "no type YaoXiang knows"; a misspelt std module gets "did you mean".
import { describe, expect, it } from "vitest";
import { explainCheckCode } from "../../src/check/code-explanations.js";
import { INCREMENT_CODE } from "../../src/check/increment.js";
import { check, checkFiles, typesAt } from "./helpers.js";

describe("`t.0` read as `t` and the float `.0` (50h D1)", () => {
  it("warns where the float statement is glued to a name, in a body and at the top level", async () => {
    const source = "main = {\n    mm = (1, 2)\n    lo = mm.0\n}\ng = (1, 2)\nh = g.1\n";
    const found = await check(source);
    expect(found.map((d) => [d.code, d.severity, d.span.join(":")])).toEqual([
      ["MCP-NUMERIC-FIELD", "warning", "3:12:3:14"],
      ["MCP-NUMERIC-FIELD", "warning", "6:6:6:8"],
    ]);
    expect(found[0]!.message).toBe("`mm.0` is `mm` followed by the float `.0` (which starts a statement of its own): YaoXiang has no numeric field access, so what comes before takes the whole value");
    expect(found[0]!.help).toBe("index the tuple, `mm[0]`, or destructure it, `(a, b) = mm`");
  });

  it("names the `.1` in the help of the error it causes, instead of telling to change the annotation (51b friction)", async () => {
    const found = await check("main = {\n    mm = (1, 2)\n    hi: Int = mm.1\n}\nf: (t: (Int, Int)) -> Int = {\n    return t.1\n}\n");
    expect(found.filter((d) => d.code === "E1002").map((d) => [d.span[0], d.help])).toEqual([
      [3, "`mm.1` is the whole value followed by the float `.1` (YaoXiang has no numeric field access): index the tuple, `mm[1]`, or destructure it, `(a, b) = mm`"],
      [6, "`t.1` is the whole value followed by the float `.1` (YaoXiang has no numeric field access): index the tuple, `t[1]`, or destructure it, `(a, b) = t`"],
    ]);
  });

  it("warns where the float starts a longer statement, and in a list, whose commas are optional (52a D3)", async () => {
    // (`t` is moved by the first statement: the E2014s that follow are true.)
    const found = (await check("main = {\n    t = (3, 4)\n    s = t.0 + 1\n    c = t.1 == 4\n    xs = [t.0, t.1]\n    ys = [.5, 1.5]\n}\n")).filter((d) => d.code !== "E2014");
    expect(found.map((d) => [d.code, d.span.join(":")])).toEqual([
      ["MCP-NUMERIC-FIELD", "3:10:3:12"],
      ["MCP-NUMERIC-FIELD", "4:10:4:12"],
      ["MCP-NUMERIC-FIELD", "5:12:5:14"],
      ["MCP-NUMERIC-FIELD", "5:17:5:19"],
    ]);
    expect(found[2]!.message).toBe("`t.0` is `t` followed by the float `.0` (another element): YaoXiang has no numeric field access, so what comes before takes the whole value");
  });

  it("names the `.0` in the syntax error it causes one token later (a match arm's value: 52a D4)", async () => {
    const found = await check("main = {\n    t = (1, 2)\n    k = match t { _ => t.0 }\n}\n");
    expect(found[0]!.message).toBe("expected `=>` after the pattern, found `}` (`t.0` is `t` followed by the float `.0`: YaoXiang has no numeric field access)");
    expect(found[0]!.help).toBe("index the tuple, `t[0]`, or destructure it, `(a, b) = t`");
  });

  it("warns in an f-string's interpolation, which the grammar reads as the value and a float (54a F2)", async () => {
    const found = await check('main = {\n    t = (1, 2)\n    print(f"{t.0} and {t[1]} {1.5} {t[0]:.2f}")\n}\n');
    expect(found.map((d) => [d.code, d.span.join(":"), d.message])).toEqual([
      ["MCP-NUMERIC-FIELD", "3:15:3:17", "`t.0` is `t` followed by the float `.0` (in an f-string's interpolation): YaoXiang has no numeric field access, so what comes before takes the whole value"],
    ]);
  });

  it("warns after a call's `)` too, without naming a receiver", async () => {
    const found = await check("pair: () -> (Int, Int) = () => (1, 2)\nmain = {\n    x = pair().1\n}\n");
    expect(found.map((d) => [d.code, d.span.join(":")])).toEqual([["MCP-NUMERIC-FIELD", "3:15:3:17"]]);
    expect(found[0]!.help).toBe("index the tuple, `…[1]`, or destructure it, `(a, b) = …`");
  });

  it("says nothing of a float written apart: after a space, on its own line, or as a value", async () => {
    expect(await check("main = {\n    t = (1, 2)\n    u = (1, 2)\n    a = t .5\n    b = u\n    .5\n    c = 0.5\n    d = .5\n}\n")).toEqual([]);
  });

  it("is explained by explain_diagnostic's table, with an example", async () => {
    const explained = explainCheckCode("mcp-numeric-field")!;
    expect(explained).toMatchObject({ code: "MCP-NUMERIC-FIELD", category: "Check", severity: "warning" });
    // Its example gets it (51b D7).
    expect((await check(explained.example)).map((d) => d.code)).toEqual(["MCP-NUMERIC-FIELD"]);
  });
});

describe("undeclared type names (50h D2 and friction)", () => {
  it("suggest the value's own type or a built-in type one edit away", async () => {
    const found = await check('Score: Type = { v: Int }\nmain = {\n    st: Scor = Score(1)\n    n: Strng = "a"\n    z: Blorp = 1\n}\n');
    expect(found.map((d) => [d.code, d.span[0], d.help])).toEqual([
      ["E1002", 3, "'Scor' is no type YaoXiang knows (nothing declares or imports it, so no value has it): did you mean 'Score'?"],
      ["E1002", 4, "'Strng' is no type YaoXiang knows (nothing declares or imports it, so no value has it): did you mean 'String'?"],
      ["E1002", 5, "'Blorp' is no type YaoXiang knows (nothing declares or imports it, so no value has it): declare it (`Blorp: Type = { … }`), import it with `use`, or write a built-in type such as `Int`, `Float`, `String`"],
    ]);
  });

  it("a built-in opaque type such as Error is known: only the value is wrong", async () => {
    const found = await check('use std.{os}\nmain = {\n    e: Error = os.get_env("X")\n}\n');
    expect(found.map((d) => [d.code, d.message, d.help])).toEqual([["E1002", "'e' is declared as Error, but the value is String", "give it a value of type Error, or change its annotation"]]);
  });
});

describe("a misspelt std module (50h D3)", () => {
  it("names the std module one edit away, and none when nothing is near", async () => {
    const found = await check("use std.strng\nuse std.zzzzzz\nmain = {}\n");
    expect(found.map((d) => [d.code, d.span[0], d.help?.split(" std modules:")[0]])).toEqual([
      ["E5001", 1, "did you mean 'std.string'?"],
      ["E5001", 2, "std modules: std.concurrent, std.convert, std.dict, std.io, std.list, std.math, std.net, std.string, std.result, std.time, std.os, std.weak, std.assert, std.test"],
    ]);
  });
});

describe("a variant called bare (49g friction)", () => {
  it("is E1001 whose help builds it through its type, declared or imported", async () => {
    const shapes = "pub Expr: Type = {\n    num: (Int) -> Expr,\n    add: (Expr, Expr) -> Expr,\n}\n";
    const found = await checkFiles({ "shapes.yx": shapes, "main.yx": "use shapes.{Expr}\nmain = {\n    e = num(2)\n    f = Expr.num(2)\n}\n" }, ["main.yx"]);
    expect(found["main.yx"]!.map((d) => [d.code, d.span[0], d.help])).toEqual([["E1001", 3, "'num' is a variant of 'Expr': build it through its type, `Expr.num(…)`"]]);
    const local = await check(`${shapes}main = {\n    e = add(Expr.num(1), Expr.num(2))\n}\n`);
    expect(local.map((d) => [d.code, d.help])).toEqual([["E1001", "'add' is a variant of 'Expr': build it through its type, `Expr.add(…)`"]]);
  });
});

describe("a refinement type (49g D4)", () => {
  it("is its value parameter's built-in type: hover and arithmetic are typed, a value of another type is E1002", async () => {
    const source = 'Percent: (v: Int) -> Type = { v >= 0 and v <= 100 }\nmain = {\n    p: Percent(50) = 50\n    q = p + 1\n    s: Percent(5) = "x"\n}\n';
    expect((await check(source)).map((d) => [d.code, d.span[0], d.message])).toEqual([["E1002", 5, "'s' is declared as Int, but the value is String"]]);
    expect(await typesAt(source, [[3, 5], [4, 5]])).toEqual(["Int", "Int"]);
  });
});

describe("other languages' habits (51b D1-D5)", () => {
  it("`Vec<Int>` is told to be `List(Int)`, and an undeclared applied type name is E1002 as a bare one is", async () => {
    const angle = await check("main = {\n    xs: Vec<Int> = [1]\n}\n");
    expect(angle[0]!.help).toBe("write `List(Int)`");
    const applied = await check('main = {\n    b: Vec(Int) = [1, 2]\n    c: HashMap(String, Int) = {"a": 1}\n    w: Weak(Int) = 5\n}\n');
    expect(applied.map((d) => [d.code, d.span[0], d.help])).toEqual([
      ["E1002", 2, "'Vec' is no type YaoXiang knows (nothing declares or imports it, so no value has it): write `List(T)`"],
      ["E1002", 3, "'HashMap' is no type YaoXiang knows (nothing declares or imports it, so no value has it): write `Dict(K, V)`"],
    ]);
  });

  it("`struct Point { … }` is told to be a type binding, not a record literal", async () => {
    const found = await check("struct Point { x: Int, y: Int }\n");
    expect(found[0]!.help).toBe("YaoXiang has no `struct`: a type is a binding, `Point: Type = { x: Int, y: Int }`");
  });

  it("`impl`, `None`, `Some`, `null` and a built-in constructor called as a value get help that leads to a fix", async () => {
    const found = await check("main = {\n    a = None\n    b = Some(1)\n    c = ok(1)\n    d = null\n}\n");
    const help = Object.fromEntries(found.map((d) => [d.span[0], d.help]));
    expect(help[2]).toMatch(/^YaoXiang has no null/);
    expect(help[3]).toMatch(/^YaoXiang has no `Some`.*`Maybe\.just\(x\)`$/);
    expect(help[4]).toMatch(/^the built-in Option and Result have no constructors in the compiler/);
    expect(help[5]).toMatch(/^YaoXiang has no null/);
    const impl = await check("impl Point {\n}\n");
    expect(impl[0]!.help).toBe("YaoXiang has no `impl` blocks: declare each method at the top level, `Point.sum: (self: &Point) -> Int = …`");
  });

  it("`i++` is told to be `i = i + 1`", async () => {
    const found = await check("main = {\n    mut i = 0\n    while i < 3 {\n        i++\n    }\n}\n");
    expect(found[0]!.help).toBe("YaoXiang has no `++`: write `i = i + 1` (with `i` declared `mut`)");
  });
});

describe("`spawn for` results (49g friction)", () => {
  it("are a list of the body's value, so a loop over them is typed; a body without a value leaves them untyped (`?`)", async () => {
    const source = 'Doc: Type = { words: Int }\nload: (name: String) -> Doc = Doc(3)\nmain = {\n    names = ["a", "b"]\n    sizes = spawn for n in names {\n        load(n)\n    }\n    for s in sizes {\n        w = s.words\n    }\n    nothing = spawn for n in names {\n        x = 1\n    }\n}\n';
    expect(await check(source)).toEqual([]);
    expect(await typesAt(source, [[5, 5], [8, 9], [9, 9], [11, 5]])).toEqual(["List(Doc)", "Doc", "Int", "?"]);
  });
});

describe("`i++` followed by more code (51b D4)", () => {
  it("warns that it reads `i + +…`; an operator written apart or glued to its operand is no such mistake", async () => {
    const found = await check("main = {\n    mut i = 0\n    i++\n    print(i)\n    j = i + +1\n    k = i++1\n    m = i - -1\n}\n");
    expect(found.map((d) => [d.code, d.severity, d.span.join(":"), d.help])).toEqual([[INCREMENT_CODE, "warning", "3:6:3:7", "write `i = i + 1` (with `i` declared `mut`) on its own line"]]);
    const explained = explainCheckCode(INCREMENT_CODE)!;
    expect((await check(explained.example)).map((d) => d.code)).toEqual([INCREMENT_CODE]);
  });

  it("as a binding's last token, the syntax error says to write `i = i - 1`", async () => {
    const found = await check("main = {\n    mut i = 0\n    n = i--\n}\n");
    expect(found[0]!.help).toBe("YaoXiang has no `--`: write `i = i - 1` (with `i` declared `mut`)");
  });
});

describe("types a block's `use` imports (52a D1)", () => {
  it("are known in its lambdas' parameters and its local functions' signatures, as in its locals' annotations", async () => {
    const shapes = "pub Crate: (T: Type) -> Type = { item: T, weight: Int }\npub Tag: Type = { label: String, weight: Int }\npub Score: (v: Int) -> Type = { v >= 0 and v <= 100 }\n";
    const main =
      'main = {\n    use shapes.{Crate, Tag, Score}\n    b: Crate(Int) = Crate(1, 2)\n    t: Tag = Tag("a", 3)\n    f = (c: Crate(Int)) => c.weight\n    h = (x: Tag) => x.weight\n    g: (k: &Crate(Int)) -> Int = (k) => k.weight\n    s = (p: Score(5)) => p + 1\n    total = f(b) + h(t) + g(Crate(3, 4)) + s(5)\n}\n';
    const found = await checkFiles({ "shapes.yx": shapes, "main.yx": main }, ["main.yx"]);
    expect(found["main.yx"]).toEqual([]);
  });
});

describe("a negative constant in a refinement annotation (52a D2)", () => {
  it("keeps its sign: the predicate is evaluated with it", async () => {
    const found = await check("Small: (x: Int) -> Type = { x < 10 }\nNeg: (n: Int) -> Type = { n < 0 }\nPercent: (v: Int) -> Type = { v >= 0 and v <= 100 }\nmain = {\n    a: Small(-15) = -15\n    b: Neg(-3) = -3\n    c: Percent(-1) = -1\n}\n");
    expect(found.map((d) => [d.code, d.span[0], d.message])).toEqual([["E4018", 7, "the refinement Percent(-1) is false: its predicate `v >= 0 and v <= 100` does not hold for v = -1"]]);
  });
});

describe("a constructor pattern naming a variant the matched type lacks (53b D2)", () => {
  it("is E1042, as a call through the type would be; a record matched by its own name is no such pattern", async () => {
    const source = "Shape: Type = { circle: (Float) -> Shape, square: (Float) -> Shape }\nPos: Type = { x: Int, y: Int }\narea: (s: &Shape) -> Float = match s {\n    (circle(r)) => 3.14 * r * r,\n    (rect(w)) => w * w,\n}\nsum: (p: Pos) -> Int = match p {\n    (Pos(a, b)) => a + b,\n}\n";
    const found = await check(source);
    expect(found.map((d) => [d.code, d.span.join(":"), d.message])).toEqual([["E1042", "5:6:5:10", "type 'Shape' has no variant or method 'rect'"]]);
    expect(found[0]!.help).toBe("'Shape' has the variants circle, square; add the variant to its body (`rect: (…) -> Shape`) if one is missing");
  });
});

describe("a name in a constructor pattern named like a variant with a payload (54a D1)", () => {
  it("binds the payload: a bare name cannot match a variant that takes arguments", async () => {
    const source = "use std.{string}\nEvent: Type = { key: (String) -> Event, scroll: (Int) -> Event, quit: () -> Event }\nweight: (e: Event) -> Int = match e {\n    (key(key)) => string.len(key),\n    (scroll(scroll)) => scroll * 2,\n    quit => 0,\n}\nsize: (o: Option(String)) -> Int = match o {\n    (some(key)) => string.len(key),\n    _ => 0,\n}\n";
    expect(await check(source)).toEqual([]);
  });
});

describe("a std function called as a method of a Float (54a F1)", () => {
  it("names math's Float form", async () => {
    const found = await check("main = {\n    a = 1.5\n    c = (a - 2.0).abs()\n}\n");
    expect(found.map((d) => [d.code, d.help])).toEqual([["E1053", "'fabs' is a function of std.math, not a method: call `math.fabs(…)` with the value as its first argument (after `use std.math`)"]]);
  });
});
