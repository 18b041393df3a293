// Ownership along paths (diagnostics.md §6.7 rule 1: "a move on any path
// counts"): a moved `mut` value re-assigned on one path only (an `if`
// without `else`, one arm, a loop body that may run zero times, a lambda
// body that may never run) is still moved after it; re-assigned on every
// path it is usable again. And a plain value bound where a borrow is declared
// (`v: &P = p`, §6.5 auto-borrow) is borrowed, not moved.
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

const P = "P: Type = { x: Int }\n";

async function moved(body: string): Promise<string[]> {
  return (await check(`${P}main = {\n${body}\n}\n`)).filter((d) => d.severity === "error").map((d) => `${d.code}@${d.span[0]}:${d.span[1]}`);
}

describe("a moved value re-assigned", () => {
  it("on one path only stays moved after it", async () => {
    const lines = ["    mut p = P(1)", "    q = p"];
    expect(await moved([...lines, "    if q.x > 0 {", "        p = P(2)", "    }", "    r = p.x"].join("\n"))).toEqual(["E2014@8:9"]);
    expect(await moved([...lines, "    for i in [1, 2] {", "        p = P(i)", "    }", "    r = p.x"].join("\n"))).toEqual(["E2014@8:9"]);
    expect(await moved([...lines, "    f = () => {", "        p = P(2)", "        return 1", "    }", "    r = p.x"].join("\n"))).toEqual(["E2014@9:9"]);
    expect(await moved([...lines, "    if q.x > 0 {", "        p = P(2)", "    } else if q.x < 0 {", "        p = P(3)", "    }", "    r = p.x"].join("\n"))).toEqual(["E2014@10:9"]);
  });

  it("on every path (both branches, a loop that runs, before any read) is usable again", async () => {
    const lines = ["    mut p = P(1)", "    q = p"];
    expect(await moved([...lines, "    if q.x > 0 {", "        p = P(2)", "    } else {", "        p = P(3)", "    }", "    r = p.x"].join("\n"))).toEqual([]);
    expect(await moved([...lines, "    while true {", "        p = P(2)", "        break", "    }", "    r = p.x"].join("\n"))).toEqual([]);
    // `while true` is left only by its `break`s: re-assigned before each, the value is usable after it.
    expect(await moved([...lines, "    while true {", "        if q.x > 0 {", "            p = P(2)", "            break", "        }", "    }", "    r = p.x"].join("\n"))).toEqual([]);
    expect(await moved([...lines, "    while true {", "        if q.x > 0 {", "            break", "        }", "        p = P(2)", "    }", "    r = p.x"].join("\n"))).toEqual(["E2014@11:9"]);
    expect(await moved([...lines, "    while q.x > 0 {", "        p = P(2)", "        break", "    }", "    r = p.x"].join("\n"))).toEqual(["E2014@9:9"]);
    expect(await moved([...lines, "    p = P(5)", "    r = p.x"].join("\n"))).toEqual([]);
    expect(await moved([...lines, "    if q.x > 0 {", "        return", "    }", "    p = P(4)", "    r = p.x"].join("\n"))).toEqual([]);
  });

  it("still counts a move on one path, as before", async () => {
    expect(await moved(["    p = P(1)", "    if p.x > 0 {", "        q = p", "    }", "    r = p.x"].join("\n"))).toEqual(["E2014@7:9"]);
  });
});

describe("a plain value bound where a borrow is declared", () => {
  it("is borrowed, not moved (and the borrow lives on with the name)", async () => {
    expect(await moved("    p = P(1)\n    v: &P = p\n    n = p.x")).toEqual([]);
    expect(await moved("    mut p = P(1)\n    v: &P = p\n    w = &mut p\n    n = v.x")).toEqual(["E2018@5:14"]);
  });
});

describe("a value passed by name", () => {
  it("moves into a by-value parameter as a positional one does; a borrow parameter borrows it", async () => {
    const fns = "    take = (p: P, n: Int) => p.x + n\n    look = (p: &P, n: Int) => p.x + n\n";
    expect(await moved(`${fns}    a = P(1)\n    r = take(n = 1, p = a)\n    u = a.x`)).toEqual(["E2014@7:9"]);
    expect(await moved(`${fns}    a = P(1)\n    r = look(n = 1, p = a)\n    u = a.x`)).toEqual([]);
    expect(await moved(`${fns}    a = P(1)\n    r = take(a, n = 2)\n    u = a.x`)).toEqual(["E2014@7:9"]);
  });
});

describe("a generic record's constructor (81b D3)", () => {
  const GENERIC = "Box: (T: Type) -> Type = { value: T }\nPair: (A: Type, B: Type) -> Type = { a: A, b: B }\nRef: (T: Type) -> Type = { r: &T }\n";
  const errors = async (body: string) =>
    (await check(`${P}${GENERIC}main = {\n${body}\n}\n`)).filter((d) => d.severity === "error").map((d) => `${d.code}@${d.span[0]}:${d.span[1]}`);

  it("moves what it is given for a by-value field, by position and by name, as a plain record's does", async () => {
    expect(await errors("    p = P(1)\n    b = Box(p)\n    n = p.x")).toEqual(["E2014@8:9"]);
    expect(await errors("    p = P(1)\n    b = Box(value = p)\n    n = p.x")).toEqual(["E2014@8:9"]);
    expect(await errors("    p = P(1)\n    d = Pair(2, p)\n    n = p.x")).toEqual(["E2014@8:9"]);
  });

  it("borrows for a field typed `&T`, copies an Int, and moves nothing in a type written as a call", async () => {
    expect(await errors("    p = P(1)\n    r = Ref(&p)\n    n = p.x\n    i = 5\n    b = Box(i)\n    j = i + 1\n    w = Box(Int)\n    k = Pair(Int, P)\n    q = P(2)\n    print(q.x)")).toEqual([]);
  });
});
