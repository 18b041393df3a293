// A curried function's first parameter group (`add: (n: Int) -> (m: Int) ->
// Int`): the first arguments of a call fill it however the call groups the
// rest, so their types are checked (E1002 at the `(`); the arity is not
// (diagnostics.md §6.4 skips it for several groups).
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

const CURRIED = "add: (n: Int) -> (m: Int) -> Int = (n) => (m) => n + m\nmake_adder: (n: Int) -> (Int) -> Int = (n) => (m) => n + m\nwrap: (T: Type) -> (x: T) -> List(T) = (x) => [x]\n";

async function errors(body: string): Promise<string[]> {
  return (await check(`${CURRIED}main = {\n${body}\n}\n`)).filter((d) => d.severity === "error").map((d) => `${d.code}@${d.span[0]}:${d.span[1]} ${d.message}`);
}

describe("a call of a curried function", () => {
  it("checks the arguments of its first group", async () => {
    expect(await errors('    r = add("x")(1)\n    f = make_adder("ten")')).toEqual([
      "E1002@5:12 argument 1 ('n') of 'add' must be Int, but the value is String",
      "E1002@6:19 argument 1 ('n') of 'make_adder' must be Int, but the value is String",
    ]);
  });

  it("accepts well-typed calls, grouped either way, without counting the arguments", async () => {
    expect(await errors("    a = add(1)(2)\n    b = make_adder(10)\n    c = add(1, 2)\n    d = wrap(\"s\")")).toEqual([]);
  });
});
