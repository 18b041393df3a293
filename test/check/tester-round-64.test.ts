// Round 64 (64b): ownership. A top-level function's body runs when it is
// called: a top-level value it moves is not moved for the functions after
// it (diagnostics.md §6.2: the body of a top-level function is a nested
// block of the module top level; §6.7 rule 1 counts later reads in it).
// Helps that fit what was written; E2003 names the borrow it copies.
import { describe, expect, it } from "vitest";
import { check, codes } from "./helpers.js";

describe("a move inside a top-level function (64b FE1)", () => {
  it("is not a move for the functions and statements after it, whichever comes first", async () => {
    const p = "P: Type = { x: Int, y: Int }\ntake: (p: P) -> Int = (p) => p.x\ncfg = P(1, 2)\ngreeting = \"hello\"\n";
    expect(await check(`${p}a = {\n    s = greeting\n}\nb = {\n    println(greeting)\n}\n`)).toEqual([]);
    expect(await check(`${p}one = {\n    n = take(cfg)\n}\ntwo = {\n    m = take(cfg)\n}\nlater = cfg.x\n`)).toEqual([]);
  });

  it("still counts inside its own body", async () => {
    const found = await check("P: Type = { x: Int }\ntake: (p: P) -> Int = (p) => p.x\ncfg = P(1)\nmain = {\n    a = take(cfg)\n    b = cfg.x\n}\n");
    expect(codes(found)).toEqual(["E2014@6"]);
  });
});

describe("helps that fit what was written (64b H1-H3)", () => {
  it("a borrow not written `&` (a `&T` parameter) is not told to drop the `&`", async () => {
    const found = await check("P: Type = { x: Int }\ntake: (p: P) -> Int = (p) => p.x\nlook: (q: &P) -> Int = (q) => take(q)\n");
    expect(codes(found)).toEqual(["E1002@3"]);
    expect(found[0]!.help).toBe("a borrow is not the value: pass a P of its own (this is a borrow of one), or declare the parameter as `&P`");
  });

  it("an assignment to an immutable name in an expression is told about `mut`, not borrows", async () => {
    const found = await check("main = {\n    x = 1\n    y = (x = 2)\n}\n");
    expect(codes(found)).toEqual(["E2016@3"]);
    expect(found[0]!.help).toBe("Declare it `mut x = …` where it is bound to assign to it here, or give the new value a name of its own.");
  });

  it("E2003 names where the write borrow it copies was bound", async () => {
    const found = await check("P: Type = { x: Int, y: Int }\nmain = {\n    mut p = P(1, 2)\n    m = &mut p\n    m2 = m\n}\n");
    expect(codes(found)).toEqual(["E2003@5"]);
    expect(found[0]!.related?.map((r) => [r.message, r.span[0], r.span[1]])).toEqual([["'m' is bound to the `&mut` borrow here", 4, 5]]);
  });
});
