// A named argument that fills a parameter of type `Type` (`describe(t = Int,
// n = 1)` of `describe: (t: Type, n: Int)`, `gen(T = Int)` of `gen: (T:
// Type) -> …`) is a use of that parameter, as any named argument is of its
// parameter (tester round 103c E1: it was none, and a rename of `t` left
// `t = Int` behind without a warning).
import { describe, expect, it } from "vitest";
import { findReferences } from "../../../src/analysis/symbols/index.js";
import { indexOf } from "./workspace.js";

const SOURCE = [
  'describe: (t: Type, n: Int) -> String = "d"',
  "gen: (T: Type) -> (x: T) -> T = x",
  "Box: Type = { w: Int }",
  "Box.of: (self: &Box, t: Type) -> Int = 1",
  "go: () -> Void = {",
  "    a = describe(t = Int, n = 1)",
  "    c = gen(T = Int)(x = 1)",
  "    bx = Box(1)",
  "    e = bx.of(t = Int)",
  "    f = Box.of(bx, t = Int)",
  "}",
  "",
].join("\n");

describe("a named argument filling a parameter of type Type", () => {
  it("is a use of that parameter, on a function, a generic function's type group and a method", async () => {
    const { index } = await indexOf(new Map([["main.yx", SOURCE]]));
    const uses = (query: string) => findReferences(index, { query }).locations.filter((l) => l.kind === "argument").map((l) => `${l.span[0]}:${l.span[1]}`);
    expect(uses("describe#t")).toEqual(["6:18"]);
    expect(uses("gen#T")).toEqual(["7:13"]);
    expect(uses("Box.of#t")).toEqual(["9:15", "10:20"]);
  });
});
