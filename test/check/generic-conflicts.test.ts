// A generic function's type parameter is one fresh type per call, unified
// with every argument (diagnostics.md §6.6): two arguments that make it two
// types neither of which fits the other are E1002 at the call's `(`.
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

const GENERICS = [
  "same: (T: Type) -> (a: T, b: T) -> T = (a, b) => a",
  "pick: (T: Type) -> ((a: T, b: T) -> T) = (a, b) => a",
  "first: (T: Type) -> (xs: &List(T), y: T) -> T = (xs, y) => y",
  "both: (T: Type) -> (a: &T, b: T) -> Int = (a, b) => 1",
].join("\n");

async function errors(body: string): Promise<string[]> {
  const source = `${GENERICS}\nmain = () => {\n${body}\n}\n`;
  return (await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code}@${d.span[0]}:${d.span[1]} ${d.message}`);
}

describe("conflicting arguments of a generic call", () => {
  it("are E1002 at the call, naming the parameter and both arguments, in the curried and the parenthesised form", async () => {
    expect(await errors('    x = same(1, "s")\n    y = pick(true, 2)\n    z = first(&[1, 2], "a")')).toEqual([
      "E1002@6:13 type parameter 'T' of 'same' is Int by argument 1 but String by argument 2",
      "E1002@7:13 type parameter 'T' of 'pick' is Bool by argument 1 but Int by argument 2",
      "E1002@8:14 type parameter 'T' of 'first' is Int by argument 1 but String by argument 2",
    ]);
  });

  it("accept one type, a widening (Int and Float), a borrow of it, and arguments whose types are not known", async () => {
    expect(await errors('    a = same(1, 2)\n    b = same(1, 2.5)\n    c = pick([1], [2])\n    v = 3\n    d = both(&v, 4)\n    e = same(unknown_thing, "s")')).toEqual([
      "E1001@11:14 'unknown_thing' is not defined here: no enclosing scope, import or prelude entry declares it",
    ]);
  });

  it("are not inferred where the type arguments are passed explicitly", async () => {
    expect(await errors("    a = same(Int)(1, 2)")).toEqual([]);
  });

  it("a lambda fixes a type parameter by what it returns, its parameters being typed by the call (107a L3)", async () => {
    const apply = "apply2: (T: Type) -> (v: T, f: (x: T) -> T) -> T = (v, f) => f(v)\n";
    const found = (await check(`${apply}main = () => {\n    g = apply2(3, (x) => "bad")\n    h = apply2(3, (x) => x + 1)\n    k = apply2(3, (x) => x * 1.5)\n}\n`)).map((d) => `${d.code}@${d.span[0]}:${d.span[1]} ${d.message}`);
    expect(found).toEqual(["E1002@3:15 type parameter 'T' of 'apply2' is Int by argument 1 but String by what the lambda of argument 2 returns"]);
  });

  it("an argument of the wrong shape is told against its parameter as the arguments before it instantiate it (107a L14)", async () => {
    const appl = "appl: (T: Type) -> (v: T, f: (x: T) -> Int) -> Int = (v, f) => f(v)\n";
    const found = (await check(`${appl}main = () => {\n    a = appl(3, 5)\n}\n`)).map((d) => d.message);
    expect(found).toEqual(["argument 2 ('f') of 'appl' must be (Int) -> Int, but the value is Int"]);
  });
});
