// A query ending with a separator (`Vec2.`, `distance.`: an agent cut short
// or building `Type.member` from an empty member) names no symbol; the hint
// names the symbol before it first, and how its parts are named (tester
// round 82a D4: it offered unrelated "nearest symbols", Mat2.a, Mat2.b, …).
import { describe, expect, it } from "vitest";
import { findReferences } from "../../../src/analysis/symbols/index.js";
import { indexOf } from "./workspace.js";

const SOURCE = "Vec2: Type = { x: Float }\ndistance: (a: Vec2) -> Float = a.x\nMat2: Type = { a: Float, b: Float, c: Float }\n";

describe("a find_references query ending with a separator", () => {
  it("is answered with the symbol before it and how its parts are named", async () => {
    const { index } = await indexOf(new Map([["main.yx", SOURCE]]));
    const hint = (query: string) => findReferences(index, { query }).hint ?? "";
    expect(hint("Vec2.")).toContain(`It ends with '.': query 'Vec2' for that symbol, or 'Vec2.member' for one of its members (lookup_symbol "Vec2." lists them).`);
    expect(hint("Vec2.")).toContain("Nearest symbols: Vec2 (type, main.yx).");
    expect(hint("distance.")).toContain("It ends with '.': query 'distance' for that symbol, or 'distance#local' for one of its parameters or locals.");
    expect(hint("nope.")).not.toContain("It ends with");
  });
});
