// The symbol index frees each file's syntax tree (wasm memory) once it has
// read what it needs (its semantic model) - unless the file
// has been edited - and Document re-parses on demand: text, version and lastChange stay as they were, and
// results computed later are the same as with the tree kept.
import { describe, expect, it } from "vitest";
import { astOf } from "../../../src/syntax/doc-cache.js";
import { findReferences, lookupSymbols, SymbolIndex } from "../../../src/analysis/symbols/index.js";
import { Document } from "../../../src/syntax/document.js";
import { indexOf, referencesJson } from "./workspace.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

const LIB = "Point = Type { x: Float, y: Float }\n\nnorm: (p: &Point) -> Float = (p) => {\n    s = p.x * p.x\n    return s\n}\n";
const MAIN = "use std.io\nuse lib.{Point, norm}\n\nmain = () => {\n    p = Point(1.0, 2.0)\n    n = norm(&p)\n    print(n)\n}\n";

function sexp(doc: Document): string {
  return doc.tree.rootNode.toString();
}

describe("Document.releaseTree", () => {
  it("re-parses the same tree on demand and keeps text, version and lastChange", async () => {
    const parser = await sharedParser();
    const doc = new Document(parser, LIB);
    const before = sexp(doc);
    doc.update(`${LIB}extra = 1\n`);
    const change = doc.lastChange;
    const version = doc.version;
    const text = doc.text;
    const afterUpdate = sexp(doc);
    doc.releaseTree();
    expect(doc.hasTree).toBe(false);
    expect(doc.text).toBe(text);
    expect(doc.version).toBe(version);
    expect(doc.lastChange).toBe(change);
    expect(sexp(doc)).toBe(afterUpdate);
    expect(doc.hasTree).toBe(true);
    expect(before).not.toBe(afterUpdate);
    doc.dispose();
  });

  it("updates a released document with a full parse whose changed range covers the text", async () => {
    const parser = await sharedParser();
    const doc = new Document(parser, LIB);
    const kept = new Document(parser, LIB);
    doc.releaseTree();
    const next = LIB.replace("s = p.x * p.x", "s = p.x * p.y");
    expect(doc.update(next)).toBe(true);
    kept.update(next);
    expect(doc.version).toBe(2);
    expect(doc.lastChange!.edit).toEqual(kept.lastChange!.edit);
    expect(doc.lastChange!.changedRanges).toEqual([
      { startIndex: 0, endIndex: next.length, startPosition: { row: 0, column: 0 }, endPosition: { row: next.split("\n").length - 1, column: 0 } },
    ]);
    expect(sexp(doc)).toBe(sexp(kept));
    // The tree copy made incrementally from the previous copy equals a fresh one.
    expect(JSON.stringify(astOf(doc), ["type", "children", "_start", "_end", "leafText"])).toBe(
      JSON.stringify(astOf(kept), ["type", "children", "_start", "_end", "leafText"]),
    );
    doc.dispose();
    kept.dispose();
  });

  it("copies the tree incrementally after an update of a released document whose tree copy is cached", async () => {
    const parser = await sharedParser();
    const doc = new Document(parser, MAIN);
    const first = astOf(doc);
    doc.releaseTree();
    doc.update(MAIN.replace("print(n)", "print(n + 1)"));
    const fresh = new Document(parser, doc.text);
    const keys = ["type", "children", "_start", "_end", "leafText"];
    expect(JSON.stringify(astOf(doc), keys)).toBe(JSON.stringify(astOf(fresh), keys));
    expect(first).toBeDefined();
    doc.dispose();
    fresh.dispose();
  });
});

describe("the symbol index releases trees", () => {
  it("answers after edits of released documents as a fresh index does", async () => {
    const parser = await sharedParser();
    const { index, docs } = await indexOf({ base: "W1" });
    const files = (all: Map<string, Document>) => [...all].map(([path, doc]) => ({ path, document: () => doc }));
    for (const doc of docs.values()) expect(doc.hasTree).toBe(false);
    expect(findReferences(index, { query: "geometry.distance" }).locations.map((o) => o.file)).toContain("src/main.yx");

    // An interface edit and a body edit of the released geometry.yx: importers re-link.
    const geometry = docs.get("src/geometry.yx")!;
    for (const text of [`${geometry.text}\norigin_marker = 1\n`, geometry.text.replace(/\n}\n/, "\n    unused_local = 1\n}\n")]) {
      geometry.update(text);
      index.sync(files(docs));
      // An edited document keeps its tree (and tree copy) for the next edit.
      expect(geometry.hasTree).toBe(true);
      expect(docs.get("src/main.yx")!.hasTree).toBe(false);
      const fresh = new Map([...docs].map(([path, doc]) => [path, new Document(parser, doc.text)]));
      const again = new SymbolIndex();
      again.sync(files(fresh));
      for (const query of ["geometry.distance", "Point", "geometry.Point.x", "origin_marker", "unused_local"]) {
        expect(referencesJson(index, query), query).toBe(referencesJson(again, query));
        expect(JSON.stringify(lookupSymbols(index, { query, includeLocals: true })), query).toBe(JSON.stringify(lookupSymbols(again, { query, includeLocals: true })));
      }
      for (const doc of fresh.values()) doc.dispose();
    }
  });
});
