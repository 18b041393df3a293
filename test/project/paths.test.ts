// Safe path resolution (modules-and-workspace.md §1.5 Rule 3): every way out of
// the root is MCP-PATH-OUTSIDE-PROJECT, checked before existence.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProjectError } from "../../src/project/errors.js";
import { resolveInsideRoot, resolveProjectDir, resolveSourceFile } from "../../src/project/paths.js";

let base: string;
let root: string;
let outside: string;

beforeAll(() => {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-paths-")));
  root = path.join(base, "project");
  outside = path.join(base, "outside");
  mkdirSync(path.join(root, "src", "nested"), { recursive: true });
  mkdirSync(outside);
  writeFileSync(path.join(root, "src", "main.yx"), "main = {}\n");
  writeFileSync(path.join(root, "notes.txt"), "hi\n");
  writeFileSync(path.join(outside, "secret.yx"), "secret = 1\n");
  symlinkSync(path.join(outside, "secret.yx"), path.join(root, "src", "link-out.yx"));
  symlinkSync(outside, path.join(root, "src", "dir-out"));
  symlinkSync(path.join(outside, "not-yet.yx"), path.join(root, "src", "dangling-out.yx"));
  symlinkSync(path.join(root, "src", "main.yx"), path.join(root, "src", "link-in.yx"));
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

function errorOf(fn: () => unknown): ProjectError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ProjectError) return error;
    throw error;
  }
  throw new Error("expected a ProjectError");
}

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof ProjectError) return error.code;
    throw error;
  }
  return undefined;
}

describe("paths that escape the root", () => {
  it.each([
    ["parent directory", "../outside/secret.yx"],
    ["nested parent directory", "src/nested/../../../outside/secret.yx"],
    ["missing file outside (outside is checked first)", "../outside/missing.yx"],
    ["absolute path elsewhere", "/etc/passwd"],
    ["symlinked file pointing outside", "src/link-out.yx"],
    ["file below a symlinked directory pointing outside", "src/dir-out/secret.yx"],
    ["dangling symlink pointing outside", "src/dangling-out.yx"],
    ["NUL byte", "src/main.yx\0../../etc/passwd"],
  ])("rejects a %s", (_what, input) => {
    expect(codeOf(() => resolveSourceFile(root, input))).toBe("MCP-PATH-OUTSIDE-PROJECT");
    expect(codeOf(() => resolveInsideRoot(root, input))).toBe("MCP-PATH-OUTSIDE-PROJECT");
  });

  it("rejects a missing file below a dangling symlink and below deep missing folders", () => {
    expect(codeOf(() => resolveInsideRoot(root, "src/dangling-out.yx/a/b/c.yx"))).toBe("MCP-PATH-OUTSIDE-PROJECT");
    expect(resolveInsideRoot(root, "src/nested/x/y/z.yx").rel).toBe("src/nested/x/y/z.yx");
    expect(codeOf(() => resolveInsideRoot(root, "src/dir-out/x/y/z.yx"))).toBe("MCP-PATH-OUTSIDE-PROJECT");
  });

  it("resolves a path of 200,000 characters in time linear in its length", () => {
    // Trying every prefix from the end cost time quadratic in the length (400 KB: 90 s).
    const started = performance.now();
    const deep = "src/" + "a/".repeat(100_000) + "x.yx";
    expect(resolveInsideRoot(root, deep).stats).toBeUndefined();
    expect(codeOf(() => resolveInsideRoot(root, "src/dir-out/" + "a/".repeat(100_000)))).toBe("MCP-PATH-OUTSIDE-PROJECT");
    expect(performance.now() - started).toBeLessThan(10_000); // a hang guard, not a benchmark
  }, 20_000);

  it("rejects an absolute path to a sibling whose name starts like the root", () => {
    mkdirSync(`${root}-evil`, { recursive: true });
    writeFileSync(`${root}-evil/x.yx`, "");
    expect(codeOf(() => resolveSourceFile(root, `${root}-evil/x.yx`))).toBe("MCP-PATH-OUTSIDE-PROJECT");
  });
});

// MCP clients hold roots and resources as `file:` URIs (120a F7: one was read as a relative name and echoed garbled).
describe("a file: URI", () => {
  it("names its path, inside the root or not, as an absolute path would", () => {
    expect(resolveInsideRoot(root, `file://${root}/src/main.yx`).rel).toBe("src/main.yx");
    expect(resolveSourceFile(root, `file://${root}/src/main.yx`).rel).toBe("src/main.yx");
    expect(codeOf(() => resolveInsideRoot(root, `file://${outside}/secret.yx`))).toBe("MCP-PATH-OUTSIDE-PROJECT");
    expect(codeOf(() => resolveInsideRoot(root, `file://${root}/src/link-out.yx`))).toBe("MCP-PATH-OUTSIDE-PROJECT");
  });

  it("that names no local path (another host) is MCP-INVALID-INPUT", () => {
    const error = errorOf(() => resolveInsideRoot(root, "file://server/share/x.yx"));
    expect(error.code).toBe("MCP-INVALID-INPUT");
    expect(error.message).toContain("names no local path");
  });
});

describe("a file path ending in / (106c V5)", () => {
  it("names a folder, so it is no source file, as the file system reads it", () => {
    for (const input of ["src/main.yx/", "src/main.yx/."]) {
      const error = errorOf(() => resolveSourceFile(root, input));
      expect(error.code, input).toBe("MCP-INVALID-INPUT");
      expect(error.message).toBe("'src/main.yx' is a file: a path ending in `/` names a folder; drop the trailing `/`");
    }
    expect(resolveSourceFile(root, "src/main.yx").rel).toBe("src/main.yx");
  });
});

describe("error messages", () => {
  it("never show the root or an absolute path outside it", () => {
    for (const input of ["/etc/passwd", "../outside/secret.yx", "src/link-out.yx", "src/dir-out/secret.yx", `${root}-evil/x.yx`]) {
      const error = errorOf(() => resolveSourceFile(root, input));
      expect(error.code).toBe("MCP-PATH-OUTSIDE-PROJECT");
      expect(error.message).not.toContain(base);
      expect(error.message).not.toContain("/etc");
    }
    expect(errorOf(() => resolveSourceFile(root, "/etc/passwd")).message).toBe("an absolute path is outside the project root");
    expect(errorOf(() => resolveSourceFile(root, "src/missing.yx")).message).toBe("no such file: 'src/missing.yx'");
    expect(errorOf(() => resolveSourceFile(root, path.join(root, "src/missing.yx"))).message).toBe("no such file: 'src/missing.yx'");
    expect(errorOf(() => resolveProjectDir(root, path.join(root, "nope"))).message).not.toContain(base);
  });

  it("say that paths are `/`-separated when one holds a backslash, naming the file so written when it exists (73a D6)", () => {
    expect(errorOf(() => resolveSourceFile(root, "src\\main.yx")).message).toBe("no such file: 'src\\main.yx': paths are relative to the project root and separated by `/` (did you mean 'src/main.yx'?)");
    expect(errorOf(() => resolveSourceFile(root, "C:\\proj\\src\\main.yx")).message).toBe("no such file: 'C:\\proj\\src\\main.yx': paths are relative to the project root and separated by `/`");
  });

  it("quote at most 200 characters of the input", () => {
    const long = `../${"a".repeat(5_000)}.yx`;
    const message = errorOf(() => resolveSourceFile(root, long)).message;
    expect(message.length).toBeLessThan(300);
    expect(message).toContain("(5006 characters)");
  });
});

describe("paths inside the root", () => {
  it("accepts names that merely start with two dots", () => {
    writeFileSync(path.join(root, "..foo.yx"), "foo = 1\n");
    writeFileSync(path.join(root, "src", "...yx"), "bar = 1\n");
    expect(resolveSourceFile(root, "..foo.yx").rel).toBe("..foo.yx");
    expect(resolveSourceFile(root, "src/...yx").rel).toBe("src/...yx");
    expect(resolveSourceFile(root, "src/../..foo.yx").rel).toBe("..foo.yx");
  });

  it("resolves relative, dotted and absolute forms to the same file", () => {
    for (const input of ["src/main.yx", "./src/../src/main.yx", path.join(root, "src/main.yx")]) {
      const resolved = resolveSourceFile(root, input);
      expect(resolved.rel).toBe("src/main.yx");
      expect(resolved.abs).toBe(path.join(root, "src", "main.yx"));
    }
  });

  it("follows a symlink that stays inside", () => {
    expect(resolveSourceFile(root, "src/link-in.yx").rel).toBe("src/main.yx");
  });

  it("reports a missing file as MCP-FILE-NOT-FOUND", () => {
    expect(codeOf(() => resolveSourceFile(root, "src/missing.yx"))).toBe("MCP-FILE-NOT-FOUND");
  });

  it("reports a directory, a non-.yx file or an empty path as MCP-INVALID-INPUT", () => {
    expect(codeOf(() => resolveSourceFile(root, "src"))).toBe("MCP-INVALID-INPUT");
    expect(codeOf(() => resolveSourceFile(root, "notes.txt"))).toBe("MCP-INVALID-INPUT");
    expect(codeOf(() => resolveSourceFile(root, ""))).toBe("MCP-INVALID-INPUT");
  });
});

describe("per-call project roots", () => {
  it("accepts the root itself and directories inside it", () => {
    expect(resolveProjectDir(root, ".").abs).toBe(root);
    expect(resolveProjectDir(root, root).abs).toBe(root);
    expect(resolveProjectDir(root, "src/nested").rel).toBe("src/nested");
  });

  it("rejects roots outside the server root", () => {
    expect(codeOf(() => resolveProjectDir(root, ".."))).toBe("MCP-PATH-OUTSIDE-PROJECT");
    expect(codeOf(() => resolveProjectDir(root, outside))).toBe("MCP-PATH-OUTSIDE-PROJECT");
    // It says what a per-call root may be, not only that a path is outside (99d D4).
    expect(errorOf(() => resolveProjectDir(root, outside)).message).toMatch(/is outside the project root: a per-call project_root or workspace_root must be the server's project root or a folder inside it .*--project-root/);
    expect(codeOf(() => resolveProjectDir(root, "src/dir-out"))).toBe("MCP-PATH-OUTSIDE-PROJECT");
  });

  it("reports a missing root or a file as MCP-PROJECT-NOT-FOUND", () => {
    expect(codeOf(() => resolveProjectDir(root, "nope"))).toBe("MCP-PROJECT-NOT-FOUND");
    expect(codeOf(() => resolveProjectDir(root, "src/main.yx"))).toBe("MCP-PROJECT-NOT-FOUND");
  });
});
