// A move on a path that leaves a loop through `break` or `continue` reaches
// the code after the loop (diagnostics.md §6.7 rule 1: "a move on any path
// counts"; probe O03 for the `if` alone). Before, a branch ending in `break`
// was treated like one ending in `return`, whose moves reach nothing, so
// reading the value after the loop was silent.
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

async function errors(source: string): Promise<{ code: string; span: readonly number[] }[]> {
  return (await check(source)).filter((d) => d.severity === "error").map((d) => ({ code: d.code, span: d.span }));
}

const P = "P: Type = { v: Int }\n";

describe("moves on a path out of a loop", () => {
  it("a move in a branch ending in `break` counts after the `for` (E2014 at the read)", async () => {
    const source = `${P}main = {\n    p = P(3)\n    for k in [1, 2] {\n        if k == 2 {\n            q = p\n            break\n        }\n    }\n    r = p.v\n}\n`;
    expect(await errors(source)).toEqual([{ code: "E2014", span: [10, 9, 10, 10] }]);
  });

  it("a move in a branch ending in `continue` counts after the `while`", async () => {
    const source = `${P}main = {\n    p = P(3)\n    mut i = 0\n    while i < 3 {\n        i = i + 1\n        if i == 2 {\n            q = p\n            continue\n        }\n    }\n    r = p.v\n}\n`;
    expect(await errors(source)).toEqual([{ code: "E2014", span: [12, 9, 12, 10] }]);
  });

  it("a `break` in a match arm, and an inner loop's `break` reaching only the end of that loop", async () => {
    const source = `${P}main = {\n    p = P(3)\n    for k in [1, 2] {\n        for j in [3, 4] {\n            match j {\n                3 => { q = p\n                    break },\n                _ => {},\n            }\n        }\n        s = p.v\n    }\n}\n`;
    expect(await errors(source)).toEqual([{ code: "E2014", span: [12, 13, 12, 14] }]);
  });

  it("a branch ending in `return` still reaches nothing after the loop", async () => {
    const source = `${P}f: (p: P) -> Int = (p) => {\n    for k in [1, 2] {\n        if k == 2 {\n            q = p\n            return 0\n        }\n    }\n    return p.v\n}\n`;
    expect(await errors(source)).toEqual([]);
  });

  it("a move in the loop with no read after it stays silent (probe O05), and a value the branch does not move too", async () => {
    const source = `${P}main = {\n    p = P(3)\n    t = P(4)\n    for k in [1, 2] {\n        if k == 2 {\n            q = t\n            break\n        }\n        u = p\n    }\n}\n`;
    expect(await errors(source)).toEqual([]);
  });
});
