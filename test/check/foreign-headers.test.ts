// Another language's function header in the help written back as the user's
// own function in YaoXiang (106f Y1-Y3, Y5): its parameters, their types and
// its result read into YaoXiang's, a Go method's receiver as `self`, a
// Python `lambda` as a lambda. A header not read with confidence keeps the
// general help (foreign-signature.ts).
import { describe, expect, it } from "vitest";
import { firstHelp } from "./helpers.js";

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
