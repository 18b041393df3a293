// The workspace kept true to the disk by the file watcher (issue 15, item 2):
// edits, adds, deletes, renames, directories moved in and out, a burst of
// 1,000 writes, and the fallbacks (forced, watch limit, event storm). Every
// check looks at the files and texts a tool would see AND at how the refresh
// got there (`mode: "watch"` = from events, without rescanning the tree).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ProjectService, type ProjectServiceOptions } from "../../src/project/service.js";
import type { RefreshStats, WatchEvent } from "../../src/project/workspace.js";

let base: string;
let dir: string;
let project: ProjectService;
let refreshes: RefreshStats[];
let watchEvents: WatchEvent[];

function write(rel: string, text: string, under = dir): void {
  mkdirSync(path.dirname(path.join(under, rel)), { recursive: true });
  writeFileSync(path.join(under, rel), text);
}

function start(options: ProjectServiceOptions = {}): void {
  project?.dispose();
  refreshes = [];
  watchEvents = [];
  project = new ProjectService(
    { root: dir, source: "CliFlag" },
    { ...options, onRefresh: (_root, stats) => refreshes.push(stats), onWatch: (_root, event) => watchEvents.push(event) },
  );
}

async function paths(): Promise<string[]> {
  return (await project.view()).files.map((f) => f.path);
}

const last = () => refreshes[refreshes.length - 1]!;

beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-watch-")));
  dir = path.join(base, "project");
  write("yaoxiang.toml", '[package]\nname = "demo"\n');
  write("src/main.yx", "main = {\n    x = 1\n}\n");
  write("src/util.yx", "double = (n) => n * 2\n");
  start();
});

afterEach(() => {
  project.dispose();
  rmSync(base, { recursive: true, force: true });
});

describe("watching", () => {
  it("starts watching every walked directory and answers later calls from events only", async () => {
    write("node_modules/dep/x.yx", "x = 1\n");
    write(".git/objects/y.yx", "y = 1\n");
    expect(await paths()).toEqual(["src/main.yx", "src/util.yx"]);
    expect(watchEvents).toEqual([{ kind: "watching", directories: 2 }]); // the root and src/, not node_modules or .git
    await project.view();
    expect(last()).toMatchObject({ mode: "watch", paths: 0, added: 0, changed: 0, removed: 0 });
  });

  it("sees an edit (same size) and updates the document incrementally", async () => {
    const doc = (await project.view()).file("src/main.yx")!.document();
    write("src/main.yx", "main = {\n    x = 2\n}\n");
    const view = await project.view();
    expect(last()).toMatchObject({ mode: "watch", changed: 1 });
    expect(view.file("src/main.yx")!.text).toContain("x = 2");
    expect(view.file("src/main.yx")!.document()).toBe(doc);
    expect(doc.version).toBe(2);
  });

  it("sees adds and deletes, in new directories too", async () => {
    await project.view();
    write("src/deep/er/new.yx", "fresh = 1\n");
    write("top.yx", "top = 1\n");
    unlinkSync(path.join(dir, "src/util.yx"));
    expect(await paths()).toEqual(["src/deep/er/new.yx", "src/main.yx", "top.yx"]);
    expect(last()).toMatchObject({ mode: "watch", added: 2, removed: 1 });
    // The new directories are watched: a file added there later is seen too.
    write("src/deep/er/later.yx", "later = 1\n");
    expect(await paths()).toContain("src/deep/er/later.yx");
    expect(last().mode).toBe("watch");
  });

  it("sees a rename, and an editor's atomic save (write a temporary file, rename it over)", async () => {
    await project.view();
    renameSync(path.join(dir, "src/util.yx"), path.join(dir, "src/helpers.yx"));
    expect(await paths()).toEqual(["src/helpers.yx", "src/main.yx"]);
    write("src/.main.yx.swp", "main = {\n    saved = 3\n}\n");
    renameSync(path.join(dir, "src/.main.yx.swp"), path.join(dir, "src/main.yx"));
    const view = await project.view();
    expect(view.file("src/main.yx")!.text).toContain("saved = 3");
    expect(view.files.map((f) => f.path)).toEqual(["src/helpers.yx", "src/main.yx"]);
    expect(last().mode).toBe("watch");
  });

  it("sees a file replaced by a directory of the same name, and back (99f D1: the file's old text stayed)", async () => {
    await project.view();
    unlinkSync(path.join(dir, "src/util.yx"));
    write("src/util.yx/inner.yx", "inner = 1\n");
    expect(await paths()).toEqual(["src/main.yx", "src/util.yx/inner.yx"]);
    expect(last().mode).toBe("watch");
    rmSync(path.join(dir, "src/util.yx"), { recursive: true });
    write("src/util.yx", "double = (n) => n * 2\n");
    expect(await paths()).toEqual(["src/main.yx", "src/util.yx"]);
  });

  it("follows a directory moved out of the root, back in, and renamed inside", async () => {
    write("src/lib/a.yx", "a = 1\n");
    write("src/lib/sub/b.yx", "b = 1\n");
    expect(await paths()).toEqual(["src/lib/a.yx", "src/lib/sub/b.yx", "src/main.yx", "src/util.yx"]);
    renameSync(path.join(dir, "src/lib"), path.join(base, "lib-away"));
    expect(await paths()).toEqual(["src/main.yx", "src/util.yx"]);
    // Moved away, the directory is no longer watched: changes there are not ours.
    write("sub/c.yx", "c = 1\n", path.join(base, "lib-away"));
    expect(await paths()).toEqual(["src/main.yx", "src/util.yx"]);
    renameSync(path.join(base, "lib-away"), path.join(dir, "lib"));
    expect(await paths()).toEqual(["lib/a.yx", "lib/sub/b.yx", "lib/sub/c.yx", "src/main.yx", "src/util.yx"]);
    renameSync(path.join(dir, "lib"), path.join(dir, "src/moved"));
    expect(await paths()).toEqual(["src/main.yx", "src/moved/a.yx", "src/moved/sub/b.yx", "src/moved/sub/c.yx", "src/util.yx"]);
    write("src/moved/sub/d.yx", "d = 1\n");
    expect(await paths()).toContain("src/moved/sub/d.yx");
    expect(refreshes.slice(1).every((r) => r.mode === "watch")).toBe(true);
  });

  it("sees the root itself replaced (`rm -rf` and a copy, or `mv`): new files at its top are seen, and it is watched again (84c D1)", async () => {
    await project.view();
    rmSync(dir, { recursive: true, force: true });
    write("yaoxiang.toml", '[package]\nname = "demo"\n');
    write("src/main.yx", "main = {\n    x = 1\n}\n");
    write("fresh.yx", "fresh = 1\n");
    expect(await paths()).toEqual(["fresh.yx", "src/main.yx"]);
    write("later.yx", "later = 1\n");
    expect(await paths()).toEqual(["fresh.yx", "later.yx", "src/main.yx"]);
    expect(last().mode).toBe("watch");
    renameSync(dir, path.join(base, "old"));
    write("src/main.yx", "main = {\n    x = 1\n}\n");
    write("third.yx", "third = 1\n");
    expect(await paths()).toEqual(["src/main.yx", "third.yx"]);
  });

  it("sees a directory moved into a hidden one as gone, and a skipped directory renamed to a walked name", async () => {
    write("node_modules/pkg/m.yx", "m = 1\n");
    await project.view();
    renameSync(path.join(dir, "src"), path.join(dir, ".src-old"));
    expect(await paths()).toEqual([]);
    renameSync(path.join(dir, "node_modules"), path.join(dir, "vendor"));
    expect(await paths()).toEqual(["vendor/pkg/m.yx"]);
  });

  it("keeps up with a burst of 1,000 writes", async () => {
    await project.view();
    for (let i = 0; i < 1_000; i++) write(`src/gen/g${i % 20}/f${i}.yx`, `v${i} = ${i}\n`);
    const view = await project.view();
    expect(view.files.length).toBe(1_002);
    expect(view.file("src/gen/g7/f987.yx")!.text).toBe("v987 = 987\n");
    for (let i = 0; i < 1_000; i += 2) write(`src/gen/g${i % 20}/f${i}.yx`, `w${i} = ${i + 1}\n`);
    const again = await project.view();
    expect(again.file("src/gen/g4/f504.yx")!.text).toBe("w504 = 505\n");
    expect(again.file("src/gen/g5/f505.yx")!.text).toBe("v505 = 505\n");
    expect(last().changed).toBe(500);
  });

  it("re-reads yaoxiang.toml when it changes", async () => {
    expect((await project.view()).config.package.name).toBe("demo");
    write("yaoxiang.toml", '[package]\nname = "renamed"\n');
    expect((await project.view()).config.package.name).toBe("renamed");
  });

  it("never follows a symlinked directory, nor a link swapped in for a watched one", async () => {
    write("secret/s.yx", "secret_symbol = 1\n", base);
    symlinkSync(path.join(base, "secret"), path.join(dir, "linked"));
    expect(await paths()).toEqual(["src/main.yx", "src/util.yx"]);
    renameSync(path.join(dir, "src"), path.join(base, "src-away"));
    symlinkSync(path.join(base, "secret"), path.join(dir, "src"));
    expect(await paths()).toEqual([]);
    write("secret/t.yx", "other_secret = 2\n", base); // inside the linked-to directory
    expect(await paths()).toEqual([]);
  });

  it("follows the target of a source that became a link after the first scan (a directory no watch covers)", async () => {
    write(".vendor/lib.yx", "linked_v1 = 1\n");
    write("src/lib.yx", "plain = 1\n");
    const text = async () => (await project.view()).file("src/lib.yx")?.text;
    expect(await text()).toBe("plain = 1\n");
    expect(await text()).toBe("plain = 1\n"); // a call without changes in between
    unlinkSync(path.join(dir, "src/lib.yx"));
    symlinkSync(path.join(dir, ".vendor/lib.yx"), path.join(dir, "src/lib.yx"));
    expect(await text()).toBe("linked_v1 = 1\n");
    write(".vendor/lib.yx", "linked_v2 = 22\n"); // hidden: not watched, seen by the per-call check of linked sources
    expect(await text()).toBe("linked_v2 = 22\n");
  });

  it("sees the files the server wrote at the next call, before (or without) their watcher event", async () => {
    // Watches that never report anything: only the server's own note of what it wrote can tell.
    start({ watcher: { watchDirectory: () => ({ close() {} }) } });
    const before = (await project.view()).file("src/util.yx")!.text;
    const written = project.writeFiles([{ file: "src/util.yx", expectedText: before, newText: "double = (n) => n + n\n" }]);
    expect(written.written).toEqual(["src/util.yx"]);
    expect((await project.view()).file("src/util.yx")!.text).toBe("double = (n) => n + n\n");
    expect(last()).toMatchObject({ mode: "watch", changed: 1 });
  });

  it("closes every watch on dispose", async () => {
    let open = 0;
    start({
      watcher: {
        watchDirectory: () => {
          open++;
          return { close: () => open-- };
        },
      },
    });
    await project.view();
    expect(open).toBe(2);
    project.dispose();
    expect(open).toBe(0);
  });
});

describe("falling back to the stat scan", () => {
  it("uses the stat scan with watch: false (--no-watch)", async () => {
    start({ watch: false });
    await project.view();
    write("src/new.yx", "n = 1\n");
    expect(await paths()).toEqual(["src/main.yx", "src/new.yx", "src/util.yx"]);
    expect(last()).toMatchObject({ mode: "scan", added: 1 });
    expect(watchEvents).toEqual([]);
  });

  it("falls back when the watch limit is reached (ENOSPC), and still sees every change", async () => {
    let calls = 0;
    start({
      watcher: {
        watchDirectory: () => {
          if (++calls > 1) throw Object.assign(new Error("no space"), { code: "ENOSPC" });
          return { close: () => {} };
        },
      },
    });
    expect(await paths()).toEqual(["src/main.yx", "src/util.yx"]);
    expect(watchEvents).toEqual([{ kind: "fallback", reason: expect.stringContaining("max_user_watches") }]);
    write("src/util.yx", "double = (n) => n + n\n");
    expect((await project.view()).file("src/util.yx")!.text).toContain("n + n");
    expect(last().mode).toBe("scan");
  });

  it("falls back when the project is on a network file system", async () => {
    start({ watcher: { remoteFileSystem: (d) => (d === dir ? "NFS" : undefined) } });
    await project.view();
    expect(watchEvents).toEqual([{ kind: "fallback", reason: "the project is on a NFS file system, where changes made by other machines raise no event" }]);
    write("src/new.yx", "n = 1\n");
    expect(await paths()).toContain("src/new.yx");
    expect(last().mode).toBe("scan");
  });

  it("falls back when there are more directories than it may watch", async () => {
    start({ watcher: { maxDirectories: 1 } });
    await project.view();
    expect(watchEvents[0]).toMatchObject({ kind: "fallback", reason: "more than 1 directories" });
  });

  it("rescans once after an event storm (the kernel may have dropped events), then resumes watching", async () => {
    start({ watcher: { burstLimit: 50 } });
    await project.view();
    for (let i = 0; i < 100; i++) write(`src/f${i}.yx`, `s${i} = 1\n`); // 200 events in a watched directory
    expect((await project.view()).files.length).toBe(102);
    expect(last().mode).toBe("scan");
    expect(watchEvents).toContainEqual({ kind: "rescan", events: expect.any(Number) });
    write("src/after.yx", "after = 1\n");
    expect(await paths()).toContain("src/after.yx");
    expect(last().mode).toBe("watch");
  });

  it("does not miss what an event never reported: a watch that reports nothing falls back only on error", async () => {
    // A watch whose events never arrive (as on a network file system) would
    // leave the workspace stale; a watch that errs triggers one rescan.
    let fireError: (() => void) | undefined;
    start({ watcher: { watchDirectory: (_h, _e, onError) => ((fireError = () => onError(new Error("gone"))), { close() {} }) } });
    await project.view();
    write("src/quiet.yx", "q = 1\n");
    expect(await paths()).not.toContain("src/quiet.yx");
    fireError!();
    expect(await paths()).toContain("src/quiet.yx");
    expect(last().mode).toBe("scan");
  });
});

describe("skipped sources", () => {
  it.each([true, false])("reports a FIFO, a huge file and a link leading outside (watch: %s)", async (watch) => {
    start({ watch });
    write("outside/secret.yx", "outside_secret = 1\n", base);
    execFileSync("mkfifo", [path.join(dir, "src/pipe.yx")]);
    write("src/huge.yx", `big = "${"x".repeat(5 * 1024 * 1024)}"\n`);
    symlinkSync(path.join(base, "outside/secret.yx"), path.join(dir, "src/leak.yx"));
    const view = await project.view();
    expect(view.files.map((f) => f.path)).toEqual(["src/main.yx", "src/util.yx"]);
    expect(view.diagnostics.map((d) => [d.code, d.file, d.severity])).toEqual([
      ["MCP-FILE-SKIPPED", "src/huge.yx", "warning"],
      ["MCP-FILE-SKIPPED", "src/leak.yx", "warning"],
      ["MCP-FILE-SKIPPED", "src/pipe.yx", "warning"],
    ]);
    expect(view.diagnostics[0]!.message).toMatch(/5\.0 MB, over the 4\.0 MB limit/);
    expect(view.diagnostics[1]!.message).toMatch(/outside the project root/);
    expect(view.diagnostics[2]!.message).toMatch(/a FIFO/);
    for (const d of view.diagnostics) expect(d.message).not.toContain(base);
    // Fixed on disk: the warning goes, the file comes in.
    unlinkSync(path.join(dir, "src/leak.yx"));
    write("src/huge.yx", "small = 1\n");
    const after = await project.view();
    expect(after.diagnostics.map((d) => d.file)).toEqual(["src/pipe.yx"]);
    expect(after.files.map((f) => f.path)).toContain("src/huge.yx");
  });

  it("lists at most 20 skipped files, then counts the rest", async () => {
    for (let i = 0; i < 25; i++) symlinkSync("/dev/zero", path.join(dir, `src/z${String(i).padStart(2, "0")}.yx`));
    const view = await project.view();
    expect(view.diagnostics).toHaveLength(21);
    expect(view.diagnostics[20]!.message).toBe("5 more source files were skipped (25 in all)");
  });

  it("re-checks a hidden file named explicitly once it is replaced by a link to outside", async () => {
    write("outside/secret.yx", "outside_secret = 1\n", base);
    write(".hidden/extra.yx", "extra = 1\n");
    expect((await project.view()).resolveFile(".hidden/extra.yx").text).toBe("extra = 1\n");
    unlinkSync(path.join(dir, ".hidden/extra.yx"));
    symlinkSync(path.join(base, "outside/secret.yx"), path.join(dir, ".hidden/extra.yx"));
    const view = await project.view();
    expect(view.file(".hidden/extra.yx")).toBeUndefined();
    expect(() => view.resolveFile(".hidden/extra.yx")).toThrow(/outside the project root/);
  });

  it("refuses a source over 4 MB named explicitly, with the reason", async () => {
    write(".hidden/huge.yx", `big = "${"x".repeat(5 * 1024 * 1024)}"\n`);
    const view = await project.view();
    expect(() => view.resolveFile(".hidden/huge.yx")).toThrow(/'\.hidden\/huge\.yx' is 5\.0 MB, over the 4\.0 MB limit/);
  });
});
