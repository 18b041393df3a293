// Parentheses in type position group (syntax.md §6.1: `"(" type ")"`): they
// never make another type, wherever the type is written (a result, a
// parameter, a field, an alias, a local's annotation); only `(T,)` is a
// one-tuple. Before, `(T)` was read as a one-tuple, so `return f` under
// `-> ((x: Int) -> Int)` was E1002 "returns ((Int) -> Int), but the value is
// (Int) -> Int".
import { describe, expect, it } from "vitest";
import { check, codes } from "./helpers.js";

async function errors(source: string): Promise<{ code: string; line: number; message: string }[]> {
  return (await check(source)).filter((d) => d.severity === "error").map((d) => ({ code: d.code, line: d.span[0], message: d.message }));
}

describe("parenthesised types", () => {
  it("a function returned under a parenthesised function result is no E1002", async () => {
    const source = "same: (f: (x: Int) -> Int) -> ((x: Int) -> Int) = (f) => {\n    return f\n}\n";
    expect(codes(await check(source))).toEqual([]);
  });

  it("a lambda returned there is no E1002 either (its unknown parameter types fit)", async () => {
    const source = "make: (start: Int) -> ((x: Int) -> Int) = (start) => {\n    return (step) => start + step\n}\n";
    expect(codes(await check(source))).toEqual([]);
  });

  it("a lambda under a type-parameter group whose value group is in parentheses takes that group's types, not the type parameter's (format vector 019: no false E1002)", async () => {
    const source = "map: (T: Type) -> ((x: Int) -> Int) = (x) => x\nwrap: (T: Type) -> ((x: Int) -> String) = (x) => x\n";
    expect(await errors(source)).toEqual([{ code: "E1002", line: 2, message: "the function returns String, but the value is Int" }]);
  });

  it("a lambda whose binders are the parenthesised result's names, not the first group's, is the result function (like `lift`, syntax.md §3.4); the first group's names are in scope", async () => {
    const source = "scale_by: (factor: Int) -> ((g: Int) -> Int) = (g) => g * factor\nlabel: (factor: Int) -> ((g: Int) -> Int) = (g) => \"s\"\ntypo: (factor: Int) -> ((g: Int) -> Int) = (g) => g * factr\n";
    expect((await errors(source)).map((e) => `${e.code} ${e.line} ${e.message}`)).toEqual([
      "E1002 2 the function returns Int, but the value is String",
      "E1001 3 'factr' is not defined here: no enclosing scope, import or prelude entry declares it",
    ]);
  });

  it("a lambda returned where the parenthesised result is declared takes that function's parameter types (as without the parentheses)", async () => {
    const source = "Player: Type = { name: String, absences: Int }\nscore_a: (penalty: Int) -> ((p: &Player) -> Int) = (penalty) => (p) => 100 - p.absense * penalty\nscore_b: (penalty: Int) -> (p: &Player) -> Int = (penalty) => (p) => 100 - p.absense * penalty\nscore_c: (penalty: Int) -> ((p: &Player) -> Int) = (penalty) => (p) => 100 - p.absences * penalty\n";
    expect((await errors(source)).map((e) => `${e.code} ${e.line}`)).toEqual(["E1042 2", "E1042 3"]);
  });

  it("in the form format_source writes `-> ((o: Obs) -> Bool)` in (`-> (Obs) -> Bool`), a lambda whose body reads the first group's names, or a method's beside `self`, is the result function", async () => {
    const source = 'use std.{string}\nObs: Type = { hour: Int, temp_c: Float }\nabove: (limit: Float) -> (Obs) -> Bool = (o) => o.temp_c > limit\nAcc: Type = { k: Int }\nAcc.namer: (self: &Acc) -> (String) -> String = (s) => string.upper(s)\nbelow: (limit: Float) -> (Obs) -> Bool = (o) => o.temp > limit\n';
    expect((await errors(source)).map((e) => `${e.code} ${e.line}`)).toEqual(["E1042 6"]);
  });

  it("the form format_source writes that signature in (`(T: Type) -> (Int) -> Int`, vector 019) types the lambda the same: a bare name in the value group is a type", async () => {
    const before = "map: (T: Type) -> ((x: Int) -> Int) = (x) => x.size\n";
    const after = "map: (T: Type) -> (Int) -> Int = (x) => x.size\n";
    for (const source of [before, after]) expect((await errors(source)).map((e) => e.code)).toEqual(["E1053"]);
  });

  it("a parenthesised parameter, field and alias are the type inside", async () => {
    const source = [
      "P: Type = { run: ((x: Int) -> Int), n: (Int) }",
      "Adder: Type = ((x: Int) -> Int)",
      "twice: (f: ((x: Int) -> Int), n: (Int)) -> (Int) = (f, n) => {",
      "    return f(f(n))",
      "}",
      "main = {",
      "    a: (Int) = 5",
      "    p = P((x) => x, 3)",
      "    g: Adder = (x) => x",
      "    k = twice(g, p.n)",
      "    d: String = p.n",
      "    e: String = twice((x) => x, 2)",
      "}",
    ].join("\n");
    // Only the two real mismatches, and their messages name Int, not a one-tuple `(Int)`.
    expect(await errors(source)).toEqual([
      { code: "E1002", line: 11, message: "'d' is declared as String, but the value is Int" },
      { code: "E1002", line: 12, message: "'e' is declared as String, but the value is Int" },
    ]);
  });

  it("a grouping inside a type is the type inside (`List((Int))`, `((Int, String))`)", async () => {
    const source = "main = {\n    xs: List((Int)) = [1, 2]\n    t: ((Int, String)) = (1, \"a\")\n    u: List((Int)) = [\"no\"]\n}\n";
    expect(await errors(source)).toEqual([{ code: "E1002", line: 4, message: "'u' is declared as List(Int), but the value is List(String)" }]);
  });

  it("`(T,)` stays a one-tuple, and is shown with its comma", async () => {
    const source = "main = {\n    b: (Int,) = 5\n}\n";
    expect(await errors(source)).toEqual([{ code: "E1002", line: 2, message: "'b' is declared as (Int,), but the value is Int" }]);
  });

  it("a generic parameter in parentheses is inferred through them", async () => {
    const source = "first: (T: Type) -> (xs: List((T))) -> (T) = (xs) => xs[0]\nmain = {\n    n: String = first([1, 2])\n}\n";
    expect(await errors(source)).toEqual([{ code: "E1002", line: 3, message: "'n' is declared as String, but the value is Int" }]);
  });
});
