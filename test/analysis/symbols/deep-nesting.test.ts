// Statements nested thousands of levels deep (a long operator chain is a
// left-deep tree as deep as it is long) must not stall the symbol tools: the
// locals.scm query skips them (scopes/deep-statements.ts), the graph lists
// them as unanalysed, and rename refuses only when the name occurs in one.
import { describe, expect, it } from "vitest";
import { renameSymbol } from "../../../src/analysis/rename/index.js";
import { findReferences, SymbolIndex } from "../../../src/analysis/symbols/index.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import { MAX_ANALYSED_DEPTH } from "../../../src/semantic/model/deep-statements.js";

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

  it("find_references says when a name also occurs in a statement too deep to analyse", async () => {
    const parser = await sharedParser();
    const docs = [
      { path: "src/lib.yx", doc: new Document(parser, "limit = 10\n") },
      { path: "src/main.yx", doc: new Document(parser, `use lib.{limit}\nx = ${chain("limit", 4 * MAX_ANALYSED_DEPTH)}\ny = limit + 1\n`) },
    ];
    const index = new SymbolIndex();
    index.sync(docs.map(({ path, doc }) => ({ path, document: () => doc })));
    const result = findReferences(index, { query: "limit" });
    expect(result.locations.map((o) => `${o.file}:${o.span[0]}`)).toEqual(["src/lib.yx:1", "src/main.yx:1", "src/main.yx:3"]);
    expect(result.hint).toMatch(/nested too deeply to analyse \(src\/main\.yx:2\)/);
    expect(findReferences(index, { query: "y" }).hint).toBeUndefined();
    for (const { doc } of docs) doc.dispose();
  });
});
