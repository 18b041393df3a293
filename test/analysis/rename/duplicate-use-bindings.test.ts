// Two `use` statements that bind one name to one module or item (§3.9: not
// an error) are one name to rename: each binding takes the new name, or the
// second would go on binding the old one, an unused import the rename made
// (99d D1: only the first was renamed).
import { describe, expect, it } from "vitest";
import { applyEdits } from "../../../src/analysis/rename/occurrences.js";
import { renameSymbol } from "../../../src/analysis/rename/index.js";
import { checkDocument } from "../../../src/check/index.js";
import { check } from "../../check/helpers.js";

describe("a name two `use` statements bind", () => {
  it.each([
    ["a std module, as an item and as a module", 'use std.{io, assert}\nuse std.io\n\nmain = {\n    io.println("x")\n    assert.assert(true, "ok")\n}\n', "io", "out", 'use std.{io as out, assert}\nuse std.io as out\n\nmain = {\n    out.println("x")\n    assert.assert(true, "ok")\n}\n'],
    ["an item under one alias twice", "use std.math.{sqrt as root}\nuse std.math.{sqrt as root, PI}\n\nf = (x: Float) => root(x) + PI\n", "root", "r", "use std.math.{sqrt as r}\nuse std.math.{sqrt as r, PI}\n\nf = (x: Float) => r(x) + PI\n"],
  ])("is renamed at each binding: %s", async (_name, source, oldName, newName, expected) => {
    const result = await renameSymbol({ source, oldName, newName, check: checkDocument });
    expect(result.diagnostics).toEqual([]);
    expect(result.source).toBe(expected);
    expect(applyEdits(source, result.edits)).toBe(expected);
    // No binding of the old name is left unused.
    expect((await check(expected)).map((d) => d.code)).toEqual((await check(source)).map((d) => d.code));
  });
});
