// Round 92c (an agent from Rust, Go, Python or TypeScript writing its first
// YaoXiang): where another language's construct causes an error, its help
// names the construct and says how YaoXiang writes it, instead of a generic
// help ("insert `]` here", "negate a comparison") that sends the agent the
// wrong way. Positions and codes stay the compiler's; only the help changes.
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

/** The first diagnostic's code, position and help. */
async function first(source: string): Promise<{ code: string; at: string; help: string }> {
  const [d] = await check(source);
  if (!d) throw new Error(`no diagnostic for ${source}`);
  return { code: d.code, at: `${d.span[0]}:${d.span[1]}`, help: d.help ?? "" };
}

describe("macros (D1)", () => {
  it("`println!(…)` is a name and a negation: E1051 says to call the function with an f-string", async () => {
    const found = await first('main = {\n    x = 3\n    println!("x = {}", x)\n}\n');
    expect(found).toMatchObject({ code: "E1051", at: "3:13" });
    expect(found.help).toBe('YaoXiang has no macros: `println!` is the name `println` followed by a negation; call the function, `println(f"x = {x}")` (an f-string formats values)');
  });

  it("`vec![…]` and `format!(…)` name the list literal and the f-string", async () => {
    const vec = (await check("main = {\n    v = vec![1, 2]\n}\n")).find((d) => d.code === "E1051")!;
    expect(vec.help).toContain("a list is written `[1, 2]`");
    const format = await first('main = {\n    s = "a"\n    t = format!("{}", s)\n}\n');
    expect(format.help).toContain('build the text with an f-string, `f"{s}"`');
  });

  it("a negation with a space before it keeps the compiler's help", async () => {
    const found = await first("main = {\n    x = 3\n    y = x\n    !(1, 2)\n}\n");
    expect(found.code).toBe("E1051");
    expect(found.help).not.toContain("macros");
  });
});

describe("declarations from other languages (D2–D5, D7)", () => {
  it("a method in an `impl` block: the old-syntax help names the receiver's type and the top level", async () => {
    const found = await first("Point: Type = { x: Float, y: Float }\nimpl Point {\n    fn len(&self) -> Float { return self.x }\n}\n");
    expect(found).toMatchObject({ code: "E0012", at: "3:8" });
    expect(found.help).toBe("YaoXiang has no `fn` or `impl` blocks: a method is a binding on its type, `Point.len: (self: &Point) -> Float = { … }` (a block body gives its value with `return`)");
    const typed = await first("impl Point {\n    fn shift(&mut self, d: Int) -> Int { return d }\n}\n");
    // The user's own parameters and result (106f Y5), `&mut self` a `&mut` receiver.
    expect(typed.help).toBe("YaoXiang has no `fn` or `impl` blocks: a method is a binding on its type, `Point.shift: (self: &mut Point, d: Int) -> Int = { … }` (a block body gives its value with `return`)");
  });

  it("`pub fn square(…)` names `fn`, not `fn` as the declared name", async () => {
    const found = await first("pub fn square(n: Int) -> Int {\n    return n * n\n}\n");
    expect(found).toMatchObject({ code: "E0010", at: "1:8" });
    expect(found.help).toBe("YaoXiang has no `fn`: a function is a binding, `square: (n: Int) -> Int = { … }` (a block body gives its value with `return`; a single expression may be the body, `= (n) => …`)");
  });

  it("`enum Color { Red, Green }` says a sum type is a record of constructors", async () => {
    const found = await first("enum Color {\n    Red,\n    Green,\n}\n");
    expect(found).toMatchObject({ code: "E0011", at: "2:8" });
    expect(found.help).toContain("YaoXiang has no `enum`: a sum type is a record of constructors, `Color: Type = { red: () -> Color");
  });

  it("Python's `def` and Go's `func` get the function help, also when the error is on the body's line", async () => {
    // Untyped parameters: the lambda form; Go's types and result read into YaoXiang's (106f Y5).
    expect((await first("def add(a, b):\n    return a + b\n")).help).toContain("YaoXiang has no `def`: a function is a binding, `add = (a, b) => …`");
    expect((await first("func add(a int, b int) int {\n    return a + b\n}\n")).help).toContain("YaoXiang has no `func`: a function is a binding, `add: (a: Int, b: Int) -> Int = { … }`");
  });

  it("angle-bracket generics say that type parameters are the signature's first group", async () => {
    const angle = await first("first<T>: (xs: List(T)) -> T = (xs) => xs[0]\n");
    expect(angle).toMatchObject({ code: "E0011", at: "1:9" });
    expect(angle.help).toBe("type parameters are the signature's first group, not `<T>`: `first: (T: Type) -> …`, the function's own parameters and result after it (`first: (T: Type) -> (x: T) -> T`)");
    // The user's own parameters after the type parameters (106f Y3: a fixed `(xs: List(T))` changed `identity`).
    const own = await first("identity<T>(x: T) -> T = {\n    return x\n}\n");
    expect(own.help).toBe("type parameters are the signature's first group, not `<T>`: `identity: (T: Type) -> (x: T) -> T = { … }`");
    const rust = await first("fn first<T>(xs: List(T)) -> T {\n    xs[0]\n}\n");
    expect(rust.help).toContain("`first: (T: Type) -> (xs: List(T)) -> T = { … }`");
  });

  it("a TypeScript result type after `:` says the result follows `->`", async () => {
    const found = await first("add: (a: Int, b: Int): Int = a + b\n");
    expect(found).toMatchObject({ code: "E0011", at: "1:22" });
    expect(found.help).toBe("the result type follows `->`: `add: (…) -> Type = …`");
    // After `pub` too (105b P6: its help was empty).
    const published = await first("pub origin: (): Int = {\n    return 0\n}\n");
    expect(published.help).toBe("the result type follows `->`: `origin: (…) -> Type = …`");
  });
});

describe("statements and operators from other languages (D6, D8, D10, D11)", () => {
  it.each([
    ["`:=`", "main = {\n    x := 1\n}\n", "2:8", "YaoXiang has no `:=`: bind with `x = …`"],
    ["a ternary", 'main = {\n    n = 4\n    s = n > 3 ? "big" : "small"\n}\n', "3:23", "YaoXiang has no `c ? a : b`: write `if c { a } else { b }`"],
    ["a comprehension's `if`", "main = {\n    xs = [1, 2]\n    pos = [x for x in xs if x > 0]\n}\n", "3:26", "a list comprehension has no `if` filter"],
    ["a C-style `for`", "main = {\n    for i := 0; i < 10; i++ {\n        print(i)\n    }\n}\n", "2:11", "YaoXiang has no C-style `for`: loop over a range, `for i in 0..n { … }`"],
    // In parentheses too, where a tuple's `for (a, b) in …` is told to destructure (106f Y13).
    ["a C-style `for` in parentheses", "main = {\n    for (i = 0; i < 10; i = i + 1) {\n        print(i)\n    }\n}\n", "2:9", "YaoXiang has no C-style `for`: loop over a range, `for i in 0..n { … }`"],
    ["a tuple loop variable", "main = {\n    for (a, b) in [(1, 2)] {\n        print(a)\n    }\n}\n", "2:9", "write `for x in items { … }`; destructure inside the body"],
    ["`::`", "use std::io\n", "1:8", "paths use `.`, not `::`"],
    ["`if let`", "main = {\n    v = 1\n    if let x = v {\n        print(x)\n    }\n}\n", "3:12", "YaoXiang has no `if let`"],
    ["`===`", "main = {\n    a = 1\n    b = a === 1\n}\n", "3:13", "YaoXiang has no `===`: compare with `==`"],
    ["a Python block", "main = {\n    for i in 0..10:\n        print(i)\n}\n", "2:19", "YaoXiang's blocks are in braces, not after a `:`"],
  ])("%s", async (_what, source, at, help) => {
    const found = await first(source);
    expect(found.at).toBe(at);
    expect(found.help).toContain(help);
  });

  it("template strings and attributes get their own E0001 help", async () => {
    expect((await first("main = {\n    name = \"a\"\n    s = `hi ${name}`\n}\n")).help).toBe('YaoXiang has no template strings: write an f-string, `f"hello {name}"`');
    expect((await first("#[derive(Debug)]\nPoint: Type = { x: Int }\n")).help).toContain("YaoXiang has no attributes");
  });

  it("names of other languages' statements and printing get their way", async () => {
    const help = async (source: string, name: string) => (await check(source)).find((d) => d.code === "E1001" && d.message.startsWith(`'${name}'`))?.help;
    expect(await help("main = {\n    loop {\n        break\n    }\n}\n", "loop")).toBe("YaoXiang has no `loop`: write `while true { … }` and leave it with `break`");
    expect(await help("import math\n", "import")).toContain("YaoXiang imports with `use`");
    expect(await help('main = {\n    console.log("a")\n}\n', "console")).toContain("print with `println(…)`");
  });

  it("a specific help the parser already gives is kept (a struct literal, a named argument with `:`)", async () => {
    expect((await first("main = {\n    p = Point { x: 1, y: 2 }\n}\n")).help).toContain("YaoXiang has no record literals");
    expect((await first("main = {\n    f(x: 1)\n}\n")).help).toBe("named arguments are written `name = value`");
  });
});
