// Project root detection (modules-and-workspace.md §1.5 and scenario S40), both
// as a function and through the real binary started in a given directory.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProjectError } from "../../src/project/errors.js";
import { findProjectRoot } from "../../src/project/root.js";
import { spawnServer, stopAll } from "../helpers/server-process.js";

let base: string;

beforeAll(() => {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-root-")));
  // outer/yaoxiang.toml, outer/inner/yaoxiang.toml, outer/inner/src/math/, bare/, fake/yaoxiang.toml/ (a directory)
  mkdirSync(path.join(base, "outer", "inner", "src", "math"), { recursive: true });
  writeFileSync(path.join(base, "outer", "yaoxiang.toml"), '[package]\nname = "outer"\n');
  writeFileSync(path.join(base, "outer", "inner", "yaoxiang.toml"), '[package]\nname = "inner"\n');
  mkdirSync(path.join(base, "bare", "deep"), { recursive: true });
  mkdirSync(path.join(base, "fake", "yaoxiang.toml"), { recursive: true });
});

afterAll(async () => {
  await stopAll();
  rmSync(base, { recursive: true, force: true });
});

describe("findProjectRoot", () => {
  it("walks up to the nearest yaoxiang.toml (an inner project shadows an outer one)", () => {
    expect(findProjectRoot({ cwd: path.join(base, "outer", "inner", "src", "math") })).toEqual({
      root: path.join(base, "outer", "inner"),
      source: "AutoDetected",
    });
    expect(findProjectRoot({ cwd: path.join(base, "outer") })).toEqual({ root: path.join(base, "outer"), source: "AutoDetected" });
  });

  it("falls back to the working directory", () => {
    const cwd = path.join(base, "bare", "deep");
    expect(findProjectRoot({ cwd })).toEqual({ root: cwd, source: "FallbackCwd" });
  });

  it("only counts a regular file named yaoxiang.toml", () => {
    const cwd = path.join(base, "fake");
    expect(findProjectRoot({ cwd })).toEqual({ root: cwd, source: "FallbackCwd" });
  });

  it("prefers --project-root, relative to the working directory", () => {
    expect(findProjectRoot({ cliRoot: "../bare", cwd: path.join(base, "outer") })).toEqual({
      root: path.join(base, "bare"),
      source: "CliFlag",
    });
  });

  it("rejects a --project-root that is not a directory", () => {
    expect(() => findProjectRoot({ cliRoot: path.join(base, "missing") })).toThrow(ProjectError);
  });
});

describe("the binary", () => {
  it.each([
    [["outer", "inner", "src", "math"], [], ["outer", "inner"], "AutoDetected"],
    [["bare", "deep"], [], ["bare", "deep"], "FallbackCwd"],
    [["outer", "inner"], ["--project-root", "../../bare"], ["bare"], "CliFlag"],
  ])("started in %j with %j uses %j (%s)", async (cwdParts, args, rootParts, source) => {
    const server = spawnServer(args, { cwd: path.join(base, ...cwdParts) });
    await server.initialize();
    const record = server.logRecords().find((r) => r.msg === "project root");
    expect(record).toMatchObject({ root: path.join(base, ...rootParts), source });
  }, 30_000);
});
