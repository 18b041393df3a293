// Statements nested thousands of levels deep must not stall or crash the
// symbol tools. A long operator chain (a left-deep tree as deep as it is
// long) is walked in a loop, so its names are known like any others; a
// statement too deeply nested for the walk's recursion (thousands of
// parentheses) is listed as unanalysed, and then rename refuses when the
// name occurs in it and find_references says so.
import { describe, expect, it } from "vitest";
import { renameInWorkspace, renameTargetOf, RenameRefusal } from "../../../src/analysis/rename/index.js";
import { renameSymbol } from "../../../src/analysis/rename/index.js";
import { findReferences, outlineCaveat, SymbolIndex } from "../../../src/analysis/symbols/index.js";
import { checkDocument } from "../../../src/check/index.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

const chain = (term: string, n: number) => Array.from({ length: n }, () => term).join(" + ");
const nested = (term: string, n: number) => `${"(".repeat(n)}${term}${")".repeat(n)}`;

describe("deeply nested statements", () => {
  it("renames every use of a name in a 12,000-term operator chain", async () => {
    const source = `y = 2\nx = ${chain("y", 12_000)}\nz = y + 1\n`;
    const result = await renameSymbol({ source, oldName: "y", newName: "w" });
    expect(result.diagnostics).toEqual([]);
    expect(result.edits.length).toBe(12_000 + 2);
  });

  it("renames a name that a statement too deep to analyse does not mention, with every other use", async () => {
    const source = `y = 2\nx = ${nested("1", 20_000)}\nz = y + 1\n`;
    const result = await renameSymbol({ source, oldName: "y", newName: "w" });
    expect(result.diagnostics).toEqual([]);
    expect(result.edits.map((e) => e.span)).toEqual([
      [1, 1, 1, 2],
      [3, 5, 3, 6],
    ]);
  });

  it("refuses to rename a name that a statement too deep to analyse mentions", async () => {
    const source = `y = 2\nx = ${nested("y", 20_000)}\n`;
    const result = await renameSymbol({ source, oldName: "y", newName: "w" });
    expect(result.source).toBe(source);
    expect(result.diagnostics.map((d) => [d.code, d.span[0]])).toEqual([["MCP-RENAME-TOO-DEEP", 2]]);
  });

  it("find_references says when a name also occurs in a statement too deep to analyse", async () => {
    const parser = await sharedParser();
    const docs = [
      { path: "src/lib.yx", doc: new Document(parser, "limit = 10\n") },
      { path: "src/main.yx", doc: new Document(parser, `use lib.{limit}\nx = ${nested("limit", 20_000)}\ny = limit + 1\n`) },
    ];
    const index = new SymbolIndex();
    index.sync(docs.map(({ path, doc }) => ({ path, document: () => doc })));
    const result = findReferences(index, { query: "limit" });
    expect(result.locations.map((o) => `${o.file}:${o.span[0]}`)).toEqual(["src/lib.yx:1", "src/main.yx:1", "src/main.yx:3"]);
    expect(result.hint).toMatch(/nested too deeply to analyse \(src\/main\.yx:2\)/);
    expect(findReferences(index, { query: "y" }).hint).toBeUndefined();
    for (const { doc } of docs) doc.dispose();
  });

  it("a workspace rename to a name such a statement mentions is refused (it may declare it), and the outline says what it leaves out (round 34, 48d D1)", async () => {
    const parser = await sharedParser();
    const doc = new Document(parser, `helper = (n: Int) => n\ndeep = ${nested("helper(1)", 20_000)}\nshallow = helper(2)\n`);
    try {
      const index = new SymbolIndex();
      index.sync([{ path: "src/deep.yx", document: () => doc }]);
      const symbol = renameTargetOf(index, "shallow");
      if (symbol instanceof RenameRefusal) throw new Error(symbol.message);
      const result = renameInWorkspace({ index, symbol, newName: "deep", parser, check: (host, file, d) => checkDocument(host, file, d) });
      expect(result.files).toEqual([]);
      expect(result.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-TOO-DEEP"]);
      expect(result.diagnostics[0]!.message).toMatch(/src\/deep\.yx:2 is nested too deeply to analyse and mentions 'deep'/);
      expect(outlineCaveat(index, ["src/deep.yx"])).toBe("1 top-level statement(s) nested too deeply to analyse are left out, and any name they declare with them: src/deep.yx:2.");
    } finally {
      doc.dispose();
    }
  });
});
