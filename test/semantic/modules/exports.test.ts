// Exports of a file (modules-and-workspace.md §3.5) with §4.2 kinds and
// §4.3-style spans: the W1 index of §6.1, the W5 kinds, and the edge cases.
import { describe, expect, it } from "vitest";
import { moduleExports } from "../../../src/semantic/modules/index.js";
import { fromTexts, loadWorkspace } from "./fixtures.js";

const w1 = await loadWorkspace("w1");
const w4 = await loadWorkspace("w4");
const w5 = await loadWorkspace("w5");

const summary = (rel: string, ws = w1) =>
  moduleExports(ws.doc(rel)).symbols.map((s) => [s.name, s.kind, s.span] as const);

describe("W1 index (§6.1)", () => {
  it("geometry: Point, origin, distance; the method is not an export", () => {
    expect(summary("src/geometry.yx")).toEqual([
      ["Point", "type", [2, 1, 2, 6]],
      ["origin", "variable", [4, 1, 4, 7]],
      ["distance", "function", [6, 1, 6, 9]],
    ]);
    const exports = moduleExports(w1.doc("src/geometry.yx"));
    expect(exports.get("distance")).toMatchObject({
      declSpan: [6, 1, 10, 2],
      signature: "(a: Point, b: Point) -> Float",
      node: "binding",
    });
    expect(exports.get("origin")?.signature).toBe("Point");
    expect(exports.get("Point")).toMatchObject({ signature: null, declSpan: [2, 1, 2, 37], node: "type_definition" });
    expect(exports.get("norm")).toBeUndefined();
    expect(exports.methods).toEqual([
      expect.objectContaining({ name: "norm", container: "Point", span: [12, 7, 12, 11], signature: "(self: &Point) -> Float" }),
    ]);
  });

  it("shapes: Rect and area (the method Rect.area is separate)", () => {
    expect(summary("src/shapes.yx")).toEqual([
      ["Rect", "type", [1, 1, 1, 5]],
      ["area", "function", [7, 1, 7, 5]],
    ]);
    expect(moduleExports(w1.doc("src/shapes.yx")).methods.map((m) => [m.container, m.name, m.span])).toEqual([
      ["Rect", "area", [3, 6, 3, 10]],
    ]);
  });

  it("main: the entry function; names bound by use are not exports", () => {
    const exports = moduleExports(w1.doc("src/main.yx"));
    expect(summary("src/main.yx")).toEqual([["main", "function", [5, 1, 5, 5]]]);
    expect([...exports.importedNames]).toEqual(["io", "Point", "distance", "Rect", "area"]);
    expect(exports.get("Point")).toBeUndefined();
  });
});

describe("kinds (§4.2, W5 and W4)", () => {
  it("classifies interfaces, variant sets, generic types and functions", () => {
    expect(summary("src/kinds.yx", w5)).toEqual([
      ["Drawable", "interface", [1, 1, 1, 9]],
      ["Color", "type", [3, 1, 3, 6]],
      ["Pair", "type", [5, 1, 5, 5]],
      ["swap", "function", [7, 1, 7, 5]],
    ]);
    expect(summary("src/util.yx", w5).map(([n, k]) => `${n}:${k}`)).toEqual([
      "scale:variable",
      "apply:function",
      "double:function",
      "scale_all:function",
    ]);
    expect(summary("src/config.yx", w5).map(([n, k]) => `${n}:${k}`)).toEqual(["Settings:type", "width:variable", "make:function", "get_w:function"]);
  });

  it("a module's own imports are not exports (re-export is E5003 later)", () => {
    const mod = moduleExports(w4.doc("src/math/mod.yx"));
    expect(mod.names()).toEqual(["zero"]);
    expect(mod.importedNames.has("Vec2")).toBe(true);
  });

  it("handles empty blocks, destructuring, mut, unsafe, repeats and predicate types", async () => {
    const ws = await fromTexts({
      "a.yx": [
        "main = {}",
        "table = {}",
        "lo, hi = bounds()",
        "mut counter = 0",
        "Raw = unsafe { make() }",
        "raw = unsafe { *p }",
        "f = (x) => x",
        "f = (x, y) => x",
        "g: (Int) -> Int = h",
        "Percent: (p: Int) -> Type = { p >= 0 and p <= 100 }",
        "Shape: Type = { area: (self: &Shape) -> Float, Named }",
        "Empty: Type = {}",
        "Alias: Type = Point",
        "Vec2.dot = dot[0]",
        "xs[0] = 1",
        "",
      ].join("\n"),
    });
    const exports = moduleExports(ws.doc("a.yx"));
    expect(exports.symbols.map((s) => `${s.name}:${s.kind}`)).toEqual([
      "main:function",
      "table:variable",
      "lo:variable",
      "hi:variable",
      "counter:variable",
      "Raw:type",
      "raw:variable",
      "f:function",
      "g:function",
      "Percent:type",
      "Shape:interface",
      "Empty:type",
      "Alias:type",
    ]);
    expect(exports.definitions.filter((d) => d.name === "f").map((d) => d.span[0])).toEqual([7, 8]);
    expect(exports.get("f")?.span).toEqual([7, 1, 7, 2]);
    expect(exports.get("hi")).toMatchObject({ span: [3, 5, 3, 7], declSpan: [3, 1, 3, 18], node: "destructuring" });
    expect(exports.methods.map((m) => `${m.container}.${m.name}`)).toEqual(["Vec2.dot"]);
  });

  it("is cached per document version and follows updates", async () => {
    const ws = await fromTexts({ "a.yx": "a = 1\n" });
    const doc = ws.doc("a.yx");
    const first = moduleExports(doc);
    expect(moduleExports(doc)).toBe(first);
    doc.update("a = 1\nb = (x) => x\n");
    const second = moduleExports(doc);
    expect(second).not.toBe(first);
    expect(second.names()).toEqual(["a", "b"]);
  });
});
