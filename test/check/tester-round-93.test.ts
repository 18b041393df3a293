// Leftovers of rounds 92a–92c and round 93: a list of integer literals goes
// where one literal goes (92c D9).
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

describe("integer literals into narrow widths (diagnostics.md §6.5, T10; 92c D9)", () => {
  it("a list of integer literals fits List(Int32) as one literal fits Int32", async () => {
    expect(await check("main = {\n    a: i32 = 1\n    xs: List(i32) = [1, 2, -3]\n    m: List(List(Int8)) = [[1], [2, 3]]\n    print(f\"{a} {xs} {m}\")\n}\n")).toEqual([]);
  });

  it("a list with a computed element, or a list value, is still a List(Int)", async () => {
    const computed = await check("main = {\n    n = 4\n    xs: List(Int32) = [1, n]\n    print(xs)\n}\n");
    expect(computed.map((d) => d.code)).toEqual(["E1002"]);
    const named = await check("main = {\n    ys = [1, 2]\n    xs: List(Int32) = ys\n    print(xs)\n}\n");
    expect(named.map((d) => d.code)).toEqual(["E1002"]);
  });

  it("a list literal as an argument of a List(Int16) parameter", async () => {
    const source = "total: (xs: List(Int16)) -> Int = {\n    return len(xs)\n}\nmain = {\n    print(total([1, 2]))\n}\n";
    expect(await check(source)).toEqual([]);
  });
});
