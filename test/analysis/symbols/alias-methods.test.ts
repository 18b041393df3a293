// A method declared under a type alias (`P2.norm` with `P2: Type = Point`,
// syntax.md §3.5, §3.8) is a method of the type the alias names: the checker
// finds it on a `Point` (tester round 81c D1: every call was a false E1042),
// and the symbol tools give it the type's id, so its calls are its
// references and a rename renames them, in one file or across files.
import { describe, expect, it } from "vitest";
import { renameSymbol, SOURCE_PATH } from "../../../src/analysis/rename/index.js";
import { findReferences, lookupSymbols } from "../../../src/analysis/symbols/index.js";
import { checkDocument } from "../../../src/check/index.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import { checkFiles } from "../../check/helpers.js";
import { indexOf } from "./workspace.js";

const ONE_FILE = {
  "main.yx":
    "Point: Type = { x: Int, y: Int }\nP2: Type = Point\nP2.norm: (self: &P2) -> Int = { return self.x + self.y }\n" +
    "main = {\n    p = Point(1, 2)\n    a = P2.norm(p)\n    b = p.norm()\n    s: String = Point.norm(p)\n}\n",
};

const THREE_FILES = {
  "a.yx": "Point: Type = { x: Int, y: Int }\nP2: Type = Point\n",
  "b.yx": "use a.{P2}\nP2.norm: (self: &P2) -> Int = { return self.x + self.y }\n",
  "main.yx": "use a.{Point}\nuse b\nmain = {\n    p = Point(1, 2)\n    n = p.norm()\n    s: String = p.norm()\n}\n",
};

const places = (locations: readonly { file: string; span: readonly number[]; kind: string }[]) => locations.map((l) => `${l.file} ${l.span[0]}:${l.span[1]} ${l.kind}`);

describe("a method declared under a type alias", () => {
  it("is the named type's method to the checker: no false E1042, its result typed", async () => {
    expect((await checkFiles(ONE_FILE, ["main.yx"]))["main.yx"]!.map((d) => `${d.code} ${d.span[0]}`)).toEqual(["E1002 8"]);
    expect((await checkFiles(THREE_FILES, ["main.yx"]))["main.yx"]!.map((d) => `${d.code} ${d.span[0]}`)).toEqual(["E1002 6"]);
  });

  it("is the named type's method to the symbol tools: its calls are its references", async () => {
    const one = (await indexOf(new Map(Object.entries(ONE_FILE)))).index;
    expect(places(findReferences(one, { query: "Point.norm" }).locations)).toEqual(["main.yx 3:4 definition", "main.yx 6:12 call", "main.yx 7:11 call", "main.yx 8:23 call"]);
    const three = (await indexOf(new Map(Object.entries(THREE_FILES)))).index;
    expect(places(findReferences(three, { query: "Point.norm" }).locations)).toEqual(["b.yx 2:4 definition", "main.yx 5:11 call", "main.yx 6:19 call"]);
    // Asked for by the alias's name too (102b D1: nothing was found); a record whose fields name a type is no alias of it.
    expect(places(findReferences(three, { query: "P2.norm" }).locations)).toEqual(["b.yx 2:4 definition", "main.yx 5:11 call", "main.yx 6:19 call"]);
    expect(lookupSymbols(three, { query: "P2.norm" }).symbols.map((s) => s.qualified_name)).toEqual(["Point.norm"]);
    // By its id, though declared in another module than its type's.
    expect(lookupSymbols(three, { query: "a.Point.norm" }).symbols.map((s) => `${s.id} ${s.file}`)).toEqual(["a.Point.norm b.yx"]);
    // By the alias qualified with its module (102c N7), and its parameter under the method's id (103a D6: both were no symbol).
    expect(places(findReferences(three, { query: "a.P2.norm" }).locations)).toEqual(["b.yx 2:4 definition", "main.yx 5:11 call", "main.yx 6:19 call"]);
    expect(lookupSymbols(three, { query: "a.P2.norm" }).symbols.map((s) => s.id)).toEqual(["a.Point.norm"]);
    expect(findReferences(three, { query: "a.Point.norm#self" }).symbols.map((s) => s.id)).toEqual(["b.P2.norm#self@2:11"]);
    expect(lookupSymbols(three, { query: "a.Point.norm#self" }).symbols.map((s) => s.id)).toEqual(["b.P2.norm#self@2:11"]);
    const line = (await indexOf(new Map(Object.entries({ ...THREE_FILES, "c.yx": "use a.{Point}\nLine: Type = { a: Point }\n" })))).index;
    expect(findReferences(line, { query: "Line.norm" }).symbols).toEqual([]);
  });

  it("has its parameter named by the type's method in every declaring file, one under an alias or apart from its type's module (103c E4, 104b G6)", async () => {
    // `Point.sc` declared in a.yx and, under the alias, in b.yx; `Point.norm` declared apart from a.yx in b.yx and c.yx.
    const files = {
      "a.yx": "pub Point: Type = { x: Int }\npub P2: Type = Point\npub Point.sc: (self: &Point, k: Int) -> Int = k\n",
      "b.yx": "use a.{Point, P2}\npub P2.sc: (self: &Point, k: Int, j: Int) -> Int = k + j\npub Point.norm: (self: &Point, k: Int) -> Int = k\n",
      "c.yx": "use a.{Point}\nuse b\npub Point.norm: (self: &Point, k: Int, j: Int) -> Int = k + j\nmain = {\n    p = Point(1)\n    s = p.sc(k = 1, j = 2)\n    n = p.norm(k = 1)\n}\n",
    };
    const { index } = await indexOf(new Map(Object.entries(files)));
    // A parameter only the other module's overload has, qualified with the type's module (104c H3).
    expect(lookupSymbols(index, { query: "a.Point.sc#j" }).symbols.map((s) => s.id)).toEqual(["b.P2.sc#j@2:35"]);
    expect(findReferences(index, { query: "a.Point.sc#j" }).symbols.map((s) => s.id)).toEqual(["b.P2.sc#j@2:35"]);
    for (const query of ["Point.sc#k", "P2.sc#k", "a.P2.sc#k"]) {
      expect(lookupSymbols(index, { query }).symbols.map((s) => s.id).sort()).toEqual(["a.Point.sc#k@3:30", "b.P2.sc#k@2:27"]);
      const found = findReferences(index, { query });
      expect(found.symbols.map((s) => s.id).sort()).toEqual(["a.Point.sc#k@3:30", "b.P2.sc#k@2:27"]);
      expect(places(found.locations).filter((l) => l.startsWith("c.yx"))).toEqual(["c.yx 6:14 argument"]);
    }
    expect(lookupSymbols(index, { query: "a.Point.norm#k" }).symbols.map((s) => s.id)).toEqual(["b.Point.norm#k@3:32", "c.Point.norm#k@3:32"]);
    const norm = findReferences(index, { query: "a.Point.norm#k" });
    expect(norm.symbols.map((s) => s.id)).toEqual(["b.Point.norm#k@3:32", "c.Point.norm#k@3:32"]);
    expect(places(norm.locations).filter((l) => l.endsWith("argument"))).toEqual(["c.yx 7:16 argument"]);
  });

  it("is renamed in a source text by either name, its calls with it; a name the type already has is a collision (83a D4)", async () => {
    const source = ONE_FILE["main.yx"];
    for (const oldName of ["P2.norm", "Point.norm"]) {
      const result = await renameSymbol({ source, oldName, newName: "len", check: checkDocument });
      expect(result.diagnostics).toEqual([]);
      expect(result.edits.map((e) => `${e.span[0]}:${e.span[1]}`)).toEqual(["3:4", "6:12", "7:11", "8:23"]);
    }
    const onField = await renameSymbol({ source, oldName: "Point.norm", newName: "x" });
    expect(onField.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual(["MCP-RENAME-COLLISION 'Point' already has a field 'x'"]);
    const ontoMethod = await renameSymbol({ source, oldName: "Point.y", newName: "norm" });
    expect(ontoMethod.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual(["MCP-RENAME-COLLISION 'Point' already has a method 'norm'"]);
  });

  it("is renamed in a source text with its interface family, and by any alias of the type (85a D2, D11)", async () => {
    const family = "Shape: Type = { area: (self: &Shape) -> Float }\nPoint: Type = { x: Float, Shape }\nP2: Type = Point\nP2.area: (self: &P2) -> Float = { return self.x }\nmain = {\n    p = Point(1.0)\n    print(p.area() + Shape.area(p) + P2.area(p))\n}\n";
    for (const oldName of ["P2.area", "Point.area", "Shape.area"]) {
      const result = await renameSymbol({ source: family, oldName, newName: "size", check: checkDocument });
      expect(result.edits.map((e) => `${e.span[0]}:${e.span[1]}`).sort()).toEqual(["1:17", "4:4", "7:13", "7:28", "7:41"]);
      expect(result.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-FAMILY"]);
    }
    const chain = "Point: Type = { x: Int }\nP2: Type = Point\nP3: Type = P2\nP3.norm: (self: &Point) -> Int = self.x\nmain = {\n    p = Point(1)\n    n = p.norm()\n}\n";
    for (const oldName of ["P2.norm", "P3.norm", "Point.norm"]) {
      const result = await renameSymbol({ source: chain, oldName, newName: "len" });
      expect(result.edits.map((e) => `${e.span[0]}:${e.span[1]}`)).toEqual(["4:4", "7:11"]);
    }
  });
});
