// A generic function's body gives its value group's result (87a D1): a lambda
// never binds type parameters (diagnostics.md §6.1), so `(xs) => …` of
// `(T: Type) -> (xs: List(T)) -> Int` is checked as a one-group function's
// body is, its type parameters unknown there (no false error on `T` values).
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

const codes = async (source: string) => (await check(source)).map((d) => `${d.code}@${d.span[0]}`);

describe("the result of a generic function's body", () => {
  it("checks `return`, an expression body and a block body against the declared result", async () => {
    expect(await codes("first: (T: Type) -> (xs: List(T)) -> Int = (xs) => {\n    return \"s\"\n}\n")).toEqual(["E1002@2"]);
    expect(await codes("h: (T: Type) -> (x: T) -> String = (x) => 5\n")).toEqual(["E1002@1"]);
    expect(await codes("k: (T: Type) -> (x: T) -> Int = {\n    return \"s\"\n}\n")).toEqual(["E1002@2"]);
    expect(await codes("Show: Type = { show: (self: &Self) -> String }\nf: (T: Show) -> (x: T) -> Int = (x) => {\n    return \"s\"\n}\n")).toEqual(["E1002@3"]);
    expect(await codes("P: Type = { x: Int }\nP.m: (T: Type) -> (self: &P, v: T) -> Int = (self, v) => {\n    return \"s\"\n}\n")).toEqual(["E1002@3"]);
  });

  it("reports a number where a list of the type parameter is declared, and `?` on an error the declared Result does not take", async () => {
    expect(await codes("wrap: (T: Type) -> (x: T) -> List(T) = (x) => {\n    return 5\n}\n")).toEqual(["E1002@2"]);
    expect(await codes("use std.string\ng: (T: Type) -> (x: T) -> Result(Int, String) = (x) => {\n    v = string.parse_int(\"1\")?\n    return v\n}\n")).toEqual(["E1083@3"]);
  });

  it("leaves values of the type parameters alone", async () => {
    const source = [
      "head_of: (T: Type) -> (xs: &List(T)) -> T = (xs) => xs[0]",
      "wrap: (T: Type) -> (x: T) -> List(T) = (x) => [x]",
      "pair_of: (A: Type, B: Type) -> (a: A, b: B) -> (A, B) = (a, b) => (a, b)",
      "keep: (T: Type) -> (xs: &List(T)) -> List(T) = {",
      "    mut out: List(T) = []",
      "    for x in xs { out = out + [x] }",
      "    return out",
      "}",
      "second: (T: Type) -> (xs: &List(T)) -> T = {",
      "    x: T = head_of(xs)",
      "    return x",
      "}",
      "main = { print(second([1, 2])) }",
      "",
    ].join("\n");
    expect(await codes(source)).toEqual([]);
  });
});
