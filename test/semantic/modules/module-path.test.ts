// Canonical module paths (modules-and-workspace.md §2.4, Rule).
import { describe, expect, it } from "vitest";
import { canonicalModulePath, isImportableModulePath, isModuleSegment } from "../../../src/semantic/modules/index.js";

describe("canonicalModulePath", () => {
  it.each([
    ["src/main.yx", "main"],
    ["src/math/vector.yx", "math.vector"],
    ["src/math/mod.yx", "math"],
    ["tests/geo_test.yx", "tests.geo_test"],
    ["lib.yx", "lib"],
    ["src/mod.yx", "mod"],
    ["mod.yx", "mod"],
    ["a/b/mod.yx", "a.b"],
    ["sub/lib.yx", "sub.lib"],
    ["src.yx", "src"],
    ["srcx/a.yx", "srcx.a"],
    ["src/my-utils.yx", "my-utils"],
  ])("%s → %s", (file, module) => {
    expect(canonicalModulePath(file)).toBe(module);
  });
});

describe("importable paths", () => {
  it("requires identifier segments that are not keywords", () => {
    expect(isImportableModulePath("math.vector")).toBe(true);
    expect(isImportableModulePath("use_a")).toBe(true);
    expect(isImportableModulePath("my-utils")).toBe(false);
    expect(isImportableModulePath("a.match")).toBe(false);
    expect(isModuleSegment("_")).toBe(false);
    expect(isModuleSegment("_x")).toBe(true);
    expect(isModuleSegment("9lives")).toBe(false);
  });
});
