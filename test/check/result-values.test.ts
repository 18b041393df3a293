// An Option or a Result is never the value it may hold (diagnostics.md §6.5:
// a fully known, different type is E1002): `m: Int = parse_int("7")` must be
// matched or unwrapped first. A plain value where an Option/Result is
// required stays accepted (whether the reference wraps it is not settled).
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

async function errors(source: string): Promise<string[]> {
  return (await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}: ${d.message}`);
}

describe("Option and Result values", () => {
  it("are E1002 where a plain type is required: an annotation, an argument, a record field", async () => {
    const source = `use std.string
use std.result

twice: (x: Int) -> Int = x * 2
Box: Type = { n: Int }

main = {
    m: Int = string.parse_int("7")
    n = string.parse_int("8")
    t = twice(n)
    b = Box(string.parse_int("9"))
    ok_value: Int = result.unwrap_or(string.parse_int("1"), 0)
    same: Result(Int, Error) = string.parse_int("2")
}
`;
    expect(await errors(source)).toEqual([
      "E1002 8: 'm' is declared as Int, but the value is Result(Int, Error)",
      "E1002 10: argument 1 ('x') of 'twice' must be Int, but the value is Result(Int, Error)",
      "E1002 11: field 'n' of 'Box' must be Int, but the value is Result(Int, Error)",
    ]);
  });

  it("a plain value where an Option or Result is required is accepted", async () => {
    expect(await errors("pick: (n: Int) -> Option(Int) = {\n    return n\n}\nwant: Option(Int) = 3\n")).toEqual([]);
  });

  it("the std's Result is what the program's own Result of the same arguments takes, and a plain value what its own Option takes", async () => {
    const source = `use std.string

Result: (T: Type, E: Type) -> Type = { ok: (T) -> Result(T, E), err: (E) -> Result(T, E) }
Option: (T: Type) -> Type = { some: (T) -> Option(T), none: () -> Option(T) }

parsed: (r: Result(Int, Error)) -> Int = 1
trim: (limit: Option(Float)) -> Float = 1.0

main = {
    a = parsed(string.parse_int("1"))
    x: Result(Int, Error) = string.parse_int("1")
    b = trim(2.0)
    o: Option(Float) = 2.0
    n: Int = string.parse_int("2")
}
`;
    const found = (await check(source)).filter((d) => d.severity === "error");
    expect(found.map((d) => `${d.code} ${d.span[0]}: ${d.message}`)).toEqual(["E1002 14: 'n' is declared as Int, but the value is Result(Int, Error)"]);
    expect(found[0]!.help).toMatch(/^a Result is not its value: match it/);
  });

  it("a Result whose error is the std's Error is no Result with String errors, as behind `?`", async () => {
    const source = `werr: (n: Int) -> Result(Int, Error) = (n) => n

main = {
    b: Result(Int, String) = werr(2)
    c: Result(Int, Error) = werr(3)
}
`;
    expect(await errors(source)).toEqual(["E1002 4: 'b' is declared as Result(Int, String), but the value is Result(Int, Error)"]);
  });
});
