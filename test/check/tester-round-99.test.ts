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
