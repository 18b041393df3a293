// A method declared under an alias of a type, in another module than the
// type's (`PA: Type = Point` and `PA.third` in ext.yx, `Point` in geo.yx):
// a method of `Point` for every file that loads ext.yx, as one declared
// under the type's own name or an import alias is (102b D2: its importers
// got E1042 at every call, find_references missed them, and a rename left
// them behind without a warning).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FROM_SCRATCH, packageManifest, servedProject } from "../helpers/served-project.js";

const GEO = "Point: Type = { x: Float, y: Float }\n";
const EXT = "use geo.{Point}\n\nPA: Type = Point\n\nPA.third: (self: &Point) -> Float = {\n    return self.y / 3.0\n}\n\nlocal_use: (p: &Point) -> Float = {\n    return p.third()\n}\n";
const APP = "use geo.{Point}\nuse ext.{PA}\n\nmain: () -> Float = {\n    p = Point(1.0, 2.0)\n    return p.third() + PA.third(&p)\n}\n";
// Without an import of ext.yx: the compiler gives every loaded module's methods to every file (§3.2).
const CALLER = "use geo.{Point}\n\nshow: (p: &Point) -> Float = p.third()\n";

describe("a method declared under an alias of another module's type", () => {
  const project = servedProject("yx-alias-methods-apart-", { "yaoxiang.toml": packageManifest("d2"), "geo.yx": GEO, "ext.yx": EXT, "app.yx": APP }, FROM_SCRATCH);

  it("is the type's method in a file importing its module: typed, no E1042", async () => {
    const checked = (await project.call("typecheck", {})).structuredContent as { summary: { errors: number } };
    expect(checked.summary.errors).toBe(0);
    const at = (await project.call("lookup_symbol", { file_path: "app.yx", line: 6, column: 14 })).structuredContent as { symbols: { qualified_name: string; file: string }[]; type?: string };
    expect([at.symbols[0]?.qualified_name, at.symbols[0]?.file, at.type]).toEqual(["Point.third", "ext.yx", "() -> Float"]);
  });

  it("find_references lists its uses there and a rename renames them", async () => {
    const refs = (await project.call("find_references", { query: "Point.third" })).structuredContent as { locations: { file: string; span: number[] }[]; possible: unknown[] };
    expect(refs.locations.map((l) => `${l.file}:${l.span[0]}:${l.span[1]}`)).toEqual(["app.yx:6:14", "app.yx:6:27", "ext.yx:5:4", "ext.yx:10:14"]);
    expect(refs.possible).toEqual([]);
    const renamed = (await project.call("rename_symbol", { query: "Point.third", new_name: "tertio" })).structuredContent as { files: { file: string; edits: unknown[] }[]; diagnostics: unknown[] };
    expect(renamed.files.map((f) => `${f.file} ${f.edits.length}`)).toEqual(["app.yx 2", "ext.yx 2"]);
    expect(renamed.diagnostics).toEqual([]);
  });
});

describe("the aliasing module added under a long-running server", () => {
  const project = servedProject("yx-alias-methods-added-", { "yaoxiang.toml": packageManifest("d2"), "geo.yx": GEO, "app.yx": APP, "caller.yx": CALLER }, FROM_SCRATCH);

  it("its importers' calls are the method's once the file is there, as a fresh server reads them", async () => {
    const errors = async () => ((await project.call("typecheck", {})).structuredContent as { summary: { errors: number } }).summary.errors;
    expect(await errors()).toBeGreaterThan(0); // no ext.yx yet
    writeFileSync(path.join(project.root(), "ext.yx"), EXT);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await errors()).toBe(0);
    const refs = (await project.call("find_references", { query: "Point.third" })).structuredContent as { locations: { file: string }[] };
    expect(refs.locations.filter((l) => l.file === "app.yx")).toHaveLength(2);
    // A file that does not import it, spelling the method, is re-linked too (set-change.ts: an alias is no type of its own).
    expect(refs.locations.filter((l) => l.file === "caller.yx")).toHaveLength(1);
  });
});

describe("an alias's target changed two imports away under a long-running server (102c N4)", () => {
  const project = servedProject("yx-alias-target-changed-", {
    "yaoxiang.toml": packageManifest("l2"),
    "geo.yx": "Point: Type = { x: Float, y: Float }\nVec: Type = { x: Float, y: Float }\n",
    "ali.yx": "use geo.{Point, Vec}\nPA0: Type = Point\n",
    "ext.yx": "use geo.{Point, Vec}\nuse ali.{PA0}\nPA: Type = PA0\nPA.third: (self: &Point) -> Float = self.y / 3.0\n",
    "app.yx": "use geo.{Point}\nuse ext.{PA}\nmain: () -> Float = {\n    p = Point(1.0, 2.0)\n    return PA.third(&p) + p.third()\n}\n",
  }, FROM_SCRATCH);

  it("the files calling its method follow, as a fresh server reads them", async () => {
    const answer = async () => {
      const at = (await project.call("lookup_symbol", { file_path: "app.yx", line: 5, column: 15 })).structuredContent as { symbols: { id: string }[] };
      const refs = (await project.call("find_references", { query: "PA.third" })).structuredContent as { locations: { file: string; span: number[] }[] };
      return [at.symbols.map((s) => s.id), refs.locations.map((l) => `${l.file}:${l.span[0]}:${l.span[1]}`)];
    };
    expect(await answer()).toEqual([["geo.Point.third"], ["app.yx:5:15", "app.yx:5:29", "ext.yx:4:4"]]);
    writeFileSync(path.join(project.root(), "ali.yx"), "use geo.{Point, Vec}\nPA0: Type = Vec\n");
    await new Promise((resolve) => setTimeout(resolve, 300));
    // `p.third()` on a Point is no method now (E1042); `PA.third` is Vec's.
    expect(await answer()).toEqual([["geo.Vec.third"], ["app.yx:5:15", "ext.yx:4:4"]]);
  });
});
