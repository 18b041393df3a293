// Reading through one descriptor (issue 18, findings 1 and 2): only regular
// files inside the root and under the cap are read; FIFOs, devices, links
// leading outside and huge files are refused without hanging or reading.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/project/config.js";
import { FILE_SKIPPED_CODE, MAX_MANIFEST_BYTES, readInsideRoot } from "../../src/project/safe-read.js";

let base: string;
let root: string;
let outside: string;
const LIMIT = { maxBytes: 1024, noFollow: false };

beforeAll(() => {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-safe-read-")));
  root = path.join(base, "project");
  outside = path.join(base, "outside");
  mkdirSync(path.join(root, "src"), { recursive: true });
  mkdirSync(outside);
  writeFileSync(path.join(root, "src", "ok.yx"), "ok = 1\n");
  writeFileSync(path.join(outside, "secret.yx"), "secret = 1\n");
  symlinkSync(path.join(outside, "secret.yx"), path.join(root, "src", "out.yx"));
  symlinkSync(path.join(root, "src", "ok.yx"), path.join(root, "src", "in.yx"));
  symlinkSync(outside, path.join(root, "dir-out"));
  symlinkSync("/dev/zero", path.join(root, "zero.yx"));
  execFileSync("mkfifo", [path.join(root, "fifo.yx")]);
  writeFileSync(path.join(root, "big.yx"), "");
  truncateSync(path.join(root, "big.yx"), 2048);
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

const at = (...parts: string[]) => path.join(root, ...parts);

describe("readInsideRoot", () => {
  it("reads a regular file inside the root, and one through a link that stays inside", () => {
    expect(readInsideRoot(root, at("src", "ok.yx"), LIMIT)).toMatchObject({ ok: true, text: "ok = 1\n" });
    expect(readInsideRoot(root, at("src", "in.yx"), LIMIT)).toMatchObject({ ok: true, text: "ok = 1\n" });
  });

  it("refuses a link to a file outside the root, and a file below a linked directory", () => {
    expect(readInsideRoot(root, at("src", "out.yx"), LIMIT)).toEqual({ ok: false, reason: { kind: "outside" } });
    expect(readInsideRoot(root, at("dir-out", "secret.yx"), LIMIT)).toEqual({ ok: false, reason: { kind: "outside" } });
  });

  it("returns at once for a FIFO and never reads a device", () => {
    expect(readInsideRoot(root, at("fifo.yx"), LIMIT)).toEqual({ ok: false, reason: { kind: "not-regular", what: "a FIFO" } });
    expect(readInsideRoot(root, at("zero.yx"), LIMIT)).toEqual({ ok: false, reason: { kind: "not-regular", what: "a device" } });
  });

  it("refuses a file over the cap", () => {
    expect(readInsideRoot(root, at("big.yx"), LIMIT)).toEqual({ ok: false, reason: { kind: "too-large", size: 2048, limit: 1024 } });
  });

  it("with noFollow, treats a link where a regular file was seen as gone (not read)", () => {
    expect(readInsideRoot(root, at("src", "out.yx"), { maxBytes: 1024, noFollow: true })).toEqual({ ok: false, reason: undefined });
  });

  it("treats a missing file as gone, not as a problem", () => {
    expect(readInsideRoot(root, at("missing.yx"), LIMIT)).toEqual({ ok: false, reason: undefined });
  });

  it("reads a file whose name starts with two dots", () => {
    writeFileSync(at("..dots.yx"), "dots = 1\n");
    expect(readInsideRoot(root, at("..dots.yx"), LIMIT)).toMatchObject({ ok: true, text: "dots = 1\n" });
  });
});

describe("loadConfig on a hostile yaoxiang.toml", () => {
  const project = (name: string, make: (file: string) => void) => {
    const dir = path.join(base, name);
    mkdirSync(dir);
    make(path.join(dir, "yaoxiang.toml"));
    return dir;
  };

  it.each([
    ["a FIFO", (f: string) => execFileSync("mkfifo", [f]), /is a FIFO, not a regular file/],
    ["a link to /dev/zero", (f: string) => symlinkSync("/dev/zero", f), /is a device/],
    ["a link to a file outside", (f: string) => {
      writeFileSync(path.join(outside, "fmt.toml"), "[fmt]\nindent_width = 8\n");
      symlinkSync(path.join(outside, "fmt.toml"), f);
    }, /outside the project root/],
    ["over 64 KB", (f: string) => writeFileSync(f, `# ${"x".repeat(MAX_MANIFEST_BYTES)}\n[fmt]\nindent_width = 8\n`), /over the 64\.0 KB limit/],
  ])("is not read when it is %s: defaults and a warning", (what, make, message) => {
    const loaded = loadConfig(project(what.replace(/\W/g, "-"), make));
    expect(loaded.config.fmt.indent_width).toBe(4);
    expect(loaded.diagnostics).toHaveLength(1);
    expect(loaded.diagnostics[0]).toMatchObject({ code: FILE_SKIPPED_CODE, severity: "warning", file: "yaoxiang.toml" });
    expect(loaded.diagnostics[0]!.message).toMatch(message);
    expect(loaded.diagnostics[0]!.message).not.toContain(base);
  });

  it("is read through a link that stays inside the root", () => {
    const dir = project("linked-inside", (f) => {
      mkdirSync(path.join(path.dirname(f), "conf"));
      writeFileSync(path.join(path.dirname(f), "conf", "real.toml"), "[fmt]\nindent_width = 2\n");
      symlinkSync("conf/real.toml", f);
    });
    expect(loadConfig(dir)).toMatchObject({ found: true, diagnostics: [], config: { fmt: { indent_width: 2 } } });
  });
});
