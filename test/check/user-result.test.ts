// `?` on a Result the program declares itself, as the docs do (`Result: (T:
// Type, E: Type) -> Type = { ok: …, err: … }`): the prelude has no way to
// build a built-in Result (`ok`/`err` are not in it, diagnostics.md §7.3,
// §7.5), so this is how a program uses `?` (§6.5). It is a Result to `?` and
// to the std Result functions. Before, it was E1082 "`?` needs a Result, but
// the operand is Result(Int, String)" and E1002 on `is_ok(r)`.
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

const RESULT = "Result: (T: Type, E: Type) -> Type = { ok: (value: T) -> Result(T, E), err: (error: E) -> Result(T, E) }\n";
const HALF = "half: (n: Int) -> Result(Int, String) = (n) => {\n    if n % 2 == 1 {\n        return Result.err(\"odd\")\n    }\n    return Result.ok(n / 2)\n}\n";

async function errors(source: string): Promise<{ code: string; span: readonly number[]; message: string }[]> {
  return (await check(source)).filter((d) => d.severity === "error").map((d) => ({ code: d.code, span: d.span, message: d.message }));
}

describe("a user-declared Result", () => {
  it("takes `?` and the std Result functions", async () => {
    const source = `${RESULT}\n${HALF}\nquarter: (n: Int) -> Result(Int, String) = (n) => {\n    h = half(n)?\n    return half(h)\n}\n\nmain = {\n    r = quarter(8)\n    println(is_ok(r))\n}\n`;
    expect(await errors(source)).toEqual([]);
  });

  it("gives `e?` its success type", async () => {
    // Line 9: `h` is an Int, so binding it as a String is the one error.
    const source = `${RESULT}${HALF}quarter: (n: Int) -> Result(Int, String) = (n) => {\n    h: String = half(n)?\n    return half(4)\n}\n`;
    expect(await errors(source)).toEqual([{ code: "E1002", span: [9, 5, 9, 25], message: "'h' is declared as String, but the value is Int" }]);
  });

  it("propagates only its own error type (E1083)", async () => {
    const source = `${RESULT}${HALF}count: (n: Int) -> Result(Int, Bool) = (n) => {\n    h = half(n)?\n    return Result.ok(h)\n}\n`;
    expect(await errors(source)).toEqual([
      { code: "E1083", span: [9, 16, 9, 17], message: "`?` would propagate an error of type String, but the function's errors are Bool" },
    ]);
  });

  it("still needs a Result operand (E1082) and a Result function (E1081)", async () => {
    const source = `${RESULT}f: (n: Int) -> Result(Int, String) = (n) => {\n    x = n?\n    return Result.ok(x)\n}\ng: (n: Int) -> Int = (n) => {\n    y = f(n)?\n    return y\n}\n`;
    expect((await errors(source)).map((d) => [d.code, d.span[0]])).toEqual([
      ["E1082", 3],
      ["E1081", 7],
    ]);
  });
});
