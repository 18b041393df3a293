// Curried calls past a second group (107a L2, L3). A middle group of three
// (`add3(1)("two")(3)`) is curried itself: its arguments were never checked
// and its lambdas' parameters typed `?`. A generic curried function's next
// group (`applyg(3)((x) => "bad")` of `(T: Type) -> (v: T) -> (f: (x: T) ->
// T) -> T`) was returned unchecked; it is now instantiated by the first
// group's arguments and called as a plain one's is. A lambda passed to a
// one-group generic function is a witness of its type parameters by what it
// returns (`apply2(3, (x) => "bad")`). Through the server, imported.
import { describe, expect, it } from "vitest";
import { servedProject } from "../helpers/served-project.js";

const project = servedProject("yx-curried-groups-", {
  "hof.yx": [
    "pub compose: (f: (x: Int) -> Int) -> (g: (x: Int) -> Int) -> (x: Int) -> Int = (f) => (g) => (x) => g(f(x))",
    "pub add3: (a: Int) -> (b: Int) -> (c: Int) -> Int = (a) => (b) => (c) => a + b + c",
    "pub applyg: (T: Type) -> (v: T) -> (f: (x: T) -> T) -> T = (v) => (f) => f(v)",
    "pub apply2: (T: Type) -> (v: T, f: (x: T) -> T) -> T = (v, f) => f(v)",
    "pub cg: (T: Type) -> (v: T) -> (w: T) -> T = (v) => (w) => v",
    "",
  ].join("\n"),
  "main.yx": [
    "use hof.{compose, add3, applyg, apply2, cg}",
    "",
    "main = {",
    '    a = compose((x) => x + 1)((y) => "bad")(5)',
    '    b = add3(1)("two")(3)',
    "    c = compose((x) => x + 1)((y) => y * 2)(5)",
    '    d = applyg(3)((x) => "bad")',
    "    e = applyg(3)(5)",
    '    f = cg(1)("s")',
    '    g = apply2(3, (x) => "bad")',
    "    h = applyg(3)((x) => x * 2)",
    "    k = apply2(3, (x) => x * 1.5)",
    "    m = apply2(\"a\", (s) => s)",
    "    print(a, b, c, d, e, f, g, h, k, m)",
    "}",
    "",
  ].join("\n"),
});

describe("curried calls past a second group (107a L2, L3)", () => {
  it("checks a middle group, a generic function's next group, and what a lambda passed to a generic function returns", async () => {
    const result = (await project.call("typecheck", { file_path: "main.yx" })).structuredContent as { diagnostics: { code: string; span: number[]; message: string }[] };
    expect(result.diagnostics.map((d) => `${d.code}@${d.span[0]}:${d.span[1]} ${d.message}`)).toEqual([
      "E1002@4:30 argument 1 ('g') of 'compose' must be (Int) -> Int, but the value is (Int) -> String",
      "E1002@5:16 argument 1 ('b') of 'add3' must be Int, but the value is String",
      "E1002@7:18 argument 1 ('f') of 'applyg' must be (Int) -> Int, but the value is (Int) -> String",
      "E1002@8:18 argument 1 ('f') of 'applyg' must be (Int) -> Int, but the value is Int",
      "E1002@9:14 argument 1 ('w') of 'cg' must be Int, but the value is String",
      "E1002@10:15 type parameter 'T' of 'apply2' is Int by argument 1 but String by what the lambda of argument 2 returns",
    ]);
  });

  it("types those groups' lambda parameters and results", async () => {
    const at = async (line: number, column: number) => ((await project.call("lookup_symbol", { file_path: "main.yx", line, column })).structuredContent as { type?: string }).type;
    expect(await at(4, 32)).toBe("Int");
    expect(await at(6, 32)).toBe("Int");
    expect(await at(11, 20)).toBe("Int");
    expect(await at(11, 5)).toBe("Int");
    expect(await at(13, 23)).toBe("String");
  });
});
