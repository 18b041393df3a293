// Round 99b (ownership and type-level code): what its defects asked for.
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

const SAFE_ARRAY = "SafeArray: (T: Type, N: Int) -> Type = {\n    _ok: Assert(N > 0),\n    data: Array(T, N),\n}\n";

describe("a generic record's constant given as a name (99b D3)", () => {
  it("gets a help that, written as it says, is the call with the constant's value", async () => {
    const found = await check(`${SAFE_ARRAY}main = {\n    n = 3\n    arr = SafeArray(Int, n)\n}\n`);
    expect(found.map((d) => [d.code, d.help])).toEqual([["E1002", "write the value itself: `SafeArray(Int, 3)`"]]);
    expect(await check(`${SAFE_ARRAY}main = {\n    n = 3\n    arr = SafeArray(Int, 3)\n}\n`)).toEqual([]);
  });

  it("names no made-up size where the value is not a literal constant", async () => {
    const found = await check(`${SAFE_ARRAY}main = {\n    mut n = 3\n    arr = SafeArray(Int, n + 1)\n}\n`);
    expect(found.map((d) => d.help)).toEqual(["write a literal (or an operation on literals) in its place: `SafeArray(Int, <literal>)`"]);
  });
});

describe("a generic record's constant arguments (99b D1)", () => {
  const VEC = "Vec: (N: Int) -> Type = { data: Array(Float, N) }\n";

  it("are compared where both sides know them: `Vec(3)` is no `Vec(2)`", async () => {
    const found = await check(`${VEC}norm2: (v: Vec(2)) -> Float = 0.0\nmain = {\n    w: Vec(2) = Vec(3)\n    s: SafeArray(Int, 2) = SafeArray(Int, 3)\n    n = norm2(Vec(3))\n}\n${SAFE_ARRAY}`);
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.message}`)).toEqual([
      "E1002 4:5 'w' is declared as Vec(2), but the value is Vec(3)",
      "E1002 5:5 's' is declared as SafeArray(Int, 2), but the value is SafeArray(Int, 3)",
      "E1002 6:14 argument 1 ('v') of 'norm2' must be Vec(2), but the value is Vec(3)",
    ]);
  });

  it("compare Bool constants too: `Flag(true)` is no `Flag(false)` (99g D5)", async () => {
    const found = await check("Flag: (B: Bool) -> Type = { on: Bool }\nmain = {\n    g: Flag(true) = Flag(false)\n    h: Flag(false) = Flag(false)\n    print(h)\n}\n");
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.message}`)).toEqual(["E1002 3:5 'g' is declared as Flag(true), but the value is Flag(false)"]);
  });

  it("fit where either is a parameter or the same value written otherwise", async () => {
    const source = `${VEC}make: (N: Int) -> Vec(N) = {\n    return Vec(N)\n}\nmain = {\n    a: Vec(2) = Vec(2)\n    b: Vec(4) = Vec(2 + 2)\n    c: Vec(3) = make(3)\n}\n`;
    expect(await check(source)).toEqual([]);
  });
});

describe("a generic record's type body with a slip (99g D1)", () => {
  it("keeps the type body's own help (a missing comma), not the function-body one", async () => {
    const [missing] = await check("Point: (T: Type) -> Type = { x: T  y: T, }\n");
    expect([missing?.code, missing?.help]).toEqual(["E0010", "separate the items of a type body with commas"]);
  });
});
