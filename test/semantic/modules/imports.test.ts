// Imports of a file (modules-and-workspace.md §3, §5.7 `list_imports`): the
// scenarios of §6.2 that concern list_imports or import diagnostics, on the
// fixture workspaces of §6.1.
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../../src/diagnostics/diagnostic.js";
import type { FileImports, ImportRecord } from "../../../src/semantic/modules/index.js";
import { loadWorkspace } from "./fixtures.js";

const w1 = await loadWorkspace("w1", "w1-variants");
const w2 = await loadWorkspace("w2", "w2-variants");
const w3 = await loadWorkspace("w3");
const w3v = await loadWorkspace("w3", "w3-variant");
const w4 = await loadWorkspace("w4");

/** `code severity [span]` of each diagnostic, the form the scenarios are written in. */
const codes = (ds: readonly Diagnostic[]) => ds.map((d) => `${d.code} ${d.severity} [${d.span.join(",")}]`);

const bindings = (i: ImportRecord) =>
  i.bindings.map((b) => ({ name: b.name, local: b.local, span: b.span, aliasSpan: b.aliasSpan, kind: b.kind, resolved: b.resolved }));

const head = (i: ImportRecord) => ({
  module: i.module,
  span: i.span,
  pathSpan: i.pathSpan,
  form: i.form,
  binding: i.binding,
  alias: i.alias,
  items: i.items,
  sourceFile: i.sourceFile,
  origin: i.origin,
  enclosing: i.enclosing,
});

const item = (name: string, span: number[], kind: string | null, resolved = kind !== null, local = name, aliasSpan: number[] | null = null) => ({
  name,
  local,
  span,
  aliasSpan,
  kind,
  resolved,
});

describe("S8 – imports of the entry file (W1)", () => {
  const r: FileImports = w1.imports("src/main.yx");

  it("lists three statements in source order", () => {
    expect(r.imports.map(head)).toEqual([
      { module: "std.io", span: [1, 1, 1, 11], pathSpan: [1, 5, 1, 11], form: "module", binding: "io", alias: null, items: [], sourceFile: null, origin: "std", enclosing: null },
      { module: "geometry", span: [2, 1, 2, 31], pathSpan: [2, 5, 2, 13], form: "items", binding: null, alias: null, items: ["Point", "distance"], sourceFile: "src/geometry.yx", origin: "workspace", enclosing: null },
      { module: "shapes", span: [3, 1, 3, 24], pathSpan: [3, 5, 3, 11], form: "items", binding: null, alias: null, items: ["Rect", "area"], sourceFile: "src/shapes.yx", origin: "workspace", enclosing: null },
    ]);
  });

  it("gives each item binding its span and kind", () => {
    expect(bindings(r.imports[0]!)).toEqual([]);
    expect(bindings(r.imports[1]!)).toEqual([item("Point", [2, 15, 2, 20], "type"), item("distance", [2, 22, 2, 30], "function")]);
    expect(bindings(r.imports[2]!)).toEqual([item("Rect", [3, 13, 3, 17], "type"), item("area", [3, 19, 3, 23], "function")]);
    expect(r.imports[1]!.bindings[1]!.target).toEqual({ kind: "export", file: "src/geometry.yx", name: "distance" });
    expect(r.imports[0]!.namespace).toMatchObject({ local: "io", span: [1, 9, 1, 11], target: { kind: "std-module", module: "std.io" } });
  });

  it("has no diagnostics", () => {
    expect(r.diagnostics).toEqual([]);
    expect(r.hasSyntaxErrors).toBe(false);
  });
});

describe("W1 variants", () => {
  it("S11 – unknown module: one E5001 error at the path; the binding is unresolved", () => {
    const r = w1.imports("src/typo_module.yx");
    expect(codes(r.diagnostics)).toEqual(["E5001 error [1,5,1,13]"]);
    expect(r.diagnostics[0]!.message).toContain("geometri");
    const [imp] = r.imports;
    expect(head(imp!)).toMatchObject({ module: "geometri", origin: "unresolved", sourceFile: null });
    expect(bindings(imp!)).toEqual([item("Point", [1, 15, 1, 20], null, false)]);
    expect(codes(imp!.diagnostics)).toEqual(["E5001 error [1,5,1,13]"]);
  });

  it("S12 – unknown item: E5003 at the item, listing the exports; no W1003 for it", () => {
    const r = w1.imports("src/typo_item.yx");
    expect(codes(r.diagnostics)).toEqual(["E5003 error [1,22,1,30]"]);
    const message = r.diagnostics[0]!.message;
    expect(message).toContain("distanse");
    expect(message).toContain("geometry");
    expect(message).toContain("Point, origin, distance");
    expect(message).not.toContain("norm");
    expect(bindings(r.imports[0]!)).toEqual([item("Point", [1, 15, 1, 20], "type"), item("distanse", [1, 22, 1, 30], null, false)]);
  });

  it("S13 – namespace imports: module and module-alias forms, both used", () => {
    const r = w1.imports("src/whole.yx");
    expect(r.imports.map(head)).toEqual([
      { module: "geometry", span: [1, 1, 1, 13], pathSpan: [1, 5, 1, 13], form: "module", binding: "geometry", alias: null, items: [], sourceFile: "src/geometry.yx", origin: "workspace", enclosing: null },
      { module: "geometry", span: [2, 1, 2, 20], pathSpan: [2, 5, 2, 13], form: "module-alias", binding: "geo", alias: "geo", items: [], sourceFile: "src/geometry.yx", origin: "workspace", enclosing: null },
    ]);
    expect(r.diagnostics).toEqual([]); // E1042 for geo.distanse is the checker's, not an import diagnostic
    expect(r.imports[1]!.namespace).toMatchObject({ local: "geo", span: [2, 17, 2, 20], references: 3 });
  });

  it("S14 – item aliases", () => {
    const r = w1.imports("src/alias.yx");
    expect(bindings(r.imports[0]!)).toEqual([
      item("Point", [1, 15, 1, 20], "type", true, "P", [1, 24, 1, 25]),
      item("distance", [1, 27, 1, 35], "function", true, "dist", [1, 39, 1, 43]),
    ]);
    expect(r.diagnostics).toEqual([]);
  });

  it("S15 – unused imports: W1003 at the item and at the last path segment", () => {
    const r = w1.imports("src/unused.yx");
    expect(codes(r.diagnostics)).toEqual(["W1003 warning [1,22,1,30]", "W1003 warning [2,5,2,11]"]);
    expect(r.diagnostics.map((d) => d.message)).toEqual([expect.stringContaining("'distance'"), expect.stringContaining("'shapes'")]);
  });

  it("S16 – rejected use syntax: only the first statement is reported, and no W1003", () => {
    const r = w1.imports("src/bad_syntax.yx");
    expect(r.hasSyntaxErrors).toBe(true);
    expect(r.imports.map((i) => [i.module, i.items])).toEqual([["geometry", ["Point"]]]);
    expect(r.diagnostics).toEqual([]);
  });

  it("S17 – import inside a function: nested, with its enclosing function", () => {
    const r = w1.imports("src/scoped.yx");
    expect(r.imports.map(head)).toEqual([
      { module: "geometry", span: [2, 5, 2, 35], pathSpan: [2, 9, 2, 17], form: "items", binding: null, alias: null, items: ["Point", "distance"], sourceFile: "src/geometry.yx", origin: "workspace", enclosing: "helper" },
    ]);
    // `distance` in main (line 7) is outside the block: not a use of the import.
    expect(r.imports[0]!.bindings.map((b) => [b.local, b.references])).toEqual([["Point", 2], ["distance", 1]]);
    expect(r.diagnostics).toEqual([]);
  });

  it("S10 – a file without use statements has no imports", () => {
    expect(w1.imports("src/report.yx")).toMatchObject({ imports: [], diagnostics: [] });
  });
});

describe("W2 – flat layout, same name in two modules", () => {
  it("S18 – main.yx resolves both modules, with an item alias", () => {
    const r = w2.imports("main.yx");
    expect(r.imports.map((i) => [i.module, i.sourceFile])).toEqual([["a", "a.yx"], ["b", "b.yx"]]);
    expect(bindings(r.imports[1]!)).toEqual([item("helper", [2, 8, 2, 14], "function", true, "helper_b", [2, 18, 2, 26])]);
    expect(r.diagnostics).toEqual([]);
  });

  it("S19 – duplicate import: E5006 at the second binding only", () => {
    const r = w2.imports("dup.yx");
    expect(codes(r.diagnostics)).toEqual(["E5006 error [2,8,2,14]"]);
    expect(r.diagnostics[0]!.related).toEqual([{ message: expect.any(String), span: [1, 8, 1, 14], file: "dup.yx" }]);
  });

  it("S20 – import versus definition: E5006 at the import, naming the definition at 3:1", () => {
    const r = w2.imports("clash.yx");
    expect(codes(r.diagnostics)).toEqual(["E5006 error [1,8,1,14]"]);
    expect(r.diagnostics[0]!.message).toContain("3:1");
    expect(r.diagnostics[0]!.related?.[0]?.span).toEqual([3, 1, 3, 7]);
  });
});

describe("W3 – two search bases", () => {
  it("S21 – the importer's directory wins", () => {
    const r = w3.imports("tests/lib_test.yx");
    expect(r.imports.map(head)).toEqual([
      { module: "std.assert", span: [1, 1, 1, 15], pathSpan: [1, 5, 1, 15], form: "module", binding: "assert", alias: null, items: [], sourceFile: null, origin: "std", enclosing: null },
      { module: "lib", span: [2, 1, 2, 17], pathSpan: [2, 5, 2, 8], form: "items", binding: null, alias: null, items: ["helper"], sourceFile: "tests/lib.yx", origin: "workspace", enclosing: null },
    ]);
    expect(r.diagnostics).toEqual([]);
  });

  it("S22 – the project root is the fallback base", () => {
    const r = w3.imports("tests/root_test.yx");
    expect(r.imports.map((i) => [i.module, i.sourceFile, i.origin])).toEqual([["std.assert", null, "std"], ["mathx", "mathx.yx", "workspace"]]);
    expect(r.diagnostics).toEqual([]);
  });

  it("S23 – one path, two files within one program: E5002 on main.yx's `use lib`", () => {
    const r = w3v.imports("main.yx");
    const lib = r.imports[0]!;
    expect(codes(lib.diagnostics)).toEqual(["E5002 error [1,5,1,8]"]);
    expect(lib.diagnostics[0]!.message).toContain("sub/lib.yx");
    expect(lib.sourceFile).toBe("lib.yx");
    expect(bindings(lib)).toEqual([item("helper", [1, 10, 1, 16], null, false)]);
    // The rules of §3.9 also flag `use sub.consumer` as unused (S23 lists only the E5002).
    expect(codes(r.diagnostics)).toEqual(["E5002 error [1,5,1,8]", "W1003 warning [2,9,2,17]"]);
  });

  it("S23 – sub/consumer.yx alone never meets lib.yx: clean", () => {
    const r = w3v.imports("sub/consumer.yx");
    expect(r.imports.map((i) => i.sourceFile)).toEqual(["sub/lib.yx"]);
    expect(r.diagnostics).toEqual([]);
  });
});

describe("W4 – nested modules, mod.yx, cycles", () => {
  it("S24 – src/main.yx: a directory module and a dotted path", () => {
    const r = w4.imports("src/main.yx");
    expect(r.imports.map(head)).toEqual([
      { module: "math", span: [1, 1, 1, 9], pathSpan: [1, 5, 1, 9], form: "module", binding: "math", alias: null, items: [], sourceFile: "src/math/mod.yx", origin: "workspace", enclosing: null },
      { module: "math.vector", span: [2, 1, 2, 23], pathSpan: [2, 5, 2, 16], form: "items", binding: null, alias: null, items: ["Vec2"], sourceFile: "src/math/vector.yx", origin: "workspace", enclosing: null },
    ]);
    expect(bindings(r.imports[1]!)).toEqual([item("Vec2", [2, 18, 2, 22], "type")]);
    expect(r.diagnostics).toEqual([]);
  });

  it("S24 – src/math/mod.yx reaches its sibling", () => {
    const r = w4.imports("src/math/mod.yx");
    expect(r.imports.map((i) => [i.module, i.pathSpan, i.sourceFile])).toEqual([["vector", [1, 5, 1, 11], "src/math/vector.yx"]]);
    expect(bindings(r.imports[0]!)).toEqual([item("Vec2", [1, 13, 1, 17], "type")]);
    expect(r.diagnostics).toEqual([]);
  });

  it("S25 – no re-export through use: E5003 naming the only export and the reason", () => {
    const r = w4.imports("src/reexport.yx");
    expect(codes(r.diagnostics)).toEqual(["E5003 error [1,11,1,15]"]);
    const [d] = r.diagnostics;
    expect(d!.message).toContain("zero");
    expect(d!.help).toMatch(/re-export/);
  });

  it("S26 – cycles are fine", () => {
    for (const [file, module, target, name] of [
      ["src/tree.yx", "node", "src/node.yx", "Node"],
      ["src/node.yx", "tree", "src/tree.yx", "Tree"],
    ] as const) {
      const r = w4.imports(file);
      expect(r.imports.map((i) => [i.module, i.sourceFile])).toEqual([[module, target]]);
      expect(r.imports[0]!.bindings.map((b) => [b.name, b.kind])).toEqual([[name, "type"]]);
      expect(r.diagnostics).toEqual([]);
    }
  });
});
