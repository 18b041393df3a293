// A Document updated incrementally must end with exactly the tree a fresh
// parse of the same text gives, whatever the edit (inserts, deletes,
// replacements, line breaks, astral characters).
import { describe, expect, it } from "vitest";
import { computeEdit } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { documentEditsAgree } from "./reparse.js";

describe("Document", () => {
  it("computeEdit describes the changed range in UTF-16 units and rows", () => {
    const edit = computeEdit("a = 1\nb = 2\n", "a = 1\nb = 42\n");
    expect(edit.startIndex).toBe(10);
    expect(edit.oldEndIndex).toBe(10);
    expect(edit.newEndIndex).toBe(11);
    expect(edit.startPosition).toEqual({ row: 1, column: 4 });
    expect(edit.newEndPosition).toEqual({ row: 1, column: 5 });
  });

  it("never splits a surrogate pair", () => {
    const edit = computeEdit("s = \"😀\"", "s = \"😃\"");
    expect(edit.startIndex).toBe(5);
    expect(edit.oldEndIndex).toBe(7);
  });

  it("incremental updates give the same tree as a fresh parse (seeded sample of 50 random edits)", async () => {
    // document.long.test.ts runs 2,000.
    documentEditsAgree(await sharedParser(), 50, 42);
  });
});
