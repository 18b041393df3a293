// A Document updated incrementally must end with exactly the tree a fresh
// parse of the same text gives, whatever the edit (inserts, deletes,
// replacements, line breaks, astral characters).
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { Document, computeEdit } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { random } from "../helpers/random.js";

const sampleFile = readdirSync("corpus/geometry/src").find((f) => f.endsWith(".yx"));
const sample = readFileSync(`corpus/geometry/src/${sampleFile}`, "utf8");

const INSERTS = ["x", "1", "\n", " + 2", "(", "}", "f\"{a}\"", "😀", "/* c */", "use std.io\n", ""];

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

  it("incremental updates give the same tree as a fresh parse (200 random edits)", async () => {
    const parser = await sharedParser();
    const next = random(42);
    const doc = new Document(parser, sample);
    let text = sample;
    try {
      for (let i = 0; i < 200; i++) {
        const at = Math.floor(next() * text.length);
        const remove = Math.floor(next() * 6);
        const insert = INSERTS[Math.floor(next() * INSERTS.length)] ?? "";
        const edited = text.slice(0, at) + insert + text.slice(at + remove);
        expect(doc.update(edited)).toBe(edited !== text);
        text = edited;
        const fresh = parser.parse(text)!;
        try {
          expect(doc.tree.rootNode.toString()).toBe(fresh.rootNode.toString());
        } finally {
          fresh.delete();
        }
      }
    } finally {
      doc.dispose();
    }
  });
});
