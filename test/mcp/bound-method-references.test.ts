// A call of a method bound to a function (`V.dotp = dot[0]`, or `dotq =
// dot[0]` in the type's body) runs the function: find_references of the
// function lists it, with the method's id and name, in the file binding it
// and in files calling it without a word of the function's name (96a D1);
// a rename of the function leaves it (it names the method).
import { describe, expect, it } from "vitest";
import { servedProject } from "../helpers/served-project.js";

const project = servedProject("yx-bound-method-refs-", {
  "ops.yx": [
    "pub V: Type = { x: Float, y: Float, dotq = dot[0] }",
    "",
    "pub dot: (a: &V, b: &V) -> Float = a.x * b.x + a.y * b.y",
    "",
    "first: (a: &V, b: &V) -> Float = a.dotq(b)",
    "",
  ].join("\n"),
  "bind.yx": ["use ops.{V, dot as d}", "", "V.dotp = d[0]", "", "twice: (a: &V) -> Float = d(a, a) + a.dotp(a)", ""].join("\n"),
  "far.yx": ["use ops.{V}", "", "use_it: (a: &V, b: &V) -> Float = a.dotp(b) + a.dotq(b)", ""].join("\n"),
  // Bound through the module's name (101d D4).
  "through.yx": ["use ops", "use ops.{V}", "", "V.dotm = ops.dot[0]", "", "by_module: (a: &V) -> Float = a.dotm(a)", ""].join("\n"),
});

type Location = { file: string; span: number[]; kind: string; symbol?: string; via?: string };

const described = (locations: Location[]) => locations.map((l) => `${l.file}:${l.span[0]}:${l.span[1]} ${l.kind}${l.via ? ` via ${l.via}` : ""}${l.symbol ? ` (${l.symbol})` : ""}`);

describe("find_references of a function bound as methods", () => {
  const expected = [
    "bind.yx:1:13 import",
    "bind.yx:1:20 import via d",
    "bind.yx:3:10 read via d",
    "bind.yx:5:27 call via d",
    "bind.yx:5:39 call via dotp (ops.V.dotp)",
    "far.yx:3:37 call via dotp (ops.V.dotp)",
    "far.yx:3:49 call via dotq (ops.V.dotq)",
    "ops.yx:1:44 read",
    "ops.yx:3:5 definition",
    "ops.yx:5:36 call via dotq (ops.V.dotq)",
    "through.yx:4:14 read",
    "through.yx:6:33 call via dotm (ops.V.dotm)",
  ];

  it("lists the calls of the methods with the function's own uses, by query and by position", async () => {
    const byQuery = (await project.call("find_references", { query: "dot" })).structuredContent as { locations: Location[] };
    const byPosition = (await project.call("find_references", { file_path: "ops.yx", line: 3, column: 5 })).structuredContent as { locations: Location[] };
    expect(described(byQuery.locations)).toEqual(expected);
    expect(described(byPosition.locations)).toEqual(expected);
  });

  it("a rename of the function leaves the methods' calls", async () => {
    const renamed = (await project.call("rename_symbol", { query: "dot", new_name: "inner" })).structuredContent as { files: { file: string; edits: { span: number[]; old: string }[] }[] };
    const edits = renamed.files.flatMap((f) => f.edits.map((e) => `${f.file}:${e.span[0]}:${e.span[1]} ${e.old}`));
    expect(edits).toEqual(["bind.yx:1:13 dot", "ops.yx:1:44 dot", "ops.yx:3:5 dot", "through.yx:4:14 dot"]);
  });
});
