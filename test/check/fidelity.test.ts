// Issue 12: checks the compiler makes that the checker lacked, found on
// mutated programs (a swapped argument, a deleted `use`, a duplicated
// argument, …). Each rule has the minimal repro, more of the same
// kind, and legal variants that must stay clean.
import { describe, expect, it } from "vitest";
import { check, codes } from "./helpers.js";

async function errors(source: string): Promise<string[]> {
  return codes((await check(source)).filter((d) => d.severity === "error"));
}

async function first(source: string) {
  return (await check(source)).find((d) => d.severity === "error");
}

describe("member access on a function or on a module item that is not a record (E1053)", () => {
  it.each([
    ["a function value", "g: () -> Int = () => 1\nmain = {\n    n = g.field\n}\n", ["E1053@3"]],
    ["`assert.assert` without `use std.assert` (the prelude function)", 'main = {\n    assert.assert(1 == 1, "m")\n}\n', ["E1053@2"]],
    ["a local lambda", "main = {\n    f = (x) => x + 1\n    y = f.size\n}\n", ["E1053@3"]],
    ["a std function through its module", "use std.io\nmain = {\n    n = io.println.count\n}\n", ["E1053@3"]],
    ["a record's method value", "P: Type = { x: Int }\nP.get: (self: &P) -> Int = (self) => self.x\nmain = {\n    p = P(1)\n    n = p.get.x\n}\n", ["E1053@5"]],
    ["a member of a built-in type", "main = {\n    n = Int.max\n}\n", ["E1053@2"]],
  ])("%s", async (_name, source, expected) => {
    expect(await errors(source)).toEqual(expected);
  });

  // A built-in type name that is also a std module's, as a receiver: the module without its `use`, E1001 at the name (§6.2, N02; 76b D2).
  it.each([
    ["`string.len` without `use std.string` (the built-in type name)", 'main = {\n    n = string.len("abc")\n}\n', [2, 9, 2, 15], "use std.string"],
    ["`string.split` without `use std.string`", 'use std.io\nmain = {\n    words = string.split("a b", " ")\n}\n', [3, 13, 3, 19], "use std.string"],
  ])("E1001 at the name for %s", async (_name, source, span, help) => {
    expect(await errors(source)).toEqual([`E1001@${span[0]}`]);
    const d = await first(source);
    expect(d?.span).toEqual(span);
    expect(d?.help).toContain(help);
  });

  it("says which `use` is missing", async () => {
    const d = await first('main = {\n    assert.assert(true, "m")\n}\n');
    expect(d?.message).toContain("std.assert");
    expect(d?.help).toContain("use std.assert");
    expect(d?.span).toEqual([2, 12, 2, 18]);
  });

  it.each([
    ["the module imported", 'use std.assert\nmain = {\n    assert.assert(1 == 1, "m")\n}\n'],
    ["the module imported in a list", 'use std.{assert, io}\nmain = {\n    assert.assert(true, "m")\n}\n'],
    ["the prelude function called bare", 'main = {\n    assert(1 == 1, "m")\n}\n'],
    ["std.string imported", 'use std.string\nmain = {\n    n = string.len("abc")\n}\n'],
    ["a user type's method called through the type", "P: Type = { x: Int }\nP.get: (self: &P) -> Int = (self) => self.x\nmain = {\n    p = P(1)\n    n = P.get(p)\n}\n"],
    ["a local that shadows the prelude name", "main = {\n    assert = { x: 1 }\n    n = 2\n}\n"],
    ["a call's result", "P: Type = { x: Int }\nmake: () -> P = () => P(1)\nmain = {\n    n = make().x\n}\n"],
  ])("%s stays clean", async (_name, source) => {
    expect(await errors(source)).toEqual([]);
  });
});

describe("std parameters that are generic containers (E1002)", () => {
  it.each([
    ["`list.contains(3, xs)`: arguments swapped", "use std.list\nmain = {\n    xs = [1, 2]\n    b = list.contains(3, xs)\n}\n", ["E1002@4"]],
    ["`result.unwrap(5)`", "use std.result\nmain = {\n    r = result.unwrap(5)\n}\n", ["E1002@3"]],
    ["`result.unwrap_or(500, parsed)`: swapped", 'use std.{result, string}\nmain = {\n    parsed = string.parse_int("1")\n    n = result.unwrap_or(500, parsed)\n}\n', ["E1002@4"]],
    ["`list.map(f, xs)`: a generic signature, swapped", "use std.list\nmain = {\n    xs = [1, 2]\n    f = (x) => x * 2\n    ys = list.map(f, xs)\n}\n", ["E1002@5"]],
    ["`dict.set(\"y\", {}, 20)`: swapped", 'use std.dict\nmain = {\n    d = dict.set("y", {}, 20)\n}\n', ["E1002@3"]],
    ["a bare prelude name defined by one module", "main = {\n    r = unwrap(5)\n}\n", ["E1002@2"]],
    ["a string where a list is expected", 'use std.list\nmain = {\n    n = list.len("abc")\n}\n', ["E1002@3"]],
    ["a list to `dict.values` / `dict.keys` (typed by their own signatures)", "use std.dict\nmain = {\n    a = dict.values([1, 2])\n    b = dict.keys([1, 2])\n}\n", ["E1002@3", "E1002@4"]],
  ])("%s", async (_name, source, expected) => {
    expect(await errors(source)).toEqual(expected);
  });

  it("`list.map`'s result holds what the lambda returns (the table says `T -> T`; a lambda may change the element type)", async () => {
    const source = 'use std.{list, string}\nmain = {\n    words = ["a", "bb"]\n    lens = list.map(words, (w) => string.len(w))\n    n: Int = lens[0]\n    s: String = lens[0]\n    same = list.map(words, (w) => string.upper(w))\n    t: String = same[0]\n    k: Int = same[0]\n}\n';
    expect(await errors(source)).toEqual(["E1002@6", "E1002@9"]);
  });

  it("`list.reduce`'s result is what its initial value and lambda agree on (the table says `Any`)", async () => {
    const source = 'use std.list\nmain = {\n    xs = [1, 2, 3]\n    total = list.reduce(xs, (a, b) => a + b, 0)\n    s: String = total\n    fs = [1.5, 2.5]\n    f: Float = list.reduce(fs, (a, b) => a + b, 0)\n    words = ["a", "b"]\n    joined: String = list.reduce(words, (acc, w) => acc + w, "")\n    grown = list.reduce(xs, (acc, x) => acc + [x], [])\n}\n';
    expect(await errors(source)).toEqual(["E1002@5"]);
  });

  it("names the container, not its type parameters", async () => {
    const d = await first("use std.list\nmain = {\n    xs = [1, 2]\n    b = list.contains(3, xs)\n}\n");
    expect(d?.message).toBe("argument 1 ('list') of 'list.contains' must be a List, but the value is Int");
    expect(d?.span).toEqual([4, 22, 4, 29]);
  });

  it.each([
    ["arguments in order", "use std.list\nmain = {\n    xs = [1, 2]\n    b = list.contains(xs, 3)\n    ys = list.map(xs, (x) => x * 2)\n}\n"],
    ["a Result from a std function", 'use std.{result, string}\nmain = {\n    parsed = string.parse_int("1")\n    n = result.unwrap_or(parsed, 500)\n}\n'],
    ["an empty `{}` for a dictionary", 'use std.dict\nmain = {\n    d = dict.set({}, "x", 10)\n}\n'],
    ["a range where a list is expected", "use std.list\nmain = {\n    n = list.len(0..3)\n}\n"],
    ["a value of unknown type", "use std.list\nf = (a) => a\nmain = {\n    n = list.len(f(1))\n}\n"],
    ["a name several std modules define (typed loosely, §7.3)", 'main = {\n    n = len("abc")\n    b = contains(3, [1])\n}\n'],
  ])("%s stays clean", async (_name, source) => {
    expect(await errors(source)).toEqual([]);
  });
});

describe("a function value where a record is expected (E1002)", () => {
  it.each([
    ["`d(d)` with `d: (a: &P) -> Float`", "P: Type = { x: Float }\nd: (a: &P) -> Float = (a) => a.x\nmain = {\n    n = d(d)\n}\n", ["E1002@4"]],
    ["a lambda for a record parameter", "P: Type = { x: Float }\nf: (p: P) -> Float = (p) => p.x\nmain = {\n    n = f((x) => x)\n}\n", ["E1002@4"]],
    ["a function bound to a record annotation", "P: Type = { x: Float }\nmake: () -> P = () => P(1.0)\nmain = {\n    p: P = make\n}\n", ["E1002@4"]],
  ])("%s", async (_name, source, expected) => {
    expect(await errors(source)).toEqual(expected);
  });

  it.each([
    ["the record itself", "P: Type = { x: Float }\nd: (a: &P) -> Float = (a) => a.x\nmain = {\n    p = P(1.0)\n    n = d(p)\n}\n"],
    ["a function for a function parameter", "apply: (f: (x: Int) -> Int, v: Int) -> Int = (f, v) => f(v)\nmain = {\n    n = apply((x) => x + 1, 2)\n}\n"],
    ["a function for an interface parameter", "Show: Type = { show: (self: Show) -> String }\ntell: (s: Show) -> Void = (s) => {}\nmain = {\n    tell((x) => x)\n}\n"],
  ])("%s stays clean", async (_name, source) => {
    expect(await errors(source)).toEqual([]);
  });
});

describe("the same non-Copy value passed twice by value in one call (E2014)", () => {
  const P = "P: Type = { x: Int }\n";
  it.each([
    ["`f(p, p)`", `${P}f: (a: P, b: P) -> Int = (a, b) => a.x\nmain = {\n    p = P(1)\n    n = f(p, p)\n}\n`, ["E2014@5"]],
    ["`Window(p, p)`", `${P}Window: Type = { a: P, b: P }\nmain = {\n    p = P(1)\n    w = Window(p, p)\n}\n`, ["E2014@5"]],
    ["named constructor fields", `${P}Window: Type = { a: P, b: P }\nmain = {\n    p = P(1)\n    w = Window(a = p, b = p)\n}\n`, ["E2014@5"]],
    ["a use after a constructor moved it", `${P}Box: Type = { item: P }\nmain = {\n    p = P(1)\n    b = Box(p)\n    n = p.x\n}\n`, ["E2014@6"]],
    ["a list literal twice", "f: (a: List(Int), b: List(Int)) -> Int = (a, b) => 1\nmain = {\n    xs = [1]\n    n = f(xs, xs)\n}\n", ["E2014@4"]],
  ])("%s", async (_name, source, expected) => {
    expect(await errors(source)).toEqual(expected);
  });

  it("points at the second use, with the first as related", async () => {
    const d = await first(`${P}f: (a: P, b: P) -> Int = (a, b) => a.x\nmain = {\n    p = P(1)\n    n = f(p, p)\n}\n`);
    expect(d?.span).toEqual([5, 14, 5, 15]);
    expect(d?.related?.[0]?.span).toEqual([5, 11, 5, 12]);
  });

  it.each([
    ["a Copy value twice", "f: (a: Int, b: Int) -> Int = (a, b) => a + b\nmain = {\n    n = 1\n    m = f(n, n)\n}\n"],
    ["two borrows", `${P}f: (a: &P, b: &P) -> Int = (a, b) => a.x\nmain = {\n    p = P(1)\n    n = f(p, p)\n}\n`],
    ["a borrowed record field", `${P}View: Type = { target: P, view: &P }\nmain = {\n    p = P(1)\n    q = P(2)\n    w = View(q, p)\n    n = p.x\n}\n`],
    ["print-like std functions", 'main = {\n    s = "a"\n    println(s, s)\n}\n'],
    ["at the top level (not ownership-checked by the reference)", `${P}f: (a: P, b: P) -> Int = (a, b) => a.x\np = P(1)\nn = f(p, p)\n`],
  ])("%s stays clean", async (_name, source) => {
    expect(await errors(source)).toEqual([]);
  });
});

describe("named arguments in calls to std functions (decided by diagnostics.md §7.4)", () => {
  it("a name the function's parameters do not have is E1002 that names the argument, and nothing about the others", async () => {
    const source = 'use std.assert\nmain = {\n    x = 2.0\n    assert.assert(x = 1.0, "m")\n}\n';
    expect(await errors(source)).toEqual(["E1002@4"]);
    const d = await first(source);
    expect(d?.message).toContain("no parameter named 'x'");
    expect(d?.message).toContain("cond, msg");
    expect(d?.message).toContain("x == …");
    expect(d?.message).not.toContain("String");
  });

  it("a parameter's own name is matched by name, and the positional arguments fill the others", async () => {
    expect(await errors('use std.assert\nmain = {\n    assert.assert(msg = "m", cond = true)\n    assert.assert(true, msg = "m")\n}\n')).toEqual([]);
    expect(await errors('use std.assert\nmain = {\n    assert.assert(msg = "m", 5)\n}\n')).toEqual(["E1002@3"]);
    expect((await first('use std.assert\nmain = {\n    assert.assert(msg = "m", 5)\n}\n'))?.message).toContain("'cond'");
  });

  it("user functions: matched by name; an unknown name is E1002 with the nearest parameter's name, not in the reference's view", async () => {
    const add = "add: (a: Int, b: Int) -> Int = (a, b) => a + b\n";
    expect(await errors(`${add}main = {\n    n = add(b = 2, a = 1)\n    m = add(1, b = 2)\n}\n`)).toEqual([]);
    expect(await errors(`${add}main = {\n    n = add(b = "x", a = 1)\n}\n`)).toEqual(["E1002@3"]);
    const unknown = `${add}main = {\n    n = add(c = "x", 1)\n}\n`;
    expect(await errors(unknown)).toEqual(["E1002@3"]);
    expect((await first(`area: (width: Float, height: Float) -> Float = width * height\nmain = {\n    a = area(width = 2.0, hieght = 3.0)\n}\n`))?.help).toBe("did you mean `height = …`?");
    expect(codes((await check(unknown, { referenceMode: true })).filter((d) => d.severity === "error"))).toEqual([]);
  });
});

describe("re-binding an immutable name inside `spawn { }` (§6.2: a bare block)", () => {
  it.each([
    ["bound to a name", "main = {\n    x = 1\n    r = spawn {\n        x = 2\n        return x\n    }\n}\n", ["E2002@4"]],
    ["as a statement", "main = {\n    x = 1\n    spawn {\n        x = 2\n    }\n}\n", ["E2002@4"]],
  ])("is E2002, like a bare block, %s", async (_name, source, expected) => {
    expect(await errors(source)).toEqual(expected);
  });

  it.each([
    ["a `mut` name assigned", "main = {\n    mut x = 1\n    spawn {\n        x = 2\n    }\n}\n"],
    ["a new name", "main = {\n    r = spawn {\n        y = 2\n        return y\n    }\n}\n"],
  ])("%s stays clean", async (_name, source) => {
    expect(await errors(source)).toEqual([]);
  });
});

describe("what the reference reports for an unclosed `(` in a return type", () => {
  it("E1002 only, no syntax error", async () => {
    expect(await errors("f: (a: Int) -> ( Int = {\n    return a\n}\n")).toEqual(["E1002@2"]);
  });
});
