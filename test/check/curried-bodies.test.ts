// The body of a curried function (`adder: (a: Int) -> (b: Int) -> Int =
// (a) => (b) => …`): when its lambdas bind every group in order, the
// innermost gives the declared result and is checked as a one-group
// function's body (E1002, tester round 67a). A chain that binds groups
// otherwise (a const-generic first group) is not checked: which group a
// lambda binds would be a guess.
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

async function errors(source: string): Promise<string[]> {
  return (await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code}@${d.span[0]}:${d.span[1]} ${d.message}`);
}

describe("the innermost lambda of a curried function", () => {
  it("gives the declared result: an expression body and a `return` are checked", async () => {
    expect(await errors('adder: (a: Int) -> (b: Int) -> Int = (a) => (b) => "s"\n')).toEqual(["E1002@1:52 the function returns Int, but the value is String"]);
    expect(await errors('adder: (a: Int) -> (b: Int) -> Int = (a) => (b) => { return "s" }\n')).toEqual(["E1002@1:54 the function returns Int, but the value is String"]);
    expect(await errors('k: (a: Int) -> (b: Int) -> (c: Int) -> Int = (a) => (b) => (c) => "s"\n')).toEqual(["E1002@1:67 the function returns Int, but the value is String"]);
  });

  it("accepts what fits, whatever the result's kind", async () => {
    const valid = [
      "affine: (k: Float) -> (x: Float) -> Float = (k) => (x) => k * x",
      "Tag: Type = { n: Int, s: String }\nmk: (n: Int) -> (s: String) -> Tag = (n) => (s) => Tag(n, s)",
      "Account: Type = { cents: Int }\npred: (limit: Int) -> (a: &Account) -> Bool = (limit) => (a) => a.cents < limit",
      "run: (a: Int) -> (b: Int) -> Void = (a) => (b) => { print(a + b) }",
      "twice: (f: (x: Int) -> Int) -> (x: Int) -> Int = (f) => (x) => f(f(x))",
      "pairer: (a: Int) -> (b: String) -> (Int, String) = (a) => (b) => (a, b)",
      "lst: (n: Int) -> (m: Int) -> List(Int) = (n) => (m) => [n, m]",
    ];
    for (const source of valid) expect(await errors(`${source}\n`), source).toEqual([]);
  });

  it("is the next group's function for a body with no lambda head: its returned lambda is checked once (104e M1, M2)", async () => {
    const source = [
      "make_adder: (k: Int) -> (x: Int) -> Int = {",
      "    return (x) => x + k",
      "}",
      "bad_adder: (k: Int) -> (x: Int) -> Int = {",
      '    return (x) => "s"',
      "}",
      "bad_paren: (k: Int) -> ((x: Int) -> Int) = {",
      '    return (x) => "s"',
      "}",
      "bad_plain: (k: Int) -> (x: Int) -> Int = {",
      '    return "s"',
      "}",
      "bad_tail: (k: Int) -> (x: Int) -> Int = {",
      '    (x) => "s"',
      "}",
      "ok_tail: (k: Int) -> (x: Int) -> Int = {",
      "    (x) => x * k",
      "}",
      "typed_wrong: (k: Int) -> ((x: Int) -> Int) = {",
      "    return (x: String) => 1",
      "}",
      "main = {",
      "    inc = make_adder(1)",
      "    y: String = inc(2)",
      "}",
      "",
    ].join("\n");
    expect(await errors(source)).toEqual([
      "E1002@5:19 the function returns Int, but the value is String",
      "E1002@8:19 the function returns Int, but the value is String",
      // A body that gives no function is every group's (105d R1): `"s"` is no Int.
      "E1002@11:5 the function returns Int, but the value is String",
      "E1002@14:12 the function returns Int, but the value is String",
      // A parameter written with a type is compared with the declared one, as before.
      "E1002@20:5 the function returns (Int) -> Int, but the value is (String) -> Int",
      "E1002@24:5 'y' is declared as String, but the value is Int",
    ]);
  });

  it("is the body of every group when it gives no function: their names are in scope, its value the last group's result (105d R1)", async () => {
    const source = "add: (a: Int) -> (b: Int) -> Int = {\n    return a + b\n}\nadd2: (a: Int) -> (b: Int) -> Int = {\n    a + b\n}\ntri: (a: Int) -> (b: Int) -> (c: Int) -> Int = {\n    return a + b + c\n}\nbad: (a: Int) -> (b: Int) -> (c: Int) -> Int = {\n    return \"s\"\n}\nmain = {\n    x: Int = add(1)(2) + add2(1)(2) + tri(1)(2)(3)\n}\n";
    expect(await errors(source)).toEqual(["E1002@11:5 the function returns Int, but the value is String"]);
  });

  it("binds the first group when every value it gives is a lambda, through branches; is not checked when that is unsure (105e S1-S3)", async () => {
    const valid = [
      "pick: (up: Bool) -> (x: Int) -> Int = {\n    if up {\n        return (x) => x + 1\n    } else {\n        return (x) => x - 1\n    }\n}",
      "pick: (up: Bool) -> (x: Int) -> Int = {\n    match up {\n        true => return (x) => x + 1,\n        _ => return (x) => x - 1\n    }\n}",
      "pick: (k: Int) -> (x: Int) -> Int = {\n    return if k > 0 { (x) => x + k } else { (x) => x }\n}",
      "twice: (n: Int) -> Int = { return n * 2 }\npick: (k: Int) -> (x: Int) -> Int = {\n    return twice\n}",
      "pick: (k: Int) -> (x: Int) -> Int = {\n    f = (x) => x + k\n    return f\n}",
      "mk: (a: Int) -> (b: Int) -> ((x: Int) -> Int) = {\n    return (x) => x + a + b\n}",
    ];
    for (const source of valid) expect(await errors(`${source}\n`), source).toEqual([]);
    expect(await errors('pick: (up: Bool) -> (x: Int) -> Int = {\n    if up {\n        return (x) => "s"\n    } else {\n        return (x) => x\n    }\n}\n')).toEqual(["E1002@3:23 the function returns Int, but the value is String"]);
  });

  it("is not checked when the lambdas do not bind the groups in order", async () => {
    // A const-generic first group: the lambda binds the second one.
    expect(await errors("repeat: (N: Int) -> (s: String) -> String = (s) => s\n")).toEqual([]);
    expect(await errors('swapped: (a: Int) -> (b: Int) -> Int = (b) => (a) => "s"\n')).toEqual([]);
  });
});
