// `return` without a value where the function declares a result (not Void):
// E1002 at `return` (walker.ts, control-flow.ts bareReturnRule). Not in the
// reference's view (whether it reports one is not known): silent in
// reference mode.
import { describe, expect, it } from "vitest";
import { check, codes } from "./helpers.js";

const PROGRAM = `clamp: (n: Int) -> Int = {
    if n > 10 {
        return
    }
    n
}
log: (s: String) -> Void = {
    if s == "" {
        return
    }
    print(s)
}
find: (xs: List(Int)) -> Option(Int) = {
    for x in xs {
        return
    }
    return none
}
later = (n) => {
    if n > 1 {
        return
    }
    n
}
`;

describe("a bare return in a function with a result", () => {
  it("is E1002 where a value is declared, never in a Void function or one without a declared result", async () => {
    const diagnostics = (await check(PROGRAM)).filter((d) => d.code === "E1002");
    expect(codes(diagnostics)).toEqual(["E1002@3", "E1002@15"]);
    expect(diagnostics[0]!.message).toBe("`return` without a value in a function that returns Int");
    expect(diagnostics[0]!.span).toEqual([3, 9, 3, 15]);
    expect(diagnostics[0]!.help).toContain("declare the result Void");
  });

  it("is silent in reference mode", async () => {
    expect((await check(PROGRAM, { referenceMode: true })).filter((d) => d.code === "E1002")).toEqual([]);
  });
});
