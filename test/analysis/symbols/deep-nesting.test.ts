// Statements nested thousands of levels deep (a long operator chain is a
// left-deep tree as deep as it is long) must not stall the symbol tools: the
// locals.scm query skips them (scopes/deep-statements.ts), the graph lists
// them as unanalysed, and rename refuses only when the name occurs in one.
import { describe, expect, it } from "vitest";
import { renameSymbol } from "../../../src/analysis/rename/index.js";
import { MAX_ANALYSED_DEPTH } from "../../../src/analysis/scopes/deep-statements.js";

const chain = (term: string, n: number) => Array.from({ length: n }, () => term).join(" + ");

describe("deeply nested statements", () => {
  it("renames a name that a too-deep statement does not mention, with every other use", async () => {
    const source = `y = 2\nx = ${chain("1", 4 * MAX_ANALYSED_DEPTH)}\nz = y + 1\n`;
    const result = await renameSymbol({ source, oldName: "y", newName: "w" });
    expect(result.diagnostics).toEqual([]);
    expect(result.edits.map((e) => e.span)).toEqual([
      [1, 1, 1, 2],
      [3, 5, 3, 6],
    ]);
  });

  it("refuses to rename a name that a too-deep statement mentions", async () => {
    const source = `y = 2\nx = ${chain("y", 4 * MAX_ANALYSED_DEPTH)}\n`;
    const result = await renameSymbol({ source, oldName: "y", newName: "w" });
    expect(result.source).toBe(source);
    expect(result.diagnostics.map((d) => [d.code, d.span[0]])).toEqual([["MCP-RENAME-TOO-DEEP", 2]]);
  });

  it("still analyses a long chain below the limit", async () => {
    const source = `y = 2\nx = ${chain("y", MAX_ANALYSED_DEPTH - 100)}\n`;
    const result = await renameSymbol({ source, oldName: "y", newName: "w" });
    expect(result.diagnostics).toEqual([]);
    expect(result.edits.length).toBe(MAX_ANALYSED_DEPTH - 100 + 1);
  });
});
