// An outline of a file with syntax errors says so (what the parser recovered
// may miss declarations or give one another kind), also for errors only the
// compiler's parser reports on a clean tree: a byte-order mark (56b
// friction), `&&`.
import { describe, expect, it } from "vitest";
import { outlineCaveat } from "../../../src/analysis/symbols/index.js";
import { indexOf } from "./workspace.js";

describe("outline caveat", () => {
  it("names the first error of a file the tree reads cleanly but the compiler rejects", async () => {
    const { index } = await indexOf(new Map(Object.entries({ "bom.yx": "\uFEFFmain = {\n    x = 1\n}\n", "and.yx": "ok = true && false\n", "clean.yx": "c = 1\n" })));
    expect(outlineCaveat(index, ["bom.yx"])).toMatch(/^bom\.yx has 1 syntax error\(s\), the first on line 1 \(E0001: expected source text, found a byte-order mark/);
    expect(outlineCaveat(index, ["and.yx"])).toMatch(/^and\.yx has 1 syntax error\(s\), the first on line 1 \(E0001/);
    expect(outlineCaveat(index, ["clean.yx"])).toBeUndefined();
  });
});
