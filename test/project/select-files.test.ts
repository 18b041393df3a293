// selectFiles: file_paths entries as files, folders and globs over the workspace.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectErrorCode } from "../helpers/project-error.js";
import { selectFiles } from "../../src/project/select-files.js";
import { ProjectService } from "../../src/project/service.js";
import type { WorkspaceView } from "../../src/project/workspace.js";

let dir: string;
let project: ProjectService;
let view: WorkspaceView;

function write(rel: string, text = "x = 1\n"): void {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
}

beforeAll(async () => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-select-")));
  for (const rel of ["main.yx", "src/a.yx", "src/b.yx", "src/geo/c.yx", "tests/a_test.yx", "src/[x].yx", ".hidden/h.yx", "sym/𝄞.yx", "sym/xy.yx"]) write(rel);
  write("src/notes.md", "# not source\n");
  mkdirSync(path.join(dir, "empty"));
  project = new ProjectService({ root: dir, source: "CliFlag" });
  view = await project.view();
});

afterAll(() => {
  project.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const paths = (patterns: string[]) => selectFiles(view, patterns).map((f) => f.path);

const codeOf = (patterns: string[]) => projectErrorCode(() => selectFiles(view, patterns));

describe("selectFiles", () => {
  it("takes files, folders (recursively) and the root, sorted and without duplicates", () => {
    expect(paths(["src/b.yx", "main.yx", "./src/b.yx"])).toEqual(["main.yx", "src/b.yx"]);
    expect(paths(["src"])).toEqual(["src/[x].yx", "src/a.yx", "src/b.yx", "src/geo/c.yx"]);
    expect(paths(["src/geo/", "tests"])).toEqual(["src/geo/c.yx", "tests/a_test.yx"]);
    expect(paths(["."])).toEqual(view.files.map((f) => f.path));
    expect(paths([dir])).toEqual(view.files.map((f) => f.path));
  });

  it("lets `?` and `[…]` of a glob take one character, an astral one too (87b D1)", () => {
    expect(paths(["sym/?.yx"])).toEqual(["sym/𝄞.yx"]);
    expect(paths(["sym/??.yx"])).toEqual(["sym/xy.yx"]);
    expect(paths(["sym/[𝄞].yx"])).toEqual(["sym/𝄞.yx"]);
  });

  it("matches globs against root-relative paths", () => {
    expect(paths(["src/**/*.yx"])).toEqual(["src/[x].yx", "src/a.yx", "src/b.yx", "src/geo/c.yx"]);
    expect(paths(["src/*.yx"])).toEqual(["src/[x].yx", "src/a.yx", "src/b.yx"]);
    expect(paths(["**/a*.yx"])).toEqual(["src/a.yx", "tests/a_test.yx"]);
    expect(paths(["{main,src/b}.yx"])).toEqual(["main.yx", "src/b.yx"]);
    expect(paths(["./src/?.yx"])).toEqual(["src/a.yx", "src/b.yx"]);
    expect(paths([`${dir}/src/geo/*.yx`])).toEqual(["src/geo/c.yx"]);
  });

  it("takes an existing path literally even when its name holds glob characters", () => {
    expect(paths(["src/[x].yx"])).toEqual(["src/[x].yx"]);
  });

  it("serves a file named explicitly in a skipped folder, but folders and globs see only the workspace", () => {
    expect(paths([".hidden/h.yx"])).toEqual([".hidden/h.yx"]);
    expect(codeOf([".hidden"])).toBe("MCP-FILE-NOT-FOUND");
    expect(codeOf(["**/h.yx"])).toBe("MCP-FILE-NOT-FOUND");
  });

  it("says MCP-FILE-NOT-FOUND for a folder or glob that names nothing, and for a missing file", () => {
    expect(codeOf(["empty"])).toBe("MCP-FILE-NOT-FOUND");
    expect(codeOf(["src/**/*.rs"])).toBe("MCP-FILE-NOT-FOUND");
    expect(codeOf(["nope.yx"])).toBe("MCP-FILE-NOT-FOUND");
    expect(codeOf(["src/notes.md"])).toBe("MCP-INVALID-INPUT");
    expect(codeOf([""])).toBe("MCP-INVALID-INPUT");
  });

  it("refuses anything outside the root, globs included", () => {
    expect(codeOf(["../x.yx"])).toBe("MCP-PATH-OUTSIDE-PROJECT");
    expect(codeOf(["../**/*.yx"])).toBe("MCP-PATH-OUTSIDE-PROJECT");
    expect(codeOf(["/etc/*.yx"])).toBe("MCP-PATH-OUTSIDE-PROJECT");
    expect(codeOf(["/"])).toBe("MCP-PATH-OUTSIDE-PROJECT");
  });
});
