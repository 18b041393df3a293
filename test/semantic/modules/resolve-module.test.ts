// `use` path resolution (modules-and-workspace.md §3.3): std table, the two
// search bases, candidate order, `mod.yx`, Rule 3 ambiguity, case sensitivity.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { candidateFiles, diskListing, listingFromPaths, resolveModulePath } from "../../../src/semantic/modules/index.js";

const resolve = (module: string, importer: string, files: string[]) =>
  resolveModulePath(module.split("."), importer, listingFromPaths(files));

describe("std paths", () => {
  it("resolve against the std table without touching the listing", () => {
    expect(resolve("std", "src/main.yx", [])).toEqual({ kind: "std-root" });
    const io = resolve("std.io", "src/main.yx", ["src/std/io.yx", "std/io.yx"]);
    expect(io.kind).toBe("std");
    expect(io.kind === "std" && io.module.path).toBe("std.io");
    expect(resolve("std.test", "a.yx", []).kind).toBe("std");
  });

  it("are not found when the module does not exist", () => {
    expect(resolve("std.nope", "a.yx", ["std/nope.yx"])).toEqual({ kind: "not-found", std: true, tried: [] });
    expect(resolve("std.io.println", "a.yx", [])).toMatchObject({ kind: "not-found", std: true });
    expect(resolve("std.option", "a.yx", [])).toMatchObject({ kind: "not-found", std: true });
  });
});

describe("workspace paths", () => {
  it("try the importer's directory first, then the project root", () => {
    // S21: tests/lib_test.yx sees tests/lib.yx, not lib.yx.
    expect(resolve("lib", "tests/lib_test.yx", ["lib.yx", "tests/lib.yx"])).toEqual({
      kind: "file",
      file: "tests/lib.yx",
      base: "importer",
      ambiguousWith: null,
    });
    // S22: nothing in tests/, so the root base answers.
    expect(resolve("mathx", "tests/root_test.yx", ["mathx.yx", "tests/root_test.yx"])).toMatchObject({
      file: "mathx.yx",
      base: "root",
    });
  });

  it("has no src/ base: a test in tests/ does not see src/geometry.yx as `geometry`", () => {
    const files = ["src/geometry.yx", "tests/t.yx"];
    expect(resolve("geometry", "tests/t.yx", files).kind).toBe("not-found");
    expect(resolve("src.geometry", "tests/t.yx", files)).toMatchObject({ file: "src/geometry.yx", base: "root" });
  });

  it("finds dotted paths and directory modules", () => {
    const files = ["src/main.yx", "src/math/mod.yx", "src/math/vector.yx"];
    expect(resolve("math", "src/main.yx", files)).toMatchObject({ file: "src/math/mod.yx" });
    expect(resolve("math.vector", "src/main.yx", files)).toMatchObject({ file: "src/math/vector.yx" });
    // From inside math/, the sibling is reached directly (S24).
    expect(resolve("vector", "src/math/mod.yx", files)).toMatchObject({ file: "src/math/vector.yx", base: "importer" });
    // `use math.vector` reaches math/vector.yx whether or not math/mod.yx exists.
    expect(resolve("math.vector", "src/main.yx", ["src/math/vector.yx"])).toMatchObject({ file: "src/math/vector.yx" });
  });

  it("reports both candidates of one base as ambiguous (Rule 3), keeping the reference's pick", () => {
    expect(resolve("shapes", "src/main.yx", ["src/shapes.yx", "src/shapes/mod.yx"])).toEqual({
      kind: "file",
      file: "src/shapes.yx",
      base: "importer",
      ambiguousWith: "src/shapes/mod.yx",
    });
  });

  it("does not consult the root base once the importer's directory matched", () => {
    expect(resolve("lib", "sub/x.yx", ["sub/lib/mod.yx", "lib.yx"])).toMatchObject({ file: "sub/lib/mod.yx", ambiguousWith: null });
  });

  it("lists the candidates it tried, in search order", () => {
    expect(resolve("geometri", "src/main.yx", [])).toEqual({
      kind: "not-found",
      std: false,
      tried: ["src/geometri.yx", "src/geometri/mod.yx", "geometri.yx", "geometri/mod.yx"],
    });
    expect(candidateFiles(["a", "b"], "main.yx")).toEqual([{ base: "importer", dir: "", files: ["a/b.yx", "a/b/mod.yx"] }]);
  });

  it("is case-sensitive", () => {
    expect(resolve("geometry", "main.yx", ["Geometry.yx"]).kind).toBe("not-found");
    expect(resolve("Geometry", "main.yx", ["Geometry.yx"]).kind).toBe("file");
  });
});

describe("diskListing", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "yx-listing-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (rel: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), "x = 1\n");
  };

  it("answers from directory listings, case-sensitively, files only", () => {
    write("Geometry.yx");
    write("math/mod.yx");
    mkdirSync(path.join(dir, "shapes.yx"), { recursive: true }); // a directory named like a module file
    const listing = diskListing(dir);
    expect(listing.hasFile("Geometry.yx")).toBe(true);
    expect(listing.hasFile("geometry.yx")).toBe(false);
    expect(listing.hasFile("math/mod.yx")).toBe(true);
    expect(listing.hasFile("shapes.yx")).toBe(false);
    expect(listing.hasFile("nope/x.yx")).toBe(false);
    expect(resolveModulePath(["math"], "main.yx", listing)).toMatchObject({ kind: "file", file: "math/mod.yx" });
  });
});
