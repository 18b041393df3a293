// Another language's function header in the help written back as the user's
// own function in YaoXiang (106f Y1-Y3, Y5): its parameters, their types and
// its result read into YaoXiang's, a Go method's receiver as `self`, a
// Python `lambda` as a lambda. A header not read with confidence keeps the
// general help (foreign-signature.ts).
import { describe, expect, it } from "vitest";
import { check, firstHelp } from "./helpers.js";

describe("a foreign function header, written back in YaoXiang", () => {
  it.each([
    ["fn add(a: i32, b: i32) -> i32 {\n    a + b\n}\n", "`add: (a: Int, b: Int) -> Int = { … }` (a block body gives its value with `return`"],
    ["fn greet(name: &str) {\n    print(name)\n}\n", "`greet: (name: String) -> Void = { … }`"],
    ["fn total(xs: Vec<f64>, m: HashMap<String, i64>) -> Option<f64> {\n    return none\n}\n", "`total: (xs: List(Float), m: Dict(String, Int)) -> Option(Float) = { … }`"],
    ["func scale(ps []float64, k float64) []float64 {\n    return ps\n}\n", "`scale: (ps: List(Float), k: Float) -> List(Float) = { … }`"],
    ["def add(a, b):\n    return a + b\n", "`add = (a, b) => …`"],
    ["function label(n: number): string {\n    return \"x\"\n}\n", "`label: (n: Float) -> String = { … }`"],
  ])("%j", async (source, expected) => {
    expect(await firstHelp(source)).toContain(expected);
  });

  it("a Go method: the receiver's type owns it, the receiver is `self` (106f Y2)", async () => {
    const source = "Point: Type = { x: Float, y: Float }\n\nfunc (p Point) Sum() Float {\n    return p.x + p.y\n}\n";
    expect(await firstHelp(source)).toBe("YaoXiang has no `func` or receivers: a method is a binding on its type, `Point.Sum: (self: &Point) -> Float = { … }`, its receiver `p` named `self` in the body");
    expect(await firstHelp("Point: Type = { x: Float }\n\nfunc (p *Point) Move(dx float64) {\n    p.x = p.x + dx\n}\n")).toContain("`Point.Move: (self: &mut Point, dx: Float) -> Void = { … }`");
  });

  it("an impl's function without self is the type's, a class's method keeps self, tuples are tuples, modifiers are read past (106g Z1-Z5)", async () => {
    expect(await firstHelp("Point: Type = { x: Float, y: Float }\nimpl Point {\n    fn new(x: f64, y: f64) -> Point {\n        return Point(x, y)\n    }\n}\n")).toContain("`Point.new: (x: Float, y: Float) -> Point = { … }`");
    expect(await firstHelp("class Circle:\n    def area(self) -> float:\n        return 3.14 * self.r * self.r\n")).toBe("YaoXiang has no `def` or classes: a method is a binding on its type, `Circle.area: (self: &Circle) -> Float = { … }` (a block body gives its value with `return`)");
    expect(await firstHelp("fn pair(a: i32) -> tuple[int, int] {\n    return (a, a)\n}\n")).toContain("`pair: (a: Int) -> (Int, Int) = { … }`");
    expect(await firstHelp("fn split(s: &str) -> (String, i32) {\n    return (s, 1)\n}\n")).toContain("`split: (s: String) -> (String, Int) = { … }`");
    expect(await firstHelp("pub(crate) fn limit(n: u32) -> u32 {\n    return n\n}\n")).toContain("`limit: (n: Int) -> Int = { … }`");
    expect(await firstHelp("pub async fn fetch(url: &str) -> String {\n    return url\n}\n")).toContain("`fetch: (url: String) -> String = { … }`");
  });

  it("typed parameters without a written result keep their types in a lambda head; `lambda` and `switch` as names say what YaoXiang writes (106g Z10, Z14)", async () => {
    expect(await firstHelp("function hello(name: string) {\n    print(name)\n}\n")).toContain("`hello = (name: String) => …`");
    expect(await firstHelp("main = {\n    sq = lambda x: x * x\n}\n")).toBe("YaoXiang has no `lambda`: a lambda is `(x) => …` (`sq = (x) => x * x`, syntax.md §5.7)");
  });

  it("a TypeScript arrow's parameter and result types are YaoXiang's in the signature the help gives (106g Z4)", async () => {
    expect(await firstHelp("main = {\n    double = (x: number): number => x * 2\n}\n")).toBe("a lambda has no result type: give the binding the signature, `double: (x: Float) -> Float = (x) => …`");
  });

  it("a Python lambda is a YaoXiang lambda (106f Y1)", async () => {
    const source = "main = {\n    nums = [1, 2, 3]\n    evens = filter(nums, lambda x: x % 2 == 0)\n}\n";
    expect(await firstHelp(source)).toBe("YaoXiang has no `lambda`: a lambda is `(x) => …` (its body an expression or a block)");
    expect(await firstHelp("main = {\n    f = g(lambda a, b: a + b)\n}\n")).toContain("`(a, b) => …`");
  });
});

describe("a foreign header that parses (a name, a call and a block; 106g Z9)", () => {
  async function helps(source: string): Promise<string[]> {
    return (await check(source)).map((d) => `${d.code}@${d.span[0]}:${d.span[1]} ${d.help ?? ""}`);
  }

  it("is written back at its word, its own names said to be part of it, a use of its name said to be declared by nothing", async () => {
    expect(await helps('fn tick() {\n    print("tick")\n}\nmain = {\n    tick()\n}\n')).toEqual([
      "E1001@1:1 YaoXiang has no `fn`: a function is a binding, `tick: () -> Void = { … }` (a block body gives its value with `return`; a single expression may be the body, `= () => …`)",
      "E1001@1:4 'tick' is part of the `fn` header on line 1, which YaoXiang reads as plain names and a call (`fn` is no keyword): write the function as a binding (see the error at `fn`)",
      "E1001@5:5 'tick' is not declared: `fn tick` on line 1 is another language's header, which declares nothing in YaoXiang (`fn` is no keyword): write it as a binding (see the error at `fn`)",
    ]);
    expect(await firstHelp("func answer() int {\n    return 42\n}\n")).toContain("`answer: () -> Int = { … }`");
    expect((await helps("def add(a, b) {\n    return a + b\n}\n"))[2]).toBe(
      "E1001@1:9 'a' is part of the `def` header on line 1, which YaoXiang reads as plain names and a call (`def` is no keyword): write the function as a binding (see the error at `def`)",
    );
  });

  it("in an `impl` block: the method on its type, named at the `impl` and at the `fn` (not a template naming another type)", async () => {
    const source = "Counter: Type = { n: Int }\nimpl Counter {\n    fn reset(&mut self) {\n        self.n = 0\n    }\n}\n";
    const [atImpl, atFn] = await helps(source);
    expect(atImpl).toContain("E1001@2:1 ");
    expect(atImpl).toContain("`Counter.reset: (self: &mut Counter) -> Void = { … }`");
    expect(atFn).toContain("E1001@3:5 ");
    expect(atFn).toContain("`Counter.reset: (self: &mut Counter) -> Void = { … }`");
  });

  it("a Go method with its receiver: the method on its type, the receiver's uses said to be `self`, a call of it named by the header (107a L11)", async () => {
    const source = "Point: Type = { x: Int, y: Int }\n\nfunc (p *Point) Norm() int {\n    return p.x * p.x\n}\n\nmain = {\n    q = Point(1, 2)\n    print(q.Norm())\n}\n";
    expect(await helps(source)).toEqual([
      "E1001@3:1 YaoXiang has no `func` or receivers: a method is a binding on its type, `Point.Norm: (self: &mut Point) -> Int = { … }`, its receiver `p` named `self` in the body",
      "E1001@3:7 'p' is the receiver of the `func` header on line 3: in YaoXiang the method's first parameter, `self`, is the receiver (see the error at `func`)",
      "E1001@3:17 'Norm' is part of the `func` header on line 3, which YaoXiang reads as plain names and a call (`func` is no keyword): write the function as a binding (see the error at `func`)",
      "E1001@4:12 'p' is the receiver of the `func` header on line 3: in YaoXiang the method's first parameter, `self`, is the receiver (see the error at `func`)",
      "E1001@4:18 'p' is the receiver of the `func` header on line 3: in YaoXiang the method's first parameter, `self`, is the receiver (see the error at `func`)",
      "E1042@9:13 'Norm' is named by `func (p *Point) Norm` on line 3, another language's header, which declares nothing in YaoXiang (`func` is no keyword): write it as a method binding (see the error at `func`)",
    ]);
    expect(await check("Point: Type = { x: Int, y: Int }\n\nPoint.Norm: (self: &mut Point) -> Int = {\n    return self.x * self.x\n}\n\nmain = {\n    mut q = Point(1, 2)\n    print(q.Norm())\n}\n")).toEqual([]);
  });

  it("is a help that, applied as written, checks clean", async () => {
    expect(await check('main: () -> Void = {\n    print("hi")\n}\n')).toEqual([]);
    expect(await check("answer: () -> Int = {\n    return 42\n}\n")).toEqual([]);
  });
});

describe("another language's interface, written back as YaoXiang's (106f Y7)", () => {
  it("`interface Shape { area(): Float }`, read in part: E1001 at `interface` (107a L9: a warning alone), its help the interface with its own methods", async () => {
    const [warning] = await check("interface Shape {\n    area(): Float\n}\nmain = {\n    print(1)\n}\n");
    expect(warning).toMatchObject({ code: "E1001", severity: "error", span: [1, 1, 1, 10], message: "'interface' is not defined here: no enclosing scope, import or prelude entry declares it" });
    expect(warning!.help).toBe("YaoXiang has no `interface`: an interface is a type whose body lists its methods' signatures, `Shape: Type = { area: (self: &Shape) -> Float }`");
  });

  it("a trait's methods: the trait as an interface, not methods of some `Type` in an `impl`", async () => {
    const helps = (await check("trait Shape {\n    fn area(&self) -> f64;\n    fn rename(&mut self, to: &str);\n}\n")).map((d) => d.help);
    expect(helps[0]).toBe("YaoXiang has no `trait`: an interface is a type whose body lists its methods' signatures, `Shape: Type = { area: (self: &Shape) -> Float, rename: (self: &mut Shape, to: String) -> Void }`");
    expect(helps[1]).toBe(helps[0]);
  });

  it("a TypeScript interface: its own methods, a member not read left to `…`", async () => {
    expect(await firstHelp("interface Shape {\n    area(): number;\n    each(f: (x: number) => void): void;\n    walk(**kw): void;\n}\n")).toContain(
      "`Shape: Type = { area: (self: &Shape) -> Float, each: (self: &Shape, f: (Float) -> Void) -> Void, … }`",
    );
    // A rest parameter is a list (106g Z7).
    expect(await firstHelp("interface Shape {\n    area(): number;\n    join(...parts: string[]): string;\n}\n")).toContain(
      "`Shape: Type = { area: (self: &Shape) -> Float, join: (self: &Shape, parts: List(String)) -> String }`",
    );
  });

  it("`def main():` read in part: E1001 at `def`, the header written back", async () => {
    const [warning] = await check('def main():\n    print("hi")\n');
    expect(warning?.code).toBe("E1001");
    expect(warning?.help).toContain("YaoXiang has no `def`: a function is a binding, `main = () => …`");
  });

  it("is a help that, applied as written, checks clean", async () => {
    expect(await check("Shape: Type = { area: (self: &Shape) -> Float, rename: (self: &mut Shape, to: String) -> Void }\n")).toEqual([]);
  });
});

describe("types of a foreign header read into YaoXiang's (106g Z6, Z7)", () => {
  it.each([
    ["fn sum(xs: &[i32]) -> i32", "`sum: (xs: &List(Int)) -> Int = { … }`"],
    ["fn push_one(v: &mut Vec<i32>)", "`push_one: (v: &mut List(Int)) -> Void = { … }`"],
    ["fn apply(f: fn(i32) -> i32, x: i32) -> i32", "`apply: (f: (Int) -> Int, x: Int) -> Int = { … }`"],
    ["fn apply(f: impl Fn(i32) -> i32, x: i32) -> i32", "`apply: (f: (Int) -> Int, x: Int) -> Int = { … }`"],
    ["fn keep(cb: Box<dyn Fn(String) -> bool>) -> bool", "`keep: (cb: (String) -> Bool) -> Bool = { … }`"],
    ["func apply(f func(int) int, x int) int", "`apply: (f: (Int) -> Int, x: Int) -> Int = { … }`"],
    ["function apply(f: (x: number) => number, x: number): number", "`apply: (f: (Float) -> Float, x: Float) -> Float = { … }`"],
    ["function greet(a: string): void", "`greet: (a: String) -> Void = { … }`"],
    ["fn show<T>(x: T) -> String where T: Display", "`show: (T: Type) -> (x: T) -> String = { … }`"],
    ["func divmod(a, b int) (int, int)", "`divmod: (a: Int, b: Int) -> (Int, Int) = { … }`"],
    ["func f(a, b int, c string) int", "`f: (a: Int, b: Int, c: String) -> Int = { … }`"],
    ["function pair(a: number): [number, string]", "`pair: (a: Float) -> (Float, String) = { … }`"],
    ["def f(a, b: int)", "`f = (a, b) => …`"],
    // Kotlin's type parameters before the name (107a L10: "named arguments are written `name = value`").
    ["fun <T> first(xs: List<T>): T", "`first: (T: Type) -> (xs: List(T)) -> T = { … }`"],
    ["fun <K, V> pick(m: Map<K, V>, k: K): V", "`pick: (K: Type, V: Type) -> (m: Dict(K, V), k: K) -> V = { … }`"],
  ])("%s", async (header, expected) => {
    expect(await firstHelp(`${header} {\n    return 0\n}\n`)).toContain(expected);
  });

  it("writes what checks clean", async () => {
    const written = "sum: (xs: &List(Int)) -> Int = {\n    return 0\n}\napply: (f: (Int) -> Int, x: Int) -> Int = {\n    return f(x)\n}\npush_one: (v: &mut List(Int)) -> Void = {\n    print(1)\n}\n";
    expect(await check(`${written}main = {\n    print(apply((x) => x + 1, sum(&[1, 2])))\n}\n`)).toEqual([]);
  });
});

describe("what a foreign header has that YaoXiang has no place for", () => {
  it("default values are said to have no place in YaoXiang, not dropped (106g Z13)", async () => {
    expect(await firstHelp("def clamp(x, lo=0, hi=10):\n    return x\n")).toContain(
      "`clamp = (x, lo, hi) => …` (give the parameters types in a signature, `clamp: (…) -> T = { … }`, for a block body, which gives its value with `return`); YaoXiang has no default values (`lo = 0`, `hi = 10`): every call passes every argument",
    );
    expect(await firstHelp('function greet(name: string, greeting: string = "hi"): string {\n    return greeting\n}\n')).toContain(
      '`greet: (name: String, greeting: String) -> String = { … }` (a block body gives its value with `return`; a single expression may be the body, `= (name, greeting) => …`); YaoXiang has no default values (`greeting = "hi"`)',
    );
  });

  it("optional and rest parameters are written as plain ones and said to have no place, not dropped or left to the template (106g Z7)", async () => {
    expect(await firstHelp("function greet(name?: string): string {\n    return name\n}\n")).toContain(
      "`greet: (name: String) -> String = { … }` (a block body gives its value with `return`; a single expression may be the body, `= (name) => …`); YaoXiang has no optional parameters (`name?`): every call passes every argument",
    );
    expect(await firstHelp("function sum(...xs: number[]): number {\n    return 0\n}\n")).toContain(
      "`sum: (xs: List(Float)) -> Float = { … }` (a block body gives its value with `return`; a single expression may be the body, `= (xs) => …`); YaoXiang has no rest parameters: `xs` takes a list, and a call passes `[a, b, c]`",
    );
    const args = await firstHelp("def total(*args):\n    return 0\n");
    expect(args).toContain("`total = (args) => …`");
    expect(args).toContain("YaoXiang has no rest parameters: `args` takes a list (`args: List(T)`)");
    expect(await check("sum: (xs: List(Float)) -> Float = {\n    return 0.0\n}\nmain = {\n    print(sum([1.0, 2.0]))\n}\n")).toEqual([]);
  });
});

describe("Go's `error` result (107a L12)", () => {
  it("is written as its message, a String, and said so (the built-in Result has no constructors in the compiler)", async () => {
    expect(await firstHelp("func div(a, b int) (int, error) {\n    return a / b, nil\n}\n")).toContain(
      "`div: (a: Int, b: Int) -> (Int, String) = { … }` (a block body gives its value with `return`; a single expression may be the body, `= (a, b) => …`); Go's `error` is written as its message, a `String` (`\"\"` for none: YaoXiang has no `nil`)",
    );
    expect(await firstHelp("func check(a int) error {\n    return nil\n}\n")).toContain("`check: (a: Int) -> String = { … }`");
    // Only the header's own types say so, not a body on its line.
    expect(await firstHelp("func f(a int) int { return error(a) }\n")).not.toContain("Go's `error`");
    expect(await check('div: (a: Int, b: Int) -> (Int, String) = {\n    return (a / b, "")\n}\nmain = {\n    print(div(6, 2))\n}\n')).toEqual([]);
  });

  it("left in a tuple a result declares, is named in the E1002's help as no type YaoXiang knows", async () => {
    const [found] = await check('div: (a: Int) -> (Int, error) = {\n    return (a, "x")\n}\n');
    expect(found).toMatchObject({ code: "E1002", message: "the function returns (Int, error), but the value is (Int, String)" });
    expect(found!.help).toBe("'error' (in (Int, error)) is no type YaoXiang knows (nothing declares or imports it, so no value has it): write `String`, its message (`\"\"` for none: YaoXiang has no `nil`)");
  });
});

describe("a foreign header over several lines (106g Z8)", () => {
  it.each([
    ["fn area(\n    w: f64,\n    h: f64,\n) -> f64 {\n    return w * h\n}\n", "YaoXiang has no `fn`: a function is a binding, `area: (w: Float, h: Float) -> Float = { … }`"],
    ["func area(\n\tw float64,\n\th float64,\n) float64 {\n\treturn w * h\n}\n", "YaoXiang has no `func`: a function is a binding, `area: (w: Float, h: Float) -> Float = { … }`"],
  ])("%j is written back as one written on one line is", async (source, expected) => {
    const [first, second] = await check(source);
    expect(first!.span[0]).toBe(2);
    expect(first!.help).toContain(expected);
    expect(second!.help).toMatch(/^this probably follows from the error at line 2/);
  });
});

describe("the later errors of a foreign header's line (106g Z11)", () => {
  it("repeat the header written back or follow from the first, never suggesting another language's types as YaoXiang", async () => {
    for (const source of [
      "fn apply(f: impl Fn(i32) -> i32, x: i32) -> i32 {\n    return f(x)\n}\n",
      "function size(m: Map<string, number[]>): number {\n    return 0\n}\n",
      "fn keep(cb: Box<dyn Fn(String) -> bool>) -> bool {\n    return true\n}\n",
    ]) {
      const diagnostics = await check(source);
      const [first] = diagnostics;
      for (const d of diagnostics.filter((d) => d.span[0] === 1)) {
        expect(d.help === first!.help || d.help!.startsWith("this probably follows from the error at line 1"), `${d.message} | ${d.help}`).toBe(true);
        expect(d.message).not.toContain("type arguments are written in parentheses");
      }
      expect(first!.help).toMatch(/^YaoXiang has no `(fn|function)`: a function is a binding, `(apply: \(f: \(Int\) -> Int, x: Int\) -> Int|size: \(m: Dict\(String, List\(Float\)\)\) -> Float|keep: \(cb: \(String\) -> Bool\) -> Bool) = \{ … \}`/);
    }
  });
});

describe("a foreign header with another language's generic types (106g Z12)", () => {
  it("gets the header written back at once, not only `List(T)` first and the header a round later", async () => {
    const [first] = await check("fn first<T>(xs: Vec<T>) -> T {\n    return xs[0]\n}\n");
    expect(first!.help).toContain("`first: (T: Type) -> (xs: List(T)) -> T = { … }`");
  });
});

describe("a class's methods (106f Y14)", () => {
  it("are told `self: &mut Name` for one that changes its fields, not only `&Name`", async () => {
    expect(await firstHelp("class Counter {\n    count: Int\n}\n")).toContain("`Name.method: (self: &Name) -> … = …` (`self: &mut Name` for one that changes its fields)");
  });
});

describe("a ternary, written back with its own parts (106g Z15)", () => {
  it.each([
    ["main = {\n    flag = true\n    x = 1\n    y = 2\n    s = flag ? x : -y\n    print(s)\n}\n", "`if flag { x } else { -y }`"],
    ["abs_val: (x: Int) -> Int = {\n    return x >= 0 ? x : -x\n}\n", "`if x >= 0 { x } else { -x }`"],
  ])("%j", async (source, expected) => {
    const help = await firstHelp(source);
    expect(help).toContain("YaoXiang has no `c ? a : b`: write `if c { a } else { b }`, here ");
    expect(help).toContain(expected);
  });
});

describe("a match arm as another language writes it, told with its own parts (106g Z15)", () => {
  it.each([
    ['f: (n: Int) -> String = {\n    return match n {\n        x if x > 0 => "pos"\n        _ => "other"\n    }\n}\n', 'a match arm has no guard: bind the value and test it in the arm, `x => if x > 0 { "pos" } else { … }`'],
    ['f: (n: Int) -> String = {\n    return match n {\n        0..5 => "small"\n        _ => "other"\n    }\n}\n', 'a match arm has no range pattern: bind the value and test it, `v => if v >= 0 and v < 5 { "small" } else { … }`'],
    ['f: (s: String) -> Int = {\n    return match s {\n        "a" | "b" => 1\n        _ => 0\n    }\n}\n', 'a pattern has no `|`: write one arm per alternative (`"a" => 1`, then `"b" => 1`), or `_ =>` for the rest'],
  ])("%j", async (source, expected) => {
    expect(await firstHelp(source)).toContain(expected);
  });
});

describe("107a: today's helps, once more", () => {
  it("a guard arm with a block body keeps the braces balanced (L4); an inclusive range is `<=` (L5)", async () => {
    expect(await firstHelp('grade: (score: Int) -> String = {\n    return match score {\n        100 => "perfect",\n        s if s >= 90 => {\n            return "A"\n        }\n        _ => "F"\n    }\n}\n')).toContain("`s => if s >= 90 { … } else { … }`");
    expect(await firstHelp('grade: (score: Int) -> String = {\n    return match score {\n        100 => "perfect",\n        1..=5 => "tiny",\n        _ => "F"\n    }\n}\n')).toContain("`v => if v >= 1 and v <= 5 { \"tiny\" } else { … }`");
  });

  it("a closure type in a header over several lines gets the header written back, not `Fn: …` (L6)", async () => {
    const helps = (await check("fn apply(\n    f: impl Fn(i32) -> i32,\n    x: i32,\n) -> i32 {\n    f(x)\n}\n")).map((d) => d.help ?? "");
    expect(helps[1]).toContain("`apply: (f: (Int) -> Int, x: Int) -> Int = { … }`");
    expect(helps.some((h) => h.includes("`Fn:"))).toBe(false);
  });
});

describe("a ternary over names, read as `c?` and a declaration (107a L8)", () => {
  it.each([
    ["pick: (c: Bool, a: Int, b: Int) -> Int = {\n    x = c ? a : b\n    return x\n}\n", "here `if c { a } else { b }`"],
    ["pick: (c: Int, a: Int, b: Int) -> Int = {\n    return c > 0 ? a : b\n}\n", "here `if c > 0 { a } else { b }`"],
  ])("%j: the E1081 at its `?` says so, not to make the result a Result", async (source, expected) => {
    const e1081 = (await check(source)).find((d) => d.code === "E1081");
    expect(e1081?.help).toContain("YaoXiang has no `c ? a : b`: write `if c { a } else { b }`");
    expect(e1081?.help).toContain(expected);
    // The `a` the `: b` reads as declaring is said to follow from it, not told to be re-bound (107a L8).
    const e2002 = (await check(source)).find((d) => d.code === "E2002");
    expect(e2002?.help).toBe(`this follows from the \`?\` before it: ${e1081!.help}`);
  });

  it("a ternary whose parts are expressions, read only in part, gets the same help with its own parts (107a L8)", async () => {
    const [found] = await check("pick: (c: Bool, a: Int, b: Int) -> Int = {\n    x = c ? a + 1 : b * 2\n    return x\n}\n");
    expect(found).toMatchObject({ code: "MCP-READ-IN-PART", severity: "warning" });
    expect(found!.help).toBe("YaoXiang has no `c ? a : b`: write `if c { a } else { b }`, here `if c { a + 1 } else { b * 2 }` (a `?` after a value is the try operator, and `a : b` declares `a`)");
  });

  it("one reading for every form: the syntax error at the `:` says the same as the E1081", async () => {
    const [syntax] = await check('size: (n: Int) -> String = {\n    s = n > 3 ? "big" : "small"\n    return s\n}\n');
    expect(syntax!.help).toBe('YaoXiang has no `c ? a : b`: write `if c { a } else { b }`, here `if n > 3 { "big" } else { "small" }` (a `?` after a value is the try operator, and `a : b` declares `a`)');
  });

  it("a `?` that is the try operator keeps its own help", async () => {
    const e1081 = (await check("parse: (s: String) -> Int = {\n    n = to_int(s)?\n    return n\n}\n")).find((d) => d.code === "E1081");
    expect(e1081?.help).toContain("Declare the enclosing function's result as `Result(T, E)`");
    expect(e1081!.help).not.toContain("c ? a : b");
  });
});
